//! The app's match layer: starting either game from a setup, saves that resume exactly, damaged
//! saves that are reported instead of lost, private events that reach only their seat (RULES.md
//! C10), statistics.
#![cfg(not(target_arch = "wasm32"))]

use schraem::engine::schraem::{Action as SAction, Event as SEvent};
use schraem::engine::{GameKind, PresetId, Seat, Xoshiro256StarStar};
use schraem::session::{
    AnyAction, AnyEvent, AnyMatch, MatchSetup, SaveError, SavedMatch, SeatKind, Stats, Table,
};

fn start(setup: &MatchSetup, seed: u64) -> AnyMatch {
    AnyMatch::start(setup.preset, &setup.options, setup.names(), seed).unwrap()
}

/// Plays `steps` random legal actions of the awaited seats.
fn play_randomly(live: &mut AnyMatch, steps: usize, seed: u64) -> Vec<Vec<AnyEvent>> {
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
    for game in GameKind::ALL {
        let setup = MatchSetup::default_for(game, "Ann");
        assert_eq!(setup.humans(), 1);
        let live = start(&setup, 7);
        assert_eq!(live.game(), game);
        assert_eq!(live.names().len(), setup.seats.len());
        assert!(live.to_act().is_some(), "{game:?} waits for someone");
    }
}

#[test]
fn a_save_resumes_exactly_where_it_was() {
    for game in GameKind::ALL {
        let setup = MatchSetup::default_for(game, "Ann");
        let mut live = start(&setup, 11);
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
    let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
    let mut live = start(&setup, 5);
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
    assert!(matches!(
        SavedMatch::load(&future.to_json()),
        Err(SaveError::FromTheFuture(99))
    ));
    // A hand-edited action: the seat that acted first now claims a seat that cannot act.
    let mut tampered = good.clone();
    let first = &mut tampered.record.actions[0];
    first.seat = (first.seat + 1) % 4;
    let err = SavedMatch::load(&tampered.to_json())
        .map(|_| ())
        .unwrap_err();
    assert!(matches!(err, SaveError::DoesNotReplay(_)), "{err:?}");
    // Out-of-range start marks are refused like any other tampering (RULES.md C11).
    let mut marks = good.clone();
    marks.record.start = Some(schraem::engine::record::Start {
        marks: Some(vec![9, 7, 7, 7]),
        ..Default::default()
    });
    assert!(matches!(
        SavedMatch::load(&marks.to_json()),
        Err(SaveError::DoesNotReplay(_))
    ));
    let mut wrong_seats = good;
    wrong_seats.setup.seats.pop();
    assert!(matches!(
        SavedMatch::load(&wrong_seats.to_json()),
        Err(SaveError::SeatsDoNotMatch)
    ));
}

#[test]
fn the_kolsch_notice_reaches_its_seat_and_nobody_else() {
    // Wipperfürth, deal pinned so that seat 0 holds three tens and a nine (39 pips).
    let mut setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
    setup.preset = PresetId::from_id("wipperfuerth").unwrap();
    let seed = (0..5000u64)
        .find(|&seed| {
            let live = start(&setup, seed);
            let AnyMatch::Schraem(m) = &live else {
                unreachable!()
            };
            m.dealt()[0].iter().map(|c| c.rank().pips()).sum::<u32>() > 37
        })
        .expect("some seed deals a Kölsch hand");
    let live = start(&setup, seed);
    let mut table = Table::new(setup, live);
    table
        .act(Seat(0), AnyAction::Schraem(SAction::Look))
        .unwrap();
    let notice = |e: &AnyEvent| matches!(e, AnyEvent::Schraem(SEvent::KolschNotice { .. }));
    assert!(table.log_for(Some(Seat(0))).iter().any(notice));
    assert!(!table.log_for(Some(Seat(1))).iter().any(notice));
    assert!(!table.log_for(None).iter().any(notice));
}

#[test]
fn private_events_never_reach_the_public_log() {
    let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
    let mut live = start(&setup, 21);
    for events in play_randomly(&mut live, 400, 4) {
        for e in events {
            if let Some(AnyEvent::Schraem(public)) = e.for_viewer(None) {
                assert!(public.is_public(), "{public:?} is private");
            }
        }
    }
}

#[test]
fn statistics_count_the_humans_knocks_and_games() {
    let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
    assert_eq!(setup.seats[0].kind, SeatKind::Human);
    let mut live = start(&setup, 2);
    let mut stats = Stats::default();
    let mut rng = Xoshiro256StarStar::from_seed(8);
    let mut human_knocks = 0;
    while let Some(seat) = live.to_act() {
        let legal = live.legal_actions(seat);
        let action = legal[rng.below(legal.len() as u64) as usize];
        if seat == Seat(0)
            && matches!(
                action,
                AnyAction::Schraem(SAction::Knock | SAction::BlindKnock)
            )
        {
            human_knocks += 1;
        }
        let events = live.apply(seat, action).unwrap();
        stats.count(setup.preset, &events, &[Seat(0)]);
    }
    assert!(live.is_finished());
    let rhineland = &stats.presets["rhineland"];
    assert_eq!(rhineland.knocks_made, human_knocks);
    assert_eq!(
        rhineland.games, 1,
        "a rhineland match is one elimination game"
    );
    assert!(rhineland.highest_stake >= 1);
    assert_eq!(stats.total().games, 1);
}
