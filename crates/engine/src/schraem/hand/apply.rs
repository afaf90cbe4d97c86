//! Performing an action: knocks and answers, plays and tricks, exchanges and challenges, pretty
//! ones, and the end of the hand (rules 11–13, 16–17).

use super::{bit, next_in, Hand, Phase, NONE};
use crate::cards::{Card, CardSet};
use crate::schraem::action::Action;
use crate::schraem::error::RuleError;
use crate::schraem::event::{Event, EventBuf};
use crate::schraem::options::{FoldCost, FourCourts, LeadAfterFold, Scoring};
use crate::schraem::order::{beats, marienheide_key};
use crate::seat::Seat;

impl Hand {
    /// Applies `action` by `seat` and returns what happened.
    ///
    /// # Errors
    /// The [`RuleError`] of [`Hand::check`]; the hand is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<EventBuf, RuleError> {
        let mut ev = EventBuf::default();
        self.apply_into(seat, action, &mut ev)?;
        Ok(ev)
    }

    /// As [`Hand::apply`], writing the events into `events` (cleared on success): the
    /// allocation- and copy-free form for playouts.
    ///
    /// # Errors
    /// The [`RuleError`] of [`Hand::check`]; the hand is then unchanged.
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut EventBuf,
    ) -> Result<(), RuleError> {
        // Fast path for the commonest action: a legal card while play waits. The conditions are
        // exactly those `check` verifies for a play.
        if let Action::Play(card) = action {
            let s = seat.0;
            if matches!(self.phase, Phase::Play)
                && self.forced == NONE
                && s == self.to_play
                && self.active & bit(s) != 0
                && self.playable(s).contains(card)
            {
                events.clear();
                self.play(s, card, events);
                return Ok(());
            }
        }
        self.check(seat, action)?;
        events.clear();
        let ev = events;
        let s = seat.0;
        match action {
            Action::Look => {
                self.looked |= bit(s);
                ev.push(Event::Looked { seat });
            }
            Action::Knock | Action::BlindKnock => self.knock(s, action == Action::BlindKnock, ev),
            Action::Hold => {
                if self.value == 2 {
                    self.held_two |= bit(s);
                }
                ev.push(Event::Held { seat });
                self.next_answer(s, ev);
            }
            Action::Fold => {
                let Phase::Answer { before, .. } = self.phase else {
                    unreachable!("checked: a knock is being answered")
                };
                let cost = match self.rules.fold_cost {
                    FoldCost::ValueBeforeKnock => i32::from(before),
                    FoldCost::One => 1,
                };
                let lost = self.charge(s, cost);
                self.active &= !bit(s);
                self.refresh_follow();
                self.trick_fold |= self.trick_len > 0;
                ev.push(Event::Folded { seat, lost });
                if self.active.count_ones() == 1 {
                    let winner = self.next_active_after(s);
                    self.finish(winner, true, ev);
                } else {
                    self.next_answer(s, ev);
                }
            }
            Action::Play(card) => self.play(s, card, ev),
            Action::Exchange => self.exchange(s, ev),
            Action::Challenge { turn } => self.challenge(s, turn, ev),
            Action::Decline => {
                ev.push(Event::Declined { seat });
                match self.phase {
                    Phase::Challenge {
                        exchanger, discard, ..
                    } => {
                        let next = self.next_active_after(s);
                        self.phase = if next == exchanger {
                            Phase::Play
                        } else {
                            Phase::Challenge {
                                exchanger,
                                next,
                                discard,
                            }
                        };
                    }
                    _ => {
                        // A refused redeal request: play on; no second request in this hand.
                        self.phase = Phase::Play;
                    }
                }
            }
            Action::RedealRequest => {
                self.pretty_asked = true;
                ev.push(Event::RedealRequested { seat });
                let next = self.next_active_after(s);
                self.phase = Phase::Pretty { requester: s, next };
            }
            Action::Agree => {
                ev.push(Event::Agreed { seat });
                let Phase::Pretty { requester, .. } = self.phase else {
                    unreachable!("checked: a request is open")
                };
                let next = self.next_active_after(s);
                self.phase = if next == requester {
                    Phase::Redealt { requester }
                } else {
                    Phase::Pretty { requester, next }
                };
            }
        }
        Ok(())
    }

    /// Loses up to `amount` marks (capped at the marks left, except with Sebbe's Knollen).
    fn charge(&mut self, s: u8, amount: i32) -> i32 {
        let i = s as usize;
        let lost = if self.rules.scoring == Scoring::SebbeKnolle {
            amount
        } else {
            amount.min(self.lives[i].max(0))
        };
        self.lives[i] -= lost;
        self.loss[i] += lost;
        lost
    }

    fn knock(&mut self, s: u8, blind: bool, ev: &mut EventBuf) {
        let forced = self.forced == s;
        if !blind {
            // A sighted knock means looking first.
            self.looked |= bit(s);
        }
        let before = self.value;
        self.value = if forced {
            self.value.max(1) + 1
        } else {
            self.value + 1
        };
        self.forced = NONE;
        self.last_knocker = s;
        self.knocked |= bit(s);
        ev.push(Event::Knocked {
            seat: Seat(s),
            value: self.value,
            blind,
            forced,
        });
        let next = self.next_active_after(s);
        self.phase = Phase::Answer {
            knocker: s,
            next,
            before,
        };
    }

    /// Moves the answer round on from `s`; closes it when it comes back to the knocker.
    fn next_answer(&mut self, s: u8, ev: &mut EventBuf) {
        let Phase::Answer {
            knocker, before, ..
        } = self.phase
        else {
            unreachable!("only called while answering")
        };
        let next = self.next_active_after(s);
        if next == knocker {
            self.phase = Phase::Play;
            self.resume_play(ev);
        } else {
            self.phase = Phase::Answer {
                knocker,
                next,
                before,
            };
        }
    }

    /// After folds: the next active player leads or plays (rule 16), or the trick is complete.
    fn resume_play(&mut self, ev: &mut EventBuf) {
        if self.active & bit(self.to_play) != 0 {
            return;
        }
        if self.trick_len == 0 {
            self.to_play = self.next_active_after(self.to_play);
            return;
        }
        let waiting = self.active & !self.trick_mask;
        if waiting == 0 {
            self.complete_trick(ev);
        } else {
            self.to_play = self.next_to_play_after(self.to_play);
        }
    }

    /// The next active seat after `s` that has not played to the current trick.
    fn next_to_play_after(&self, s: u8) -> u8 {
        next_in(self.active & !self.trick_mask, s)
    }

    fn play(&mut self, s: u8, card: Card, ev: &mut EventBuf) {
        let i = s as usize;
        self.looked |= bit(s);
        self.cards[i].remove(card);
        self.played[i].insert(card);
        self.trick[self.trick_len as usize] = card;
        self.trick_seats[self.trick_len as usize] = s;
        self.trick_len += 1;
        self.trick_mask |= bit(s);
        if self.follow == NONE {
            self.follow = card.suit().index() as u8;
        }
        if card.suit().index() as u8 == self.follow
            && (self.best == NONE || beats(card, self.best_card, card.suit()))
        {
            self.best = s;
            self.best_card = card;
        }
        self.started = true;
        ev.push(Event::Played {
            seat: Seat(s),
            card,
        });
        let next = self.next_to_play_after(s);
        if next == NONE {
            self.complete_trick(ev);
        } else {
            self.to_play = next;
        }
    }

    /// The winner of the current trick among active seats (rule 17; Marienheide option).
    fn trick_winner(&self) -> u8 {
        let leader_folded = self.active & bit(self.trick_seats[0]) == 0;
        let marienheide = self.rules.lead_after_fold == LeadAfterFold::MarienheideHighestCard;
        let mut best = NONE;
        let mut best_card = self.trick[0];
        let suit = self.suit_to_follow();
        for k in 0..self.trick_len as usize {
            let seat = self.trick_seats[k];
            if self.active & bit(seat) == 0 {
                continue;
            }
            let card = self.trick[k];
            let better = best == NONE
                || if leader_folded && marienheide {
                    marienheide_key(card) > marienheide_key(best_card)
                } else {
                    suit.is_some_and(|suit| beats(card, best_card, suit))
                };
            if better {
                best = seat;
                best_card = card;
            }
        }
        best
    }

    fn complete_trick(&mut self, ev: &mut EventBuf) {
        let winner = if self.trick_fold {
            self.trick_winner()
        } else {
            self.best
        };
        ev.push(Event::TrickWon {
            seat: Seat(winner),
            trick: self.tricks_done,
        });
        self.tricks_done += 1;
        self.trick_len = 0;
        self.trick_mask = 0;
        self.follow = NONE;
        self.best = NONE;
        self.trick_fold = false;
        if self.tricks_done >= self.tricks_total {
            self.finish(winner, false, ev);
        } else {
            self.to_play = winner;
        }
    }

    /// Ends the hand: every other active player pays (rule 13; Sebbe: a raiser pays 1).
    fn finish(&mut self, winner: u8, by_folds: bool, ev: &mut EventBuf) {
        self.winner = winner;
        self.by_folds = by_folds;
        self.phase = Phase::Done;
        self.forced = NONE;
        if !self.escape {
            let sebbe = self.rules.scoring == Scoring::SebbeKnolle;
            for s in 0..self.n {
                if s == winner || self.active & bit(s) == 0 {
                    continue;
                }
                let raiser = sebbe && self.knocked & bit(s) != 0;
                let amount = if raiser { 1 } else { i32::from(self.value) };
                let lost = self.charge(s, amount);
                ev.push(Event::Lost {
                    seat: Seat(s),
                    lost,
                });
            }
        }
        ev.push(Event::HandWon {
            seat: Seat(winner),
            value: self.value,
            by_folds,
        });
    }

    fn exchange(&mut self, s: u8, ev: &mut EventBuf) {
        let i = s as usize;
        self.looked |= bit(s);
        self.exchanged |= bit(s);
        let discard = self.cards[i];
        let mut drawn = CardSet::EMPTY;
        for _ in 0..discard.len() {
            drawn.insert(self.stock[self.stock_pos as usize]);
            self.stock_pos += 1;
        }
        self.discards[i] = self.discards[i].union(discard);
        self.cards[i] = drawn;
        ev.push(Event::Exchanged { seat: Seat(s) });
        ev.push(Event::Drew {
            seat: Seat(s),
            cards: drawn,
        });
        if self.rules.four_courts != FourCourts::FreeExchange {
            let next = self.next_active_after(s);
            self.phase = Phase::Challenge {
                exchanger: s,
                next,
                discard,
            };
        }
    }

    /// Turns cards of the open exchange and books the penalty of the variant.
    fn challenge(&mut self, s: u8, turn: u8, ev: &mut EventBuf) {
        let Phase::Challenge {
            exchanger, discard, ..
        } = self.phase
        else {
            unreachable!("checked: an exchange is open")
        };
        // The turned cards are the first `turn` of the discard in card index order.
        let turned: CardSet = discard.iter().take(turn as usize).collect();
        let courts = turned.iter().all(|c| c.rank().is_court());
        let full = turned == discard;
        self.revealed = self.revealed.union(turned);
        ev.push(Event::Challenged {
            seat: Seat(s),
            exchanger: Seat(exchanger),
            turned,
            all_courts: courts && full,
        });
        self.phase = Phase::Play;
        let (loser, cost, out) = match self.rules.four_courts {
            FourCourts::EifelSecretExchange => (if courts { s } else { exchanger }, 2, true),
            _ if !courts => (exchanger, 1, false),
            // Wipperfürth: three cards may be turned without risk.
            _ if !full => (NONE, 0, false),
            _ => (s, 1, false),
        };
        if loser == NONE {
            return;
        }
        let lost = self.charge(loser, cost);
        ev.push(Event::Penalty {
            seat: Seat(loser),
            lost,
            out,
        });
        if out {
            self.active &= !bit(loser);
            self.refresh_follow();
            self.trick_fold |= self.trick_len > 0;
            if self.active.count_ones() == 1 {
                let winner = self.next_active_after(loser);
                self.finish(winner, true, ev);
            } else {
                self.resume_play(ev);
            }
        }
    }
}
