//! The typed rule set of the Siebenschräm family (RULES.md A2) and its spec form for records.

use super::error::RulesetError;
use super::options::{
    as_text, End, FoldCost, FourCourts, KnockLimit, KnockWho, LeadAfterFold, MatchFormat,
    NewGameStart, Poor, Scoring,
};
use super::presets::Preset;
use crate::record::RulesetSpec;
use serde_json::{Map, Value};

/// Every option of RULES.md A2. Build one with [`Ruleset::preset`] or [`Ruleset::from_spec`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ruleset {
    /// The preset this rule set starts from (its deviations are already applied).
    pub preset: Preset,
    /// `players`: seats at the table (the preset bounds it, see [`Preset::players_range`]).
    pub players: u8,
    /// `hand_size`: cards per player (4, 6 or 8); reduced to 32 / players when the pack is short
    /// (Dedenbach: 6 each with 5 players).
    pub hand_size: u8,
    /// `scoring`: count down, count up, Sebbe's Knollen, or escape (no points).
    pub scoring: Scoring,
    /// `end`: when a game ends.
    pub end: End,
    /// `knock_who`: who may knock.
    pub knock_who: KnockWho,
    /// `knock_max`: the highest value (7; Sebbe 3).
    pub knock_max: u8,
    /// `knock_limit`: the new value allowed against the knocker's marks.
    pub knock_limit: KnockLimit,
    /// `max_blind_value`: the highest value a blind knock may reach (`None`: no blind knocks).
    pub max_blind_value: Option<u8>,
    /// `fold_cost`: what a folder loses.
    pub fold_cost: FoldCost,
    /// `poor`: the rule for a player on his last mark.
    pub poor: Poor,
    /// `poor_leads_first`: the poor player leads the first trick.
    pub poor_leads_first: bool,
    /// `four_courts`: the four-court exchange.
    pub four_courts: FourCourts,
    /// `lead_after_fold`: who leads after a fold.
    pub lead_after_fold: LeadAfterFold,
    /// `pretty_ones`: when everyone still in is on his last mark, a redeal may be asked for.
    pub pretty_ones: bool,
    /// `kolsch_round`: a private notice when a 4-card hand's numeral pips total more than 37.
    pub kolsch_round: bool,
    /// `new_game_start`: who deals the first hand of the next game.
    pub new_game_start: NewGameStart,
    /// `match`: the match format.
    pub match_format: MatchFormat,
}

impl Default for Ruleset {
    fn default() -> Self {
        Ruleset::rhineland()
    }
}

/// Option names in the order they are written.
pub const OPTION_NAMES: [&str; 17] = [
    "players",
    "hand_size",
    "scoring",
    "end",
    "knock_who",
    "knock_max",
    "knock_limit",
    "max_blind_value",
    "fold_cost",
    "poor",
    "poor_leads_first",
    "four_courts",
    "lead_after_fold",
    "pretty_ones",
    "kolsch_round",
    "new_game_start",
    "match",
];

impl Ruleset {
    /// The reference variant (RULES.md A1).
    #[must_use]
    pub const fn rhineland() -> Ruleset {
        Ruleset {
            preset: Preset::Rhineland,
            players: 4,
            hand_size: 4,
            scoring: Scoring::CountDown(7),
            end: End::LastSurvivor,
            knock_who: KnockWho::Anyone,
            knock_max: 7,
            knock_limit: KnockLimit::StrictTwoToThree,
            max_blind_value: Some(4),
            fold_cost: FoldCost::ValueBeforeKnock,
            poor: Poor::ForcedBlindTwo,
            poor_leads_first: false,
            four_courts: FourCourts::None,
            lead_after_fold: LeadAfterFold::NextActive,
            pretty_ones: false,
            kolsch_round: false,
            new_game_start: NewGameStart::WinnerDeals,
            match_format: MatchFormat::SingleGame,
        }
    }

