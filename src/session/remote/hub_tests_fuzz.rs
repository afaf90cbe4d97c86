//! A fuzz of random and mutated messages into the host's and the joiner's state machines (over
//! `hub_tests`' pretend channel): nothing panics — the joiner's drawing of what it took included
//! — and nothing moves the match except a legal move of the sender's own seat.
//!
//! Fuzz messages in all (half into each machine): `SCHRAEM_FUZZ_MESSAGES`, by default the million
//! of issue 29 in every build, so the test command runs it: 6.9 s in the test profile
//! (`opt-level = 1`) on the 2-core build machine, where compiling the library's tests in release
//! for it alone would cost minutes.

use super::hub_tests::{no_link, Net};
use super::*;
use crate::engine::Seat;

/// A tiny generator so the fuzz corpus is the same on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() as usize) % n.max(1)
    }
}

fn fuzz_messages() -> usize {
    std::env::var("SCHRAEM_FUZZ_MESSAGES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000)
}

/// `text` mutated: bytes flipped, cut, spliced, or a JSON value swapped for another.
fn mutate(text: &str, r: &mut Lcg) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=r.below(3) {
        let at = r.below(bytes.len() + 1);
        match r.below(6) {
            0 if !bytes.is_empty() => {
                let i = at.min(bytes.len() - 1);
                bytes[i] ^= 1 << r.below(8);
            }
            1 => bytes.truncate(at),
            2 => bytes.insert(at, b"{}[]\":,0-9aez\\"[r.below(14)]),
            3 if at < bytes.len() => {
                bytes.remove(at);
            }
            4 => {
                let swap: &[u8] = [
                    &b"null"[..],
                    b"-1",
                    b"4294967296",
                    b"\"\"",
                    b"[]",
                    b"{}",
                    b"1e999",
                    b"true",
                ][r.below(8)];
                let end = (at + r.below(8)).min(bytes.len());
                bytes.splice(at..end, swap.iter().copied());
            }
            _ => bytes.extend_from_slice(&bytes.clone()[..at.min(bytes.len())]),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn a_million_random_and_mutated_messages_break_nothing() {
    let n = fuzz_messages();
    let mut r = Lcg(29);
    let mut net = Net::new("rhineland", 12);
    for step in 0..15 {
        net.step(step);
    }
    // Valid messages of both directions, to mutate.
    let mut to_host: Vec<String> = vec![
        encode(&ToHost::Hello { phone: "x".into() }),
        encode(&ToHost::NextHand {}),
        encode(&ToHost::Resend {}),
    ];
    for seat in 0..4u8 {
        for action in net.table.live().legal_actions(Seat(seat)) {
            to_host.push(encode(&ToHost::Move {
                seat: Seat(seat),
                action,
            }));
        }
    }
    let mut whole = remote_seat(&net.table, Seat(1));
    whole.seq = 99;
    let to_guest: Vec<String> = vec![
        encode(&ToGuest::State(Box::new(whole))),
        encode(&ToGuest::Patch {
            base: 1,
            diff: serde_json::json!({"seq": 2, "game": {"schraem": {"log": {"$drop": 1, "$add": [{"Looked": {"seat": 1}}]}}}, "legal": ["s look"]}),
        }),
        encode(&ToGuest::Refused {
            reason: MoveRefusal::Over,
        }),
        encode(&ToGuest::Reload { host: 3 }),
    ];
    let actions_before = net.table.live().actions_so_far();
    let (mut acts, mut host_msgs, mut guest_msgs, mut drawn) = (0, 0, 0, 0);
    let ben = ConnId(0);
    for i in 0..n {
        let from = if i % 2 == 0 { &to_host } else { &to_guest };
        let text = match r.below(4) {
            0 => (0..r.below(40))
                .map(|_| char::from(32 + r.below(95) as u8))
                .collect(),
            1 => from[r.below(from.len())].clone(),
            _ => mutate(&from[r.below(from.len())], &mut r),
        };
        net.now += r.below(40) as u64;
        if i % 2 == 0 {
            host_msgs += 1;
            let seat_before = net.table.live().to_act();
            let out = net
                .hub
                .received(ben, &text, net.now, Some(&net.table), &no_link);
            for o in out {
                if let HubOut::Act(seat, action) = o {
                    // Only a legal move of Ben's own seat, and only one he could send.
                    assert_eq!(seat, Seat(1), "{text}");
                    assert!(
                        net.table.live().legal_actions(seat).contains(&action),
                        "{text}"
                    );
                    assert!(seat_before.is_some());
                    acts += 1;
                }
            }
        } else {
            guest_msgs += 1;
            let guest = &mut net.phones[0].2;
            let seat_before = guest.state().map(|t| t.seat);
            let out = guest.received(&text);
            // What the phone took, it draws (the join screen does on `Show`): a state that reads
            // as its seat of a game must draw without a panic, in every language.
            if out.contains(&GuestOut::Show) {
                let state = guest.state().expect("a state to show");
                for lang in crate::lang::Lang::ALL {
                    assert!(crate::games::phone_table(state, lang).is_ok(), "{text}");
                }
                drawn += 1;
            }
            // A joined phone never ends up on another seat's table.
            let seat_after = guest.state().map(|t| t.seat);
            assert!(seat_before.is_none() || seat_after == seat_before, "{text}");
        }
    }
    println!("fuzz: {host_msgs} messages into the host, {guest_msgs} into the joiner ({drawn} taken and drawn), {acts} legal moves taken, 0 panics");
    // The match moved only by Ben's legal moves (the host never applied one here: it only checked).
    assert_eq!(net.table.live().actions_so_far(), actions_before);
}
