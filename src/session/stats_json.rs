//! The statistics as JSON by hand (`crate::json`, issue 30), as serde writes and reads them:
//! every field written, a missing one read as zero; the first version's flat totals too.

use super::stats::{PresetStats, Stats};
use crate::json::{Fields, FromJson, ReadError, ToJson, Writer};
use serde_json::Value;

impl FromJson for PresetStats {
    fn from_json(value: &Value) -> Result<PresetStats, ReadError> {
        figures(value, "deals", "penalty")
    }
}

/// A preset's figures, the Schieberamsch ones under `deals` and `penalty` (the first version
/// named them `ramsch_deals` and `ramsch_penalty`, and had no hints or undos).
fn figures(value: &Value, deals: &str, penalty: &str) -> Result<PresetStats, ReadError> {
    let f = Fields::of(value)?;
    Ok(PresetStats {
        games: f.or_default("games")?,
        wins: f.or_default("wins")?,
        knocks_made: f.or_default("knocks_made")?,
        knocks_held: f.or_default("knocks_held")?,
        folds: f.or_default("folds")?,
        highest_stake: f.or_default("highest_stake")?,
        deals: f.or_default(deals)?,
        penalty: f.or_default(penalty)?,
        hints: f.or_default("hints")?,
        undos: f.or_default("undos")?,
    })
}

impl ToJson for PresetStats {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        for (key, n) in [
            ("games", self.games),
            ("wins", self.wins),
            ("knocks_made", self.knocks_made),
            ("knocks_held", self.knocks_held),
            ("folds", self.folds),
            ("highest_stake", u32::from(self.highest_stake)),
            ("deals", self.deals),
        ] {
            out.key(key);
            out.unsigned(u64::from(n));
        }
        out.key("penalty");
        out.signed(self.penalty);
        out.key("hints");
        out.unsigned(u64::from(self.hints));
        out.key("undos");
        out.unsigned(u64::from(self.undos));
        out.end_object();
    }
}

impl FromJson for Stats {
    fn from_json(value: &Value) -> Result<Stats, ReadError> {
        let f = Fields::of(value)?;
        Ok(Stats {
            presets: f.or_default("presets")?,
            hints: f.or_default("hints")?,
            undos: f.or_default("undos")?,
            hands_with_undo: f.or_default("hands_with_undo")?,
            earlier: f.optional("earlier")?,
        })
    }
}

impl ToJson for Stats {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("presets");
        self.presets.write_json(out);
        out.key("hints");
        out.unsigned(u64::from(self.hints));
        out.key("undos");
        out.unsigned(u64::from(self.undos));
        out.key("hands_with_undo");
        out.unsigned(u64::from(self.hands_with_undo));
        out.key("earlier");
        self.earlier.write_json(out);
        out.end_object();
    }
}

/// The first version's flat totals, as the figures of no preset (`Stats::earlier`).
///
/// # Errors
/// [`ReadError`] when a total is not a number of its kind.
pub(super) fn version_1(value: &Value) -> Result<PresetStats, ReadError> {
    // It had no hints or undos: those read as zero.
    figures(value, "ramsch_deals", "ramsch_penalty")
}
