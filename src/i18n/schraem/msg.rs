//! [`SchraemMsg`]: the sentences only Siebenschräm says — knocks, folds, challenges, its
//! prompts and its review's verdicts — worded in `say_<lang>.rs`, carried by `Msg::Game`.

use crate::engine::cards::{Card, CardSet};
use crate::engine::schraem::Verdict;
use crate::i18n::Who;
use crate::session::{Choice, HandStory};

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

/// A Siebenschräm sentence with values (`Msg::from(SchraemMsg::Held { who })`). Each variant's
/// doc says what its values are; its fields are the values of the sentence by the names the
/// languages' `match` uses, so they carry no doc line of their own (hence the `allow`).
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum SchraemMsg<'a> {
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
    /// Before looking: look, or knock blind first.
    PromptLookOrBlind,
    /// Before looking, no blind knock possible.
    PromptLook,
    /// Play a card, or knock before playing it (knocking on one's turn).
    PromptPlayOrKnock,
    /// The viewer is poor and must knock blind to `value` first.
    PromptForcedBlind { value: u8, up: bool },
    /// The viewer is on the hammer (Wipperfürth): announce it, may look first.
    PromptHammer,
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
    /// The value of the hand, and who knocked last.
    ValueNow { value: u8, knocker: Option<Who<'a>> },
    /// Knock for another human at the device.
    KnockAs { who: &'a str },
    /// The review's verdict on a hand (Siebenschräm), read off the judged decisions.
    ReviewVerdict { story: HandStory },
    /// A decision in trick `n` that kept a sure last trick (`choice`: the card played, a hold or a
    /// fold).
    ReviewKept { n: usize, choice: Choice },
    /// A card played in trick `n` that gave a sure last trick away; `better` would have kept it.
    ReviewCost { n: usize, card: Card, better: Card },
    /// A fold in trick `n` that gave up a sure last trick.
    ReviewFoldCost { n: usize },
    /// A decision in trick `n` when nothing could force the last trick any more.
    ReviewNoWin { n: usize, choice: Choice },
}
