//! The lobby of a table code, host and joiner together: knocking, the host letting in or
//! refusing (also after a reload), bound phones coming back, expiry, and a silent lobby.

use super::knock::{KnockEnd, KnockStage, Knocker, NO_TABLE_MS};
use super::lobby::{Lobby, SavedLobby, MAX_KNOCKS};
use super::meeting::{
    decode_meeting, encode_meeting, room_token, seat_room, Meeting, PeerEvent, PeerRequest,
    PeerSignal,
};
use super::room_code::{Issued, RoomCode, CODE_LIFETIME_MS};
use super::Bindings;
use crate::engine::Seat;

const T0: u64 = 1_000_000;

fn issued() -> Issued {
    Issued {
        code: RoomCode::parse("K7M2QX").unwrap(),
        made_ms: T0,
    }
}

fn phones() -> Vec<(Seat, String)> {
    vec![(Seat(1), "Ben".into()), (Seat(2), "Cara".into())]
}

fn link(seat: Seat) -> Option<String> {
    Some(encode_meeting(&Meeting {
        server: "ws://127.0.0.1:3536".into(),
        room: seat_room(&room_token("device", 7), seat),
        seat,
        name: phones()
            .into_iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, n)| n)?,
    }))
}

/// Passes every request of one side to the other as the server would: (receiver, data).
fn deliver(requests: Vec<PeerRequest>) -> Vec<(String, PeerSignal)> {
    requests
        .into_iter()
        .filter_map(|r| match r {
            PeerRequest::Signal { receiver, data } => Some((receiver, data)),
            PeerRequest::KeepAlive => None,
        })
        .collect()
}

/// A joiner `peer` enters after the host and knocks; returns the joiner.
fn knock(lobby: &mut Lobby, peer: &str, name: &str, phone: &str, bound: &Bindings) -> Knocker {
    let mut joiner = Knocker::new(name, phone);
    assert!(joiner
        .event(PeerEvent::IdAssigned(peer.into()), T0)
        .is_empty());
    assert_eq!(joiner.stage(), KnockStage::Looking);
    for (to, data) in deliver(lobby.entered(peer)) {
        assert_eq!(to, peer);
        let sent = joiner.event(
            PeerEvent::Signal {
                sender: "host".into(),
                data,
            },
            T0 + 10,
        );
        for (to, data) in deliver(sent) {
            assert_eq!(to, "host");
            for (to, data) in deliver(lobby.signal(peer, data, T0 + 20, bound, &link)) {
                assert_eq!(to, peer);
                let _ = joiner.event(
                    PeerEvent::Signal {
                        sender: "host".into(),
                        data,
                    },
                    T0 + 30,
                );
            }
        }
    }
    joiner
}

fn answer(joiner: &mut Knocker, requests: Vec<PeerRequest>) {
    for (_, data) in deliver(requests) {
        let _ = joiner.event(
            PeerEvent::Signal {
                sender: "host".into(),
                data,
            },
            T0 + 40,
        );
    }
}

#[test]
fn a_joiner_knocks_by_name_and_the_host_lets_it_in_to_a_free_seat() {
    let mut lobby = Lobby::new(issued());
    let bound = Bindings::new();
    let mut anna = knock(&mut lobby, "p1", "  Anna ", "phone-a", &bound);
    assert_eq!(anna.stage(), KnockStage::Waiting);
    assert_eq!(anna.end(), None);
    let waiting = lobby.knocks();
    assert_eq!(waiting.len(), 1);
    assert_eq!(
        (waiting[0].name.as_str(), waiting[0].phone.as_str()),
        ("Anna", "phone-a")
    );
    assert_eq!(lobby.free_seats(&phones(), &bound), vec![Seat(1), Seat(2)]);
    // Nothing is given for a seat someone holds, nor to a phone that is not waiting.
    let held: Bindings = vec![(Seat(1), "Ben".into(), "phone-b".into())];
    assert!(lobby
        .accept("phone-a", Seat(1), &phones(), &held, &link)
        .is_empty());
    assert!(lobby
        .accept("phone-x", Seat(2), &phones(), &bound, &link)
        .is_empty());
    answer(
        &mut anna,
        lobby.accept("phone-a", Seat(2), &phones(), &bound, &link),
    );
    let Some(KnockEnd::Seat(meeting)) = anna.end() else {
        panic!("not let in: {:?}", anna.end());
    };
    assert_eq!(meeting.seat, Seat(2));
    assert_eq!(
        Some(meeting.clone()),
        link(Seat(2)).and_then(|l| decode_meeting(&l).ok())
    );
    assert!(lobby.knocks().is_empty());
    assert_eq!(lobby.name_of(Seat(2)), Some("Anna"));
    assert_eq!(lobby.free_seats(&phones(), &bound), vec![Seat(1)]);
}