    /// The rule set of `preset`.
    #[must_use]
    pub fn preset(preset: Preset) -> Ruleset {
        preset.ruleset()
    }

    /// Cards per player at a table of `players` (never more than the pack allows).
    #[must_use]
    pub fn hand_size_for(&self, players: usize) -> u8 {
        self.hand_size.min((32 / players.max(1)) as u8)
    }

    /// Builds the rule set of a record's `ruleset` field.
    ///
    /// # Errors
    /// [`RulesetError`] naming the unknown preset, the unknown option or the bad value.
    pub fn from_spec(spec: &RulesetSpec) -> Result<Ruleset, RulesetError> {
        let preset = Preset::from_id(&spec.preset)
            .ok_or_else(|| RulesetError::UnknownPreset(spec.preset.clone()))?;
        let mut r = preset.ruleset();
        for (name, value) in &spec.options {
            r.set_option(name, value)?;
        }
        r.validate()?;
        Ok(r)
    }

    /// The spec of this rule set: its preset and only the options that differ from it.
    #[must_use]
    pub fn to_spec(&self) -> RulesetSpec {
        let base = self.preset.ruleset();
        let mut options = Map::new();
        for name in OPTION_NAMES {
            let mine = self.option_value(name);
            if mine != base.option_value(name) {
                options.insert(name.to_owned(), mine);
            }
        }
        RulesetSpec {
            preset: self.preset.id().to_owned(),
            options,
        }
    }

    /// The JSON value of option `name` (`Value::Null` for an unknown name).
    #[must_use]
    pub fn option_value(&self, name: &str) -> Value {
        match name {
            "players" => Value::from(self.players),
            "hand_size" => Value::from(self.hand_size),
            "scoring" => Value::from(self.scoring.id()),
            "end" => Value::from(self.end.id()),
            "knock_who" => Value::from(self.knock_who.id()),
            "knock_max" => Value::from(self.knock_max),
            "knock_limit" => Value::from(self.knock_limit.id()),
            "max_blind_value" => self
                .max_blind_value
                .map_or(Value::from("none"), Value::from),
            "fold_cost" => Value::from(self.fold_cost.id()),
            "poor" => Value::from(self.poor.id()),
            "poor_leads_first" => Value::from(self.poor_leads_first),
            "four_courts" => Value::from(self.four_courts.id()),
            "lead_after_fold" => Value::from(self.lead_after_fold.id()),
            "pretty_ones" => Value::from(self.pretty_ones),
            "kolsch_round" => Value::from(self.kolsch_round),
            "new_game_start" => Value::from(self.new_game_start.id()),
            "match" => Value::from(self.match_format.id()),
            _ => Value::Null,
        }
    }

