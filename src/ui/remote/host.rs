//! The host's connections: one per seat played on another phone, kept by the app's
//! [`PhoneHost`] (a connection must outlast any screen), keyed by seat. After each change of the
//! match [`sync`] sends every phone what changed and turns their moves into
//! [`AppAction::PhoneAct`]. Every message is checked: the move's seat against the connection's
//! (`session::remote::check_move`), and anything unreadable is dropped with a console line.

use super::driver::{Host, PhoneHost};
use super::rtc;
use crate::engine::Seat;
use crate::i18n::Lang;
pub use crate::session::remote::PhoneLink;
use crate::session::remote::{
    decode_signal, encode_signal, ConnId, HubOut, Signal, SignalError, SignalKind,
};
use crate::session::{AppAction, Reader, Table};
use crate::ui::app::AppHandle;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, RtcDataChannel, RtcPeerConnection};
use yew::prelude::*;

/// One data channel the hub knows by its [`ConnId`].
pub(super) struct Channel {
    id: ConnId,
    seat: Seat,
    invite: u32,
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    code: String,
}

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// What [`use_phone_host`](super::use_phone_host) does after each change of the table or of the
/// signalling server (in the `phone-host` part): the hub learns the table and sends every phone
/// what changed; the seats' rooms and the table code's lobby follow.
pub fn sync(host: &PhoneHost, state: &AppHandle, server: &str) {
    let d = state.dispatcher();
    let table = state.table.clone().filter(Table::has_phones);
    let phones = table.as_ref().map(Table::phones).unwrap_or_default();
    let seed = table.as_ref().and_then(|t| t.live().seed());
    host.with_mut(|h| {
        h.table = table;
        h.dispatch = Some(Callback::from(move |a| d.dispatch(a)));
        h.lang = Some(state.settings.lang);
        if seed.is_some() {
            h.had_phones = seed;
        }
    });
    host.hear_answers();
    host.sync_rooms(server, seed, &phones);
    let out = host.with_mut(|h| {
        if let Some(seed) = seed {
            h.hub.restore(crate::ui::storage::bound_phones(seed));
            h.hub
                .restore_refusals(crate::ui::storage::refused_phones(seed));
        }
        h.hub
            .update(h.table.as_ref(), &|seat| h.rooms.seat_link(seat))
    });
    host.run(out);
    host.keep_bindings();
}

impl PhoneHost {
    /// Keeps which phone plays each seat, for a reload of this page.
    fn keep_bindings(self) {
        self.with(|h| {
            if let Some(seed) = h.table.as_ref().and_then(|t| t.live().seed()) {
                crate::ui::storage::keep_bound_phones(seed, h.hub.bindings());
                crate::ui::storage::keep_refused_phones(seed, h.hub.refusals());
            }
        });
    }

    /// Carries out what the hub decided (outside its borrow: a dispatch may come back here).
    pub(super) fn run(self, out: Vec<HubOut>) {
        for o in out {
            match o {
                HubOut::Send(id, text) => self.with(|h| {
                    if let Some(c) = h.channels.iter().find(|c| c.id == id) {
                        rtc::send(&c.channel, &text);
                    }
                }),
                HubOut::Close(id) => {
                    let gone = self.with_mut(|h| {
                        let i = h.channels.iter().position(|c| c.id == id)?;
                        Some(h.channels.remove(i))
                    });
                    if let Some(c) = gone {
                        c.pc.close();
                    }
                }
                HubOut::Act(seat, action) => self.dispatch(AppAction::PhoneAct(seat, action)),
                HubOut::NextHand(seat) => self.dispatch(AppAction::NextHand(Reader::Phone(seat))),
                HubOut::Dropped(id, why) => {
                    web_sys::console::warn_1(
                        &format!("phone {}: message dropped: {why}", id.0).into(),
                    );
                }
            }
        }
    }

    fn dispatch(self, action: AppAction) {
        if let Some(d) = self.with(|h| h.dispatch.clone()) {
            d.emit(action);
        }
    }

    /// The link of each seat now.
    #[must_use]
    pub fn link_of(self, seat: Seat) -> PhoneLink {
        self.with(|h| h.hub.link_of(seat))
    }

    /// The code of the seat's newest invitation still waiting for its answer (a connected seat
    /// may have one: its player's new phone, say).
    #[must_use]
    pub fn pending_code(self, seat: Seat) -> Option<String> {
        self.with(|h| {
            let id = h.hub.pending(seat)?;
            h.channels
                .iter()
                .find(|c| c.id == id)
                .map(|c| c.code.clone())
        })
    }

