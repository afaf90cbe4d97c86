//! What happened, in words a UI can render. Events are public facts except the few that show a
//! seat its own cards ([`Event::visible_to`]): no event ever shows a folded hand, an unchallenged
//! discard or the hand of a winner everyone folded against.

use crate::cards::Card;
use crate::cards::CardSet;
use crate::seat::Seat;
use std::fmt;

/// Why a hand ended early or was dealt again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RedealCause {
    /// `four_courts = redeal`: this seat was dealt four courts (shown).
    FourCourts { seat: Seat, cards: CardSet },
    /// Pretty ones: everyone agreed.
    PrettyOnes { requester: Seat },
}

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A new hand: number (0-based, in the match), dealer, players dealt in (bit per seat), value.
    HandStarted {
        hand: u32,
        dealer: Seat,
        dealt_in: u8,
        value: u8,
        escape: bool,
    },
    /// Private: the cards a seat was dealt.
    Dealt {
        seat: Seat,
        cards: CardSet,
    },
    /// Private notice to the seat: its numeral pips total more than 37 (a round of Kölsch).
    KolschNotice {
        seat: Seat,
        pips: u32,
    },
    Looked {
        seat: Seat,
    },
    /// A knock to `value`; `blind` before looking; `forced` for a poor player's knock.
    Knocked {
        seat: Seat,
        value: u8,
        blind: bool,
        forced: bool,
    },
    Held {
        seat: Seat,
    },
    /// A fold (or laying down): the seat loses `lost` and is out of the hand; cards stay hidden.
    Folded {
        seat: Seat,
        lost: i32,
    },
    Played {
        seat: Seat,
        card: Card,
    },
    TrickWon {
        seat: Seat,
        trick: u8,
    },
    /// A hand was discarded face down and a new one drawn.
    Exchanged {
        seat: Seat,
    },
    /// Private: the cards drawn in an exchange.
    Drew {
        seat: Seat,
        cards: CardSet,
    },
    /// A challenge of `exchanger`'s discard: the turned cards are shown to everyone.
    Challenged {
        seat: Seat,
        exchanger: Seat,
        turned: CardSet,
        all_courts: bool,
    },
    /// A penalty from a challenge: `seat` loses `lost`; `out` if he leaves the hand (Eifel).
    Penalty {
        seat: Seat,
        lost: i32,
        out: bool,
    },
    Declined {
        seat: Seat,
    },
    RedealRequested {
        seat: Seat,
    },
    Agreed {
        seat: Seat,
    },
    Redeal {
        cause: RedealCause,
    },
    /// A non-winner pays the final value (or Sebbe's 1 for a raiser).
    Lost {
        seat: Seat,
        lost: i32,
    },
    /// The hand is over. `by_folds`: everyone else folded, the winner's cards stay hidden.
    HandWon {
        seat: Seat,
        value: u8,
        by_folds: bool,
    },
    /// Escape hands: the winner is safe for the rest of the half / round.
    Escaped {
        seat: Seat,
    },
    /// A player has no marks left and is out of the game.
    Eliminated {
        seat: Seat,
    },
    /// Sebbe: everyone is on the hammer or below; the next hand decides the game.
    FinalHandNext,
    /// Tuppen: the players on their last mark play on alone.
    ShortLongOne {
        players: u8,
    },
    /// A game (half, table) is over.
    GameOver {
        game: u32,
        winner: Option<Seat>,
        loser: Option<Seat>,
    },
    /// The match is over.
    MatchOver {
        winner: Option<Seat>,
        loser: Option<Seat>,
    },
}

impl Event {
    /// May `seat` see this event? Only the owner sees his dealt and drawn cards and his notice;
    /// everything else is public.
    #[must_use]
    pub fn visible_to(&self, seat: Seat) -> bool {
        match self {
            Event::Dealt { seat: s, .. }
            | Event::Drew { seat: s, .. }
            | Event::KolschNotice { seat: s, .. } => *s == seat,
            _ => true,
        }
    }

    /// Is this event public (visible to a spectator)?
    #[must_use]
    pub fn is_public(&self) -> bool {
        !matches!(
            self,
            Event::Dealt { .. } | Event::Drew { .. } | Event::KolschNotice { .. }
        )
    }

    /// The cards this event shows (to those who may see it).
    #[must_use]
    pub fn cards_shown(&self) -> CardSet {
        match self {
            Event::Dealt { cards, .. } | Event::Drew { cards, .. } => *cards,
            Event::Played { card, .. } => CardSet::single(*card),
            Event::Challenged { turned, .. } => *turned,
            Event::Redeal {
                cause: RedealCause::FourCourts { cards, .. },
            } => *cards,
            _ => CardSet::EMPTY,
        }
    }
}

