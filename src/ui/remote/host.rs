//! The host's connections: one per seat played on another phone. They live outside the component
//! tree (a connection must outlast any screen), keyed by seat; the app's hook [`use_phone_host`]
//! sends every phone its table when the match changes and turns their moves into
//! [`AppAction::PhoneAct`]. Every message is checked: the move's seat against the connection's
//! (`session::remote::check_move`), and anything unreadable is dropped with a console line.

use super::rtc;
use crate::engine::Seat;
use crate::i18n::Lang;
pub use crate::session::remote::PhoneLink;
use crate::session::remote::{
    decode_signal, encode_signal, ConnId, Hub, HubOut, Signal, SignalError, SignalKind,
};
use crate::session::{AppAction, Reader, Table};
use crate::ui::app::AppHandle;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, RtcDataChannel, RtcPeerConnection};
use yew::prelude::*;

/// One data channel the hub knows by its [`ConnId`].
struct Channel {
    id: ConnId,
    seat: Seat,
    invite: u32,
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    code: String,
}

#[derive(Default)]
struct Host {
    /// Every decision: which connection plays a seat, what each phone is sent, which move counts.
    hub: Hub,
    channels: Vec<Channel>,
    next_id: u32,
    table: Option<Table>,
    dispatch: Option<Callback<AppAction>>,
    /// Screens showing the links, re-rendered when one changes.
    watchers: Vec<Callback<()>>,
}

thread_local! {
    static HOST: RefCell<Host> = RefCell::new(Host::default());
}

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

pub(super) fn changed() {
    let watchers = HOST.with(|h| h.borrow().watchers.clone());
    for w in watchers {
        w.emit(());
    }
}

/// Keeps which phone plays each seat, for a reload of this page.
fn keep_bindings() {
    HOST.with(|h| {
        let h = h.borrow();
        if let Some(seed) = h.table.as_ref().and_then(|t| t.live().seed()) {
            crate::ui::storage::keep_bound_phones(seed, h.hub.bindings());
            crate::ui::storage::keep_refused_phones(seed, h.hub.refusals());
        }
    });
}

/// Carries out what the hub decided (outside its borrow: a dispatch may re-enter).
fn run(out: Vec<HubOut>) {
    for o in out {
        match o {
            HubOut::Send(id, text) => HOST.with(|h| {
                if let Some(c) = h.borrow().channels.iter().find(|c| c.id == id) {
                    rtc::send(&c.channel, &text);
                }
            }),
            HubOut::Close(id) => {
                let gone = HOST.with(|h| {
                    let mut h = h.borrow_mut();
                    let i = h.channels.iter().position(|c| c.id == id)?;
                    Some(h.channels.remove(i))
                });
                if let Some(c) = gone {
                    c.pc.close();
                }
            }
            HubOut::Act(seat, action) => dispatch(AppAction::PhoneAct(seat, action)),
            HubOut::NextHand(seat) => dispatch(AppAction::NextHand(Reader::Phone(seat))),
            HubOut::Dropped(id, why) => {
                web_sys::console::warn_1(&format!("phone {}: message dropped: {why}", id.0).into());
            }
        }
    }
}

fn dispatch(action: AppAction) {
    if let Some(d) = HOST.with(|h| h.borrow().dispatch.clone()) {
        d.emit(action);
    }
}

/// The link of each seat now.
#[must_use]
pub fn link_of(seat: Seat) -> PhoneLink {
    HOST.with(|h| h.borrow().hub.link_of(seat))
}

/// The code of the seat's newest invitation still waiting for its answer (a connected seat may
/// have one: its player's new phone, say).
#[must_use]
pub fn pending_code(seat: Seat) -> Option<String> {
    HOST.with(|h| {
        let h = h.borrow();
        let id = h.hub.pending(seat)?;
        h.channels
            .iter()
            .find(|c| c.id == id)
            .map(|c| c.code.clone())
    })
}

