//! [`Msg`]: every sentence with values the app says — what happened at the table, what to do
//! now, results, errors and notices. Names are borrowed; each language renders a `Msg` with one
//! exhaustive `match`.

use crate::engine::cards::{Card, CardSet};
use crate::engine::schraem::Verdict;
use crate::engine::{schraem, Refusal, RulesetError, SetupError};
use crate::session::{
    Choice, DealStory, HandStory, ImportError, ImportWarning, RulesetsError, SaveError, SlateError,
    TournamentError, TournamentLoadError,
};
use crate::share::LinkError;

/// How a knock was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Knock {
    /// Having looked.
    Sighted,
    /// Before looking.
    Blind,
    /// The poor player's forced knock (or the hammer).
    Forced,
}

/// A sentence with values. Each variant's doc says what its values are; its fields are the
/// values of the sentence by the names the languages' `match` uses, so they carry no doc line
/// of their own (hence the `allow`, for this enum only).
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Msg<'a> {
    // ---- Siebenschräm: what happened ----
    /// A new hand: its number (0-based), the dealer, the value.
    HandStarted {
        hand: u32,
        dealer: Who<'a>,
        value: u8,
    },
    /// Private: the viewer's numeral pips total more than 37.
    Kolsch { pips: u32 },
    /// A knock to `value`.
    Knocked { who: Who<'a>, value: u8, how: Knock },
    /// A knock held.
    Held { who: Who<'a> },
    /// A fold, and what it cost (`up`: counted as points).
    Folded { who: Who<'a>, lost: i32, up: bool },
    /// A card played.
    Played { who: Who<'a>, card: Card },
    /// A trick won (0-based trick number).
    TrickWon { who: Who<'a>, trick: u8 },
    /// A hand exchanged face down.
    Exchanged { who: Who<'a> },
    /// Laundry called (Toepen).
    LaundryCalled { who: Who<'a> },
    /// A challenge turned `cards` of `whom`'s discard.
    Challenged {
        who: Who<'a>,
        whom: Who<'a>,
        cards: CardSet,
        verdict: Verdict,
    },
    /// A challenge penalty; `out`: out of the hand.
    Penalty {
        who: Who<'a>,
        lost: i32,
        out: bool,
        up: bool,
    },
    /// A challenge or request declined.
    Declined { who: Who<'a> },
    /// Pretty ones asked for.
    RedealRequested { who: Who<'a> },
    /// Pretty ones agreed to.
    Agreed { who: Who<'a> },
    /// Four courts: dealt again.
    RedealFourCourts { who: Who<'a> },
    /// Pretty ones: dealt again.
    RedealPretty,
    /// A loser pays at the end of the hand.
    Lost { who: Who<'a>, lost: i32, up: bool },
    /// The hand is won.
    HandWon {
        who: Who<'a>,
        value: u8,
        by_folds: bool,
    },
    /// A folder's live card took the last trick: nobody wins.
    NobodyWins { folder: Who<'a>, value: u8 },
    /// A finished hand in one sentence: who won at what value, and what each loser paid
    /// (`escape`: the winner is safe; `up`: counted as points).
    HandResult {
        winner: Option<Who<'a>>,
        value: u8,
        losses: Vec<(Who<'a>, i32)>,
        up: bool,
        escape: bool,
    },
    /// An escape hand's winner is safe.
    Escaped { who: Who<'a> },
    /// A player is out of the game.
    Eliminated { who: Who<'a> },
    /// Sebbe: the next hand is the final.
    FinalHandNext,
    /// Tuppen: players on their last mark play on alone.
    ShortLongOne { players: u8 },
    /// Players who reached the limit together play the long one.
    LongOneForTie { names: Vec<&'a str> },
    /// A game is over (number 0-based).
    GameOver {
        game: u32,
        winner: Option<Who<'a>>,
        loser: Option<Who<'a>>,
        drawn: Vec<&'a str>,
    },
    /// The match is over.
    MatchOver {
        winner: Option<Who<'a>>,
        loser: Option<Who<'a>>,
        tied: Vec<&'a str>,
    },

    // ---- Schieberamsch: what happened ----
    /// A score sheet's note on a deal that does not count toward the `of` agreed deals: a Grand
    /// Hand (`grand`: its score stands, the same dealer deals again) or a void deal.
    NotCounted { of: u16, grand: bool },
    /// A new deal, numbered as the players count toward the agreed number (`counted`: 0-based);
    /// `again`: the last deal did not count and the same dealer deals again.
    DealStarted {
        counted: u16,
        again: bool,
        dealer: Who<'a>,
    },
    /// A Grand Hand announced.
    GrandHandAnnounced { who: Who<'a> },
    /// A Grand Hand declined.
    PassedGrand { who: Who<'a> },
    /// Nobody plays a Grand Hand.
    RamschBegins,
    /// Kontra said.
    Kontra { who: Who<'a> },
    /// Re said.
    Re { who: Who<'a> },
    /// Skat cards picked up (`cards` only for the picker).
    PickedUp {
        who: Who<'a>,
        count: u8,
        cards: Option<CardSet>,
    },
    /// Cards discarded (`cards` only for the discarder).
    Discarded {
        who: Who<'a>,
        count: u8,
        cards: Option<CardSet>,
    },
    /// The skat pushed on; the deal now counts `factor` times.
    Pushed { who: Who<'a>, factor: u32 },
    /// A Schieberamsch trick (1-based) and its card points.
    RamschTrick {
        who: Who<'a>,
        number: u8,
        points: u8,
    },
    /// The final skat turned up.
    SkatRevealed { cards: CardSet },
    /// A deal's penalty points.
    DealScored { scores: Vec<(Who<'a>, i32)> },
    /// The Schieberamsch match is over: the lowest total wins (several share it).
    RamschMatchOver { winners: Vec<&'a str> },

    // ---- what to do now ----
    /// Before looking: look, or knock blind first.
    PromptLookOrBlind,
    /// Before looking, no blind knock possible.
    PromptLook,
    /// Play a card.
    PromptPlay,
    /// Play a card, or knock before playing it (knocking on one's turn).
    PromptPlayOrKnock,
    /// The viewer is poor and must knock blind to `value` first.
    PromptForcedBlind { value: u8, up: bool },
    /// The viewer is on the hammer (Wipperfürth): announce it, may look first.
    PromptHammer,
    /// Someone else's turn.
    WaitingFor { who: &'a str },
    /// Someone else owes the forced knock.
    WaitingForced { who: &'a str },
    /// Answer a knock: hold at `value` or fold for `cost`.
    PromptAnswer {
        knocker: &'a str,
        value: u8,
        cost: i32,
        up: bool,
    },
    /// Answer the hammer (Eifel): play for 2 or lay down for `cost`; `blind`: decide before
    /// looking (RULES.md C4).
    PromptHammerAnswer {
        poor: &'a str,
        cost: i32,
        up: bool,
        blind: bool,
    },
    /// Challenge an exchange or laundry, or let it stand.
    PromptChallenge {
        exchanger: &'a str,
        laundry: bool,
        three: bool,
    },
    /// Wipperfürth: three courts turned; turn the fourth or stop.
    PromptFourthCard { exchanger: &'a str },
    /// Agree to pretty ones or not.
    PromptPretty { requester: &'a str },
    /// Grand Hand or pass.
    PromptGrandHand,
    /// Pick up the skat or push it on (the deal would then count `factor` times).
    PromptSkat { factor: u32 },
    /// Choose `count` cards to discard.
    PromptDiscard { count: u8 },
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
    /// The value of the hand, and who knocked last.
    ValueNow { value: u8, knocker: Option<Who<'a>> },
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
    /// Knock for another human at the device.
    KnockAs { who: &'a str },
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
    /// The review's verdict on a hand (Siebenschräm), read off the judged decisions.
    ReviewVerdict { story: HandStory },
    /// Trick `n` (0-based) of a review, taken by `who` (`None`: the hand ended before).
    ReviewTrick { n: usize, who: Option<&'a str> },
    /// A decision in trick `n` that kept a sure last trick (`choice`: the card played, a hold or a
    /// fold).
    ReviewKept { n: usize, choice: Choice },
    /// A card played in trick `n` that gave a sure last trick away; `better` would have kept it.
    ReviewCost { n: usize, card: Card, better: Card },
    /// A fold in trick `n` that gave up a sure last trick.
    ReviewFoldCost { n: usize },
    /// A decision in trick `n` when nothing could force the last trick any more.
    ReviewNoWin { n: usize, choice: Choice },
    /// The review's verdict on a Schieberamsch deal: the penalty `got`, and the story the judged
    /// cards tell.
    RamschVerdict { got: i32, story: DealStory },
    /// A card played in trick `n` after which best play could give the seat `more` penalty points
    /// than after `better`.
    RamschCost {
        n: usize,
        card: Card,
        better: Card,
        more: i32,
    },
    /// Every judged card of the seat was the best one.
    RamschAllBest,
    /// The tutorial's coach.
    Lesson(crate::session::Lesson),

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
