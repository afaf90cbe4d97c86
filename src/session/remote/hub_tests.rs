//! The host's and the joiner's state machines together, over a pretend channel: phones see the
//! table the host means them to see, through drops, reloads, a host reload, repeated and stale
//! messages and floods. The fuzz of random and mutated messages, on the same pretend channel, is
//! in `hub_tests_fuzz.rs`.

use super::tests::{drawn_here, shown, table};
use super::*;
use crate::ai::Level;
use crate::engine::{PresetId, Seat};
use crate::lang::Lang;
use crate::session::{SeatKind, Table};

pub(super) fn no_link(_: Seat) -> Option<String> {
    None
}

/// A host with Ben (seat 1) and Cara (seat 2) on phones.
pub(super) struct Net {
    pub(super) table: Table,
    pub(super) hub: Hub,
    pub(super) phones: Vec<(ConnId, Seat, Guest)>,
    pub(super) now: u64,
    /// Bytes and count of the states (whole or changes) the host sent.
    bytes: usize,
    sent: usize,
    /// What the same states would have cost sent whole every time.
    whole_bytes: usize,
    /// The first whole state sent, in bytes.
    first: usize,
}

impl Net {
    pub(super) fn new(preset: &str, seed: u64) -> Net {
        let preset = PresetId::from_id(preset).unwrap();
        let mut kinds = vec![SeatKind::Bot(Level::Easy), SeatKind::Phone, SeatKind::Phone];
        kinds.resize(
            usize::from(preset.players_range().0.max(3)),
            SeatKind::Bot(Level::Easy),
        );
        let mut net = Net {
            table: table(preset, &kinds, seed),
            hub: Hub::default(),
            phones: Vec::new(),
            now: 1_000,
            bytes: 0,
            sent: 0,
            whole_bytes: 0,
            first: 0,
        };
        for (i, seat) in [Seat(1), Seat(2)].into_iter().enumerate() {
            net.connect(
                ConnId(i as u32),
                seat,
                Guest::new(format!("phone{}", seat.0)),
            );
        }
        net
    }

    fn connect(&mut self, id: ConnId, seat: Seat, mut guest: Guest) {
        let name = self.table.live().names()[seat.index()].clone();
        // Through the server (not made by hand): the seat's own phone takes it by itself.
        let out = self.hub.invited(id, seat, &name, (id.0, false), self.now);
        self.host_out(out);
        self.hub.opened(id);
        let hello = guest.opened(self.now);
        self.phones.retain(|(_, s, _)| *s != seat);
        self.phones.push((id, seat, guest));
        self.guest_out(id, hello);
    }

    fn host_out(&mut self, out: Vec<HubOut>) {
        for o in out {
            match o {
                HubOut::Send(id, text) => {
                    if let Some(i) = self.phones.iter().position(|(c, _, _)| *c == id) {
                        if text.contains("\"state\"") || text.contains("\"patch\"") {
                            self.bytes += text.len();
                            self.sent += 1;
                            if self.first == 0 {
                                self.first = text.len();
                            }
                        }
                        let out = self.phones[i].2.received(&text);
                        self.guest_out(id, out);
                    }
                }
                HubOut::Act(seat, action) => {
                    self.table
                        .act(seat, action)
                        .expect("a checked move is legal");
                }
                HubOut::NextHand(_) | HubOut::Close(_) | HubOut::Dropped(..) => {}
            }
        }
    }

    pub(super) fn guest_out(&mut self, id: ConnId, out: Vec<GuestOut>) {
        for o in out {
            if let GuestOut::Send(text) = o {
                let out = self
                    .hub
                    .received(id, &text, self.now, Some(&self.table), &no_link);
                self.host_out(out);
            }
        }
    }

    fn changed(&mut self) {
        let out = self.hub.update(Some(&self.table), &no_link);
        self.host_out(out);
        for (_, seat, guest) in &self.phones {
            if guest.state().is_some() {
                self.whole_bytes +=
                    encode(&ToGuest::State(Box::new(remote_seat(&self.table, *seat)))).len();
            }
        }
    }

