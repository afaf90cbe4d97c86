//! [`InlineList`]: a short list of `Copy` items stored inline, so that the hot paths
//! (`legal_actions`, `apply`) of both engines never allocate and their lists copy with the state.
//!
//! ```
//! use schraem_engine::inline_list::{Filler, InlineList};
//!
//! #[derive(Clone, Copy, Debug, PartialEq)]
//! struct Move(u8);
//! impl Filler for Move {
//!     const FILLER: Move = Move(0);
//! }
//!
//! let mut moves: InlineList<Move, 4> = InlineList::new();
//! moves.push(Move(7));
//! moves.push(Move(9));
//! let copy = moves;
//! assert_eq!(copy.as_slice(), &[Move(7), Move(9)]);
//! assert!(copy.contains(&Move(9)));
//! assert_eq!(copy.len(), 2);
//! ```

use std::fmt;
use std::ops::Deref;

/// An item type's value for the unused slots of an [`InlineList`]. It is never read: it only
/// lets the list be built without `unsafe` or a `Default` the type would not otherwise have.
pub trait Filler: Copy {
    /// The value the unused slots hold.
    const FILLER: Self;
}

/// At most `N` items (`N` ≤ 255) stored inline, in the order pushed. The slots past the length
/// hold [`Filler::FILLER`] and are never read; equality, hashing and `Debug` see only the items.
#[derive(Clone, Copy)]
pub struct InlineList<T, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Filler, const N: usize> InlineList<T, N> {
    /// An empty list.
    #[must_use]
    pub const fn new() -> Self {
        InlineList {
            len: 0,
            items: [T::FILLER; N],
        }
    }

    /// Appends `item`.
    ///
    /// # Panics
    /// If the list is full: each engine sizes its lists for the longest one it builds.
    pub fn push(&mut self, item: T) {
        self.items[self.len as usize] = item;
        self.len += 1;
    }
}

impl<T, const N: usize> InlineList<T, N> {
    /// The number of items.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Is the list empty?
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Empties the list (the old items are simply forgotten).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The items, in the order pushed.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }

    /// Iterates over the items in the order pushed.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.as_slice().iter()
    }

    /// Is `item` in the list?
    #[must_use]
    pub fn contains(&self, item: &T) -> bool
    where
        T: PartialEq,
    {
        self.as_slice().contains(item)
    }
}

impl<T: Filler, const N: usize> Default for InlineList<T, N> {
    fn default() -> Self {
        InlineList::new()
    }
}

impl<T, const N: usize> Deref for InlineList<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: fmt::Debug, const N: usize> fmt::Debug for InlineList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: PartialEq, const N: usize> PartialEq for InlineList<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Eq, const N: usize> Eq for InlineList<T, N> {}

impl<T: std::hash::Hash, const N: usize> std::hash::Hash for InlineList<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a InlineList<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Filler for u8 {
        const FILLER: u8 = 0;
    }

    #[test]
    fn holds_what_was_pushed_and_compares_only_the_items() {
        let mut a: InlineList<u8, 3> = InlineList::new();
        assert!(a.is_empty());
        a.push(5);
        a.push(6);
        a.push(7);
        let mut b = a;
        b.clear();
        b.push(5);
        b.push(6);
        assert_eq!(a.len(), 3);
        assert_eq!(&a[..2], b.as_slice());
        a.clear();
        a.push(5);
        a.push(6);
        // Unused slots differ (`a` and `b` still hold 7 in the third, `c` the filler): not seen.
        assert_eq!(a, b);
        let mut c: InlineList<u8, 3> = InlineList::new();
        c.push(5);
        c.push(6);
        assert_eq!(a, c);
        assert_eq!(format!("{c:?}"), "[5, 6]");
    }

    #[test]
    #[should_panic(expected = "index out of bounds")]
    fn pushing_past_the_capacity_panics() {
        let mut a: InlineList<u8, 1> = InlineList::new();
        a.push(1);
        a.push(2);
    }
}
