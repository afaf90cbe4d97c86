//! The typed rule set: every option of RULES.md B2, built from a preset plus overrides.

use super::Preset;
use crate::record::RulesetSpec;
use serde::Serialize;
use serde_json::{json, Map, Value};
use std::fmt;

/// Who deals after a Grand Hand (`dealer_after_grand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DealerAfterGrand {
    /// The same dealer deals again and the Grand Hand does not count toward the agreed deals.
    Same,
    /// The deal passes on as after a Ramsch, and the Grand Hand counts as one of the deals.
    Next,
}

/// What a player may take from the skat (`pickup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PickupRule {
    /// Both cards, then discard two.
    Both,
    /// One card (then discard one) or both (then discard two): the French page's reading.
    OneOrBoth,
}

/// Who gets the final skat's card points in a Ramsch (`skat_to`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SkatTo {
    /// The winner of the last trick.
    LastTrick,
    /// The player(s) with most card points from tricks; if several tie, each of them.
    Loser,
}

/// Who loses when two players tie for most card points (`tie_for_most`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TieForMost {
    /// Every tied player loses the full amount.
    AllLose,
    /// Only the tied player who won a trick latest loses.
    LastTrickLoses,
    /// The tied players share the amount (each pays it divided by their number, rounded down).
    Share,
}

/// What happens when all three players have the same card points (`all_three_tie`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AllThreeTie {
    /// Nobody scores.
    Zero,
    /// Every player loses his 40 like a loser (with the deal's multipliers).
    #[serde(rename = "minus_40")]
    Minus40,
    /// The deal is void: nobody scores, it does not count, the same dealer deals again.
    Redeal,
}

/// A Schieberamsch rule set. Small and `Copy`, so every deal state carries its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ruleset {
    /// The preset this rule set started from (written into records).
    pub preset: Preset,
    /// `grand_hand`: the Grand Hand offer round happens.
    pub grand_hand: bool,
    /// `kontra_re`: an opponent of a Grand Hand may say Kontra (×2), the soloist Re (×4).
    pub kontra_re: bool,
    /// `lost_grand_factor`: 2 or 1, the factor on a lost Grand Hand's value.
    pub lost_grand_factor: u8,
    /// `dealer_after_grand`.
    pub dealer_after_grand: DealerAfterGrand,
    /// `pickup`.
    pub pickup: PickupRule,
    /// `jacks_in_skat`: jacks may be discarded.
    pub jacks_in_skat: bool,
    /// `skat_to`.
    pub skat_to: SkatTo,
    /// `tie_for_most`.
    pub tie_for_most: TieForMost,
    /// `all_three_tie`.
    pub all_three_tie: AllThreeTie,
    /// `durchmarsch_times_pushes`: the Durchmarsch bonus is multiplied by 2 per push.
    pub durchmarsch_times_pushes: bool,
    /// `divisor`: 1 or 10; Ramsch losses are divided by it, rounded down.
    pub divisor: u8,
    /// `deals`: the agreed number of counted deals, a positive multiple of 3.
    pub deals: u16,
}

/// Why a [`RulesetSpec`] does not describe a Schieberamsch rule set. The message names the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesetError {
    /// The preset id is not a Schieberamsch preset.
    UnknownPreset(String),
    /// No option has this name.
    UnknownOption(String),
    /// The option exists but this value is not one of its values.
    BadValue {
        option: String,
        value: String,
        expected: &'static str,
    },
}

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesetError::UnknownPreset(id) => {
                write!(f, "field 'ruleset.preset': unknown preset \"{id}\"")
            }
            RulesetError::UnknownOption(name) => write!(
                f,
                "field 'ruleset.options.{name}': unknown Schieberamsch option \"{name}\""
            ),
            RulesetError::BadValue {
                option,
                value,
                expected,
            } => write!(
                f,
                "field 'ruleset.options.{option}': value {value} is not allowed (expected {expected})"
            ),
        }
    }
}

impl std::error::Error for RulesetError {}

