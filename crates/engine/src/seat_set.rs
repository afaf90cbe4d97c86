//! [`SeatSet`]: a set of seats (who is out, who is dealt in, who drew), one bit per seat inside,
//! so that it copies like a number and the hot paths stay free of allocation.
//!
//! ```
//! use schraem_engine::{Seat, SeatSet};
//!
//! let mut out = SeatSet::EMPTY;
//! out.insert(Seat(3));
//! out.insert(Seat(1));
//! assert!(out.contains(Seat(1)));
//! assert_eq!(out.len(), 2);
//! assert_eq!(out.iter().collect::<Vec<_>>(), [Seat(1), Seat(3)]);
//! let playing = SeatSet::all(5).difference(out);
//! assert_eq!(playing.first(), Some(Seat(0)));
//! assert_eq!(playing.first_after(Seat(2)), Some(Seat(4)));
//! ```

use crate::seat::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A set of seats of a table of at most eight. Written (serde) as its bit mask, bit `s` for
/// seat `s`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatSet(u8);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Every seat of a table of `players` (at most 8).
    #[must_use]
    pub const fn all(players: usize) -> SeatSet {
        SeatSet(((1u16 << players) - 1) as u8)
    }

    /// The set of the one seat `seat`.
    #[must_use]
    pub const fn single(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }

    /// The set of bit mask `bits` (bit `s` for seat `s`).
    #[must_use]
    pub const fn from_bits(bits: u8) -> SeatSet {
        SeatSet(bits)
    }

    /// The bit mask (bit `s` for seat `s`).
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Is `seat` in the set?
    #[must_use]
    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    /// Adds `seat`.
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    /// Removes `seat`.
    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat.0);
    }

    /// The set with `seat` added.
    #[must_use]
    pub const fn with(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 | 1 << seat.0)
    }

    /// The set with `seat` removed.
    #[must_use]
    pub const fn without(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 & !(1 << seat.0))
    }

    /// The seats in either set.
    #[must_use]
    pub const fn union(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 | other.0)
    }

    /// The seats in both sets.
    #[must_use]
    pub const fn intersection(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & other.0)
    }

    /// The seats of `self` not in `other`.
    #[must_use]
    pub const fn difference(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & !other.0)
    }

    /// The number of seats.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Is the set empty?
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest seat, if any.
    #[must_use]
    pub const fn first(self) -> Option<Seat> {
        if self.0 == 0 {
            None
        } else {
            Some(Seat(self.0.trailing_zeros() as u8))
        }
    }

    /// The only seat of a set of one, else `None`.
    #[must_use]
    pub const fn only(self) -> Option<Seat> {
        if self.0.count_ones() == 1 {
            self.first()
        } else {
            None
        }
    }

    /// The first seat of the set clockwise after `seat`, wrapping round (`seat` itself last).
    /// Bit arithmetic, not a loop with `% n`: it runs on the playouts' hot path.
    #[must_use]
    pub const fn first_after(self, seat: Seat) -> Option<Seat> {
        let above = (self.0 as u16) & !((2u16 << seat.0) - 1);
        if above != 0 {
            Some(Seat(above.trailing_zeros() as u8))
        } else {
            self.first()
        }
    }

    /// The seats, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).map(Seat).filter(move |&s| self.contains(s))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> SeatSet {
        iter.into_iter().fold(SeatSet::EMPTY, SeatSet::with)
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|s| s.0)).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_after_goes_clockwise_and_wraps() {
        let set: SeatSet = [Seat(0), Seat(2), Seat(5)].into_iter().collect();
        assert_eq!(set.first_after(Seat(0)), Some(Seat(2)));
        assert_eq!(set.first_after(Seat(2)), Some(Seat(5)));
        assert_eq!(set.first_after(Seat(5)), Some(Seat(0)));
        assert_eq!(set.first_after(Seat(7)), Some(Seat(0)));
        assert_eq!(SeatSet::single(Seat(3)).first_after(Seat(3)), Some(Seat(3)));
        assert_eq!(SeatSet::EMPTY.first_after(Seat(3)), None);
    }

    #[test]
    fn all_seats_of_a_full_table_and_the_mask_round_trip() {
        assert_eq!(SeatSet::all(8).bits(), 0xFF);
        assert_eq!(SeatSet::all(3).len(), 3);
        assert_eq!(SeatSet::from_bits(0b101).only(), None);
        assert_eq!(SeatSet::from_bits(0b100).only(), Some(Seat(2)));
        assert_eq!(serde_json::to_string(&SeatSet::from_bits(5)).unwrap(), "5");
        assert_eq!(format!("{:?}", SeatSet::from_bits(5)), "{0, 2}");
    }
}
