//! Settling a hand from its entered result (the slate for real cards): the same charges as
//! play — folds, challenge penalties, the final value — without the cards.

use super::{bit, Hand, NONE};
use crate::schraem::entry::{EntryBounds, EntryError, HandEntry, LastTrick, SeatEntry};
use crate::schraem::event::{Event, Events};
use crate::schraem::options::{FoldedCard, FourCourts};
use crate::seat::Seat;
use crate::seat_set::SeatSet;

/// The most marks one entry may charge a seat for challenges (a few challenges in one hand).
const MOST_PENALTY: u8 = 4;

impl Hand {
    /// What an entry for this fresh hand may say: the values it can end at and the lowest value
    /// a fold can answer. A pending forced knock (the poor player's hammer) raises the hand to 2
    /// before anyone plays, and its answer round allows a fold at 2; so does Eifel's automatic
    /// hammer. The highest value is the highest any seat in the hand may knock to with its marks
    /// (`knock_limit`), within `knock_max`.
    #[must_use]
    pub fn entry_bounds(&self) -> EntryBounds {
        let forced = self.forced != NONE;
        let lowest_value = if forced {
            self.value.max(1) + 1
        } else {
            self.value
        };
        let lowest_fold = if forced || self.hammer_round {
            lowest_value
        } else {
            lowest_value + 1
        }
        .max(2);
        let knocks = !self.escape && self.knocking_exists();
        let mut highest_value = lowest_value;
        if knocks {
            let mut v = lowest_value;
            while v < self.rules.max_value() && v < lowest_value.saturating_add(30) {
                let next = v + 1;
                let someone = (0..self.n).any(|s| {
                    self.active & bit(s) != 0 && {
                        let (sighted, dark) = self.within_limit(s, next);
                        sighted || dark
                    }
                });
                if !someone {
                    break;
                }
                v = next;
            }
            highest_value = v;
        }
        EntryBounds {
            lowest_value,
            highest_value,
            lowest_fold,
            knocks,
            challenge_penalty: match self.rules.four_courts {
                FourCourts::WipperfuerthChallenge
                | FourCourts::ToepenChallenge
                | FourCourts::DirtyLaundry => Some(1),
                FourCourts::EifelSecretExchange => Some(2),
                FourCourts::None | FourCourts::Redeal | FourCourts::FreeExchange => None,
            }
            .filter(|_| !self.escape),
            challenge_puts_out: self.rules.four_courts == FourCourts::EifelSecretExchange,
        }
    }

    /// Ends this fresh hand as `entry` says.
    ///
    /// # Errors
    /// The [`EntryError`] naming what does not fit; the hand is then unchanged.
    pub(crate) fn settle(&mut self, entry: &HandEntry) -> Result<Events, EntryError> {
        self.check_entry(entry)?;
        let mut ev = Events::default();
        if self.forced != NONE {
            // The hammer was knocked before anything else.
            self.knocked |= bit(self.forced);
            self.last_knocker = self.forced;
            self.forced = NONE;
        }
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
                // A knock raises by one: the fold answered a knock from `at - 1`.
                self.charge_fold(s, at - 1, &mut ev);
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
        let bounds = self.entry_bounds();
        if entry.value < bounds.lowest_value {
            return Err(EntryError::ValueBelowStart {
                start: bounds.lowest_value,
            });
        }
        if entry.value > bounds.highest_value {
            if !bounds.knocks {
                return Err(EntryError::NoKnocking);
            }
            return Err(EntryError::ValueAboveMax {
                max: bounds.highest_value,
            });
        }
        let mut staying = self.active;
        let mut highest_fold = 0;
        let mut out_by_challenge = false;
        for (s, e) in entry.seats.iter().enumerate() {
            let seat = Seat(s as u8);
            if *e == SeatEntry::default() {
                continue;
            }
            if self.active & bit(seat.0) == 0 {
                return Err(EntryError::NotDealtIn(seat));
            }
            if !bounds.knocks && (e.folded_at.is_some() || e.knocked) {
                return Err(EntryError::NoKnocking);
            }
            // (A seat with fewer marks than the penalty pays what it has, so the figure entered
            // may be below the rule's.)
            let challenge_ok = match bounds.challenge_penalty {
                None => e.penalty == 0 && !e.out_by_challenge,
                Some(_) => {
                    e.penalty <= MOST_PENALTY && (!e.out_by_challenge || bounds.challenge_puts_out)
                }
            };
            if !challenge_ok {
                return Err(EntryError::ChallengePenalty(seat));
            }
            // (Eifel's automatic hammer is a knock the fresh hand already holds.)
            let hammer = self.forced == seat.0 || self.knocked & bit(seat.0) != 0;
            if e.knocked && entry.value == self.value && !hammer {
                return Err(EntryError::KnockWithoutRaise(seat));
            }
            if let Some(at) = e.folded_at {
                // Nobody folds against his own hammer.
                let own_hammer = self.forced == seat.0 && at == bounds.lowest_value;
                if at < bounds.lowest_fold || at > entry.value || own_hammer {
                    return Err(EntryError::FoldValue { seat, value: at });
                }
                if e.out_by_challenge {
                    return Err(EntryError::FoldedAndOut(seat));
                }
                highest_fold = highest_fold.max(at);
            }
            out_by_challenge |= e.out_by_challenge;
            if e.folded_at.is_some() || e.out_by_challenge {
                staying &= !bit(seat.0);
            }
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
                // Everyone else folded: the hand ended at the knock they would not hold.
                if staying == bit(w.0) && !out_by_challenge && entry.value != highest_fold {
                    return Err(EntryError::EndedAtLastFold {
                        value: highest_fold,
                    });
                }
            }
            LastTrick::FoldedCard(f) => {
                if self.rules.folded_card != FoldedCard::StaysLive {
                    return Err(EntryError::FoldedCardsWithdrawn);
                }
                if entry.seat(f).folded_at.is_none() {
                    return Err(EntryError::NotFolded(f));
                }
                if let Some(only) = SeatSet::from_bits(staying).only() {
                    return Err(EntryError::OnlyOneLeft(only));
                }
            }
        }
        debug_assert!(self.winner == NONE, "settled only once");
        Ok(())
    }
}
