//! Every record fixture of both engines as a hand link: legal ones round-trip and step through
//! public frames; illegal ones stop at the same move with the same reason as the replay tool;
//! unusable ones are refused. Links stay well under the size limit.
#![cfg(not(target_arch = "wasm32"))]

use schraem::engine::record::Record;
use schraem::engine::{ReplayFailure, Setup};
use schraem::session::HandReplay;
use schraem::share::{
    base64url, decode_hand, encode_hand, parse_fragment, Link, LinkError, MAX_LINK_LEN,
};
use serde_json::Value;
use std::path::Path;

fn fixtures() -> Vec<(String, String, Value)> {
    let mut out = Vec::new();
    for dir in ["schraem", "ramsch"] {
        let suffix = ".record.json";
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("crates/engine/tests/fixtures")
            .join(dir);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if !name.ends_with(suffix) || name.ends_with(".expected.json") {
                continue;
            }
            let stem = name.trim_end_matches(suffix);
            let expected = dir.join(format!("{stem}.expected.json"));
            let Ok(expected) = std::fs::read_to_string(expected) else {
                continue;
            };
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((name, text, serde_json::from_str(&expected).unwrap()));
        }
    }
    assert!(out.len() > 100, "{}", out.len());
    out
}

#[test]
fn every_fixture_as_a_hand_link() {
    let (mut legal, mut illegal, mut refused, mut longest) = (0, 0, 0, 0);
    for (name, text, expected) in fixtures() {
        let Ok(record) = Record::parse(&text) else {
            // Malformed on purpose: the same text behind a hand prefix is damaged.
            let link = format!("h1.{}", base64url::encode(text.as_bytes()));
            assert!(
                matches!(decode_hand(&link), Err(LinkError::Damaged(_))),
                "{name}"
            );
            refused += 1;
            continue;
        };
        let link = encode_hand(&record);
        longest = longest.max(link.len());
        let decoded = decode_hand(&link);
        if let Some(error) = expected.get("error") {
            if error.get("index").is_none() {
                // A record refused before any move (RULES.md C11).
                assert!(
                    matches!(decoded, Err(LinkError::Hand(ReplayFailure::Setup(_)))),
                    "{name}"
                );
                refused += 1;
                continue;
            }
            let index = error["index"].as_u64().unwrap() as usize;
            let reason = error["reason"].as_str().unwrap().to_owned();
            match decoded {
                Err(LinkError::Hand(ReplayFailure::Illegal {
                    index: i,
                    reason: r,
                    ..
                })) => {
                    assert_eq!((i, r.to_string()), (index, reason), "{name}");
                }
                other => panic!("{name}: {other:?}"),
            }
            illegal += 1;
        } else if expected.get("invalid").is_some() || expected["ok"] == Value::Bool(false) {
            assert!(
                matches!(
                    decoded,
                    Err(LinkError::Hand(ReplayFailure::Setup(_)) | LinkError::Rules(_))
                ),
                "{name}: {decoded:?}"
            );
            refused += 1;
        } else {
            assert_eq!(decoded.as_ref(), Ok(&record), "{name}");
            let fragment = format!("#hand={link}");
            assert_eq!(
                parse_fragment(&fragment),
                Ok(Link::Hand(
                    Box::new(record.clone()),
                    schraem::engine::Seat(0)
                )),
                "{name}"
            );
            let actions = record.actions.len();
            let replay = HandReplay::new(record).unwrap();
            assert_eq!(replay.len(), actions, "{name}");
            legal += 1;
        }
    }
    println!("legal {legal}, illegal {illegal}, refused {refused}, longest link {longest}");
    assert!(legal > 50 && illegal > 10 && refused > 3);
    assert!(longest < MAX_LINK_LEN / 2, "{longest}");
}

/// The first hand of every preset, played by always taking the first legal action.
fn first_hands() -> Vec<Record> {
    use schraem::engine::{ramsch, schraem as siebenschraem};
    let mut records = Vec::new();
    for preset in siebenschraem::Preset::ALL {
        let rules = siebenschraem::Ruleset::preset(preset);
        let names = (0..rules.players).map(|i| format!("P{i}")).collect();
        let mut m = siebenschraem::Match::new(Setup::new(rules, names, 5)).unwrap();
        while m.results().is_empty() && !m.is_finished() {
            let seat = m.to_act().unwrap();
            m.apply(seat, m.legal_actions(seat)[0]).unwrap();
        }
        records.push(m.to_record());
    }
    for preset in ramsch::Preset::ALL {
        let names = vec!["A".into(), "B".into(), "C".into()];
        let mut m =
            ramsch::Match::new(Setup::new(ramsch::Ruleset::preset(preset), names, 5)).unwrap();
        while m.public_view().public.sheet.rows.is_empty() {
            let seat = m.to_act().unwrap();
            m.apply(seat, m.legal_actions(seat)[0]).unwrap();
        }
        records.push(m.to_record());
    }
    records
}

