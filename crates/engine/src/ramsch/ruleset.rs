//! The typed rule set: every option of RULES.md B2 and C8, declared once in
//! [`Ruleset::OPTIONS`] (see [`crate::option`]), built from a preset plus overrides.

use super::Preset;
use crate::error::Conflict;
use crate::option::{OptionDef, OptionKind, OptionValue, Rules};
use crate::{choice_option, flag_option, id_enum};

id_enum! {
    /// Who deals after a Grand Hand (`dealer_after_grand`).
    DealerAfterGrand {
        /// The same dealer deals again and the Grand Hand does not count toward the agreed deals.
        Same = "same",
        /// The deal passes on as after a Ramsch, and the Grand Hand counts as one of the deals.
        Next = "next",
    }
}

id_enum! {
    /// What a player may take from the skat (`pickup`).
    PickupRule {
        /// Both cards, then discard two.
        Both = "both",
        /// One card (then discard one) or both (then discard two): the French page's reading.
        OneOrBoth = "one_or_both",
    }
}

id_enum! {
    /// Who gets the final skat's card points in a Ramsch (`skat_to`).
    SkatTo {
        /// The winner of the last trick.
        LastTrick = "last_trick",
        /// The player(s) with most card points from tricks; if several tie, each of them.
        Loser = "loser",
    }
}

id_enum! {
    /// Who loses when two players tie for most card points (`tie_for_most`).
    TieForMost {
        /// Every tied player loses the full amount.
        AllLose = "all_lose",
        /// Only the tied player who won a trick latest loses.
        LastTrickLoses = "last_trick_loses",
        /// The tied players share the amount (each pays it divided by their number, rounded down).
        Share = "share",
    }
}

id_enum! {
    /// What happens when all three players have the same card points (`all_three_tie`).
    AllThreeTie {
        /// Nobody scores.
        Zero = "zero",
        /// Every player loses his 40 like a loser (with the deal's multipliers).
        Minus40 = "minus_40",
        /// The deal is void: nobody scores, it does not count, the same dealer deals again.
        Redeal = "redeal",
    }
}

id_enum! {
    /// How a loss is rounded when it is divided (`rounding`, RULES.md C8).
    Rounding {
        /// Round down.
        Floor = "floor",
        /// A Ramsch loss that was multiplied (pushes, Jungfrau) is first rounded to the nearest
        /// ten (halves up): 48 × 4 = 192 → 190 → 19; unmultiplied losses round down.
        NearestTenWhenMultiplied = "nearest_ten_when_multiplied",
    }
}

id_enum! {
    /// What the divisor divides (`divisor_scope`, RULES.md C8).
    DivisorScope {
        /// Ramsch losses only.
        RamschOnly = "ramsch_only",
        /// Grand Hand values and the Durchmarsch bonus too (72 → 7, 120 → 12).
        Everything = "everything",
    }
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
    /// `divisor`: 1 or 10; losses are divided by it (see `rounding`, `divisor_scope`).
    pub divisor: u8,
    /// `rounding`: how a divided loss is rounded.
    pub rounding: Rounding,
    /// `divisor_scope`: what the divisor divides.
    pub divisor_scope: DivisorScope,
    /// `deals`: the agreed number of counted deals, a positive multiple of 3.
    pub deals: u16,
}

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
            rounding: Rounding::Floor,
            divisor_scope: DivisorScope::RamschOnly,
            deals: 12,
        };
        match preset {
            Preset::Schieberamsch => reference,
            Preset::SchieberamschFr => Ruleset {
                divisor: 10,
                rounding: Rounding::NearestTenWhenMultiplied,
                kontra_re: true,
                pickup: PickupRule::OneOrBoth,
                ..reference
            },
        }
    }
}

impl Default for Ruleset {
    fn default() -> Ruleset {
        Ruleset::preset(Preset::Schieberamsch)
    }
}

/// A choice between two numbers written as digits.
fn two_numbers(value: u8) -> OptionValue {
    OptionValue::Choice(match value {
        1 => "1",
        2 => "2",
        _ => "10",
    })
}

