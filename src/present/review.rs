//! The review of the last finished hand or deal in words ("could I have won?", "could I have
//! taken fewer points?"): everyone's cards, the tricks, and the solver's verdict on the viewer's
//! decisions. Unlike the table, this is built from the whole hand: it is offered only to the one
//! human at a table of computers (like undo), after the hand, where no other player's secret is
//! at stake.

use super::hand_order;
use crate::engine::cards::Card;
use crate::engine::{GameKind, Seat};
use crate::i18n::{Lang, Msg};
use crate::session::{AnyMatch, Choice, DealReview, DealStory, HandReview, ReviewTrick, Verdict};

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
    /// Its player folded while it lay in the trick: it was taken back and did not count.
    pub out: bool,
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
    /// The review's title (the question it answers).
    pub title: &'static str,
    /// How the verdicts are reached (the game's assumptions).
    pub how: &'static str,
}

/// Whether the match offers a review of its last hand to `viewer`: one human at the device
/// (`humans`; the others are computers) and a finished hand that was played with cards (not a
/// Siebenschräm escape hand, which has no record of its own).
#[must_use]
pub fn review_offered(live: &AnyMatch, humans: &[Seat], viewer: Option<Seat>) -> bool {
    humans.len() == 1
        && viewer == humans.first().copied()
        && live
            .finished_hands()
            .checked_sub(1)
            .is_some_and(|k| live.hand_record(k).is_some())
}

/// The review of the last finished hand (deal) from `viewer`, or `None` when none is offered.
#[must_use]
pub fn review_model(
    live: &AnyMatch,
    humans: &[Seat],
    viewer: Option<Seat>,
    lang: Lang,
) -> Option<ReviewModel> {
    if !review_offered(live, humans, viewer) {
        return None;
    }
    let me = viewer?;
    live.review(live.finished_hands() - 1, me, lang)
}

/// The review screen of one Siebenschräm hand: the verdict and the lines both read off the same
/// judged decisions (the hand's [`crate::session::HandStory`] and its moments).
#[must_use]
pub fn hand_review_model(review: &HandReview, names: &[String], lang: Lang) -> ReviewModel {
    let texts = lang.texts();
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    ReviewModel {
        verdict: if review.too_large {
            texts.review_too_large.to_owned()
        } else {
            lang.say(&Msg::ReviewVerdict {
                story: review.story(),
            })
        },
        hands: hand_rows(&review.hands, &name, GameKind::Siebenschraem, lang),
        tricks: trick_rows(&review.tricks, &name, lang),
        lines: schraem_lines(review, lang),
        title: texts.review_title,
        how: texts.review_how,
    }
}

/// The review screen of one Schieberamsch deal: the verdict and the lines both read off the
/// same judged cards (the deal's [`DealStory`] and its costs).
#[must_use]
pub fn deal_review_model(review: &DealReview, names: &[String], lang: Lang) -> ReviewModel {
    let texts = lang.texts();
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let story = review.story();
    ReviewModel {
        verdict: if review.too_large {
            texts.review_too_large.to_owned()
        } else {
            lang.say(&Msg::RamschVerdict {
                got: review.got,
                story,
            })
        },
        hands: hand_rows(&review.hands, &name, GameKind::Schieberamsch, lang),
        tricks: trick_rows(&review.tricks, &name, lang),
        lines: ramsch_lines(review, story, lang),
        title: texts.review_title_ramsch,
        how: texts.review_how_ramsch,
    }
}

fn hand_rows(
    hands: &[(Seat, Vec<Card>)],
    name: &dyn Fn(Seat) -> String,
    game: GameKind,
    lang: Lang,
) -> Vec<(String, String)> {
    let t = lang.t();
    hands
        .iter()
        .map(|(s, cards)| {
            let list: Vec<String> = hand_order::sorted(cards.iter().copied(), game)
                .into_iter()
                .map(|c| t.card_name(c))
                .collect();
            (name(*s), list.join(", "))
        })
        .collect()
}

fn trick_rows(
    tricks: &[ReviewTrick],
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> Vec<ReviewTrickRow> {
    let t = lang.t();
    tricks
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
                        out: trick.out.contains(&s),
                    })
                    .collect(),
            }
        })
        .collect()
}

/// A line for each decision that changed the story: every choice that gave the sure last trick
/// away, and where a chance began or ended ("the last trick was yours to take", "nothing could
/// win any more"). The first decision's state is the verdict's, so it is not said twice.
fn schraem_lines(review: &HandReview, lang: Lang) -> Vec<ReviewLine> {
    let mut before: Option<Verdict> = None;
    review
        .moments
        .iter()
        .filter(|mo| {
            let changed = before.is_some_and(|b| b != mo.verdict);
            before = Some(mo.verdict);
            changed || matches!(mo.verdict, Verdict::GaveAway { .. })
        })
        .map(|mo| {
            let (n, choice) = (mo.trick, mo.choice);
            let (text, cost) = match (choice, mo.verdict) {
                (_, Verdict::KeptTheWin) => (lang.say(&Msg::ReviewKept { n, choice }), false),
                (_, Verdict::NoWinLeft) => (lang.say(&Msg::ReviewNoWin { n, choice }), false),
                (
                    Choice::Card(card),
                    Verdict::GaveAway {
                        better: Some(better),
                    },
                ) => (lang.say(&Msg::ReviewCost { n, card, better }), true),
                // Only a fold gives the last trick away without a better card to name.
                (_, Verdict::GaveAway { .. }) => (lang.say(&Msg::ReviewFoldCost { n }), true),
            };
            ReviewLine { text, cost }
        })
        .collect()
}

/// A line for each card that let best play give the seat more points; when there is none and
/// the deal was judged, one line that every judged card was a best one.
fn ramsch_lines(review: &DealReview, story: DealStory, lang: Lang) -> Vec<ReviewLine> {
    let mut lines: Vec<ReviewLine> = review
        .costs
        .iter()
        .map(|c| {
            let msg = Msg::RamschCost {
                n: c.trick,
                card: c.card,
                better: c.better,
                more: c.more,
            };
            ReviewLine {
                text: lang.say(&msg),
                cost: true,
            }
        })
        .collect();
    if matches!(story, DealStory::AllBest { .. }) && !review.too_large {
        lines.push(ReviewLine {
            text: lang.say(&Msg::RamschAllBest),
            cost: false,
        });
    }
    lines
}
