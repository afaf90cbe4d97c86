//! Finishes a sampled deal for all three seats with the shared heuristics, each seat using only
//! its own cards in the sample and the trick on the table.

use super::policy;
use crate::engine::ramsch::{Action, DealState, Phase};
use crate::engine::rng::Xoshiro256StarStar;

/// Plays `deal` to its end (bounded number of steps).
pub fn finish(deal: &mut DealState, rng: &mut Xoshiro256StarStar) {
    for _ in 0..80 {
        let Some(seat) = deal.to_act() else { return };
        let hand = deal.hand(seat);
        let action = match deal.phase() {
            Phase::GrandHandOffer { .. } => Action::Pass,
            Phase::SkatRound { pending: 0, .. } => {
                if policy::wants_push(hand, deal.pushes()) {
                    Action::Push
                } else {
                    Action::PickUpBoth
                }
            }
            Phase::SkatRound { .. } => {
                let legal = deal.legal_actions(seat);
                match policy::discard(hand, &legal) {
                    Some(a) => a,
                    None => return,
                }
            }
            Phase::Play => {
                let (_, trick) = deal.current_trick();
                let legal = deal.legal_plays();
                // Now and then a random card, so that rollouts of one sample differ.
                let card = if rng.below(10) == 0 {
                    legal.nth(rng.below(u64::from(legal.len())) as u32)
                } else if deal.soloist().is_some() {
                    policy::grand_card(hand, trick)
                } else {
                    policy::play_card(hand, trick)
                };
                match card {
                    Some(card) => Action::Play { card },
                    None => return,
                }
            }
            Phase::Finished => return,
        };
        if deal.apply(seat, action).is_err() {
            return;
        }
    }
}
