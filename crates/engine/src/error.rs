//! Errors shared by both games, one variant per cause: a rule set that cannot be built
//! ([`RulesetError`], [`Conflict`]), a match that cannot start ([`SetupError`], [`StartError`],
//! [`DealError`]), an act a record cannot mean ([`ActError`]) and a record that does not replay
//! ([`ReplayFailure`]). `Display` is the record and command-line text (English, naming the
//! field); the app shows its own words for each variant.

use crate::cards::Card;
use crate::{ramsch, schraem};
use std::fmt;

/// Two options that cannot be played together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conflict {
    /// The preset is for `min` to `max` players.
    Players {
        /// The preset's id.
        preset: &'static str,
        /// Fewest players.
        min: u8,
        /// Most players.
        max: u8,
        /// Players asked for.
        found: u8,
    },
    /// `scoring = escape` is played as `match = two_halves_playoff` or `single_game`, and that
    /// match only with it.
    EscapeNeedsHalves,
    /// `end = tuppen_long_one` needs marks (`count_down` or `count_up`).
    LongOneNeedsMarks,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Conflict::Players {
                preset,
                min,
                max,
                found,
            } => write!(f, "preset {preset} is for {min} to {max} players, not {found}"),
            Conflict::EscapeNeedsHalves => f.write_str(
                "scoring 'escape' goes with match 'two_halves_playoff' or 'single_game', and that match only with it",
            ),
            Conflict::LongOneNeedsMarks => {
                f.write_str("end 'tuppen_long_one' needs count_down or count_up scoring")
            }
        }
    }
}

/// Why a rule set spec does not describe a rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesetError {
    /// No preset of this game has this id.
    UnknownPreset(String),
    /// No option has this id.
    UnknownOption(String),
    /// The option exists but this is not one of its values.
    BadValue {
        /// The option id.
        option: String,
        /// The value as written.
        value: String,
        /// What the option accepts, in words.
        expected: String,
    },
    /// Options that cannot be combined.
    Conflict(Conflict),
}

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesetError::UnknownPreset(id) => {
                write!(f, "field 'ruleset.preset': unknown preset \"{id}\"")
            }
            RulesetError::UnknownOption(name) => {
                write!(f, "field 'ruleset.options.{name}': unknown option \"{name}\"")
            }
            RulesetError::BadValue {
                option,
                value,
                expected,
            } => write!(
                f,
                "field 'ruleset.options.{option}': value {value} is not allowed (expected {expected})"
            ),
            RulesetError::Conflict(c) => write!(f, "field 'ruleset': {c}"),
        }
    }
}

impl std::error::Error for RulesetError {}

/// What is wrong with an explicit deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealError {
    /// Not one hand per seat.
    Hands {
        /// Hands given.
        found: usize,
        /// Seats at the table.
        expected: usize,
    },
    /// A hand of the wrong size (a seat not dealt in must have none).
    HandSize {
        /// The seat.
        seat: usize,
        /// Cards given.
        found: usize,
        /// Cards the seat is dealt.
        expected: usize,
    },
    /// A card given twice.
    CardTwice(Card),
    /// A Schieberamsch skat that is not two cards.
    Skat {
        /// Cards given.
        found: usize,
    },
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::Hands { found, expected } => {
                write!(f, "{found} hands for {expected} players")
            }
            DealError::HandSize {
                seat,
                found,
                expected,
            } => write!(f, "seat {seat} has {found} cards, expected {expected}"),
            DealError::CardTwice(card) => write!(f, "card {card} appears twice"),
            DealError::Skat { found } => write!(f, "the skat needs 2 cards, found {found}"),
        }
    }
}

