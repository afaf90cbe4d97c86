//! Ce dont les phrases françaises ont besoin : une carte avec son article et l'élision
//! (« l'As de trèfle », « la Dame de pique », « le Roi de cœur »), l'accord du participe
//! (« donnée »), le joueur qui regarde l'écran vouvoyé (« vous perdez ») ou un joueur nommé, et
//! les multiplicateurs en toutes lettres (« double »).

use super::card_name;
use crate::engine::cards::{Card, CardSet, Rank};
use crate::i18n::{join, Who};

/// A card with its definite article: "la" for the Dame (the one feminine rank), "l'" before the
/// vowel of As, "le" for the others (Huit has an h aspiré: "le Huit").
pub(in crate::i18n) fn the_card(card: Card) -> String {
    let article = match card.rank() {
        Rank::Queen => "la ",
        Rank::Ace => "l'",
        _ => "le ",
    };
    format!("{article}{}", card_name(card))
}

/// Several cards, each with its article: "le Sept de trèfle et l'As de pique".
pub(in crate::i18n) fn the_cards(set: CardSet) -> String {
    let names: Vec<String> = set.iter().map(the_card).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    join(&refs, "et")
}

/// The past participle "donné" agreeing with the card ("la Dame … est donnée").
pub(in crate::i18n) fn given(card: Card) -> &'static str {
    if card.rank() == Rank::Queen {
        "donnée"
    } else {
        "donné"
    }
}

/// The subject at the start of a sentence: "Vous" or the player's name.
pub(in crate::i18n) fn subject<'a>(who: Who<'a>) -> &'a str {
    who.or_you("Vous")
}

/// The subject inside a sentence (after a colon): "vous" or the player's name.
pub(in crate::i18n) fn subject_inside<'a>(who: Who<'a>) -> &'a str {
    who.or_you("vous")
}

/// The verb form for `who`: `named` for a player, `you` for the viewer (vous).
pub(in crate::i18n) fn verb<'v>(who: Who, named: &'v str, you: &'v str) -> &'v str {
    who.pick(named, you)
}

/// Subject and verb at the start of a sentence: "Hans joue" / "Vous jouez".
pub(in crate::i18n) fn does(who: Who, named: &str, you: &str) -> String {
    format!("{} {}", subject(who), verb(who, named, you))
}

/// Subject and verb inside a sentence: "Hans joue" / "vous jouez".
pub(in crate::i18n) fn does_inside(who: Who, named: &str, you: &str) -> String {
    format!("{} {}", subject_inside(who), verb(who, named, you))
}

/// "1 marque" / "3 marques" or "1 point" / "3 points" (French: 0 and 1 are singular).
pub(in crate::i18n) fn amount(n: i32, up: bool) -> String {
    let one = n.abs() <= 1;
    match (up, one) {
        (false, true) => format!("{n} marque"),
        (false, false) => format!("{n} marques"),
        (true, true) => format!("{n} point"),
        (true, false) => format!("{n} points"),
    }
}

/// "perd 2 marques" / "prend 2 points", conjugated for `who`.
pub(in crate::i18n) fn pays(who: Who, n: i32, up: bool) -> String {
    if up {
        format!("{} {}", verb(who, "prend", "prenez"), amount(n, true))
    } else {
        format!("{} {}", verb(who, "perd", "perdez"), amount(n, false))
    }
}

/// How many times a deal counts, in words: "double", "quadruple", "×8".
pub(in crate::i18n) fn times(factor: u32) -> String {
    match factor {
        2 => "double".to_owned(),
        3 => "triple".to_owned(),
        4 => "quadruple".to_owned(),
        n => format!("×{n}"),
    }
}

/// A suit's name ("trèfle").
pub(in crate::i18n) fn suit_name(s: crate::engine::cards::Suit) -> &'static str {
    ["trèfle", "pique", "cœur", "carreau"][s.index()]
}
