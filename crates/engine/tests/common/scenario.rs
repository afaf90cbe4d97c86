//! The scenario fixtures of both games, read one way: `fixtures/<game>/NAME.record.json` with
//! `NAME.expected.json` beside it, and one subset match of the expected values in a report.

use serde_json::Value;
use std::path::PathBuf;

/// The fixture folder of `game` (`schraem` or `ramsch`).
pub fn dir(game: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(game)
}

/// The names of `game`'s fixture records, sorted.
pub fn names(game: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir(game))
        .unwrap()
        .filter_map(|entry| {
            let name = entry.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".record.json").map(str::to_owned)
        })
        .collect();
    names.sort();
    names
}

/// The text of fixture record `name` of `game`.
pub fn record_text(game: &str, name: &str) -> String {
    std::fs::read_to_string(dir(game).join(format!("{name}.record.json")))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The expected values of fixture `name` of `game`.
pub fn expected(game: &str, name: &str) -> Value {
    let text = std::fs::read_to_string(dir(game).join(format!("{name}.expected.json")))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    serde_json::from_str(&text).expect("expected file is JSON")
}

/// `want` is contained in `have`: objects by subset of keys, arrays element by element.
pub fn contains(want: &Value, have: &Value) -> bool {
    match (want, have) {
        (Value::Object(w), Value::Object(h)) => w
            .iter()
            .all(|(k, v)| h.get(k).is_some_and(|hv| contains(v, hv))),
        (Value::Array(w), Value::Array(h)) => {
            w.len() == h.len() && w.iter().zip(h).all(|(a, b)| contains(a, b))
        }
        _ => want == have,
    }
}
