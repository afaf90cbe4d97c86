//! The host's rooms on the signalling server as a pure state machine: with a server set, each
//! phone seat has its own room (`schraem-<token>-<seat>`, [`seat_room`]) and its link (`M1.…`)
//! takes a phone there. The browser side (`ui::remote`) holds one socket per room; it tells
//! [`Rooms`] which rooms the table wants, when a room's socket opened or was lost, and what the
//! server said in a room, and carries out what it answers: enter or leave a room, make a seat's
//! invitation for a phone that entered, take a phone's answer, withdraw an invitation whose phone
//! left. So which room is entered, which answer fits which invitation and what the panel says of
//! the server are native-tested (`rooms_tests.rs`).

use super::meeting::{encode_meeting, seat_room, Meeting, PeerEvent, PeerSignal};
use crate::engine::Seat;

/// The host's connection to the signalling server, as the Phones panel shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ServerLink {
    /// No server is set (or no phone seat).
    Off,
    /// Entering the rooms.
    Connecting,
    /// The rooms are open: phones join by their links.
    Open,
    /// The server does not answer (tried again every few seconds).
    Unreachable,
}

/// What the browser side does for the rooms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomStep {
    /// Open a socket to this room.
    Enter(Meeting),
    /// Close the socket of this room (no longer wanted).
    Leave(Meeting),
    /// A phone (`peer`, its id on the server) entered the room of `meeting`: make the seat an
    /// invitation and pass its offer to that peer ([`Rooms::offered`]).
    Invite {
        /// The room.
        meeting: Meeting,
        /// The phone's id on the server.
        peer: String,
    },
    /// The phone answered invitation `invite` of `seat` with `sdp`: take it.
    Accept {
        /// The seat.
        seat: Seat,
        /// The invitation's number.
        invite: u32,
        /// The phone's session description.
        sdp: String,
    },
    /// The phone of invitation `invite` of `seat` left the room before answering, or the room
    /// was left or lost before it answered: that invitation goes.
    Withdraw {
        /// The seat.
        seat: Seat,
        /// The invitation's number.
        invite: u32,
    },
}

#[derive(Clone, Debug)]
struct Room {
    meeting: Meeting,
    open: bool,
    failed: bool,
    /// Invitations passed to phones in this room: (the phone's id on the server, number).
    pending: Vec<(String, u32)>,
}

/// The steps that withdraw `seat`'s invitations `pending`.
fn withdrawn(seat: Seat, pending: &[(String, u32)]) -> Vec<RoomStep> {
    pending
        .iter()
        .map(|&(_, invite)| RoomStep::Withdraw { seat, invite })
        .collect()
}

/// The rooms of the host's phone seats.
#[derive(Clone, Debug, Default)]
pub struct Rooms {
    rooms: Vec<Room>,
}

/// The rooms the table wants: one per phone seat on `server`, named by `token` (empty server or
/// token: none).
#[must_use]
pub fn seat_meetings(server: &str, token: &str, phones: &[(Seat, String)]) -> Vec<Meeting> {
    if server.is_empty() || token.is_empty() {
        return Vec::new();
    }
    phones
        .iter()
        .map(|(seat, name)| Meeting {
            server: server.to_owned(),
            room: seat_room(token, *seat),
            seat: *seat,
            name: name.clone(),
        })
        .collect()
}

impl Rooms {
    /// The table wants the rooms `wanted` ([`seat_meetings`]): rooms no longer wanted are left
    /// (the invitations passed there and not answered go with them), new ones entered; a room
    /// kept stays as it is (its phones' invitations included).
    pub fn want(&mut self, wanted: &[Meeting]) -> Vec<RoomStep> {
        let mut steps = Vec::new();
        self.rooms.retain(|room| {
            let keep = wanted.contains(&room.meeting);
            if !keep {
                steps.push(RoomStep::Leave(room.meeting.clone()));
                steps.extend(withdrawn(room.meeting.seat, &room.pending));
            }
            keep
        });
        for meeting in wanted {
            if !self.rooms.iter().any(|room| room.meeting == *meeting) {
                self.rooms.push(Room {
                    meeting: meeting.clone(),
                    open: false,
                    failed: false,
                    pending: Vec::new(),
                });
                steps.push(RoomStep::Enter(meeting.clone()));
            }
        }
        steps
    }

