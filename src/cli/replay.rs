//! `schraem replay FILE`: replays a record and prints the JSON result of RECORD.md. Anything it
//! cannot replay exits with status 2 and a JSON error on stdout (and a line on stderr).

use crate::engine::{replay_report, Record, ReplayFailure, SetupError};
use serde_json::{json, Value};
use std::io::Read;
use std::process::ExitCode;

/// Exit status for an illegal action, malformed JSON, an unusable record or a missing file.
const FAILURE: u8 = 2;

/// Runs `replay` with the arguments after it.
pub fn run(args: &[String]) -> ExitCode {
    let [path] = args else {
        eprintln!("usage: schraem replay FILE   (FILE may be - for standard input)");
        return ExitCode::from(FAILURE);
    };
    let result = read_input(path)
        .map_err(|reason| json!({ "reason": reason, "field": null }))
        .and_then(|text| {
            Record::parse(&text)
                .map_err(ReplayFailure::Setup)
                .and_then(|record| replay_report(&record))
                .map_err(|failure| failure_json(&failure))
        });
    match result {
        Ok(report) => {
            println!("{report}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            println!("{}", json!({ "ok": false, "error": error }));
            eprintln!(
                "schraem replay: {}",
                error["reason"].as_str().unwrap_or("failed")
            );
            ExitCode::from(FAILURE)
        }
    }
}

/// The `error` object of a failed replay: the reason, and the field and allowed values or the
/// action's index, seat and act.
fn failure_json(failure: &ReplayFailure) -> Value {
    match failure {
        ReplayFailure::Setup(e) => setup_json(e),
        ReplayFailure::Illegal {
            index,
            seat,
            act,
            reason,
        } => json!({
            "index": index,
            "seat": seat,
            "act": act,
            "reason": reason.to_string(),
        }),
    }
}

fn setup_json(e: &SetupError) -> Value {
    json!({ "reason": e.to_string(), "field": e.field(), "allowed": e.allowed() })
}

fn read_input(path: &str) -> Result<String, String> {
    if path == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        Ok(text)
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
    }
}
