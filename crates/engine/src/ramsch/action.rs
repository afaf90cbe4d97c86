//! What a player can do, and an allocation-free list of actions.

use crate::action_text::{one_card, one_number, words, ActionText};
use crate::cards::{Card, CardSet};
use crate::inline_list::{Filler, InlineList};
use serde::Serialize;
use std::fmt;

/// One move of one seat. The record acts are named after these (see `record_io`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
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

impl ActionText for Action {
    fn text(&self) -> String {
        match self {
            Action::PickUpOne { slot } => format!("pickup_one {slot}"),
            Action::Play { card } => format!("play {card}"),
            Action::Discard { cards } => cards
                .iter()
                .fold("discard".to_owned(), |text, c| format!("{text} {c}")),
            other => other.act().to_owned(),
        }
    }

    fn from_text(text: &str) -> Option<Action> {
        let (act, args) = words(text)?;
        match act {
            "play" => one_card(&args).map(|card| Action::Play { card }),
            "pickup_one" => one_number(&args).map(|slot| Action::PickUpOne { slot }),
            "discard" if !args.is_empty() => args
                .iter()
                .map(|w| w.parse::<Card>().ok())
                .collect::<Option<CardSet>>()
                .map(|cards| Action::Discard { cards }),
            _ if args.is_empty() => [
                Action::GrandHand,
                Action::Pass,
                Action::Kontra,
                Action::Re,
                Action::PickUpBoth,
                Action::Push,
            ]
            .into_iter()
            .find(|a| a.act() == act),
            _ => None,
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

/// A seat's legal actions, stored inline so that `legal_actions` never allocates.
pub type ActionList = InlineList<Action, MAX_ACTIONS>;

impl Filler for Action {
    const FILLER: Action = Action::Pass;
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
