//! The saved match (localStorage key `schraem.match`): versioned JSON holding the seat setup and
//! the match's game record. Loading parses, migrates older versions, then **validates by
//! replaying the record**: a save that fails any step is reported, never silently dropped.

use super::live::LiveMatch;
use super::setup::MatchSetup;
use crate::engine::Record;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The save format written today.
pub const SAVE_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    pub version: u32,
    pub setup: MatchSetup,
    pub record: Record,
}

/// Why a save could not be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not JSON of the save's shape (hand-edited, truncated, another program's data).
    Malformed(String),
    /// Written by a newer version of the game.
    FromTheFuture(u32),
    /// The record does not replay: an action is illegal or a field is wrong.
    DoesNotReplay(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Malformed(why) => write!(f, "the saved match is damaged ({why})"),
            SaveError::FromTheFuture(v) => write!(
                f,
                "the saved match was written by a newer version of the game (format {v})"
            ),
            SaveError::DoesNotReplay(why) => {
                write!(f, "the saved match does not replay ({why})")
            }
        }
    }
}

impl std::error::Error for SaveError {}

impl SavedMatch {
    #[must_use]
    pub fn of(setup: &MatchSetup, live: &LiveMatch) -> SavedMatch {
        SavedMatch {
            version: SAVE_VERSION,
            setup: setup.clone(),
            record: live.to_record(),
        }
    }

    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a save always serializes")
    }

    /// Parses, migrates and validates a save.
    ///
    /// # Errors
    /// [`SaveError`] naming what failed; nothing is changed.
    pub fn load(text: &str) -> Result<(SavedMatch, LiveMatch), SaveError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| SaveError::Malformed(e.to_string()))?;
        let version = value
            .get("version")
            .and_then(serde_json::Value::as_u64)
            .ok_or_else(|| SaveError::Malformed("no version".to_owned()))?;
        if version > u64::from(SAVE_VERSION) {
            return Err(SaveError::FromTheFuture(version as u32));
        }
        // Version 1 is the first format: nothing to migrate yet. A later version adds its step
        // here, from the oldest up, so every old save walks the same path.
        let saved: SavedMatch =
            serde_json::from_value(value).map_err(|e| SaveError::Malformed(e.to_string()))?;
        let live = LiveMatch::from_record(saved.setup.game, &saved.record)
            .map_err(|e| SaveError::DoesNotReplay(e.to_string()))?;
        if live.names().len() != saved.setup.seats.len() {
            return Err(SaveError::DoesNotReplay(
                "the seats do not match the record's players".to_owned(),
            ));
        }
        Ok((saved, live))
    }
}
