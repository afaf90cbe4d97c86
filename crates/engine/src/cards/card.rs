//! [`Card`]: one of the 32 cards, its index in a [`super::CardSet`] and its record notation.

use super::{Rank, Suit};
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// One of the 32 cards, stored as `suit * 8 + rank` (0..32) so that it indexes a [`super::CardSet`].
/// Serialized in record notation: suit letter then rank, e.g. `"HT"` for the ten of hearts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of `suit` and `rank`.
    #[must_use]
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card((suit as u8) * 8 + rank as u8)
    }

    /// The card with bit index `index`.
    ///
    /// # Panics
    /// If `index >= 32`; callers take indices from a `CardSet`, which never holds more.
    #[must_use]
    pub const fn from_index(index: u8) -> Card {
        assert!(index < 32, "card index out of range");
        Card(index)
    }

    /// The bit index `suit * 8 + rank` (0..32) in a [`super::CardSet`].
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The card's suit.
    #[must_use]
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 / 8) as usize]
    }

    /// The card's rank.
    #[must_use]
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 % 8) as usize]
    }

    /// All 32 cards in index order (clubs 7 … diamonds A).
    pub fn all() -> impl Iterator<Item = Card> {
        (0..32).map(Card)
    }

    /// English name for screen readers, e.g. "Ten of Hearts".
    #[must_use]
    pub fn english_name(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit().letter(), self.rank().letter())
    }
}

/// A card name that is not suit letter + rank letter (`C S H D` + `7 8 9 T J Q K A`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardError(pub String);

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a card (suit C/S/H/D then rank 7 8 9 T J Q K A, e.g. HT)",
            self.0
        )
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let mut chars = s.chars();
        let (Some(s0), Some(r0), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(ParseCardError(s.to_owned()));
        };
        match (Suit::from_letter(s0), Rank::from_letter(r0)) {
            (Some(suit), Some(rank)) => Ok(Card::new(suit, rank)),
            _ => Err(ParseCardError(s.to_owned())),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        s.parse().map_err(de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_card() {
        for card in Card::all() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!("HT".parse(), Ok(Card::new(Suit::Hearts, Rank::Ten)));
        assert!("H10".parse::<Card>().is_err());
        assert!("XT".parse::<Card>().is_err());
        assert_eq!(
            Card::new(Suit::Hearts, Rank::Ten).english_name(),
            "Ten of Hearts"
        );
    }
}
