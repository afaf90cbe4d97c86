//! The rules engines of Schräm: pure Rust with no web crate in its dependency path.
//!
//! * [`cards`], [`seat`], [`rng`]: shared by both games.
//! * [`Game`]: the one interface both engines implement; [`by_preset`]: the engine of a preset; [`option`]: rule options declared once
//!   per game; [`Setup`] → a checked match; the shared errors in [`error`].
//! * [`schraem`]: the Siebenschräm family (all regional presets).
//! * [`ramsch`]: Schieberamsch with Grand Hand and Kontra/Re.
//! * [`record`]: the `schraem-record/1` game record.
//!
//! A match of either game is set up, played and replayed the same way:
//!
//! ```
//! use schraem_engine::schraem::{Match, MatchFormat, Preset, Ruleset};
//! use schraem_engine::{Game, Setup, Xoshiro256StarStar};
//!
//! let mut rules = Ruleset::preset(Preset::Rhineland);
//! rules.match_format = MatchFormat::SingleGame; // the preset's series has no end
//! let names = ["Ann", "Ben", "Cem", "Dora"].map(String::from).to_vec();
//! let mut game = Match::new(Setup::new(rules, names, 7)).unwrap();
//! // Whoever is awaited plays a random legal action, until the match ends.
//! let mut rng = Xoshiro256StarStar::from_seed(7);
//! while let Some(seat) = game.to_act() {
//!     let legal = game.legal_actions(seat);
//!     let action = legal[rng.below(legal.len() as u64) as usize];
//!     game.apply(seat, action).unwrap();
//! }
//! assert!(game.is_finished());
//! assert!(!game.standings().winners.is_empty() || !game.standings().losers.is_empty());
//! // The record replays to the same match.
//! let again = Match::from_record(&game.to_record()).unwrap();
//! assert_eq!(again.view(schraem_engine::Seat(0)), game.view(schraem_engine::Seat(0)));
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod action_text;
pub mod by_preset;
pub mod cards;
pub mod error;
pub mod game;
pub mod inline_list;
pub mod json_writer;
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
pub use json_writer::Writer as JsonWriter;
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
