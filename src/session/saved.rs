//! A saved match (localStorage key `schraem.match.<id>`, see [`super::matches`]): versioned JSON
//! holding the seat setup, the match's game record and when it was last played. Loading parses,
//! migrates older versions, then **validates by replaying the record**: a save that fails any
//! step is reported, never silently dropped.

use super::any::{AnyEvent, AnyMatch};
use super::matches::MatchId;
use super::setup::MatchSetup;
use super::table::Table;
use crate::engine::{Record, ReplayFailure};
use crate::json::FromJson;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

/// The save format written today. Version 2 names the game by its preset only (version 1 also
/// wrote a `game` field, which the migration drops).
pub const SAVE_VERSION: u32 = 2;

/// A match as it is stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    /// The save format.
    pub version: u32,
    /// The seats and rules.
    pub setup: MatchSetup,
    /// Everything played, replayed on load.
    pub record: Record,
    /// When it was last played (milliseconds since 1970); saves before several matches could
    /// be kept have none (0).
    #[serde(default, skip_serializing_if = "never_played")]
    pub last_played: f64,
}

/// A save without a time (a fixture, a match never stamped) is written as before.
fn never_played(time: &f64) -> bool {
    *time <= 0.0
}

/// Why a save could not be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not JSON of the save's shape (hand-edited, truncated, another program's data).
    Malformed(String),
    /// Written by a newer version of the game.
    FromTheFuture(u32),
    /// The record does not replay: an action is illegal or a field is wrong.
    DoesNotReplay(ReplayFailure),
    /// The seats and the record's players disagree.
    SeatsDoNotMatch,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Malformed(why) => write!(f, "the saved match is damaged ({why})"),
            SaveError::FromTheFuture(v) => write!(
                f,
                "the saved match was written by a newer version of the game (format {v})"
            ),
            SaveError::DoesNotReplay(why) => write!(f, "the saved match does not replay ({why})"),
            SaveError::SeatsDoNotMatch => {
                f.write_str("the saved match's seats do not match its record")
            }
        }
    }
}

impl std::error::Error for SaveError {}

/// Brings an older save's JSON up to [`SAVE_VERSION`], one step at a time.
fn migrate(mut value: Value, from: u64) -> Value {
    if from < 2 {
        // Version 1 wrote the game beside the preset; the preset names it.
        if let Some(setup) = value.get_mut("setup").and_then(Value::as_object_mut) {
            setup.remove("game");
        }
    }
    // Not `value["version"] = …`: that indexing (and its panic's message) would bring
    // `serde_json`'s own code back onto the page; the caller read the version, so it is an object.
    if let Some(map) = value.as_object_mut() {
        map.insert("version".to_owned(), Value::from(SAVE_VERSION));
    }
    value
}

impl SavedMatch {
    /// The save of a match in progress.
    #[must_use]
    pub fn of(setup: &MatchSetup, live: &AnyMatch) -> SavedMatch {
        SavedMatch {
            version: SAVE_VERSION,
            setup: setup.clone(),
            record: live.to_record(),
            last_played: 0.0,
        }
    }

    /// The save of the match on `table`.
    #[must_use]
    pub fn of_table(table: &Table) -> SavedMatch {
        SavedMatch {
            last_played: table.last_played(),
            ..SavedMatch::of(table.setup(), table.live())
        }
    }

    /// The save as stored.
    #[must_use]
    pub fn to_json(&self) -> String {
        crate::json::ToJson::to_json_text(self)
    }

    /// Parses, migrates and validates a save.
    ///
    /// # Errors
    /// [`SaveError`] naming what failed; nothing is changed.
    pub fn load(text: &str) -> Result<(SavedMatch, AnyMatch), SaveError> {
        SavedMatch::load_with(text, |_| {})
    }

