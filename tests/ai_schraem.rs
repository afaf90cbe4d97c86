//! Siebenschräm bots: information-set correctness (two different deals that look the same to a
//! seat get the same decision), legality at every level for every preset, and behaviours a
//! player relies on.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use schraem::engine::Setup;
type Bot = schraem::ai::Bot<Match>;
use schraem::ai::{Budget, Level, StepClock};
use schraem::engine::cards::Card;
use schraem::engine::record::Start;
use schraem::engine::rng::Xoshiro256StarStar;
use schraem::engine::schraem::{Action, Match, PhaseView, Preset, Ruleset};
use schraem::engine::seat::Seat;

use common::{names, rhineland_at as rhineland};

fn run(m: &mut Match, script: &[(u8, Action)]) {
    for &(s, a) in script {
        m.apply(Seat(s), a).unwrap();
    }
}

fn decide(level: Level, m: &Match, seat: u8, seed: u64) -> Option<Action> {
    let rules = *m.ruleset();
    let mut bot = Bot::new(level, seed, rules).with_budget(Budget::Samples(48));
    bot.decide(
        &m.view(Seat(seat)),
        &m.legal_actions(Seat(seat)),
        &StepClock::new(0.0),
        f64::INFINITY,
    )
}

/// Runs the hard level's sliced search to the end and returns (decision, samples used).
fn hard_search(m: &Match, seat: u8, seed: u64) -> (Option<Action>, u32) {
    let mut bot = Bot::new(Level::Hard, seed, *m.ruleset()).with_budget(Budget::Samples(48));
    let mut t = bot.begin(&m.view(Seat(seat)), &m.legal_actions(Seat(seat)));
    let clock = StepClock::new(0.0);
    loop {
        if let Some(d) = t.step(&clock, 5.0) {
            return (d, t.samples());
        }
    }
}

fn look_all() -> Vec<(u8, Action)> {
    (0..4).map(|s| (s, Action::Look)).collect()
}

/// Seat 0's cards and everything played are the same; the others' unplayed cards differ
/// (replaced by cards from the 16 that are not dealt in rhineland).
#[test]
fn same_view_same_choice_in_siebenschraem() {
    let a = ["HT C9 S8 D8", "C7 HA SJ DQ", "CK H8 SQ DJ", "CQ H9 SK DK"];
    let b = ["HT C9 S8 D8", "C7 HK S9 D9", "CK HJ SA DA", "CQ HQ S7 D7"];
    let mut script = look_all();
    // Trick 1: clubs, everyone follows; C9 wins (10 9 8 7 A K Q J) and seat 0 leads again.
    script.extend([
        (0, Action::Play("C9".parse().unwrap())),
        (1, Action::Play("C7".parse().unwrap())),
        (2, Action::Play("CK".parse().unwrap())),
        (3, Action::Play("CQ".parse().unwrap())),
    ]);
    let mut ma = rhineland(a, None);
    let mut mb = rhineland(b, None);
    run(&mut ma, &script);
    run(&mut mb, &script);
    assert_eq!(ma.view(Seat(0)), mb.view(Seat(0)));
    assert_ne!(
        ma.hand().unwrap().cards(Seat(1)),
        mb.hand().unwrap().cards(Seat(1))
    );
    // The hard level really searched (it did not fall back on the heuristic).
    assert_eq!(hard_search(&ma, 0, 1).1, 48);
    assert_eq!(hard_search(&ma, 0, 1), hard_search(&mb, 0, 1));
    for level in [Level::Medium, Level::Hard] {
        for seed in 0..6 {
            assert_eq!(
                decide(level, &ma, 0, seed),
                decide(level, &mb, 0, seed),
                "{level:?} seed {seed} on play"
            );
        }
    }
    // A knock by seat 2: seat 3 answers first, then seat 0 (clockwise from the knocker).
    run(&mut ma, &[(2, Action::Knock), (3, Action::Hold)]);
    run(&mut mb, &[(2, Action::Knock), (3, Action::Hold)]);
    assert_eq!(ma.view(Seat(0)), mb.view(Seat(0)));
    assert_eq!(hard_search(&ma, 0, 2).1, 48);
    for level in [Level::Medium, Level::Hard] {
        for seed in 0..6 {
            assert_eq!(decide(level, &ma, 0, seed), decide(level, &mb, 0, seed));
        }
    }
}

