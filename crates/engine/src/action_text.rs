//! An action as a short text: its act name (the record's, see `docs/record.md`), then its card,
//! cards or number (`"knock"`, `"play HT"`, `"challenge 3"`, `"discard HT SK"`). The one text
//! form of a game's actions: the app sends a phone's move in it, and the record codecs
//! (`record_io`) read their act names through it.

use crate::cards::Card;

/// A game's action as a short text, and back.
pub trait ActionText: Sized {
    /// The text of this action: its act, then its arguments, separated by single spaces.
    fn text(&self) -> String;

    /// The action `text` names, or `None` when it names none.
    fn from_text(text: &str) -> Option<Self>;
}

/// The words of `text` after its act: `(act, arguments)`, or `None` for an empty text.
#[must_use]
pub fn words(text: &str) -> Option<(&str, Vec<&str>)> {
    let mut words = text.split(' ');
    let act = words.next().filter(|a| !a.is_empty())?;
    Some((act, words.collect()))
}

/// The one card of `args`, if there is exactly one and it is a card.
#[must_use]
pub fn one_card(args: &[&str]) -> Option<Card> {
    match args {
        [c] => c.parse().ok(),
        _ => None,
    }
}

/// The one number of `args`, if there is exactly one and it is a number.
#[must_use]
pub fn one_number(args: &[&str]) -> Option<u8> {
    match args {
        [n] => n.parse().ok(),
        _ => None,
    }
}