    /// Opens the save of match `id` as a table, its log rebuilt from the record (so "What
    /// happened" tells the whole match after a reload, as it did while playing).
    ///
    /// # Errors
    /// [`SaveError`] naming what failed; nothing is changed.
    pub fn open(text: &str, id: MatchId) -> Result<Table, SaveError> {
        let mut log = Vec::new();
        let (saved, live) = SavedMatch::load_with(text, |e| log.push(e))?;
        let mut table = Table::with_log(id, saved.setup, live, log);
        table.played_at(saved.last_played);
        Ok(table)
    }

    fn load_with(
        text: &str,
        log: impl FnMut(AnyEvent),
    ) -> Result<(SavedMatch, AnyMatch), SaveError> {
        let value = crate::json::parse(text).map_err(|e| SaveError::Malformed(e.to_string()))?;
        let version = value
            .get("version")
            .and_then(Value::as_u64)
            .ok_or_else(|| SaveError::Malformed("no version".to_owned()))?;
        if version > u64::from(SAVE_VERSION) {
            return Err(SaveError::FromTheFuture(version as u32));
        }
        let saved = SavedMatch::from_json(&migrate(value, version))
            .map_err(|e| SaveError::Malformed(e.to_string()))?;
        let live = AnyMatch::replay(&saved.record, log).map_err(SaveError::DoesNotReplay)?;
        if live.names().len() != saved.setup.seats.len() || live.preset() != saved.setup.preset {
            return Err(SaveError::SeatsDoNotMatch);
        }
        Ok((saved, live))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;

    fn started(game: GameKind) -> (MatchSetup, AnyMatch) {
        let setup = MatchSetup::default_for(game, "Ann");
        let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 9).unwrap();
        (setup, live)
    }

    #[test]
    fn a_save_loads_back_to_the_same_match() {
        for game in GameKind::ALL {
            let (setup, live) = started(game);
            let (saved, again) =
                SavedMatch::load(&SavedMatch::of(&setup, &live).to_json()).unwrap();
            assert_eq!(saved.setup, setup);
            assert_eq!(again.to_record(), live.to_record());
        }
    }

    #[test]
    fn an_opened_save_tells_the_whole_match_so_far() {
        for game in GameKind::ALL {
            let (setup, live) = started(game);
            let mut table = Table::new(setup, live);
            table = table.with_id(MatchId(77));
            table.played_at(1_700_000_000_000.0);
            while table.live().finished_hands() < 1 {
                let seat = table.live().to_act().unwrap();
                let action = table.live().legal_actions(seat)[0];
                table.act(seat, action).unwrap();
            }
            assert!(table.log().len() > 5);
            let opened =
                SavedMatch::open(&SavedMatch::of_table(&table).to_json(), MatchId(77)).unwrap();
            assert_eq!(opened.log(), table.log(), "{game:?}");
            assert_eq!(opened.id(), MatchId(77));
            assert_eq!(opened.last_played(), table.last_played());
        }
    }

    #[test]
    fn a_version_1_save_is_migrated() {
        let (setup, live) = started(GameKind::Siebenschraem);
        let mut v: Value = serde_json::from_str(&SavedMatch::of(&setup, &live).to_json()).unwrap();
        v["version"] = Value::from(1);
        v["setup"]["game"] = Value::from("siebenschraem");
        let (saved, _) = SavedMatch::load(&v.to_string()).unwrap();
        assert_eq!(saved.version, SAVE_VERSION);
        assert_eq!(saved.setup, setup);
    }

    #[test]
    fn damaged_future_and_tampered_saves_say_why() {
        assert!(matches!(
            SavedMatch::load("{"),
            Err(SaveError::Malformed(_))
        ));
        assert!(matches!(
            SavedMatch::load("{\"version\": 99}"),
            Err(SaveError::FromTheFuture(99))
        ));
        let (setup, live) = started(GameKind::Siebenschraem);
        let mut saved = SavedMatch::of(&setup, &live);
        saved.record.deals = vec![crate::engine::record::Deal {
            hands: vec![vec![]; 4],
            skat: Vec::new(),
        }];
        assert!(matches!(
            SavedMatch::load(&saved.to_json()),
            Err(SaveError::DoesNotReplay(_))
        ));
    }
}
