//! Joining by a table code on the Join screen: the player types the code the host read out (or
//! opens the link the host sent, which fills it in) and a name; the phone enters the code's lobby
//! room on the signalling server and knocks; once the host lets it in, it joins the seat's room
//! exactly as by the seat's link (`join_meeting`). The decisions are `session::remote::Knocker`'s.

use super::join::Joiner;
use super::join_meeting::start;
use super::socket::{later, RoomHandlers, RoomSocket};
use crate::session::remote::{
    decode_code_link, phone_id, room_url, KnockEnd, KnockStage, Knocker, PeerEvent, MAX_NAME,
};
use gloo::timers::callback::Interval;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// How often the silent-lobby clock is read.
const TICK_MS: u32 = 500;

/// What the code form shows under its fields.
#[derive(Clone, Debug, PartialEq)]
enum Status {
    Idle,
    Knocking(KnockStage),
    Failed(String),
}

/// A knock under way: the lobby room and the joiner's state machine.
#[derive(Default)]
struct Knocking {
    socket: Option<RoomSocket>,
    knocker: Option<Knocker>,
    clock: Option<Interval>,
}

type Shared = Rc<RefCell<Knocking>>;

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// The code form of the Join screen, and whether the page's `#join=` was a code link (then the
/// invitation field below stays empty).
pub(super) struct CodeJoin {
    pub html: Option<Html>,
    pub from_link: bool,
}

/// Ends a knock (outside the socket's own handler).
fn stop(shared: &Shared) {
    let shared = shared.clone();
    later(0, move || {
        let mut k = shared.borrow_mut();
        k.socket = None;
        k.clock = None;
        k.knocker = None;
    });
}

/// Shows where the knock stands, and acts on how it ended.
fn settle(shared: &Shared, joiner: &Joiner, status: &UseStateHandle<Status>) {
    let lobby = joiner.lang.lobby();
    let (stage, end) = {
        let mut k = shared.borrow_mut();
        let Some(knocker) = &k.knocker else {
            return;
        };
        let seen = (knocker.stage(), knocker.end().cloned());
        // An ended knock is acted on once.
        if seen.1.is_some() {
            k.knocker = None;
        }
        seen
    };
    match end {
        None => status.set(Status::Knocking(stage)),
        Some(end) => {
            stop(shared);
            match end {
                KnockEnd::Seat(meeting) => {
                    status.set(Status::Idle);
                    start(&meeting, joiner);
                }
                KnockEnd::Refused => status.set(Status::Failed(lobby.refused.to_owned())),
                KnockEnd::Expired => status.set(Status::Failed(lobby.expired.to_owned())),
                KnockEnd::NoTable => status.set(Status::Failed(lobby.no_table.to_owned())),
            }
        }
    }
}