/// What is wrong with a record's start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartError {
    /// A list with one entry per seat has the wrong length.
    Length {
        /// `start.marks` or `start.points`.
        field: &'static str,
        /// Entries given.
        found: usize,
        /// Seats at the table.
        expected: usize,
    },
    /// A seat's score outside what the game allows.
    OutOfRange {
        /// `start.marks` or `start.points`.
        field: &'static str,
        /// The seat.
        seat: usize,
        /// The value given.
        value: i32,
        /// The smallest allowed.
        min: i32,
        /// The largest allowed.
        max: i32,
    },
    /// The dealer is not a seat of the table.
    Dealer {
        /// The seat given.
        seat: u8,
        /// Seats at the table.
        players: usize,
    },
    /// The first hand's value is out of range.
    Value {
        /// The value given.
        value: u8,
        /// The smallest allowed.
        min: u8,
        /// The largest allowed.
        max: u8,
    },
    /// A field this game does not use.
    NotUsed {
        /// The field.
        field: &'static str,
    },
    /// The position is already the end of the game: nothing could be played.
    GameOver,
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Length {
                field,
                found,
                expected,
            } => write!(f, "field '{field}': {found} entries for {expected} players"),
            StartError::OutOfRange {
                field,
                seat,
                value,
                min,
                max,
            } => write!(
                f,
                "field '{field}': {value} for seat {seat} is out of range (allowed {min} to {max})"
            ),
            StartError::Dealer { seat, players } => write!(
                f,
                "field 'start.dealer': seat {seat} does not exist (allowed 0 to {})",
                players.saturating_sub(1)
            ),
            StartError::Value { value, min, max } => write!(
                f,
                "field 'start.value': {value} is out of range (allowed {min} to {max})"
            ),
            StartError::NotUsed { field } => {
                write!(f, "field '{field}' is not used by this game")
            }
            StartError::GameOver => {
                f.write_str("field 'start': the position is already the end of the game")
            }
        }
    }
}

/// Why a match cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The text is not a record at all (JSON syntax, shape, an unknown field); serde's message
    /// names the line and column.
    Malformed(String),
    /// Another format than `schraem-record/1`.
    Format(String),
    /// The rule set.
    Ruleset(RulesetError),
    /// A number of players the game or preset does not allow.
    Players {
        /// Names given.
        found: usize,
        /// Fewest players.
        min: u8,
        /// Most players.
        max: u8,
    },
    /// The names and the `players` option disagree.
    PlayersOption {
        /// Names given.
        names: usize,
        /// The option's value.
        option: u8,
    },
    /// The start position.
    Start(StartError),
    /// Explicit deal number `index`.
    Deal {
        /// The deal's index in `deals`.
        index: usize,
        /// What is wrong with it.
        error: DealError,
    },
    /// Neither an explicit deal nor a seed for the first deal.
    NoCards,
}

impl SetupError {
    /// The record field the error is about, as in a JSON error report.
    #[must_use]
    pub fn field(&self) -> Option<String> {
        Some(match self {
            SetupError::Malformed(_) => return None,
            SetupError::Format(_) => "format".into(),
            SetupError::Ruleset(RulesetError::UnknownPreset(_)) => "ruleset.preset".into(),
            SetupError::Ruleset(
                RulesetError::UnknownOption(o) | RulesetError::BadValue { option: o, .. },
            ) => format!("ruleset.options.{o}"),
            SetupError::Ruleset(RulesetError::Conflict(_)) => "ruleset".into(),
            SetupError::Players { .. } | SetupError::PlayersOption { .. } => "players".into(),
            SetupError::Start(
                StartError::Length { field, .. }
                | StartError::OutOfRange { field, .. }
                | StartError::NotUsed { field },
            ) => (*field).into(),
            SetupError::Start(StartError::Dealer { .. }) => "start.dealer".into(),
            SetupError::Start(StartError::Value { .. }) => "start.value".into(),
            SetupError::Start(StartError::GameOver) => "start".into(),
            SetupError::Deal { index, .. } => format!("deals[{index}]"),
            SetupError::NoCards => "deals".into(),
        })
    }