    /// The phones waiting for the host to let them take a seat that is another phone's.
    #[must_use]
    pub fn claims(self) -> Vec<(Seat, ConnId)> {
        self.with(|h| h.hub.claims())
    }

    /// The host lets the waiting phone of `id` take its seat (`yes`), or sends it away.
    pub fn let_in(self, id: ConnId, yes: bool) {
        let out = self.with_mut(|h| match yes {
            true => h
                .hub
                .accept(id, h.table.as_ref(), &|seat| h.rooms.seat_link(seat)),
            false => h.hub.refuse(id),
        });
        self.run(out);
        self.keep_bindings();
        self.changed();
    }

    /// A new invitation for `seat` by hand (a code: the phone that answers takes the seat);
    /// returns its code.
    ///
    /// # Errors
    /// The browser cannot make WebRTC connections.
    pub async fn invite(self, seat: Seat, name: String) -> Result<String, JsValue> {
        self.open_invitation(seat, name, true)
            .await
            .map(|(_, _, code)| code)
    }

    /// A new invitation for `seat`: its number, its offer (SDP) and its code. `by_host`: made by
    /// hand (a code), so the phone that answers takes the seat; through the server another
    /// phone than the seat's waits for the host to let it in.
    ///
    /// # Errors
    /// The browser cannot make WebRTC connections.
    pub(super) async fn open_invitation(
        self,
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
        let out = self.with_mut(|h| {
            let id = ConnId(h.next_id);
            h.next_id = h.next_id.wrapping_add(1);
            wire(&channel, id, self);
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
        self.run(out);
        self.changed();
        Ok((invite, sdp, code))
    }

    /// Whether this tab has the invitation `answer` answers still out (another tab of the
    /// browser may be the one hosting).
    #[must_use]
    pub fn awaits(self, answer: &str) -> bool {
        decode_signal(SignalKind::Answer, answer)
            .is_ok_and(|signal| self.with(|h| h.hub.awaiting(signal.seat, signal.invite).is_some()))
    }

    /// Takes a joiner's pasted answer.
    ///
    /// # Errors
    /// The [`AcceptError`] to show.
    pub async fn accept(self, text: &str) -> Result<(), AcceptError> {
        let signal = decode_signal(SignalKind::Answer, text).map_err(AcceptError::Code)?;
        self.accept_answer(signal.seat, signal.invite, &signal.sdp)
            .await
    }

    /// Takes the answer `sdp` to invitation `invite` of `seat`.
    ///
    /// # Errors
    /// [`AcceptError::OldInvitation`] or [`AcceptError::Refused`].
    pub(super) async fn accept_answer(
        self,
        seat: Seat,
        invite: u32,
        sdp: &str,
    ) -> Result<(), AcceptError> {
        let pc = self.with(|h| {
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

    /// The phone of invitation `invite` of `seat` left before answering.
    pub(super) fn withdraw(self, seat: Seat, invite: u32) {
        let out = self.with_mut(|h| h.hub.withdraw(seat, invite));
        self.run(out);
        self.changed();
    }

    /// What the channel `id` reports.
    fn opened(self, id: ConnId) {
        self.with_mut(|h| h.hub.opened(id));
        self.changed();
    }

    fn closed(self, id: ConnId) {
        self.with_mut(|h| h.hub.closed(id));
        self.changed();
    }

    fn received(self, id: ConnId, text: &str) {
        let seen = || {
            self.with(|h| {
                (
                    h.hub.link_of_conn(id),
                    h.hub.claims(),
                    h.hub.bindings().clone(),
                )
            })
        };
        let before = seen();
        let out = self.with_mut(|h| {
            let Host {
                hub, table, rooms, ..
            } = h;
            hub.received(id, text, now_ms(), table.as_ref(), &|seat| {
                rooms.seat_link(seat)
            })
        });
        self.run(out);
        if seen() != before {
            self.keep_bindings();
            self.changed();
        }
    }
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

fn wire(channel: &RtcDataChannel, id: ConnId, host: PhoneHost) {
    let on_open = Closure::<dyn FnMut()>::new(move || host.opened(id));
    let on_close = Closure::<dyn FnMut()>::new(move || host.closed(id));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(text) = e.data().as_string() {
            host.received(id, &text);
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
