//! Computer opponents for both games (issue 5).
//!
//! Every bot decides from what its seat may know: the game's `PlayerView` (own cards, the public
//! history of the hand) and the seat's legal actions. Bots never receive the engine's full state;
//! the hard bots sample hidden cards consistent with the view and search over those samples.
//! The [`schraem::CheatBot`] / [`ramsch::CheatBot`] types see every hand and exist only to
//! measure how far the honest bots are from perfect information (the arena uses them).
//!
//! Pure Rust: no web crate. Time comes from a [`Clock`] so that the same code runs natively
//! ([`SystemClock`]) and in the browser (the UI supplies a `performance.now()` clock).

pub mod clock;
pub mod level;
pub mod ramsch;
pub mod schraem;
mod stats;

#[cfg(not(target_arch = "wasm32"))]
pub use clock::SystemClock;
pub use clock::{Budget, Clock, StepClock};
pub use level::Level;
pub use stats::Tally;
