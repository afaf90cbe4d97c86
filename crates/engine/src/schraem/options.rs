//! The option types of a [`super::Ruleset`] (RULES.md A2 and Part C). Each value has a stable id
//! used in rule sets, share links and records; `parse` is the inverse of `id`.

use crate::id_enum;

/// How marks are counted (`scoring`). Internally the engine always counts *lives* down (marks left);
/// counting up only changes what is shown: points = limit − lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Start on `n` marks, lose them (`count_down(7)`, Marienheide `count_down(5)`).
    CountDown(u8),
    /// Start on 0 points, out on reaching `n` (`count_up(7)`: Eifel, Dedenbach classic, Tuppen;
    /// `count_up(10)` / `count_up(15)`: Toepen).
    CountUp(u8),
    /// Sebbe Schröhm: 7 marks, nobody is eliminated, a player below 0 writes a Knolle per point;
    /// a raised hand lost by a raiser costs him 1 (holders pay the value). See docs/rules-engine.md.
    SebbeKnolle,
    /// Dedenbach newcomers: no points; the hand winner escapes the half (engine addition).
    Escape,
}

impl Scoring {
    /// Every value an option can take, default first.
    pub const IDS: &'static [&'static str] = &[
        "count_down(7)",
        "count_down(5)",
        "count_up(7)",
        "count_up(10)",
        "count_up(15)",
        "sebbe_knolle",
        "escape",
    ];

    /// Marks every player starts a game with (lives).
    #[must_use]
    pub const fn start_lives(self) -> i32 {
        match self {
            Scoring::CountDown(n) | Scoring::CountUp(n) => n as i32,
            Scoring::SebbeKnolle => 7,
            Scoring::Escape => 0,
        }
    }

    /// The stable id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Scoring::CountDown(5) => "count_down(5)",
            Scoring::CountDown(_) => "count_down(7)",
            Scoring::CountUp(10) => "count_up(10)",
            Scoring::CountUp(15) => "count_up(15)",
            Scoring::CountUp(_) => "count_up(7)",
            Scoring::SebbeKnolle => "sebbe_knolle",
            Scoring::Escape => "escape",
        }
    }

    /// The value of an id of [`Scoring::IDS`].
    #[must_use]
    pub fn parse(text: &str) -> Option<Scoring> {
        Some(match text {
            "count_down(7)" => Scoring::CountDown(7),
            "count_down(5)" => Scoring::CountDown(5),
            "count_up(7)" => Scoring::CountUp(7),
            "count_up(10)" => Scoring::CountUp(10),
            "count_up(15)" => Scoring::CountUp(15),
            "sebbe_knolle" => Scoring::SebbeKnolle,
            "escape" => Scoring::Escape,
            _ => return None,
        })
    }

    /// Counting up: points are shown instead of marks left.
    #[must_use]
    pub const fn counts_up(self) -> bool {
        matches!(self, Scoring::CountUp(_))
    }
}

/// The match format (`match`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchFormat {
    /// One game.
    SingleGame,
    /// A series of `n` games; between games everyone starts again (RULES.md C5).
    Games(u8),
    /// A series of games until the players stop.
    OpenEnded,
    /// 5 series of 5 games; seat 4 deals the first hand of each series.
    RhinelandTournament,
    /// Dedenbach: two halves, then a play-off of the two half-losers.
    TwoHalvesPlayoff,
    /// 3 tables of 10 hands each, starting on 5 marks; marks left are summed.
    ThreeTables,
}