#[test]
fn a_refused_phone_stays_refused_after_the_hosts_reload() {
    let mut lobby = Lobby::new(issued());
    let bound = Bindings::new();
    let mut guess = knock(&mut lobby, "p1", "Mallory", "phone-m", &bound);
    answer(&mut guess, lobby.refuse("phone-m"));
    assert_eq!(guess.end(), Some(&KnockEnd::Refused));
    // The host's page reloads: the kept lobby still refuses that phone, without asking.
    let json = serde_json::to_string(&lobby.saved()).unwrap();
    let mut lobby = Lobby::restore(serde_json::from_str::<SavedLobby>(&json).unwrap()).unwrap();
    let again = knock(&mut lobby, "p9", "Not Mallory", "phone-m", &bound);
    assert_eq!(again.end(), Some(&KnockEnd::Refused));
    assert!(lobby.knocks().is_empty());
    // A record of another version is not taken up.
    let mut newer = lobby.saved();
    newer.v = SavedLobby::VERSION + 1;
    assert_eq!(Lobby::restore(newer), None);
}

#[test]
fn a_phone_that_holds_a_seat_gets_it_back_without_asking_even_after_expiry() {
    let mut lobby = Lobby::new(issued());
    let bound: Bindings = vec![(Seat(1), "Ben".into(), "phone-b".into())];
    let late = T0 + CODE_LIFETIME_MS + 1;
    let mut ben = Knocker::new("Ben", "phone-b");
    let _ = ben.event(PeerEvent::IdAssigned("p2".into()), late);
    let sent = ben.event(
        PeerEvent::Signal {
            sender: "host".into(),
            data: PeerSignal::Table,
        },
        late,
    );
    for (_, data) in deliver(sent) {
        answer(&mut ben, lobby.signal("p2", data, late, &bound, &link));
    }
    assert!(matches!(ben.end(), Some(KnockEnd::Seat(m)) if m.seat == Seat(1)));
    // A stranger at the expired code is told so, and does not wait.
    let mut eve = Knocker::new("Eve", "phone-e");
    let _ = eve.event(PeerEvent::IdAssigned("p3".into()), late);
    let sent = eve.event(
        PeerEvent::Signal {
            sender: "host".into(),
            data: PeerSignal::Table,
        },
        late,
    );
    for (_, data) in deliver(sent) {
        answer(&mut eve, lobby.signal("p3", data, late, &bound, &link));
    }
    assert_eq!(eve.end(), Some(&KnockEnd::Expired));
    assert!(lobby.knocks().is_empty());
}

#[test]
fn a_silent_lobby_has_no_table_and_a_late_host_is_knocked_at() {
    let mut alone = Knocker::new("Anna", "phone-a");
    let _ = alone.event(PeerEvent::IdAssigned("p1".into()), T0);
    alone.tick(T0 + NO_TABLE_MS - 1);
    assert_eq!(alone.end(), None);
    alone.tick(T0 + NO_TABLE_MS);
    assert_eq!(alone.end(), Some(&KnockEnd::NoTable));
    // The host's page comes back while a joiner waits: the joiner knocks at whoever enters.
    let mut anna = Knocker::new("Anna", "phone-a");
    let _ = anna.event(PeerEvent::IdAssigned("p1".into()), T0);
    let sent = deliver(anna.event(PeerEvent::NewPeer("host".into()), T0 + 1));
    assert_eq!(
        sent,
        vec![(
            "host".to_owned(),
            PeerSignal::Knock {
                name: "Anna".into(),
                phone: "phone-a".into()
            }
        )]
    );
}