    /// Sets option `name` from its JSON value.
    ///
    /// # Errors
    /// [`RulesetError::UnknownOption`] or [`RulesetError::BadValue`].
    pub fn set_option(&mut self, name: &str, value: &Value) -> Result<(), RulesetError> {
        let bad = || RulesetError::BadValue {
            option: name.to_owned(),
            value: value.to_string(),
        };
        let text = as_text(value).ok_or_else(bad)?;
        let number = |lo: u8, hi: u8| -> Result<u8, RulesetError> {
            match value.as_u64() {
                Some(n) if (u64::from(lo)..=u64::from(hi)).contains(&n) => Ok(n as u8),
                _ => Err(bad()),
            }
        };
        let flag = || value.as_bool().ok_or_else(bad);
        match name {
            "players" => self.players = number(2, 8)?,
            "hand_size" => {
                let n = number(4, 8)?;
                if n % 2 != 0 {
                    return Err(bad());
                }
                self.hand_size = n;
            }
            "scoring" => self.scoring = Scoring::parse(&text).ok_or_else(bad)?,
            "end" => self.end = End::parse(&text).ok_or_else(bad)?,
            "knock_who" => self.knock_who = KnockWho::parse(&text).ok_or_else(bad)?,
            "knock_max" => self.knock_max = number(1, 7)?,
            "knock_limit" => self.knock_limit = KnockLimit::parse(&text).ok_or_else(bad)?,
            "max_blind_value" => {
                self.max_blind_value = if text == "none" {
                    None
                } else {
                    Some(number(2, 7)?)
                }
            }
            "fold_cost" => self.fold_cost = FoldCost::parse(&text).ok_or_else(bad)?,
            "poor" => self.poor = Poor::parse(&text).ok_or_else(bad)?,
            "poor_leads_first" => self.poor_leads_first = flag()?,
            "four_courts" => self.four_courts = FourCourts::parse(&text).ok_or_else(bad)?,
            "lead_after_fold" => {
                self.lead_after_fold = LeadAfterFold::parse(&text).ok_or_else(bad)?;
            }
            "pretty_ones" => self.pretty_ones = flag()?,
            "kolsch_round" => self.kolsch_round = flag()?,
            "new_game_start" => {
                self.new_game_start = NewGameStart::parse(&text).ok_or_else(bad)?;
            }
            "match" => self.match_format = MatchFormat::parse(&text).ok_or_else(bad)?,
            _ => return Err(RulesetError::UnknownOption(name.to_owned())),
        }
        Ok(())
    }

    /// Checks combinations the engine cannot play.
    ///
    /// # Errors
    /// [`RulesetError::Conflict`] naming the options.
    pub fn validate(&self) -> Result<(), RulesetError> {
        let (lo, hi) = self.preset.players_range();
        if !(lo..=hi).contains(&self.players) {
            return Err(RulesetError::Conflict(format!(
                "preset {} is for {lo} to {hi} players, not {}",
                self.preset.id(),
                self.players
            )));
        }
        let escape = self.scoring == Scoring::Escape;
        let halves = self.match_format == MatchFormat::TwoHalvesPlayoff;
        if escape != halves && !(escape && self.match_format == MatchFormat::SingleGame) {
            return Err(RulesetError::Conflict(
                "scoring 'escape' goes with match 'two_halves_playoff' or 'single_game', and that match only with it".into(),
            ));
        }
        if self.end == End::TuppenLongOne
            && !matches!(self.scoring, Scoring::CountDown(_) | Scoring::CountUp(_))
        {
            return Err(RulesetError::Conflict(
                "end 'tuppen_long_one' needs count_down or count_up scoring".into(),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn spec_round_trips_for_every_preset() {
        for preset in Preset::ALL {
            let r = Ruleset::preset(preset);
            let spec = r.to_spec();
            assert!(spec.options.is_empty(), "{preset:?}");
            assert_eq!(Ruleset::from_spec(&spec), Ok(r));
        }
        let mut spec = Ruleset::preset(Preset::Rhineland).to_spec();
        spec.options.insert("max_blind_value".into(), json!(3));
        let r = Ruleset::from_spec(&spec).unwrap();
        assert_eq!(r.max_blind_value, Some(3));
        assert_eq!(r.to_spec(), spec);
    }

    #[test]
    fn errors_name_preset_option_and_value() {
        let spec = |preset: &str, options: Value| RulesetSpec {
            preset: preset.into(),
            options: options.as_object().unwrap().clone(),
        };
        let e = Ruleset::from_spec(&spec("rhinelnd", json!({}))).unwrap_err();
        assert!(e.to_string().contains("rhinelnd"));
        let e = Ruleset::from_spec(&spec("rhineland", json!({"knock_mx": 3}))).unwrap_err();
        assert!(e.to_string().contains("knock_mx"));
        let e =
            Ruleset::from_spec(&spec("rhineland", json!({"knock_limit": "loose"}))).unwrap_err();
        assert!(e.to_string().contains("knock_limit") && e.to_string().contains("loose"));
    }
}
