//! The slate for real cards books what the table says (value, folds, penalties, who won) through
//! `Match::enter_hand`. Property: on random recorded matches of every preset (and the tournament
//! formats, and folded cards that stay live), entering each finished hand's result into a second
//! match gives exactly the engine's marks, eliminations, dealers, games and match points.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{config, names};
use proptest::prelude::*;
use schraem_engine::rng::Xoshiro256StarStar;
use schraem_engine::schraem::{
    Action, EntryError, Event, FoldedCard, HandEntry, LastTrick, Match, MatchFormat, Preset,
    Ruleset, SeatEntry,
};
use schraem_engine::seat::Seat;
use schraem_engine::{Rules, Setup};

/// Every action but a redeal request: asking for "pretty ones" changes the dealer without a
/// result, which the slate does not enter.
fn universe() -> Vec<Action> {
    common::universe()
        .into_iter()
        .filter(|a| !matches!(a, Action::RedealRequest | Action::Agree))
        .collect()
}

/// What the players would tell the slate about the hand whose events are `events`.
fn entry_from(events: &[Event], start: u8, n: usize) -> HandEntry {
    let mut value = start;
    let mut seats = vec![SeatEntry::default(); n];
    let mut last_trick = None;
    for e in events {
        match *e {
            Event::Knocked { seat, value: v, .. } => {
                value = v;
                seats[seat.index()].knocked = true;
            }
            Event::Folded { seat, .. } => seats[seat.index()].folded_at = Some(value),
            Event::Penalty { seat, lost, out } => {
                let s = &mut seats[seat.index()];
                s.penalty += u8::try_from(lost).expect("a small penalty");
                s.out_by_challenge |= out;
            }
            // The next hand's deal (and its hammer) follows in the same log.
            Event::HandWon { seat, .. } => {
                last_trick = Some(LastTrick::Won(seat));
                break;
            }
            Event::NobodyWins { folder, .. } => {
                last_trick = Some(LastTrick::FoldedCard(folder));
                break;
            }
            _ => {}
        }
    }
    HandEntry {
        value,
        seats,
        last_trick: last_trick.expect("a finished hand"),
    }
}

fn same_books(played: &Match, slate: &Match) -> Result<(), TestCaseError> {
    let strip = |m: &Match| {
        m.results()
            .iter()
            .map(|r| {
                (
                    r.game,
                    r.winner,
                    r.value,
                    r.losses.clone(),
                    r.by_folds,
                    r.escape,
                )
            })
            .collect::<Vec<_>>()
    };
    prop_assert_eq!(strip(played), strip(slate));
    prop_assert_eq!(played.game(), slate.game());
    prop_assert_eq!(played.games(), slate.games());
    prop_assert_eq!(played.match_points(), slate.match_points());
    prop_assert_eq!(played.is_finished(), slate.is_finished());
    prop_assert_eq!(played.winner(), slate.winner());
    prop_assert_eq!(played.loser(), slate.loser());
    prop_assert_eq!(played.tied(), slate.tied());
    if let (Some(a), Some(b)) = (played.hand(), slate.hand()) {
        prop_assert_eq!(a.dealer(), b.dealer(), "the next dealer");
    }
    Ok(())
}

fn slate_follows(ruleset: Ruleset, n: usize, seed: u64) -> Result<(), TestCaseError> {
    let setup = || Setup::new(ruleset, names(n), seed);
    let mut played = Match::new(setup()).expect("valid");
    let mut slate = Match::new(setup()).expect("valid");
    let mut rng = Xoshiro256StarStar::from_seed_and_stream(seed, 7);
    let universe = universe();
    let mut hand_start = (0usize, played.hand().map_or(1, |h| h.value()));
    for _ in 0..100_000 {
        if played.is_finished() {
            break;
        }
        let options: Vec<(Seat, Action)> = (0..n as u8)
            .map(Seat)
            .flat_map(|s| {
                let legal = played.legal_actions(s);
                universe
                    .iter()
                    .filter(move |a| legal.contains(a))
                    .map(move |&a| (s, a))
            })
            .collect();
        prop_assert!(!options.is_empty(), "somebody can act");
        let (seat, action) = options[rng.below(options.len() as u64) as usize];
        let hands_before = played.results().len();
        played.apply(seat, action).expect("legal");
        if played.results().len() > hands_before {
            let (log_start, value) = hand_start;
            let entry = entry_from(&played.log()[log_start..], value, n);
            slate
                .enter_hand(&entry)
                .map_err(|e| TestCaseError::fail(format!("{entry:?} refused: {e}")))?;
            same_books(&played, &slate)?;
        }
        if let Some(span) = played.spans().last() {
            if span.log != hand_start.0 {
                hand_start = (span.log, span.value);
            }
        }
    }
    prop_assert!(played.is_finished(), "the match ends");
    Ok(())
}