    /// Every phone shows, in its own language, the table this device would draw for its seat.
    fn check(&self, step: usize) {
        for (_, seat, guest) in &self.phones {
            let lang = Lang::ALL[seat.index() - 1];
            let want = drawn_here(&self.table, *seat, lang);
            let got = shown(guest, lang).expect("a table");
            assert_eq!(got, want, "step {step}: {seat}");
        }
    }

    /// Moves `steps`, checking every phone after each.
    fn play_checked(&mut self, steps: std::ops::Range<usize>) {
        for step in steps {
            self.step(step);
            self.check(step);
        }
    }

    /// One move of whoever is to act (a phone's through its guest), varied by `r`.
    pub(super) fn step(&mut self, r: usize) -> bool {
        self.now += 700;
        let Some(seat) = self.table.live().to_act() else {
            return false;
        };
        let legal = self.table.live().legal_actions(seat);
        let action = legal[r % legal.len()];
        match self.phones.iter().find(|(_, s, _)| *s == seat) {
            Some((id, _, guest)) => {
                let (id, text) = (*id, guest.act(action).expect("a seat"));
                let out = self
                    .hub
                    .received(id, &text, self.now, Some(&self.table), &no_link);
                self.host_out(out);
            }
            None => {
                self.table.act(seat, action).expect("legal");
            }
        }
        // Results are held for each reader: go on everywhere.
        for reader in [
            crate::session::Reader::Here,
            crate::session::Reader::Phone(Seat(1)),
            crate::session::Reader::Phone(Seat(2)),
        ] {
            self.table.go_on(reader);
        }
        self.changed();
        true
    }
}

/// The size of the whole table protocol 3 sent `seat` (drawn by the host in the phone's
/// language): the same fields, for the bytes of before and after.
fn protocol3_whole(table: &Table, seat: Seat, lang: Lang) -> usize {
    let t = drawn_here(table, seat, lang);
    let mut value = serde_json::json!({"table": {
        "seat": seat, "title": t.title, "model": t.model, "ticker": t.ticker, "log": t.log,
        "sheet": t.sheet, "standings": t.standings, "version": table.version(), "fair": t.fair,
        "seat_link": t.seat_link, "seq": 1}, "v": 3});
    super::patch::without_nulls(&mut value);
    value.to_string().len()
}

#[test]
fn phones_see_the_hosts_tables_sent_as_changes_and_fewer_bytes() {
    for (preset, seed) in [("rhineland", 3), ("schieberamsch", 5)] {
        let mut net = Net::new(preset, seed);
        println!(
            "{preset}: the first message of protocol 3 (a drawn table): {} bytes",
            protocol3_whole(&net.table, Seat(1), Lang::ALL[0])
        );
        net.check(0);
        for step in 0..250 {
            if !net.step(step * 7) {
                break;
            }
            net.check(step);
        }
        let (after, before) = (net.bytes / net.sent, net.whole_bytes / net.sent);
        println!(
            "{preset}: first state {} bytes, then {} states, {after} bytes a message (whole every time: {before})",
            net.first, net.sent
        );
        assert!(after * 3 < before, "{preset}: {after} vs {before}");
    }
}

#[test]
fn a_thousand_hellos_get_one_table_and_a_flood_is_dropped_unread() {
    let mut net = Net::new("rhineland", 7);
    let (id, sent) = (ConnId(0), net.sent);
    let hello = encode(&ToHost::Hello {
        phone: "phone1".into(),
    });
    let mut bytes = 0;
    let started = std::time::Instant::now();
    for _ in 0..1_000 {
        for o in net
            .hub
            .received(id, &hello, net.now, Some(&net.table), &no_link)
        {
            if let HubOut::Send(_, text) = o {
                bytes += text.len();
            }
        }
    }
    println!("1,000 hellos: {bytes} bytes out in {:?}", started.elapsed());
    assert_eq!(bytes, 0, "the table went with the first hello");
    assert_eq!(net.sent, sent);
    // A flood of forged moves: the budget lets a burst through, then drops them unread.
    let forged = encode(&ToHost::Move {
        seat: Seat(0),
        action: "s look".parse().unwrap(),
    });
    let refusals = (0..1_000)
        .flat_map(|_| {
            net.hub
                .received(id, &forged, net.now, Some(&net.table), &no_link)
        })
        .filter(|o| matches!(o, HubOut::Send(..)))
        .count();
    assert_eq!(refusals, 0, "the hellos used up the budget");
    // A second later the phone may ask again, at the budget's pace.
    net.now += 1_000;
    let answered = (0..100)
        .flat_map(|_| {
            net.hub
                .received(id, &forged, net.now, Some(&net.table), &no_link)
        })
        .filter(|o| matches!(o, HubOut::Send(..)))
        .count();
    assert_eq!(answered, PER_SECOND as usize);
}