/// The phones waiting for the host to let them take a seat that is another phone's.
#[must_use]
pub fn claims() -> Vec<(Seat, ConnId)> {
    HOST.with(|h| h.borrow().hub.claims())
}

/// The host lets the waiting phone of `id` take its seat (`yes`), or sends it away.
pub fn let_in(id: ConnId, yes: bool) {
    let out = HOST.with(|h| {
        let h = &mut *h.borrow_mut();
        match yes {
            true => h.hub.accept(id, h.table.as_ref(), &super::rooms::seat_link),
            false => h.hub.refuse(id),
        }
    });
    run(out);
    keep_bindings();
    changed();
}

/// Re-renders the calling component whenever a phone's link changes.
#[hook]
pub fn use_phone_links() {
    let update = use_force_update();
    use_effect_with((), move |()| {
        let cb = Callback::from(move |()| update.force_update());
        HOST.with(|h| h.borrow_mut().watchers.push(cb.clone()));
        move || HOST.with(|h| h.borrow_mut().watchers.retain(|w| w != &cb))
    });
}

/// Keeps the host's connections in step with the app: the latest table (to check moves and to
/// send), the dispatcher, and to every joined phone what changed after each change.
#[hook]
pub fn use_phone_host(state: &AppHandle) {
    let version = state
        .table
        .as_ref()
        .map(|t| (t.version(), t.live().actions_so_far()));
    let site = crate::ui::site::use_site(&state.settings);
    let server = crate::ui::site::signal_server(&state.settings, &site);
    let state = state.clone();
    use_effect_with((version, server), move |(_, server)| {
        // The hub is a part (src/ui/lazy.rs): fetched once a table has phones, and from then on
        // told of every change (also to close what a finished match leaves open).
        let phones = state.table.as_ref().is_some_and(Table::has_phones);
        crate::ui::lazy::keep_phones_in_step(phones, state, server.clone());
    });
}

/// What [`use_phone_host`] does after each change of the table or of the signalling server:
/// the hub learns the table and sends every phone what changed.
pub fn sync(state: &AppHandle, server: &str) {
    let d = state.dispatcher();
    let table = state.table.clone().filter(Table::has_phones);
    let phones = table.as_ref().map(Table::phones).unwrap_or_default();
    let seed = table.as_ref().and_then(|t| t.live().seed());
    HOST.with(|h| {
        let mut h = h.borrow_mut();
        h.table = table;
        h.dispatch = Some(Callback::from(move |a| d.dispatch(a)));
    });
    super::rooms::sync_rooms(server, seed, &phones);
    let out = HOST.with(|h| {
        let h = &mut *h.borrow_mut();
        if let Some(seed) = seed {
            h.hub.restore(crate::ui::storage::bound_phones(seed));
            h.hub
                .restore_refusals(crate::ui::storage::refused_phones(seed));
        }
        h.hub.update(h.table.as_ref(), &super::rooms::seat_link)
    });
    run(out);
    keep_bindings();
}

/// A new invitation for `seat` (replacing any earlier connection of that seat); returns its code.
///
/// # Errors
/// The browser cannot make WebRTC connections.
pub async fn invite(seat: Seat, name: String) -> Result<String, JsValue> {
    open_invitation(seat, name, true)
        .await
        .map(|(_, _, code)| code)
}

/// A new invitation for `seat` (replacing any earlier connection of that seat): its number, its
/// offer (SDP) and its code. `by_host`: made by hand (a code), so the phone that answers takes
/// the seat; through the server another phone than the seat's waits for the host to let it in.
///
/// # Errors
/// The browser cannot make WebRTC connections.
pub(super) async fn open_invitation(
    seat: Seat,
    name: String,
    by_host: bool,
) -> Result<(u32, String, String), JsValue> {
    let pc = rtc::peer()?;
    let (channel, sdp) = rtc::offer(&pc).await?;
    // Random, so that an answer to an invitation of before a reload never fits a new one.
    let invite = (js_sys::Math::random() * f64::from(u32::MAX)) as u32;
    let code = encode_signal(
        SignalKind::Invite,
        &Signal {
            seat,
            name: name.clone(),
            invite,
            sdp: sdp.clone(),
        },
    );
    let out = HOST.with(|h| {
        let mut h = h.borrow_mut();
        let id = ConnId(h.next_id);
        h.next_id = h.next_id.wrapping_add(1);
        wire(&channel, id);
        h.channels.push(Channel {
            id,
            seat,
            invite,
            pc,
            channel,
            code: code.clone(),
        });
        h.hub.invited(id, seat, &name, (invite, by_host), now_ms())
    });
    run(out);
    changed();
    Ok((invite, sdp, code))
}

