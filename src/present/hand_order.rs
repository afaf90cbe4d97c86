//! The order a hand is shown in, as players of each game sort their cards (issue 26, item 9).
//! Schieberamsch as Skat players do: the jacks first (♣ ♠ ♥ ♦: they are the trumps, highest
//! first), then each suit ♣ ♠ ♥ ♦ from A 10 K Q 9 8 7. Siebenschräm by its own order within
//! each suit, highest first (10 9 8 7 A K Q J), suits ♣ ♠ ♥ ♦.
//!
//! Only the order on screen: the engines keep cards in their index order.

use crate::engine::cards::{Card, Rank};
use crate::engine::schraem::order::strength;
use crate::engine::GameKind;

/// `cards` in the order `game`'s players sort a hand.
#[must_use]
pub fn sorted(cards: impl IntoIterator<Item = Card>, game: GameKind) -> Vec<Card> {
    let mut v: Vec<Card> = cards.into_iter().collect();
    crate::engine::small_sort::sort_by_key(&mut v, |&c| key(c, game));
    v
}

/// Place of `card` in a sorted hand of `game` (lower first).
fn key(card: Card, game: GameKind) -> u8 {
    let suit = card.suit().index() as u8;
    match game {
        GameKind::Schieberamsch if card.rank() == Rank::Jack => suit,
        GameKind::Schieberamsch => 4 + suit * 8 + skat_place(card.rank()),
        GameKind::Siebenschraem => suit * 8 + (8 - strength(card.rank())),
    }
}

/// A plain suit's rank from the top in Skat: A 10 K Q 9 8 7.
const fn skat_place(rank: Rank) -> u8 {
    match rank {
        Rank::Ace => 0,
        Rank::Ten => 1,
        Rank::King => 2,
        Rank::Queen => 3,
        Rank::Nine => 4,
        Rank::Eight => 5,
        Rank::Seven => 6,
        Rank::Jack => 7,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::Suit;

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
            sorted(hand, GameKind::Schieberamsch),
            cards("JC JH JD TC KC 7C AS 9S AH QD")
        );
        let all: Vec<Card> = Card::all().collect();
        assert_eq!(
            sorted(all, GameKind::Schieberamsch),
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
            sorted(all, GameKind::Siebenschraem),
            cards(
                "TC 9C 8C 7C AC KC QC JC TS 9S 8S 7S AS KS QS JS \
                 TH 9H 8H 7H AH KH QH JH TD 9D 8D 7D AD KD QD JD"
            )
        );
        assert_eq!(
            sorted(cards("JH 7C TH AC"), GameKind::Siebenschraem),
            cards("7C AC TH JH")
        );
    }
}
