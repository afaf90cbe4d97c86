//! The computer players off the main thread: a module Web Worker (`bot-worker.js`, written by
//! scripts/post-build.py) loads this same module and answers [`BotRequest`]s with [`think`], so a
//! decision never blocks the page, however long the hard bot searches. Where module workers are
//! missing or the worker fails, [`ask`] reports it and the page thinks itself in time slices
//! (src/ui/players.rs).

use crate::ai::Clock;
use crate::session::{BotAnswer, BotRequest};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The worker script, beside index.html.
const SCRIPT: &str = "./bot-worker.js";

/// `Date.now()`: a clock that exists in a worker too (the search budget is in milliseconds).
struct DateClock;

impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

/// The worker's side: answers one request (JSON of [`BotRequest`]) with JSON of [`BotAnswer`].
/// The search is a part of its own (src/ui/bots.rs), fetched by the worker on its first request.
pub async fn think(request: String) -> String {
    let answer = match crate::json::read::<BotRequest>(&request) {
        Ok(r) => match super::bots::bots().await {
            Ok(bots) => (bots.answer)(&r, &DateClock),
            Err(_) => BotAnswer {
                id: r.id,
                act: None,
                error: Some("the computer players' part could not be loaded".to_owned()),
            },
        },
        Err(e) => BotAnswer {
            id: 0,
            act: None,
            error: Some(e.to_string()),
        },
    };
    crate::json::ToJson::to_json_text(&answer)
}

/// What happens with an answer: `None` when the worker failed (think on the page instead).
type Reply = Box<dyn FnOnce(Option<BotAnswer>)>;

/// The page's connection to its worker.
struct Link {
    worker: Worker,
    /// The request waiting for its answer (a newer request replaces it).
    waiting: Rc<RefCell<Option<(u64, Reply)>>>,
    /// Set when the worker failed to load: the page thinks itself from then on. (A flag, not a
    /// state change, because the error handler must not drop the closure that runs it.)
    broken: Rc<Cell<bool>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

enum State {
    Untried,
    Ready(Link),
    Broken,
}

thread_local! {
    static STATE: RefCell<State> = const { RefCell::new(State::Untried) };
}

fn start() -> Option<Link> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(SCRIPT, &options).ok()?;
    let waiting: Rc<RefCell<Option<(u64, Reply)>>> = Rc::new(RefCell::new(None));
    let w = waiting.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let Some(text) = e.data().as_string() else {
            return;
        };
        let Ok(answer) = crate::json::read::<BotAnswer>(&text) else {
            return;
        };
        let pending = w.borrow_mut().take();
        match pending {
            Some((id, reply)) if id == answer.id => reply(Some(answer)),
            other => *w.borrow_mut() = other,
        }
    });
    let w = waiting.clone();
    let broken = Rc::new(Cell::new(false));
    let b = broken.clone();
    let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |_e: ErrorEvent| {
        // The script or module did not load (old browser, blocked): never try again.
        b.set(true);
        let pending = w.borrow_mut().take();
        if let Some((_, reply)) = pending {
            reply(None);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Link {
        worker,
        waiting,
        broken,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Starts the worker ahead of the first request (New game): it loads the module and the
/// computer players' part (src/ui/bots.rs) while the player sets up the match. Not when the page
/// was opened with `?bots=` (tests: held still, or thinking on the page).
pub fn prepare() {
    if super::dom::query_value("bots").is_some() {
        return;
    }
    STATE.with(|s| {
        let mut state = s.borrow_mut();
        if matches!(*state, State::Untried) {
            *state = start().map_or(State::Broken, State::Ready);
        }
    });
}

/// The worker's side of `prepare`: fetches the computer players' part.
pub async fn warm() {
    let _ = super::bots::bots().await;
}

/// Sends `request` to the worker; `reply` gets its answer, or `None` if the worker failed.
/// Returns `false` (and drops `reply`) when there is no worker: think on the page.
pub fn ask(request: &BotRequest, reply: impl FnOnce(Option<BotAnswer>) + 'static) -> bool {
    STATE.with(|s| {
        let mut state = s.borrow_mut();
        if matches!(*state, State::Untried) {
            *state = start().map_or(State::Broken, State::Ready);
        }
        let State::Ready(link) = &*state else {
            return false;
        };
        if link.broken.get() {
            return false;
        }
        let text = crate::json::ToJson::to_json_text(request);
        *link.waiting.borrow_mut() = Some((request.id, Box::new(reply)));
        let sent = link.worker.post_message(&JsValue::from_str(&text)).is_ok();
        if !sent {
            link.waiting.borrow_mut().take();
        }
        sent
    })
}
