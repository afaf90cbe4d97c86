//! [`SeatMap`]: one value per seat of a table of `N`, indexed by [`Seat`], so that a seat's
//! entry reads `hands[seat]` rather than `hands[seat.index()]`.
//!
//! ```
//! use schraem_engine::{Seat, SeatMap};
//!
//! let mut tricks: SeatMap<u8, 3> = SeatMap::default();
//! tricks[Seat(2)] += 1;
//! tricks[Seat(0)] += 2;
//! assert_eq!(tricks.entries().map(|(s, n)| (s.0, *n)).collect::<Vec<_>>(), [(0, 2), (1, 0), (2, 1)]);
//! assert_eq!(tricks.into_array(), [2, 0, 1]);
//! ```

use crate::seat::Seat;
use serde::{Deserialize, Serialize};
use std::ops::{Deref, DerefMut, Index, IndexMut};

/// One `T` per seat of a table of `N`, seat 0 first. Written (serde) as its array; reads as
/// `[T; N]` and indexes by number too, where a seat number is what the caller has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    transparent,
    bound(
        serialize = "[T; N]: Serialize",
        deserialize = "[T; N]: Deserialize<'de>"
    )
)]
pub struct SeatMap<T, const N: usize>([T; N]);

impl<T: Copy + Default, const N: usize> Default for SeatMap<T, N> {
    fn default() -> Self {
        SeatMap([T::default(); N])
    }
}

impl<T, const N: usize> SeatMap<T, N> {
    /// The map of `values`, seat 0 first.
    #[must_use]
    pub const fn from_array(values: [T; N]) -> Self {
        SeatMap(values)
    }

    /// The value of `seat` (as `map[seat]`, for `const` code).
    #[must_use]
    pub const fn get(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }

    /// The values, seat 0 first.
    #[must_use]
    pub fn into_array(self) -> [T; N] {
        self.0
    }

    /// Each seat with its value, seat 0 first (`iter()` is the array's: the values alone).
    pub fn entries(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(s, v)| (Seat(s as u8), v))
    }
}

impl<T, const N: usize> From<[T; N]> for SeatMap<T, N> {
    fn from(values: [T; N]) -> Self {
        SeatMap(values)
    }
}

impl<T, const N: usize> Index<Seat> for SeatMap<T, N> {
    type Output = T;

    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T, const N: usize> IndexMut<Seat> for SeatMap<T, N> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

impl<T, const N: usize> Index<usize> for SeatMap<T, N> {
    type Output = T;

    fn index(&self, seat: usize) -> &T {
        &self.0[seat]
    }
}

impl<T, const N: usize> IndexMut<usize> for SeatMap<T, N> {
    fn index_mut(&mut self, seat: usize) -> &mut T {
        &mut self.0[seat]
    }
}

impl<T, const N: usize> Deref for SeatMap<T, N> {
    type Target = [T; N];

    fn deref(&self) -> &[T; N] {
        &self.0
    }
}

impl<T, const N: usize> DerefMut for SeatMap<T, N> {
    fn deref_mut(&mut self) -> &mut [T; N] {
        &mut self.0
    }
}
