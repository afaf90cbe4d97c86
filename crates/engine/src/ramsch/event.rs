//! What happened, as the table sees it. Every event can be filtered for one seat
//! ([`Event::for_seat`]) or for everyone ([`Event::public`]): hidden cards become `None`.

use super::action::Action;
use crate::cards::{Card, CardSet};
use crate::inline_list::{Filler, InlineList};
use crate::seat::Seat;
use serde::Serialize;

/// One thing that happened. Events with `Option` card fields carry `Some` only for the seats that
/// may see those cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A new deal was dealt (match level). `number` counts every deal dealt, redeals included;
    /// `counted` only those that count toward the agreed number, as the players count them.
    DealStarted {
        /// 0-based number of the deal in the match.
        number: u32,
        /// The deals counted before this one: it is deal `counted + 1` of the agreed number.
        counted: u16,
        /// The last deal did not count (a Grand Hand with the same dealer, a void deal): the same
        /// dealer deals again.
        again: bool,
        /// The seat that dealt.
        dealer: Seat,
    },
    /// A player announced a Grand Hand: the skat round is skipped.
    GrandHandAnnounced {
        /// The soloist.
        seat: Seat,
    },
    /// A player declined the Grand Hand.
    Passed {
        /// The seat that passed.
        seat: Seat,
    },
    /// Nobody announced a Grand Hand (or it is not played): the skat round begins.
    RamschBegins,
    /// An opponent said Kontra.
    Kontra {
        /// The opponent that said Kontra.
        seat: Seat,
    },
    /// The soloist said Re.
    Re {
        /// The soloist.
        seat: Seat,
    },
    /// A player picked up `count` skat cards (`slot`: the place taken when one card was picked
    /// up, public like the count); only he sees which cards.
    PickedUp {
        /// The seat that picked up.
        seat: Seat,
        /// How many skat cards were picked up (1 or 2).
        count: u8,
        /// The skat place (0 or 1) taken when one card was picked up; `None` for both.
        slot: Option<u8>,
        /// The cards picked up; `None` for any seat but the picker.
        cards: Option<CardSet>,
    },
    /// A player discarded `count` cards face down as the new skat; only he sees which.
    Discarded {
        /// The seat that discarded.
        seat: Seat,
        /// How many cards were discarded (as many as were picked up).
        count: u8,
        /// The cards discarded; `None` for any seat but the discarder.
        cards: Option<CardSet>,
    },
    /// A player pushed the skat on unseen; `pushes` is the count so far.
    Pushed {
        /// The seat that pushed.
        seat: Seat,
        /// Pushes in this deal so far, this one included (each doubles the score).
        pushes: u8,
    },
    /// A card was played (public).
    CardPlayed {
        /// The seat that played.
        seat: Seat,
        /// The card played.
        card: Card,
    },
    /// A trick was completed; `number` is 1..=10.
    TrickWon {
        /// The seat that won the trick and leads next.
        seat: Seat,
        /// The trick's number in the deal, 1..=10.
        number: u8,
        /// The three cards of the trick.
        cards: CardSet,
        /// The card points in the trick.
        points: u8,
    },
    /// The deal is over and the final skat is turned up for everyone: it counts for its owner.
    SkatRevealed {
        /// The two cards of the final skat.
        cards: CardSet,
    },
    /// The deal is scored: penalty points per seat (negative is a bonus).
    DealEnded {
        /// Penalty points per seat for this deal (negative is a bonus).
        score: [i32; 3],
    },
    /// The agreed number of deals has been played.
    MatchEnded {
        /// Penalty totals per seat; the lowest total wins.
        totals: [i32; 3],
    },
}

impl Event {
    /// The action behind this event, for replaying a deal's public history (bots sample the
    /// hidden cards, then replay). A discard whose cards this event hides comes back as
    /// `Discard` of the **empty set**: the caller must fill in sampled cards. `None` for events
    /// that are not actions.
    #[must_use]
    pub fn action(self) -> Option<(Seat, Action)> {
        let action = match self {
            Event::GrandHandAnnounced { seat } => (seat, Action::GrandHand),
            Event::Passed { seat } => (seat, Action::Pass),
            Event::Kontra { seat } => (seat, Action::Kontra),
            Event::Re { seat } => (seat, Action::Re),
            Event::PickedUp {
                seat,
                slot: Some(slot),
                ..
            } => (seat, Action::PickUpOne { slot }),
            Event::PickedUp { seat, .. } => (seat, Action::PickUpBoth),
            Event::Discarded { seat, cards, .. } => (
                seat,
                Action::Discard {
                    cards: cards.unwrap_or(CardSet::EMPTY),
                },
            ),
            Event::Pushed { seat, .. } => (seat, Action::Push),
            Event::CardPlayed { seat, card } => (seat, Action::Play { card }),
            _ => return None,
        };
        Some(action)
    }

    /// The event as `viewer` may see it: another seat's picked-up or discarded cards are hidden.
    #[must_use]
    pub fn for_seat(self, viewer: Seat) -> Event {
        match self {
            Event::PickedUp {
                seat, count, slot, ..
            } if seat != viewer => Event::PickedUp {
                seat,
                count,
                slot,
                cards: None,
            },
            Event::Discarded { seat, count, .. } if seat != viewer => Event::Discarded {
                seat,
                count,
                cards: None,
            },
            other => other,
        }
    }

    /// The event as an onlooker sees it (no hidden card at all).
    #[must_use]
    pub fn public(self) -> Event {
        match self {
            Event::PickedUp {
                seat, count, slot, ..
            } => Event::PickedUp {
                seat,
                count,
                slot,
                cards: None,
            },
            Event::Discarded { seat, count, .. } => Event::Discarded {
                seat,
                count,
                cards: None,
            },
            other => other,
        }
    }
}

/// Most events one action can cause: the last card ends a trick, the deal and the match, and
/// the next deal starts.
pub const MAX_EVENTS: usize = 6;

/// The events of one action, inline (no allocation on the hot path).
pub type Events = InlineList<Event, MAX_EVENTS>;

impl Filler for Event {
    const FILLER: Event = Event::RamschBegins;
}
