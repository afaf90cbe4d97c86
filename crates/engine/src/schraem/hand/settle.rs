//! Settling a hand from its entered result (the slate for real cards): the same charges as
//! play — folds, challenge penalties, the final value — without the cards.

use super::{bit, Hand, NONE};
use crate::schraem::entry::{EntryError, HandEntry, LastTrick, SeatEntry};
use crate::schraem::event::{Event, EventBuf};
use crate::schraem::options::{FoldCost, FoldedCard};
use crate::seat::Seat;

impl Hand {
    /// Ends this fresh hand as `entry` says.
    ///
    /// # Errors
    /// The [`EntryError`] naming what does not fit; the hand is then unchanged.
    pub(crate) fn settle(&mut self, entry: &HandEntry) -> Result<EventBuf, EntryError> {
        self.check_entry(entry)?;
        let mut ev = EventBuf::default();
        self.value = entry.value;
        for s in 0..self.n {
            let e = entry.seat(Seat(s));
            if e.knocked {
                self.knocked |= bit(s);
            }
            if e.penalty > 0 || e.out_by_challenge {
                let lost = self.charge(s, i32::from(e.penalty));
                ev.push(Event::Penalty {
                    seat: Seat(s),
                    lost,
                    out: e.out_by_challenge,
                });
                if e.out_by_challenge {
                    self.leave(s);
                }
            }
            if let Some(at) = e.folded_at {
                let cost = match self.rules.fold_cost {
                    FoldCost::ValueBeforeKnock => i32::from(at - 1),
                    FoldCost::One => 1,
                };
                let lost = self.charge(s, cost);
                self.leave(s);
                ev.push(Event::Folded {
                    seat: Seat(s),
                    lost,
                });
            }
        }
        match entry.last_trick {
            LastTrick::Won(w) => {
                let by_folds = self.active == bit(w.0) && self.active != self.dealt_in;
                self.finish(w.0, by_folds, &mut ev);
            }
            LastTrick::FoldedCard(f) => self.finish_without_winner(f.0, &mut ev),
        }
        Ok(ev)
    }

    fn check_entry(&self, entry: &HandEntry) -> Result<(), EntryError> {
        let n = self.n as usize;
        if entry.seats.len() > n {
            return Err(EntryError::NoSuchSeat(Seat(n as u8)));
        }
        let start = self.value;
        if entry.value < start {
            return Err(EntryError::ValueBelowStart { start });
        }
        if entry.value > self.rules.max_value() {
            return Err(EntryError::ValueAboveMax {
                max: self.rules.max_value(),
            });
        }
        let mut staying = self.active;
        for (s, e) in entry.seats.iter().enumerate() {
            let seat = Seat(s as u8);
            if *e == SeatEntry::default() {
                continue;
            }
            if self.active & bit(seat.0) == 0 {
                return Err(EntryError::NotDealtIn(seat));
            }
            if self.escape && (e.folded_at.is_some() || e.knocked || e.out_by_challenge) {
                return Err(EntryError::NoKnockingInEscape);
            }
            if let Some(at) = e.folded_at {
                // A fold answers a knock to `at`: above the start, or at it when the hand
                // opened with the poor player's hammer and its answer round.
                let lowest = if self.hammer_round { start } else { start + 1 };
                if at < lowest.max(2) || at > entry.value {
                    return Err(EntryError::FoldValue { seat, value: at });
                }
                if e.out_by_challenge {
                    return Err(EntryError::FoldedAndOut(seat));
                }
            }
            if e.folded_at.is_some() || e.out_by_challenge {
                staying &= !bit(seat.0);
            }
        }
        if self.escape && entry.value != start {
            return Err(EntryError::NoKnockingInEscape);
        }
        if staying == 0 {
            return Err(EntryError::NobodyLeft);
        }
        match entry.last_trick {
            LastTrick::Won(w) => {
                if usize::from(w.0) >= n {
                    return Err(EntryError::NoSuchSeat(w));
                }
                if self.active & bit(w.0) == 0 {
                    return Err(EntryError::NotDealtIn(w));
                }
                if staying & bit(w.0) == 0 {
                    return Err(EntryError::WinnerLeft(w));
                }
            }
            LastTrick::FoldedCard(f) => {
                if self.rules.folded_card != FoldedCard::StaysLive {
                    return Err(EntryError::FoldedCardsWithdrawn);
                }
                if entry.seat(f).folded_at.is_none() {
                    return Err(EntryError::NotFolded(f));
                }
                if staying.count_ones() == 1 {
                    return Err(EntryError::OnlyOneLeft(
                        Seat(staying.trailing_zeros() as u8),
                    ));
                }
            }
        }
        debug_assert!(self.winner == NONE, "settled only once");
        Ok(())
    }
}
