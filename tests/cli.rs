//! The `schraem` command line tool: `replay` prints the report of RECORD.md and exits with 2 and a
//! JSON error on stdout for anything it cannot replay (RULES.md C11).
#![cfg(not(target_arch = "wasm32"))]

use schraem::engine::schraem::{Action, Match, Preset, Ruleset};
use schraem::engine::{Seat, Setup};
use serde_json::{json, Value};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn fixture(game: &str, name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/engine/tests/fixtures")
        .join(game)
        .join(name)
}

/// Runs `schraem replay -` on `input`: exit status, stdout as JSON, stderr.
fn replay(input: &str) -> (i32, Value, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_schraem"))
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    (
        out.status.code().unwrap(),
        serde_json::from_str(stdout.trim()).unwrap_or(Value::Null),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn record(ruleset: Value, start: Option<Value>, deals: Value, actions: Value) -> String {
    let mut r = json!({
        "format": "schraem-record/1",
        "ruleset": ruleset,
        "players": ["A", "B", "C", "D"],
        "deals": deals,
        "actions": actions,
    });
    if let Some(start) = start {
        r["start"] = start;
    }
    r.to_string()
}

const GOOD_DEAL: &str = r#"[{"hands": [["HT","S9","C8","D7"], ["HA","SK","CQ","DJ"], ["H9","S8","C7","DA"], ["H8","S7","CA","DK"]]}]"#;

#[test]
fn prints_the_report_of_a_file() {
    let path = fixture("schraem", "a1_11_worked_example.record.json");
    let out = Command::new(env!("CARGO_BIN_EXE_schraem"))
        .args(["replay", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["ok"], json!(true));
    assert_eq!(v["marks"], json!([2, 3, 3, 6]));
    assert_eq!(v["hands"][0]["losses"], json!([4, 3, 3, 0]));
}

#[test]
fn prints_scores_and_totals_of_the_french_example() {
    let path = fixture("ramsch", "fr_48_points_two_pushes.record.json");
    let out = Command::new(env!("CARGO_BIN_EXE_schraem"))
        .arg("replay")
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success());
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["scores"], json!([[0, 0, 19]]));
    assert_eq!(report["totals"], json!([0, 0, 19]));
}

#[test]
fn an_illegal_action_exits_2_naming_index_seat_act_and_rule() {
    let text =
        std::fs::read_to_string(fixture("schraem", "a1_09_no_knock_twice.record.json")).unwrap();
    let (code, v, stderr) = replay(&text);
    assert_eq!(code, 2);
    assert_eq!(v["ok"], json!(false));
    assert_eq!(v["error"]["index"], json!(4));
    assert_eq!(
        v["error"]["reason"],
        json!("cannot knock twice in succession")
    );
    assert!(stderr.contains("cannot knock twice"));
    let text =
        std::fs::read_to_string(fixture("ramsch", "illegal_jack_discard.record.json")).unwrap();
    let (code, v, _) = replay(&text);
    assert_eq!(code, 2);
    assert_eq!(v["error"]["act"], "discard");
    assert_eq!(v["error"]["reason"], "jacks may not be discarded");
}

#[test]
fn malformed_json_unknown_preset_and_unknown_option_exit_2() {
    let (code, v, stderr) = replay("{\"format\": \"schraem-record/1\",\n \"players\": [}");
    assert_eq!(code, 2);
    assert_eq!(v["ok"], json!(false));
    assert!(stderr.contains("line 2"), "{stderr}");
    let base = |ruleset: Value| {
        json!({"format": "schraem-record/1", "ruleset": ruleset, "players": ["A","B","C","D"], "seed": 1}).to_string()
    };
    let (code, v, _) = replay(&base(json!({"preset": "rhinlnd"})));
    assert_eq!(code, 2);
    assert_eq!(v["error"]["field"], "ruleset.preset");
    let (code, v, _) = replay(&base(
        json!({"preset": "rhineland", "options": {"knock_maximum": 3}}),
    ));
    assert_eq!(code, 2);
    assert_eq!(v["error"]["field"], "ruleset.options.knock_maximum");
    let (code, v, _) = replay(&base(
        json!({"preset": "rhineland", "options": {"poor": "rich"}}),
    ));
    assert_eq!(code, 2);
    let reason = v["error"]["reason"].as_str().unwrap();
    assert!(
        reason.contains("poor") && reason.contains("rich"),
        "{reason}"
    );
    assert!(v["error"]["allowed"]
        .as_str()
        .unwrap()
        .contains("forced_blind_two"));
    let (code, v, _) = replay(&base(json!({"preset": "rhineland"})));
    assert_eq!(code, 0);
    assert_eq!(v["ok"], json!(true));
}

#[test]
fn a_missing_file_prints_a_json_error_on_stdout() {
    let out = Command::new(env!("CARGO_BIN_EXE_schraem"))
        .args(["replay", "/nonexistent/record.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["ok"], json!(false));
    assert!(v["error"]["reason"]
        .as_str()
        .unwrap()
        .contains("/nonexistent/record.json"));
}

#[test]
fn a_malformed_deal_is_refused_even_without_actions() {
    let twice = r#"[{"hands": [["HT","S9","C8","D7"], ["HT","SK","CQ","DJ"], ["H9","S8","C7","DA"], ["H8","S7","CA","DK"]]}]"#;
    let (code, v, _) = replay(&record(
        json!({"preset": "rhineland"}),
        None,
        serde_json::from_str(twice).unwrap(),
        json!([]),
    ));
    assert_eq!(code, 2, "{v}");
    assert_eq!(v["error"]["field"], "deals[0]");
    assert!(v["error"]["reason"].as_str().unwrap().contains("HT"));
    let short = r#"[{"hands": [["HT","S9","C8"], ["HA","SK","CQ","DJ"], ["H9","S8","C7","DA"], ["H8","S7","CA","DK"]]}]"#;
    let (code, v, _) = replay(&record(
        json!({"preset": "rhineland"}),
        None,
        serde_json::from_str(short).unwrap(),
        json!([]),
    ));
    assert_eq!(code, 2, "{v}");
    assert!(v["error"]["reason"]
        .as_str()
        .unwrap()
        .contains("seat 0 has 3 cards"));
}

#[test]
fn start_marks_out_of_range_are_refused_naming_field_and_range() {
    let deal: Value = serde_json::from_str(GOOD_DEAL).unwrap();
    for (marks, allowed) in [
        (json!([9, 7, 7, 7]), "0 to 7"),
        (json!([-1, 7, 7, 7]), "0 to 7"),
    ] {
        let (code, v, _) = replay(&record(
            json!({"preset": "rhineland"}),
            Some(json!({"marks": marks})),
            deal.clone(),
            json!([]),
        ));
        assert_eq!(code, 2, "{v}");
        assert_eq!(v["error"]["field"], "start.marks");
        assert_eq!(v["error"]["allowed"], allowed);
    }
    // Counting up to 7: points from 0 to 7.
    let (code, v, _) = replay(&record(
        json!({"preset": "eifel"}),
        Some(json!({"marks": [0, 8, 0, 0]})),
        deal.clone(),
        json!([]),
    ));
    assert_eq!(code, 2, "{v}");
    assert_eq!(v["error"]["allowed"], "0 to 7");
    // A position that is already the end of the game.
    let (code, v, _) = replay(&record(
        json!({"preset": "rhineland"}),
        Some(json!({"marks": [3, 0, 0, 0]})),
        deal,
        json!([]),
    ));
    assert_eq!(code, 2, "{v}");
    assert_eq!(v["error"]["field"], "start");
}

/// Plays a whole match of `rules` with a simple deterministic policy.
fn play_out(rules: Ruleset, players: usize, seed: u64) -> Match {
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let mut m = Match::new(Setup::new(rules, names, seed)).unwrap();
    for _ in 0..100_000 {
        if m.is_finished() {
            break;
        }
        let knock = m.legal_actions(Seat(0)).contains(&Action::Knock);
        let (seat, action) = if knock {
            (Seat(0), Action::Knock)
        } else {
            let seat = m.to_act().expect("someone to act");
            let legal = m.legal_actions(seat);
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::Hold))
                .or_else(|| legal.iter().find(|a| matches!(a, Action::Play(_))))
                .or_else(|| legal.iter().find(|a| !matches!(a, Action::Look)))
                .unwrap_or(&legal[0]);
            (seat, *pick)
        };
        m.apply(seat, action).unwrap();
    }
    m
}

#[test]
fn every_preset_plays_to_the_end_of_a_match_through_the_binary() {
    for preset in Preset::ALL {
        let mut rules = Ruleset::preset(preset);
        if rules.match_format.games().is_none() {
            // An open-ended series never ends by itself.
            rules.match_format = schraem::engine::schraem::MatchFormat::Games(3);
        }
        let players = preset.players_range().0.max(3) as usize;
        let m = play_out(rules, players, 2024);
        assert!(m.is_finished(), "{preset:?} did not finish");
        let (code, v, stderr) = replay(&m.to_record().to_json());
        assert_eq!(code, 0, "{preset:?}: {stderr}");
        assert_eq!(v["finished"], json!(true), "{preset:?}");
        assert_eq!(v["marks"], json!(m.marks()), "{preset:?}");
        assert_eq!(
            v["hands"].as_array().unwrap().len(),
            m.results().len(),
            "{preset:?}"
        );
    }
}