    /// The allowed range or values, where the error is about one.
    #[must_use]
    pub fn allowed(&self) -> Option<String> {
        match self {
            SetupError::Ruleset(RulesetError::BadValue { expected, .. }) => Some(expected.clone()),
            SetupError::Players { min, max, .. } => Some(format!("{min} to {max}")),
            SetupError::Start(StartError::OutOfRange { min, max, .. }) => {
                Some(format!("{min} to {max}"))
            }
            SetupError::Start(StartError::Value { min, max, .. }) => {
                Some(format!("{min} to {max}"))
            }
            SetupError::Start(StartError::Dealer { players, .. }) => {
                Some(format!("0 to {}", players.saturating_sub(1)))
            }
            _ => None,
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Malformed(why) => write!(f, "malformed record: {why}"),
            SetupError::Format(found) => write!(
                f,
                "field 'format': expected \"{}\", found \"{found}\"",
                crate::record::FORMAT
            ),
            SetupError::Ruleset(e) => e.fmt(f),
            SetupError::Players { found, min, max } if min == max => write!(
                f,
                "field 'players': this game needs {min} players, found {found}"
            ),
            SetupError::Players { found, min, max } => write!(
                f,
                "field 'players': this game is for {min} to {max} players, found {found}"
            ),
            SetupError::PlayersOption { names, option } => write!(
                f,
                "field 'players': {names} names but option players = {option}"
            ),
            SetupError::Start(e) => e.fmt(f),
            SetupError::Deal { index, error } => write!(f, "field 'deals[{index}]': {error}"),
            SetupError::NoCards => f.write_str(
                "the record has neither 'deals' nor a 'seed': the first deal has no cards",
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl From<RulesetError> for SetupError {
    fn from(e: RulesetError) -> SetupError {
        SetupError::Ruleset(e)
    }
}

impl From<StartError> for SetupError {
    fn from(e: StartError) -> SetupError {
        SetupError::Start(e)
    }
}

/// A record action whose act or fields mean nothing in this game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActError {
    /// The game has no such act.
    UnknownAct(String),
    /// The act needs this field.
    Needs {
        /// The act.
        act: &'static str,
        /// The missing field.
        field: &'static str,
    },
    /// The act takes no card, cards or turn (or not this one).
    Extra {
        /// The act.
        act: &'static str,
    },
}

impl fmt::Display for ActError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActError::UnknownAct(act) => write!(f, "unknown act '{act}'"),
            ActError::Needs { act, field } => write!(f, "act '{act}' needs the field '{field}'"),
            ActError::Extra { act } => write!(f, "act '{act}' takes no other field"),
        }
    }
}

/// Why an action of a record was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The act is not one of the game's.
    Act(ActError),
    /// A Siebenschräm rule forbids it.
    Schraem(schraem::RuleError),
    /// A Schieberamsch rule forbids it.
    Ramsch(ramsch::RuleError),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Act(e) => e.fmt(f),
            Refusal::Schraem(e) => e.fmt(f),
            Refusal::Ramsch(e) => e.fmt(f),
        }
    }
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayFailure {
    /// The record cannot start a match (nothing was played), or a later explicit deal it gives is
    /// malformed.
    Setup(SetupError),
    /// Action number `index` (0-based) is not legal at that point; the state before it is intact.
    Illegal {
        /// The action's index in `actions`.
        index: usize,
        /// Its seat.
        seat: u8,
        /// Its act.
        act: String,
        /// Why it was refused.
        reason: Refusal,
    },
}

impl fmt::Display for ReplayFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayFailure::Setup(e) => e.fmt(f),
            ReplayFailure::Illegal {
                index,
                seat,
                act,
                reason,
            } => write!(f, "action {index} (seat {seat}, {act}): {reason}"),
        }
    }
}

impl std::error::Error for ReplayFailure {}

impl From<SetupError> for ReplayFailure {
    fn from(e: SetupError) -> ReplayFailure {
        ReplayFailure::Setup(e)
    }
}