#[test]
fn nobody_but_the_table_lets_a_joiner_in_and_junk_is_ignored() {
    let mut anna = Knocker::new("Anna", "phone-a");
    let _ = anna.event(PeerEvent::IdAssigned("p1".into()), T0);
    // A welcome or refusal before anyone said the table is here is not taken.
    let _ = anna.event(
        PeerEvent::Signal {
            sender: "x".into(),
            data: PeerSignal::Refused,
        },
        T0,
    );
    let _ = anna.event(
        PeerEvent::Signal {
            sender: "x".into(),
            data: PeerSignal::Welcome(link(Seat(1)).unwrap()),
        },
        T0,
    );
    assert_eq!(anna.end(), None);
    // A damaged link is not a seat.
    let _ = anna.event(
        PeerEvent::Signal {
            sender: "h".into(),
            data: PeerSignal::Table,
        },
        T0,
    );
    let _ = anna.event(
        PeerEvent::Signal {
            sender: "h".into(),
            data: PeerSignal::Welcome("M1.garbage".into()),
        },
        T0,
    );
    assert_eq!(anna.end(), None);
    // The host ignores anything but knocks, and knocks without a name or phone.
    let mut lobby = Lobby::new(issued());
    let bound = Bindings::new();
    for data in [
        PeerSignal::Here,
        PeerSignal::Table,
        PeerSignal::Answer("v=0".into()),
        PeerSignal::Knock {
            name: " \u{7} ".into(),
            phone: "p".into(),
        },
        PeerSignal::Knock {
            name: "Anna".into(),
            phone: String::new(),
        },
        PeerSignal::Knock {
            name: "Anna".into(),
            phone: "x".repeat(65),
        },
    ] {
        assert!(lobby.signal("p1", data, T0, &bound, &link).is_empty());
    }
    assert!(lobby.knocks().is_empty());
}

#[test]
fn a_flood_of_knocks_keeps_the_newest_and_long_names_are_cut() {
    let mut lobby = Lobby::new(issued());
    let bound = Bindings::new();
    for i in 0..50 {
        let data = PeerSignal::Knock {
            name: format!("Guess {i} {}", "x".repeat(40)),
            phone: format!("ph{i}"),
        };
        assert!(lobby
            .signal(&format!("p{i}"), data, T0, &bound, &link)
            .is_empty());
    }
    assert_eq!(lobby.knocks().len(), MAX_KNOCKS);
    assert_eq!(lobby.knocks()[MAX_KNOCKS - 1].phone, "ph49");
    assert!(lobby.knocks().iter().all(|k| k.name.chars().count() <= 24));
    // The same phone knocking again waits once, under its newest name and peer.
    let mut lobby = Lobby::new(issued());
    for (peer, name) in [("p1", "Ann"), ("p2", "Anna")] {
        let data = PeerSignal::Knock {
            name: name.into(),
            phone: "phone-a".into(),
        };
        let _ = lobby.signal(peer, data, T0, &bound, &link);
    }
    assert_eq!(lobby.knocks().len(), 1);
    assert_eq!(
        (
            lobby.knocks()[0].peer.as_str(),
            lobby.knocks()[0].name.as_str()
        ),
        ("p2", "Anna")
    );
    // Someone who leaves the room waits no more.
    lobby.left("p2");
    assert!(lobby.knocks().is_empty());
}

#[test]
fn a_seat_given_to_a_computer_is_free_when_it_is_a_phones_again() {
    let mut lobby = Lobby::new(issued());
    let bound = Bindings::new();
    let mut anna = knock(&mut lobby, "p1", "Anna", "phone-a", &bound);
    answer(
        &mut anna,
        lobby.accept("phone-a", Seat(1), &phones(), &bound, &link),
    );
    assert_eq!(lobby.free_seats(&phones(), &bound), vec![Seat(2)]);
    // Seat 1 goes to a computer player, then back to a phone: nobody holds it.
    lobby.keep_seats(&[(Seat(2), "Cara".into())]);
    assert_eq!(lobby.name_of(Seat(1)), None);
    assert_eq!(lobby.free_seats(&phones(), &bound), vec![Seat(1), Seat(2)]);
    // A new code: who waited at the old one knocks again; the refused stay refused.
    let _ = knock(&mut lobby, "p5", "Eve", "phone-e", &bound);
    let _ = lobby.refuse("phone-e");
    let _ = knock(&mut lobby, "p6", "Dan", "phone-d", &bound);
    lobby.renew(Issued {
        code: RoomCode::from_random(99),
        made_ms: T0 + 5,
    });
    assert!(lobby.knocks().is_empty());
    let eve = knock(&mut lobby, "p7", "Eve", "phone-e", &bound);
    assert_eq!(eve.end(), Some(&KnockEnd::Refused));
}
