//! English words of the slate for real cards.

use crate::engine::schraem::EntryError;
use crate::engine::Seat;
use crate::session::SlateError;

/// Why an entered hand does not fit, naming players by `names` (by seat number without them).
pub(super) fn entry_error(e: EntryError, names: &[String]) -> String {
    use EntryError as E;
    let who = |s: Seat| {
        names
            .get(s.index())
            .cloned()
            .unwrap_or_else(|| format!("seat {}", s.0 + 1))
    };
    match e {
        E::NotInPlay => "The match is over.".to_owned(),
        E::HandStarted => "This hand is being played on screen.".to_owned(),
        E::NoSuchSeat(s) => format!("There is no {}.", who(s)),
        E::NotDealtIn(s) => format!("{} is not in this hand.", who(s)),
        E::ValueBelowStart { start } => {
            format!("The hand started at {start}: it cannot end lower.")
        }
        E::ValueAboveMax { max } => format!("The highest value is {max}."),
        E::NoKnockingInEscape => {
            "An escape hand has no knocking: nobody raises or folds.".to_owned()
        }
        E::FoldValue { seat, value } => format!(
            "{} cannot have folded at {value}: no knock reached it.",
            who(seat)
        ),
        E::FoldedAndOut(s) => format!("{} cannot both fold and be put out.", who(s)),
        E::WinnerLeft(s) => format!(
            "{} left the hand and cannot have taken the last trick.",
            who(s)
        ),
        E::NobodyLeft => "Somebody must have stayed in to take the last trick.".to_owned(),
        E::OnlyOneLeft(s) => format!("Only {} stayed in, so {0} won the hand.", who(s)),
        E::FoldedCardsWithdrawn => {
            "Under these rules a folded card cannot take a trick.".to_owned()
        }
        E::NotFolded(s) => format!("{} did not fold.", who(s)),
    }
}

pub(super) fn damaged(e: &SlateError) -> String {
    match e {
        SlateError::Malformed(_) => "The saved slate is damaged.".to_owned(),
        SlateError::FromTheFuture(_) => {
            "The saved slate was written by a newer version of the game.".to_owned()
        }
        SlateError::Setup(_) => {
            "The saved slate's rules or players cannot start a game.".to_owned()
        }
        SlateError::Entry { hand, .. } => format!(
            "Hand {} of the saved slate does not fit the hands before it.",
            hand + 1
        ),
    }
}

pub(super) fn folded_at(value: u8) -> String {
    format!("folded at {value}")
}

pub(super) fn folded_card(who: &str) -> String {
    format!("{who}’s folded card")
}