/// The rule sets the slate is checked with: each preset as it is, in a Rhineland tournament, at
/// three tables and with folded cards staying live, where that is a valid rule set (an
/// open-ended series becomes three games). Generated whole, so that every case books a match
/// instead of returning early.
fn slate_variants() -> Vec<(Preset, Ruleset)> {
    Preset::ALL
        .iter()
        .flat_map(|&preset| {
            (0..4).map(move |variant| {
                let mut r = Ruleset::preset(preset);
                match variant {
                    1 => r.match_format = MatchFormat::RhinelandTournament,
                    2 => r.match_format = MatchFormat::ThreeTables,
                    3 => r.folded_card = FoldedCard::StaysLive,
                    _ => {}
                }
                if r.match_format.games().is_none()
                    && r.match_format != MatchFormat::TwoHalvesPlayoff
                {
                    r.match_format = MatchFormat::Games(3);
                }
                (preset, r)
            })
        })
        .filter(|(_, r)| r.validate().is_ok())
        .collect()
}

proptest! {
    #![proptest_config(config(40))]
    #[test]
    fn the_slate_books_every_preset_as_the_engine(seed in any::<u64>(), (preset, r) in prop::sample::select(slate_variants())) {
        let (lo, hi) = preset.players_range();
        let n = lo as usize + (seed % u64::from(hi - lo + 1)) as usize;
        slate_follows(r, n, seed)?;
    }
}

#[test]
fn an_entry_that_does_not_fit_the_hand_is_refused_and_changes_nothing() {
    let mut m = Match::new(Setup::new(Ruleset::preset(Preset::Rhineland), names(4), 5)).unwrap();
    let before = format!("{:?}", m.game());
    let folded = |at| SeatEntry {
        folded_at: Some(at),
        ..SeatEntry::default()
    };
    let cases = [
        (
            HandEntry::won(Seat(0), 0, 4),
            EntryError::ValueBelowStart { start: 1 },
        ),
        (
            HandEntry::won(Seat(0), 8, 4),
            EntryError::ValueAboveMax { max: 7 },
        ),
        (
            HandEntry {
                value: 3,
                seats: vec![folded(4), SeatEntry::default()],
                last_trick: LastTrick::Won(Seat(1)),
            },
            EntryError::FoldValue {
                seat: Seat(0),
                value: 4,
            },
        ),
        (
            HandEntry {
                value: 3,
                seats: vec![folded(2)],
                last_trick: LastTrick::Won(Seat(0)),
            },
            EntryError::WinnerLeft(Seat(0)),
        ),
        (
            HandEntry {
                value: 2,
                seats: vec![folded(2)],
                last_trick: LastTrick::FoldedCard(Seat(0)),
            },
            EntryError::FoldedCardsWithdrawn,
        ),
        (
            HandEntry::won(Seat(4), 1, 4),
            EntryError::NoSuchSeat(Seat(4)),
        ),
    ];
    for (entry, error) in cases {
        assert_eq!(m.enter_hand(&entry), Err(error), "{entry:?}");
        assert_eq!(format!("{:?}", m.game()), before);
        assert!(m.results().is_empty());
    }
    // Three fold at 2 and 3: the last one in wins by folds and everyone paid the value before.
    let entry = HandEntry {
        value: 3,
        seats: vec![folded(2), folded(3), folded(3), SeatEntry::default()],
        last_trick: LastTrick::Won(Seat(3)),
    };
    m.enter_hand(&entry).unwrap();
    let r = &m.results()[0];
    assert_eq!(r.losses, vec![1, 2, 2, 0]);
    assert!(r.by_folds);
}

