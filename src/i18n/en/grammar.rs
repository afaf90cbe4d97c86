//! What the English sentences need: a card with its article ("the Ace of Spades"), the viewer
//! spoken to ("you lose") or a player named, and multipliers in words ("double").

use super::card_name;
use crate::engine::cards::{Card, CardSet};
use crate::i18n::{join, Who};

/// A card with its article: "the Ace of Spades".
pub(in crate::i18n) fn the_card(card: Card) -> String {
    format!("the {}", card_name(card))
}

/// Several cards, each with its article: "the Seven of Clubs and the Ace of Spades".
pub(in crate::i18n) fn the_cards(set: CardSet) -> String {
    let names: Vec<String> = set.iter().map(the_card).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    join(&refs, "and")
}

/// Bare card names after a possessive: "Gerda's Seven of Clubs and Ace of Spades".
pub(in crate::i18n) fn cards(set: CardSet) -> String {
    let names: Vec<String> = set.iter().map(card_name).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    join(&refs, "and")
}

/// The subject at the start of a sentence: "You" or the player's name.
pub(in crate::i18n) fn subject<'a>(who: Who<'a>) -> &'a str {
    who.or_you("You")
}

/// The subject inside a sentence: "you" or the player's name.
pub(in crate::i18n) fn subject_inside<'a>(who: Who<'a>) -> &'a str {
    who.or_you("you")
}

/// The verb form for `who`: `named` for a player ("plays"), `you` for the viewer ("play").
pub(in crate::i18n) fn verb<'v>(who: Who, named: &'v str, you: &'v str) -> &'v str {
    who.pick(named, you)
}

/// Subject and verb at the start of a sentence: "Hans plays" / "You play".
pub(in crate::i18n) fn does(who: Who, named: &str, you: &str) -> String {
    format!("{} {}", subject(who), verb(who, named, you))
}

/// Subject and verb inside a sentence: "Hans plays" / "you play".
pub(in crate::i18n) fn does_inside(who: Who, named: &str, you: &str) -> String {
    format!("{} {}", subject_inside(who), verb(who, named, you))
}

/// Whose: "Gerda's" / "your".
pub(in crate::i18n) fn whose(who: Who) -> String {
    match who {
        Who::You => "your".to_owned(),
        Who::Named(name) => format!("{name}'s"),
    }
}

/// "1 mark" / "3 marks" or "1 point" / "3 points".
pub(in crate::i18n) fn amount(n: i32, up: bool) -> String {
    match (up, n.abs() == 1) {
        (false, true) => format!("{n} mark"),
        (false, false) => format!("{n} marks"),
        (true, true) => format!("{n} point"),
        (true, false) => format!("{n} points"),
    }
}

/// "loses 2 marks" / "gets 2 points", conjugated for `who`.
pub(in crate::i18n) fn pays(who: Who, n: i32, up: bool) -> String {
    if up {
        format!("{} {}", verb(who, "gets", "get"), amount(n, true))
    } else {
        format!("{} {}", verb(who, "loses", "lose"), amount(n, false))
    }
}

/// How many times a deal counts, in words: "double", "four times".
pub(in crate::i18n) fn times(factor: u32) -> String {
    match factor {
        2 => "double".to_owned(),
        3 => "three times".to_owned(),
        4 => "four times".to_owned(),
        n => format!("{n} times"),
    }
}

/// A suit in the plural ("clubs").
pub(in crate::i18n) fn suit_plural(s: crate::engine::cards::Suit) -> &'static str {
    ["clubs", "spades", "hearts", "diamonds"][s.index()]
}
