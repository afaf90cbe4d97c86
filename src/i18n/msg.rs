//! [`Msg`]: every sentence with values the app says — what happened at the table, what to do
//! now, results, errors and notices. Names are borrowed; each language renders a `Msg` with one
//! exhaustive `match`. The sentences only one game says are that game's own type in its folder
//! (`i18n/<game>/msg.rs`, worded in `i18n/<game>/say_<lang>.rs`), carried here as a
//! [`GameMsg`], which has one variant per game, made by the dispatch place's
//! `each_game_type!`: no variant or arm here belongs to one game, except the slate's
//! entry errors (`SlateEntry`, a Siebenschräm feature that shared screens read).

use super::game_words::{GameWords, Speaks, Worded};
use crate::engine::cards::Card;
use crate::engine::{schraem, Refusal, RulesetError, SetupError};
use crate::session::{
    ImportError, ImportWarning, RulesetsError, SaveError, SlateError, TournamentError,
    TournamentLoadError,
};
use crate::share::LinkError;

/// A sentence with values. Each variant's doc says what its values are; its fields are the
/// values of the sentence by the names the languages' `match` uses, so they carry no doc line
/// of their own (hence the `allow`, for this enum only).
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Msg<'a> {
    /// A sentence only one game says (`Msg::from(SchraemMsg::Held { who })`).
    Game(GameMsg<'a>),

    // ---- what happened ----
    /// A card played.
    Played { who: Who<'a>, card: Card },

    // ---- what to do now ----
    /// Play a card.
    PromptPlay,
    /// Someone else's turn.
    WaitingFor { who: &'a str },
    /// The game is over; nothing to do.
    PromptOver,

    // ---- the table in words ----
    /// Marks left (counting down).
    MarksLeft { n: i32 },
    /// Points reached of the limit (counting up).
    PointsOf { n: i32, limit: i32 },
    /// Sebbe below zero.
    Knollen { n: i32 },
    /// Unplayed cards of a player.
    CardsLeft { n: u32 },
    /// Face-down cards (an accessible name).
    HiddenCards { n: u32 },
    /// Hand number (0-based).
    HandNumber { n: u32 },
    /// Deal number (0-based) of the agreed deals.
    DealNumber { n: u32, of: u16 },
    /// Game number (0-based) of a series.
    GameNumber { n: u32, of: Option<usize> },
    /// Pass the device to `who`.
    PassDevice { who: &'a str },
    /// "I am `who`: show my cards".
    ReadyAs { who: &'a str },
    /// Match points of a player.
    MatchPoints { n: f64 },
    /// A player's total penalty points.
    PenaltyTotal { n: i32 },
    /// Card points (Schieberamsch).
    CardPoints { n: u32 },
    /// The last trick was won by `who`.
    LastTrickBy { who: Who<'a> },
    /// Step `i` of `n` of a replay.
    ReplayStep { i: usize, n: usize },
    /// A preset's name with the mark that options differ from it.
    PresetChanged { preset: &'a str },
    /// The options changed from the preset, each with its value in force (option, value).
    ChangedOptions { changes: Vec<(&'a str, &'a str)> },
    /// The preset's summary, said to hold where nothing was changed.
    OtherwiseAsPreset { summary: &'a str },
    /// The table waits for `who`, whose seat is played on a phone that is not connected.
    WaitingForPhone { who: &'a str },
    /// A tournament score field holds no whole number from 0 to `max`.
    ScoreOutOfRange { max: u32 },
    /// A hint: the strong computer player would play `card` (its full name).
    HintCard { card: Card },
    /// A hint: the strong computer player would press the button labelled `label`.
    HintButton { label: &'a str },
    /// A hint: play `card` and keep `keep` (the strongest other card) for the last trick.
    HintKeep { card: Card, keep: Card },
    /// A hint with its reason: press the button labelled `label`, because `why`.
    HintButtonWhy { label: &'a str, why: HintWhy },
    /// Trick `n` (0-based) of a review, taken by `who` (`None`: the hand ended before).
    ReviewTrick { n: usize, who: Option<&'a str> },

    // ---- errors and notices ----
    /// An action refused by the rules.
    Refused(&'a Refusal),
    /// A rule set the engine refuses.
    Ruleset(&'a RulesetError),
    /// A match that cannot start (or a record that cannot be replayed).
    Setup(&'a SetupError),
    /// A link that cannot be opened.
    Link(&'a LinkError),
    /// A save that cannot be resumed (kept under the backup key).
    Save(&'a SaveError),
    /// A hand entered on the slate that does not fit; players named by `names`.
    SlateEntry {
        error: schraem::EntryError,
        names: &'a [String],
    },
    /// A choice on the slate: the player folded when the hand was knocked to `value`.
    SlateFoldedAt { value: u8 },
    /// A choice on the slate: `who`'s folded card took the last trick.
    SlateFoldedCard { who: &'a str },
    /// A stored slate that cannot be opened (kept under the backup key).
    SlateDamaged(&'a SlateError),
    /// A tournament's round: the series of the Rhineland Championship, or the round of three tables.
    TournamentRound { n: usize, of: usize, series: bool },
    /// A table of a tournament round (1-based).
    TableNumber { n: usize },
    /// Who deals the first hand at a table.
    DealsFirst { who: &'a str },
    /// The tournament is over: its winners (several share first place).
    TournamentWon { winners: Vec<&'a str> },
    /// A players list or a table's result the tournament refuses.
    Tournament(&'a TournamentError),
    /// A stored tournament that cannot be opened (kept under the backup key).
    TournamentDamaged(TournamentLoadError),
    /// Storage refused a write.
    StorageFull,
    /// The game is open in another tab.
    SecondTab,
    /// A rule set saved under a name.
    RulesetSaved { name: &'a str },
    /// Saved rule sets no longer accepted.
    RulesetsDropped { names: Vec<&'a str> },
    /// Saved rule sets unreadable.
    RulesetsUnreadable(RulesetsError),
    /// An import is done.
    Imported { warnings: usize },
    /// One part of an import taken otherwise or skipped.
    ImportWarning(&'a ImportWarning),
    /// A file that cannot be imported.
    ImportFailed(&'a ImportError),
    /// A link copied.
    LinkCopied,
    /// The damaged `0` was kept as a backup, where Export / import still has it (the pronoun
    /// follows the noun's gender: der Spielstand → er, das Turnier → es, die Tafel → sie).
    KeptAsBackup(Saved),
    /// When a saved match was last played (the start screen's list).
    LastPlayed(When),
}

/// The pattern of the sentences only the screens of parts say (the slate and tournaments, Export
/// / import, a shared link's failure, a replay's step, the review): each language's
/// `Catalog::say` hands them to its `MenuWords::say` (`i18n::say_on_screens`), a part fetched
/// with those screens. A damaged slate's or tournament's notice is not here: the start says it.
macro_rules! said_on_screens {
    () => {
        $crate::i18n::Msg::SlateEntry { .. }
            | $crate::i18n::Msg::SlateFoldedAt { .. }
            | $crate::i18n::Msg::SlateFoldedCard { .. }
            | $crate::i18n::Msg::TournamentRound { .. }
            | $crate::i18n::Msg::TableNumber { .. }
            | $crate::i18n::Msg::DealsFirst { .. }
            | $crate::i18n::Msg::TournamentWon { .. }
            | $crate::i18n::Msg::Tournament(_)
            | $crate::i18n::Msg::ScoreOutOfRange { .. }
            | $crate::i18n::Msg::ReplayStep { .. }
            | $crate::i18n::Msg::ReviewTrick { .. }
            | $crate::i18n::Msg::Link(_)
            | $crate::i18n::Msg::Imported { .. }
            | $crate::i18n::Msg::ImportWarning(_)
            | $crate::i18n::Msg::ImportFailed(_)
    };
}
pub(crate) use said_on_screens;

/// The methods of a language's `MenuWords` that hand out the words of the screens of parts, from
/// that language's modules of the same names (`screens`, `errors`, `real_cards`, `data`,
/// `phones`, `site`): the sentences [`said_on_screens!`] lists (an empty string for any other,
/// which the `Catalog` says) and the labels.
macro_rules! said_on_screens_by {
    () => {
        fn say(&self, msg: &$crate::i18n::Msg) -> String {
            use $crate::i18n::Msg;
            match msg {
                Msg::ReplayStep { i, n } => super::screens::replay_step(*i, *n),
                Msg::ScoreOutOfRange { max } => super::screens::score_out_of_range(*max),
                Msg::ReviewTrick { n, who } => super::screens::review_trick(*n, *who),
                Msg::Link(e) => super::errors::link(e),
                Msg::SlateEntry { error, names } => super::real_cards::entry_error(*error, names),
                Msg::SlateFoldedAt { value } => super::real_cards::folded_at(*value),
                Msg::SlateFoldedCard { who } => super::real_cards::folded_card(who),
                Msg::TournamentRound { n, of, series } => {
                    super::real_cards::round(*n, *of, *series)
                }
                Msg::TableNumber { n } => super::real_cards::table(*n),
                Msg::DealsFirst { who } => super::real_cards::deals_first(who),
                Msg::TournamentWon { winners } => super::real_cards::won(winners),
                Msg::Tournament(e) => super::real_cards::tournament_error(e),
                Msg::Imported { warnings } => super::data::imported(*warnings),
                Msg::ImportWarning(w) => super::data::import_warning(w),
                Msg::ImportFailed(e) => super::data::import_failed(e),
                _ => String::new(),
            }
        }
        fn phones(&self) -> &'static $crate::i18n::PhoneTexts {
            &super::phones::PHONES
        }
        fn site(&self) -> &'static $crate::i18n::SiteTexts {
            &super::site::SITE
        }
        fn texts(&self) -> &'static $crate::i18n::ScreenTexts {
            &super::screens::SCREEN_TEXTS
        }
    };
}
pub(crate) use said_on_screens_by;

/// Declares [`GameMsg`] from the dispatch place's list of games (`Variant: engine match`).
macro_rules! game_msg {
    ($($variant:ident: $game:ty),* $(,)?) => {
        /// A sentence only one game says: that game's own sentence type
        /// (`<game as Worded>::Msg`, `i18n/<game>/msg.rs`).
        #[derive(Clone, Debug, PartialEq)]
        pub enum GameMsg<'a> {
            $(
                #[doc = concat!("A sentence of `", stringify!($game), "`.")]
                $variant(<$game as Worded>::Msg<'a>),
            )*
        }

        $(
            impl<'a> From<<$game as Worded>::Msg<'a>> for Msg<'a> {
                fn from(said: <$game as Worded>::Msg<'a>) -> Msg<'a> {
                    Msg::Game(GameMsg::$variant(said))
                }
            }
        )*

        impl GameMsg<'_> {
            /// The sentence in language `L`, worded by its game's words in that language
            /// (static dispatch: each language's part holds its words of every game).
            pub(crate) fn say<L: Speaks>(&self) -> String {
                match self {
                    $(GameMsg::$variant(said) => <L::Words<$game> as GameWords<$game>>::say(said),)*
                }
            }
        }
    };
}
crate::each_game_type!(game_msg);

/// A moment in the past as the start screen names it, in the device's local time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// Not known (a match saved before the time was kept).
    Unknown,
    /// Less than a minute ago.
    JustNow,
    /// This many minutes ago (1–59).
    MinutesAgo(u32),
    /// Earlier today, at this hour and minute.
    Today(u8, u8),
    /// Yesterday, at this hour and minute.
    Yesterday(u8, u8),
    /// Another day: day of the month and month (1–12).
    OnDay(u8, u8),
}

/// Who a sentence speaks of: the player looking at the screen, who is spoken to ("you lose",
/// "du verlierst", "vous perdez"), or another player by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who<'a> {
    /// The viewer.
    You,
    /// Another player (every player, in a view for nobody in particular).
    Named(&'a str),
}

impl<'a> Who<'a> {
    /// The name, or `you` (the language's word for the viewer, as the sentence needs it).
    #[must_use]
    pub fn or_you(self, you: &'a str) -> &'a str {
        match self {
            Who::You => you,
            Who::Named(name) => name,
        }
    }

    /// The word that agrees with this subject: `named` for a player ("plays"), `you` for the
    /// viewer ("play").
    #[must_use]
    pub fn pick<'v>(self, named: &'v str, you: &'v str) -> &'v str {
        match self {
            Who::You => you,
            Who::Named(_) => named,
        }
    }
}

impl<'a> From<&'a str> for Who<'a> {
    fn from(name: &'a str) -> Who<'a> {
        Who::Named(name)
    }
}

/// Something the app stores that a notice can say was kept as a backup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saved {
    /// A match in progress ("der Spielstand", "la partie").
    Match,
    /// The slate for real cards ("die Tafel", "l'ardoise").
    Slate,
    /// A tournament ("das Turnier", "le tournoi").
    Tournament,
}

/// Why a hint suggests a knock, a hold or a fold (Siebenschräm).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintWhy {
    /// The cards have a good chance at the last trick.
    Knock,
    /// The cards are worth the higher stake.
    Hold,
    /// The stake is too high for these cards.
    Fold,
}