/// The option names, in RULES.md B2 order.
pub const OPTION_NAMES: [&str; 12] = [
    "grand_hand",
    "kontra_re",
    "lost_grand_factor",
    "dealer_after_grand",
    "pickup",
    "jacks_in_skat",
    "skat_to",
    "tie_for_most",
    "all_three_tie",
    "durchmarsch_times_pushes",
    "divisor",
    "deals",
];

impl Ruleset {
    /// The rule set of `preset` with no overrides.
    #[must_use]
    pub const fn preset(preset: Preset) -> Ruleset {
        let reference = Ruleset {
            preset,
            grand_hand: true,
            kontra_re: false,
            lost_grand_factor: 2,
            dealer_after_grand: DealerAfterGrand::Same,
            pickup: PickupRule::Both,
            jacks_in_skat: false,
            skat_to: SkatTo::LastTrick,
            tie_for_most: TieForMost::AllLose,
            all_three_tie: AllThreeTie::Zero,
            durchmarsch_times_pushes: false,
            divisor: 1,
            deals: 12,
        };
        match preset {
            Preset::Schieberamsch => reference,
            Preset::SchieberamschFr => Ruleset {
                divisor: 10,
                kontra_re: true,
                pickup: PickupRule::OneOrBoth,
                ..reference
            },
        }
    }

    /// The rule set a record's `ruleset` field describes.
    ///
    /// # Errors
    /// [`RulesetError`] naming the unknown preset, the unknown option or the bad value.
    pub fn from_spec(spec: &RulesetSpec) -> Result<Ruleset, RulesetError> {
        let preset = Preset::from_id(&spec.preset)
            .ok_or_else(|| RulesetError::UnknownPreset(spec.preset.clone()))?;
        let mut rules = Ruleset::preset(preset);
        for (name, value) in &spec.options {
            rules.set_option(name, value)?;
        }
        Ok(rules)
    }

    /// The record form: the preset id plus every option that differs from the preset.
    #[must_use]
    pub fn to_spec(&self) -> RulesetSpec {
        let base = Ruleset::preset(self.preset).options();
        let options = self
            .options()
            .into_iter()
            .filter(|(name, value)| base.get(name) != Some(value))
            .collect();
        RulesetSpec {
            preset: self.preset.id().to_owned(),
            options,
        }
    }

    /// Every option by its record name with its current value.
    #[must_use]
    pub fn options(&self) -> Map<String, Value> {
        let pairs = [
            ("grand_hand", json!(self.grand_hand)),
            ("kontra_re", json!(self.kontra_re)),
            ("lost_grand_factor", json!(self.lost_grand_factor)),
            ("dealer_after_grand", json!(self.dealer_after_grand)),
            ("pickup", json!(self.pickup)),
            ("jacks_in_skat", json!(self.jacks_in_skat)),
            ("skat_to", json!(self.skat_to)),
            ("tie_for_most", json!(self.tie_for_most)),
            ("all_three_tie", json!(self.all_three_tie)),
            (
                "durchmarsch_times_pushes",
                json!(self.durchmarsch_times_pushes),
            ),
            ("divisor", json!(self.divisor)),
            ("deals", json!(self.deals)),
        ];
        pairs
            .into_iter()
            .map(|(name, value)| (name.to_owned(), value))
            .collect()
    }

