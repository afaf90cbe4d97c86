//! The review of the last finished hand or deal in words ("could I have won?", "could I have
//! taken fewer points?"): everyone's cards, the tricks, and the solver's verdict on the viewer's
//! decisions. Unlike the table, this is built from the whole hand — the finished hand's record
//! and the seat, not the match: it is offered only to the one human at a table of computers
//! (like undo), after the hand, where no other player's secret is at stake. Each game builds its
//! own in its folder (`games::<game>::review`, behind `AppGame::review`).

use super::AppGame;
use crate::each_kind;
use crate::engine::cards::Card;
use crate::engine::record::Record;
use crate::engine::{GameKind, Seat};
use crate::i18n::Lang;
use crate::session::AnyMatch;

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
    review_of(&live.hand_record(live.finished_hands() - 1)?, me, lang)
}

/// The review from seat `me` of the finished hand `record` holds (`Game::hand_record`), by the
/// game of its preset; `None` when it cannot be judged.
#[must_use]
pub fn review_of(record: &Record, me: Seat, lang: Lang) -> Option<ReviewModel> {
    let game = GameKind::of_preset(&record.ruleset.preset)?;
    each_kind!(game, G => <G as AppGame>::review(record, me, lang))
}
