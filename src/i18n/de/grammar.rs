//! Was die deutschen Sätze an Grammatik brauchen: eine Karte mit Artikel im verlangten Fall
//! („den Kreuz Buben“, „mit dem Pik Ass“), den Zuschauer geduzt („du verlierst“) oder einen
//! Spieler beim Namen, und Faktoren in Worten („doppelt“).

use crate::engine::cards::{Card, CardSet, Rank};
use crate::i18n::{join, Who};

/// The case a sentence puts a card in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::i18n) enum Case {
    /// The subject ("der König hat dich … gekostet"), or a card standing alone.
    Nom,
    /// The object ("spielt den König").
    Acc,
    /// After "mit" ("mit dem König").
    Dat,
}

/// The suits as German card players name them.
pub(in crate::i18n) const SUITS: [&str; 4] = ["Kreuz", "Pik", "Herz", "Karo"];

/// A card with its article in `case`: die Sieben … Zehn and die Dame (feminine), der Bube
/// (masculine, weak: den/dem Buben), der König (masculine), das Ass (neuter).
pub(in crate::i18n) fn the_card(card: Card, case: Case) -> String {
    let suit = SUITS[card.suit().index()];
    let (article, noun) = match (card.rank(), case) {
        (Rank::Jack, Case::Nom) => ("der", "Bube"),
        (Rank::Jack, Case::Acc) => ("den", "Buben"),
        (Rank::Jack, Case::Dat) => ("dem", "Buben"),
        (Rank::King, Case::Nom) => ("der", "König"),
        (Rank::King, Case::Acc) => ("den", "König"),
        (Rank::King, Case::Dat) => ("dem", "König"),
        (Rank::Ace, Case::Dat) => ("dem", "Ass"),
        (Rank::Ace, _) => ("das", "Ass"),
        (rank, case) => (
            if case == Case::Dat { "der" } else { "die" },
            feminine(rank),
        ),
    };
    format!("{article} {suit} {noun}")
}

fn feminine(rank: Rank) -> &'static str {
    match rank {
        Rank::Seven => "Sieben",
        Rank::Eight => "Acht",
        Rank::Nine => "Neun",
        Rank::Ten => "Zehn",
        _ => "Dame",
    }
}

/// Several cards, each with its article: "die Kreuz Sieben und das Pik Ass".
pub(in crate::i18n) fn the_cards(set: CardSet, case: Case) -> String {
    let names: Vec<String> = set.iter().map(|c| the_card(c, case)).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    join(&refs, "und")
}

/// `text` with a capital first letter (a card at the start of a sentence).
pub(in crate::i18n) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The subject at the start of a sentence: "Du" or the player's name.
pub(in crate::i18n) fn subject<'a>(who: Who<'a>) -> &'a str {
    who.or_you("Du")
}

/// The subject inside a sentence: "du" or the player's name.
pub(in crate::i18n) fn subject_inside<'a>(who: Who<'a>) -> &'a str {
    who.or_you("du")
}

/// The verb form for `who`: `named` for a player, `you` for the viewer (du).
pub(in crate::i18n) fn verb<'v>(who: Who, named: &'v str, you: &'v str) -> &'v str {
    who.pick(named, you)
}

/// Subject and verb at the start of a sentence: "Hans spielt" / "Du spielst".
pub(in crate::i18n) fn does(who: Who, named: &str, you: &str) -> String {
    format!("{} {}", subject(who), verb(who, named, you))
}

/// `who` after "bei", "von", "mit": "dir" or the name.
pub(in crate::i18n) fn dative<'a>(who: Who<'a>) -> &'a str {
    who.or_you("dir")
}

/// "verliert 2 Schräm" / "bekommt 2 Punkte", conjugated for `who`.
pub(in crate::i18n) fn pays(who: Who, n: i32, up: bool) -> String {
    if up {
        let points = if n.abs() == 1 { "Punkt" } else { "Punkte" };
        format!("{} {n} {points}", verb(who, "bekommt", "bekommst"))
    } else {
        format!("{} {n} Schräm", verb(who, "verliert", "verlierst"))
    }
}

/// How many times a deal counts, in words: "doppelt", "vierfach", "achtfach".
pub(in crate::i18n) fn times(factor: u32) -> String {
    match factor {
        1 => "einfach".to_owned(),
        2 => "doppelt".to_owned(),
        3 => "dreifach".to_owned(),
        4 => "vierfach".to_owned(),
        8 => "achtfach".to_owned(),
        n => format!("{n}-fach"),
    }
}

/// A suit's name ("Kreuz").
pub(in crate::i18n) fn suit_name(s: crate::engine::cards::Suit) -> &'static str {
    ["Kreuz", "Pik", "Herz", "Karo"][s.index()]
}