    /// Sets one option from its record form.
    ///
    /// # Errors
    /// [`RulesetError::UnknownOption`] or [`RulesetError::BadValue`].
    pub fn set_option(&mut self, name: &str, value: &Value) -> Result<(), RulesetError> {
        let bad = |expected: &'static str| RulesetError::BadValue {
            option: name.to_owned(),
            value: value.to_string(),
            expected,
        };
        let flag = |expected| value.as_bool().ok_or_else(|| bad(expected));
        let word = value.as_str();
        match name {
            "grand_hand" => self.grand_hand = flag("true or false")?,
            "kontra_re" => self.kontra_re = flag("true or false")?,
            "jacks_in_skat" => self.jacks_in_skat = flag("true or false")?,
            "durchmarsch_times_pushes" => self.durchmarsch_times_pushes = flag("true or false")?,
            "lost_grand_factor" => {
                self.lost_grand_factor = match value.as_u64() {
                    Some(2) => 2,
                    Some(1) => 1,
                    _ => return Err(bad("2 or 1")),
                }
            }
            "divisor" => {
                self.divisor = match value.as_u64() {
                    Some(1) => 1,
                    Some(10) => 10,
                    _ => return Err(bad("1 or 10")),
                }
            }
            "deals" => {
                self.deals = match value.as_u64() {
                    Some(n) if n > 0 && n % 3 == 0 && n <= 999 => n as u16,
                    _ => return Err(bad("a multiple of 3 from 3 to 999")),
                }
            }
            "dealer_after_grand" => {
                self.dealer_after_grand = match word {
                    Some("same") => DealerAfterGrand::Same,
                    Some("next") => DealerAfterGrand::Next,
                    _ => return Err(bad("\"same\" or \"next\"")),
                }
            }
            "pickup" => {
                self.pickup = match word {
                    Some("both") => PickupRule::Both,
                    Some("one_or_both") => PickupRule::OneOrBoth,
                    _ => return Err(bad("\"both\" or \"one_or_both\"")),
                }
            }
            "skat_to" => {
                self.skat_to = match word {
                    Some("last_trick") => SkatTo::LastTrick,
                    Some("loser") => SkatTo::Loser,
                    _ => return Err(bad("\"last_trick\" or \"loser\"")),
                }
            }
            "tie_for_most" => {
                self.tie_for_most = match word {
                    Some("all_lose") => TieForMost::AllLose,
                    Some("last_trick_loses") => TieForMost::LastTrickLoses,
                    Some("share") => TieForMost::Share,
                    _ => return Err(bad("\"all_lose\", \"last_trick_loses\" or \"share\"")),
                }
            }
            "all_three_tie" => {
                self.all_three_tie = match word {
                    Some("zero") => AllThreeTie::Zero,
                    Some("minus_40") => AllThreeTie::Minus40,
                    Some("redeal") => AllThreeTie::Redeal,
                    _ => return Err(bad("\"zero\", \"minus_40\" or \"redeal\"")),
                }
            }
            _ => return Err(RulesetError::UnknownOption(name.to_owned())),
        }
        Ok(())
    }
}

impl Default for Ruleset {
    fn default() -> Ruleset {
        Ruleset::preset(Preset::Schieberamsch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_preset_deviates_in_three_options() {
        let spec = Ruleset::preset(Preset::SchieberamschFr).to_spec();
        assert!(spec.options.is_empty());
        let fr = Ruleset::preset(Preset::SchieberamschFr);
        assert_eq!(fr.divisor, 10);
        assert!(fr.kontra_re);
        assert_eq!(fr.pickup, PickupRule::OneOrBoth);
    }

    #[test]
    fn spec_round_trips_and_errors_name_the_field() {
        let mut rules = Ruleset::preset(Preset::Schieberamsch);
        rules.skat_to = SkatTo::Loser;
        rules.deals = 36;
        rules.all_three_tie = AllThreeTie::Minus40;
        let spec = rules.to_spec();
        assert_eq!(spec.options.len(), 3);
        assert_eq!(Ruleset::from_spec(&spec), Ok(rules));
        assert_eq!(OPTION_NAMES.len(), rules.options().len());

        let mut bad = spec.clone();
        bad.options.insert("deals".into(), json!(10));
        let message = Ruleset::from_spec(&bad).unwrap_err().to_string();
        assert!(message.contains("ruleset.options.deals"), "{message}");
        bad.options.clear();
        bad.options.insert("klopfen".into(), json!(true));
        assert_eq!(
            Ruleset::from_spec(&bad),
            Err(RulesetError::UnknownOption("klopfen".into()))
        );
    }
}
