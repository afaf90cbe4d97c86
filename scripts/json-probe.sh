#!/usr/bin/env bash
# What reading and writing one saved match costs in the download with each JSON crate weighed
# for issue 30 (docs/json.md): a small module per crate that reads a
# record-shaped save (nested structs, an option map, vectors, optional fields) from JSON text and
# writes it back, built as scripts/size-floor.sh builds its modules (release profile,
# wasm-bindgen, `wasm-opt -Oz`); prints each one's wasm size raw and gzip -9. Fetches miniserde and
# nanoserde from crates.io into its own directory (JSON_PROBE_DIR). ~5 min.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=${JSON_PROBE_DIR:-/tmp/schraem-json-probe}
PROBE_NAME_WIDTH=16
# shellcheck source=scripts/wasm-probe.sh
source "$ROOT/scripts/wasm-probe.sh"

# The same types for every crate; only the derive line and the calls differ.
types() { # derive line
cat <<EOF
use std::collections::BTreeMap;
$1
pub struct RulesetSpec { pub preset: String, pub options: BTreeMap<String, u32> }
$1
pub struct Start { pub marks: Option<Vec<i32>>, pub points: Option<Vec<i32>>, pub dealer: Option<u8>, pub value: Option<u8> }
$1
pub struct Deal { pub hands: Vec<Vec<String>>, pub skat: Vec<String> }
$1
pub struct RecordAction { pub seat: u8, pub act: String, pub card: Option<String>, pub cards: Option<Vec<String>>, pub turn: Option<u8> }
$1
pub struct Record { pub format: String, pub ruleset: RulesetSpec, pub players: Vec<String>, pub start: Option<Start>, pub deals: Vec<Deal>, pub seed: Option<u64>, pub actions: Vec<RecordAction> }
$1
pub struct Saved { pub version: u32, pub record: Record, pub last_played: f64 }
EOF
}

probe none '' '
use wasm_bindgen::prelude::*;
#[wasm_bindgen]
pub fn round_trip(text: &str) -> String { text.to_owned() }'

probe serde_json_text 'serde = { version = "1", features = ["derive"] }
serde_json = "1"' "
use wasm_bindgen::prelude::*;
$(types '#[derive(serde::Serialize, serde::Deserialize)]')
#[wasm_bindgen]
pub fn round_trip(text: &str) -> String {
    serde_json::from_str::<Saved>(text).map(|s| serde_json::to_string(&s).unwrap()).unwrap_or_else(|e| e.to_string())
}"

probe serde_json_value 'serde = { version = "1", features = ["derive"] }
serde_json = "1"' "
use wasm_bindgen::prelude::*;
$(types '#[derive(serde::Serialize, serde::Deserialize)]')
#[wasm_bindgen]
pub fn round_trip(text: &str) -> String {
    let v: Result<serde_json::Value, _> = serde_json::from_str(text);
    v.and_then(serde_json::from_value::<Saved>).map(|s| serde_json::to_string(&s).unwrap()).unwrap_or_else(|e| e.to_string())
}"

probe miniserde 'miniserde = "0.1"' "
use wasm_bindgen::prelude::*;
$(types '#[derive(miniserde::Serialize, miniserde::Deserialize)]')
#[wasm_bindgen]
pub fn round_trip(text: &str) -> String {
    miniserde::json::from_str::<Saved>(text).map(|s| miniserde::json::to_string(&s)).unwrap_or_else(|e| e.to_string())
}"

probe nanoserde 'nanoserde = { version = "0.2", default-features = false, features = ["json", "std"] }' "
use wasm_bindgen::prelude::*;
use nanoserde::{DeJson, SerJson};
$(types '#[derive(nanoserde::SerJson, nanoserde::DeJson)]')
#[wasm_bindgen]
pub fn round_trip(text: &str) -> String {
    Saved::deserialize_json(text).map(|s| s.serialize_json()).unwrap_or_else(|e| e.to_string())
}"
