//! Scenario records for every Schieberamsch rule and option (RULES.md B1, B2, B3), replayed
//! through the engine (the `schraem replay` binary is tested in the app's `tests/cli.rs`).
//!
//! Each fixture is `tests/fixtures/ramsch/NAME.record.json` with `NAME.expected.json`, which
//! holds one of: `{"report": {...}}` — fields the replay report must contain (objects match by
//! subset, arrays element by element); `{"error": {index, seat, act, reason}}` — the illegal
//! action; `{"invalid": "text"}` — a record error whose message contains the text.
//!
//! Native only (files and the schraem binary).

#![cfg(not(target_arch = "wasm32"))]

use schraem_engine::cards::{Card, CardSet};
use schraem_engine::ramsch::{Action, DealCards, Event, Match, Preset, RuleError, Ruleset};
use schraem_engine::{replay_report, Record, ReplayFailure, Seat, Setup};
use serde_json::Value;

mod common;
use common::scenario::{self, contains};

fn load(name: &str) -> (String, Value) {
    (
        scenario::record_text("ramsch", name),
        scenario::expected("ramsch", name),
    )
}

fn check(name: &str) {
    let (text, expected) = load(name);
    let outcome = Record::parse(&text)
        .map_err(ReplayFailure::Setup)
        .and_then(|record| replay_report(&record));
    if let Some(want) = expected.get("report") {
        let report = outcome.unwrap_or_else(|e| panic!("{name}: replay failed: {e}"));
        assert!(
            contains(want, &report),
            "{name}: report does not contain the expected values\nwant {want:#}\nhave {report:#}"
        );
        assert_eq!(report["ok"], true);
    } else if let Some(want) = expected.get("error") {
        match outcome {
            Err(ReplayFailure::Illegal {
                index,
                seat,
                act,
                reason,
            }) => {
                assert_eq!(want["index"], index, "{name}");
                assert_eq!(want["seat"], seat, "{name}");
                assert_eq!(want["act"], act.as_str(), "{name}");
                assert_eq!(want["reason"], reason.to_string(), "{name}");
            }
            other => panic!("{name}: expected an illegal action, got {other:?}"),
        }
    } else if let Some(want) = expected.get("invalid").and_then(Value::as_str) {
        match outcome {
            Err(ReplayFailure::Setup(e)) => {
                let message = e.to_string();
                assert!(message.contains(want), "{name}: {message}");
            }
            other => panic!("{name}: expected an invalid record, got {other:?}"),
        }
    } else {
        panic!("{name}: expected file has no report, error or invalid key");
    }
}

macro_rules! scenarios {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check(stringify!($name));
            }
        )*
        const LISTED: &[&str] = &[$(stringify!($name)),*];
    };
}

scenarios!(
    // The and the French page's examples.
    fr_48_points_two_pushes,
    fr_grand_hand_with_one_64_points,
    tie_for_most_all_lose,
    all_three_40_zero,
    jungfrau_doubles,
    durchmarsch,
    push_by_every_player,
    illegal_jack_discard,
    // Rules of B1.
    skat_to_last_trick,
    grand_hand_lost_kontra,
    illegal_discard_three_cards,
    illegal_not_your_turn,
    illegal_play_in_skat_round,
    illegal_must_follow_suit,
    illegal_must_follow_trump,
    illegal_kontra_by_soloist,
    illegal_kontra_when_not_allowed,
    // One per option of B2.
    option_grand_hand_false,
    option_grand_hand_false_rejects_announcement,
    option_kontra_re_grand_won,
    option_lost_grand_factor_1_schneider,
    option_dealer_after_grand_same,
    option_dealer_after_grand_next,
    option_pickup_one_or_both,
    option_jacks_in_skat,
    option_skat_to_loser,
    option_tie_last_trick_loses,
    option_tie_share,
    option_all_three_tie_minus_40,
    option_all_three_tie_redeal,
    option_durchmarsch_times_pushes,
    option_deals_3_seeded_match,
    // Unusable records.
    invalid_unknown_option,
    invalid_deals_not_multiple_of_3,
    invalid_four_players,
    invalid_card_twice,
    invalid_no_deals_no_seed,
);

#[test]
fn every_fixture_is_listed() {
    let names = scenario::names("ramsch");
    let mut listed: Vec<&str> = LISTED.to_vec();
    listed.sort_unstable();
    assert_eq!(names, listed);
}

#[test]
fn every_played_fixture_survives_a_record_round_trip() {
    for name in LISTED {
        let (text, expected) = load(name);
        if expected.get("report").is_none() {
            continue;
        }
        let record = Record::parse(&text).unwrap();
        let game = Match::from_record(&record).unwrap();
        let again = Match::from_record(&game.to_record()).unwrap();
        assert_eq!(game, again, "{name}");
        assert_eq!(game.report(), again.report(), "{name}");
    }
}

