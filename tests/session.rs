//! The app's match layer: starting either game from a setup, saves that resume exactly, damaged
//! saves that are reported instead of lost, statistics.
#![cfg(not(target_arch = "wasm32"))]

use schraem::engine::{GameKind, Seat, Xoshiro256StarStar};
use schraem::session::{
    GameAction, Happened, LiveMatch, MatchSetup, SaveError, SavedMatch, SeatKind, Stats,
};

/// Plays `steps` random legal actions of the awaited seats.
fn play_randomly(live: &mut LiveMatch, steps: usize, seed: u64) -> Vec<Happened> {
    let mut rng = Xoshiro256StarStar::from_seed(seed);
    let mut happened = Vec::new();
    for _ in 0..steps {
        let Some(seat) = live.to_act() else { break };
        let legal = live.legal_actions(seat);
        let action = legal[rng.below(legal.len() as u64) as usize];
        happened.push(live.apply(seat, action).expect("a legal action applies"));
    }
    happened
}

#[test]
fn both_games_start_from_their_default_setup() {
    for game in [GameKind::Siebenschraem, GameKind::Schieberamsch] {
        let setup = MatchSetup::default_for(game);
        assert_eq!(setup.humans(), 1);
        let live = LiveMatch::start(&setup, 7).unwrap();
        assert_eq!(live.game(), game);
        assert_eq!(live.names().len(), setup.seats.len());
        assert!(live.to_act().is_some(), "{game:?} waits for someone");
    }
}

#[test]
fn a_save_resumes_exactly_where_it_was() {
    for game in [GameKind::Siebenschraem, GameKind::Schieberamsch] {
        let setup = MatchSetup::default_for(game);
        let mut live = LiveMatch::start(&setup, 11).unwrap();
        play_randomly(&mut live, 25, 3);
        let text = SavedMatch::of(&setup, &live).to_json();
        let (saved, resumed) = SavedMatch::load(&text).expect("own save loads");
        assert_eq!(saved.setup, setup);
        assert_eq!(resumed.to_record(), live.to_record());
        assert_eq!(resumed.to_act(), live.to_act());
        for seat in 0..setup.seats.len() as u8 {
            assert_eq!(
                resumed.legal_actions(Seat(seat)),
                live.legal_actions(Seat(seat))
            );
        }
    }
}

#[test]
fn damaged_saves_are_reported_with_their_cause() {
    let setup = MatchSetup::default_for(GameKind::Siebenschraem);
    let mut live = LiveMatch::start(&setup, 5).unwrap();
    play_randomly(&mut live, 12, 9);
    let good = SavedMatch::of(&setup, &live);

    assert!(matches!(
        SavedMatch::load("{\"version\": 1, \"setup\""),
        Err(SaveError::Malformed(_))
    ));
    assert!(matches!(
        SavedMatch::load("[]"),
        Err(SaveError::Malformed(_))
    ));

    let mut future = good.clone();
    future.version = 99;
    assert_eq!(
        SavedMatch::load(&future.to_json()).unwrap_err(),
        SaveError::FromTheFuture(99)
    );

    // A hand-edited action: the seat that acted first now claims a seat that cannot act.
    let mut tampered = good.clone();
    let first = &mut tampered.record.actions[0];
    first.seat = (first.seat + 1) % 4;
    let err = SavedMatch::load(&tampered.to_json()).unwrap_err();
    assert!(matches!(err, SaveError::DoesNotReplay(_)), "{err:?}");
    assert!(err.to_string().contains("does not replay"));

    let mut wrong_seats = good;
    wrong_seats.setup.seats.pop();
    assert!(matches!(
        SavedMatch::load(&wrong_seats.to_json()),
        Err(SaveError::DoesNotReplay(_))
    ));
}

#[test]
fn public_events_never_show_a_seats_own_cards() {
    let setup = MatchSetup::default_for(GameKind::Siebenschraem);
    let mut live = LiveMatch::start(&setup, 21).unwrap();
    for happened in play_randomly(&mut live, 400, 4) {
        if let Happened::Schraem(events) = happened {
            for e in events {
                assert!(e.is_public(), "{e:?} is private");
            }
        }
    }
}

#[test]
fn statistics_count_the_humans_knocks_and_games() {
    let setup = MatchSetup::default_for(GameKind::Siebenschraem);
    assert_eq!(setup.seats[0].kind, SeatKind::Human);
    let mut live = LiveMatch::start(&setup, 2).unwrap();
    let mut stats = Stats::default();
    let mut rng = Xoshiro256StarStar::from_seed(8);
    let mut human_knocks = 0;
    while let Some(seat) = live.to_act() {
        let legal = live.legal_actions(seat);
        let action = legal[rng.below(legal.len() as u64) as usize];
        if seat == Seat(0)
            && matches!(
                action,
                GameAction::Schraem(
                    schraem::engine::schraem::Action::Knock
                        | schraem::engine::schraem::Action::BlindKnock
                )
            )
        {
            human_knocks += 1;
        }
        live.apply(seat, action)
            .unwrap()
            .count_into(&mut stats, &[Seat(0)]);
    }
    assert!(live.is_finished());
    assert_eq!(stats.knocks_made, human_knocks);
    assert_eq!(stats.games, 1, "a rhineland match is one elimination game");
    assert!(stats.highest_stake >= 1);
}
