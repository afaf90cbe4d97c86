//! The host's rooms on the signalling server: with a server set, each phone seat has its own room
//! (`schraem-<this device's token>-<seat>`), and its link (`#join=M1.…`) takes a phone there. When a
//! phone enters, the server tells the host (`NewPeer`); the host makes that seat an invitation
//! (the same as a pasted one, [`PhoneHost::open_invitation`]) and passes its offer; the phone's
//! answer comes back the same way and the data channel opens as before. The rooms stay open while
//! the table is, so a phone that drops (or the host's page, after a reload) finds its seat again
//! by itself. Which room, which answer and what the panel says are `session::remote::Rooms`'s
//! decisions; this file holds the sockets and carries them out.

use super::driver::PhoneHost;
use super::socket::{later, RoomHandlers, RoomSocket, RETRY_MS};
use crate::engine::Seat;
pub use crate::session::remote::ServerLink;
use crate::session::remote::{
    room_token, seat_meetings, Meeting, PeerEvent, PeerRequest, PeerSignal, RoomStep,
};

impl PhoneHost {
    /// Opens a room for each of `phones` on `server` (empty: none) for the match dealt from
    /// `seed`, and leaves those no longer wanted.
    pub(super) fn sync_rooms(self, server: &str, seed: Option<u64>, phones: &[(Seat, String)]) {
        let token = match seed {
            Some(seed) if !server.is_empty() && !phones.is_empty() => {
                room_token(&crate::ui::storage::room_secret(), seed)
            }
            _ => String::new(),
        };
        let wanted = seat_meetings(server, &token, phones);
        let steps = self.with_mut(|h| h.rooms.want(&wanted));
        let moved = !steps.is_empty();
        self.carry_out(steps);
        if moved {
            self.changed();
        }
    }

    /// The link a phone opens to take `seat` (with a server set and the room made).
    #[must_use]
    pub fn seat_link(self, seat: Seat) -> Option<String> {
        self.with(|h| h.rooms.seat_link(seat))
    }

    /// How the rooms are doing.
    #[must_use]
    pub fn server_link(self) -> ServerLink {
        self.with(|h| h.rooms.status())
    }

    /// Does what the rooms decided.
    fn carry_out(self, steps: Vec<RoomStep>) {
        for step in steps {
            match step {
                RoomStep::Enter(meeting) => self.enter(&meeting),
                RoomStep::Leave(meeting) => {
                    // Dropped here, outside its own handlers (see `later`).
                    let gone = self.with_mut(|h| {
                        let i = h.sockets.iter().position(|(m, _)| *m == meeting)?;
                        Some(h.sockets.remove(i))
                    });
                    drop(gone);
                }
                RoomStep::Invite { meeting, peer } => {
                    wasm_bindgen_futures::spawn_local(async move {
                        self.invite_peer(meeting, peer).await;
                    });
                }
                RoomStep::Accept { seat, invite, sdp } => {
                    wasm_bindgen_futures::spawn_local(async move {
                        if self.accept_answer(seat, invite, &sdp).await.is_err() {
                            web_sys::console::warn_1(&format!("{seat}: answer not taken").into());
                        }
                    });
                }
                RoomStep::Withdraw { seat, invite } => self.withdraw(seat, invite),
            }
        }
    }

    /// Makes `meeting`'s seat an invitation for `peer` and passes its offer.
    async fn invite_peer(self, meeting: Meeting, peer: String) {
        let Ok((invite, sdp, _)) = self
            .open_invitation(meeting.seat, meeting.name.clone(), false)
            .await
        else {
            return;
        };
        let (pass, step) = self.with_mut(|h| h.rooms.offered(&meeting, &peer, invite));
        self.carry_out(step.into_iter().collect());
        if pass {
            let offer = PeerRequest::Signal {
                receiver: peer,
                data: PeerSignal::Offer(sdp),
            };
            self.send(&meeting, &offer);
        }
    }

    /// Opens the socket of `meeting`'s room (if that room is still wanted).
    fn enter(self, meeting: &Meeting) {
        if !self.with(|h| h.rooms.wants(meeting)) {
            return;
        }
        let host = self;
        let handlers = RoomHandlers {
            on_open: Box::new({
                let meeting = meeting.clone();
                move || {
                    host.with_mut(|h| h.rooms.opened(&meeting));
                    host.changed();
                }
            }),
            on_event: Box::new({
                let meeting = meeting.clone();
                move |event| host.on_event(&meeting, event)
            }),
            on_close: Box::new({
                let meeting = meeting.clone();
                move || {
                    let (again, steps) = host.with_mut(|h| h.rooms.lost(&meeting));
                    host.carry_out(steps);
                    host.changed();
                    if again {
                        let meeting = meeting.clone();
                        later(RETRY_MS, move || host.enter(&meeting));
                    }
                }
            }),
        };
        let old = self.with_mut(|h| {
            let i = h.sockets.iter().position(|(m, _)| m == meeting)?;
            Some(h.sockets.remove(i))
        });
        // The old socket (if any) is dropped here, outside its own handlers (see `later`).
        drop(old);
        match RoomSocket::open(&meeting.url(), handlers) {
            Ok(socket) => self.with_mut(|h| h.sockets.push((meeting.clone(), socket))),
            Err(_) => {
                let (_, steps) = self.with_mut(|h| h.rooms.lost(meeting));
                self.carry_out(steps);
                self.changed();
            }
        }
    }

    fn send(self, meeting: &Meeting, request: &PeerRequest) {
        self.with(|h| {
            if let Some((_, socket)) = h.sockets.iter().find(|(m, _)| m == meeting) {
                socket.send(request);
            }
        });
    }

    fn on_event(self, meeting: &Meeting, event: PeerEvent) {
        let step = self.with_mut(|h| h.rooms.event(meeting, event));
        self.carry_out(step.into_iter().collect());
    }
}
