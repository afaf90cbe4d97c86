//! What happened, in words a UI can render. Events are public facts except the few that show a
//! seat its own cards ([`Event::visible_to`]): no event ever shows a folded hand, an unchallenged
//! discard or the hand of a winner everyone folded against.

use crate::cards::Card;
use crate::cards::CardSet;
use crate::inline_list::{Filler, InlineList};
use crate::seat::Seat;
use crate::seat_set::SeatSet;

/// What a challenge showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Verdict {
    /// Every card turned is a court: the exchanger's claim stands (so far).
    Courts,
    /// A numeral was turned: the exchanger's claim was false.
    Numeral,
    /// The called laundry is real (four courts, or three courts and a seven).
    Laundry,
    /// The called laundry is a bluff.
    NoLaundry,
}

/// Why a hand ended early or was dealt again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RedealCause {
    /// `four_courts = redeal`: this seat was dealt four courts (shown).
    FourCourts {
        /// The seat dealt four courts.
        seat: Seat,
        /// The four courts, shown to everyone.
        cards: CardSet,
    },
    /// Pretty ones: everyone agreed.
    PrettyOnes {
        /// The seat that asked for the redeal.
        requester: Seat,
    },
}

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Event {
    /// A new hand: number (0-based, in the match), dealer, players dealt in (bit per seat), value.
    HandStarted {
        /// 0-based number of the hand in the match (redeals count).
        hand: u32,
        /// The seat that dealt.
        dealer: Seat,
        /// The seats dealt in.
        dealt_in: SeatSet,
        /// The value the hand starts at, before any knock (1; 2 after Sebbe's first hammer).
        value: u8,
        /// An escape hand: its winner is safe for the rest of the half / round.
        escape: bool,
    },
    /// Private: the cards a seat was dealt.
    Dealt {
        /// The seat that was dealt the cards.
        seat: Seat,
        /// The cards dealt to `seat`.
        cards: CardSet,
    },
    /// Private notice to the seat: its numeral pips total more than 37 (a round of Kölsch).
    KolschNotice {
        /// The seat the notice is for.
        seat: Seat,
        /// The pip total of the seat's numerals.
        pips: u32,
    },
    /// A seat looked at its cards (no more blind knocks for it).
    Looked {
        /// The seat that looked.
        seat: Seat,
    },
    /// A knock to `value`; `blind` before looking; `forced` for a poor player's knock.
    Knocked {
        /// The seat that knocked.
        seat: Seat,
        /// The hand's value after this knock.
        value: u8,
        /// Knocked before looking at the cards.
        blind: bool,
        /// The poor player's forced knock.
        forced: bool,
    },
    /// A seat answered a knock with hold and plays on.
    Held {
        /// The seat that held.
        seat: Seat,
    },
    /// A fold (or laying down): the seat loses `lost` and is out of the hand; cards stay hidden.
    Folded {
        /// The seat that folded.
        seat: Seat,
        /// Marks lost for the fold (points gained when counting up).
        lost: i32,
    },
    /// A card was played to the current trick.
    Played {
        /// The seat that played.
        seat: Seat,
        /// The card played.
        card: Card,
    },
    /// A trick is complete.
    TrickWon {
        /// The seat that won the trick (a folder's live card can win it, RULES.md C12).
        seat: Seat,
        /// 0-based number of the trick in the hand.
        trick: u8,
    },
    /// A hand was discarded face down and a new one drawn.
    Exchanged {
        /// The seat that exchanged.
        seat: Seat,
    },
    /// Private: the cards drawn in an exchange.
    Drew {
        /// The seat that drew.
        seat: Seat,
        /// The new cards.
        cards: CardSet,
    },
    /// A challenge of `exchanger`'s discard: the turned cards are shown to everyone.
    Challenged {
        /// The challenger.
        seat: Seat,
        /// The seat whose discard is turned.
        exchanger: Seat,
        /// The cards turned face up.
        turned: CardSet,
        /// What the turned cards showed.
        verdict: Verdict,
    },
    /// Toepen: a seat calls laundry and lays its hand face down (RULES.md C14c).
    LaundryCalled {
        /// The seat that called laundry.
        seat: Seat,
    },
    /// A penalty from a challenge: `seat` loses `lost`; `out` if he leaves the hand (Eifel).
    Penalty {
        /// The seat that pays the penalty.
        seat: Seat,
        /// Marks lost (points gained when counting up).
        lost: i32,
        /// The seat leaves the hand (Eifel).
        out: bool,
    },
    /// A seat let an exchange or laundry stand, stopped after three courts, or refused a redeal request.
    Declined {
        /// The seat that declined.
        seat: Seat,
    },
    /// A seat asked for "pretty ones" (a redeal when everyone still in is on 1).
    RedealRequested {
        /// The seat that asked.
        seat: Seat,
    },
    /// A seat agreed to the redeal request.
    Agreed {
        /// The seat that agreed.
        seat: Seat,
    },
    /// The hand is dealt again.
    Redeal {
        /// Why the hand is dealt again.
        cause: RedealCause,
    },
    /// A non-winner pays the final value (or Sebbe's 1 for a raiser).
    Lost {
        /// The seat that pays.
        seat: Seat,
        /// Marks lost (points gained when counting up), capped at the marks left.
        lost: i32,
    },
    /// The hand is over. `by_folds`: everyone else folded, the winner's cards stay hidden.
    HandWon {
        /// The winner of the hand.
        seat: Seat,
        /// The hand's final value.
        value: u8,
        /// Everyone else folded (or left the hand); the winner's cards are not shown.
        by_folds: bool,
    },
    /// The hand is over and nobody wins it: `folder`'s card, which stayed in the trick, took
    /// the last trick (RULES.md C12b); every active player paid the value.
    NobodyWins {
        /// The folder whose live card took the last trick.
        folder: Seat,
        /// The hand's final value, paid by every active player.
        value: u8,
    },
    /// Escape hands: the winner is safe for the rest of the half / round.
    Escaped {
        /// The seat that won the escape hand and is safe.
        seat: Seat,
    },
    /// A player has no marks left and is out of the game.
    Eliminated {
        /// The seat that is out.
        seat: Seat,
    },
    /// Sebbe: everyone is on the hammer or below; the next hand decides the game.
    FinalHandNext,
    /// Tuppen: the players on their last mark play on alone.
    ShortLongOne {
        /// How many players play on (a count, not a bit set).
        players: u8,
    },
    /// Players who reached the limit in the same hand play the long one between them to decide
    /// the loser (RULES.md C6).
    LongOneForTie {
        /// The seats that play the long one.
        seats: SeatSet,
    },
    /// A game (half, table) is over. `drawn`: the seats that went out together
    /// and share the game (RULES.md C13).
    GameOver {
        /// 0-based number of the game in the match.
        game: u32,
        /// The game's winner, if it has one.
        winner: Option<Seat>,
        /// The game's loser, if it names one.
        loser: Option<Seat>,
        /// The seats that drew the game (empty if none).
        drawn: SeatSet,
    },
    /// The match is over. `tied`: the seats that share first place.
    MatchOver {
        /// The match winner; `None` if first place is shared or only a loser is named.
        winner: Option<Seat>,
        /// The match loser, if the format names one (Dedenbach halves).
        loser: Option<Seat>,
        /// The seats sharing first place (empty if none).
        tied: SeatSet,
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

/// Capacity of an [`Events`]: the longest chain one hand-level action can cause.
pub const EVENT_CAPACITY: usize = 24;

/// The events of one hand-level action, stored inline (no heap).
pub type Events = InlineList<Event, EVENT_CAPACITY>;

impl Filler for Event {
    const FILLER: Event = Event::FinalHandNext;
}
