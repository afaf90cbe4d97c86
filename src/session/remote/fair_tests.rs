//! The checkable deal: honest hosts pass on every phone in every preset, tampered tables are
//! caught, and nothing is opened that the phone may not see.

use super::tests::with_phones as table;
use super::*;
use crate::engine::cards::CardSet;
use crate::engine::{schraem, PresetId, Seat};
use crate::lang::Lang;
use crate::session::{AnyMatch, Table};

fn presets() -> Vec<PresetId> {
    let mut all: Vec<PresetId> = schraem::Preset::ALL
        .iter()
        .map(|p| PresetId::from_id(p.id()).unwrap())
        .collect();
    all.push(PresetId::from_id("schieberamsch").unwrap());
    all.push(PresetId::from_id("schieberamsch_fr").unwrap());
    all
}

/// Plays `table` with varied legal actions, feeding both phones' ledgers after every action
/// (and calling `each` with every table sent); each phone also reloads now and then (a fresh
/// ledger, its verdicts so far kept aside). Returns every verdict of both phones.
fn play(
    t: &mut Table,
    seed: u64,
    steps: usize,
    mut each: impl FnMut(&RemoteSeat),
) -> Vec<(u32, Result<(), Unfair>)> {
    let mut ledgers = [Ledger::default(), Ledger::default()];
    let mut verdicts = Vec::new();
    let mut r = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
    for step in 0..steps {
        for (i, ledger) in ledgers.iter_mut().enumerate() {
            if step % 61 == 17 + 11 * i {
                verdicts.extend(std::mem::take(ledger).verdicts());
            }
            let sent = remote_seat(t, Seat(i as u8 + 1));
            each(&sent);
            ledger.observe(&sent);
        }
        let Some(seat) = t.live().to_act() else { break };
        let legal = t.live().legal_actions(seat);
        r = r
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        t.act(seat, legal[(r >> 33) as usize % legal.len()])
            .expect("legal");
    }
    for ledger in ledgers {
        verdicts.extend(ledger.verdicts());
    }
    verdicts
}

#[test]
fn an_honest_host_passes_on_every_phone_in_every_preset() {
    // Tables on which a seat had drawn cards (an exchange, a skat picked up): the counts matter.
    let mut with_draws = 0;
    for preset in presets() {
        let mut judged = 0;
        for seed in 1..=4 {
            let mut t = table(preset, seed);
            let verdicts = play(&mut t, seed, 700, |sent| {
                // What an honest host sends always reads as its seat (its lists fit its players).
                assert_eq!(sent.check(), Ok(()), "{preset} seed {seed}");
                if sent
                    .fair
                    .as_ref()
                    .is_some_and(|f| f.drawn.iter().any(|&d| d > 0))
                {
                    with_draws += 1;
                }
            });
            for (hand, verdict) in verdicts {
                assert_eq!(verdict, Ok(()), "{preset} seed {seed} hand {hand}");
                judged += 1;
            }
        }
        assert!(judged >= 8, "{preset}: only {judged} hands judged");
    }
    assert!(with_draws > 100, "{with_draws} tables with draws");
}

#[test]
fn only_a_phones_own_dealt_cards_and_this_hands_played_cards_are_opened() {
    for preset in presets() {
        let mut t = table(preset, 7);
        let mut opened = 0;
        let mut r = 11u64;
        for _ in 0..400 {
            for phone in [Seat(1), Seat(2)] {
                let Some(fair) = fair_deal(&t, phone) else {
                    continue;
                };
                // A finished deal (Schieberamsch, between deals): every card opened was played.
                if fair.complete {
                    for o in &fair.openings {
                        let played = fair.played.get(usize::from(o.place));
                        assert!(
                            played.is_some_and(|p| p.contains(o.card)),
                            "{preset}: {o:?}"
                        );
                    }
                    continue;
                }
                let (dealt, played) = dealt_and_played(t.live(), phone);
                for o in &fair.openings {
                    let ok = if o.place == phone.0 {
                        dealt.contains(o.card)
                    } else {
                        played[usize::from(o.place)].contains(o.card)
                    };
                    assert!(ok, "{preset}: {phone} was opened {} at {}", o.card, o.place);
                    opened += 1;
                }
                // Schieberamsch: every card played is opened, so an unopened one cannot tell
                // that it came from the skat.
                if matches!(&**t.live(), AnyMatch::Ramsch(_)) {
                    for (s, cards) in played.iter().enumerate() {
                        for card in cards.iter().filter(|_| s != phone.index()) {
                            assert!(
                                fair.openings.iter().any(|o| o.card == card),
                                "{preset}: {card} played by seat {s} not opened"
                            );
                        }
                    }
                }
            }
            let Some(seat) = t.live().to_act() else { break };
            let legal = t.live().legal_actions(seat);
            r = r.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            t.act(seat, legal[(r >> 33) as usize % legal.len()])
                .expect("legal");
        }
        assert!(opened > 0, "{preset}");
    }
}

