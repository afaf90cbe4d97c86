//! The host's connections: one per seat played on another phone. They live outside the component
//! tree (a connection must outlast any screen), keyed by seat; the app's hook [`use_phone_host`]
//! sends every phone its table when the match changes and turns their moves into
//! [`AppAction::PhoneAct`]. Every message is checked: the move's seat against the connection's
//! (`session::remote::check_move`), and anything unreadable is dropped with a console line.

use super::rtc;
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::session::remote::{
    check_move, decode, decode_signal, encode, encode_signal, remote_table, MessageError, Signal,
    SignalError, SignalKind, ToGuest, ToHost, PROTOCOL,
};
use crate::session::{AppAction, Reader, Table};
use crate::ui::app::AppHandle;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, RtcDataChannel, RtcPeerConnection};
use yew::prelude::*;

/// A phone seat's connection as the host screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhoneLink {
    /// Never invited (or the invitation was dropped).
    None,
    /// An invitation is out, waiting for the answer (its code: [`pending_code`]).
    Invited,
    /// The phone is at the table.
    Connected,
    /// It was connected and has dropped (locked, out of range, reloaded).
    Dropped,
}

struct Peer {
    seat: Seat,
    /// The player invited (a new match that seats someone else there closes the connection).
    name: String,
    invite: u32,
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    code: String,
    lang: Option<Lang>,
    open: bool,
    was_open: bool,
}

#[derive(Default)]
struct Host {
    peers: Vec<Peer>,
    table: Option<Table>,
    dispatch: Option<Callback<AppAction>>,
    /// Screens showing the links, re-rendered when one changes.
    watchers: Vec<Callback<()>>,
}

thread_local! {
    static HOST: RefCell<Host> = RefCell::new(Host::default());
}

pub(super) fn changed() {
    let watchers = HOST.with(|h| h.borrow().watchers.clone());
    for w in watchers {
        w.emit(());
    }
}

/// The link of each seat now.
#[must_use]
pub fn link_of(seat: Seat) -> PhoneLink {
    HOST.with(|h| {
        let h = h.borrow();
        let mut peers = h.peers.iter().filter(|p| p.seat == seat);
        if peers.clone().any(|p| p.open) {
            return PhoneLink::Connected;
        }
        peers
            .next_back()
            .map_or(PhoneLink::None, |p| match p.was_open {
                true => PhoneLink::Dropped,
                false => PhoneLink::Invited,
            })
    })
}

/// The code of the seat's newest invitation still waiting for its answer (a connected seat may
/// have one: its player's new phone, say).
#[must_use]
pub fn pending_code(seat: Seat) -> Option<String> {
    HOST.with(|h| {
        h.borrow()
            .peers
            .iter()
            .rfind(|p| p.seat == seat && !p.open && !p.was_open)
            .map(|p| p.code.clone())
    })
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
/// send), the dispatcher, and a fresh table to every joined phone after each change.
#[hook]
pub fn use_phone_host(state: &AppHandle) {
    let version = state
        .table
        .as_ref()
        .map(|t| (t.version, t.live.actions_so_far()));
    let site = crate::ui::site::use_site(&state.settings);
    let server = crate::ui::site::signal_server(&state.settings, &site);
    let state = state.clone();
    use_effect_with((version, server), move |(_, server)| {
        let d = state.dispatcher();
        let phones = HOST.with(|h| {
            let mut h = h.borrow_mut();
            h.table = state.table.clone().filter(Table::has_phones);
            h.dispatch = Some(Callback::from(move |a| d.dispatch(a)));
            // Connections of seats that are no longer played on a phone, or by someone else now, are
            // closed.
            let phones: Vec<(Seat, String)> =
                h.table.as_ref().map(Table::phones).unwrap_or_default();
            let (keep, gone): (Vec<Peer>, Vec<Peer>) = h
                .peers
                .drain(..)
                .partition(|p| phones.iter().any(|(s, n)| *s == p.seat && *n == p.name));
            h.peers = keep;
            for p in gone {
                p.pc.close();
            }
            phones
        });
        let seed = HOST.with(|h| h.borrow().table.as_ref().and_then(|t| t.live.seed()));
        super::rooms::sync_rooms(server, seed, &phones);
        broadcast();
    });
}

/// Sends every joined phone its table.
fn broadcast() {
    send_tables(None);
}

/// Sends its table to the phone of `only` (a hello), or to every joined phone.
fn send_tables(only: Option<(Seat, u32)>) {
    HOST.with(|h| {
        let h = h.borrow();
        let Some(table) = &h.table else { return };
        let wanted =
            |p: &&Peer| only.is_none_or(|(seat, invite)| p.seat == seat && p.invite == invite);
        for p in h.peers.iter().filter(|p| p.open).filter(wanted) {
            if let Some(lang) = p.lang {
                let mut table = remote_table(table, p.seat, lang);
                table.seat_link = super::rooms::seat_link(p.seat);
                rtc::send(&p.channel, &encode(&ToGuest::Table(Box::new(table))));
            }
        }
    });
}

/// A new invitation for `seat` (replacing any earlier connection of that seat); returns its code.
///
/// # Errors
/// The browser cannot make WebRTC connections.
pub async fn invite(seat: Seat, name: String) -> Result<String, JsValue> {
    open_invitation(seat, name).await.map(|(_, _, code)| code)
}

/// A new invitation for `seat` (replacing any earlier connection of that seat): its number, its
/// offer (SDP) and its code.
///
/// # Errors
/// The browser cannot make WebRTC connections.
pub(super) async fn open_invitation(
    seat: Seat,
    name: String,
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
    wire(&channel, seat, invite);
    HOST.with(|h| {
        let mut h = h.borrow_mut();
        // An unanswered or dropped connection of the seat goes now; one still open stays until
        // the new one opens (a stray second phone on the link does not cut the player off).
        let (stale, keep): (Vec<Peer>, Vec<Peer>) =
            h.peers.drain(..).partition(|p| p.seat == seat && !p.open);
        h.peers = keep;
        for p in stale {
            p.pc.close();
        }
        h.peers.push(Peer {
            seat,
            name,
            invite,
            pc,
            channel,
            code: code.clone(),
            lang: None,
            open: false,
            was_open: false,
        });
    });
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
                .peers
                .iter()
                .any(|p| p.seat == signal.seat && p.invite == signal.invite && !p.was_open)
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
        h.borrow()
            .peers
            .iter()
            .find(|p| p.seat == seat && p.invite == invite && !p.was_open)
            .map(|p| p.pc.clone())
    });
    let pc = pc.ok_or(AcceptError::OldInvitation)?;
    rtc::accept(&pc, sdp)
        .await
        .map_err(|_| AcceptError::Refused)
}

