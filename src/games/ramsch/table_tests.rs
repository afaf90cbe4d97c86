//! Tests of the Schieberamsch table presenter (`table.rs`): what a seat's table shows, and
//! that it never shows a card the seat may not see.

use super::*;
use crate::engine::ramsch::Preset;
use crate::engine::{Game, Setup};
use crate::i18n::ramsch::RamschMsg;
use crate::present::HandCards;

/// The table of `m` as `viewer` sees it.
fn ramsch_table(m: &Match, viewer: Option<Seat>, lang: Lang) -> TableModel {
    table(&SeatInput::of(m, viewer, &[]), lang, LastHand::UntilNext)
}

fn start(seed: u64) -> Match {
    let names = ["Anne", "Bert", "Carl"].map(str::to_owned).to_vec();
    Match::new(Setup::new(
        crate::engine::ramsch::Ruleset::preset(Preset::Schieberamsch),
        names,
        seed,
    ))
    .unwrap()
}

#[test]
fn the_skat_round_offers_pick_up_or_push_and_then_a_discard_choice() {
    let mut m = start(3);
    // Play until someone faces the skat.
    let seat = loop {
        let seat = Game::to_act(&m).unwrap();
        let legal = m.legal_actions(seat);
        if legal.contains(&Action::Push) {
            break seat;
        }
        let a = if legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            legal[0]
        };
        m.apply(seat, a).unwrap();
    };
    let model = ramsch_table(&m, Some(seat), Lang::En);
    assert_eq!(
        model.prompt,
        Lang::En.say(&Msg::from(RamschMsg::PromptSkat {
            factor: 1 << (m.public_view().public.pushes + 1)
        }))
    );
    assert!(model.controls.iter().any(|c| c.label == "Push"));
    assert_eq!(model.skat, Some(2));
    m.apply(seat, Action::PickUpBoth).unwrap();
    let model = ramsch_table(&m, Some(seat), Lang::En);
    let HandCards::Choose {
        cards,
        count,
        choices,
    } = model.hand
    else {
        panic!("a discard choice")
    };
    assert_eq!(count, 2);
    assert_eq!(cards.len(), 12);
    assert!(choices
        .iter()
        .all(|(set, _)| set.len() == 2 && set.iter().all(|c| cards.contains(&c))));
}

#[test]
fn others_see_neither_the_hand_nor_the_skat() {
    let mut m = start(7);
    for _ in 0..40 {
        let seat = Game::to_act(&m).unwrap();
        for viewer in 0..3u8 {
            let model = ramsch_table(&m, Some(Seat(viewer)), Lang::De);
            let allowed = m.view(Seat(viewer));
            let mut shown = crate::engine::cards::CardSet::EMPTY;
            for t in &model.trick {
                shown.insert(t.card);
            }
            match &model.hand {
                HandCards::Open(h) => h.iter().for_each(|c| shown.insert(c.card)),
                HandCards::Choose { cards, .. } => cards.iter().for_each(|&c| shown.insert(c)),
                _ => {}
            }
            let played: crate::engine::cards::CardSet = allowed
                .public
                .tricks
                .iter()
                .flat_map(|t| t.cards.iter().map(|c| c.1))
                .collect();
            assert!(shown.difference(allowed.hand.union(played)).is_empty());
        }
        let a = m.legal_actions(seat)[0];
        m.apply(seat, a).unwrap();
    }
}

#[test]
fn a_scored_deal_is_summed_up_until_the_next_one_gets_going() {
    let mut m = start(1);
    while m.sheet().rows.is_empty() {
        let seat = Game::to_act(&m).unwrap();
        let a = m.legal_actions(seat)[0];
        m.apply(seat, a).unwrap();
    }
    let model = ramsch_table(&m, Some(Seat(0)), Lang::Fr);
    assert!(model.result.is_some());
    assert!(model.status[0].contains('2'), "{:?}", model.status);
}

/// Issue 26, item 9: the hand is shown as Skat players sort it, the jacks first — while
/// choosing the discard too.
#[test]
fn the_hand_is_shown_with_the_jacks_first() {
    use crate::engine::cards::{Card, Rank};
    use crate::games::hand_order::sorted;
    let mut checked = 0;
    for seed in 0..12 {
        let mut m = start(seed);
        for _ in 0..6 {
            let Some(seat) = Game::to_act(&m) else { break };
            let shown: Vec<Card> = match ramsch_table(&m, Some(seat), Lang::En).hand {
                HandCards::Open(h) => h.iter().map(|c| c.card).collect(),
                HandCards::Choose { cards, .. } => cards.into_iter().collect(),
                _ => Vec::new(),
            };
            let jacks = shown.iter().filter(|c| c.rank() == Rank::Jack).count();
            if jacks > 0 && jacks < shown.len() {
                assert!(
                    shown[..jacks].iter().all(|c| c.rank() == Rank::Jack),
                    "{shown:?}"
                );
                assert_eq!(shown, sorted::<crate::engine::ramsch::Match>(shown.clone()));
                checked += 1;
            }
            let legal = m.legal_actions(seat);
            let a = [Action::Pass, Action::PickUpBoth]
                .into_iter()
                .find(|a| legal.contains(a))
                .unwrap_or(legal[0]);
            m.apply(seat, a).unwrap();
        }
    }
    assert!(checked > 10, "{checked} hands with jacks");
}
