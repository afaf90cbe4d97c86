//! The game record (`schraem-record/1`, see `../shared/rules/RECORD.md`): the serde form shared by
//! both games. Each game turns a [`RecordAction`] into its own typed action and back.

use super::cards::Card;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The only record format this engine reads and writes.
pub const FORMAT: &str = "schraem-record/1";

/// A whole record: rule set, players, optional start position, deals and/or seed, actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub format: String,
    pub ruleset: RulesetSpec,
    pub players: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Start>,
    #[serde(default)]
    pub deals: Vec<Deal>,
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub actions: Vec<RecordAction>,
}

/// A preset id and overrides by option name (values as JSON, checked by the game's ruleset).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesetSpec {
    pub preset: String,
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    pub options: serde_json::Map<String, serde_json::Value>,
}

/// A position to start from (scenarios, resumed matches).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Start {
    /// Marks (Siebenschräm, counting down or up as the ruleset says) per seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marks: Option<Vec<i32>>,
    /// Penalty points so far per seat (Schieberamsch).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<Vec<i32>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<u8>,
    /// The first hand's starting value (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u8>,
}

/// An explicit deal: one hand per seat (in seat order) and, for Schieberamsch, the skat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub hands: Vec<Vec<Card>>,
    #[serde(default)]
    pub skat: Vec<Card>,
}

/// One action as written in a record. `act` names it; the other fields are filled as the act needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordAction {
    pub seat: u8,
    pub act: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<Vec<Card>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u8>,
}

impl RecordAction {
    /// An action with only a seat and an act name.
    #[must_use]
    pub fn bare(seat: u8, act: &str) -> RecordAction {
        RecordAction {
            seat,
            act: act.to_owned(),
            card: None,
            cards: None,
            turn: None,
        }
    }
}

/// Why a record could not be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayFailure {
    /// The record itself is unusable (JSON, format, ruleset, players, start, deals): nothing was
    /// played. The message names the line or the field.
    Invalid(String),
    /// Action number `index` (0-based) is not legal at that point; the state before it is intact.
    Illegal {
        index: usize,
        seat: u8,
        act: String,
        reason: String,
    },
}

impl fmt::Display for ReplayFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayFailure::Invalid(message) => f.write_str(message),
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

impl Record {
    /// Parses a record from JSON text.
    ///
    /// # Errors
    /// [`ReplayFailure::Invalid`] for malformed JSON, an unknown field (serde names the line and
    /// column) or another format than [`FORMAT`].
    pub fn parse(text: &str) -> Result<Record, ReplayFailure> {
        let record: Record = serde_json::from_str(text)
            .map_err(|e| ReplayFailure::Invalid(format!("malformed record: {e}")))?;
        if record.format != FORMAT {
            return Err(ReplayFailure::Invalid(format!(
                "field 'format': expected \"{FORMAT}\", found \"{}\"",
                record.format
            )));
        }
        Ok(record)
    }

    /// The record as pretty JSON.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serializes")
    }
}
