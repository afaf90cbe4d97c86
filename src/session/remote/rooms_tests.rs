//! The host's rooms on the signalling server (`rooms.rs`): which rooms are entered and left,
//! which answer fits which invitation, and what the panel says of the server.

use super::*;
use crate::engine::Seat;

fn phones() -> Vec<(Seat, String)> {
    vec![(Seat(1), "Ben".into()), (Seat(2), "Cara".into())]
}

/// The rooms of one match, on a server.
fn wanted() -> Vec<Meeting> {
    seat_meetings("ws://s:3536", &room_token("secret", 1), &phones())
}

fn answer(sender: &str, sdp: &str) -> PeerEvent {
    PeerEvent::Signal {
        sender: sender.into(),
        data: PeerSignal::Answer(sdp.into()),
    }
}

#[test]
fn each_phone_seat_has_a_room_entered_once_and_left_when_no_longer_wanted() {
    let mut rooms = Rooms::default();
    assert_eq!(rooms.status(), ServerLink::Off);
    assert!(seat_meetings("", "tok", &phones()).is_empty());
    let wanted = wanted();
    assert_eq!(
        wanted[0].room,
        format!("schraem-{}-1", room_token("secret", 1))
    );
    let steps = rooms.want(&wanted);
    assert_eq!(
        steps,
        vec![
            RoomStep::Enter(wanted[0].clone()),
            RoomStep::Enter(wanted[1].clone())
        ]
    );
    // The same rooms again: nothing to do.
    assert!(rooms.want(&wanted).is_empty());
    assert_eq!(rooms.status(), ServerLink::Connecting);
    rooms.opened(&wanted[0]);
    assert_eq!(rooms.status(), ServerLink::Connecting);
    rooms.opened(&wanted[1]);
    assert_eq!(rooms.status(), ServerLink::Open);
    let link = rooms.seat_link(Seat(2)).expect("a link");
    assert_eq!(decode_meeting(&link), Ok(wanted[1].clone()));
    // A lost room is entered again while wanted, and the panel says the server does not answer.
    assert_eq!(rooms.lost(&wanted[1]), (true, Vec::new()));
    assert_eq!(rooms.status(), ServerLink::Unreachable);
    // Seat 2 given to a computer: its room is left, and a lost socket of it is not entered again.
    let steps = rooms.want(&wanted[..1]);
    assert_eq!(steps, vec![RoomStep::Leave(wanted[1].clone())]);
    assert_eq!(rooms.lost(&wanted[1]), (false, Vec::new()));
    assert!(!rooms.wants(&wanted[1]));
    assert_eq!(rooms.seat_link(Seat(2)), None);
    assert_eq!(rooms.status(), ServerLink::Open);
    // No server: every room is left.
    assert_eq!(rooms.want(&[]), vec![RoomStep::Leave(wanted[0].clone())]);
    assert_eq!(rooms.status(), ServerLink::Off);
}