/// Found by tests/share_fuzz.rs: start scores near `i32`'s limits overflowed the score sheet
/// (Schieberamsch) and the marks (Siebenschräm counting up). They are refused now; scores just
/// inside the bounds still replay without a panic.
#[test]
fn extreme_start_scores_are_refused_not_overflowed() {
    use schraem::engine::record::Start;
    for record in first_hands() {
        let n = record.players.len();
        let ramsch = record.ruleset.preset.starts_with("schieberamsch");
        for extreme in [i32::MIN, i32::MIN + 1, -1_000_001, 1_000_001, i32::MAX] {
            let mut tampered = record.clone();
            let scores = Some(vec![extreme; n]);
            let (scores, limit) = if ramsch {
                let big = Some(vec![extreme.signum() * 100_000_001; n]);
                (
                    (
                        None,
                        if extreme.unsigned_abs() > 100_000_000 {
                            scores
                        } else {
                            big
                        },
                    ),
                    "start.points",
                )
            } else {
                ((scores, None), "start.marks")
            };
            tampered.start = Some(Start {
                marks: scores.0,
                points: scores.1,
                ..Start::default()
            });
            let decoded = decode_hand(&encode_hand(&tampered));
            assert!(
                matches!(&decoded, Err(LinkError::Hand(ReplayFailure::Setup(e))) if e.field().as_deref() == Some(limit)),
                "{}: {decoded:?}",
                record.ruleset.preset
            );
        }
        for edge in [-1_000, 1_000] {
            let mut edgy = record.clone();
            let scores = Some(vec![edge * if ramsch { 100_000 } else { 1 }; n]);
            edgy.start = Some(Start {
                marks: if ramsch { None } else { scores.clone() },
                points: if ramsch { scores } else { None },
                ..Start::default()
            });
            // Legal or not from there, the answer is a value, not a panic.
            let _ = decode_hand(&encode_hand(&edgy));
        }
    }
}

/// A link of one hand stays short enough for a chat message.
#[test]
fn one_hand_links_are_short() {
    for record in first_hands() {
        let link = encode_hand(&record);
        println!("{:>20}: {} characters", record.ruleset.preset, link.len());
        assert!(
            link.len() < 3_000,
            "{}: {}",
            record.ruleset.preset,
            link.len()
        );
    }
}

/// The example of docs/links.md: everyone folds against a bluff (RULES.md A1.12) (moved from
/// `share/hand_link.rs`).
const DOC_EXAMPLE: &str = "h1.eyJhY3Rpb25zIjpbeyJhY3QiOiJrbm9jayIsInNlYXQiOjB9LHsiYWN0IjoiZm9sZCIsInNlYXQiOjF9LHsiYWN0IjoiZm9sZCIsInNlYXQiOjJ9LHsiYWN0IjoiZm9sZCIsInNlYXQiOjN9XSwiZGVhbHMiOlt7ImhhbmRzIjpbWyJDOCIsIlM4IiwiRDgiLCJIQSJdLFsiQzciLCJTNyIsIkQ3IiwiSDciXSxbIkNKIiwiU0oiLCJESiIsIkhKIl0sWyJDSyIsIlNLIiwiREsiLCJISyJdXX1dLCJwbGF5ZXJzIjpbIkh1YmVydCIsIkdlcmRhIiwiSGFucyIsIkFubmUiXSwicnVsZXNldCI6eyJwcmVzZXQiOiJyaGluZWxhbmQifSwic3RhcnQiOnsiZGVhbGVyIjozfX0";

#[test]
fn the_documented_example_round_trips_and_hides_the_bluff() {
    let text =
        include_str!("../crates/engine/tests/fixtures/schraem/a1_12_all_fold_bluff.record.json");
    let record = Record::parse(text).unwrap();
    assert_eq!(encode_hand(&record), DOC_EXAMPLE);
    assert_eq!(decode_hand(DOC_EXAMPLE), Ok(record.clone()));
    let replay = schraem::session::HandReplay::new(record).unwrap();
    let frames: Vec<_> = replay
        .frames()
        .iter()
        .map(|frame| match frame {
            schraem::session::AnySeat::Schraem(seat) => seat.view.clone(),
            schraem::session::AnySeat::Ramsch(_) => panic!("Siebenschräm frames"),
        })
        .collect();
    for (i, frame) in frames.iter().enumerate() {
        // The winner's cards were never shown: no frame names a card.
        assert!(frame.cards_mentioned().is_empty(), "{i}");
    }
    let last = frames.last().unwrap();
    assert_eq!(
        last.last_hand.as_ref().and_then(|h| h.winner),
        Some(schraem::engine::Seat(0))
    );
}

/// A shared hand's replay is the public table at every step: no seat's hand, no own discards,
/// and before the first move no card at all (moved from `session/replay.rs`, so that only the
/// dispatch place matches on both games outside tests).
#[test]
fn frames_show_no_hidden_cards() {
    for record in first_hands() {
        let replay = HandReplay::new(record).unwrap();
        for (i, frame) in replay.frames().iter().enumerate() {
            match frame {
                schraem::session::AnySeat::Schraem(seat) => {
                    let view = &seat.view;
                    assert_eq!(view.seat, None);
                    if let Some(hand) = &view.hand {
                        assert_eq!(hand.own_cards, None);
                        assert_eq!(hand.own_discards, schraem::engine::cards::CardSet::EMPTY);
                    }
                    if i == 0 {
                        assert!(view.cards_mentioned().is_empty());
                    }
                }
                schraem::session::AnySeat::Ramsch(seat) => {
                    let view = &seat.view;
                    assert_eq!(view.seat, None);
                    assert_eq!(view.hand, schraem::engine::cards::CardSet::EMPTY);
                }
            }
        }
    }
}