impl MatchFormat {
    /// Every value an option can take, default first.
    pub const IDS: &'static [&'static str] = &[
        "single_game",
        "games(3)",
        "games(5)",
        "games(7)",
        "games(10)",
        "open_ended",
        "rhineland_tournament",
        "two_halves_playoff",
        "three_tables",
    ];

    /// The stable id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            MatchFormat::SingleGame => "single_game",
            MatchFormat::Games(3) => "games(3)",
            MatchFormat::Games(5) => "games(5)",
            MatchFormat::Games(7) => "games(7)",
            MatchFormat::Games(_) => "games(10)",
            MatchFormat::OpenEnded => "open_ended",
            MatchFormat::RhinelandTournament => "rhineland_tournament",
            MatchFormat::TwoHalvesPlayoff => "two_halves_playoff",
            MatchFormat::ThreeTables => "three_tables",
        }
    }

    /// The value of an id of [`MatchFormat::IDS`].
    #[must_use]
    pub fn parse(text: &str) -> Option<MatchFormat> {
        Some(match text {
            "single_game" => MatchFormat::SingleGame,
            "games(3)" => MatchFormat::Games(3),
            "games(5)" => MatchFormat::Games(5),
            "games(7)" => MatchFormat::Games(7),
            "games(10)" => MatchFormat::Games(10),
            "open_ended" => MatchFormat::OpenEnded,
            "rhineland_tournament" => MatchFormat::RhinelandTournament,
            "two_halves_playoff" => MatchFormat::TwoHalvesPlayoff,
            "three_tables" => MatchFormat::ThreeTables,
            _ => return None,
        })
    }

    /// The number of games after which the match ends (`None`: when the players stop).
    #[must_use]
    pub const fn games(self) -> Option<usize> {
        match self {
            MatchFormat::SingleGame => Some(1),
            MatchFormat::Games(n) => Some(n as usize),
            MatchFormat::OpenEnded => None,
            MatchFormat::RhinelandTournament => Some(25),
            MatchFormat::ThreeTables => Some(3),
            // Two halves and perhaps a play-off: the match itself decides.
            MatchFormat::TwoHalvesPlayoff => Some(3),
        }
    }
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
        /// Sebbe: only the player on lead; besides him, the raiser and players who held at 2 may
        /// raise to 3.
        LeaderOnly = "leader_only",
        /// Toepen: only the player who is to play a card, before he plays it (RULES.md C14a).
        OnTurn = "on_turn",
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
        /// Wipperfürth: any hand may be exchanged face down; a challenger turns 3 at random
        /// (free), then perhaps the 4th (RULES.md C3).
        WipperfuerthChallenge = "wipperfuerth_challenge",
        /// Eifel: any hand may be exchanged in secret; a challenge costs the wrong party 2 and the hand.
        EifelSecretExchange = "eifel_secret_exchange",
        /// Toepen: any hand may be exchanged; a challenge costs the wrong party 1.
        ToepenChallenge = "toepen_challenge",
        /// Toepen's laundry: four courts, or three courts and a seven, may be called with any hand;
        /// a challenge turns it (RULES.md C14c).
        DirtyLaundry = "dirty_laundry",
        /// A four-court hand is redealt at once.
        Redeal = "redeal",
        /// Sebbe: an all-court hand may be exchanged, no challenge.
        FreeExchange = "free_exchange",
    }
}

id_enum! {
    /// Who leads after a fold (`lead_after_fold`).
    LeadAfterFold {
        /// The next active player clockwise; mid-trick the suit led stays (RULES.md A1.16–17, C1).
        NextActive = "next_active",
        /// Marienheide: if the player who led the trick folds during it, the highest active card of
        /// the trick (see [`CrossSuitOrder`]) wins it and leads next.
        MarienheideHighestCard = "marienheide_highest_card",
    }
}

id_enum! {
    /// How Marienheide compares cards of different suits (`cross_suit_order`, RULES.md C5).
    CrossSuitOrder {
        /// Rank first; between equal ranks ♣ > ♠ > ♥ > ♦.
        RankThenSuit = "rank_then_suit",
        /// Suit first (♣ > ♠ > ♥ > ♦), then rank.
        SuitThenRank = "suit_then_rank",
    }
}

id_enum! {
    /// What happens to a card a player has played to the trick when he folds (`folded_card`,
    /// RULES.md C1, C12).
    FoldedCard {
        /// It leaves the contest: the trick goes to the best card of an active player (A1.17).
        Withdrawn = "withdrawn",
        /// Toepen: it stays in the trick and can win it; if it wins the last trick, nobody wins the
        /// hand.
        StaysLive = "stays_live",
    }
}

id_enum! {
    /// Who deals the next hand of a game (`dealer`, RULES.md C9).
    DealerRule {
        /// The hand winner.
        WinnerDeals = "winner_deals",
        /// The next player clockwise still in, counted from the previous dealer.
        NextClockwise = "next_clockwise",
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
