//! The JSON report of `schraem replay` for Schieberamsch (schema in
//! docs/schieberamsch-engine.md; additions are fine, renames are not).

use super::match_play::{Match, SheetRow};
use super::scoring::DealKind;
use crate::error::ReplayFailure;
use crate::game::Game;
use crate::record::Record;
use serde_json::{json, Value};

impl Match {
    /// The replay report of RECORD.md for this match.
    #[must_use]
    pub fn report(&self) -> Value {
        let rows = &self.sheet.rows;
        json!({
            "ok": true,
            "game": "schieberamsch",
            "preset": self.rules.preset.id(),
            "players": self.players,
            "start_points": self.sheet.start,
            "scores": rows.iter().map(|row| row.result.score).collect::<Vec<_>>(),
            "totals": self.totals(),
            "deals": rows.iter().map(deal_report).collect::<Vec<_>>(),
            "deals_counted": self.counted,
            "winners": self.winners(),
            "deals_agreed": self.rules.deals,
            "finished": self.is_finished(),
            "next": {
                "deal_number": self.deal_number,
                "dealer": self.dealer,
                "to_act": self.to_act(),
            },
        })
    }
}

fn seats(flags: [bool; 3]) -> Vec<u8> {
    (0..3u8).filter(|&i| flags[i as usize]).collect()
}

fn deal_report(row: &SheetRow) -> Value {
    let r = &row.result;
    let grand = r.grand.map(|g| {
        json!({
            "soloist": g.soloist,
            "won": g.won,
            "matadors": g.matadors,
            "with_matadors": g.with_matadors,
            "schneider": g.schneider,
            "schwarz": g.schwarz,
            "multiplier": g.multiplier,
            "value": g.value,
            "kontra": g.kontra,
            "re": g.re,
        })
    });
    json!({
        "number": row.number,
        "dealer": row.dealer,
        "counted": row.counted,
        "kind": match r.kind { DealKind::Ramsch => "ramsch", DealKind::GrandHand => "grand_hand" },
        "card_points": r.card_points,
        "trick_points": r.trick_points,
        "tricks": r.tricks,
        "skat": r.skat,
        "skat_to": seats(r.skat_to),
        "pushes": r.pushes,
        "jungfrau": r.jungfrau,
        "durchmarsch": r.durchmarsch.is_some(),
        "durchmarsch_seat": r.durchmarsch,
        "losers": seats(r.losers),
        "all_three_tie": r.all_three_tie,
        "voided": r.voided,
        "multiplier": r.multiplier,
        "divisor": r.divisor,
        "rounded": r.rounded,
        "grand": grand,
        "score": r.score,
        "totals": row.totals,
    })
}

/// Replays `record` and returns the JSON report (`schraem replay`).
///
/// # Errors
/// As [`Game::from_record`].
pub fn replay_report(record: &Record) -> Result<Value, ReplayFailure> {
    <Match as Game>::from_record(record).map(|game| game.report())
}
