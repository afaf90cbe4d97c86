//! The review screen of a finished Siebenschräm hand: "could I have won?", its verdict and a
//! line for each decision that changed the story, read off the hand's analysis
//! ([`HandReview`]).

use crate::engine::schraem::Match;
use crate::engine::Seat;
use crate::games::review::{hand_rows, trick_rows};
use crate::i18n::schraem::SchraemMsg;
use crate::i18n::{Lang, Msg};
use crate::present::review::{ReviewLine, ReviewModel};
use crate::session::{Choice, HandReview, Verdict};

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
            lang.say(&Msg::from(SchraemMsg::ReviewVerdict {
                story: review.story(),
            }))
        },
        hands: hand_rows::<Match>(&review.hands, &name, lang),
        tricks: trick_rows(&review.tricks, &name, lang),
        lines: schraem_lines(review, lang),
        title: texts.review_title,
        how: texts.review_how,
    }
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
                (_, Verdict::KeptTheWin) => (
                    lang.say(&Msg::from(SchraemMsg::ReviewKept { n, choice })),
                    false,
                ),
                (_, Verdict::NoWinLeft) => (
                    lang.say(&Msg::from(SchraemMsg::ReviewNoWin { n, choice })),
                    false,
                ),
                (
                    Choice::Card(card),
                    Verdict::GaveAway {
                        better: Some(better),
                    },
                ) => (
                    lang.say(&Msg::from(SchraemMsg::ReviewCost { n, card, better })),
                    true,
                ),
                // Only a fold gives the last trick away without a better card to name.
                (_, Verdict::GaveAway { .. }) => {
                    (lang.say(&Msg::from(SchraemMsg::ReviewFoldCost { n })), true)
                }
            };
            ReviewLine { text, cost }
        })
        .collect()
}
