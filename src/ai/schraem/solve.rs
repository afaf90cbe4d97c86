//! An exact solver of the rest of a Siebenschräm hand with every card open: can a seat take the
//! last trick whatever the others do? A hand has at most four cards per seat, so the whole game
//! tree (at most 4!⁴ orders of play) is searched outright; the others are assumed to play
//! against the seat together (the "paranoid" view: a win that depends on an opponent's
//! mistake is not a sure win). Answering a knock already made is in (an opponent may hold or
//! fold, the seat itself holds); new knocks are left out: the question is what the cards could
//! do with everyone playing on. (A later knock can matter: whoever folds after it takes a card
//! back from the trick, RULES.md C1, so the review says the verdict assumes no further knock.)
//!
//! Used by the review after a hand ("could I have won?"). Only for finished hands or the
//! arena: a bot must never call it on a real deal it cannot see.

use crate::engine::cards::Card;
use crate::engine::schraem::{Action, Hand, Phase};
use crate::engine::seat::Seat;

/// Whether `me` takes the last trick against every defence, or `None` when the hand is not at
/// a point the solver plays through (before the cards are played, or `me` is out of it).
#[must_use]
pub fn forces_last_trick(hand: &Hand, me: Seat) -> Option<bool> {
    solvable(hand, me).then(|| wins(hand, me))
}

/// For each card `me` may play now: does the last trick stay forced after playing it? `None`
/// when it is not `me`'s turn to play a card.
#[must_use]
pub fn card_verdicts(hand: &Hand, me: Seat) -> Option<Vec<(Card, bool)>> {
    if !solvable(hand, me) || hand.phase() != Phase::Play || hand.to_act() != Some(me) {
        return None;
    }
    let verdicts = hand
        .playable_cards(me)
        .iter()
        .map(|c| {
            (
                c,
                after(hand, me, Action::Play(c)).is_some_and(|h| wins(&h, me)),
            )
        })
        .collect();
    Some(verdicts)
}

fn solvable(hand: &Hand, me: Seat) -> bool {
    hand.is_active(me) && matches!(hand.phase(), Phase::Play | Phase::Answer { .. })
}

fn after(hand: &Hand, seat: Seat, action: Action) -> Option<Hand> {
    let mut next = *hand;
    next.apply(seat, action).ok()?;
    Some(next)
}

/// The choices that matter for the last trick: cards, and holding or folding a knock.
fn choices(hand: &Hand, seat: Seat) -> Vec<Action> {
    hand.legal_actions(seat)
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Play(_) | Action::Hold | Action::Fold))
        .collect()
}

fn wins(hand: &Hand, me: Seat) -> bool {
    if let Some(o) = hand.outcome() {
        return o.winner == Some(me);
    }
    if !hand.is_active(me) {
        return false;
    }
    let Some(seat) = hand.to_act() else {
        return false;
    };
    let mut next = choices(hand, seat)
        .into_iter()
        .filter_map(|a| after(hand, seat, a));
    if seat == me {
        next.any(|h| wins(&h, me))
    } else {
        // No choice at all (a phase the solver does not play): count it as not forced.
        let mut any = false;
        let all = next.all(|h| {
            any = true;
            wins(&h, me)
        });
        any && all
    }
}
