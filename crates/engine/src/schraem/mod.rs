//! The Siebenschräm family engine (RULES.md Part A and C): every preset, hand → game → match,
//! records and replay. Pure Rust, no web crate. See docs/rules-engine.md.
//!
//! * [`Ruleset`], [`Preset`] and the option types: what is played.
//! * [`Hand`]: the hot, `Copy`, allocation-free hand state machine.
//! * [`Match`]: games and matches around it, history, views, records; the [`crate::Game`] of
//!   this family.

pub mod action;
pub mod dealing;
pub mod entry;
pub mod error;
pub mod event;
pub mod game;
mod game_api;
pub mod hand;
mod match_flow;
mod match_play;
mod match_query;
pub mod options;
pub mod order;
pub mod preset;
pub mod record_io;
pub mod replay;
pub mod ruleset;
pub mod view;

pub use action::{Action, ActionList};
pub use entry::{EntryBounds, EntryError, HandEntry, LastTrick, SeatEntry};
pub use error::RuleError;
pub use event::{Event, Events, RedealCause, Verdict};
pub use game::{GameResult, GameState};
pub use hand::{Hand, HandSetup, Outcome, Phase};
pub use match_play::{HandResult, HandSpan, Match};
pub use options::{
    CrossSuitOrder, DealerRule, End, FoldCost, FoldedCard, FourCourts, KnockLimit, KnockWho,
    LeadAfterFold, MatchFormat, NewGameStart, Poor, Scoring,
};
pub use preset::Preset;
pub use replay::replay_report;
pub use ruleset::Ruleset;
pub use view::{HandStory, HandView, PhaseView, PlayerView};
