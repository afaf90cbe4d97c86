//! Knocking with a table code (the Join screen's code form, `join_code`), in the `guest` part:
//! the phone enters the code's lobby room on the signalling server and knocks; once the host lets
//! it in, the screen joins the seat's room exactly as by the seat's link (`join_meeting`). The
//! decisions are `session::remote::Knocker`'s.

use super::join_code::Status;
use super::socket::{later, RoomHandlers, RoomSocket};
use crate::i18n::Lang;
use crate::session::remote::{phone_id, KnockEnd, Knocker, Meeting, PeerEvent};
use gloo::timers::callback::Interval;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How often the silent-lobby clock is read.
const TICK_MS: u32 = 500;

/// A knock the Join screen asks for.
pub(super) struct Knock {
    /// The lobby room's address.
    pub(super) url: String,
    /// The name the player typed.
    pub(super) name: String,
    pub(super) lang: Lang,
    /// What the code form shows under its fields.
    pub(super) status: UseStateHandle<Status>,
    /// Where the seat the host let the phone in to goes.
    pub(super) on_seat: Callback<Meeting>,
}

/// A knock under way: the lobby room and the joiner's state machine.
#[derive(Default)]
struct Knocking {
    socket: Option<RoomSocket>,
    knocker: Option<Knocker>,
    clock: Option<Interval>,
}

type Shared = Rc<RefCell<Knocking>>;

/// Ends its knock when dropped (the screen was left, or knocks anew).
struct Held(Shared);

impl Drop for Held {
    fn drop(&mut self) {
        drop(self.0.take());
    }
}

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
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
fn settle(
    shared: &Shared,
    lang: Lang,
    status: &UseStateHandle<Status>,
    on_seat: &Callback<Meeting>,
) {
    let lobby = lang.lobby();
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
                    on_seat.emit(meeting);
                }
                KnockEnd::Refused => status.set(Status::Failed(lobby.refused.to_owned())),
                KnockEnd::Expired => status.set(Status::Failed(lobby.expired.to_owned())),
                KnockEnd::NoTable => status.set(Status::Failed(lobby.no_table.to_owned())),
            }
        }
    }
}

/// Enters the lobby room of `knock` and knocks; the knock lasts while the returned value is kept.
pub(super) fn knock(knock: Knock) -> Box<dyn Any> {
    let Knock {
        url,
        name,
        lang,
        status,
        on_seat,
    } = knock;
    let shared: Shared = Rc::default();
    let knocker = Knocker::new(&name, &phone_id(&crate::ui::storage::room_secret()));
    let on_event = {
        let (shared, status, on_seat) = (shared.clone(), status.clone(), on_seat.clone());
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
            settle(&shared, lang, &status, &on_seat);
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
        let (shared, status) = (shared.clone(), status.clone());
        Interval::new(TICK_MS, move || {
            if let Some(knocker) = shared.borrow_mut().knocker.as_mut() {
                knocker.tick(now_ms());
            }
            settle(&shared, lang, &status, &on_seat);
        })
    };
    match RoomSocket::open(&url, handlers) {
        Ok(socket) => {
            *shared.borrow_mut() = Knocking {
                socket: Some(socket),
                knocker: Some(knocker),
                clock: Some(clock),
            };
            status.set(Status::Knocking(
                crate::session::remote::KnockStage::Entering,
            ));
        }
        Err(_) => status.set(Status::Failed(lang.phones().server_unreachable.to_owned())),
    }
    Box::new(Held(shared))
}