    /// Whether `meeting`'s room is still wanted (a lost socket is opened again only then).
    #[must_use]
    pub fn wants(&self, meeting: &Meeting) -> bool {
        self.room(meeting).is_some()
    }

    /// The socket of `meeting`'s room opened.
    pub fn opened(&mut self, meeting: &Meeting) {
        if let Some(room) = self.room_mut(meeting) {
            room.open = true;
            room.failed = false;
        }
    }

    /// The socket of `meeting`'s room failed or closed: the invitations passed there and not
    /// answered cannot be answered through it any more, so they go (their phones are invited
    /// again when the room is entered again and they say they are there). Returns whether to
    /// enter again (the room is still wanted) and the invitations to withdraw.
    pub fn lost(&mut self, meeting: &Meeting) -> (bool, Vec<RoomStep>) {
        let seat = meeting.seat;
        let Some(room) = self.room_mut(meeting) else {
            return (false, Vec::new());
        };
        room.open = false;
        room.failed = true;
        (true, withdrawn(seat, &std::mem::take(&mut room.pending)))
    }

    /// How the rooms are doing.
    #[must_use]
    pub fn status(&self) -> ServerLink {
        if self.rooms.is_empty() {
            ServerLink::Off
        } else if self.rooms.iter().all(|room| room.open) {
            ServerLink::Open
        } else if self.rooms.iter().any(|room| room.failed) {
            ServerLink::Unreachable
        } else {
            ServerLink::Connecting
        }
    }

    /// The link (`M1.` code) a phone opens to take `seat`, while its room is wanted.
    #[must_use]
    pub fn seat_link(&self, seat: Seat) -> Option<String> {
        self.rooms
            .iter()
            .find(|room| room.meeting.seat == seat)
            .map(|room| encode_meeting(&room.meeting))
    }

    /// The server said `event` in `meeting`'s room.
    pub fn event(&mut self, meeting: &Meeting, event: PeerEvent) -> Option<RoomStep> {
        let seat = meeting.seat;
        let room = self.room_mut(meeting)?;
        match event {
            // A phone opened this seat's link (or was there before us and says so): invite it.
            PeerEvent::NewPeer(peer)
            | PeerEvent::Signal {
                sender: peer,
                data: PeerSignal::Here,
            } => Some(RoomStep::Invite {
                meeting: meeting.clone(),
                peer,
            }),
            PeerEvent::Signal {
                sender,
                data: PeerSignal::Answer(sdp),
            } => {
                // Answered: from now on the connection is the hub's to keep or close. A phone
                // that leaves the room once it has answered (its link no longer needs the
                // server) must not cut the connection being set up.
                let i = room.pending.iter().position(|(p, _)| *p == sender)?;
                let (_, invite) = room.pending.remove(i);
                Some(RoomStep::Accept { seat, invite, sdp })
            }
            PeerEvent::PeerLeft(peer) => {
                let i = room.pending.iter().position(|(p, _)| *p == peer)?;
                let (_, invite) = room.pending.remove(i);
                Some(RoomStep::Withdraw { seat, invite })
            }
            PeerEvent::IdAssigned(_) | PeerEvent::Signal { .. } => None,
        }
    }

    /// Invitation `invite` of `meeting`'s seat was made for `peer`: returns whether to pass its
    /// offer to that peer (the room is still wanted; else withdraw it) and the step to take. An
    /// earlier invitation of the same peer is replaced (withdraw it).
    pub fn offered(
        &mut self,
        meeting: &Meeting,
        peer: &str,
        invite: u32,
    ) -> (bool, Option<RoomStep>) {
        let seat = meeting.seat;
        let Some(room) = self.room_mut(meeting) else {
            return (false, Some(RoomStep::Withdraw { seat, invite }));
        };
        let old = room.pending.iter().position(|(p, _)| p == peer);
        let old = old.map(|i| room.pending.remove(i).1);
        room.pending.push((peer.to_owned(), invite));
        (true, old.map(|invite| RoomStep::Withdraw { seat, invite }))
    }

    fn room(&self, meeting: &Meeting) -> Option<&Room> {
        self.rooms.iter().find(|room| room.meeting == *meeting)
    }

    fn room_mut(&mut self, meeting: &Meeting) -> Option<&mut Room> {
        self.rooms.iter_mut().find(|room| room.meeting == *meeting)
    }
}
