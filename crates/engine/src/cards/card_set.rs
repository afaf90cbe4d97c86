//! [`CardSet`]: a set of cards as a 32-bit bitset, the hands, tricks and stocks of both games.

use super::{Card, Suit};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A set of cards as a 32-bit bitset (bit `card.index()`). Copy, allocation-free and fast: the hot
/// loops of both engines and the bots work on these.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u32);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 32 cards.
    pub const FULL: CardSet = CardSet(u32::MAX);

    /// The set whose bit `i` is card index `i`.
    #[must_use]
    pub const fn from_bits(bits: u32) -> CardSet {
        CardSet(bits)
    }

    /// The raw bitset: bit `i` set for the card with index `i`.
    #[must_use]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The set holding only `card`.
    #[must_use]
    pub const fn single(card: Card) -> CardSet {
        CardSet(1 << card.index())
    }

    /// All eight cards of `suit`.
    #[must_use]
    pub const fn suit(suit: Suit) -> CardSet {
        CardSet(0xFF << (suit as u32 * 8))
    }

    /// The number of cards in the set.
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Is the set empty?
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Is `card` in the set?
    #[must_use]
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    /// Adds `card` (no change if it is already in).
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.index();
    }

    /// Removes `card` (no change if it is not in).
    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.index());
    }

    /// The cards in either set.
    #[must_use]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards in both sets.
    #[must_use]
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards in this set but not in `other`.
    #[must_use]
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Is every card of this set also in `other`?
    #[must_use]
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The cards of `suit` in this set.
    #[must_use]
    pub const fn of_suit(self, suit: Suit) -> CardSet {
        self.intersection(CardSet::suit(suit))
    }

    /// The card with the lowest index, if any.
    #[must_use]
    pub fn first(self) -> Option<Card> {
        (self.0 != 0).then(|| Card::from_index(self.0.trailing_zeros() as u8))
    }

    /// The `n`-th card in index order (0-based), if the set has that many.
    #[must_use]
    pub fn nth(self, n: u32) -> Option<Card> {
        let mut bits = self.0;
        for _ in 0..n {
            bits &= bits.wrapping_sub(1);
        }
        (bits != 0).then(|| Card::from_index(bits.trailing_zeros() as u8))
    }

    /// The cards in index order (clubs 7 … diamonds A).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let index = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Card::from_index(index)
            })
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.iter().map(|c| c.to_string()).collect();
        write!(f, "[{}]", names.join(" "))
    }
}

/// Serialized as a list of card names, like a record's hands.
impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        let set: CardSet = cards.iter().copied().collect();
        if set.len() as usize != cards.len() {
            return Err(serde::de::Error::custom("a card appears twice"));
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;

    #[test]
    fn set_operations() {
        let ht = Card::new(Suit::Hearts, Rank::Ten);
        let cj = Card::new(Suit::Clubs, Rank::Jack);
        let set: CardSet = [ht, cj].into_iter().collect();
        assert_eq!(set.len(), 2);
        assert!(set.contains(ht));
        assert_eq!(set.of_suit(Suit::Hearts), CardSet::single(ht));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![cj, ht]);
        assert_eq!(set.nth(1), Some(ht));
        assert_eq!(set.nth(2), None);
        assert_eq!(CardSet::FULL.len(), 32);
        assert_eq!(CardSet::suit(Suit::Diamonds).len(), 8);
    }
}