#[test]
fn a_phone_that_drops_or_reloads_gets_its_whole_table_again() {
    let mut net = Net::new("rhineland", 8);
    for step in 0..20 {
        net.step(step);
    }
    // Ben's channel closes and he comes back on a new one, same page (a drop).
    net.hub.closed(ConnId(0));
    let guest = net.phones.remove(0).2;
    net.connect(ConnId(10), Seat(1), guest);
    net.check(20);
    // Cara reloads: a new page, a new joiner.
    net.hub.closed(ConnId(1));
    net.connect(ConnId(11), Seat(2), Guest::new("phone2".into()));
    net.check(21);
    assert_eq!(net.hub.link_of(Seat(2)), PhoneLink::Connected);
    net.play_checked(22..60);
}

#[test]
fn a_host_that_reloads_numbers_its_tables_afresh_and_the_phones_follow() {
    let mut net = Net::new("schieberamsch", 9);
    for step in 0..30 {
        net.step(step);
    }
    // The host's page reloads: a new hub, new channels to the same phones (their pages stay).
    net.hub = Hub::default();
    let phones = std::mem::take(&mut net.phones);
    for (i, (_, seat, mut guest)) in phones.into_iter().enumerate() {
        assert_eq!(guest.closed(), vec![GuestOut::HostLeft]);
        net.connect(ConnId(20 + i as u32), seat, guest);
    }
    net.check(30);
    net.play_checked(31..80);
}

#[test]
fn a_repeated_or_stale_change_is_not_applied_and_the_phone_asks_for_its_table() {
    let mut net = Net::new("rhineland", 10);
    let id = ConnId(0);
    // Catch the next change to Ben.
    let mut change = None;
    for step in 0..40 {
        net.now += 700;
        let seat = net.table.live().to_act().unwrap();
        let legal = net.table.live().legal_actions(seat);
        net.table.act(seat, legal[step % legal.len()]).unwrap();
        let out = net.hub.update(Some(&net.table), &no_link);
        change = out.iter().find_map(|o| match o {
            HubOut::Send(i, text) if *i == id && text.contains("\"patch\"") => Some(text.clone()),
            _ => None,
        });
        net.host_out(out);
        if change.is_some() {
            break;
        }
    }
    let change = change.expect("a change to Ben");
    let ben = |net: &mut Net| {
        net.phones
            .iter_mut()
            .find(|(c, _, _)| *c == id)
            .unwrap()
            .2
            .clone()
    };
    let before = ben(&mut net).state().cloned();
    // The same change again: it does not fit the table Ben has now.
    let guest = &mut net.phones.iter_mut().find(|(c, _, _)| *c == id).unwrap().2;
    let out = guest.received(&change);
    assert_eq!(guest.state().cloned(), before);
    let resend = encode(&ToHost::Resend {});
    assert!(out.contains(&GuestOut::Send(resend.clone())), "{out:?}");
    // Asked once only, until the whole table comes.
    assert!(!guest.received(&change).contains(&GuestOut::Send(resend)));
    let out = guest.received(&change);
    net.guest_out(id, out);
    net.check(0);
    // An old whole table (stale, arriving late) is not taken either.
    let mut old = remote_seat(&net.table, Seat(1));
    old.seq = 0;
    old.legal.clear();
    let guest = &mut net.phones.iter_mut().find(|(c, _, _)| *c == id).unwrap().2;
    guest.received(&encode(&ToGuest::State(Box::new(old))));
    net.check(1);
}

