//! Performing an action: knocks and answers, plays and tricks, exchanges, laundry and challenges,
//! pretty ones, and the end of the hand (rules 11–13, 16–17; RULES.md C1–C3, C12, C14).

use super::{bit, next_in, Hand, Phase, NONE};
use crate::cards::{Card, CardSet};
use crate::schraem::action::Action;
use crate::schraem::error::RuleError;
use crate::schraem::event::{Event, Events, Verdict};
use crate::schraem::options::{FoldCost, FoldedCard, FourCourts, LeadAfterFold, Scoring};
use crate::schraem::order::{beats, face_down_order, is_laundry, marienheide_key};
use crate::seat::Seat;

impl Hand {
    /// Applies `action` by `seat` and returns what happened.
    ///
    /// # Errors
    /// The [`RuleError`] of [`Hand::check`]; the hand is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, RuleError> {
        let mut ev = Events::default();
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
        events: &mut Events,
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
            Action::Fold => self.fold(s, ev),
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
                        if next == exchanger {
                            self.phase = Phase::Play;
                            if self.rules.four_courts == FourCourts::DirtyLaundry {
                                // Nobody challenged the laundry: new cards.
                                self.draw(exchanger, discard.len(), ev);
                            }
                        } else {
                            self.phase = Phase::Challenge {
                                exchanger,
                                next,
                                discard,
                            };
                        }
                    }
                    // A refused redeal request or a challenger who stops after three courts:
                    // play on; no second request in this hand.
                    _ => self.phase = Phase::Play,
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
    pub(super) fn charge(&mut self, s: u8, amount: i32) -> i32 {
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

    fn knock(&mut self, s: u8, blind: bool, ev: &mut Events) {
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
        if self.value == 2 {
            self.raised_two = s;
        }
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

    fn fold(&mut self, s: u8, ev: &mut Events) {
        let Phase::Answer { before, .. } = self.phase else {
            unreachable!("checked: a knock is being answered")
        };
        self.charge_fold(s, before, ev);
        if self.active.count_ones() == 1 {
            // Everyone else folded: the knocker wins at once, whatever card of a folder lies in
            // the trick (A1.12, C12c).
            let winner = self.next_active_after(s);
            self.finish(winner, true, ev);
        } else {
            self.next_answer(s, ev);
        }
    }

    /// `s` folds, answering a knock from `before`: pays the fold (`fold_cost`) and leaves.
    pub(super) fn charge_fold(&mut self, s: u8, before: u8, ev: &mut Events) {
        let cost = match self.rules.fold_cost {
            FoldCost::ValueBeforeKnock => i32::from(before),
            FoldCost::One => 1,
        };
        let lost = self.charge(s, cost);
        self.leave(s);
        ev.push(Event::Folded {
            seat: Seat(s),
            lost,
        });
    }

    /// `s` leaves the hand (a fold, or an Eifel challenge penalty).
    pub(super) fn leave(&mut self, s: u8) {
        self.active &= !bit(s);
        if self.rules.folded_card == FoldedCard::Withdrawn {
            self.refresh_follow();
            self.trick_fold |= self.trick_len > 0;
        }
    }

    /// Moves the answer round on from `s`; closes it when it comes back to the knocker.
    fn next_answer(&mut self, s: u8, ev: &mut Events) {
        let Phase::Answer {
            knocker, before, ..
        } = self.phase
        else {
            unreachable!("only called while answering")
        };
        let next = self.next_active_after(s);
        if next == knocker {
            self.phase = Phase::Play;
            self.hammer_round = false;
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
    fn resume_play(&mut self, ev: &mut Events) {
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

    fn play(&mut self, s: u8, card: Card, ev: &mut Events) {
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

    /// The winner of the current trick after folds withdrew cards (A1.17, C1; Marienheide).
    fn trick_winner(&self) -> u8 {
        let leader_folded = self.active & bit(self.trick_seats[0]) == 0;
        let marienheide = self.rules.lead_after_fold == LeadAfterFold::MarienheideHighestCard;
        let order = self.rules.cross_suit_order;
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
                    marienheide_key(card, order) > marienheide_key(best_card, order)
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

    fn complete_trick(&mut self, ev: &mut Events) {
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
        let winner_in = self.active & bit(winner) != 0;
        if self.tricks_done >= self.tricks_total {
            if winner_in {
                self.finish(winner, false, ev);
            } else {
                // A folder's live card took the last trick (C12b).
                self.finish_without_winner(winner, ev);
            }
        } else if winner_in {
            self.to_play = winner;
        } else {
            // A folder's live card took the trick: the next active player after him leads (C12a).
            self.to_play = self.next_active_after(winner);
        }
    }

    /// What a losing active seat pays at the end: the value, or Sebbe's 1 for a raiser.
    fn final_cost(&self, s: u8) -> i32 {
        let raiser = self.rules.scoring == Scoring::SebbeKnolle && self.knocked & bit(s) != 0;
        if raiser {
            1
        } else {
            i32::from(self.value)
        }
    }

    /// Ends the hand: every other active player pays (rule 13; Sebbe: a raiser pays 1).
    pub(super) fn finish(&mut self, winner: u8, by_folds: bool, ev: &mut Events) {
        self.winner = winner;
        self.by_folds = by_folds;
        self.phase = Phase::Done;
        self.forced = NONE;
        if !self.escape {
            for s in 0..self.n {
                if s == winner || self.active & bit(s) == 0 {
                    continue;
                }
                let lost = self.charge(s, self.final_cost(s));
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

    /// Ends a hand whose last trick went to `folder`'s live card: nobody wins, every active
    /// player pays the value; the folder paid only his fold (C12b).
    pub(super) fn finish_without_winner(&mut self, folder: u8, ev: &mut Events) {
        self.winner = NONE;
        self.live_folder = folder;
        self.phase = Phase::Done;
        self.forced = NONE;
        for s in 0..self.n {
            if self.active & bit(s) == 0 {
                continue;
            }
            let lost = self.charge(s, self.final_cost(s));
            ev.push(Event::Lost {
                seat: Seat(s),
                lost,
            });
        }
        ev.push(Event::NobodyWins {
            folder: Seat(folder),
            value: self.value,
        });
    }

    /// Draws `count` new cards from the stock for `s`.
    fn draw(&mut self, s: u8, count: u32, ev: &mut Events) {
        let mut drawn = CardSet::EMPTY;
        for _ in 0..count {
            drawn.insert(self.stock[self.stock_pos as usize]);
            self.stock_pos += 1;
        }
        self.cards[s as usize] = drawn;
        ev.push(Event::Drew {
            seat: Seat(s),
            cards: drawn,
        });
    }

    fn exchange(&mut self, s: u8, ev: &mut Events) {
        let i = s as usize;
        self.looked |= bit(s);
        self.exchanged |= bit(s);
        let discard = self.cards[i];
        self.discards[i] = self.discards[i].union(discard);
        let laundry = self.rules.four_courts == FourCourts::DirtyLaundry;
        if laundry {
            // The hand lies face down until the challenge round is over (C14c).
            self.cards[i] = CardSet::EMPTY;
            ev.push(Event::LaundryCalled { seat: Seat(s) });
        } else {
            ev.push(Event::Exchanged { seat: Seat(s) });
            self.draw(s, discard.len(), ev);
        }
        if self.rules.four_courts != FourCourts::FreeExchange {
            let next = self.next_active_after(s);
            self.phase = Phase::Challenge {
                exchanger: s,
                next,
                discard,
            };
        }
    }

    /// Turns `cards` of `exchanger`'s discard for everyone to see.
    fn turn(&mut self, challenger: u8, exchanger: u8, cards: CardSet, verdict: Verdict) -> Event {
        self.revealed = self.revealed.union(cards);
        Event::Challenged {
            seat: Seat(challenger),
            exchanger: Seat(exchanger),
            turned: cards,
            verdict,
        }
    }

    /// Books a challenge penalty; with `out` the seat also leaves the hand (Eifel).
    fn penalty(&mut self, s: u8, cost: i32, out: bool, ev: &mut Events) {
        let lost = self.charge(s, cost);
        ev.push(Event::Penalty {
            seat: Seat(s),
            lost,
            out,
        });
        if out {
            self.leave(s);
            if self.active.count_ones() == 1 {
                let winner = self.next_active_after(s);
                self.finish(winner, true, ev);
            } else {
                self.resume_play(ev);
            }
        }
    }

    /// Turns cards of the open exchange or laundry and books the variant's penalty.
    fn challenge(&mut self, s: u8, turn: u8, ev: &mut Events) {
        if let Phase::FourthCard {
            exchanger, last, ..
        } = self.phase
        {
            self.phase = Phase::Play;
            self.turn_fourth(s, exchanger, last, ev);
            return;
        }
        let Phase::Challenge {
            exchanger, discard, ..
        } = self.phase
        else {
            unreachable!("checked: an exchange is open")
        };
        self.phase = Phase::Play;
        match self.rules.four_courts {
            FourCourts::WipperfuerthChallenge => {
                // Three cards at random, free; a numeral costs the exchanger 1 (C3).
                let order = face_down_order(discard, self.key);
                let three: CardSet = order.iter().take(3).copied().collect();
                let courts = three.iter().all(|c| c.rank().is_court());
                let verdict = if courts {
                    Verdict::Courts
                } else {
                    Verdict::Numeral
                };
                let e = self.turn(s, exchanger, three, verdict);
                ev.push(e);
                match (courts, order.get(3)) {
                    (false, _) => self.penalty(exchanger, 1, false, ev),
                    (true, Some(&last)) if turn == 4 => self.turn_fourth(s, exchanger, last, ev),
                    (true, Some(&last)) => {
                        self.phase = Phase::FourthCard {
                            challenger: s,
                            exchanger,
                            last,
                        }
                    }
                    (true, None) => {}
                }
            }
            FourCourts::DirtyLaundry => {
                let laundry = is_laundry(discard);
                let verdict = if laundry {
                    Verdict::Laundry
                } else {
                    Verdict::NoLaundry
                };
                let e = self.turn(s, exchanger, discard, verdict);
                ev.push(e);
                if laundry {
                    self.penalty(s, 1, false, ev);
                    self.draw(exchanger, discard.len(), ev);
                } else {
                    // A bluff: he pays and plays on with his own cards, now seen by all.
                    self.penalty(exchanger, 1, false, ev);
                    let i = exchanger as usize;
                    self.cards[i] = discard;
                    self.discards[i] = self.discards[i].difference(discard);
                }
            }
            rule => {
                let courts = discard.iter().all(|c| c.rank().is_court());
                let verdict = if courts {
                    Verdict::Courts
                } else {
                    Verdict::Numeral
                };
                let e = self.turn(s, exchanger, discard, verdict);
                ev.push(e);
                let loser = if courts { s } else { exchanger };
                if rule == FourCourts::EifelSecretExchange {
                    self.penalty(loser, 2, true, ev);
                } else {
                    self.penalty(loser, 1, false, ev);
                }
            }
        }
    }

    /// Wipperfürth's fourth card: a court costs the challenger 1, a numeral the exchanger (C3).
    fn turn_fourth(&mut self, s: u8, exchanger: u8, last: Card, ev: &mut Events) {
        let court = last.rank().is_court();
        let verdict = if court {
            Verdict::Courts
        } else {
            Verdict::Numeral
        };
        let e = self.turn(s, exchanger, CardSet::single(last), verdict);
        ev.push(e);
        self.penalty(if court { s } else { exchanger }, 1, false, ev);
    }
}