fn at_marks(preset: Preset, marks: Vec<i32>) -> Match {
    let mut setup = Setup::new(Ruleset::preset(preset), names(marks.len()), 9);
    setup.start = Some(schraem_engine::record::Start {
        marks: Some(marks),
        points: None,
        dealer: Some(3),
        value: None,
    });
    Match::new(setup).unwrap()
}

#[test]
fn the_poor_players_hammer_makes_the_hand_worth_two_before_anything_is_entered() {
    // Rhineland: seat 0 (forehand) has one mark left and must knock blind to 2.
    let mut m = at_marks(Preset::Rhineland, vec![1, 7, 7, 7]);
    let bounds = m.hand().unwrap().entry_bounds();
    assert_eq!((bounds.lowest_value, bounds.lowest_fold), (2, 2));
    assert_eq!(
        m.enter_hand(&HandEntry::won(Seat(1), 1, 4)),
        Err(EntryError::ValueBelowStart { start: 2 })
    );
    // Folding against one's own hammer is not a thing.
    let own = HandEntry {
        value: 2,
        seats: vec![SeatEntry {
            folded_at: Some(2),
            ..SeatEntry::default()
        }],
        last_trick: LastTrick::Won(Seat(1)),
    };
    assert!(matches!(
        m.enter_hand(&own),
        Err(EntryError::FoldValue { .. })
    ));
    // Seat 2 folds to the hammer (pays 1), seat 1 wins at 2: seat 0 is out, seat 3 pays 2.
    let entry = HandEntry {
        value: 2,
        seats: vec![
            SeatEntry::default(),
            SeatEntry::default(),
            SeatEntry {
                folded_at: Some(2),
                ..SeatEntry::default()
            },
        ],
        last_trick: LastTrick::Won(Seat(1)),
    };
    m.enter_hand(&entry).unwrap();
    assert_eq!(m.results()[0].losses, vec![1, 0, 1, 2]);
}

#[test]
fn entries_that_could_not_happen_at_the_table_are_refused() {
    let mut m = at_marks(Preset::Rhineland, vec![2, 2, 7, 7]);
    // Knock limits: nobody may knock beyond 7, and the marks allow it here; below that, fine.
    assert_eq!(m.hand().unwrap().entry_bounds().highest_value, 7);
    let penalty = HandEntry {
        value: 1,
        seats: vec![SeatEntry {
            penalty: 1,
            ..SeatEntry::default()
        }],
        last_trick: LastTrick::Won(Seat(1)),
    };
    assert_eq!(
        m.enter_hand(&penalty),
        Err(EntryError::ChallengePenalty(Seat(0)))
    );
    let knock = HandEntry {
        value: 1,
        seats: vec![SeatEntry {
            knocked: true,
            ..SeatEntry::default()
        }],
        last_trick: LastTrick::Won(Seat(1)),
    };
    assert_eq!(
        m.enter_hand(&knock),
        Err(EntryError::KnockWithoutRaise(Seat(0)))
    );
    let fold = |at| SeatEntry {
        folded_at: Some(at),
        ..SeatEntry::default()
    };
    // All three folded at 2 but the hand "ended" at 3.
    let early = HandEntry {
        value: 3,
        seats: vec![fold(2), fold(2), SeatEntry::default(), fold(2)],
        last_trick: LastTrick::Won(Seat(2)),
    };
    assert_eq!(
        m.enter_hand(&early),
        Err(EntryError::EndedAtLastFold { value: 2 })
    );
    assert!(m.results().is_empty());
    // Strict limits: with everyone on 3 marks under Tuppen nobody may knock beyond 3.
    let tuppen = at_marks(Preset::Tuppen, vec![4, 4, 4, 4]);
    assert_eq!(tuppen.hand().unwrap().entry_bounds().highest_value, 3);
}
