//! The option types of a [`super::Ruleset`] (RULES.md A2). Each value has a stable id used in rule
//! sets, share links and records; `parse` is the inverse of `id`.

use serde_json::Value;

/// How marks are counted (`scoring`). Internally the engine always counts *lives* down (marks left);
/// counting up only changes what is shown: points = limit − lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Start on `n` marks, lose them (`count_down(7)`, Marienheide `count_down(5)`).
    CountDown(u8),
    /// Start on 0 points, out on reaching `n` (`count_up(7)`: Eifel, Dedenbach classic, Tuppen).
    CountUp(u8),
    /// Sebbe Schröhm: 7 marks, nobody is eliminated, a player below 0 writes a Knolle per point;
    /// a raised hand lost by a raiser costs him 1 (holders pay the value). See docs/rules-engine.md.
    SebbeKnolle,
    /// Dedenbach newcomers: no points; the hand winner escapes the half (engine addition).
    Escape,
}

impl Scoring {
    /// Marks every player starts a game with (lives).
    #[must_use]
    pub const fn start_lives(self) -> i32 {
        match self {
            Scoring::CountDown(n) | Scoring::CountUp(n) => n as i32,
            Scoring::SebbeKnolle => 7,
            Scoring::Escape => 0,
        }
    }

    #[must_use]
    pub fn id(self) -> String {
        match self {
            Scoring::CountDown(n) => format!("count_down({n})"),
            Scoring::CountUp(n) => format!("count_up({n})"),
            Scoring::SebbeKnolle => "sebbe_knolle".into(),
            Scoring::Escape => "escape".into(),
        }
    }

    /// Parses `count_down`, `count_down(5)`, `count_up(7)`, `sebbe_knolle`, `escape`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Scoring> {
        let number = |inner: &str| -> Option<u8> {
            let n: u8 = inner
                .strip_prefix('(')?
                .strip_suffix(')')?
                .trim()
                .parse()
                .ok()?;
            (1..=20).contains(&n).then_some(n)
        };
        match text {
            "count_down" => Some(Scoring::CountDown(7)),
            "count_up" => Some(Scoring::CountUp(7)),
            "sebbe_knolle" => Some(Scoring::SebbeKnolle),
            "escape" => Some(Scoring::Escape),
            _ => {
                if let Some(rest) = text.strip_prefix("count_down") {
                    number(rest).map(Scoring::CountDown)
                } else if let Some(rest) = text.strip_prefix("count_up") {
                    number(rest).map(Scoring::CountUp)
                } else {
                    None
                }
            }
        }
    }
}

macro_rules! id_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $id:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every value, default first.
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];

            /// The stable id of this value.
            #[must_use]
            pub const fn id(self) -> &'static str {
                match self {
                    $($name::$variant => $id,)+
                }
            }

            /// The value with id `text`, if any.
            #[must_use]
            pub fn parse(text: &str) -> Option<$name> {
                match text {
                    $($id => Some($name::$variant),)+
                    _ => None,
                }
            }
        }
    };
}

id_enum! {
    /// When a game ends (`end`, RESEARCH.md A-18).
    End {
        /// The last player with marks wins the game.
        LastSurvivor = "last_survivor",
        /// The first player out loses the game and it ends there.
        FirstOutLoses = "first_out_loses",
        /// Tuppen: first out loses; when two or more stand on their last mark, only they play on
        /// ("short long one" 4-card hands whose winner is safe, then an 8-card "long one").
        TuppenLongOne = "tuppen_long_one",
    }
}

id_enum! {
    /// Who may knock (`knock_who`).
    KnockWho {
        /// Any active player, at any time.
        Anyone = "anyone",
        /// Sebbe: only the player on lead; besides him, players who held at 2 may raise to 3.
        LeaderOnly = "leader_only",
        /// Nobody (Dedenbach newcomers play without knocking).
        Nobody = "nobody",
    }
}

id_enum! {
    /// How high a player may knock compared with his marks (`knock_limit`, RESEARCH.md A-5).
    /// The forced knock of a poor player is always legal and holding is never limited.
    KnockLimit {
        /// New value ≤ marks, except a player on 2 may knock to 3.
        StrictTwoToThree = "strict_two_to_three",
        /// New value ≤ marks.
        Strict = "strict",
        /// New value ≤ marks + 1.
        PlusOne = "plus_one",
        /// New value ≤ marks; a blind knock may go to marks + 1.
        DarkPlusOne = "dark_plus_one",
        /// No limit.
        None = "none",
    }
}

id_enum! {
    /// What a folder loses (`fold_cost`).
    FoldCost {
        /// The value before the knock he answers.
        ValueBeforeKnock = "value_before_knock",
        /// Always 1 (Sebbe).
        One = "one",
    }
}

id_enum! {
    /// The poor player (one mark left) (`poor`).
    Poor {
        /// He must knock blind to 2 before the first lead (RULES.md A1.15).
        ForcedBlindTwo = "forced_blind_two",
        /// Wipperfürth: he announces his hammer before play (a knock to 2, he may look first).
        HammerAnnounced = "hammer_announced",
        /// Eifel: the hand is worth 2 at once; opponents hold or lay down for 1 before the first lead.
        AutoTwoPrefold = "auto_two_prefold",
        /// Sebbe: from the first hand after someone reached the hammer, every hand starts at 2.
        AllGamesTwoAfterFirstHammer = "all_games_two_after_first_hammer",
        /// No rule for poor players.
        None = "none",
    }
}

id_enum! {
    /// Four-court exchanges (`four_courts`).
    FourCourts {
        /// No exchange (Rhineland).
        None = "none",
        /// Wipperfürth: an all-court hand may be exchanged; opponents may turn 3 (free) or 4 cards.
        WipperfuerthChallenge = "wipperfuerth_challenge",
        /// Eifel: any hand may be exchanged in secret; a challenge costs the wrong party 2 and the hand.
        EifelSecretExchange = "eifel_secret_exchange",
        /// Toepen: any hand may be exchanged; a challenge costs the wrong party 1.
        ToepenChallenge = "toepen_challenge",
        /// A four-court hand is redealt at once.
        Redeal = "redeal",
        /// Sebbe: an all-court hand may be exchanged, no challenge.
        FreeExchange = "free_exchange",
    }
}

id_enum! {
    /// Who leads after a fold (`lead_after_fold`).
    LeadAfterFold {
        /// The next active player clockwise; mid-trick the suit led stays (RULES.md A1.16–17).
        NextActive = "next_active",
        /// Marienheide: if the player who led the trick folds during it, the highest active card of
        /// the trick (rank, then ♣ > ♠ > ♥ > ♦) wins it and leads next.
        MarienheideHighestCard = "marienheide_highest_card",
    }
}

id_enum! {
    /// Who deals the first hand of the next game (`new_game_start`).
    NewGameStart {
        /// The winner of the last hand.
        WinnerDeals = "winner_deals",
        /// The loser of the previous game (the first player out).
        LoserDeals = "loser_deals",
    }
}

id_enum! {
    /// The match format (`match`).
    MatchFormat {
        /// One game.
        SingleGame = "single_game",
        /// 5 series of 5 games; seat 4 deals the first hand of each series.
        RhinelandTournament = "rhineland_tournament",
        /// Dedenbach: two halves, then a play-off of the two half-losers.
        TwoHalvesPlayoff = "two_halves_playoff",
        /// 3 tables of 10 hands each, starting on 5 marks; marks left are summed.
        ThreeTables = "three_tables",
    }
}

/// Reads a JSON value as a string id or a small integer (for `knock_max` etc.).
pub(crate) fn as_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}
