//! The Grand Hand offer round (RULES.md B1.3) and Kontra/Re.
//!
//! Kontra/Re need no "no Kontra" act: an opponent may say Kontra at any moment before he plays
//! his own first card, and the soloist may answer Re until he plays his next card after the
//! Kontra. Both are offered in `legal_actions` of the seats that may say them, whoever is to play.

use super::{DealState, Phase};
use crate::cards::CardSet;
use crate::ramsch::action::Action;
use crate::ramsch::error::RuleError;
use crate::ramsch::event::{Event, Events};
use crate::ramsch::order::matadors;
use crate::seat::Seat;

impl DealState {
    pub(super) fn apply_offer(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Events,
    ) -> Result<(), RuleError> {
        let Phase::GrandHandOffer { turn } = self.phase else {
            return Err(if self.rules.grand_hand {
                RuleError::NotOfferRound
            } else {
                RuleError::GrandHandNotAllowed
            });
        };
        if seat != self.to_act {
            return Err(RuleError::NotYourTurn);
        }
        if action == Action::GrandHand {
            // The first announcement takes it; the skat stays untouched and counts at the end.
            let skat: CardSet = self.skat.iter().flatten().copied().collect();
            let (n, with) = matadors(self.hands[seat].union(skat));
            self.soloist = Some(seat);
            self.matadors = (n as u8, with);
            self.phase = Phase::Play;
            self.to_act = self.forehand();
            self.leader = self.forehand();
            events.push(Event::GrandHandAnnounced { seat });
        } else if turn == 2 {
            events.push(Event::Passed { seat });
            events.push(Event::RamschBegins);
            self.phase = Phase::SkatRound {
                turn: 0,
                pending: 0,
            };
            self.to_act = self.forehand();
        } else {
            events.push(Event::Passed { seat });
            self.phase = Phase::GrandHandOffer { turn: turn + 1 };
            self.to_act = self.seat_in_turn(turn + 1);
        }
        Ok(())
    }

    /// Whether `seat` may say Kontra now.
    pub(super) fn check_kontra(&self, seat: Seat) -> Result<Seat, RuleError> {
        if !self.rules.kontra_re {
            return Err(RuleError::KontraReNotAllowed);
        }
        let Some(soloist) = self.soloist else {
            return Err(RuleError::KontraOnlyInGrandHand);
        };
        if seat == soloist {
            return Err(RuleError::KontraOnlyByOpponent);
        }
        if self.kontra.is_some() {
            return Err(RuleError::KontraAlreadySaid);
        }
        if self.hands[seat].len() < 10 {
            return Err(RuleError::KontraTooLate);
        }
        Ok(soloist)
    }

    /// Whether `seat` may say Re now.
    pub(super) fn check_re(&self, seat: Seat) -> Result<(), RuleError> {
        if !self.rules.kontra_re {
            return Err(RuleError::KontraReNotAllowed);
        }
        let Some(soloist) = self.soloist else {
            return Err(RuleError::KontraOnlyInGrandHand);
        };
        if seat != soloist {
            return Err(RuleError::ReOnlyBySoloist);
        }
        if self.kontra.is_none() {
            return Err(RuleError::ReOnlyAfterKontra);
        }
        if self.re {
            return Err(RuleError::ReAlreadySaid);
        }
        if self.hands[seat].len() < u32::from(self.soloist_cards_at_kontra) {
            return Err(RuleError::ReTooLate);
        }
        Ok(())
    }

    pub(super) fn apply_kontra(
        &mut self,
        seat: Seat,
        events: &mut Events,
    ) -> Result<(), RuleError> {
        let soloist = self.check_kontra(seat)?;
        self.kontra = Some(seat);
        self.soloist_cards_at_kontra = self.hands[soloist].len() as u8;
        events.push(Event::Kontra { seat });
        Ok(())
    }

    pub(super) fn apply_re(&mut self, seat: Seat, events: &mut Events) -> Result<(), RuleError> {
        self.check_re(seat)?;
        self.re = true;
        events.push(Event::Re { seat });
        Ok(())
    }
}
