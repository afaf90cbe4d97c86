//! A hand played with real cards, entered on the slate: how it ended, not how it was played.
//! [`Match::enter_hand`] books it through the same charges and the same end-of-hand flow as a
//! hand played on screen, so the slate's arithmetic is the engine's (eliminations, caps, the
//! poor player's forced knock, Sebbe's Knollen, count-up, escape hands, series, tournaments).

use super::event::Event;
use super::match_play::Match;
use crate::seat::Seat;
use std::fmt;

/// What one seat did in an entered hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatEntry {
    /// Folded when the hand was knocked to this value (the knock it did not hold).
    pub folded_at: Option<u8>,
    /// Marks paid for lost challenges (an exchange or laundry called wrongly).
    pub penalty: u8,
    /// A lost challenge put the seat out of the hand (Eifel: two marks and out).
    pub out_by_challenge: bool,
    /// Knocked in this hand (Sebbe's Knollen: a raiser who loses pays one).
    pub knocked: bool,
}

/// Who took the last trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastTrick {
    /// This seat won the hand.
    Won(Seat),
    /// The card this seat left in the trick when it folded took the last trick: nobody wins,
    /// every active player pays (`folded_card = stays_live`, RULES.md C12b).
    FoldedCard(Seat),
}

/// What an entry for the current hand may say ([`crate::schraem::Hand::entry_bounds`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryBounds {
    /// The lowest value the hand can end at (2 once the poor player's hammer is due).
    pub lowest_value: u8,
    /// The highest value any seat in the hand may knock to.
    pub highest_value: u8,
    /// The lowest value a fold can answer.
    pub lowest_fold: u8,
    /// Knocking (and so folding) exists in this hand.
    pub knocks: bool,
    /// What a lost challenge costs, where these rules have challenges.
    pub challenge_penalty: Option<u8>,
    /// A lost challenge also puts the seat out of the hand (Eifel).
    pub challenge_puts_out: bool,
}

/// A hand's result as the players say it at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandEntry {
    /// The value the hand ended on.
    pub value: u8,
    /// One entry per seat, seat 0 first (missing seats stayed in and did nothing special).
    pub seats: Vec<SeatEntry>,
    /// Who took the last trick.
    pub last_trick: LastTrick,
}

impl HandEntry {
    /// A hand won by `winner` at `value` with nobody folding.
    #[must_use]
    pub fn won(winner: Seat, value: u8, players: usize) -> HandEntry {
        HandEntry {
            value,
            seats: vec![SeatEntry::default(); players],
            last_trick: LastTrick::Won(winner),
        }
    }

    /// The entry for `seat` (the default for seats not listed).
    #[must_use]
    pub fn seat(&self, seat: Seat) -> SeatEntry {
        self.seats.get(seat.index()).copied().unwrap_or_default()
    }
}

/// Why an entered hand cannot be booked. The match is unchanged. One variant per cause.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// The match is over (or waits for cards that no entry can give).
    NotInPlay,
    /// Cards of this hand were already played on screen.
    HandStarted,
    /// More seats entered than sit at the table.
    NoSuchSeat(Seat),
    /// The seat is out of this game (eliminated, safe, not dealt in) and cannot act.
    NotDealtIn(Seat),
    /// The hand cannot end below the value it started on.
    ValueBelowStart {
        /// The starting value (2 after the poor player's hammer).
        start: u8,
    },
    /// The value exceeds the highest any seat in the hand may knock to (`knock_max`, and
    /// `knock_limit` against the marks).
    ValueAboveMax {
        /// The highest value.
        max: u8,
    },
    /// This hand has no knocking (an escape hand, `knock_who = nobody`): nobody raises, nobody
    /// folds.
    NoKnocking,
    /// A challenge penalty these rules do not have (no exchange challenges; out only in the
    /// Eifel, with its two marks), or more than a hand can bring.
    ChallengePenalty(Seat),
    /// The seat knocked, but the hand never rose.
    KnockWithoutRaise(Seat),
    /// Everyone else folded, so the hand ended at the value of the knock they folded to.
    EndedAtLastFold {
        /// That value.
        value: u8,
    },
    /// A fold at a value no knock reached (below 2, or above the final value).
    FoldValue {
        /// The seat.
        seat: Seat,
        /// The value entered.
        value: u8,
    },
    /// A seat both folded and lost a challenge that put it out.
    FoldedAndOut(Seat),
    /// The winner folded or went out.
    WinnerLeft(Seat),
    /// Everyone left the hand: somebody must have won it.
    NobodyLeft,
    /// Only one player stayed in: that player won the hand.
    OnlyOneLeft(Seat),
    /// "A folded card took the last trick" under a preset where folded cards are withdrawn.
    FoldedCardsWithdrawn,
    /// "This seat's folded card took the last trick", but the seat did not fold.
    NotFolded(Seat),
}