/// Seat 0 wins three tricks and leads the ten of hearts to the last: a sure win.
fn sure_last_trick() -> Match {
    let mut m = rhineland(
        ["C7 S7 D7 HT", "CJ SJ DJ HJ", "CQ SQ DQ HQ", "CK SK DK HK"],
        None,
    );
    let mut script = look_all();
    for suit in ["C", "S", "D"] {
        for (s, r) in ["7", "J", "Q", "K"].iter().enumerate() {
            script.push((s as u8, Action::Play(format!("{suit}{r}").parse().unwrap())));
        }
    }
    run(&mut m, &script);
    m
}

#[test]
fn a_sure_winner_holds_a_knock() {
    let mut m = sure_last_trick();
    m.apply(Seat(1), Action::Knock).unwrap();
    run(&mut m, &[(2, Action::Fold), (3, Action::Fold)]);
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        for seed in 0..4 {
            assert_eq!(decide(level, &m, 0, seed), Some(Action::Hold), "{level:?}");
        }
    }
}

#[test]
fn medium_and_hard_knock_out_of_turn_only_with_reason() {
    let m = sure_last_trick();
    // Seat 0 is to lead a sure winner: medium knocks (free marks), nobody else does.
    assert_eq!(decide(Level::Medium, &m, 0, 1), Some(Action::Knock));
    for s in 1..4 {
        assert_eq!(decide(Level::Medium, &m, s, 1), None);
        assert_eq!(decide(Level::Hard, &m, s, 1), None);
    }
}

#[test]
fn the_poor_players_forced_knock_is_made() {
    let start = Start {
        marks: Some(vec![1, 7, 7, 7]),
        ..Start::default()
    };
    let m = rhineland(
        ["C7 S7 D7 HT", "CJ SJ DJ HJ", "CQ SQ DQ HQ", "CK SK DK HK"],
        Some(start),
    );
    let phase = m.view(Seat(0)).hand.unwrap().phase;
    assert_eq!(phase, PhaseView::ForcedKnock { seat: Seat(0) });
    for level in Level::ALL {
        let a = decide(level, &m, 0, 3).unwrap();
        assert!(m.legal_actions(Seat(0)).contains(&a), "{level:?} {a:?}");
        assert!(
            matches!(a, Action::BlindKnock | Action::Knock),
            "{level:?} {a:?}"
        );
    }
}

/// Random line-ups on every preset: every returned action is legal, the awaited seat always acts.
#[test]
fn every_level_plays_only_legal_actions_on_every_preset() {
    let mut pick = Xoshiro256StarStar::from_seed(5);
    for preset in Preset::ALL {
        let (lo, hi) = preset.players_range();
        for game in 0..8u64 {
            let n = usize::from(lo) + (pick.below(u64::from(hi - lo + 1)) as usize).min(3);
            let mut rules = preset.ruleset();
            rules.match_format = schraem::engine::schraem::MatchFormat::SingleGame;
            let mut m = Match::new(Setup::new(rules, names(n), 100 + game)).unwrap();
            let mut bots: Vec<Bot> = (0..n)
                .map(|s| {
                    let level = Level::ALL[(s + game as usize) % 4];
                    Bot::new(level, s as u64, rules).with_budget(Budget::Samples(6))
                })
                .collect();
            play(&mut m, &mut bots, preset);
        }
    }
}

