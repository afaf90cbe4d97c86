//! The hard bots in a real browser (headless Chromium): every decision is legal, the search keeps
//! to its time slices (three in four within the budget plus one iteration's overrun; few over
//! the 50 ms task limit, which a busy machine causes), and the times are printed (p50 / p95).
#![cfg(target_arch = "wasm32")]

use schraem::ai::{Bot, BotGame, Clock, Level};
use schraem::engine::ramsch as rm;
use schraem::engine::schraem as sm;
use schraem::engine::seat::Seat;
use schraem::engine::Setup;
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, Waker};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// The UI's clock: `performance.now()`.
struct PerfClock;

impl Clock for PerfClock {
    fn now_ms(&self) -> f64 {
        performance_now()
    }
}

const SLICE_MS: f64 = 15.0;
/// One search iteration (microseconds) may run past the slice.
const TOLERANCE_MS: f64 = 15.0;
/// The limit for any main-thread task.
const TASK_LIMIT_MS: f64 = 50.0;

/// Per decision: total wall time (slices and the gaps between them, as a user waits) and the
/// longest single slice.
#[derive(Default)]
struct Timings {
    decisions: Vec<f64>,
    /// Every slice's duration.
    slices: Vec<f64>,
    /// Sampled deals searched per decision (how much search the budget buys here).
    samples: Vec<u32>,
    longest_slice: f64,
}

impl Timings {
    /// Slices return on time: three in four within the slice budget plus one iteration's
    /// overrun, and at most 10 % (at least one) over the 50 ms limit; p95 and p99 are printed,
    /// not asserted. Long slices are the machine descheduling the process: a native probe of the same
    /// games timed every search iteration under 5 ms while whole slices still took up to 90 ms on
    /// the loaded 2-core box, and a CI run beside other browser tests measured p95 31.9 ms with 10
    /// of 244 slices over 50 ms. A search that ignored its slices would fail both checks (every
    /// slice would last ~120 ms): this is a check of behaviour, the speed itself is the bench's.
    fn check_slices(&mut self) {
        self.slices.sort_by(f64::total_cmp);
        let n = self.slices.len();
        let p50 = self.slices[(n - 1) / 2];
        let p75 = self.slices[(n - 1) * 3 / 4];
        let p95 = self.slices[(n - 1) * 95 / 100];
        let p99 = self.slices[(n - 1) * 99 / 100];
        let over: Vec<f64> = self
            .slices
            .iter()
            .copied()
            .filter(|s| *s > TASK_LIMIT_MS)
            .collect();
        console_log!(
            "{n} slices: p50 {p50:.1} ms, p95 {p95:.1} ms, p99 {p99:.1} ms; over {TASK_LIMIT_MS} ms: {over:?}"
        );
        assert!(p75 <= SLICE_MS + TOLERANCE_MS, "p75 slice {p75} ms");
        assert!(
            over.len() <= (n / 10).max(1),
            "slices over {TASK_LIMIT_MS} ms: {over:?}"
        );
    }

    fn report(&mut self, what: &str) {
        self.check_slices();
        self.decisions.sort_by(f64::total_cmp);
        self.samples.sort_unstable();
        let median_samples = self.samples[self.samples.len() / 2];
        let pct = |p: f64| self.decisions[((self.decisions.len() - 1) as f64 * p).round() as usize];
        console_log!(
            "{what}: {} searched decisions, p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms; median {median_samples} sampled deals per decision; longest slice {:.1} ms (slice budget {SLICE_MS} ms)",
            self.decisions.len(),
            pct(0.5),
            pct(0.95),
            pct(1.0),
            self.longest_slice
        );
    }
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = setTimeout)]
    fn set_timeout(callback: &Closure<dyn FnMut()>, ms: i32) -> i32;
}

/// Resolves after a `setTimeout(0)`.
struct Yield {
    state: Rc<RefCell<(bool, Option<Waker>)>>,
    _callback: Closure<dyn FnMut()>,
}

