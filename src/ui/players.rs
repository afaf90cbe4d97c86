//! The computer players in the browser: after each change of the table, the seats
//! [`bots_to_ask`] names decide one after the other; the first action taken is dispatched, which
//! changes the table and starts the next round. The decisions run in the bot worker
//! (src/ui/bot_worker.rs); where it is unavailable, on the page, each decision computed in short
//! slices from timer callbacks so no main-thread task runs long enough to freeze the page.

use super::{bot_worker, dom};
use crate::ai::Clock;
use crate::ai::Level;
use crate::engine::Seat;
use crate::session::{
    bots_to_ask, seat_seed, AnyAction, AnyMatch, AppAction, AppState, BotRequest, Reader, Thinker,
};
use crate::ui::effect::use_effect_on;
use gloo::timers::callback::Timeout;
use std::cell::Cell;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Longest piece of search per timer callback, in milliseconds (well under the 50 ms a task may
/// take before the page feels frozen).
const SLICE_MS: f64 = 12.0;

/// How long the page waits before it asks again for the computer players' part that could not
/// be fetched.
const RETRY_MS: u32 = 3000;

/// `performance.now()`.
struct PerformanceClock;

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        gloo::utils::window().performance().map_or(0.0, |p| p.now())
    }
}

/// The page was opened with `?bots=<value>`: `off` keeps the computer players still (tests look
/// at a phase), `page` makes them think on the page in slices (the fallback path).
fn bots_query(value: &str) -> bool {
    dom::query_value("bots").as_deref() == Some(value)
}

/// Runs the computer seats of the table in `state`.
#[hook]
pub fn use_computer_players(state: &UseReducerHandle<AppState>) {
    let version = state.table.as_ref().map_or(0, |t| t.version());
    let paused = bots_query("off");
    // A hand's result stays until the player at this device goes on ("Next hand", or by itself
    // with the automatic pace); the computer players wait for it, as everyone at a table would.
    let holding = state
        .table
        .as_ref()
        .is_some_and(|t| t.holds_result(Reader::Here));
    let go_on = {
        let d = state.dispatcher();
        Callback::from(move |()| d.dispatch(AppAction::NextHand(Reader::Here)))
    };
    crate::ui::table::use_auto_go_on(holding && !paused, &state.settings, go_on);
    let work = state
        .table
        .as_ref()
        .filter(|t| !t.is_over() && !paused && !holding)
        .map(|t| {
            let pause = state.settings.speed.delay_ms();
            // A deal thrown in ("pretty ones") stays readable a while before the next one begins.
            let pause = if t.hand_just_ended() {
                pause * 3
            } else {
                pause
            };
            let queue = bots_to_ask(t.setup(), t.live());
            // The worker's request is built only when the pause is over (it serializes the
            // match): never on a mere re-render.
            let worker = (!bots_query("page")).then(|| t.setup().clone());
            (t.live().clone(), queue, pause, worker)
        });
    let dispatcher = state.dispatcher();
    use_effect_on(version, move |_| {
        let timer: Rc<RefCell<Option<Timeout>>> = Rc::new(RefCell::new(None));
        let cancelled = Rc::new(Cell::new(false));
        if let Some((live, queue, pause, worker)) = work {
            if !queue.is_empty() {
                let awaited = live.to_act() == Some(queue[0].0);
                let c = cancelled.clone();
                let run = Round {
                    live,
                    queue,
                    seed: version,
                    timer: timer.clone(),
                    dispatch: Rc::new(move |seat, action| {
                        if !c.get() {
                            dispatcher.dispatch(AppAction::BotAct(seat, action));
                        }
                    }),
                };
                // A pause before a move so people can follow it; out-of-turn knocks are weighed
                // at once.
                let delay = if awaited { pause } else { 0 };
                let slot = timer.clone();
                *slot.borrow_mut() = Some(Timeout::new(delay, move || match worker {
                    Some(setup) => {
                        let request = BotRequest::new(
                            version,
                            &setup,
                            &run.live,
                            &run.queue,
                            version,
                            dom::bot_samples(),
                        );
                        run.in_worker(&request);
                    }
                    None => run.on_page(0),
                }));
            }
        }
        move || {
            cancelled.set(true);
            drop(timer.borrow_mut().take());
        }
    });
}

/// The computer players' work for one state of the table.
#[derive(Clone)]
struct Round {
    live: Rc<AnyMatch>,
    queue: Vec<(Seat, Level)>,
    seed: u64,
    timer: Rc<RefCell<Option<Timeout>>>,
    dispatch: Rc<dyn Fn(Seat, AnyAction)>,
}

impl Round {
    /// Asks the worker; if it has failed (or there is none), thinks on the page.
    fn in_worker(self, request: &BotRequest) {
        let page = self.clone();
        let fallback = self.clone();
        let sent = bot_worker::ask(request, move |answer| match answer {
            Some(answer) if answer.error.is_none() => {
                if let Some((seat, index)) = answer.act {
                    let seat = Seat(seat);
                    if let Some(&action) = self.live.legal_actions(seat).get(index) {
                        (self.dispatch)(seat, action);
                    }
                }
            }
            _ => fallback.on_page(0),
        });
        if !sent {
            page.on_page(0);
        }
    }

    /// Asks seat `index` of the queue on the page, then the next one if it does nothing now.
    fn on_page(self, index: usize) {
        let Some(&(seat, level)) = self.queue.get(index) else {
            return;
        };
        // The search is a part (src/ui/bots.rs): fetched first, and tried again a while later
        // when it cannot come (offline before it was cached).
        let Some(bots) = super::bots::here() else {
            wasm_bindgen_futures::spawn_local(async move {
                let delay = if super::bots::bots().await.is_ok() {
                    0
                } else {
                    RETRY_MS
                };
                let slot = self.timer.clone();
                *slot.borrow_mut() = Some(Timeout::new(delay, move || self.on_page(index)));
            });
            return;
        };
        let thinker = (bots.begin)(
            &self.live,
            seat,
            level,
            seat_seed(self.seed, seat),
            dom::bot_samples(),
        );
        let slot = self.timer.clone();
        think_in_slices(
            thinker,
            slot,
            Box::new(move |decision| match decision {
                Some(action) => (self.dispatch)(seat, action),
                // This seat does nothing now: ask the next one.
                None => self.on_page(index + 1),
            }),
        );
    }
}

/// Runs `thinker` to its decision in slices of at most [`SLICE_MS`], each from a timer callback of
/// its own (kept in `slot`: emptying the slot stops the thinking), then hands the decision to
/// `done` (`None`: the seat does nothing now). Used by the computer players' page path and the hint.
pub(crate) fn think_in_slices(
    thinker: Thinker,
    slot: Rc<RefCell<Option<Timeout>>>,
    done: Box<dyn FnOnce(Option<AnyAction>)>,
) {
    fn slice(
        mut thinker: Thinker,
        slot: Rc<RefCell<Option<Timeout>>>,
        done: Box<dyn FnOnce(Option<AnyAction>)>,
    ) {
        match thinker.step(&PerformanceClock, SLICE_MS) {
            Some(decision) => done(decision),
            None => {
                let next = slot.clone();
                *slot.borrow_mut() = Some(Timeout::new(0, move || slice(thinker, next, done)));
            }
        }
    }
    let next = slot.clone();
    *slot.borrow_mut() = Some(Timeout::new(0, move || slice(thinker, next, done)));
}
