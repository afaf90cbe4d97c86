//! The named presets of RULES.md A3. A preset is a value: [`Preset::ruleset`] builds the
//! reference `rhineland` rule set and overrides the preset's deviations. Nothing else in the
//! engine asks which preset is in use.

use super::options::{
    End, FoldCost, FourCourts, KnockLimit, KnockWho, LeadAfterFold, MatchFormat, NewGameStart,
    Poor, Scoring,
};
use super::ruleset::Ruleset;

/// A preset id of RULES.md A3 (and Part C's `toepen`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// `rhineland`: Siebenschräm, Rhineland Championship rules (the reference variant).
    Rhineland,
    /// `wipperfuerth`: Schrööm from Wipperfürth.
    Wipperfuerth,
    /// `marienheide`: Schrööm from Marienheide.
    Marienheide,
    /// `eifel`: Siwwe Strööm / Sibbeschröm.
    Eifel,
    /// `sebbe`: Sebbe Schröhm.
    Sebbe,
    /// `dedenbach_newcomer`: Siwwe Schröhm for newcomers.
    DedenbachNewcomer,
    /// `dedenbach_classic`: Siwwe Schröhm classic.
    DedenbachClassic,
    /// `tuppen`: Tuppen (spielregeln.de).
    Tuppen,
    /// `toepen`: the Dutch game as most Toepen apps play it (docs/rules-engine.md).
    Toepen,
}

impl Preset {
    /// Every preset, the reference variant first.
    pub const ALL: [Preset; 9] = [
        Preset::Rhineland,
        Preset::Wipperfuerth,
        Preset::Marienheide,
        Preset::Eifel,
        Preset::Sebbe,
        Preset::DedenbachNewcomer,
        Preset::DedenbachClassic,
        Preset::Tuppen,
        Preset::Toepen,
    ];

    /// The stable id used in rule sets, share links and records, e.g. `"rhineland"`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Preset::Rhineland => "rhineland",
            Preset::Wipperfuerth => "wipperfuerth",
            Preset::Marienheide => "marienheide",
            Preset::Eifel => "eifel",
            Preset::Sebbe => "sebbe",
            Preset::DedenbachNewcomer => "dedenbach_newcomer",
            Preset::DedenbachClassic => "dedenbach_classic",
            Preset::Tuppen => "tuppen",
            Preset::Toepen => "toepen",
        }
    }

    /// Display name (the regional name and place).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Rhineland => "Siebenschräm (Rhineland Championship)",
            Preset::Wipperfuerth => "Schrööm (Wipperfürth)",
            Preset::Marienheide => "Schrööm (Marienheide)",
            Preset::Eifel => "Siwwe Strööm / Sibbeschröm (Eifel)",
            Preset::Sebbe => "Sebbe Schröhm (Neunkirchen-Seelscheid)",
            Preset::DedenbachNewcomer => "Siwwe Schröhm for newcomers (Dedenbach)",
            Preset::DedenbachClassic => "Siwwe Schröhm classic (Dedenbach)",
            Preset::Tuppen => "Tuppen (spielregeln.de)",
            Preset::Toepen => "Toepen",
        }
    }

    /// Rules from a single low-confidence source, implemented literally (RULES.md A3 asks the
    /// rules screen to say so): Sebbe Schröhm.
    #[must_use]
    pub const fn is_low_confidence(self) -> bool {
        matches!(self, Preset::Sebbe)
    }

    /// The preset with id `id`.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.id() == id)
    }

    /// Players allowed at the table (RULES.md A3).
    #[must_use]
    pub const fn players_range(self) -> (u8, u8) {
        match self {
            Preset::Rhineland | Preset::Eifel | Preset::Sebbe | Preset::DedenbachClassic => (4, 4),
            Preset::Wipperfuerth | Preset::Tuppen | Preset::Toepen => (2, 8),
            Preset::Marienheide | Preset::DedenbachNewcomer => (2, 5),
        }
    }

    /// The rule set of this preset.
    #[must_use]
    pub fn ruleset(self) -> Ruleset {
        let mut r = Ruleset::rhineland();
        r.preset = self;
        match self {
            Preset::Rhineland => {}
            Preset::Wipperfuerth => {
                r.knock_limit = KnockLimit::PlusOne;
                r.poor = Poor::HammerAnnounced;
                r.four_courts = FourCourts::WipperfuerthChallenge;
                r.pretty_ones = true;
                r.kolsch_round = true;
            }
            Preset::Marienheide => {
                r.scoring = Scoring::CountDown(5);
                r.knock_limit = KnockLimit::PlusOne;
                r.new_game_start = NewGameStart::LoserDeals;
                r.lead_after_fold = LeadAfterFold::MarienheideHighestCard;
                // A series of games (RULES.md C5), until the players stop.
                r.match_format = MatchFormat::OpenEnded;
            }
            Preset::Eifel => {
                r.scoring = Scoring::CountUp(7);
                r.poor = Poor::AutoTwoPrefold;
                r.four_courts = FourCourts::EifelSecretExchange;
            }
            Preset::Sebbe => {
                r.scoring = Scoring::SebbeKnolle;
                r.four_courts = FourCourts::FreeExchange;
                r.knock_who = KnockWho::LeaderOnly;
                r.knock_max = Some(3);
                // Nobody is eliminated, so a limit by marks has no purpose (RULES.md C2).
                r.knock_limit = KnockLimit::None;
                r.fold_cost = FoldCost::One;
                r.poor = Poor::AllGamesTwoAfterFirstHammer;
            }
            Preset::DedenbachNewcomer => {
                r.hand_size = 8;
                r.scoring = Scoring::Escape;
                r.knock_who = KnockWho::Nobody;
                r.max_blind_value = None;
                r.poor = Poor::None;
                r.match_format = MatchFormat::TwoHalvesPlayoff;
            }
            Preset::DedenbachClassic => {
                r.scoring = Scoring::CountUp(7);
                r.end = End::FirstOutLoses;
                r.max_blind_value = None;
                r.knock_limit = KnockLimit::None;
            }
            Preset::Tuppen => {
                r.scoring = Scoring::CountUp(7);
                r.end = End::TuppenLongOne;
                r.knock_limit = KnockLimit::Strict;
            }
            Preset::Toepen => {
                // docs/rules-engine.md, "Toepen": what most Toepen apps and sites agree on.
                r.scoring = Scoring::CountUp(10);
                r.knock_who = KnockWho::OnTurn;
                r.knock_max = None;
                r.knock_limit = KnockLimit::Strict;
                r.max_blind_value = None;
                r.poor = Poor::AutoTwoPrefold;
                r.prefold_sees_hand = true;
                r.four_courts = FourCourts::DirtyLaundry;
            }
        }
        r
    }
}
