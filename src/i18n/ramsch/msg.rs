//! [`RamschMsg`]: the sentences only Schieberamsch says — Grand Hand, the skat pushed on, its
//! deals' penalty points, its prompts and its review's verdicts — worded in `say_<lang>.rs`,
//! carried by `Msg::Game`.

use crate::engine::cards::{Card, CardSet};
use crate::i18n::Who;
use crate::session::DealStory;

/// A Schieberamsch sentence with values (`Msg::from(RamschMsg::Kontra { who })`). Each
/// variant's doc says what its values are; its fields are the values of the sentence by the
/// names the languages' `match` uses, so they carry no doc line of their own (hence the
/// `allow`).
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum RamschMsg<'a> {
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
    /// Grand Hand or pass.
    PromptGrandHand,
    /// Pick up the skat or push it on (the deal would then count `factor` times).
    PromptSkat { factor: u32 },
    /// Choose `count` cards to discard.
    PromptDiscard { count: u8 },
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
}
