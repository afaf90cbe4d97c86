//! The rules engines of Schräm: pure Rust with no web crate in its dependency path.
//!
//! * [`cards`], [`seat`], [`rng`]: shared by both games.
//! * [`Game`]: the one interface both engines implement; [`by_preset`]: the engine of a preset; [`option`]: rule options declared once
//!   per game; [`Setup`] → a checked match; the shared errors in [`error`].
//! * [`schraem`]: the Siebenschräm family (all regional presets).
//! * [`ramsch`]: Schieberamsch with Grand Hand and Kontra/Re.
//! * [`record`]: the `schraem-record/1` game record.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod by_preset;
pub mod cards;
pub mod error;
pub mod game;
pub mod inline_list;
pub mod option;
pub mod ramsch;
pub mod record;
pub mod rng;
pub mod schraem;
pub mod seat;
pub mod seat_map;
pub mod seat_set;
pub mod setup;
pub mod small_sort;

pub use cards::{Card, CardSet, Rank, Suit};
pub use error::{
    ActError, Conflict, DealError, Refusal, ReplayFailure, RulesetError, SetupError, StartError,
};
pub use game::{Game, GameKind, PresetId, Standings};
pub use option::{OptionDef, OptionKind, OptionValue, Rules};
pub use record::Record;
pub use rng::Xoshiro256StarStar;
pub use seat::Seat;
pub use seat_map::SeatMap;
pub use seat_set::SeatSet;
pub use setup::Setup;

/// Replays `record` with the engine of its preset and returns the JSON report of RECORD.md.
///
/// # Errors
/// [`ReplayFailure::Setup`] for an unknown preset or an unusable record;
/// [`ReplayFailure::Illegal`] for the first illegal action.
pub fn replay_report(record: &Record) -> Result<serde_json::Value, ReplayFailure> {
    match PresetId::from_id(&record.ruleset.preset).map(PresetId::game) {
        Some(GameKind::Siebenschraem) => schraem::replay_report(record),
        Some(GameKind::Schieberamsch) => ramsch::replay_report(record),
        None => Err(ReplayFailure::Setup(SetupError::Ruleset(
            RulesetError::UnknownPreset(record.ruleset.preset.clone()),
        ))),
    }
}
