//! The player's statistics (localStorage key `schraem.stats`), per preset, counted from the
//! events of the human seats; plus how often hints and undo were used.

use super::any::AnyEvent;
use crate::engine::{PresetId, Seat};
use crate::json::FromJson;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The figures of one preset.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PresetStats {
    /// Finished Siebenschräm games (elimination games) and Schieberamsch matches.
    pub games: u32,
    /// Of those, won (a shared first place counts).
    pub wins: u32,
    /// Knocks made.
    pub knocks_made: u32,
    /// Knocks held.
    pub knocks_held: u32,
    /// Folds.
    pub folds: u32,
    /// The highest value of a hand played.
    pub highest_stake: u8,
    /// Schieberamsch deals played.
    pub deals: u32,
    /// Schieberamsch penalty points taken.
    pub penalty: i64,
    /// Hints asked for in matches of this preset.
    pub hints: u32,
    /// Actions taken back in matches of this preset.
    pub undos: u32,
}

impl PresetStats {
    /// Mean Schieberamsch penalty per deal, if any deal was played.
    #[must_use]
    pub fn penalty_per_deal(&self) -> Option<f64> {
        (self.deals > 0).then(|| self.penalty as f64 / f64::from(self.deals))
    }

    /// Adds another preset's figures.
    fn add(&mut self, other: &PresetStats) {
        self.games += other.games;
        self.wins += other.wins;
        self.knocks_made += other.knocks_made;
        self.knocks_held += other.knocks_held;
        self.folds += other.folds;
        self.highest_stake = self.highest_stake.max(other.highest_stake);
        self.deals += other.deals;
        self.penalty += other.penalty;
        self.hints += other.hints;
        self.undos += other.undos;
    }
}

/// Everything counted.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// Figures per preset id.
    pub presets: BTreeMap<String, PresetStats>,
    /// Hints asked for.
    pub hints: u32,
    /// Actions taken back.
    pub undos: u32,
    /// Hands in which undo was used (they do not count as fair wins).
    pub hands_with_undo: u32,
    /// Totals kept by an older version, before figures were kept per preset.
    pub earlier: Option<PresetStats>,
}

impl Stats {
    /// Reads stored statistics, also those of the first version (flat totals, kept as
    /// `earlier`); anything unreadable gives empty statistics.
    #[must_use]
    pub fn parse(text: &str) -> Stats {
        Stats::load(text).unwrap_or_default()
    }

    /// Reads stored statistics as [`Stats::parse`] does, but says when they are damaged
    /// (`None`: not JSON, or JSON of neither version's shape), so the app can keep a backup and
    /// tell the player instead of starting afresh without a word.
    #[must_use]
    pub fn load(text: &str) -> Option<Stats> {
        let value = crate::json::parse(text).ok()?;
        // Either version is an object.
        if !value.is_object() {
            return None;
        }
        if value.get("presets").is_some() {
            return Stats::from_json(&value).ok();
        }
        let v = super::stats_json::version_1(&value).ok()?;
        Some(if v.games + v.deals + v.knocks_made + v.folds > 0 {
            Stats {
                earlier: Some(v),
                ..Stats::default()
            }
        } else {
            Stats::default()
        })
    }

    /// A hint was shown at a table of `preset`.
    pub fn count_hint(&mut self, preset: PresetId) {
        self.hints += 1;
        self.presets
            .entry(preset.id().to_owned())
            .or_default()
            .hints += 1;
    }

    /// An action was taken back at a table of `preset`.
    pub fn count_undo(&mut self, preset: PresetId) {
        self.undos += 1;
        self.presets
            .entry(preset.id().to_owned())
            .or_default()
            .undos += 1;
    }

    /// All presets (and earlier totals) together.
    #[must_use]
    pub fn total(&self) -> PresetStats {
        let mut all = self.earlier.clone().unwrap_or_default();
        for p in self.presets.values() {
            all.add(p);
        }
        all
    }

    /// Counts an action's events (of `preset`) for the human seats `humans`.
    pub fn count(&mut self, preset: PresetId, events: &[AnyEvent], humans: &[Seat]) {
        let entry = self.presets.entry(preset.id().to_owned()).or_default();
        for event in events {
            event.count(entry, humans);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_version_totals_are_kept_as_earlier_games() {
        let old = r#"{"games":3,"wins":1,"knocks_made":5,"knocks_held":2,"folds":1,"highest_stake":4,"ramsch_deals":0,"ramsch_penalty":0}"#;
        let stats = Stats::parse(old);
        assert_eq!(stats.total().games, 3);
        assert!(stats.presets.is_empty());
        let again = Stats::parse(&serde_json::to_string(&stats).unwrap());
        assert_eq!(again, stats);
        assert_eq!(Stats::parse("garbage"), Stats::default());
        for damaged in ["garbage", "[1, 2]", "{\"presets\": 5}", "\"text\""] {
            assert_eq!(Stats::load(damaged), None, "{damaged}");
        }
        assert_eq!(Stats::load("{}"), Some(Stats::default()));
    }
}
