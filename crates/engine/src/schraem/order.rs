//! Card order of the Siebenschräm family: within a suit **10 9 8 7 A K Q J** (RULES.md A1.1; the
//! article's "Q < J" is a typo). There are no trumps and no suit order, except Marienheide's
//! tie-break ♣ > ♠ > ♥ > ♦ when the highest card of a trick is compared across suits.

use crate::cards::{Card, Rank, Suit};

/// Strength of a rank, 1 (jack) to 8 (ten). Each card is unique, so two cards of one suit never tie.
#[must_use]
#[inline]
pub const fn strength(rank: Rank) -> u8 {
    match rank {
        Rank::Jack => 1,
        Rank::Queen => 2,
        Rank::King => 3,
        Rank::Ace => 4,
        Rank::Seven => 5,
        Rank::Eight => 6,
        Rank::Nine => 7,
        Rank::Ten => 8,
    }
}

/// Does `a` beat `b` when `suit` is the suit to follow? A card off that suit never wins.
#[must_use]
#[inline]
pub fn beats(a: Card, b: Card, suit: Suit) -> bool {
    match (a.suit() == suit, b.suit() == suit) {
        (true, false) => true,
        (false, _) => false,
        (true, true) => strength(a.rank()) > strength(b.rank()),
    }
}

/// Marienheide comparison across suits: rank first, then ♣ > ♠ > ♥ > ♦ (RESEARCH.md A-10).
#[must_use]
pub fn marienheide_key(card: Card) -> u8 {
    // Suit::Clubs has discriminant 0 and is the highest, hence 3 - index.
    strength(card.rank()) * 4 + (3 - card.suit().index() as u8)
}

/// All four courts (A K Q J)? Used by the four-court exchanges.
#[must_use]
pub fn all_courts(cards: impl IntoIterator<Item = Card>) -> bool {
    cards.into_iter().all(|c| c.rank().is_court())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_is_highest_and_jack_lowest() {
        let order = [
            Rank::Ten,
            Rank::Nine,
            Rank::Eight,
            Rank::Seven,
            Rank::Ace,
            Rank::King,
            Rank::Queen,
            Rank::Jack,
        ];
        for pair in order.windows(2) {
            assert!(strength(pair[0]) > strength(pair[1]), "{pair:?}");
        }
        let h7 = Card::new(Suit::Hearts, Rank::Seven);
        let ha = Card::new(Suit::Hearts, Rank::Ace);
        let st = Card::new(Suit::Spades, Rank::Ten);
        assert!(beats(h7, ha, Suit::Hearts));
        assert!(!beats(st, h7, Suit::Hearts));
        // Marienheide: same rank, clubs beats spades.
        let c9 = Card::new(Suit::Clubs, Rank::Nine);
        let s9 = Card::new(Suit::Spades, Rank::Nine);
        assert!(marienheide_key(c9) > marienheide_key(s9));
        assert!(marienheide_key(st) > marienheide_key(c9));
    }
}