impl Rules for Ruleset {
    type Preset = Preset;

    const PRESETS: &'static [Preset] = &Preset::ALL;

    const LENGTH_OPTION: &'static str = "deals";

    const OPTIONS: &'static [OptionDef<Ruleset>] = &[
        flag_option!(Ruleset, "grand_hand", grand_hand),
        flag_option!(Ruleset, "kontra_re", kontra_re),
        OptionDef {
            id: "lost_grand_factor",
            kind: OptionKind::Choice(&["2", "1"]),
            aliases: &[],
            in_editor: true,
            get: |r| two_numbers(r.lost_grand_factor),
            set: |r, v| {
                if let Some(n) = v.choice().and_then(|c| c.parse().ok()) {
                    r.lost_grand_factor = n;
                }
            },
        },
        choice_option!(
            Ruleset,
            "dealer_after_grand",
            DealerAfterGrand,
            dealer_after_grand
        ),
        choice_option!(Ruleset, "pickup", PickupRule, pickup),
        flag_option!(Ruleset, "jacks_in_skat", jacks_in_skat),
        choice_option!(Ruleset, "skat_to", SkatTo, skat_to),
        choice_option!(Ruleset, "tie_for_most", TieForMost, tie_for_most),
        choice_option!(Ruleset, "all_three_tie", AllThreeTie, all_three_tie),
        flag_option!(
            Ruleset,
            "durchmarsch_times_pushes",
            durchmarsch_times_pushes
        ),
        OptionDef {
            id: "divisor",
            kind: OptionKind::Choice(&["1", "10"]),
            aliases: &[],
            in_editor: true,
            get: |r| two_numbers(r.divisor),
            set: |r, v| {
                if let Some(n) = v.choice().and_then(|c| c.parse().ok()) {
                    r.divisor = n;
                }
            },
        },
        choice_option!(Ruleset, "rounding", Rounding, rounding),
        choice_option!(Ruleset, "divisor_scope", DivisorScope, divisor_scope),
        OptionDef {
            id: "deals",
            kind: OptionKind::Number {
                min: 3,
                max: 999,
                step: 3,
                offered: &[3, 6, 9, 12, 18, 24, 36],
            },
            aliases: &[],
            in_editor: true,
            get: |r| OptionValue::Number(r.deals),
            set: |r, v| {
                if let Some(n) = v.number() {
                    r.deals = n;
                }
            },
        },
    ];

    fn preset_id(preset: Preset) -> &'static str {
        preset.id()
    }

    fn of_preset(preset: Preset) -> Ruleset {
        Ruleset::preset(preset)
    }

    fn preset(&self) -> Preset {
        self.preset
    }

    /// Every combination of Schieberamsch options can be played.
    fn validate(&self) -> Result<(), Conflict> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::RulesetError;
    use serde_json::json;

    #[test]
    fn french_preset_deviates_in_four_options() {
        let spec = Ruleset::preset(Preset::SchieberamschFr).to_spec();
        assert!(spec.options.is_empty());
        let fr = Ruleset::preset(Preset::SchieberamschFr);
        assert_eq!(fr.divisor, 10);
        assert_eq!(fr.rounding, Rounding::NearestTenWhenMultiplied);
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

        let mut bad = spec.clone();
        bad.options.insert("deals".into(), json!(10));
        let message = Ruleset::from_spec(&bad).unwrap_err().to_string();
        assert!(message.contains("ruleset.options.deals"), "{message}");
        assert!(message.contains("multiple of 3"), "{message}");
        bad.options.clear();
        bad.options.insert("klopfen".into(), json!(true));
        assert_eq!(
            Ruleset::from_spec(&bad),
            Err(RulesetError::UnknownOption("klopfen".into()))
        );
    }

    #[test]
    fn every_offered_value_round_trips_through_its_json_form() {
        for def in Ruleset::OPTIONS {
            for v in def.values() {
                assert_eq!(def.parse(&v.to_json()), Some(v), "{} {v}", def.id);
            }
        }
    }
}
