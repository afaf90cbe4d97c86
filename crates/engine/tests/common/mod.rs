//! What the Siebenschräm property tests share: every action a seat could try, names, the proptest
//! configuration.
#![allow(dead_code)] // each test file uses its part

pub mod scenario;

use proptest::test_runner::Config as ProptestConfig;
use schraem_engine::cards::Card;
use schraem_engine::schraem::Action;

/// Every Siebenschräm action there is (the legal ones are filtered from it).
pub fn universe() -> Vec<Action> {
    let mut all = vec![
        Action::Look,
        Action::Knock,
        Action::BlindKnock,
        Action::Hold,
        Action::Fold,
        Action::Exchange,
        Action::Challenge { turn: 3 },
        Action::Challenge { turn: 4 },
        Action::Decline,
        Action::RedealRequest,
        Action::Agree,
    ];
    all.extend(Card::all().map(Action::Play));
    all
}

/// `cases` random cases, nothing written to disk (failures print their seeds).
pub fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// "P0", "P1", … for `n` seats.
pub fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}