/// `phone`'s dealt cards this hand, and every seat's cards played this hand, from the engine.
fn dealt_and_played(live: &AnyMatch, phone: Seat) -> (CardSet, Vec<CardSet>) {
    let mut played = vec![CardSet::EMPTY; 4];
    match live {
        AnyMatch::Schraem(m) => {
            let span = m.spans().last().unwrap();
            for e in &m.log()[span.log..] {
                if let schraem::Event::Played { seat, card } = e {
                    played[seat.index()].insert(*card);
                }
            }
            (span.hands[phone.index()], played)
        }
        AnyMatch::Ramsch(m) => {
            let span = m.spans().last().unwrap();
            for (seat, a) in &m.history()[span.action..] {
                if let crate::engine::ramsch::Action::Play { card } = a {
                    played[seat.index()].insert(*card);
                }
            }
            // The promise is of the hands as trick play begins.
            let hand = m.deal().unwrap().hand(phone).union(played[phone.index()]);
            (hand, played)
        }
    }
}

/// A table of `preset` as Ben's phone gets it once a few cards are on the table, with his
/// ledger having followed the hand from its start.
fn mid_hand(preset: &str) -> (Ledger, RemoteSeat) {
    let mut t = table(PresetId::from_id(preset).unwrap(), 5);
    let mut ledger = Ledger::default();
    for step in 0.. {
        assert!(step < 300, "{preset}: no cards played");
        let sent = remote_seat(&t, Seat(1));
        ledger.observe(&sent);
        if let Some(fair) = &sent.fair {
            let played: u32 = fair.played.iter().map(|p| p.len()).sum();
            if played >= 2 && !fair.played[0].is_empty() {
                return (ledger, sent);
            }
        }
        let seat = t.live().to_act().expect("the hand goes on");
        // Everyone stays in and plays: the first card, else the first action.
        let legal = t.live().legal_actions(seat);
        let play = legal
            .iter()
            .find(|a| format!("{a:?}").contains("Play"))
            .or_else(|| legal.iter().find(|a| format!("{a:?}").contains("Hold")))
            .copied()
            .unwrap_or(legal[0]);
        t.act(seat, play).expect("legal");
    }
    unreachable!()
}

fn verdict_of(ledger: &mut Ledger, sent: &RemoteSeat) -> Option<Result<(), Unfair>> {
    ledger.observe(sent);
    ledger.verdicts().last().map(|(_, v)| *v)
}

