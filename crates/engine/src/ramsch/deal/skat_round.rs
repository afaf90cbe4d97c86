//! The skat round of a Ramsch (RULES.md B1.4): forehand, middlehand, then the dealer each pick up
//! the skat and discard as many cards face down, or push it on unseen (×2 per push).

use super::{DealState, Phase};
use crate::cards::CardSet;
use crate::ramsch::action::{Action, ActionList};
use crate::ramsch::error::RuleError;
use crate::ramsch::event::{Event, Events};
use crate::ramsch::order::JACKS;
use crate::ramsch::ruleset::PickupRule;
use crate::seat::Seat;

impl DealState {
    /// The cards the player to act may put into the skat: a jack is never discardable under
    /// `jacks_in_skat = false`, not even one just picked up from the skat.
    fn discardable(&self) -> CardSet {
        let hand = self.hands[self.to_act];
        if self.rules.jacks_in_skat {
            hand
        } else {
            hand.difference(JACKS)
        }
    }

    pub(super) fn skat_actions(&self, pending: u8, list: &mut ActionList) {
        match pending {
            0 => {
                list.push(Action::PickUpBoth);
                if self.rules.pickup == PickupRule::OneOrBoth {
                    list.push(Action::PickUpOne { slot: 0 });
                    list.push(Action::PickUpOne { slot: 1 });
                }
                list.push(Action::Push);
            }
            1 => {
                for card in self.discardable().iter() {
                    list.push(Action::Discard {
                        cards: CardSet::single(card),
                    });
                }
            }
            _ => {
                // All pairs, lowest card first: at most 66 for a 12-card hand.
                let mut rest = self.discardable().bits();
                while rest != 0 {
                    let low = rest & rest.wrapping_neg();
                    rest &= rest - 1;
                    let mut higher = rest;
                    while higher != 0 {
                        let high = higher & higher.wrapping_neg();
                        higher &= higher - 1;
                        list.push(Action::Discard {
                            cards: CardSet::from_bits(low | high),
                        });
                    }
                }
            }
        }
    }

    /// The skat round's turn and pending count, or why a skat act is out of place.
    fn skat_turn(&self, seat: Seat) -> Result<(u8, u8), RuleError> {
        let Phase::SkatRound { turn, pending } = self.phase else {
            return Err(RuleError::NotSkatRound);
        };
        if seat != self.to_act {
            return Err(RuleError::NotYourTurn);
        }
        Ok((turn, pending))
    }

    pub(super) fn apply_skat_choice(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Events,
    ) -> Result<(), RuleError> {
        let (turn, pending) = self.skat_turn(seat)?;
        if pending > 0 {
            return Err(RuleError::MustDiscard);
        }
        let hand = &mut self.hands[seat];
        match action {
            Action::PickUpBoth => {
                let mut cards = CardSet::EMPTY;
                for place in &mut self.skat {
                    if let Some(card) = place.take() {
                        cards.insert(card);
                    }
                }
                *hand = hand.union(cards);
                self.phase = Phase::SkatRound { turn, pending: 2 };
                events.push(Event::PickedUp {
                    seat,
                    count: 2,
                    slot: None,
                    cards: Some(cards),
                });
            }
            Action::PickUpOne { slot } => {
                if self.rules.pickup != PickupRule::OneOrBoth {
                    return Err(RuleError::PickUpOneNotAllowed);
                }
                let Some(card) = self.skat.get_mut(slot as usize).and_then(Option::take) else {
                    return Err(RuleError::NoSuchSkatCard);
                };
                hand.insert(card);
                self.phase = Phase::SkatRound { turn, pending: 1 };
                events.push(Event::PickedUp {
                    seat,
                    count: 1,
                    slot: Some(slot),
                    cards: Some(CardSet::single(card)),
                });
            }
            _ => {
                self.pushes += 1;
                events.push(Event::Pushed {
                    seat,
                    pushes: self.pushes,
                });
                self.next_skat_turn(turn);
            }
        }
        Ok(())
    }

    pub(super) fn apply_discard(
        &mut self,
        seat: Seat,
        cards: CardSet,
        events: &mut Events,
    ) -> Result<(), RuleError> {
        let (turn, pending) = self.skat_turn(seat)?;
        if pending == 0 {
            return Err(RuleError::NothingPickedUp);
        }
        if cards.len() != u32::from(pending) {
            return Err(RuleError::DiscardCount { expected: pending });
        }
        if !cards.is_subset(self.hands[seat]) {
            return Err(RuleError::CardNotInHand);
        }
        if !self.rules.jacks_in_skat && !cards.intersection(JACKS).is_empty() {
            return Err(RuleError::JacksMayNotBeDiscarded);
        }
        let hand = &mut self.hands[seat];
        *hand = hand.difference(cards);
        // The discards fill the empty places in card order.
        let mut rest = cards.iter();
        for place in &mut self.skat {
            if place.is_none() {
                *place = rest.next();
            }
        }
        events.push(Event::Discarded {
            seat,
            count: pending,
            cards: Some(cards),
        });
        self.next_skat_turn(turn);
        Ok(())
    }

    fn next_skat_turn(&mut self, turn: u8) {
        if turn == 2 {
            // The dealer was last: forehand leads the first trick.
            self.phase = Phase::Play;
            self.to_act = self.forehand();
            self.leader = self.forehand();
        } else {
            self.phase = Phase::SkatRound {
                turn: turn + 1,
                pending: 0,
            };
            self.to_act = self.seat_in_turn(turn + 1);
        }
    }
}
