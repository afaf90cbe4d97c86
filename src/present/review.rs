//! The review of the last finished hand or deal in words ("could I have won?", "could I have
//! taken fewer points?"): everyone's cards, the tricks, and the solver's verdict on the viewer's
//! decisions. Unlike the table, this is built from the whole hand: it is offered only to the one
//! human at a table of computers (like undo), after the hand, where no other player's secret is
//! at stake.

use crate::engine::cards::Card;
use crate::engine::Seat;
use crate::i18n::{Lang, Msg};
use crate::session::{AnyMatch, Choice, DealReview, HandReview, ReviewTrick, Verdict};

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
    let k = live.finished_hands() - 1;
    let names = live.names();
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let texts = lang.texts();
    let model = |hands: &[(Seat, Vec<Card>)], tricks: &[ReviewTrick], too_large, judged: Judged| {
        ReviewModel {
            verdict: if too_large {
                texts.review_too_large.to_owned()
            } else {
                judged.verdict
            },
            hands: hand_rows(hands, &name, lang),
            tricks: trick_rows(tricks, &name, lang),
            lines: judged.lines,
            title: judged.title,
            how: judged.how,
        }
    };
    Some(match live {
        AnyMatch::Schraem(m) => {
            let r = HandReview::of(m, k, me)?;
            model(&r.hands, &r.tricks, r.too_large, schraem_judged(&r, lang))
        }
        AnyMatch::Ramsch(m) => {
            let r = DealReview::of(m, k, me)?;
            model(&r.hands, &r.tricks, r.too_large, ramsch_judged(&r, lang))
        }
    })
}

/// What each game's review says in its own words.
struct Judged {
    verdict: String,
    lines: Vec<ReviewLine>,
    title: &'static str,
    how: &'static str,
}

fn hand_rows(
    hands: &[(Seat, Vec<Card>)],
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> Vec<(String, String)> {
    let t = lang.t();
    hands
        .iter()
        .map(|(s, cards)| {
            let list: Vec<String> = cards.iter().map(|c| t.card_name(*c)).collect();
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
                    })
                    .collect(),
            }
        })
        .collect()
}

fn schraem_judged(review: &HandReview, lang: Lang) -> Judged {
    let t = lang.t();
    let texts = lang.texts();
    // "Nothing could win any more" is said where it starts, not after every later card (and not
    // at all when the verdict on the hand already says so).
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
    Judged {
        verdict: lang.say(&Msg::ReviewVerdict {
            could: review.could_win,
            won: review.won,
        }),
        lines,
        title: texts.review_title,
        how: texts.review_how,
    }
}

fn ramsch_judged(review: &DealReview, lang: Lang) -> Judged {
    let t = lang.t();
    let texts = lang.texts();
    let mut lines: Vec<ReviewLine> = review
        .costs
        .iter()
        .map(|c| {
            let (card, better) = (t.card_name(c.card), t.card_name(c.better));
            let msg = Msg::RamschCost {
                n: c.trick,
                card: &card,
                better: &better,
                more: c.more,
            };
            ReviewLine {
                text: lang.say(&msg),
                cost: true,
            }
        })
        .collect();
    if lines.is_empty() && review.best.is_some() && !review.too_large {
        lines.push(ReviewLine {
            text: lang.say(&Msg::RamschAllBest),
            cost: false,
        });
    }
    Judged {
        verdict: lang.say(&Msg::RamschVerdict {
            got: review.got,
            best: review.best,
        }),
        lines,
        title: texts.review_title_ramsch,
        how: texts.review_how_ramsch,
    }
}
