//! The typed rule set of the Siebenschräm family (RULES.md A2 and Part C) and its registry of
//! options: each option is declared once in [`Ruleset::OPTIONS`]; specs, editors and help texts
//! are derived from it (see [`crate::option`]).

use super::options::{
    CrossSuitOrder, DealerRule, End, FoldCost, FoldedCard, FourCourts, KnockLimit, KnockWho,
    LeadAfterFold, MatchFormat, NewGameStart, Poor, Scoring,
};
use super::preset::Preset;
use crate::error::Conflict;
use crate::option::{OptionDef, OptionKind, OptionValue, Rules};
use crate::{choice_option, flag_option};

/// Every option of RULES.md A2 and Part C. Build one with [`Ruleset::preset`] or
/// [`Rules::from_spec`].
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
    /// `knock_max`: the highest value (7; Sebbe 3; `None`: no cap, Toepen).
    pub knock_max: Option<u8>,
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
    /// `prefold_sees_hand`: with `poor = auto_two_prefold`, the others may look at their cards
    /// before deciding to lay them down (RULES.md C4; Eifel: no).
    pub prefold_sees_hand: bool,
    /// `four_courts`: the four-court exchange.
    pub four_courts: FourCourts,
    /// `lead_after_fold`: who leads after a fold.
    pub lead_after_fold: LeadAfterFold,
    /// `cross_suit_order`: Marienheide's comparison of cards of different suits.
    pub cross_suit_order: CrossSuitOrder,
    /// `folded_card`: whether a folder's card stays in the trick.
    pub folded_card: FoldedCard,
    /// `pretty_ones`: when everyone still in is on his last mark, a redeal may be asked for.
    pub pretty_ones: bool,
    /// `kolsch_round`: a private notice when a 4-card hand's numeral pips total more than 37.
    pub kolsch_round: bool,
    /// `dealer`: who deals the next hand of a game.
    pub dealer: DealerRule,
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

/// Digits as a choice id (`"4"`), or `none`.
fn number_or_none(n: Option<u8>) -> OptionValue {
    OptionValue::Choice(match n {
        None => "none",
        Some(2) => "2",
        Some(3) => "3",
        Some(4) => "4",
        Some(5) => "5",
        Some(6) => "6",
        Some(8) => "8",
        Some(_) => "7",
    })
}

fn parse_number_or_none(v: OptionValue) -> Option<Option<u8>> {
    match v.choice()? {
        "none" => Some(None),
        digits => digits.parse().ok().map(Some),
    }
}

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
            knock_max: Some(7),
            knock_limit: KnockLimit::StrictTwoToThree,
            max_blind_value: Some(4),
            fold_cost: FoldCost::ValueBeforeKnock,
            poor: Poor::ForcedBlindTwo,
            poor_leads_first: false,
            prefold_sees_hand: false,
            four_courts: FourCourts::None,
            lead_after_fold: LeadAfterFold::NextActive,
            cross_suit_order: CrossSuitOrder::RankThenSuit,
            folded_card: FoldedCard::Withdrawn,
            pretty_ones: false,
            kolsch_round: false,
            dealer: DealerRule::WinnerDeals,
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

    /// The highest value a hand can reach (no cap: 255).
    #[must_use]
    pub fn max_value(&self) -> u8 {
        self.knock_max.unwrap_or(u8::MAX)
    }
}

impl Rules for Ruleset {
    type Preset = Preset;

    const PRESETS: &'static [Preset] = &Preset::ALL;

    const LENGTH_OPTION: &'static str = "match";

