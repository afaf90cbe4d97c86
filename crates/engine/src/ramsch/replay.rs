//! Replaying a record and the JSON report of `schraem replay` (schema in
//! docs/schieberamsch-engine.md; additions are fine, renames are not).

use super::dealing::DealCards;
use super::match_play::{Match, SheetRow};
use super::record_io::from_record_action;
use super::ruleset::Ruleset;
use super::scoring::DealKind;
use crate::record::{Record, ReplayFailure};
use crate::seat::Seat;
use serde_json::{json, Value};

/// The largest start score (either sign) a record may give: far above any real sheet, far enough
/// from `i32`'s limits that 999 deals cannot overflow it.
const MAX_START_POINTS: u32 = 100_000_000;

impl Match {
    /// The match a record describes, before any action: rule set, players, start, deals, seed.
    ///
    /// # Errors
    /// [`ReplayFailure::Invalid`] naming the field that is wrong.
    pub fn setup_from_record(record: &Record) -> Result<Match, ReplayFailure> {
        let invalid = |message: String| ReplayFailure::Invalid(message);
        let rules = Ruleset::from_spec(&record.ruleset).map_err(|e| invalid(e.to_string()))?;
        let mut points = [0; 3];
        let mut dealer = Seat(2);
        if let Some(start) = &record.start {
            if start.marks.is_some() {
                return Err(invalid(
                    "field 'start.marks' is not used by Schieberamsch (use 'start.points')".into(),
                ));
            }
            if start.value.is_some() {
                return Err(invalid(
                    "field 'start.value' is not used by Schieberamsch".into(),
                ));
            }
            if let Some(given) = &start.points {
                points = given[..].try_into().map_err(|_| {
                    invalid(format!(
                        "field 'start.points': needs 3 values, found {}",
                        given.len()
                    ))
                })?;
            }
            if let Some(seat) = start.dealer {
                if seat >= 3 {
                    return Err(invalid(format!(
                        "field 'start.dealer': seat {seat} does not exist (0, 1 or 2)"
                    )));
                }
                dealer = Seat(seat);
            }
        }
        if let Some(p) = points.iter().find(|p| p.unsigned_abs() > MAX_START_POINTS) {
            return Err(invalid(format!(
                "field 'start.points': {p} is out of range (at most {MAX_START_POINTS} either way)"
            )));
        }
        let explicit = record
            .deals
            .iter()
            .enumerate()
            .map(|(k, deal)| {
                DealCards::from_record(deal)
                    .map_err(|e| invalid(format!("field 'deals[{k}]': {e}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if explicit.is_empty() && record.seed.is_none() {
            return Err(invalid(
                "the record has neither 'deals' nor a 'seed': the first deal has no cards".into(),
            ));
        }
        Match::setup(
            rules,
            record.players.clone(),
            record.seed,
            explicit,
            points,
            dealer,
        )
        .map_err(|e| invalid(e.to_string()))
    }

    /// The match after replaying every action of `record`.
    ///
    /// # Errors
    /// [`ReplayFailure::Invalid`] for an unusable record, [`ReplayFailure::Illegal`] for the
    /// first illegal action (with its index, seat, act and the rule it breaks).
    pub fn from_record(record: &Record) -> Result<Match, ReplayFailure> {
        let mut game = Match::setup_from_record(record)?;
        for (index, action) in record.actions.iter().enumerate() {
            let illegal = |reason: String| ReplayFailure::Illegal {
                index,
                seat: action.seat,
                act: action.act.clone(),
                reason,
            };
            let typed = match (&game.deal, game.is_finished()) {
                (_, true) => Err(super::RuleError::MatchOver),
                (None, false) => Err(super::RuleError::NoDealAvailable),
                (Some(deal), false) => from_record_action(deal, action),
            };
            let (seat, typed) = typed.map_err(|e| illegal(e.to_string()))?;
            game.apply(seat, typed)
                .map_err(|e| illegal(e.to_string()))?;
        }
        Ok(game)
    }

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
        "grand": grand,
        "score": r.score,
        "totals": row.totals,
    })
}

/// Replays `record` and returns the JSON report (`schraem replay`).
///
/// # Errors
/// As [`Match::from_record`].
pub fn replay_report(record: &Record) -> Result<Value, ReplayFailure> {
    Match::from_record(record).map(|game| game.report())
}
