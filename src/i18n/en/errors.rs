//! English error messages: refused moves, rule sets, setups, links, saves.

use super::card_name;
use super::En;
use crate::engine::Refusal;
use crate::engine::{
    ActError, Conflict, DealError, ReplayFailure, RulesetError, SetupError, StartError,
};
use crate::i18n::game_words;
use crate::i18n::{Lang, Msg};
use crate::session::SaveError;
use crate::share::{LinkError, LinkKind};

pub(super) fn refused(r: &Refusal) -> String {
    game_words::refused::<En>(r, act)
}

fn act(e: &ActError) -> String {
    match e {
        ActError::UnknownAct(a) => format!("“{a}” is not a move of this game."),
        ActError::Needs { act, field } => format!("The move “{act}” needs its “{field}”."),
        ActError::Extra { act } => format!("The move “{act}” has fields it does not take."),
    }
}

pub(super) fn ruleset(e: &RulesetError) -> String {
    match e {
        RulesetError::UnknownPreset(id) => format!("There are no rules called “{id}”."),
        RulesetError::UnknownOption(id) => format!("There is no rule option “{id}”."),
        RulesetError::BadValue { option, value, .. } => {
            format!("The option “{option}” cannot be {value}.")
        }
        RulesetError::Conflict(c) => conflict(c),
    }
}

fn conflict(c: &Conflict) -> String {
    match c {
        Conflict::Players {
            min, max, found, ..
        } => {
            if min == max {
                format!("These rules are for {min} players, not {found}.")
            } else {
                format!("These rules are for {min} to {max} players, not {found}.")
            }
        }
        Conflict::EscapeNeedsHalves => {
            "Hands without points are played as two halves and a play-off (or a single game)."
                .to_owned()
        }
        Conflict::LongOneNeedsMarks => {
            "The long one needs marks or points to be counted.".to_owned()
        }
    }
}

pub(super) fn setup(e: &SetupError) -> String {
    match e {
        SetupError::Malformed(_) => "The game record is unreadable.".to_owned(),
        SetupError::Format(f) => {
            format!("The record is of the format “{f}”, which this version cannot read.")
        }
        SetupError::Ruleset(r) => ruleset(r),
        SetupError::Players { found, min, max } => {
            if min == max {
                format!("This game needs {min} players, not {found}.")
            } else {
                format!("This game is for {min} to {max} players, not {found}.")
            }
        }
        SetupError::PlayersOption { names, option } => {
            format!("The record names {names} players but its rules say {option}.")
        }
        SetupError::Start(s) => match s {
            StartError::Length {
                found, expected, ..
            } => {
                format!("The starting scores list {found} players, not {expected}.")
            }
            StartError::OutOfRange {
                seat,
                value,
                min,
                max,
                ..
            } => format!(
                "The starting score {value} of seat {} is outside {min} to {max}.",
                seat + 1
            ),
            StartError::Dealer { seat, .. } => {
                format!("Seat {} cannot deal: there is no such seat.", seat + 1)
            }
            StartError::Value { value, min, max } => {
                format!("A hand cannot start at {value}: it must be {min} to {max}.")
            }
            StartError::NotUsed { field } => format!("This game does not use “{field}”."),
            StartError::GameOver => "That position is already the end of the game.".to_owned(),
        },
        SetupError::Deal { index, error } => format!("Deal {}: {}", index + 1, deal(error)),
        SetupError::NoCards => "The record has no cards to deal.".to_owned(),
    }
}

fn deal(e: &DealError) -> String {
    match e {
        DealError::Hands { found, expected } => {
            format!("{found} hands for {expected} players.")
        }
        DealError::HandSize {
            seat,
            found,
            expected,
        } => format!("seat {} has {found} cards instead of {expected}.", seat + 1),
        DealError::CardTwice(c) => format!("the {} is dealt twice.", card_name(*c)),
        DealError::Skat { found } => format!("the skat has {found} cards instead of 2."),
    }
}

fn kind(k: LinkKind) -> &'static str {
    match k {
        LinkKind::Ruleset => "rules",
        LinkKind::Hand => "hand",
    }
}

/// Why a link cannot be opened: only a part's screen says it (`MenuWords::say`), so the
/// rule errors it quotes are asked of the language's `Catalog` (not reached from here: they stay
/// in the first load's words).
pub(super) fn link(e: &LinkError) -> String {
    match e {
        LinkError::TooLong { .. } => "This link is too long to be a Schräm link.".to_owned(),
        LinkError::NotSchraem => "This is not a Schräm link.".to_owned(),
        LinkError::NewerVersion => {
            "This link was made by a newer version of Schräm: reload to update.".to_owned()
        }
        LinkError::WrongKind { expected, found } => format!(
            "This is a {} link, not a {} link.",
            kind(*found),
            kind(*expected)
        ),
        LinkError::Damaged(_) => "This link is damaged (cut off or changed).".to_owned(),
        LinkError::Rules(r) => format!(
            "This link's rules cannot be played: {}",
            Lang::En.say(&Msg::Ruleset(r))
        ),
        LinkError::Hand(ReplayFailure::Illegal { index, reason, .. }) => format!(
            "Move {} of this hand is against the rules: {}",
            index + 1,
            Lang::En.say(&Msg::Refused(reason))
        ),
        LinkError::Hand(ReplayFailure::Setup(s)) => {
            format!(
                "This hand cannot be shown: {}",
                Lang::En.say(&Msg::Setup(s))
            )
        }
    }
}

pub(super) fn save(e: &SaveError) -> String {
    match e {
        SaveError::Malformed(_) => "The saved match is damaged.".to_owned(),
        SaveError::FromTheFuture(_) => {
            "The saved match was written by a newer version of the game.".to_owned()
        }
        SaveError::DoesNotReplay(_) => "The saved match does not replay.".to_owned(),
        SaveError::SeatsDoNotMatch => "The saved match's seats do not fit its record.".to_owned(),
    }
}
