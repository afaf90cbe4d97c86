//! A match as the app holds it: who sits where (human or computer), the live engine match of
//! either game, the versioned save, and the player's statistics. Pure Rust: the UI renders and
//! stores it, the logic is tested natively.

mod handover;
mod live;
mod saved;
mod settings;
mod setup;
mod stats;
mod turns;

pub use handover::{screen_for, Screen as TableScreen};
pub use live::{Cue, GameAction, Happened, LiveMatch};
pub use saved::{SaveError, SavedMatch, SAVE_VERSION};
pub use settings::{Settings, Speed};
pub use setup::{BotLevel, MatchSetup, SeatKind, SeatSetup};
pub use stats::Stats;
pub use turns::bots_to_ask;
