//! The JSON report of `schraem replay` (RECORD.md; schema in docs/record.md).

use super::match_play::Match;
use crate::error::ReplayFailure;
use crate::record::Record;
use crate::seat_set::SeatSet;
use serde_json::{json, Value};

/// Replays `record` and returns the report.
///
/// # Errors
/// As [`crate::Game::from_record`].
pub fn replay_report(record: &Record) -> Result<Value, ReplayFailure> {
    Match::from_record(record).map(|m| report(&m))
}

/// A match point total as JSON: whole numbers as integers, shared points as fractions.
#[must_use]
pub fn points_json(p: f64) -> Value {
    if p.fract() == 0.0 && p.abs() < 1e15 {
        Value::from(p as i64)
    } else {
        Value::from(p)
    }
}

/// The seat numbers of a set, in order.
fn seats(set: SeatSet) -> Vec<u8> {
    set.iter().map(|s| s.0).collect()
}

/// The report of a match in its current state.
#[must_use]
pub fn report(m: &Match) -> Value {
    let seat = |s: Option<crate::seat::Seat>| s.map(|s| s.0);
    let hands: Vec<Value> = m
        .results()
        .iter()
        .map(|h| {
            json!({
                "winner": seat(h.winner),
                "value": h.value,
                "losses": h.losses,
                "game": h.game,
                "by_folds": h.by_folds,
                "escape": h.escape,
            })
        })
        .collect();
    let games: Vec<Value> = m
        .games()
        .iter()
        .map(|g| {
            json!({
                "winner": seat(g.winner),
                "loser": seat(g.loser),
                "drawn": seats(g.drawn),
                "points": g.points.iter().map(|p| points_json(*p)).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "ok": true,
        "marks": m.marks(),
        "hands": hands,
        "finished": m.is_finished(),
        "match_points": m.match_points().iter().map(|p| points_json(*p)).collect::<Vec<_>>(),
        "preset": m.ruleset().preset.id(),
        "games": games,
        "winner": seat(m.winner()),
        "loser": seat(m.loser()),
        "tied": seats(m.tied()),
        "to_act": seat(m.to_act()),
        "value": m.hand().filter(|h| !h.is_over()).map(|h| h.value()),
        "waiting_for_deal": m.waiting_for_cards(),
    })
}
