//! Deals the Siebenschräm bot tests (tests/ai_*.rs) set up by hand. Not every test file uses
//! every helper.
#![allow(dead_code)]

use schraem::engine::cards::Card;
use schraem::engine::record::{Deal, Start};
use schraem::engine::schraem::{Match, Ruleset};
use schraem::engine::Setup;

/// Cards written as in the records, e.g. `"C7 S8 D9 HA"`.
pub fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// Player names `P0`, `P1`, …
pub fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// A rhineland match of four whose first hand deals `hands`, seat 0 first.
pub fn rhineland(hands: [&str; 4]) -> Match {
    rhineland_at(hands, None)
}

/// The same, from `start` (marks and dealer) when given.
pub fn rhineland_at(hands: [&str; 4], start: Option<Start>) -> Match {
    let deal = Deal {
        hands: hands.iter().map(|h| cards(h)).collect(),
        skat: Vec::new(),
    };
    Match::new(Setup {
        rules: Ruleset::rhineland(),
        players: names(4),
        start,
        deals: vec![deal],
        seed: None,
    })
    .unwrap()
}

/// Seat 1 holds four jacks (the lowest cards): nothing to knock or hold with.
pub const POOR: [&str; 4] = ["C7 S8 D9 HA", "CJ SJ DJ HJ", "CQ SQ DQ HQ", "CK SK DK HK"];
