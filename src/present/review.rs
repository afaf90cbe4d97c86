//! The review of the last finished hand in words ("could I have won?"): everyone's cards, the
//! tricks, and the solver's verdict on each of the viewer's decisions. Unlike the table, this is
//! built from the whole hand: it is offered only to the one human at a table of computers (like
//! undo), after the hand, where no other player's secret is at stake.

use crate::engine::cards::Card;
use crate::engine::Seat;
use crate::i18n::{Lang, Msg};
use crate::session::{AnyMatch, Choice, HandReview, Table, Verdict};

/// One card of a reviewed trick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewCard {
    /// The card.
    pub card: Card,
    /// Who played it.
    pub who: String,
    /// Its name in the player's language.
    pub name: String,
    /// It took the trick.
    pub winning: bool,
}

/// One trick of the review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewTrickRow {
    /// "Trick 2: Anna took it".
    pub title: String,
    /// The cards in the order played.
    pub cards: Vec<ReviewCard>,
}

/// One decision of the viewer, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewLine {
    /// The verdict in words.
    pub text: String,
    /// The decision gave a sure last trick away.
    pub cost: bool,
}

/// The review screen's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewModel {
    /// The verdict on the whole hand.
    pub verdict: String,
    /// Everyone's cards: name and the cards' names.
    pub hands: Vec<(String, String)>,
    /// The tricks.
    pub tricks: Vec<ReviewTrickRow>,
    /// The viewer's decisions.
    pub lines: Vec<ReviewLine>,
}

/// Whether the table offers a review of its last hand to `viewer`: Siebenschräm, one human at
/// the device (the others are computers), a finished hand.
#[must_use]
pub fn review_offered(table: &Table, viewer: Option<Seat>) -> bool {
    let humans = table.humans();
    matches!(*table.live, AnyMatch::Schraem(_))
        && humans.len() == 1
        && viewer == humans.first().copied()
        && table.live.finished_hands() > 0
}

/// The review of the last finished hand from `viewer`, or `None` when none is offered.
#[must_use]
pub fn review_model(table: &Table, viewer: Option<Seat>, lang: Lang) -> Option<ReviewModel> {
    if !review_offered(table, viewer) {
        return None;
    }
    let AnyMatch::Schraem(m) = &*table.live else {
        return None;
    };
    let me = viewer?;
    let review = HandReview::of(m, table.live.finished_hands() - 1, me)?;
    let t = lang.t();
    let names = table.live.names();
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let hands = review
        .hands
        .iter()
        .map(|(s, cards)| {
            let list: Vec<String> = cards.iter().map(|c| t.card_name(*c)).collect();
            (name(*s), list.join(", "))
        })
        .collect();
    let tricks = review
        .tricks
        .iter()
        .enumerate()
        .map(|(n, trick)| {
            let who = trick.winner.map(name);
            ReviewTrickRow {
                title: lang.say(&Msg::ReviewTrick {
                    n,
                    who: who.as_deref(),
                }),
                cards: trick
                    .cards
                    .iter()
                    .map(|&(s, card)| ReviewCard {
                        card,
                        who: name(s),
                        name: t.card_name(card),
                        winning: trick.winner == Some(s),
                    })
                    .collect(),
            }
        })
        .collect();
    let texts = lang.texts();
    // "Nothing could win any more" is said once, where it starts, not after every later card.
    let mut hopeless = review.could_win == Some(false);
    let lines = review
        .moments
        .iter()
        .filter(|mo| {
            let repeat = hopeless && mo.verdict == Verdict::NoWinLeft;
            hopeless = mo.verdict == Verdict::NoWinLeft;
            !repeat
        })
        .map(|mo| {
            let choice = match mo.choice {
                Choice::Card(c) => t.card_name(c),
                Choice::Hold => texts.hold.to_owned(),
                Choice::Fold => texts.fold.to_owned(),
            };
            let n = mo.trick;
            let (text, cost) = match mo.verdict {
                Verdict::KeptTheWin => (lang.say(&Msg::ReviewKept { n, choice: &choice }), false),
                Verdict::NoWinLeft => (lang.say(&Msg::ReviewNoWin { n, choice: &choice }), false),
                Verdict::GaveAway { better: Some(b) } => {
                    let better = t.card_name(b);
                    let msg = Msg::ReviewCost {
                        n,
                        card: &choice,
                        better: &better,
                    };
                    (lang.say(&msg), true)
                }
                Verdict::GaveAway { better: None } => (lang.say(&Msg::ReviewFoldCost { n }), true),
            };
            ReviewLine { text, cost }
        })
        .collect();
    Some(ReviewModel {
        verdict: lang.say(&Msg::ReviewVerdict {
            could: review.could_win,
            won: review.won,
        }),
        hands,
        tricks,
        lines,
    })
}
