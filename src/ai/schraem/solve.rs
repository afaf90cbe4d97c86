//! An exact solver of the rest of a Siebenschräm hand with every card open: can a seat take the
//! last trick whatever the others do? Four players with four cards have at most 4!⁴ orders of
//! play, searched outright; bigger tables and hands (up to 8 × 8) can be far larger, so every
//! question has a budget of positions and is left unanswered beyond it. The others are assumed to play
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

/// Positions one question may visit before it is left unanswered (a few tens of milliseconds in
/// the browser; a 4-player hand of 4 cards needs far fewer).
pub const BUDGET: u32 = 400_000;

/// Whether `me` takes the last trick against every defence, or `None` when the hand is not at
/// a point the solver plays through (before the cards are played, or `me` is out of it) or is
/// too large for the budget.
#[must_use]
pub fn forces_last_trick(hand: &Hand, me: Seat) -> Option<bool> {
    if !solvable(hand, me) {
        return None;
    }
    let mut budget = BUDGET;
    wins(hand, me, &mut budget)
}

/// For each card `me` may play now: does the last trick stay forced after playing it? `None`
/// when it is not `me`'s turn to play a card, or the hand is too large for the budget.
#[must_use]
pub fn card_verdicts(hand: &Hand, me: Seat) -> Option<Vec<(Card, bool)>> {
    if !solvable(hand, me) || hand.phase() != Phase::Play || hand.to_act() != Some(me) {
        return None;
    }
    let mut budget = BUDGET;
    hand.playable_cards(me)
        .iter()
        .map(|c| match after(hand, me, Action::Play(c)) {
            Some(h) => wins(&h, me, &mut budget).map(|w| (c, w)),
            None => Some((c, false)),
        })
        .collect()
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

/// `None`: the budget ran out.
fn wins(hand: &Hand, me: Seat, budget: &mut u32) -> Option<bool> {
    *budget = budget.checked_sub(1)?;
    if let Some(o) = hand.outcome() {
        return Some(o.winner == Some(me));
    }
    if !hand.is_active(me) {
        return Some(false);
    }
    let Some(seat) = hand.to_act() else {
        return Some(false);
    };
    let choices = choices(hand, seat);
    if choices.is_empty() {
        // A phase the solver does not play: not a sure win.
        return Some(false);
    }
    for a in choices {
        let Some(next) = after(hand, seat, a) else {
            continue;
        };
        let w = wins(&next, me, budget)?;
        // Mine: one winning choice is enough. Theirs: one defence that stops me is enough.
        if w == (seat == me) {
            return Some(w);
        }
    }
    Some(seat != me)
}
