//! The fast policy that finishes a sampled hand for every seat: each seat uses only its own
//! cards in the sample (keep the strongest card for the last trick, shed the weakest), answers
//! knocks as the opponent model judges its cards ([`super::inference::hold_chance`]), and does
//! not knock. Allocation-free.

use super::inference::hold_chance;
use crate::engine::cards::Card;
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::schraem::order::strength;
use crate::engine::schraem::{Action, Hand, Phase, Ruleset};
use crate::engine::seat::Seat;

/// Plays `hand` to the end (at most a bounded number of steps).
pub fn finish(hand: &mut Hand, rng: &mut Xoshiro256StarStar) {
    let rules = *hand.rules();
    for _ in 0..200 {
        if hand.is_over() {
            return;
        }
        let Some(seat) = hand.to_act() else { return };
        let action = policy(&rules, hand, seat, rng);
        if hand.apply(seat, action).is_err() {
            return;
        }
    }
}

fn policy(rules: &Ruleset, hand: &Hand, seat: Seat, rng: &mut Xoshiro256StarStar) -> Action {
    let legal = hand.legal_actions(seat);
    match hand.phase() {
        Phase::Answer { before, .. } => {
            if hold_chance(rules, hand, seat, before) > 0.5 {
                Action::Hold
            } else {
                Action::Fold
            }
        }
        Phase::Challenge { .. } | Phase::Pretty { .. } => Action::Decline,
        _ => {
            if let Some(a) = [Action::Knock, Action::BlindKnock]
                .into_iter()
                .find(|a| legal.contains(a) && legal.iter().all(|b| !matches!(b, Action::Play(_))))
            {
                // Only a forced knock offers knocks without cards.
                return a;
            }
            let cards = hand.playable_cards(seat);
            if cards.is_empty() {
                return legal.first().copied().unwrap_or(Action::Look);
            }
            Action::Play(pick(hand, seat, rng))
        }
    }
}

/// Keep the strongest card; play the weakest playable other card (a random one now and then so
/// that rollouts of one sample differ).
fn pick(hand: &Hand, seat: Seat, rng: &mut Xoshiro256StarStar) -> Card {
    let playable = hand.playable_cards(seat);
    let n = playable.len();
    if rng.below(8) == 0 {
        if let Some(c) = playable.nth(rng.below(u64::from(n)) as u32) {
            return c;
        }
    }
    let keeper = hand.cards(seat).iter().max_by_key(|c| strength(c.rank()));
    let mut best: Option<Card> = None;
    for c in playable.iter() {
        if Some(c) == keeper && n > 1 {
            continue;
        }
        if best.is_none_or(|b| strength(c.rank()) < strength(b.rank())) {
            best = Some(c);
        }
    }
    best.or(keeper)
        .unwrap_or_else(|| playable.first().unwrap_or(Card::from_index(0)))
}
