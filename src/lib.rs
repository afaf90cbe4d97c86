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
//! 1. [`engine`], [`lang`] (the language a player chose), [`json`] (the first load's JSON
//!    reader and writer, without serde), and on wasm32 `split` (the
//!    macro that makes a function's code a part of the page fetched on first use);
//! 2. [`ai`] and [`share`] (links and their codecs), which know nothing of the app above;
//! 3. [`session`]: the match, its table, seats, saves and phones. It names no game outside
//!    `session/any.rs` (the one place that dispatches on the game, with its macros) and asks
//!    each game what it needs through [`session::TableGame`];
//! 4. [`i18n`] (its messages carry session data: a hand's story, a save error), then
//!    [`narrate`];
//! 5. [`present`]: screen models built from a seat's input, the trait a game implements to
//!    fill them ([`present::AppGame`]: table, narration, sheet, review) and the presenting
//!    methods of the session's either-game types written against it (`present/either.rs`);
//! 6. [`games`]: one folder per game implementing [`session::TableGame`] and
//!    [`present::AppGame`], and a joined phone's table from its game data (`games/phone.rs`);
//! 7. `ui`, and beside it `cli`.
//!
//! A joined phone is split the same way: `session/remote` carries its game data and decides
//! (what it is sent, whether the data read as its seat's game, whether the deal was fair); its
//! table is drawn above, in `games/phone.rs`. Tests may reach up: the session's tests of the
//! phones draw the phone's table to check it shows what this device would.
//!
//! A trait is declared in the layer that calls it and implemented above (each game's
//! [`session::TableGame`] and [`present::AppGame`] in `games`), so no layer calls up into
//! another's code.

#![warn(missing_docs)]

pub mod ai;
pub use schraem_engine as engine;
pub mod games;
pub mod i18n;
pub mod json;
pub mod lang;
pub mod narrate;
pub mod present;
pub mod session;
pub mod share;

#[cfg(target_arch = "wasm32")]
mod split;

/// The page's allocator: talc, smaller than the standard library's dlmalloc in the first load
/// (docs/parts.md "Fewer bytes for the same code").
// SAFETY: the page's module runs single-threaded (each bot worker has an instance of its own, with
// its own memory), which is all TalckWasm asks; it grows the memory as dlmalloc did.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

#[cfg(target_arch = "wasm32")]
pub mod ui;
