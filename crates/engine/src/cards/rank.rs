//! [`Rank`]: the eight ranks 7 to ace in notation order, with their record letters.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A rank in notation order 7 8 9 T J Q K A. This order is only the index order of the bitset;
/// neither game ranks cards this way (see each game's `order` module).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rank {
    /// Seven (`7`).
    Seven = 0,
    /// Eight (`8`).
    Eight = 1,
    /// Nine (`9`).
    Nine = 2,
    /// Ten (`T`): the highest card of a suit in Siebenschräm.
    Ten = 3,
    /// Jack (`J`): the lowest in Siebenschräm; a trump in Schieberamsch.
    Jack = 4,
    /// Queen (`Q`).
    Queen = 5,
    /// King (`K`).
    King = 6,
    /// Ace (`A`): the highest plain card in Schieberamsch (11 card points).
    Ace = 7,
}

impl Rank {
    /// All eight ranks in notation (index) order, seven first.
    pub const ALL: [Rank; 8] = [
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The record notation character: `7 8 9 T J Q K A`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Rank::Seven => '7',
            Rank::Eight => '8',
            Rank::Nine => '9',
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
            Rank::Ace => 'A',
        }
    }

    /// The rank of a record notation character (`7 8 9 T J Q K A`), or `None`.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Rank> {
        match c {
            '7' => Some(Rank::Seven),
            '8' => Some(Rank::Eight),
            '9' => Some(Rank::Nine),
            'T' => Some(Rank::Ten),
            'J' => Some(Rank::Jack),
            'Q' => Some(Rank::Queen),
            'K' => Some(Rank::King),
            'A' => Some(Rank::Ace),
            _ => None,
        }
    }

    /// The index 0..8 in notation order (seven 0, ace 7).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Courts (Bilder) in the Siebenschräm sense: A K Q J.
    #[must_use]
    pub const fn is_court(self) -> bool {
        matches!(self, Rank::Jack | Rank::Queen | Rank::King | Rank::Ace)
    }

    /// Pip value of a numeral (7–10), 0 for a court: used by the Kölsch notice (more than 37).
    #[must_use]
    pub const fn pips(self) -> u32 {
        match self {
            Rank::Seven => 7,
            Rank::Eight => 8,
            Rank::Nine => 9,
            Rank::Ten => 10,
            _ => 0,
        }
    }

    /// English name, used for accessible names ("Ten of Hearts").
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Rank::Seven => "Seven",
            Rank::Eight => "Eight",
            Rank::Nine => "Nine",
            Rank::Ten => "Ten",
            Rank::Jack => "Jack",
            Rank::Queen => "Queen",
            Rank::King => "King",
            Rank::Ace => "Ace",
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
