//! The JSON report of `schraem replay` (RECORD.md; schema in docs/record.md).

use super::match_play::Match;
use crate::record::{Record, ReplayFailure};
use serde_json::{json, Value};

/// Replays `record` and returns the report.
///
/// # Errors
/// As [`Match::from_record`].
pub fn replay_report(record: &Record) -> Result<Value, ReplayFailure> {
    let m = Match::from_record(record)?;
    Ok(report(&m))
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
                "winner": h.winner.0,
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
        .map(|g| json!({ "winner": seat(g.winner), "loser": seat(g.loser), "points": g.points }))
        .collect();
    json!({
        "ok": true,
        "marks": m.marks(),
        "hands": hands,
        "finished": m.is_finished(),
        "match_points": m.match_points(),
        "preset": m.ruleset().preset.id(),
        "games": games,
        "winner": seat(m.winner()),
        "loser": seat(m.loser()),
        "to_act": seat(m.to_act()),
        "value": m.hand().filter(|h| !h.is_over()).map(|h| h.value()),
        "waiting_for_deal": m.blocked(),
    })
}