/// Whether this tab has the invitation `answer` answers still out (another tab of the browser may
/// be the one hosting).
#[must_use]
pub fn awaits(answer: &str) -> bool {
    decode_signal(SignalKind::Answer, answer).is_ok_and(|signal| {
        HOST.with(|h| {
            h.borrow()
                .hub
                .awaiting(signal.seat, signal.invite)
                .is_some()
        })
    })
}

/// Why a pasted answer was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AcceptError {
    /// Not an answer code.
    Code(SignalError),
    /// An answer to an invitation that is no longer out (a newer one replaced it).
    OldInvitation,
    /// The browser refused it.
    Refused,
}

impl AcceptError {
    /// What to tell the host, in `lang`.
    #[must_use]
    pub fn reason(self, lang: Lang) -> &'static str {
        let p = lang.phones();
        match self {
            AcceptError::Code(e) => (p.signal_error)(e),
            AcceptError::OldInvitation => p.old_invitation,
            AcceptError::Refused => p.connect_failed,
        }
    }
}

/// Takes a joiner's pasted answer.
///
/// # Errors
/// The [`AcceptError`] to show.
pub async fn accept(text: &str) -> Result<(), AcceptError> {
    let signal = decode_signal(SignalKind::Answer, text).map_err(AcceptError::Code)?;
    accept_answer(signal.seat, signal.invite, &signal.sdp).await
}

/// Takes the answer `sdp` to invitation `invite` of `seat`.
///
/// # Errors
/// [`AcceptError::OldInvitation`] or [`AcceptError::Refused`].
pub(super) async fn accept_answer(seat: Seat, invite: u32, sdp: &str) -> Result<(), AcceptError> {
    let pc = HOST.with(|h| {
        let h = h.borrow();
        let id = h.hub.awaiting(seat, invite)?;
        h.channels
            .iter()
            .find(|c| c.id == id && c.seat == seat && c.invite == invite)
            .map(|c| c.pc.clone())
    });
    let pc = pc.ok_or(AcceptError::OldInvitation)?;
    rtc::accept(&pc, sdp)
        .await
        .map_err(|_| AcceptError::Refused)
}

fn wire(channel: &RtcDataChannel, id: ConnId) {
    let on_open = Closure::<dyn FnMut()>::new(move || {
        HOST.with(|h| h.borrow_mut().hub.opened(id));
        changed();
    });
    let on_close = Closure::<dyn FnMut()>::new(move || {
        HOST.with(|h| h.borrow_mut().hub.closed(id));
        changed();
    });
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let Some(text) = e.data().as_string() else {
            return;
        };
        let seen = || {
            HOST.with(|h| {
                let h = h.borrow();
                (
                    h.hub.link_of_conn(id),
                    h.hub.claims(),
                    h.hub.bindings().clone(),
                )
            })
        };
        let before = seen();
        let out = HOST.with(|h| {
            let h = &mut *h.borrow_mut();
            h.hub.received(
                id,
                &text,
                now_ms(),
                h.table.as_ref(),
                &super::rooms::seat_link,
            )
        });
        run(out);
        if seen() != before {
            keep_bindings();
            changed();
        }
    });
    channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handlers live as long as the channel, which may be the whole session.
    on_open.forget();
    on_close.forget();
    on_message.forget();
}
