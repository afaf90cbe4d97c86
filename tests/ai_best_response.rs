//! The arena's best response to the hard level (issue 28, item 2): the knocking decisions it
//! tries, and the arena seat that plays them against copies of the table's bots.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use schraem::ai::schraem::knock_point;
use schraem::engine::schraem::{Action, Match, PhaseView};
use schraem::engine::seat::Seat;
use std::process::Command;

use common::{rhineland, POOR};

fn looked() -> Match {
    let mut m = rhineland(POOR);
    for s in 0..4 {
        m.apply(Seat(s), Action::Look).unwrap();
    }
    m
}

fn point(m: &Match, seat: u8) -> Option<schraem::ai::schraem::KnockPoint> {
    knock_point(
        &m.view(Seat(seat)),
        m.ruleset(),
        &m.legal_actions(Seat(seat)),
    )
}

#[test]
fn a_knock_is_tried_at_the_turn_and_before_a_lead_out_of_turn() {
    let mut m = looked();
    let awaited = m.to_act().unwrap();
    let p = point(&m, awaited.0).expect("the awaited seat may knock");
    assert_eq!(p.tries.as_slice(), &[Action::Knock]);
    let rest = p.otherwise.expect("or play on");
    assert!(!rest.is_empty() && rest.iter().all(|a| matches!(a, Action::Play(_))));
    let other = Seat((awaited.0 + 1) % 4);
    let p = point(&m, other.0).expect("before the lead, out of turn");
    assert_eq!(p.tries.as_slice(), &[Action::Knock]);
    assert_eq!(p.otherwise.map(|l| l.len()), Some(0), "or nothing now");
    // Once the trick is under way, out of turn is left to the hard level.
    let card = m
        .legal_actions(awaited)
        .iter()
        .copied()
        .find(|a| matches!(a, Action::Play(_)))
        .unwrap();
    m.apply(awaited, card).unwrap();
    let later = Seat((awaited.0 + 3) % 4);
    assert!(m.to_act() != Some(later));
    assert_eq!(point(&m, later.0), None);
}

#[test]
fn an_answer_tries_hold_and_fold() {
    let mut m = looked();
    let awaited = m.to_act().unwrap();
    m.apply(awaited, Action::Knock).unwrap();
    let PhaseView::Answer { next, .. } = m.view(Seat(0)).hand.unwrap().phase else {
        panic!("a knock asks for answers");
    };
    let p = point(&m, next.0).expect("the answering seat decides");
    assert_eq!(p.tries.as_slice(), &[Action::Hold, Action::Fold]);
    assert!(p.otherwise.is_none());
    let waiting = (0..4)
        .map(Seat)
        .find(|s| *s != next && *s != awaited)
        .unwrap();
    assert_eq!(point(&m, waiting.0), None, "only the seat asked answers");
}

fn arena(seats: &str) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_schraem"))
        .args(["arena", "--preset", "rhineland", "--seats", seats])
        .args(["--matches", "4", "--samples", "12"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap() + &String::from_utf8(out.stderr).unwrap();
    (out.status.code().unwrap(), text)
}

#[test]
fn the_arena_prints_the_exploitability_of_hard() {
    let (code, out) = arena("bestresponse,hard,hard,hard");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("| bestresponse | 4 |"), "{out}");
    assert!(
        out.contains("| exploitability (bestresponse − fair share 25.0%, per deal seed) |"),
        "{out}"
    );
    assert!(out.contains("| exploitability | "), "{out}");
}

#[test]
fn the_best_response_plays_against_bots_it_can_copy() {
    let (code, out) = arena("bestresponse,knockall,hard,hard");
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("not exploiters"), "{out}");
    let out = Command::new(env!("CARGO_BIN_EXE_schraem"))
        .args(["arena", "--preset", "schieberamsch", "--seats"])
        .arg("bestresponse,hard,hard")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