    const OPTIONS: &'static [OptionDef<Ruleset>] = &[
        OptionDef {
            id: "players",
            kind: OptionKind::Number {
                min: 2,
                max: 8,
                step: 1,
                offered: &[2, 3, 4, 5, 6, 7, 8],
            },
            aliases: &[],
            in_editor: false,
            get: |r| OptionValue::Number(u16::from(r.players)),
            set: |r, v| {
                if let Some(n) = v.number() {
                    r.players = n as u8;
                }
            },
        },
        OptionDef {
            id: "hand_size",
            kind: OptionKind::Choice(&["4", "6", "8"]),
            aliases: &[],
            in_editor: true,
            get: |r| number_or_none(Some(r.hand_size)),
            set: |r, v| {
                if let Some(Some(n)) = parse_number_or_none(v) {
                    r.hand_size = n;
                }
            },
        },
        OptionDef {
            id: "scoring",
            kind: OptionKind::Choice(Scoring::IDS),
            aliases: &[("count_down", "count_down(7)"), ("count_up", "count_up(7)")],
            in_editor: true,
            get: |r| OptionValue::Choice(r.scoring.id()),
            set: |r, v| {
                if let Some(s) = v.choice().and_then(Scoring::parse) {
                    r.scoring = s;
                }
            },
        },
        choice_option!(Ruleset, "end", End, end),
        choice_option!(Ruleset, "knock_who", KnockWho, knock_who),
        OptionDef {
            id: "knock_max",
            kind: OptionKind::Choice(&["7", "3", "none", "2", "4", "5", "6"]),
            aliases: &[],
            in_editor: true,
            get: |r| number_or_none(r.knock_max),
            set: |r, v| {
                if let Some(n) = parse_number_or_none(v) {
                    r.knock_max = n;
                }
            },
        },
        choice_option!(Ruleset, "knock_limit", KnockLimit, knock_limit),
        OptionDef {
            id: "max_blind_value",
            kind: OptionKind::Choice(&["4", "3", "none", "2", "5", "6", "7"]),
            aliases: &[],
            in_editor: true,
            get: |r| number_or_none(r.max_blind_value),
            set: |r, v| {
                if let Some(n) = parse_number_or_none(v) {
                    r.max_blind_value = n;
                }
            },
        },
        choice_option!(Ruleset, "fold_cost", FoldCost, fold_cost),
        choice_option!(Ruleset, "poor", Poor, poor),
        flag_option!(Ruleset, "poor_leads_first", poor_leads_first),
        flag_option!(Ruleset, "prefold_sees_hand", prefold_sees_hand),
        choice_option!(Ruleset, "four_courts", FourCourts, four_courts),
        choice_option!(Ruleset, "lead_after_fold", LeadAfterFold, lead_after_fold),
        choice_option!(
            Ruleset,
            "cross_suit_order",
            CrossSuitOrder,
            cross_suit_order
        ),
        choice_option!(Ruleset, "folded_card", FoldedCard, folded_card),
        flag_option!(Ruleset, "pretty_ones", pretty_ones),
        flag_option!(Ruleset, "kolsch_round", kolsch_round),
        choice_option!(Ruleset, "dealer", DealerRule, dealer),
        choice_option!(Ruleset, "new_game_start", NewGameStart, new_game_start),
        OptionDef {
            id: "match",
            kind: OptionKind::Choice(MatchFormat::IDS),
            aliases: &[],
            in_editor: true,
            get: |r| OptionValue::Choice(r.match_format.id()),
            set: |r, v| {
                if let Some(m) = v.choice().and_then(MatchFormat::parse) {
                    r.match_format = m;
                }
            },
        },
    ];

    fn preset_id(preset: Preset) -> &'static str {
        preset.id()
    }

    fn of_preset(preset: Preset) -> Ruleset {
        preset.ruleset()
    }

    fn preset(&self) -> Preset {
        self.preset
    }

    /// Checks combinations the engine cannot play.
    ///
    /// # Errors
    /// The [`Conflict`] between options.
    fn validate(&self) -> Result<(), Conflict> {
        let (min, max) = self.preset.players_range();
        if !(min..=max).contains(&self.players) {
            return Err(Conflict::Players {
                preset: self.preset.id(),
                min,
                max,
                found: self.players,
            });
        }
        let escape = self.scoring == Scoring::Escape;
        let halves = self.match_format == MatchFormat::TwoHalvesPlayoff;
        if escape != halves && !(escape && self.match_format == MatchFormat::SingleGame) {
            return Err(Conflict::EscapeNeedsHalves);
        }
        if self.end == End::TuppenLongOne
            && !matches!(self.scoring, Scoring::CountDown(_) | Scoring::CountUp(_))
        {
            return Err(Conflict::LongOneNeedsMarks);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::RulesetError;
    use crate::record::RulesetSpec;
    use serde_json::{json, Value};

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
    fn every_offered_value_round_trips_through_its_json_form() {
        for def in Ruleset::OPTIONS {
            for v in def.values() {
                assert_eq!(def.parse(&v.to_json()), Some(v), "{} {v}", def.id);
            }
        }
    }

    #[test]
    fn old_spellings_are_read() {
        let spec = RulesetSpec {
            preset: "eifel".into(),
            options: json!({"scoring": "count_down"})
                .as_object()
                .unwrap()
                .clone(),
        };
        assert_eq!(
            Ruleset::from_spec(&spec).unwrap().scoring,
            Scoring::CountDown(7)
        );
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
        assert!(matches!(e, RulesetError::BadValue { .. }));
        assert!(e.to_string().contains("knock_limit") && e.to_string().contains("loose"));
        assert!(e.to_string().contains("\"strict\""), "{e}");
    }

    #[test]
    fn the_editor_offers_only_values_that_fit_the_other_choices() {
        let mut r = Ruleset::preset(Preset::Rhineland);
        r.match_format = MatchFormat::RhinelandTournament;
        let allowed = r.allowed_values("scoring");
        assert!(!allowed.contains(&OptionValue::Choice("escape")));
        assert!(allowed.contains(&OptionValue::Choice("count_up(10)")));
        let newcomer = Ruleset::preset(Preset::DedenbachNewcomer);
        assert_eq!(
            newcomer.allowed_values("match"),
            vec![
                OptionValue::Choice("single_game"),
                OptionValue::Choice("two_halves_playoff")
            ]
        );
    }
}