/// What a connection is sent and asked to do by `out`.
fn sends(out: &[HubOut], id: ConnId) -> bool {
    out.iter()
        .any(|o| matches!(o, HubOut::Send(i, _) if *i == id))
}

#[test]
fn a_seat_is_bound_to_its_phone_and_another_waits_for_the_host() {
    let mut net = Net::new("rhineland", 11);
    let say = |net: &mut Net, id: ConnId, text: &str| {
        net.now += 500;
        net.hub
            .received(id, text, net.now, Some(&net.table), &no_link)
    };
    let hello = |phone: &str| {
        encode(&ToHost::Hello {
            phone: phone.into(),
        })
    };
    // Someone else opens Ben's seat link (a guessed code, a forwarded link): his phone connects
    // but waits; Ben plays on, and the stranger is sent nothing and moves nothing.
    assert!(net
        .hub
        .invited(ConnId(5), Seat(1), "Ben", (77, false), net.now)
        .is_empty());
    net.hub.opened(ConnId(5));
    let out = say(&mut net, ConnId(5), &hello("stranger"));
    assert!(
        !out.contains(&HubOut::Close(ConnId(0))) && !sends(&out, ConnId(5)),
        "{out:?}"
    );
    assert_eq!(net.hub.claims(), vec![(Seat(1), ConnId(5))]);
    assert_eq!(net.hub.link_of(Seat(1)), PhoneLink::Connected);
    let seat = net.table.live().to_act().unwrap();
    for action in net.table.live().legal_actions(seat) {
        let moved = say(
            &mut net,
            ConnId(5),
            &encode(&ToHost::Move {
                seat: Seat(1),
                action,
            }),
        );
        assert!(
            !moved.iter().any(|o| matches!(o, HubOut::Act(..))),
            "{moved:?}"
        );
    }
    // The host refuses it: its connection closes.
    assert_eq!(net.hub.refuse(ConnId(5)), vec![HubOut::Close(ConnId(5))]);
    assert!(net.hub.claims().is_empty());
    // It comes back (its page enters the room again): sent away at once, not asked about again.
    net.hub
        .invited(ConnId(9), Seat(1), "Ben", (80, false), net.now);
    net.hub.opened(ConnId(9));
    assert_eq!(
        say(&mut net, ConnId(9), &hello("stranger")),
        vec![HubOut::Close(ConnId(9))]
    );
    assert!(net.hub.claims().is_empty());
    // After a reload of the host's page the seats stay their phones' (the page keeps them).
    let mut reloaded = Hub::default();
    reloaded.restore(net.hub.bindings().clone());
    assert_eq!(reloaded.bindings(), net.hub.bindings());
    // ... and the phones it refused stay refused: the stranger's next claim is sent away at once.
    reloaded.restore_refusals(net.hub.refusals().to_vec());
    reloaded.invited(ConnId(20), Seat(1), "Ben", (81, false), net.now);
    reloaded.opened(ConnId(20));
    net.now += 500;
    assert_eq!(
        reloaded.received(
            ConnId(20),
            &hello("stranger"),
            net.now,
            Some(&net.table),
            &no_link
        ),
        vec![HubOut::Close(ConnId(20))]
    );
    assert!(reloaded.claims().is_empty());
    // Ben's own phone comes back through the server after a drop: its seat, by itself.
    net.hub.closed(ConnId(0));
    let guest = net.phones.remove(0).2;
    net.connect(ConnId(6), Seat(1), guest);
    net.check(0);
    assert!(net.hub.claims().is_empty());
    // Ben's new phone, invited by hand with a code (the host chose it): it takes the seat.
    net.hub
        .invited(ConnId(7), Seat(1), "Ben", (78, true), net.now);
    assert_eq!(net.hub.awaiting(Seat(1), 78), Some(ConnId(7)));
    net.hub.opened(ConnId(7));
    let out = say(&mut net, ConnId(7), &hello("ben-new"));
    assert!(
        out.contains(&HubOut::Close(ConnId(6))) && sends(&out, ConnId(7)),
        "{out:?}"
    );
    assert_eq!(net.hub.awaiting(Seat(1), 78), None, "answered once");
    // Now his old phone is the stranger: let in by the host, it takes the seat back.
    net.hub
        .invited(ConnId(8), Seat(1), "Ben", (79, false), net.now);
    net.hub.opened(ConnId(8));
    assert!(!sends(
        &say(&mut net, ConnId(8), &hello("phone1")),
        ConnId(8)
    ));
    let out = net.hub.accept(ConnId(8), Some(&net.table), &no_link);
    assert!(
        out.contains(&HubOut::Close(ConnId(7))) && sends(&out, ConnId(8)),
        "{out:?}"
    );
    // The old connection's messages are no longer read.
    assert!(say(&mut net, ConnId(7), &encode(&ToHost::NextHand {})).is_empty());
    // A seat no longer played on a phone closes its connection.
    net.table.setup_mut().seats[1].kind = SeatKind::Human;
    let out = net.hub.update(Some(&net.table), &no_link);
    assert!(out.contains(&HubOut::Close(ConnId(8))), "{out:?}");
}