impl Event {
    fn render(&self, f: &mut dyn fmt::Write, name: &dyn Fn(Seat) -> String) -> fmt::Result {
        match *self {
            Event::HandStarted {
                hand,
                dealer,
                value,
                ..
            } => {
                write!(
                    f,
                    "Hand {}: {dealer_n} deals, value {value}",
                    hand + 1,
                    dealer_n = name(dealer)
                )
            }
            Event::Dealt { seat, cards } => {
                write!(f, "{seat_n} is dealt {cards}", seat_n = name(seat))
            }
            Event::KolschNotice { seat, pips } => {
                write!(
                    f,
                    "{seat_n} holds {pips} pips: a round of Kölsch",
                    seat_n = name(seat)
                )
            }
            Event::Looked { seat } => write!(f, "{seat_n} looks at his cards", seat_n = name(seat)),
            Event::Knocked {
                seat,
                value,
                blind,
                forced,
            } => {
                let how = match (forced, blind) {
                    (true, _) => "must knock",
                    (false, true) => "knocks blind",
                    (false, false) => "knocks",
                };
                write!(f, "{seat_n} {how} to {value}", seat_n = name(seat))
            }
            Event::Held { seat } => write!(f, "{seat_n} holds", seat_n = name(seat)),
            Event::Folded { seat, lost } => {
                write!(f, "{seat_n} folds and loses {lost}", seat_n = name(seat))
            }
            Event::Played { seat, card } => write!(
                f,
                "{seat_n} plays {}",
                card.english_name(),
                seat_n = name(seat)
            ),
            Event::TrickWon { seat, trick } => {
                write!(f, "{seat_n} wins trick {}", trick + 1, seat_n = name(seat))
            }
            Event::Exchanged { seat } => {
                write!(f, "{seat_n} exchanges his hand", seat_n = name(seat))
            }
            Event::Drew { seat, cards } => write!(f, "{seat_n} draws {cards}", seat_n = name(seat)),
            Event::Challenged {
                seat,
                exchanger,
                turned,
                ..
            } => {
                write!(
                    f,
                    "{seat_n} challenges {exchanger_n} and turns {turned}",
                    seat_n = name(seat),
                    exchanger_n = name(exchanger)
                )
            }
            Event::Penalty { seat, lost, out } => {
                write!(
                    f,
                    "{seat_n} loses {lost}{}",
                    if out { " and is out of the hand" } else { "" },
                    seat_n = name(seat)
                )
            }
            Event::Declined { seat } => write!(f, "{seat_n} declines", seat_n = name(seat)),
            Event::RedealRequested { seat } => {
                write!(f, "{seat_n} asks for pretty ones", seat_n = name(seat))
            }
            Event::Agreed { seat } => write!(f, "{seat_n} agrees", seat_n = name(seat)),
            Event::Redeal { cause } => match cause {
                RedealCause::FourCourts { seat, cards } => {
                    write!(
                        f,
                        "{seat_n} has four courts {cards}: new deal",
                        seat_n = name(seat)
                    )
                }
                RedealCause::PrettyOnes { requester } => {
                    write!(
                        f,
                        "Pretty ones: {requester_n} deals again",
                        requester_n = name(requester)
                    )
                }
            },
            Event::Lost { seat, lost } => write!(f, "{seat_n} loses {lost}", seat_n = name(seat)),
            Event::HandWon {
                seat,
                value,
                by_folds,
            } => {
                if by_folds {
                    write!(
                        f,
                        "{seat_n} wins the hand at {value}: everyone else folded",
                        seat_n = name(seat)
                    )
                } else {
                    write!(f, "{seat_n} wins the hand at {value}", seat_n = name(seat))
                }
            }
            Event::Escaped { seat } => write!(f, "{seat_n} is safe", seat_n = name(seat)),
            Event::Eliminated { seat } => write!(f, "{seat_n} is out", seat_n = name(seat)),
            Event::FinalHandNext => {
                f.write_str("Everyone is on the hammer: the next hand is the final")
            }
            Event::ShortLongOne { players } => {
                write!(f, "{players} players on their last mark play on")
            }
            Event::GameOver {
                game,
                winner,
                loser,
            } => {
                write!(f, "Game {} over", game + 1)?;
                if let Some(w) = winner {
                    write!(f, ": {w_n} wins", w_n = name(w))?;
                }
                if let Some(l) = loser {
                    write!(f, ": {l_n} loses", l_n = name(l))?;
                }
                Ok(())
            }
            Event::MatchOver { winner, loser } => {
                f.write_str("Match over")?;
                if let Some(w) = winner {
                    write!(f, ": {w_n} wins", w_n = name(w))?;
                }
                if let Some(l) = loser {
                    write!(f, ": {l_n} loses", l_n = name(l))?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for Event {
    /// English text with seat numbers; [`Event::describe`] uses names.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        self.render(&mut out, &|s| format!("seat {}", s.0))?;
        f.write_str(&out)
    }
}

/// Capacity of an [`EventBuf`].
pub const EVENT_CAPACITY: usize = 24;

/// The events of one hand-level action, stored inline (no heap).
#[derive(Clone, Copy, Debug)]
pub struct EventBuf {
    items: [Event; EVENT_CAPACITY],
    len: u8,
}

impl Default for EventBuf {
    fn default() -> Self {
        EventBuf {
            items: [Event::FinalHandNext; EVENT_CAPACITY],
            len: 0,
        }
    }
}

impl EventBuf {
    /// Appends `event`; the capacity covers the longest chain one action can cause.
    pub fn push(&mut self, event: Event) {
        if (self.len as usize) < EVENT_CAPACITY {
            self.items[self.len as usize] = event;
            self.len += 1;
        }
    }

    /// Empties the buffer (nothing is written: old entries are simply forgotten).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    #[must_use]
    pub fn as_slice(&self) -> &[Event] {
        &self.items[..self.len as usize]
    }
}

/// The events of a match-level action.
pub type Events = Vec<Event>;