// ---- behaviour around the fixtures ----------------------------------------------------------

fn names() -> Vec<String> {
    vec!["Ann".into(), "Ben".into(), "Cem".into()]
}

fn card(name: &str) -> Card {
    name.parse().unwrap()
}

fn set(names: &str) -> CardSet {
    names.split_whitespace().map(card).collect()
}

/// The Durchmarsch deal: seat 0 holds every jack and the high clubs.
fn march_cards() -> DealCards {
    DealCards {
        hands: [
            set("CJ SJ HJ DJ CA CT CK CQ C9 C8"),
            set("C7 S7 S8 S9 ST SQ SK SA H7 H8"),
            set("H9 HT HQ HK HA D9 DT DQ DK DA"),
        ]
        .into(),
        skat: [card("D7"), card("D8")],
    }
}

fn match_with(rules: Ruleset, cards: DealCards) -> Match {
    Match::new(Setup {
        rules,
        players: vec!["Ann".into(), "Ben".into(), "Cem".into()],
        start: None,
        deals: vec![cards.to_record()],
        seed: None,
    })
    .unwrap()
}

#[test]
fn a_view_shows_own_pickup_and_discard_and_nothing_of_others() {
    let mut game = match_with(Ruleset::preset(Preset::Schieberamsch), march_cards());
    for seat in 0..3 {
        game.apply(Seat(seat), Action::Pass).unwrap();
    }
    game.apply(Seat(0), Action::PickUpBoth).unwrap();
    let discard = set("C9 C8");
    game.apply(Seat(0), Action::Discard { cards: discard })
        .unwrap();
    let own = game.view(Seat(0));
    assert_eq!(own.picked_up, set("D7 D8"));
    assert_eq!(own.discarded, discard);
    assert!(own.hand.contains(card("D7")));
    let other = game.view(Seat(1));
    assert_eq!(other.picked_up, CardSet::EMPTY);
    assert_eq!(other.discarded, CardSet::EMPTY);
    assert!(other.history.iter().any(|e| matches!(
        e,
        Event::Discarded {
            seat: Seat(0),
            count: 2,
            cards: None
        }
    )));
    let public = game.public_view().public;
    assert_eq!(public.skat_size, 2);
    assert_eq!(public.hand_sizes, [10, 10, 10]);
    let text = serde_json::to_string(&public).unwrap();
    for hidden in ["D7", "D8", "C9", "C8"] {
        assert!(!text.contains(hidden), "public view leaks {hidden}: {text}");
    }
}

#[test]
fn kontra_until_the_opponents_first_card_and_re_until_the_soloists_next() {
    let rules = Ruleset::preset(Preset::SchieberamschFr);
    let mut game = match_with(rules, march_cards());
    game.apply(Seat(0), Action::GrandHand).unwrap();
    // Seat 0 (soloist, forehand) leads; seat 1 has not played yet and may still say Kontra.
    assert_eq!(
        game.apply(Seat(0), Action::Kontra),
        Err(RuleError::KontraOnlyByOpponent)
    );
    assert_eq!(
        game.apply(Seat(0), Action::Re),
        Err(RuleError::ReOnlyAfterKontra)
    );
    game.apply(Seat(0), Action::Play { card: card("CJ") })
        .unwrap();
    assert!(game.legal_actions(Seat(2)).contains(&Action::Kontra));
    game.apply(Seat(1), Action::Play { card: card("C7") })
        .unwrap();
    assert_eq!(
        game.apply(Seat(1), Action::Kontra),
        Err(RuleError::KontraTooLate)
    );
    game.apply(Seat(2), Action::Kontra).unwrap();
    assert_eq!(
        game.apply(Seat(1), Action::Kontra),
        Err(RuleError::KontraAlreadySaid)
    );
    // The soloist may answer until he plays his next card.
    assert!(game.legal_actions(Seat(0)).contains(&Action::Re));
    game.apply(Seat(2), Action::Play { card: card("H9") })
        .unwrap();
    game.apply(Seat(0), Action::Play { card: card("SJ") })
        .unwrap();
    assert_eq!(game.apply(Seat(0), Action::Re), Err(RuleError::ReTooLate));
}

