//! Siebenschräm in the arena: one game of a preset (a series becomes a single game), marks
//! lost (Sebbe: the marks at the end) as the secondary figure, the exploiters and the knocking
//! decisions the best response probes, and a hand's worth by the hard level's measure.

use super::arena::{ArenaGame, KnockChoice};
use super::arena_seats::ViewSeat;
use crate::ai::schraem::{knock_point, search, Exploit, Exploiter};
use crate::engine::schraem::{ActionList, Match, MatchFormat, PlayerView, Ruleset, Scoring};
use crate::engine::{PresetId, Rules, Seat};

impl ArenaGame for Match {
    fn arena_rules(preset: PresetId, players: usize) -> Option<Ruleset> {
        let mut rules = Ruleset::of_preset(Ruleset::preset_from_id(preset.id())?);
        rules.players = players as u8;
        if rules.match_format != MatchFormat::TwoHalvesPlayoff {
            rules.match_format = MatchFormat::SingleGame;
        }
        Some(rules)
    }
    fn secondary(&self) -> Vec<f64> {
        if self.ruleset().scoring == Scoring::SebbeKnolle {
            return self.marks().iter().map(|&m| f64::from(m)).collect();
        }
        let mut lost = vec![0.0; self.names().len()];
        for r in self.results() {
            for (l, x) in lost.iter_mut().zip(&r.losses) {
                *l += f64::from(*x);
            }
        }
        lost
    }
    fn scored_by_secondary(rules: &Ruleset) -> bool {
        rules.scoring == Scoring::SebbeKnolle
    }
    fn exploiter(id: &str, seed: u64, rules: Ruleset) -> Option<ViewSeat<Self>> {
        let mut e = Exploiter::new(Exploit::from_id(id)?, seed, rules);
        Some(Box::new(move |view, legal| e.decide(view, legal)))
    }
    fn knock_point(
        view: &PlayerView,
        rules: &Ruleset,
        legal: &ActionList,
    ) -> Option<KnockChoice<Self>> {
        let p = knock_point(view, rules, legal)?;
        Some((p.tries.to_vec(), p.otherwise))
    }
    fn hands_done(&self) -> usize {
        self.results().len()
    }
    fn hand_value(before: &Self, after: &Self, seat: Seat) -> f64 {
        let (Some(start), Some(r)) = (before.hand(), after.results().get(before.results().len()))
        else {
            return 0.0;
        };
        search::settled(start, &r.losses, r.escape, r.winner, seat)
    }
    fn secondary_name(rules: &Ruleset) -> &'static str {
        match rules.scoring {
            Scoring::SebbeKnolle => "marks at the end (below 0: Knollen)",
            Scoring::Escape => "marks lost / game (none in escape hands)",
            _ => "marks lost / game",
        }
    }
}
