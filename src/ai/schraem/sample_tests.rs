//! Tests of the sampler's self-check (`consistent` in `sample.rs`): it compares the whole hand
//! view, so a change to any field the hand's state decides is caught.

use super::*;
use crate::engine::schraem::{HandView, Match, PhaseView, Preset};
use crate::engine::Setup;

/// A Rhineland match a few random actions in, the awaited seat's view and a sample for it.
fn position() -> (PlayerView, Hand) {
    let rules = Ruleset::preset(Preset::Rhineland);
    let names: Vec<String> = (0..4).map(|i| format!("P{i}")).collect();
    let mut m = Match::new(Setup::new(rules, names, 11)).unwrap();
    let mut rng = Xoshiro256StarStar::from_seed(11);
    for _ in 0..9 {
        let seat = m.to_act().unwrap();
        let legal = m.legal_actions(seat);
        let action = legal[rng.below(legal.len() as u64) as usize];
        m.apply(seat, action).unwrap();
    }
    let view = m.view(m.to_act().unwrap());
    let frame = Frame::of(&view, &rules).unwrap();
    let sim = (0..100)
        .find_map(|_| frame.sample(&mut rng))
        .map(|(sim, _)| sim)
        .unwrap();
    assert!(consistent(&sim, &view), "{view:?}");
    (view, sim)
}

/// A named change to a hand view.
type Change = (&'static str, Box<dyn Fn(&mut HandView)>);

fn another_card(set: CardSet) -> Card {
    Card::all().find(|&c| !set.contains(c)).unwrap()
}

#[test]
fn a_change_to_any_field_of_the_hand_view_is_caught() {
    let (view, sim) = position();
    let h = view.hand.clone().unwrap();
    let n = view.names.len();
    // Every field, named so that a new one does not compile until it is listed here: either it
    // is the match's story of the hand (given to the check, so not compared) or it is changed
    // below and the check must notice.
    let HandView {
        number: _,
        history: _,
        actions: _,
        start_marks: _,
        start_value: _,
        dealer,
        value,
        follow,
        last_knocker,
        phase,
        escape,
        dealt_in: _,
        folded: _,
        looked: _,
        card_counts: _,
        own_cards,
        own_discards,
        played: _,
        trick: _,
        tricks_done,
        revealed,
    } = h.clone();
    let changes: Vec<Change> = vec![
        ("dealer", Box::new(move |v| v.dealer = dealer.next(n))),
        ("value", Box::new(move |v| v.value = value + 1)),
        (
            "follow",
            Box::new(move |v| {
                v.follow = match follow {
                    Some(_) => None,
                    None => Some(crate::engine::Suit::Clubs),
                }
            }),
        ),
        (
            "last_knocker",
            Box::new(move |v| {
                v.last_knocker = match last_knocker {
                    Some(s) => Some(s.next(n)),
                    None => Some(Seat(0)),
                }
            }),
        ),
        (
            "phase",
            Box::new(move |v| {
                v.phase = match phase {
                    PhaseView::Over => PhaseView::ForcedKnock { seat: Seat(0) },
                    _ => PhaseView::Over,
                }
            }),
        ),
        ("escape", Box::new(move |v| v.escape = !escape)),
        ("dealt_in", Box::new(|v| v.dealt_in[0] = !v.dealt_in[0])),
        ("folded", Box::new(|v| v.folded[1] = !v.folded[1])),
        ("looked", Box::new(|v| v.looked[2] = !v.looked[2])),
        ("card_counts", Box::new(|v| v.card_counts[3] += 1)),
        (
            "own_cards",
            Box::new(move |v| {
                v.own_cards = match own_cards {
                    Some(_) => None,
                    None => Some(CardSet::EMPTY),
                }
            }),
        ),
        (
            "own_discards",
            Box::new(move |v| v.own_discards.insert(another_card(own_discards))),
        ),
        (
            "played",
            Box::new(|v| {
                let c = another_card(v.played[0]);
                v.played[0].insert(c);
            }),
        ),
        (
            "trick",
            Box::new(|v| v.trick.push((Seat(0), another_card(CardSet::EMPTY)))),
        ),
        (
            "tricks_done",
            Box::new(move |v| v.tricks_done = tricks_done + 1),
        ),
        (
            "revealed",
            Box::new(move |v| v.revealed.insert(another_card(revealed))),
        ),
    ];
    for (field, change) in &changes {
        let mut changed = view.clone();
        let hand = changed.hand.as_mut().unwrap();
        change(hand);
        assert_ne!(*hand, h, "{field}: the change changes nothing");
        assert!(!consistent(&sim, &changed), "{field} is not compared");
    }
}
