//! The host's rooms on the signalling server: with a server set, each phone seat has its own room
//! (`schraem-<this device's token>-<seat>`), and its link (`#join=M1.…`) takes a phone there. When a
//! phone enters, the server tells the host (`NewPeer`); the host makes that seat an invitation
//! (the same as a pasted one, [`open_invitation`]) and passes its offer; the phone's answer comes
//! back the same way and the data channel opens as before. The rooms stay open while the table
//! is, so a phone that drops (or the host's page, after a reload) finds its seat again by itself.

use super::host::{accept_answer, changed, open_invitation};
use super::socket::{later, RoomHandlers, RoomSocket, RETRY_MS};
use crate::engine::Seat;
use crate::session::remote::{
    encode_meeting, room_token, seat_room, Meeting, PeerEvent, PeerRequest, PeerSignal,
};
use std::cell::RefCell;

/// The host's connection to the signalling server, as the Phones panel shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ServerLink {
    /// No server is set.
    Off,
    /// Entering the rooms.
    Connecting,
    /// The rooms are open: phones join by their links.
    Open,
    /// The server does not answer (tried again every few seconds).
    Unreachable,
}

struct Room {
    meeting: Meeting,
    socket: Option<RoomSocket>,
    open: bool,
    failed: bool,
    /// Invitations passed to phones in this room, by the phone's id on the server.
    pending: Vec<(String, u32)>,
}

#[derive(Default)]
struct Rooms {
    rooms: Vec<Room>,
}

thread_local! {
    static ROOMS: RefCell<Rooms> = RefCell::new(Rooms::default());
}

/// Opens a room for each of `phones` on `server` (empty: none) for the match dealt from `seed`,
/// and leaves those no longer wanted.
pub fn sync_rooms(server: &str, seed: Option<u64>, phones: &[(Seat, String)]) {
    let token = match seed {
        Some(seed) if !server.is_empty() && !phones.is_empty() => {
            room_token(&crate::ui::storage::room_secret(), seed)
        }
        _ => String::new(),
    };
    let wanted: Vec<Meeting> = phones
        .iter()
        .filter(|_| !token.is_empty())
        .map(|(seat, name)| Meeting {
            server: server.to_owned(),
            room: seat_room(&token, *seat),
            seat: *seat,
            name: name.clone(),
        })
        .collect();
    let (gone, new) = ROOMS.with(|r| {
        let mut r = r.borrow_mut();
        let (keep, gone): (Vec<Room>, Vec<Room>) = r
            .rooms
            .drain(..)
            .partition(|room| wanted.contains(&room.meeting));
        r.rooms = keep;
        let new: Vec<Meeting> = wanted
            .into_iter()
            .filter(|m| !r.rooms.iter().any(|room| room.meeting == *m))
            .collect();
        for meeting in &new {
            r.rooms.push(Room {
                meeting: meeting.clone(),
                socket: None,
                open: false,
                failed: false,
                pending: Vec::new(),
            });
        }
        (gone, new)
    });
    let changed_rooms = !gone.is_empty() || !new.is_empty();
    drop(gone);
    for meeting in new {
        enter(&meeting);
    }
    if changed_rooms {
        changed();
    }
}

/// The link a phone opens to take `seat` (with a server set and the room made).
#[must_use]
pub fn seat_link(seat: Seat) -> Option<String> {
    ROOMS.with(|r| {
        r.borrow()
            .rooms
            .iter()
            .find(|room| room.meeting.seat == seat)
            .map(|room| encode_meeting(&room.meeting))
    })
}

/// How the rooms are doing.
#[must_use]
pub fn server_link() -> ServerLink {
    ROOMS.with(|r| {
        let r = r.borrow();
        if r.rooms.is_empty() {
            ServerLink::Off
        } else if r.rooms.iter().all(|room| room.open) {
            ServerLink::Open
        } else if r.rooms.iter().any(|room| room.failed) {
            ServerLink::Unreachable
        } else {
            ServerLink::Connecting
        }
    })
}

fn with_room<T>(meeting: &Meeting, f: impl FnOnce(&mut Room) -> T) -> Option<T> {
    ROOMS.with(|r| {
        r.borrow_mut()
            .rooms
            .iter_mut()
            .find(|room| room.meeting == *meeting)
            .map(f)
    })
}

/// Notes whether `meeting`'s room is open (or failed) and tells the screens.
fn mark(meeting: &Meeting, open: bool) {
    with_room(meeting, |room| {
        room.open = open;
        room.failed = !open;
    });
    changed();
}

/// Opens the socket of `meeting`'s room (if that room is still wanted).
fn enter(meeting: &Meeting) {
    let handlers = RoomHandlers {
        on_open: Box::new({
            let meeting = meeting.clone();
            move || mark(&meeting, true)
        }),
        on_event: Box::new({
            let meeting = meeting.clone();
            move |event| on_event(&meeting, event)
        }),
        on_close: Box::new({
            let meeting = meeting.clone();
            move || {
                mark(&meeting, false);
                let meeting = meeting.clone();
                later(RETRY_MS, move || enter(&meeting));
            }
        }),
    };
    let Some(wanted) = with_room(meeting, |room| room.socket.take()) else {
        return;
    };
    // The old socket (if any) is dropped here, outside its own handlers (see `later`).
    drop(wanted);
    match RoomSocket::open(&meeting.url(), handlers) {
        Ok(socket) => {
            with_room(meeting, |room| room.socket = Some(socket));
        }
        Err(_) => mark(meeting, false),
    }
}

fn send(meeting: &Meeting, request: &PeerRequest) {
    with_room(meeting, |room| {
        if let Some(socket) = &room.socket {
            socket.send(request);
        }
    });
}

fn on_event(meeting: &Meeting, event: PeerEvent) {
    match event {
        // A phone opened this seat's link (or was there before us and says so): invite it.
        PeerEvent::NewPeer(phone)
        | PeerEvent::Signal {
            sender: phone,
            data: PeerSignal::Here,
        } => {
            let meeting = meeting.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let Ok((invite, sdp, _)) =
                    open_invitation(meeting.seat, meeting.name.clone(), false).await
                else {
                    return;
                };
                with_room(&meeting, |room| {
                    room.pending.retain(|(p, _)| *p != phone);
                    room.pending.push((phone.clone(), invite));
                });
                let offer = PeerRequest::Signal {
                    receiver: phone,
                    data: PeerSignal::Offer(sdp),
                };
                send(&meeting, &offer);
            });
        }
        PeerEvent::Signal {
            sender,
            data: PeerSignal::Answer(sdp),
        } => {
            let invite = with_room(meeting, |room| {
                room.pending
                    .iter()
                    .find(|(p, _)| *p == sender)
                    .map(|(_, i)| *i)
            })
            .flatten();
            if let Some(invite) = invite {
                let seat = meeting.seat;
                wasm_bindgen_futures::spawn_local(async move {
                    if let Err(e) = accept_answer(seat, invite, &sdp).await {
                        web_sys::console::warn_1(&format!("{seat}: answer refused: {e:?}").into());
                    }
                });
            }
        }
        PeerEvent::PeerLeft(phone) => {
            with_room(meeting, |room| room.pending.retain(|(p, _)| *p != phone));
        }
        PeerEvent::IdAssigned(_) | PeerEvent::Signal { .. } => {}
    }
}
