//! The Siebenschräm family engine (RULES.md Part A): every preset, hand → game → match, records
//! and replay. Pure Rust, no web crate. See docs/rules-engine.md.
//!
//! * [`Ruleset`], [`Preset`] and the option types: what is played.
//! * [`Hand`]: the hot, `Copy`, allocation-free hand state machine.
//! * [`Match`]: games and matches around it, history, views, records.

pub mod action;
pub mod deal;
pub mod error;
pub mod event;
pub mod game;
pub mod hand;
mod match_play;
mod match_query;
pub mod options;
pub mod order;
pub mod presets;
pub mod record_io;
pub mod replay;
pub mod ruleset;
pub mod view;

pub use action::{Action, ActionList};
pub use error::{RuleError, RulesetError};
pub use event::{Event, EventBuf, Events, RedealCause};
pub use game::{GameResult, GameState};
pub use hand::{Hand, HandSetup, Outcome, Phase};
pub use match_play::{HandResult, Match};
pub use options::{
    End, FoldCost, FourCourts, KnockLimit, KnockWho, LeadAfterFold, MatchFormat, NewGameStart,
    Poor, Scoring,
};
pub use presets::Preset;
pub use replay::replay_report;
pub use ruleset::Ruleset;
pub use view::{HandView, PhaseView, PlayerView};
