//! The rules engines: pure Rust with no web crate in its dependency path.
//!
//! * [`cards`], [`seat`], [`rng`]: shared by both games.
//! * [`schraem`]: the Siebenschräm family (all regional presets).
//! * [`ramsch`]: Schieberamsch with Grand Hand and Kontra/Re.
//! * [`record`]: the `schraem-record/1` game record.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod cards;
pub mod ramsch;
pub mod record;
pub mod rng;
pub mod schraem;
pub mod seat;

pub use cards::{Card, CardSet, Rank, Suit};
pub use record::{Record, ReplayFailure};
pub use rng::Xoshiro256StarStar;
pub use seat::Seat;

/// Which game a preset id belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    Siebenschraem,
    Schieberamsch,
}

impl GameKind {
    /// The game of preset `id`, or `None` for an unknown preset.
    #[must_use]
    pub fn of_preset(id: &str) -> Option<GameKind> {
        if ramsch::Preset::from_id(id).is_some() {
            Some(GameKind::Schieberamsch)
        } else if schraem::Preset::from_id(id).is_some() {
            Some(GameKind::Siebenschraem)
        } else {
            None
        }
    }
}

/// Replays `record` with the engine of its preset and returns the JSON report of RECORD.md.
///
/// # Errors
/// [`ReplayFailure::Invalid`] for an unknown preset or an unusable record;
/// [`ReplayFailure::Illegal`] for the first illegal action.
pub fn replay_report(record: &Record) -> Result<serde_json::Value, ReplayFailure> {
    match GameKind::of_preset(&record.ruleset.preset) {
        Some(GameKind::Siebenschraem) => schraem::replay_report(record),
        Some(GameKind::Schieberamsch) => ramsch::replay_report(record),
        None => Err(ReplayFailure::Invalid(format!(
            "field 'ruleset.preset': unknown preset \"{}\"",
            record.ruleset.preset
        ))),
    }
}