/// The code form, for a phone whose server for table codes is `server` (empty: none known; a
/// code link names one). `initial`: what followed `#join=` in the page's address.
#[hook]
pub(super) fn use_code_join(joiner: &Joiner, server: &str, initial: &str) -> CodeJoin {
    let lang = joiner.lang;
    let lobby = lang.lobby();
    let status = use_state(|| Status::Idle);
    let shared: Shared = use_mut_ref(Knocking::default);
    let link = decode_code_link(initial).ok();
    // What is typed (the code link's code, the name this device joined with last).
    let code_text = use_state(|| {
        link.as_ref()
            .map(|(code, _)| code.spaced())
            .unwrap_or_default()
    });
    let name_text = use_state(crate::ui::storage::joiner_name);
    let from_link = link.is_some();
    let server = link
        .as_ref()
        .and_then(|(_, s)| s.clone())
        .unwrap_or_else(|| server.to_owned());
    {
        let shared = shared.clone();
        use_effect_with((), move |()| move || drop(shared.take()));
    }
    if server.is_empty() {
        return CodeJoin {
            html: None,
            from_link,
        };
    }
    let ask = {
        let (joiner, status, shared) = (joiner.clone(), status.clone(), shared.clone());
        let (code_text, name_text, server) = (code_text.clone(), name_text.clone(), server.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let code = match decode_code_link(&code_text) {
                Ok((code, _)) => code,
                Err(e) => return status.set(Status::Failed((lobby.code_error)(e))),
            };
            let name = name_text.trim().to_owned();
            if name.is_empty() {
                return status.set(Status::Failed(lobby.name_missing.to_owned()));
            }
            crate::ui::storage::keep_joiner_name(&name);
            let phone = phone_id(&crate::ui::storage::room_secret());
            knock(
                &room_url(&server, &code.room()),
                Knocker::new(&name, &phone),
                &shared,
                &joiner,
                &status,
            );
        })
    };
    let busy = matches!(*status, Status::Knocking(_));
    let line = match &*status {
        Status::Idle => Html::default(),
        Status::Knocking(KnockStage::Waiting) => {
            html! { <p class="waiting" role="status">{ lobby.waiting_to_be_let_in }</p> }
        }
        Status::Knocking(_) => html! { <p class="waiting" role="status">{ lobby.looking }</p> },
        Status::Failed(e) => html! { <p class="error" role="alert">{ e.clone() }</p> },
    };
    let typed = |text: &UseStateHandle<String>| {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            text.set(e.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let html = html! {
        <form class="by-code" aria-labelledby="by-code-title" onsubmit={ask}>
            <h2 id="by-code-title">{ lobby.join_by_code }</h2>
            <p class="help">{ lobby.join_code_help }</p>
            <label class="field">
                <span>{ lobby.table_code }</span>
                <input class="table-code" type="text" value={(*code_text).clone()} oninput={typed(&code_text)}
                    autocomplete="off" autocapitalize="characters" spellcheck="false"
                    maxlength="20" />
            </label>
            <label class="field">
                <span>{ lobby.your_name }</span>
                <input class="joiner-name" type="text" value={(*name_text).clone()}
                    oninput={typed(&name_text)} autocomplete="nickname"
                    maxlength={MAX_NAME.to_string()} />
            </label>
            { line }
            <button type="submit" class="primary ask" disabled={busy}>{ lobby.ask_to_join }</button>
        </form>
    };
    CodeJoin {
        html: Some(html),
        from_link,
    }
}

/// Enters the lobby room at `url` and knocks as `knocker`.
fn knock(
    url: &str,
    knocker: Knocker,
    shared: &Shared,
    joiner: &Joiner,
    status: &UseStateHandle<Status>,
) {
    let lang = joiner.lang;
    let on_event = {
        let (shared, joiner, status) = (shared.clone(), joiner.clone(), status.clone());
        move |event: PeerEvent| {
            let requests = {
                let mut k = shared.borrow_mut();
                k.knocker
                    .as_mut()
                    .map(|knocker| knocker.event(event, now_ms()))
                    .unwrap_or_default()
            };
            if let Some(socket) = &shared.borrow().socket {
                for request in &requests {
                    socket.send(request);
                }
            }
            settle(&shared, &joiner, &status);
        }
    };
    let on_close = {
        let (shared, status) = (shared.clone(), status.clone());
        move || {
            stop(&shared);
            status.set(Status::Failed(lang.phones().server_unreachable.to_owned()));
        }
    };
    let handlers = RoomHandlers {
        on_open: Box::new(|| {}),
        on_event: Box::new(on_event),
        on_close: Box::new(on_close),
    };
    let clock = {
        let (shared, joiner, status) = (shared.clone(), joiner.clone(), status.clone());
        Interval::new(TICK_MS, move || {
            if let Some(knocker) = shared.borrow_mut().knocker.as_mut() {
                knocker.tick(now_ms());
            }
            settle(&shared, &joiner, &status);
        })
    };
    let old = shared.take();
    drop(old);
    match RoomSocket::open(url, handlers) {
        Ok(socket) => {
            *shared.borrow_mut() = Knocking {
                socket: Some(socket),
                knocker: Some(knocker),
                clock: Some(clock),
            };
            status.set(Status::Knocking(KnockStage::Entering));
        }
        Err(_) => status.set(Status::Failed(lang.phones().server_unreachable.to_owned())),
    }
}
