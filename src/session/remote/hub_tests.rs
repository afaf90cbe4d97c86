//! The host's and the joiner's state machines together, over a pretend channel: phones see the
//! table the host means them to see, through drops, reloads, a host reload, repeated and stale
//! messages and floods; and a fuzz of random and mutated messages never panics and never moves
//! the match except by a legal move of the sender's own seat.
//!
//! Fuzz messages per machine: `SCHRAEM_FUZZ_MESSAGES` (default 100,000 in a debug build; the
//! million of issue 29 with `SCHRAEM_FUZZ_MESSAGES=1000000 cargo test --release --lib hub_tests`).

use super::tests::table;
use super::*;
use crate::engine::{PresetId, Seat};
use crate::i18n::Lang;
use crate::session::{BotLevel, SeatKind, Table};

fn no_link(_: Seat) -> Option<String> {
    None
}

/// A host with Ben (seat 1) and Cara (seat 2) on phones.
struct Net {
    table: Table,
    hub: Hub,
    phones: Vec<(ConnId, Seat, Guest)>,
    now: u64,
    /// Bytes and count of the tables (whole or changes) the host sent.
    bytes: usize,
    sent: usize,
    /// What the same tables would have cost sent whole every time (the protocol before).
    whole_bytes: usize,
}

impl Net {
    fn new(preset: &str, seed: u64) -> Net {
        let preset = PresetId::from_id(preset).unwrap();
        let mut kinds = vec![
            SeatKind::Bot(BotLevel::Easy),
            SeatKind::Phone,
            SeatKind::Phone,
        ];
        kinds.resize(
            usize::from(preset.players_range().0.max(3)),
            SeatKind::Bot(BotLevel::Easy),
        );
        let mut net = Net {
            table: table(preset, &kinds, seed),
            hub: Hub::default(),
            phones: Vec::new(),
            now: 1_000,
            bytes: 0,
            sent: 0,
            whole_bytes: 0,
        };
        for (i, seat) in [Seat(1), Seat(2)].into_iter().enumerate() {
            net.connect(ConnId(i as u32), seat, Guest::new(Lang::ALL[i]));
        }
        net
    }

    fn connect(&mut self, id: ConnId, seat: Seat, mut guest: Guest) {
        let name = self.table.live.names()[seat.index()].clone();
        let out = self.hub.invited(id, seat, &name, id.0, self.now);
        self.host_out(out);
        let out = self.hub.opened(id);
        self.host_out(out);
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
                        if text.contains("\"table\"") || text.contains("\"patch\"") {
                            self.bytes += text.len();
                            self.sent += 1;
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

    fn guest_out(&mut self, id: ConnId, out: Vec<GuestOut>) {
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
            let lang = Lang::ALL[seat.index() - 1];
            if guest.table().is_some() {
                self.whole_bytes += encode(&ToGuest::Table(Box::new(remote_table(
                    &self.table,
                    *seat,
                    lang,
                ))))
                .len();
            }
        }
    }

    /// Every phone shows what the host means it to see now.
    fn check(&self, step: usize) {
        for (_, seat, guest) in &self.phones {
            let lang = Lang::ALL[seat.index() - 1];
            let mut want = remote_table(&self.table, *seat, lang);
            let mut got = guest.table().expect("a table").clone();
            (want.seq, got.seq) = (0, 0);
            assert_eq!(got, want, "step {step}: {seat}");
        }
    }

    /// One move of whoever is to act (a phone's through its guest), varied by `r`.
    fn step(&mut self, r: usize) -> bool {
        self.now += 700;
        let Some(seat) = self.table.live.to_act() else {
            return false;
        };
        let legal = self.table.live.legal_actions(seat);
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

#[test]
fn phones_see_the_hosts_tables_sent_as_changes_and_fewer_bytes() {
    for (preset, seed) in [("rhineland", 3), ("schieberamsch", 5)] {
        let mut net = Net::new(preset, seed);
        net.check(0);
        for step in 0..250 {
            if !net.step(step * 7) {
                break;
            }
            net.check(step);
        }
        let (after, before) = (net.bytes / net.sent, net.whole_bytes / net.sent);
        println!(
            "{preset}: {} tables, {after} bytes a message (whole every time: {before})",
            net.sent
        );
        assert!(after * 3 < before, "{preset}: {after} vs {before}");
    }
}
