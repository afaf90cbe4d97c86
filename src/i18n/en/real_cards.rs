//! English words of the slate and the tournament for real cards.

use crate::engine::schraem::EntryError;
use crate::engine::Seat;
use crate::session::{SlateError, TournamentError, TournamentLoadError};

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
        E::NoKnocking => "This hand has no knocking: nobody raises or folds.".to_owned(),
        E::ChallengePenalty(s) => format!(
            "{} cannot have paid that for challenges under these rules.",
            who(s)
        ),
        E::KnockWithoutRaise(s) => format!("{} knocked, but the hand never rose.", who(s)),
        E::EndedAtLastFold { value } => {
            format!("Everyone else folded, so the hand ended at {value}.")
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

pub(super) fn round(n: usize, of: usize, series: bool) -> String {
    if series {
        format!("Series {n} of {of}")
    } else {
        format!("Round {n} of {of}")
    }
}

pub(super) fn table(n: usize) -> String {
    format!("Table {n}")
}

pub(super) fn deals_first(who: &str) -> String {
    format!("{who} deals the first hand.")
}

pub(super) fn won(winners: &[&str]) -> String {
    match winners {
        [one] => format!("The tournament is over: {one} wins!"),
        many => format!(
            "The tournament is over: {} share first place.",
            crate::i18n::Lang::En.t().list(many)
        ),
    }
}

pub(super) fn tournament_error(e: &TournamentError) -> String {
    use TournamentError as E;
    match e {
        E::TooFewPlayers { min } => format!("This format needs at least {min} players."),
        E::FoursOnly => {
            "The Rhineland Championship seats four at every table: 4, 8, 12 … players.".to_owned()
        }
        E::CannotSeat => "Five players cannot be seated at tables of three and four.".to_owned(),
        E::SameName(name) => format!("“{name}” is on the list twice."),
        E::NoName => "Every player needs a name.".to_owned(),
        E::ScoreTooHigh { max } => format!("A round gives at most {max}."),
        E::RoundOpen => "Every table of this round needs its results first.".to_owned(),
        E::AllRoundsDrawn => "Every round has been drawn.".to_owned(),
        E::NoSuchTable => "There is no such table in this round.".to_owned(),
    }
}

pub(super) fn tournament_damaged(e: TournamentLoadError) -> String {
    use TournamentLoadError as E;
    match e {
        E::Malformed => "The saved tournament is damaged.".to_owned(),
        E::FromTheFuture(_) => {
            "The saved tournament was written by a newer version of the game.".to_owned()
        }
        E::Inconsistent => {
            "The saved tournament's tables and results do not fit together.".to_owned()
        }
    }
}