fn with_peer(seat: Seat, invite: u32, f: impl FnOnce(&mut Peer)) {
    HOST.with(|h| {
        if let Some(p) = h
            .borrow_mut()
            .peers
            .iter_mut()
            .find(|p| p.seat == seat && p.invite == invite)
        {
            f(p);
        }
    });
}

fn wire(channel: &RtcDataChannel, seat: Seat, invite: u32) {
    let on_open = Closure::<dyn FnMut()>::new(move || {
        with_peer(seat, invite, |p| {
            p.open = true;
            p.was_open = true;
        });
        replace_older(seat, invite);
        changed();
    });
    let on_close = Closure::<dyn FnMut()>::new(move || {
        with_peer(seat, invite, |p| p.open = false);
        changed();
    });
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(text) = e.data().as_string() {
            receive(seat, invite, &text);
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

/// The connection `invite` of `seat` is open: any other of that seat is closed.
fn replace_older(seat: Seat, invite: u32) {
    let older: Vec<Peer> = HOST.with(|h| {
        let mut h = h.borrow_mut();
        let (older, keep) = h
            .peers
            .drain(..)
            .partition(|p| p.seat == seat && p.invite != invite);
        h.peers = keep;
        older
    });
    for p in older {
        p.pc.close();
    }
}

fn reply(seat: Seat, invite: u32, message: &ToGuest) {
    with_peer(seat, invite, |p| rtc::send(&p.channel, &encode(message)));
}

fn receive(seat: Seat, invite: u32, text: &str) {
    match decode::<ToHost>(text) {
        Err(MessageError::Version(_)) => reply(seat, invite, &ToGuest::Reload { host: PROTOCOL }),
        Err(e) => web_sys::console::warn_1(&format!("{seat}: message dropped: {e}").into()),
        Ok(ToHost::Hello { lang }) => {
            // A message proves the channel open, even if its `open` event is still queued.
            with_peer(seat, invite, |p| {
                p.lang = Some(lang);
                p.open = true;
                p.was_open = true;
            });
            send_tables(Some((seat, invite)));
            changed();
        }
        Ok(ToHost::NextHand {}) => {
            // Only ever for this connection's own seat (the message names none).
            let dispatch = HOST.with(|h| h.borrow().dispatch.clone());
            if let Some(d) = dispatch {
                d.emit(AppAction::NextHand(Reader::Phone(seat)));
            }
        }
        Ok(ToHost::Move {
            seat: claimed,
            action,
        }) => {
            let (checked, dispatch, lang) = HOST.with(|h| {
                let h = h.borrow();
                let lang = h.peers.iter().find(|p| p.seat == seat).and_then(|p| p.lang);
                let checked = h
                    .table
                    .as_ref()
                    .map(|t| check_move(t, seat, claimed, action));
                (checked, h.dispatch.clone(), lang.unwrap_or(Lang::En))
            });
            match checked {
                Some(Ok(())) => {
                    if let Some(d) = dispatch {
                        d.emit(AppAction::PhoneAct(seat, action));
                    }
                }
                Some(Err(refusal)) => {
                    web_sys::console::warn_1(&format!("{seat}: move refused: {refusal:?}").into());
                    reply(
                        seat,
                        invite,
                        &ToGuest::Refused {
                            reason: refusal.reason(lang),
                        },
                    );
                }
                None => {}
            }
        }
    }
}
