//! Schräm: Siebenschräm and Schieberamsch.
//!
//! * [`engine`]: the rules (pure Rust, builds and tests natively).
//! * [`i18n`], [`narrate`], [`session`]: languages, events in words, and a match as the app holds
//!   it (seats, saves, statistics) — pure Rust too, tested natively.
//! * `ui`: the Yew table (wasm32 only).
//! * `cli`: the native `schraem` tool (replay, arena, regret, xskat).

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
