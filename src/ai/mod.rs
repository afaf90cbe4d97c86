//! Computer opponents for both games.
//!
//! Every bot decides from what its seat may know: the game's view (own cards, the public history
//! of the hand) and the seat's legal actions. Bots never receive the engine's full state; the
//! hard bots sample hidden cards consistent with the view and search over those samples. The
//! decision loop is written once ([`Bot`], [`Thinking`]); each game plugs in through
//! [`BotGame`]. [`CheatBot`] sees every hand and exists only to measure how far the honest bots
//! are from perfect information (the arena uses it).
//!
//! Pure Rust: no web crate. Time comes from a [`Clock`] so that the same code runs natively
//! (`SystemClock`, native only) and in the browser (the UI supplies a `performance.now()` clock).

pub mod clock;
pub mod level;
pub mod ramsch;
pub mod schraem;
mod search;
mod stats;

#[cfg(not(target_arch = "wasm32"))]
pub use clock::SystemClock;
pub use clock::{Budget, Clock, StepClock};
pub use level::Level;
pub use search::{Bot, BotGame, CheatBot, Peek, Thinking, HARD_BUDGET_MS};
pub use stats::Tally;
