//! Schieberamsch with Grand Hand and Kontra/Re (RULES.md Part B; design and rulings in
//! docs/schieberamsch-engine.md).
//!
//! * [`Ruleset`] / [`Preset`]: the typed options of B2 and the presets `schieberamsch`,
//!   `schieberamsch_fr`.
//! * [`DealState`]: one deal as a small allocation-free state machine (`legal_actions`, `apply`).
//! * [`Match`]: N deals with the score sheet, views, records and replay.
//! * [`order`], [`scoring`]: trick order, card points and the score of a deal, as pure functions.

pub mod action;
pub mod deal;
pub mod dealing;
pub mod error;
pub mod event;
mod game_api;
pub mod match_play;
pub mod order;
pub mod preset;
pub mod record_io;
pub mod replay;
pub mod ruleset;
pub mod scoring;
pub mod view;

pub use action::{Action, ActionList};
pub use deal::{DealState, Phase};
pub use dealing::DealCards;
pub use error::RuleError;
pub use event::{Event, Events};
pub use match_play::{DealSpan, Match, ScoreSheet, SheetRow};
pub use preset::Preset;
pub use replay::replay_report;
pub use ruleset::{
    AllThreeTie, DealerAfterGrand, DivisorScope, PickupRule, Rounding, Ruleset, SkatTo, TieForMost,
};
pub use scoring::{DealKind, DealResult, GrandScore, Tally};
pub use view::{PhaseView, PlayerView, PublicView, TrickView};
