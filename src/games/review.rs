//! What both games' reviews show alike: everyone's cards in hand order and the tricks as
//! played, in words. Each game's review (`schraem/review.rs`, `ramsch/review.rs`) adds its
//! verdict and its lines.

use super::{hand_order, AppGame};
use crate::engine::cards::Card;
use crate::engine::Seat;
use crate::i18n::{Lang, Msg};
use crate::present::review::{ReviewCard, ReviewTrickRow};
use crate::session::ReviewTrick;

/// Everyone's cards: (name, the cards' names in hand order).
pub(super) fn hand_rows<G: AppGame>(
    hands: &[(Seat, Vec<Card>)],
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> Vec<(String, String)> {
    let t = lang.t();
    hands
        .iter()
        .map(|(s, cards)| {
            let list: Vec<String> = hand_order::sorted::<G>(cards.iter().copied())
                .into_iter()
                .map(|c| t.card_name(c))
                .collect();
            (name(*s), list.join(", "))
        })
        .collect()
}

pub(super) fn trick_rows(
    tricks: &[ReviewTrick],
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> Vec<ReviewTrickRow> {
    let t = lang.t();
    tricks
        .iter()
        .enumerate()
        .map(|(n, trick)| {
            let who = trick.winner.map(name);
            ReviewTrickRow {
                title: lang.say(&Msg::ReviewTrick {
                    n,
                    who: who.as_deref(),
                }),
                cards: trick
                    .cards
                    .iter()
                    .map(|&(s, card)| ReviewCard {
                        card,
                        who: name(s),
                        name: t.card_name(card),
                        winning: trick.winner == Some(s),
                        out: trick.out.contains(&s),
                    })
                    .collect(),
            }
        })
        .collect()
}