#[test]
fn picking_up_one_card_means_discarding_one() {
    let mut game = match_with(Ruleset::preset(Preset::SchieberamschFr), march_cards());
    for seat in 0..3 {
        game.apply(Seat(seat), Action::Pass).unwrap();
    }
    game.apply(Seat(0), Action::PickUpOne { slot: 1 }).unwrap();
    assert_eq!(game.view(Seat(0)).picked_up, set("D8"));
    assert_eq!(game.public_view().public.skat_size, 1);
    assert_eq!(
        game.apply(
            Seat(0),
            Action::Discard {
                cards: set("C9 C8")
            }
        ),
        Err(RuleError::DiscardCount { expected: 1 })
    );
    game.apply(Seat(0), Action::Discard { cards: set("C8") })
        .unwrap();
    assert_eq!(game.deal().unwrap().skat(), set("D7 C8"));
    let record = game.to_record();
    assert_eq!(record.actions[3].cards, Some(vec![card("D8")]));
    assert_eq!(Match::from_record(&record).unwrap(), game);
}

#[test]
fn a_grand_hand_reveals_the_untouched_skat_only_at_the_end() {
    let mut game = match_with(Ruleset::preset(Preset::Schieberamsch), march_cards());
    game.apply(Seat(0), Action::GrandHand).unwrap();
    assert!(game
        .legal_actions(Seat(0))
        .contains(&Action::Play { card: card("CJ") }));
    assert_eq!(game.legal_actions(Seat(1)).len(), 0);
    let mut revealed = None;
    while let Some(seat) = game.to_act() {
        let action = game.legal_actions(seat)[0];
        for event in game.apply(seat, action).unwrap().iter() {
            if let Event::SkatRevealed { cards } = event {
                revealed = Some(*cards);
            }
        }
    }
    assert_eq!(revealed, Some(set("D7 D8")));
    let row = &game.sheet().rows[0];
    let grand = row.result.grand.unwrap();
    // With 4, game, hand, Schneider, Schwarz = 8 × 24.
    assert_eq!((grand.matadors, grand.with_matadors), (4, true));
    assert!(grand.won && grand.schneider && grand.schwarz);
    assert_eq!(row.result.score, [-192, 0, 0]);
    assert!(
        !row.counted,
        "the same dealer deals again after a Grand Hand"
    );
}

#[test]
fn a_bot_rebuilds_the_deal_from_its_view_and_the_hidden_cards() {
    let mut game = Match::new(Setup::new(
        Ruleset::preset(Preset::SchieberamschFr),
        names(),
        11,
    ))
    .unwrap();
    // Match::new deals deal 0 from the seed (the last seat deals first).
    let cards = DealCards::seeded(11, 0, Seat(2));
    let script = [
        (0, Action::Pass),
        (1, Action::Pass),
        (2, Action::Pass),
        (0, Action::PickUpOne { slot: 0 }),
    ];
    for (seat, action) in script {
        game.apply(Seat(seat), action).unwrap();
    }
    let first_discard = |seat: u8, game: &Match| {
        game.legal_actions(Seat(seat))
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Discard { .. }))
            .unwrap()
    };
    let discard = first_discard(0, &game);
    game.apply(Seat(0), discard).unwrap();
    game.apply(Seat(1), Action::PickUpBoth).unwrap();
    let discard = first_discard(1, &game);
    game.apply(Seat(1), discard).unwrap();
    game.apply(Seat(2), Action::Push).unwrap();
    for _ in 0..4 {
        let seat = game.to_act().unwrap();
        let action = game.legal_actions(seat)[0];
        game.apply(seat, action).unwrap();
    }

    let view = game.view(Seat(2));
    assert_eq!(view.dealt_hand(), cards.hands[2]);
    let mine = game.view(Seat(1));
    assert_eq!(mine.dealt_hand(), cards.hands[1]);
    // Seat 2 knows every action but the two discards; fill them in from the full log.
    let full: Vec<_> = game.deal_log().iter().filter_map(|e| e.action()).collect();
    let known = view.known_actions();
    assert_eq!(known.len(), full.len());
    let hidden = known
        .iter()
        .filter(|(_, a)| {
            *a == Action::Discard {
                cards: CardSet::EMPTY,
            }
        })
        .count();
    assert_eq!(hidden, 2);
    let deal = game.deal().unwrap();
    let rebuilt =
        schraem_engine::ramsch::DealState::from_actions(*game.rules(), deal.dealer(), cards, &full)
            .unwrap();
    assert_eq!(&rebuilt, deal);
}