#[test]
fn a_tampered_table_is_caught() {
    for preset in ["rhineland", "schieberamsch"] {
        let (ledger, honest) = mid_hand(preset);
        assert_eq!(verdict_of(&mut ledger.clone(), &honest), None, "{preset}");
        let fair = honest.fair.clone().expect("a promise");
        let ann = Seat(0);
        let with = |f: &dyn Fn(&mut RemoteSeat)| {
            let mut sent = honest.clone();
            f(&mut sent);
            verdict_of(&mut ledger.clone(), &sent)
        };
        // The promise changes mid-hand.
        let changed = with(&|s| s.fair.as_mut().unwrap().promise.entries[0] = "0".repeat(32));
        assert_eq!(changed, Some(Err(Unfair::Promise)), "{preset}");
        // An opening with another card than promised.
        let forged = with(&|s| {
            let o = &mut s.fair.as_mut().unwrap().openings[0];
            o.salt = "00".repeat(16);
        });
        assert_eq!(forged, Some(Err(Unfair::Opening)), "{preset}");
        // Ben's own cards not all promised to him.
        let short = with(&|s| {
            let f = s.fair.as_mut().unwrap();
            let i = f.openings.iter().position(|o| o.place == 1).unwrap();
            f.openings.remove(i);
        });
        assert_eq!(short, Some(Err(Unfair::OwnHand)), "{preset}");
        // Ann plays a card Ben holds.
        let mine = fair.openings.iter().find(|o| o.place == 1).unwrap().card;
        let stolen = with(&|s| s.fair.as_mut().unwrap().played[0].insert(mine));
        assert_eq!(stolen, Some(Err(Unfair::Played(ann))), "{preset}");
        // Ann's played card without its opening: only a card she drew could be that.
        let unopened = with(&|s| {
            let f = s.fair.as_mut().unwrap();
            f.openings.retain(|o| o.place != 0);
            f.drawn = vec![0; f.drawn.len()];
        });
        assert_eq!(unopened, Some(Err(Unfair::Played(ann))), "{preset}");
        // A verdict sticks: the honest table afterwards does not clear it.
        let mut l = ledger.clone();
        let mut bad = honest.clone();
        bad.fair.as_mut().unwrap().promise.entries[0] = "0".repeat(32);
        l.observe(&bad);
        assert_eq!(verdict_of(&mut l, &honest), Some(Err(Unfair::Promise)));
    }
}

#[test]
fn a_phone_that_joins_mid_hand_does_not_judge_that_hand() {
    let (_, sent) = mid_hand("rhineland");
    let mut late = Ledger::default();
    let mut bad = sent.clone();
    bad.fair.as_mut().unwrap().openings.clear();
    late.observe(&bad);
    assert!(late.verdicts().is_empty());
}

#[test]
fn a_schieberamsch_deal_is_judged_when_it_ends_not_when_the_next_one_is_played() {
    for preset in ["schieberamsch", "schieberamsch_fr"] {
        let mut t = table(PresetId::from_id(preset).unwrap(), 3);
        let mut ledger = Ledger::default();
        let mut judged = 0;
        for _ in 0..400 {
            let hands = t.live().finished_hands();
            ledger.observe(&remote_seat(&t, Seat(1)));
            // Every deal finished so far has its verdict on the first table after its last card.
            let numbers: Vec<u32> = ledger.verdicts().iter().map(|(n, _)| *n).collect();
            let expected: Vec<u32> = (0..hands as u32).collect();
            assert_eq!(numbers, expected, "{preset}: after {hands} deals");
            assert!(ledger.verdicts().iter().all(|(_, v)| v.is_ok()), "{preset}");
            judged = hands;
            let Some(seat) = t.live().to_act() else { break };
            let legal = t.live().legal_actions(seat);
            t.act(seat, legal[0]).expect("legal");
        }
        assert!(judged >= 2, "{preset}: {judged} deals");
    }
}

#[test]
fn a_seat_that_has_not_looked_is_opened_none_of_its_cards() {
    for preset in presets()
        .into_iter()
        .filter(|p| matches!(p, PresetId::Schraem(_)))
    {
        let t = table(preset, 2);
        let AnyMatch::Schraem(m) = &**t.live() else {
            unreachable!()
        };
        for phone in [Seat(1), Seat(2)] {
            let looked = m.hand().is_some_and(|h| h.has_looked(phone));
            let Some(fair) = fair_deal(&t, phone) else {
                continue;
            };
            let own = fair.openings.iter().filter(|o| o.place == phone.0).count();
            assert!(
                looked || own == 0,
                "{preset}: {phone} opened {own} unseen cards"
            );
        }
    }
}

#[test]
fn the_alert_of_a_broken_promise_names_the_check_and_the_seat() {
    let checks = [
        Unfair::Promise,
        Unfair::Opening,
        Unfair::OwnHand,
        Unfair::Played(Seat(0)),
    ];
    for lang in Lang::ALL {
        let lines: Vec<String> = checks
            .iter()
            .map(|&c| (lang.phones().fair_bad)(3, c, "Ann"))
            .collect();
        for (i, line) in lines.iter().enumerate() {
            assert!(line.contains('3'), "{lang:?}: {line}");
            assert!(lines[..i].iter().all(|l| l != line), "{lang:?}: {line}");
        }
        assert!(lines[3].contains("Ann"), "{lang:?}: {}", lines[3]);
    }
}
