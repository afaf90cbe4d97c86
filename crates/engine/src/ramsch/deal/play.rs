//! Card play (RULES.md B1.5) and the end of the deal (B1.6, B1.7 via `scoring`).

use super::{DealState, Phase};
use crate::cards::{Card, CardSet};
use crate::ramsch::error::RuleError;
use crate::ramsch::event::{Event, Events};
use crate::ramsch::order::{self, Follow};
use crate::ramsch::scoring::{self, Tally};
use crate::seat::Seat;

impl DealState {
    /// The cards the seat to act may play now (empty outside card play).
    #[must_use]
    pub fn legal_plays(&self) -> CardSet {
        if self.phase != Phase::Play {
            return CardSet::EMPTY;
        }
        let lead = (self.trick_len > 0).then_some(self.trick[0]);
        order::legal_plays(self.hands[self.to_act], lead)
    }

    pub(super) fn apply_play(
        &mut self,
        seat: Seat,
        card: Card,
        events: &mut Events,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Play {
            return Err(RuleError::NotPlayPhase);
        }
        if seat != self.to_act {
            return Err(RuleError::NotYourTurn);
        }
        let hand = self.hands[seat];
        if !hand.contains(card) {
            return Err(RuleError::CardNotInHand);
        }
        if self.trick_len > 0 {
            let lead = self.trick[0];
            if !order::legal_plays(hand, Some(lead)).contains(card) {
                return Err(match Follow::of(lead) {
                    Follow::Trump => RuleError::MustFollowTrump,
                    Follow::Suit(suit) => RuleError::MustFollowSuit(suit),
                });
            }
        }
        self.hands[seat].remove(card);
        self.trick[self.trick_len as usize] = card;
        self.trick_len += 1;
        events.push(Event::CardPlayed { seat, card });
        if self.trick_len < 3 {
            self.to_act = seat.next(3);
            return Ok(());
        }
        let winner = self.leader.offset(order::trick_winner(self.trick), 3);
        let cards: CardSet = self.trick.into_iter().collect();
        let w = winner.index();
        self.won[w] = self.won[w].union(cards);
        self.tricks_won[w] += 1;
        self.tricks_done += 1;
        self.last_won[w] = self.tricks_done;
        self.trick_len = 0;
        self.leader = winner;
        self.to_act = winner;
        events.push(Event::TrickWon {
            seat: winner,
            number: self.tricks_done,
            cards,
            points: order::points(cards) as u8,
        });
        if self.tricks_done == 10 {
            self.finish(events);
        }
        Ok(())
    }

    /// The tally scoring needs; meaningful once all tricks are played.
    #[must_use]
    pub fn tally(&self) -> Tally {
        Tally {
            soloist: self.soloist,
            trick_points: self.won.map(order::points),
            tricks: self.tricks_won,
            last_won: self.last_won,
            skat: self.skat(),
            pushes: self.pushes,
            kontra: self.kontra.is_some(),
            re: self.re,
            matadors: (u32::from(self.matadors.0), self.matadors.1),
        }
    }

    fn finish(&mut self, events: &mut Events) {
        let result = scoring::score(&self.rules, &self.tally());
        self.phase = Phase::Finished;
        // The final skat is turned up: it counts for its owner (normal Skat practice).
        events.push(Event::SkatRevealed { cards: result.skat });
        events.push(Event::DealEnded {
            score: result.score,
        });
        self.result = Some(result);
    }
}