#[test]
fn every_rule_has_its_own_error() {
    use schraem_engine::ramsch::record_io::from_record_action;
    use schraem_engine::record::RecordAction;
    let reference = Ruleset::preset(Preset::Schieberamsch);
    let fr = Ruleset::preset(Preset::SchieberamschFr);
    let mut game = match_with(reference, march_cards());
    let err =
        |game: &mut Match, seat: u8, action: Action| game.apply(Seat(seat), action).unwrap_err();

    assert_eq!(err(&mut game, 3, Action::Pass), RuleError::NoSuchSeat);
    assert_eq!(err(&mut game, 0, Action::Push), RuleError::NotSkatRound);
    assert_eq!(
        err(&mut game, 0, Action::Kontra),
        RuleError::KontraReNotAllowed
    );
    for seat in 0..3 {
        game.apply(Seat(seat), Action::Pass).unwrap();
    }
    assert_eq!(err(&mut game, 0, Action::Pass), RuleError::NotOfferRound);
    assert_eq!(
        err(
            &mut game,
            0,
            Action::Discard {
                cards: set("C9 C8")
            }
        ),
        RuleError::NothingPickedUp
    );
    assert_eq!(
        err(&mut game, 0, Action::PickUpOne { slot: 0 }),
        RuleError::PickUpOneNotAllowed
    );
    game.apply(Seat(0), Action::PickUpBoth).unwrap();
    assert_eq!(err(&mut game, 0, Action::Push), RuleError::MustDiscard);
    assert_eq!(
        err(
            &mut game,
            0,
            Action::Discard {
                cards: set("C9 H9")
            }
        ),
        RuleError::CardNotInHand
    );
    let deal = game.deal().unwrap().clone();
    let mut bad = RecordAction::bare(0, "discard");
    assert_eq!(
        from_record_action(&deal, &bad),
        Err(RuleError::MissingCards)
    );
    bad.act = "play".into();
    assert_eq!(from_record_action(&deal, &bad), Err(RuleError::MissingCard));
    bad.act = "knock".into();
    assert_eq!(from_record_action(&deal, &bad), Err(RuleError::UnknownAct));

    let mut fr_game = match_with(fr, march_cards());
    fr_game.apply(Seat(0), Action::Pass).unwrap();
    assert_eq!(
        err(&mut fr_game, 1, Action::Kontra),
        RuleError::KontraOnlyInGrandHand
    );
    fr_game.apply(Seat(1), Action::Pass).unwrap();
    fr_game.apply(Seat(2), Action::Pass).unwrap();
    fr_game
        .apply(Seat(0), Action::PickUpOne { slot: 0 })
        .unwrap();
    fr_game
        .apply(Seat(0), Action::Discard { cards: set("D7") })
        .unwrap();
    fr_game
        .apply(Seat(1), Action::PickUpOne { slot: 1 })
        .unwrap();
    let mut pickup = RecordAction::bare(2, "pickup");
    pickup.cards = Some(vec![card("CA")]);
    fr_game
        .apply(Seat(1), Action::Discard { cards: set("D8") })
        .unwrap();
    let deal = fr_game.deal().unwrap().clone();
    assert_eq!(
        from_record_action(&deal, &pickup),
        Err(RuleError::CardNotInSkat)
    );
    fr_game
        .apply(Seat(2), Action::PickUpOne { slot: 0 })
        .unwrap();
    assert_eq!(
        err(&mut fr_game, 2, Action::Discard { cards: set("CA") }),
        RuleError::CardNotInHand
    );

    let mut grand = match_with(fr, march_cards());
    grand.apply(Seat(0), Action::GrandHand).unwrap();
    grand.apply(Seat(1), Action::Kontra).unwrap();
    assert_eq!(err(&mut grand, 1, Action::Re), RuleError::ReOnlyBySoloist);
    grand.apply(Seat(0), Action::Re).unwrap();
    assert_eq!(err(&mut grand, 0, Action::Re), RuleError::ReAlreadySaid);
    // Play the deal out; afterwards the lone explicit deal is used up.
    while let Some(seat) = grand.to_act() {
        let action = grand.legal_actions(seat)[0];
        grand.apply(seat, action).unwrap();
    }
    assert_eq!(err(&mut grand, 0, Action::Pass), RuleError::NoDealAvailable);
    let row = &grand.sheet().rows[0];
    // 8 × 24 with Kontra and Re: 768.
    assert_eq!(row.result.score, [-768, 0, 0]);

    let mut deal = schraem_engine::ramsch::DealState::new(reference, Seat(2), march_cards());
    while let Some(seat) = deal.to_act() {
        let action = deal.legal_actions(seat)[0];
        deal.apply(seat, action).unwrap();
    }
    assert_eq!(deal.apply(Seat(0), Action::Pass), Err(RuleError::DealOver));

    let mut short = reference;
    short.deals = 3;
    short.grand_hand = false;
    let mut whole = Match::new(Setup::new(short, names(), 4)).unwrap();
    while let Some(seat) = whole.to_act() {
        let action = whole.legal_actions(seat)[0];
        whole.apply(seat, action).unwrap();
    }
    assert!(whole.is_finished());
    assert_eq!(whole.sheet().rows.len(), 3);
    assert_eq!(err(&mut whole, 0, Action::Push), RuleError::MatchOver);
    assert_eq!(RuleError::MatchOver.to_string(), "the match is over");
}
