//! The review screen of a finished Schieberamsch deal: "could I have taken fewer points?", its
//! verdict and a line for each card that cost points, read off the deal's analysis
//! ([`DealReview`]).

use crate::engine::ramsch::Match;
use crate::engine::Seat;
use crate::games::review::{hand_rows, trick_rows};
use crate::i18n::ramsch::RamschMsg;
use crate::i18n::{Lang, Msg};
use crate::present::review::{ReviewLine, ReviewModel};
use crate::session::{DealReview, DealStory};

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
            lang.say(&Msg::from(RamschMsg::RamschVerdict {
                got: review.got,
                story,
            }))
        },
        hands: hand_rows::<Match>(&review.hands, &name, lang),
        tricks: trick_rows(&review.tricks, &name, lang),
        lines: ramsch_lines(review, story, lang),
        title: texts.review_title_ramsch,
        how: texts.review_how_ramsch,
    }
}

/// A line for each card that let best play give the seat more points; when there is none and
/// the deal was judged, one line that every judged card was a best one.
fn ramsch_lines(review: &DealReview, story: DealStory, lang: Lang) -> Vec<ReviewLine> {
    let mut lines: Vec<ReviewLine> = review
        .costs
        .iter()
        .map(|c| {
            let msg = Msg::from(RamschMsg::RamschCost {
                n: c.trick,
                card: c.card,
                better: c.better,
                more: c.more,
            });
            ReviewLine {
                text: lang.say(&msg),
                cost: true,
            }
        })
        .collect();
    if matches!(story, DealStory::AllBest { .. }) && !review.too_large {
        lines.push(ReviewLine {
            text: lang.say(&Msg::from(RamschMsg::RamschAllBest)),
            cost: false,
        });
    }
    lines
}
