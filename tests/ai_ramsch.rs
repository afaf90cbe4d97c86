//! Schieberamsch bots: information-set correctness, legality at every level for both presets,
//! and the time-sliced path.
#![cfg(not(target_arch = "wasm32"))]

use schraem::engine::Setup;
type Bot = schraem::ai::Bot<Match>;
use schraem::ai::{Budget, Level, StepClock};
use schraem::engine::cards::{Card, CardSet};
use schraem::engine::ramsch::order::Follow;
use schraem::engine::ramsch::{Action, DealCards, Match, Preset, Ruleset};
use schraem::engine::seat::Seat;

fn abc() -> Vec<String> {
    ["A", "B", "C"].map(String::from).to_vec()
}

fn hard_search(m: &Match, seat: Seat, seed: u64) -> (Option<Action>, u32) {
    let mut bot = Bot::new(Level::Hard, seed, *m.rules()).with_budget(Budget::Samples(40));
    let mut t = bot.begin(&m.view(seat), &m.legal_actions(seat));
    let clock = StepClock::new(0.0);
    loop {
        if let Some(d) = t.step(&clock, 4.0) {
            return (d, t.samples());
        }
    }
}

fn decide(level: Level, m: &Match, seat: Seat, seed: u64) -> Option<Action> {
    let mut bot = Bot::new(level, seed, *m.rules()).with_budget(Budget::Samples(40));
    bot.decide(
        &m.view(seat),
        &m.legal_actions(seat),
        &StepClock::new(0.0),
        f64::INFINITY,
    )
}

fn with_deal(cards: DealCards) -> Match {
    let rules = Ruleset::preset(Preset::Schieberamsch);
    let names = ["A", "B", "C"].map(String::from).to_vec();
    Match::new(Setup {
        rules,
        players: names,
        start: None,
        deals: vec![cards.to_record()],
        seed: None,
    })
    .unwrap()
}

/// Two deals equal for seat 0 (its hand, the skat it never sees) that differ in the other hands
/// by one swapped pair of the same class; the same public actions on both, then seat 0 decides.
#[test]
fn same_view_same_choice_in_schieberamsch() {
    let a = DealCards::seeded(42, 0, Seat(2));
    // Pushes only (nobody sees the skat), then the first trick by the medium policy.
    let mut ma = with_deal(a);
    let mut script = Vec::new();
    for s in [0u8, 1, 2] {
        script.push((Seat(s), Action::Pass));
    }
    for s in [0u8, 1, 2] {
        script.push((Seat(s), Action::Push));
    }
    for (s, a) in &script {
        ma.apply(*s, *a).unwrap();
    }
    for _ in 0..3 {
        let s = ma.to_act().unwrap();
        let act = decide(Level::Medium, &ma, s, 0).unwrap();
        ma.apply(s, act).unwrap();
        script.push((s, act));
    }
    let played: CardSet = script
        .iter()
        .filter_map(|(_, a)| match a {
            Action::Play { card } => Some(*card),
            _ => None,
        })
        .collect();
    // Swap one unplayed card between the two other seats, of the same class.
    let me = ma.to_act().unwrap();
    let (x, y) = (me.offset(1, 3).index(), me.offset(2, 3).index());
    let h1 = a.hands[x].difference(played);
    let h2 = a.hands[y].difference(played);
    let (c1, c2): (Card, Card) = h1
        .iter()
        .find_map(|c| {
            h2.iter()
                .find(|d| Follow::of(*d) == Follow::of(c))
                .map(|d| (c, d))
        })
        .expect("a pair of one class");
    let mut b = a;
    b.hands[x].remove(c1);
    b.hands[x].insert(c2);
    b.hands[y].remove(c2);
    b.hands[y].insert(c1);
    let mut mb = with_deal(b);
    for (s, act) in &script {
        mb.apply(*s, *act).unwrap();
    }
    assert_eq!(ma.view(me), mb.view(me));
    assert_ne!(
        ma.deal().unwrap().hand(Seat(x as u8)),
        mb.deal().unwrap().hand(Seat(x as u8))
    );
    let (choice, samples) = hard_search(&ma, me, 3);
    assert!(samples > 0, "the hard level searched");
    assert_eq!((choice, samples), hard_search(&mb, me, 3));
    for level in [Level::Medium, Level::Hard] {
        for seed in 0..5 {
            assert_eq!(decide(level, &ma, me, seed), decide(level, &mb, me, seed));
        }
    }
}

/// Whole matches for both presets with mixed line-ups: every action legal, the awaited seat acts.
#[test]
fn every_level_plays_only_legal_actions() {
    for preset in Preset::ALL {
        for game in 0..8u64 {
            let rules = Ruleset::preset(preset);
            let mut m = Match::new(Setup::new(rules, abc(), 500 + game)).unwrap();
            let mut bots: Vec<Bot> = (0..3)
                .map(|s| {
                    let level = Level::ALL[(s + game as usize) % 4];
                    Bot::new(level, s as u64, rules).with_budget(Budget::Samples(4))
                })
                .collect();
            let clock = StepClock::new(0.0);
            for _ in 0..2000 {
                let Some(awaited) = m.to_act() else { break };
                let mut acted = false;
                for k in 1..3 {
                    let s = awaited.offset(k, 3);
                    let legal = m.legal_actions(s);
                    if let Some(a) = bots[s.index()].decide(&m.view(s), &legal, &clock, 1.0) {
                        assert!(legal.contains(&a), "{preset:?}: {a:?} out of turn");
                        m.apply(s, a).unwrap();
                        acted = true;
                        break;
                    }
                }
                if acted {
                    continue;
                }
                let legal = m.legal_actions(awaited);
                let a = bots[awaited.index()]
                    .decide(&m.view(awaited), &legal, &clock, 1.0)
                    .expect("the awaited seat acts");
                assert!(legal.contains(&a), "{preset:?}: {a:?} not legal");
                m.apply(awaited, a).unwrap();
            }
            assert!(m.is_finished(), "{preset:?}: match did not end");
        }
    }
}

#[test]
fn sliced_and_synchronous_decisions_agree() {
    let mut m = Match::new(Setup::new(Ruleset::preset(Preset::Schieberamsch), abc(), 9)).unwrap();
    // Through the offers to seat 0's skat choice, a searched decision.
    for s in [0u8, 1, 2] {
        m.apply(Seat(s), Action::Pass).unwrap();
    }
    let view = m.view(Seat(0));
    let legal = m.legal_actions(Seat(0));
    let mut a = Bot::new(Level::Hard, 4, *m.rules()).with_budget(Budget::Samples(30));
    let mut b = a.clone();
    let sync = a.decide(&view, &legal, &StepClock::new(0.0), f64::INFINITY);
    let mut t = b.begin(&view, &legal);
    let clock = StepClock::new(1.0);
    let sliced = loop {
        if let Some(d) = t.step(&clock, 3.0) {
            break d;
        }
    };
    assert_eq!(sync, sliced);
    assert_eq!(t.samples(), 30);
}
