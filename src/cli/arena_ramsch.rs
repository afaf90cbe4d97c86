//! Schieberamsch in the arena: one match of the preset's deals, the penalty per deal as the
//! secondary figure.

use super::arena::ArenaGame;
use crate::engine::ramsch::{Match, Ruleset};
use crate::engine::{PresetId, Rules};

impl ArenaGame for Match {
    fn arena_rules(preset: PresetId, _players: usize) -> Option<Ruleset> {
        Ruleset::preset_from_id(preset.id()).map(Ruleset::of_preset)
    }
    fn secondary(&self) -> Vec<f64> {
        let deals = f64::from(self.deals_counted().max(1));
        self.totals()
            .iter()
            .map(|&t| f64::from(t) / deals)
            .collect()
    }
    fn secondary_name(_rules: &Ruleset) -> &'static str {
        "penalty / deal"
    }
    fn hands_done(&self) -> usize {
        self.deals_counted() as usize
    }
}