fn play(m: &mut Match, bots: &mut [Bot], preset: Preset) {
    let clock = StepClock::new(0.0);
    let n = bots.len();
    for _ in 0..3000 {
        let Some(awaited) = m.to_act() else { break };
        let mut acted = false;
        for k in 1..n {
            let s = Seat(((awaited.index() + k) % n) as u8);
            let legal = m.legal_actions(s);
            if let Some(a) = bots[s.index()].decide(&m.view(s), &legal, &clock, f64::INFINITY) {
                assert!(
                    legal.contains(&a),
                    "{preset:?}: out of turn {a:?} not in {legal:?}"
                );
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
            .decide(&m.view(awaited), &legal, &clock, f64::INFINITY)
            .unwrap_or_else(|| panic!("{preset:?}: awaited seat did nothing"));
        assert!(legal.contains(&a), "{preset:?}: {a:?} not in {legal:?}");
        m.apply(awaited, a).unwrap();
    }
    assert!(
        m.is_finished(),
        "{preset:?}: the game did not end in 3000 actions"
    );
}

/// The time-sliced path gives the same decision as the synchronous one.
#[test]
fn sliced_and_synchronous_decisions_agree() {
    let m = sure_last_trick();
    let view = m.view(Seat(2));
    let rules = *m.ruleset();
    let mut m2 = rhineland(
        ["C7 S7 D7 HT", "CJ SJ DJ HJ", "CQ SQ DQ HQ", "CK SK DK HK"],
        None,
    );
    run(&mut m2, &look_all());
    let view2 = m2.view(Seat(0));
    for v in [&view, &view2] {
        let seat = v.seat.unwrap();
        let legal = if seat == Seat(2) {
            m.legal_actions(seat)
        } else {
            m2.legal_actions(seat)
        };
        let mut a = Bot::new(Level::Hard, 9, rules).with_budget(Budget::Samples(40));
        let mut b = a.clone();
        let sync = a.decide(v, &legal, &StepClock::new(0.0), f64::INFINITY);
        let mut t = b.begin(v, &legal);
        let clock = StepClock::new(1.0);
        let sliced = loop {
            if let Some(d) = t.step(&clock, 3.0) {
                break d;
            }
        };
        assert_eq!(sync, sliced);
    }
}

/// Policy-based inference: after an opponent knocks (having looked at his cards), the hard
/// level's sampled deals give him a strong card far more often than the bare card counts do.
#[test]
fn a_knock_makes_the_hard_level_believe_a_strong_hand() {
    use schraem::ai::BotGame;
    let mut m = rhineland(
        ["C7 C8 S7 D7", "CT HA SJ DQ", "CK H8 SQ DJ", "CQ H9 SK DK"],
        None,
    );
    run(&mut m, &look_all());
    m.apply(Seat(1), Action::Knock).unwrap();
    let view = m.view(Seat(0));
    let frame = <Match as BotGame>::frame(&view, m.ruleset()).unwrap();
    let mut rng = Xoshiro256StarStar::from_seed(9);
    let (mut plain, mut weighted, mut count, mut total) = (0.0, 0.0, 0.0, 0.0);
    for _ in 0..4000 {
        let Some((sim, weight)) = <Match as BotGame>::sample(&frame, &mut rng) else {
            continue;
        };
        let ten = sim
            .cards(Seat(1))
            .iter()
            .any(|c| c.rank() == schraem::engine::cards::Rank::Ten);
        let ten = if ten { 1.0 } else { 0.0 };
        plain += ten;
        count += 1.0;
        weighted += weight * ten;
        total += weight;
    }
    let (plain, weighted) = (plain / count, weighted / total);
    assert!(count > 1000.0, "{count} samples");
    assert!(
        weighted > plain + 0.15,
        "knocker holds a ten: {weighted:.2} weighted vs {plain:.2} by counting"
    );
}

/// Levels feel different: a newcomer (easy) sometimes wins an early trick with its best card,
/// forgetting that only the last trick counts; medium never gives its best card away early.
#[test]
fn easy_spends_its_best_card_early_now_and_then_medium_never() {
    let (mut eligible, mut easy_spent, mut medium_spent) = (0, 0, 0);
    for seed in 0..300u64 {
        let mut m = Match::new(Setup::new(Ruleset::rhineland(), names(4), seed)).unwrap();
        run(&mut m, &look_all());
        let Some(seat) = m.to_act() else { continue };
        let hand = m.view(seat).hand.unwrap().own_cards.unwrap();
        let strength = |c: Card| schraem::engine::schraem::order::strength(c.rank());
        let top = hand.iter().map(strength).max().unwrap();
        let best: Vec<Card> = hand.iter().filter(|c| strength(*c) == top).collect();
        if best.len() != 1 || hand.len() != 4 {
            continue;
        }
        let spends = |level: Level, s: u64| match decide(level, &m, seat.0, s) {
            Some(Action::Play(c)) => Some(c == best[0]),
            _ => None, // it knocked first
        };
        medium_spent += usize::from(spends(Level::Medium, seed) == Some(true));
        if let Some(spent) = spends(Level::Easy, seed) {
            eligible += 1;
            easy_spent += usize::from(spent);
        }
    }
    assert!(eligible > 60, "{eligible} positions");
    assert_eq!(medium_spent, 0);
    let share = easy_spent as f64 / f64::from(eligible);
    assert!(
        (0.1..0.5).contains(&share),
        "easy spent its best card in {share:.2}"
    );
}
