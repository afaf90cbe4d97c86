//! An exact solver of the end of a Schieberamsch deal with every card open: the fewest penalty
//! points a seat can be held to when both others play to give it as many as possible (the
//! "paranoid" view: what the seat can make sure of, not what it gets if the others slip).
//! Searched with alpha-beta over the card play; the end of a deal (the last five tricks, at
//! most 5!³ orders of play) is small, and a budget of positions bounds anything larger.
//!
//! Used by the review after a deal ("could I have done better?"). Only for finished deals: a
//! bot must never call it on a real deal it cannot see.

use crate::engine::cards::Card;
use crate::engine::ramsch::{Action, DealState, Phase};
use crate::engine::seat::Seat;

/// Positions one question may visit before it is left unanswered.
pub const BUDGET: u32 = 400_000;

/// The penalty `me` can be held to from here with best play on every side, or `None` when it
/// is not a Ramsch card play (a Grand Hand, the skat round) or the budget ran out.
#[must_use]
pub fn least_penalty(deal: &DealState, me: Seat) -> Option<i32> {
    if !solvable(deal) {
        return None;
    }
    let mut budget = BUDGET;
    value(deal, me, i32::MIN, i32::MAX, &mut budget)
}

/// For each card `me` may play now, the penalty it can be held to after playing it; `None` when
/// it is not `me`'s turn in a Ramsch card play or the budget ran out.
#[must_use]
pub fn card_penalties(deal: &DealState, me: Seat) -> Option<Vec<(Card, i32)>> {
    if !solvable(deal) || deal.to_act() != Some(me) {
        return None;
    }
    let mut budget = BUDGET;
    deal.legal_plays()
        .iter()
        .map(|card| {
            let next = after(deal, me, card)?;
            Some((card, value(&next, me, i32::MIN, i32::MAX, &mut budget)?))
        })
        .collect()
}

fn solvable(deal: &DealState) -> bool {
    deal.phase() == Phase::Play && deal.soloist().is_none()
}

fn after(deal: &DealState, seat: Seat, card: Card) -> Option<DealState> {
    let mut next = deal.clone();
    next.apply(seat, Action::Play { card }).ok()?;
    Some(next)
}

/// The penalty of `me` under best play, within (`alpha`, `beta`): `me` lowers it, the others
/// raise it. `None`: the budget ran out.
fn value(
    deal: &DealState,
    me: Seat,
    mut alpha: i32,
    mut beta: i32,
    budget: &mut u32,
) -> Option<i32> {
    *budget = budget.checked_sub(1)?;
    if let Some(result) = deal.result() {
        return Some(result.score[me.index()]);
    }
    let seat = deal.to_act()?;
    let mine = seat == me;
    let mut best = if mine { i32::MAX } else { i32::MIN };
    for card in deal.legal_plays().iter() {
        let Some(next) = after(deal, seat, card) else {
            continue;
        };
        let v = value(&next, me, alpha, beta, budget)?;
        if mine {
            best = best.min(v);
            beta = beta.min(v);
        } else {
            best = best.max(v);
            alpha = alpha.max(v);
        }
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}
