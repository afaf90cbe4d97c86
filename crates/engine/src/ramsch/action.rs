//! What a player can do, and an allocation-free list of actions.

use crate::cards::{Card, CardSet};
use serde::Serialize;
use std::fmt;

/// One move of one seat. The record acts are named after these (see `record_io`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", tag = "act")]
pub enum Action {
    /// `grand_hand`: announce a Grand Hand in the offer round.
    GrandHand,
    /// `pass`: decline the Grand Hand.
    Pass,
    /// `kontra`: an opponent of the Grand Hand soloist doubles.
    Kontra,
    /// `re`: the soloist answers a Kontra (×4 in all).
    Re,
    /// `pickup` of both skat cards.
    PickUpBoth,
    /// `pickup` of one skat card (`pickup = one_or_both`), chosen by its place (0 or 1) because
    /// the player has not seen the cards.
    PickUpOne {
        /// The skat place to take: 0 or 1.
        slot: u8,
    },
    /// `discard` of as many cards as were picked up (two, or one after picking up one).
    Discard {
        /// The cards laid down as the new skat.
        cards: CardSet,
    },
    /// `push`: pass the skat on unseen (×2).
    Push,
    /// `play` of a card to the trick.
    Play {
        /// The card played.
        card: Card,
    },
}

impl Action {
    /// The record act name.
    #[must_use]
    pub const fn act(self) -> &'static str {
        match self {
            Action::GrandHand => "grand_hand",
            Action::Pass => "pass",
            Action::Kontra => "kontra",
            Action::Re => "re",
            Action::PickUpBoth | Action::PickUpOne { .. } => "pickup",
            Action::Discard { .. } => "discard",
            Action::Push => "push",
            Action::Play { .. } => "play",
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::PickUpOne { slot } => write!(f, "pickup skat card {slot}"),
            Action::Discard { cards } => write!(f, "discard {cards}"),
            Action::Play { card } => write!(f, "play {card}"),
            other => f.write_str(other.act()),
        }
    }
}

/// Most actions a seat can ever have at once: the 66 two-card discards of a 12-card hand.
pub const MAX_ACTIONS: usize = 66;

/// A fixed-capacity, inline list of actions, so that `legal_actions` never allocates. The slots
/// past `len` hold a filler and are never read.
#[derive(Clone, Copy)]
pub struct ActionList {
    len: u8,
    items: [Action; MAX_ACTIONS],
}

impl ActionList {
    /// An empty list.
    #[must_use]
    pub const fn new() -> ActionList {
        ActionList {
            len: 0,
            items: [Action::Pass; MAX_ACTIONS],
        }
    }

    /// Appends an action.
    ///
    /// # Panics
    /// If the list is full; the engine never offers more than [`MAX_ACTIONS`] actions.
    pub fn push(&mut self, action: Action) {
        self.items[self.len as usize] = action;
        self.len += 1;
    }

    /// The number of actions in the list.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Is the list empty?
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The actions as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[Action] {
        &self.items[..self.len()]
    }

    /// Is `action` in the list?
    #[must_use]
    pub fn contains(&self, action: &Action) -> bool {
        self.as_slice().contains(action)
    }

    /// Iterates over the actions in the order pushed.
    pub fn iter(&self) -> std::slice::Iter<'_, Action> {
        self.as_slice().iter()
    }
}

impl Default for ActionList {
    fn default() -> ActionList {
        ActionList::new()
    }
}

impl std::ops::Deref for ActionList {
    type Target = [Action];

    fn deref(&self) -> &[Action] {
        self.as_slice()
    }
}

impl fmt::Debug for ActionList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl PartialEq for ActionList {
    fn eq(&self, other: &ActionList) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for ActionList {}

impl<'a> IntoIterator for &'a ActionList {
    type Item = &'a Action;
    type IntoIter = std::slice::Iter<'a, Action>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;

    #[test]
    fn list_holds_what_was_pushed_and_copies_keep_it() {
        let mut list = ActionList::new();
        assert!(list.is_empty());
        for index in 0..MAX_ACTIONS as u8 {
            list.push(Action::Play {
                card: Card::from_index(index % 32),
            });
        }
        let copy = list;
        assert_eq!(copy.len(), MAX_ACTIONS);
        assert_eq!(
            copy[33],
            Action::Play {
                card: Card::from_index(1)
            }
        );
        assert_eq!(copy, list);
        assert!(list.contains(&Action::Play {
            card: Card::from_index(31)
        }));
        assert!(!list.contains(&Action::Push));
    }
}