#[test]
fn a_refused_phone_entering_again_leaves_the_seats_phone_its_invitation() {
    // Found by a session's check: Ben's phone drops and enters its room again; while its answer
    // is on the way, a phone the host refused enters the room too (it still has the link). Its
    // invitation closed Ben's, so his answer fitted none and he could not come back.
    let mut net = Net::new("rhineland", 11);
    let hello = |phone: &str| {
        encode(&ToHost::Hello {
            phone: phone.into(),
        })
    };
    net.hub.restore_refusals(vec![(Seat(1), "stranger".into())]);
    net.hub.closed(ConnId(0));
    net.hub
        .invited(ConnId(10), Seat(1), "Ben", (100, false), net.now);
    let out = net
        .hub
        .invited(ConnId(11), Seat(1), "Ben", (101, false), net.now);
    assert!(!out.contains(&HubOut::Close(ConnId(10))), "{out:?}");
    // Ben's answer still fits his invitation; the stranger is sent away when it says hello.
    assert_eq!(net.hub.awaiting(Seat(1), 100), Some(ConnId(10)));
    net.hub.opened(ConnId(11));
    net.now += 500;
    let out = net.hub.received(
        ConnId(11),
        &hello("stranger"),
        net.now,
        Some(&net.table),
        &no_link,
    );
    assert_eq!(out, vec![HubOut::Close(ConnId(11))]);
    let guest = net.phones.remove(0).2;
    net.hub.opened(ConnId(10));
    net.phones.push((ConnId(10), Seat(1), guest));
    let hello_out = net.phones.last_mut().unwrap().2.opened(net.now);
    net.guest_out(ConnId(10), hello_out);
    assert_eq!(net.hub.link_of(Seat(1)), PhoneLink::Connected);
    net.check(0);
    // A phone that left the room before answering: its invitation is withdrawn.
    net.hub
        .invited(ConnId(12), Seat(1), "Ben", (102, false), net.now);
    assert_eq!(
        net.hub.withdraw(Seat(1), 102),
        vec![HubOut::Close(ConnId(12))]
    );
    assert_eq!(net.hub.awaiting(Seat(1), 102), None);
    // An open connection is no invitation to withdraw.
    assert!(net.hub.withdraw(Seat(1), 100).is_empty());
    // Phones entering again and again keep at most a few invitations of a seat.
    for i in 0..20 {
        net.hub
            .invited(ConnId(30 + i), Seat(1), "Ben", (200 + i, false), net.now);
    }
    let waiting = (0..20)
        .filter(|i| net.hub.awaiting(Seat(1), 200 + i).is_some())
        .count();
    assert_eq!(waiting, MAX_INVITATIONS);
    assert_eq!(net.hub.link_of(Seat(1)), PhoneLink::Connected);
    // The code the host made by hand stays, however many phones enter the room after it.
    net.hub
        .invited(ConnId(60), Seat(1), "Ben", (300, true), net.now);
    for i in 0..20 {
        net.hub
            .invited(ConnId(70 + i), Seat(1), "Ben", (400 + i, false), net.now);
    }
    assert_eq!(net.hub.awaiting(Seat(1), 300), Some(ConnId(60)));
}
