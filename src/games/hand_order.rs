//! The order a hand is shown in, as players of each game sort their cards (issue 26, item 9).
//! Schieberamsch as Skat players do: the jacks first (♣ ♠ ♥ ♦: they are the trumps, highest
//! first), then each suit ♣ ♠ ♥ ♦ from A 10 K Q 9 8 7. Siebenschräm by its own order within
//! each suit, highest first (10 9 8 7 A K Q J), suits ♣ ♠ ♥ ♦.
//!
//! Only the order on screen: the engines keep cards in their index order. Each game says where
//! a card goes ([`AppGame::hand_place`], in its folder).

use super::AppGame;
use crate::engine::cards::Card;

/// `cards` in the order players of game `G` sort a hand (by [`AppGame::hand_place`]).
#[must_use]
pub fn sorted<G: AppGame>(cards: impl IntoIterator<Item = Card>) -> Vec<Card> {
    let mut v: Vec<Card> = cards.into_iter().collect();
    crate::engine::small_sort::sort_by_key(&mut v, |&c| G::hand_place(c));
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::{Rank, Suit};
    use crate::engine::{ramsch, schraem};

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| {
                let mut ch = c.chars();
                let rank = Rank::from_letter(ch.next().unwrap()).unwrap();
                let suit = Suit::from_letter(ch.next().unwrap()).unwrap();
                Card::new(suit, rank)
            })
            .collect()
    }

    #[test]
    fn schieberamsch_puts_the_jacks_first_then_each_suit_as_in_skat() {
        let hand = cards("7C AH JH TC 9S JC KC QD JD AS");
        assert_eq!(
            sorted::<ramsch::Match>(hand),
            cards("JC JH JD TC KC 7C AS 9S AH QD")
        );
        let all: Vec<Card> = Card::all().collect();
        assert_eq!(
            sorted::<ramsch::Match>(all),
            cards(
                "JC JS JH JD AC TC KC QC 9C 8C 7C AS TS KS QS 9S 8S 7S \
                 AH TH KH QH 9H 8H 7H AD TD KD QD 9D 8D 7D"
            )
        );
    }

    #[test]
    fn siebenschraem_sorts_each_suit_by_its_own_order() {
        let all: Vec<Card> = Card::all().collect();
        assert_eq!(
            sorted::<schraem::Match>(all),
            cards(
                "TC 9C 8C 7C AC KC QC JC TS 9S 8S 7S AS KS QS JS \
                 TH 9H 8H 7H AH KH QH JH TD 9D 8D 7D AD KD QD JD"
            )
        );
        assert_eq!(
            sorted::<schraem::Match>(cards("JH 7C TH AC")),
            cards("7C AC TH JH")
        );
    }
}
