//! Tests of the Siebenschräm table presenter (`table.rs`): what a seat's table shows, and
//! that it never shows a card the seat may not see.

use super::*;
use crate::engine::record::Start;
use crate::engine::schraem::{Preset, Ruleset};
use crate::engine::{Game, Setup};
use crate::i18n::schraem::SchraemMsg;
use crate::present::HandCards;

/// The table of `m` as `viewer` sees it, the other `humans` beside him.
fn schraem_table(m: &Match, viewer: Option<Seat>, humans: &[Seat], lang: Lang) -> TableModel {
    table(&SeatInput::of(m, viewer, humans), lang, LastHand::UntilNext)
}

fn names(n: usize) -> Vec<String> {
    [
        "Anne", "Bert", "Carl", "Dora", "Emil", "Fritz", "Gerd", "Hanna",
    ][..n]
        .iter()
        .map(|s| (*s).to_owned())
        .collect()
}

fn start(preset: Preset, n: usize, marks: Option<Vec<i32>>, seed: u64) -> Match {
    let mut rules: Ruleset = preset.ruleset();
    rules.players = n as u8;
    let mut setup = Setup::new(rules, names(n), seed);
    setup.start = marks.map(|m| Start {
        marks: Some(m),
        points: None,
        dealer: None,
        value: None,
    });
    Match::new(setup).unwrap()
}

/// Every card a model shows.
fn shown(model: &TableModel) -> crate::engine::cards::CardSet {
    let mut cards = crate::engine::cards::CardSet::EMPTY;
    for chip in model.others.iter().chain(model.me.iter()) {
        cards = cards.union(chip.played);
    }
    for t in model
        .trick
        .iter()
        .chain(model.last_trick.iter().flat_map(|l| l.1.iter()))
    {
        cards.insert(t.card);
    }
    if let HandCards::Open(hand) = &model.hand {
        for c in hand {
            cards.insert(c.card);
        }
    }
    cards
}

#[test]
fn before_looking_the_hand_is_face_down_and_look_comes_first() {
    let m = start(Preset::Rhineland, 4, None, 11);
    let model = schraem_table(&m, Some(Seat(0)), &[Seat(0)], Lang::En);
    assert_eq!(model.hand, HandCards::Hidden(4));
    assert_eq!(model.others.len(), 3);
    assert_eq!(model.me.as_ref().map(|c| c.seat), Some(Seat(0)));
    assert_eq!(model.controls[0].label, Lang::En.texts().look_at_cards);
    assert!(model.controls[0].primary);
    assert!(model.status.iter().any(|s| s.contains("Hand 1")));
}

#[test]
fn a_whole_match_never_shows_a_card_the_viewer_may_not_see() {
    for preset in Preset::ALL {
        let n = preset.players_range().0.max(3) as usize;
        let mut m = start(preset, n, None, 5);
        for step in 0..2_000 {
            let Some(seat) = Game::to_act(&m) else { break };
            let viewer = Seat((step % n) as u8);
            for lang in Lang::ALL {
                let model = schraem_table(&m, Some(viewer), &[viewer], lang);
                // The view, and every card played face up so far (the last hand's stay on view).
                let played: crate::engine::cards::CardSet = m
                    .events_for(viewer)
                    .iter()
                    .filter_map(|e| match e {
                        crate::engine::schraem::Event::Played { card, .. } => Some(*card),
                        _ => None,
                    })
                    .collect();
                let allowed = m.view(viewer).cards_mentioned().union(played);
                assert!(
                    shown(&model).difference(allowed).is_empty(),
                    "{preset:?} step {step}: shown beyond the view"
                );
                assert!(!model.prompt.is_empty());
            }
            let action = m.legal_actions(seat)[0];
            m.apply(seat, action).unwrap();
        }
    }
}

#[test]
fn a_knock_asks_the_next_player_to_hold_or_fold_in_his_words() {
    let mut m = start(Preset::Rhineland, 4, None, 2);
    let leader = Game::to_act(&m).unwrap();
    m.apply(leader, Action::Look).unwrap();
    m.apply(leader, Action::Knock).unwrap();
    let next = Game::to_act(&m).unwrap();
    let model = schraem_table(&m, Some(next), &[next], Lang::De);
    let expected = Lang::De.say(&Msg::from(SchraemMsg::PromptAnswer {
        knocker: &names(4)[leader.index()],
        value: 2,
        cost: 1,
        up: false,
    }));
    assert_eq!(model.prompt, expected);
    let labels: Vec<&str> = model.controls.iter().map(|c| c.label.as_str()).collect();
    let t = Lang::De.texts();
    assert!(labels.contains(&t.hold) && labels.contains(&t.fold));
    assert!(model.my_turn);
    // The knocker carries the badge, seen from anyone.
    let knocker_chip = model.others.iter().find(|c| c.seat == leader).unwrap();
    assert!(knocker_chip.badges.iter().any(|b| b == t.last_knock));
}

#[test]
fn the_eifel_hammer_is_answered_by_playing_for_two_or_laying_down() {
    let m = start(Preset::Eifel, 4, Some(vec![6, 0, 0, 0]), 9);
    let next = Game::to_act(&m).unwrap();
    assert_ne!(next, Seat(0));
    let model = schraem_table(&m, Some(next), &[next], Lang::En);
    let t = Lang::En.texts();
    let labels: Vec<&str> = model.controls.iter().map(|c| c.label.as_str()).collect();
    assert!(labels.contains(&t.play_for_two), "{labels:?}");
    assert!(labels.contains(&t.lay_down), "{labels:?}");
    assert!(model.prompt.contains("Anne"), "{}", model.prompt);
}

#[test]
fn another_human_at_the_device_may_knock_from_this_screen() {
    let mut m = start(Preset::Rhineland, 4, None, 4);
    for s in 0..4u8 {
        m.apply(Seat(s), Action::Look).unwrap();
    }
    let to_play = Game::to_act(&m).unwrap();
    let other = Seat(((to_play.index() + 1) % 4) as u8);
    let model = schraem_table(&m, Some(to_play), &[to_play, other], Lang::Fr);
    let knocks: Vec<Seat> = model.other_knocks.iter().map(|c| c.seat).collect();
    if m.legal_actions(other).contains(&Action::Knock) {
        assert_eq!(knocks, vec![other]);
        assert!(model.other_knocks[0]
            .label
            .contains(&names(4)[other.index()]));
    } else {
        assert!(knocks.is_empty());
    }
}

#[test]
fn after_a_hand_its_result_shows_until_the_next_gets_going() {
    let mut m = start(Preset::Rhineland, 4, None, 8);
    while m.results().is_empty() {
        let seat = Game::to_act(&m).unwrap();
        let action = m.legal_actions(seat)[0];
        m.apply(seat, action).unwrap();
    }
    let model = schraem_table(&m, Some(Seat(0)), &[Seat(0)], Lang::En);
    let result = model.result.expect("a result");
    assert!(
        result.contains("won the hand") || result.contains("Nobody"),
        "{result}"
    );
    // The last trick of the finished hand is there to peek at.
    assert!(model.last_trick.is_some() || m.results()[0].by_folds);
}
