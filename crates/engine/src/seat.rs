//! Seats at the table, numbered clockwise from 0.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, numbered 0..n-1 clockwise. Forehand is the seat after the dealer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat number as an index into per-seat arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat to the left (clockwise) at a table of `players`.
    #[must_use]
    pub const fn next(self, players: usize) -> Seat {
        Seat(((self.0 as usize + 1) % players) as u8)
    }

    /// The seat `steps` places clockwise at a table of `players`.
    #[must_use]
    pub const fn offset(self, steps: usize, players: usize) -> Seat {
        Seat(((self.0 as usize + steps) % players) as u8)
    }

    /// All seats of a table of `players`, from seat 0.
    pub fn all(players: usize) -> impl Iterator<Item = Seat> {
        (0..players as u8).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}
