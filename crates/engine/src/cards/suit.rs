//! [`Suit`]: the four suits in Skat order, with their record letters and symbols.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A suit. The discriminant order is clubs, spades, hearts, diamonds — the Skat order, which is also
/// Marienheide's tie-break order (♣ > ♠ > ♥ > ♦), so `Suit::ALL` runs from highest to lowest there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// Clubs (Kreuz, `C`, ♣).
    Clubs = 0,
    /// Spades (Pik, `S`, ♠).
    Spades = 1,
    /// Hearts (Herz, `H`, ♥).
    Hearts = 2,
    /// Diamonds (Karo, `D`, ♦).
    Diamonds = 3,
}

impl Suit {
    /// All four suits in discriminant order: clubs, spades, hearts, diamonds.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds];

    /// The record notation letter: `C`, `S`, `H`, `D`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
        }
    }

    /// The suit of a record notation letter (`C S H D`), or `None`.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Suit> {
        match c {
            'C' => Some(Suit::Clubs),
            'S' => Some(Suit::Spades),
            'H' => Some(Suit::Hearts),
            'D' => Some(Suit::Diamonds),
            _ => None,
        }
    }

    /// The index 0..4 in discriminant order (clubs 0, diamonds 3).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// English name, used for accessible names ("Ten of Hearts").
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "Clubs",
            Suit::Spades => "Spades",
            Suit::Hearts => "Hearts",
            Suit::Diamonds => "Diamonds",
        }
    }

    /// The suit symbol: `♣`, `♠`, `♥` or `♦`.
    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