#[test]
fn a_phone_entering_is_invited_and_only_its_own_answer_is_taken() {
    let mut rooms = Rooms::default();
    let wanted = wanted();
    rooms.want(&wanted);
    let ben = &wanted[0];
    let steps = rooms.event(ben, PeerEvent::NewPeer("p1".into()));
    assert_eq!(
        steps,
        Some(RoomStep::Invite {
            meeting: ben.clone(),
            peer: "p1".into()
        })
    );
    // A phone already there says it is here: the same.
    let here = PeerEvent::Signal {
        sender: "p2".into(),
        data: PeerSignal::Here,
    };
    assert!(matches!(
        rooms.event(ben, here),
        Some(RoomStep::Invite { .. })
    ));
    assert_eq!(rooms.offered(ben, "p1", 7), (true, None));
    assert_eq!(rooms.offered(ben, "p2", 8), (true, None));
    // Each answer goes to its own invitation; a stranger's answer to none.
    assert_eq!(
        rooms.event(ben, answer("p2", "sdp2")),
        Some(RoomStep::Accept {
            seat: Seat(1),
            invite: 8,
            sdp: "sdp2".into()
        })
    );
    assert_eq!(rooms.event(ben, answer("p9", "x")), None);
    // The same phone invited again: its older invitation is withdrawn.
    assert_eq!(
        rooms.offered(ben, "p1", 9),
        (
            true,
            Some(RoomStep::Withdraw {
                seat: Seat(1),
                invite: 7
            })
        )
    );
    // A phone that leaves before answering: its invitation is withdrawn, its answer not taken.
    assert_eq!(
        rooms.event(ben, PeerEvent::PeerLeft("p1".into())),
        Some(RoomStep::Withdraw {
            seat: Seat(1),
            invite: 9
        })
    );
    assert_eq!(rooms.event(ben, answer("p1", "late")), None);
    // Junk and our own id change nothing.
    assert_eq!(rooms.event(ben, PeerEvent::IdAssigned("me".into())), None);
    let offer = PeerEvent::Signal {
        sender: "p2".into(),
        data: PeerSignal::Offer("x".into()),
    };
    assert_eq!(rooms.event(ben, offer), None);
}

#[test]
fn an_invitation_made_after_its_room_was_left_is_not_passed() {
    let mut rooms = Rooms::default();
    let wanted = wanted();
    rooms.want(&wanted);
    rooms.event(&wanted[1], PeerEvent::NewPeer("p1".into()));
    // The offer takes a moment; meanwhile seat 2 went to a computer.
    rooms.want(&wanted[..1]);
    assert_eq!(
        rooms.offered(&wanted[1], "p1", 3),
        (
            false,
            Some(RoomStep::Withdraw {
                seat: Seat(2),
                invite: 3
            })
        )
    );
    // An event of a room no longer wanted does nothing.
    assert_eq!(
        rooms.event(&wanted[1], PeerEvent::NewPeer("p2".into())),
        None
    );
}

#[test]
fn an_answered_invitation_stays_when_its_phone_leaves_the_room() {
    let mut rooms = Rooms::default();
    let wanted = wanted();
    rooms.want(&wanted);
    let ben = &wanted[0];
    rooms.event(ben, PeerEvent::NewPeer("p1".into()));
    assert_eq!(rooms.offered(ben, "p1", 7), (true, None));
    assert_eq!(
        rooms.event(ben, answer("p1", "sdp")),
        Some(RoomStep::Accept {
            seat: Seat(1),
            invite: 7,
            sdp: "sdp".into()
        })
    );
    // The phone has what it needs from the server and leaves: its connection is being set up.
    assert_eq!(rooms.event(ben, PeerEvent::PeerLeft("p1".into())), None);
    // A second answer of the same phone is not taken twice.
    assert_eq!(rooms.event(ben, answer("p1", "sdp")), None);
}

#[test]
fn invitations_not_answered_go_when_their_room_is_lost_or_left() {
    let mut rooms = Rooms::default();
    let wanted = wanted();
    rooms.want(&wanted);
    let (ben, cara) = (&wanted[0], &wanted[1]);
    rooms.offered(ben, "p1", 1);
    rooms.offered(ben, "p2", 2);
    rooms.offered(cara, "p3", 3);
    // Ben's room's socket is lost: its phones can no longer answer through it.
    let withdraw = |seat, invite| RoomStep::Withdraw { seat, invite };
    assert_eq!(
        rooms.lost(ben),
        (true, vec![withdraw(Seat(1), 1), withdraw(Seat(1), 2)])
    );
    // An answer that comes later through the new socket fits no invitation.
    assert_eq!(rooms.event(ben, answer("p1", "sdp")), None);
    // Cara's seat given to a computer: her room is left with its invitation.
    assert_eq!(
        rooms.want(&wanted[..1]),
        vec![RoomStep::Leave(cara.clone()), withdraw(Seat(2), 3)]
    );
}