impl Future for Yield {
    type Output = ();
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        let mut st = self.state.borrow_mut();
        if st.0 {
            Poll::Ready(())
        } else {
            st.1 = Some(cx.waker().clone());
            Poll::Pending
        }
    }
}

/// Yields to the browser's event loop between slices, as the UI's setTimeout callbacks do.
async fn yield_now() {
    let state = Rc::new(RefCell::new((false, None::<Waker>)));
    let shared = state.clone();
    let callback = Closure::<dyn FnMut()>::new(move || {
        let mut st = shared.borrow_mut();
        st.0 = true;
        if let Some(w) = st.1.take() {
            w.wake();
        }
    });
    set_timeout(&callback, 0);
    Yield {
        state,
        _callback: callback,
    }
    .await;
}

async fn think<G: BotGame>(
    bot: &mut Bot<G>,
    view: &G::View,
    legal: &G::Actions,
    t: &mut Timings,
) -> Option<G::Action> {
    let clock = PerfClock;
    let start = clock.now_ms();
    let mut thinking = bot.begin(view, legal);
    loop {
        let s = clock.now_ms();
        let step = thinking.step(&clock, SLICE_MS);
        let slice = clock.now_ms() - s;
        t.longest_slice = t.longest_slice.max(slice);
        t.slices.push(slice);
        if let Some(d) = step {
            if thinking.samples() > 0 {
                t.decisions.push(clock.now_ms() - start);
                t.samples.push(thinking.samples());
            }
            return d;
        }
        yield_now().await;
    }
}

#[wasm_bindgen_test]
async fn hard_siebenschraem_bots_stay_responsive() {
    let rules = sm::Preset::Rhineland.ruleset();
    let names = (0..4).map(|i| format!("P{i}")).collect();
    let mut m = sm::Match::new(Setup::new(rules, names, 11)).unwrap();
    let mut bots: Vec<Bot<sm::Match>> = (0..4).map(|s| Bot::new(Level::Hard, s, rules)).collect();
    let mut t = Timings::default();
    while t.decisions.len() < 40 && !m.is_finished() {
        let awaited = m.to_act().unwrap();
        let mut acted = false;
        for k in 1..4 {
            let s = Seat(((awaited.index() + k) % 4) as u8);
            let legal = m.legal_actions(s);
            if legal.is_empty() {
                continue;
            }
            if let Some(a) = think(&mut bots[s.index()], &m.view(s), &legal, &mut t).await {
                assert!(legal.contains(&a));
                m.apply(s, a).unwrap();
                acted = true;
                break;
            }
        }
        if acted {
            continue;
        }
        let legal = m.legal_actions(awaited);
        let a = think(&mut bots[awaited.index()], &m.view(awaited), &legal, &mut t)
            .await
            .expect("the awaited bot acts");
        assert!(legal.contains(&a));
        m.apply(awaited, a).unwrap();
    }
    t.report("Siebenschräm rhineland, hard (120 ms budget)");
}

#[wasm_bindgen_test]
async fn hard_schieberamsch_bots_stay_responsive() {
    let rules = rm::Ruleset::preset(rm::Preset::Schieberamsch);
    let names = ["A", "B", "C"].map(str::to_owned).to_vec();
    let mut m = rm::Match::new(Setup::new(rules, names, 5)).unwrap();
    let mut bots: Vec<Bot<rm::Match>> = (0..3).map(|s| Bot::new(Level::Hard, s, rules)).collect();
    let mut t = Timings::default();
    while t.decisions.len() < 40 && !m.is_finished() {
        let seat = m.to_act().unwrap();
        let legal = m.legal_actions(seat);
        let a = think(&mut bots[seat.index()], &m.view(seat), &legal, &mut t)
            .await
            .expect("the awaited bot acts");
        assert!(legal.contains(&a));
        m.apply(seat, a).unwrap();
    }
    t.report("Schieberamsch, hard (120 ms budget)");
}
