//! `schraem replay FILE`: replays a record and prints the JSON result of RECORD.md.

use crate::engine::{replay_report, Record, ReplayFailure};
use serde_json::json;
use std::io::Read;
use std::process::ExitCode;

/// Exit status for an illegal action, malformed JSON or an unknown preset/option.
const FAILURE: u8 = 2;

pub fn run(args: &[String]) -> ExitCode {
    let [path] = args else {
        eprintln!("usage: schraem replay FILE   (FILE may be - for standard input)");
        return ExitCode::from(FAILURE);
    };
    let text = match read_input(path) {
        Ok(text) => text,
        Err(message) => {
            eprintln!("schraem replay: {message}");
            return ExitCode::from(FAILURE);
        }
    };
    match Record::parse(&text).and_then(|record| replay_report(&record)) {
        Ok(report) => {
            println!("{report}");
            ExitCode::SUCCESS
        }
        Err(failure) => {
            let error = match &failure {
                ReplayFailure::Invalid(message) => json!({ "reason": message }),
                ReplayFailure::Illegal {
                    index,
                    seat,
                    act,
                    reason,
                } => json!({ "index": index, "seat": seat, "act": act, "reason": reason }),
            };
            println!("{}", json!({ "ok": false, "error": error }));
            eprintln!("schraem replay: {failure}");
            ExitCode::from(FAILURE)
        }
    }
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