impl fmt::Display for EntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryError::NotInPlay => write!(f, "the match is over"),
            EntryError::HandStarted => write!(f, "this hand is already being played on screen"),
            EntryError::NoSuchSeat(s) => write!(f, "seat {} is not at this table", s.0),
            EntryError::NotDealtIn(s) => write!(f, "seat {} is not in this hand", s.0),
            EntryError::ValueBelowStart { start } => {
                write!(f, "the hand started at {start}; it cannot end lower")
            }
            EntryError::ValueAboveMax { max } => write!(f, "the highest value is {max}"),
            EntryError::NoKnocking => write!(f, "this hand has no knocking and no folds"),
            EntryError::ChallengePenalty(s) => {
                write!(f, "seat {} cannot have paid that for challenges here", s.0)
            }
            EntryError::KnockWithoutRaise(s) => {
                write!(f, "seat {} knocked, but the hand never rose", s.0)
            }
            EntryError::EndedAtLastFold { value } => {
                write!(f, "everyone else folded: the hand ended at {value}")
            }
            EntryError::FoldValue { seat, value } => {
                write!(f, "seat {} cannot fold at {value}", seat.0)
            }
            EntryError::FoldedAndOut(s) => {
                write!(f, "seat {} cannot both fold and be put out", s.0)
            }
            EntryError::WinnerLeft(s) => write!(f, "seat {} left the hand and cannot win it", s.0),
            EntryError::NobodyLeft => write!(f, "somebody must stay in and win"),
            EntryError::OnlyOneLeft(s) => {
                write!(f, "only seat {} stayed in: that seat won", s.0)
            }
            EntryError::FoldedCardsWithdrawn => {
                write!(f, "under these rules a folded card cannot take a trick")
            }
            EntryError::NotFolded(s) => write!(f, "seat {} did not fold", s.0),
        }
    }
}

impl std::error::Error for EntryError {}

impl Match {
    /// Books a hand played with real cards: the folds and penalties as entered, then the end of
    /// the hand, then the game and match flow (eliminations, the next dealer, series).
    ///
    /// # Errors
    /// The [`EntryError`] naming what does not fit this hand; the match is then unchanged.
    pub fn enter_hand(&mut self, entry: &HandEntry) -> Result<Vec<Event>, EntryError> {
        if self.finished {
            return Err(EntryError::NotInPlay);
        }
        let Some(hand) = self.hand.as_deref() else {
            return Err(EntryError::NotInPlay);
        };
        let started = self
            .spans
            .last()
            .is_some_and(|span| self.history.len() > span.action);
        if started {
            return Err(EntryError::HandStarted);
        }
        let mut hand = *hand;
        let buf = hand.settle(entry)?;
        let mut events = buf.as_slice().to_vec();
        **self.hand.as_mut().expect("checked above") = hand;
        self.after_hand(&hand, &mut events);
        self.log.extend_from_slice(&events);
        Ok(events)
    }
}
