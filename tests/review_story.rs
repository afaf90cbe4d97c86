//! The review tells one story (issue 26, item 6): over random hands of both games, what the
//! verdict on the whole hand claims never contradicts what the lines on single decisions claim.
//! A verdict that nothing could have been done better (nothing would have won, no play could
//! have held you to fewer points) comes with no line that names a cost or a sure last trick; a
//! line that names a cost comes with a verdict that owns it; and where the verdict names a
//! figure (best play would have held you to B), the lines account for it.
//!
//! Cases per property: `SCHRAEM_REVIEW_CASES` (default 48).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use rand_core::RngCore;
use schraem::engine::rng::Xoshiro256StarStar;
use schraem::engine::{ramsch, schraem as s7, Game, Seat, Setup};
use schraem::i18n::Lang;
use schraem::session::{DealReview, DealStory, HandReview, HandStory, Verdict};

fn config() -> ProptestConfig {
    let cases = std::env::var("SCHRAEM_REVIEW_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(48);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// Plays random legal actions until `hands` hands are over; now and then a seat other than the
/// awaited one acts (a knock out of turn), and folds are rarer than holds, so hands are played
/// out often enough to have decisions worth judging.
fn play_randomly<G: Game>(m: &mut G, seed: u64, hands: usize)
where
    G::Action: Copy + std::fmt::Debug,
{
    let mut rng = Xoshiro256StarStar::from_seed(seed);
    let players = m.players().len();
    for _ in 0..4_000 {
        if m.is_finished() || m.finished_hands() >= hands {
            return;
        }
        let Some(awaited) = m.to_act() else { return };
        let other = Seat((rng.next_u64() % players as u64) as u8);
        let seat = if rng.next_u64().is_multiple_of(6) && !m.legal_actions(other).is_empty() {
            other
        } else {
            awaited
        };
        let legal = m.legal_actions(seat);
        // A fold or a Grand Hand is drawn again once, so that more hands are played to the
        // last trick and more deals are Ramsch (a Grand Hand's play is not judged).
        let mut a = legal[(rng.next_u64() % legal.len() as u64) as usize];
        if ["Fold", "GrandHand"]
            .iter()
            .any(|x| format!("{a:?}").starts_with(x))
        {
            a = legal[(rng.next_u64() % legal.len() as u64) as usize];
        }
        m.apply(seat, a).ok();
    }
}

/// What a review's verdict on the whole hand claims.
#[derive(Debug, PartialEq, Eq)]
enum VerdictSays {
    /// Nothing the seat chose could have done better (nothing would have won; the seat kept a
    /// sure win; no play could have held it to fewer points).
    NothingBetter,
    /// Some choice of the seat's cost it something; `figure`: penalty points best play would
    /// have saved, where the verdict names them.
    Cost { figure: Option<i32> },
    /// No claim either way (nothing judged).
    Nothing,
}

/// What the Siebenschräm verdict claims.
fn schraem_verdict(r: &HandReview) -> VerdictSays {
    match r.story() {
        HandStory::Unjudged => VerdictSays::Nothing,
        HandStory::NoWin { .. } => VerdictSays::NothingBetter,
        HandStory::InHand { gave: None, .. } => VerdictSays::NothingBetter,
        HandStory::InHand { gave: Some(_), .. } => VerdictSays::Cost { figure: None },
    }
}

/// What the Schieberamsch verdict claims.
fn ramsch_verdict(r: &DealReview) -> VerdictSays {
    match r.story() {
        DealStory::Unjudged => VerdictSays::Nothing,
        DealStory::AllBest { .. } => VerdictSays::NothingBetter,
        DealStory::Cost { best, .. } => VerdictSays::Cost {
            figure: (r.got > best).then_some(r.got - best),
        },
    }
}

fn check_schraem(preset: s7::Preset, players: usize, seed: u64) -> Result<(), TestCaseError> {
    // The table size asked for, or the nearest one the preset allows.
    let Some((players, mut m)) = (players..=8).chain((3..players).rev()).find_map(|n| {
        Some((
            n,
            s7::Match::new(Setup::new(preset.ruleset(), names(n), seed)).ok()?,
        ))
    }) else {
        return Ok(());
    };
    play_randomly(&mut m, seed, 3);
    for k in 0..m.finished_hands() {
        for me in (0..players as u8).map(Seat) {
            let Some(r) = m.hand_record(k).and_then(|r| HandReview::of(&r, me)) else {
                continue;
            };
            if r.too_large {
                continue;
            }
            let says = schraem_verdict(&r);
            let costs = r
                .moments
                .iter()
                .filter(|mo| matches!(mo.verdict, Verdict::GaveAway { .. }))
                .count();
            let in_hand = r
                .moments
                .iter()
                .any(|mo| !matches!(mo.verdict, Verdict::NoWinLeft));
            let at =
                format!("{preset:?} {players} players seed {seed} hand {k} {me:?}: {says:?} {r:?}");
            if says == VerdictSays::NothingBetter {
                prop_assert_eq!(
                    costs,
                    0,
                    "no better choice, yet a line names a cost: {}",
                    at
                );
            }
            if costs > 0 {
                prop_assert!(
                    matches!(says, VerdictSays::Cost { .. }),
                    "a cost the verdict does not own: {}",
                    at
                );
            }
            if matches!(r.story(), HandStory::NoWin { .. }) {
                prop_assert!(
                    !in_hand,
                    "nothing would have won, yet a line says the last trick was the seat's: {}",
                    at
                );
            }
            if r.moments.is_empty() {
                prop_assert_eq!(says, VerdictSays::Nothing, "{}", at);
            }
            for lang in Lang::ALL {
                let model =
                    schraem::games::schraem::review::hand_review_model(&r, &names(players), lang);
                prop_assert_eq!(
                    model.lines.iter().filter(|l| l.cost).count(),
                    costs,
                    "every cost has its line: {}",
                    at
                );
                // What the reader sees: under "nothing would have won", no line in words says
                // the last trick was his.
                if lang == Lang::En && matches!(r.story(), HandStory::NoWin { .. }) {
                    prop_assert!(
                        model.lines.iter().all(|l| !l.text.contains("yours")),
                        "{:?}: {}",
                        model.lines,
                        at
                    );
                }
            }
        }
    }
    Ok(())
}

fn check_ramsch(preset: ramsch::Preset, seed: u64) -> Result<(), TestCaseError> {
    let rules = ramsch::Ruleset::preset(preset);
    let mut m = ramsch::Match::new(Setup::new(rules, names(3), seed)).unwrap();
    play_randomly(&mut m, seed, 1);
    for k in 0..m.finished_hands() {
        for me in (0..3u8).map(Seat) {
            let Some(r) = m.hand_record(k).and_then(|r| DealReview::of(&r, me)) else {
                continue;
            };
            if r.too_large {
                continue;
            }
            let says = ramsch_verdict(&r);
            let more: i32 = r.costs.iter().map(|c| c.more).sum();
            let at = format!("{preset:?} seed {seed} deal {k} {me:?}: {says:?} {r:?}");
            if says == VerdictSays::NothingBetter {
                prop_assert!(
                    r.costs.is_empty(),
                    "could not have done better, yet a card cost points: {}",
                    at
                );
            }
            if !r.costs.is_empty() {
                prop_assert!(
                    matches!(says, VerdictSays::Cost { .. }),
                    "a cost the verdict does not own: {}",
                    at
                );
            }
            if let VerdictSays::Cost { figure: Some(f) } = says {
                prop_assert!(
                    more >= f,
                    "the lines account for less than the verdict's {}: {}",
                    f,
                    at
                );
            }
            for lang in Lang::ALL {
                prop_assert_eq!(
                    schraem::games::ramsch::review::deal_review_model(&r, &names(3), lang)
                        .lines
                        .iter()
                        .filter(|l| l.cost)
                        .count(),
                    r.costs.len(),
                    "every cost has its line: {}",
                    at
                );
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn siebenschraem_verdict_and_lines_agree(
        seed in any::<u64>(),
        preset in prop::sample::select(vec![s7::Preset::Rhineland, s7::Preset::Marienheide, s7::Preset::Toepen, s7::Preset::Eifel]),
        players in 3usize..=5,
    ) {
        check_schraem(preset, players, seed)?;
    }

    #[test]
    fn schieberamsch_verdict_and_lines_agree(
        seed in any::<u64>(),
        preset in prop::sample::select(ramsch::Preset::ALL.to_vec()),
    ) {
        check_ramsch(preset, seed)?;
    }
}
