//! The game record (`schraem-record/1`, see `../shared/rules/RECORD.md`): the serde form shared by
//! both games. Each game turns a [`RecordAction`] into its own typed action and back.

use super::cards::Card;
use super::error::SetupError;
use serde::{Deserialize, Serialize};

/// The only record format this engine reads and writes.
pub const FORMAT: &str = "schraem-record/1";

/// A whole record: rule set, players, optional start position, deals and/or seed, actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The record format; must be [`FORMAT`].
    pub format: String,
    /// The preset and its option overrides.
    pub ruleset: RulesetSpec,
    /// The players' names, by seat (their count is the table size).
    pub players: Vec<String>,
    /// Where the match starts; `None`: a fresh match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Start>,
    /// Explicit deals, one per hand (Schieberamsch: per deal) in order.
    #[serde(default)]
    pub deals: Vec<Deal>,
    /// Seed of the portable shuffle for every hand or deal after the explicit ones.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Every action, in order.
    #[serde(default)]
    pub actions: Vec<RecordAction>,
}

/// A preset id and overrides by option name (values as JSON, checked by the game's ruleset).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesetSpec {
    /// The preset id, e.g. `"rhineland"` or `"schieberamsch"`.
    pub preset: String,
    /// Option overrides by option name, e.g. `"max_blind_value": 3`.
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
    /// The seat that deals the first hand.
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
    /// The cards of each seat, in seat order (empty for a seat not dealt in).
    pub hands: Vec<Vec<Card>>,
    /// Schieberamsch: the two skat cards. Siebenschräm: the stock's draw order (may be empty).
    #[serde(default)]
    pub skat: Vec<Card>,
}

/// One action as written in a record. `act` names it; the other fields are filled as the act needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordAction {
    /// The acting seat.
    pub seat: u8,
    /// The act name, e.g. `"knock"` or `"play"`.
    pub act: String,
    /// The card of a `play`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
    /// The cards of a Schieberamsch `discard`, or of a `pickup` that names them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<Vec<Card>>,
    /// The number of cards turned by a Siebenschräm `challenge`.
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

impl Record {
    /// Parses a record from JSON text.
    ///
    /// # Errors
    /// [`SetupError::Malformed`] for malformed JSON or an unknown field (serde names the line and
    /// column), [`SetupError::Format`] for another format than [`FORMAT`].
    pub fn parse(text: &str) -> Result<Record, SetupError> {
        let record: Record =
            serde_json::from_str(text).map_err(|e| SetupError::Malformed(e.to_string()))?;
        if record.format != FORMAT {
            return Err(SetupError::Format(record.format.clone()));
        }
        Ok(record)
    }

    /// Reads a record from JSON already parsed (a hand link's, a save's): the same checks as
    /// [`Record::parse`]. The page reads every type through `Value` so that each type's reader
    /// is built once for one deserializer, not once per deserializer (issue 30: bytes).
    ///
    /// # Errors
    /// [`SetupError::Malformed`] for a wrong shape or an unknown field, [`SetupError::Format`]
    /// for another format than [`FORMAT`].
    pub fn from_value(value: serde_json::Value) -> Result<Record, SetupError> {
        let record: Record =
            serde_json::from_value(value).map_err(|e| SetupError::Malformed(e.to_string()))?;
        if record.format != FORMAT {
            return Err(SetupError::Format(record.format.clone()));
        }
        Ok(record)
    }

    /// The record as pretty JSON.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serializes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = r#"{"format":"schraem-record/1","ruleset":{"preset":"rhineland",
        "options":{"max_blind_value":3}},"players":["A","B","C"],"seed":7,
        "actions":[{"seat":1,"act":"knock"}]}"#;

    #[test]
    fn a_record_reads_the_same_from_text_and_from_a_value() {
        let value: serde_json::Value = serde_json::from_str(TEXT).unwrap();
        assert_eq!(Record::from_value(value), Record::parse(TEXT));
        assert!(Record::parse(TEXT).is_ok());
    }

    #[test]
    fn a_value_of_another_format_or_shape_is_refused() {
        let other = TEXT.replace("schraem-record/1", "schraem-record/9");
        let value: serde_json::Value = serde_json::from_str(&other).unwrap();
        assert_eq!(
            Record::from_value(value),
            Err(SetupError::Format("schraem-record/9".into()))
        );
        let unknown = TEXT.replace("\"seed\"", "\"colour\"");
        let value: serde_json::Value = serde_json::from_str(&unknown).unwrap();
        assert!(matches!(
            Record::from_value(value),
            Err(SetupError::Malformed(why)) if why.contains("colour")
        ));
    }
}
