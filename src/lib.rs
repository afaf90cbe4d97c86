//! Schräm: Siebenschräm and Schieberamsch.
//!
//! * [`engine`]: the rules (pure Rust, builds and tests natively).
//! * [`ai`]: the computer players, from a seat's view only.
//! * [`session`], [`share`], [`i18n`], [`narrate`], [`present`], [`games`]: a match as the app
//!   holds it (seats, saves, statistics, phones), links, languages, events in words, screen
//!   models, and each game's side of all that — pure Rust too, tested natively.
//! * `ui`: the Yew table (wasm32 only).
//! * `cli`: the native `schraem` tool (replay, arena, regret, xskat).
//!
//! # Layers
//!
//! Imports run one way, from the bottom up:
//!
//! 1. [`engine`], [`lang`] (the language a player chose);
//! 2. [`ai`] and [`share`] (links and their codecs), which know nothing of the app above;
//! 3. [`session`]: the match, its table, seats, saves and phones. It names no game outside
//!    `session/any.rs` (the one place that dispatches on the game, with its macros) and asks
//!    each game what it needs through [`session::TableGame`];
//! 4. [`i18n`] (its messages carry session data: a hand's story, a save error), then
//!    [`narrate`];
//! 5. [`present`]: screen models built from a seat's input;
//! 6. [`games`]: one folder per game implementing [`session::TableGame`] and
//!    [`games::AppGame`] (table, narration, sheet, review), and the presenting methods of the
//!    session's either-game types (`games/either.rs`);
//! 7. `ui`, and beside it `cli`.
//!
//! Not yet so: in `session/remote`, `screen.rs` (a joined phone's screen from its seat's game
//! data) imports `present` and `games` and matches on both games (`SeatGame`, which `any.rs`
//! defines and builds); `guest.rs` draws with it; `fair.rs` checks a promise against the
//! phone's `present::TableModel`. Their place is above the session (`games`).

#![warn(missing_docs)]

pub mod ai;
pub use schraem_engine as engine;
pub mod games;
pub mod i18n;
pub mod lang;
pub mod narrate;
pub mod present;
pub mod session;
pub mod share;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

#[cfg(target_arch = "wasm32")]
pub mod ui;
