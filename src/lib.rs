//! Schräm: Siebenschräm and Schieberamsch.
//!
//! * [`engine`]: the rules (pure Rust, builds and tests natively).
//! * `ui`: the Yew table (wasm32 only).
//! * `cli`: the native `schraem` tool (replay, arena, bench).

pub mod engine;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

#[cfg(target_arch = "wasm32")]
pub mod ui;
