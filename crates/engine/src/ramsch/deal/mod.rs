//! One deal as a small `Clone` state machine: the Grand Hand offer, the skat round (or Kontra/Re in
//! a Grand Hand), ten tricks and the score. No heap allocation in [`DealState::apply`] or
//! [`DealState::legal_actions`]: bots and the benchmark copy and play out millions of these.
//!
//! The history of a deal (for views and records) is kept by [`super::Match`]; a bot that samples
//! hidden cards rebuilds a state with [`DealState::from_actions`].

mod offer;
mod play;
mod skat_round;

use super::action::{Action, ActionList};
use super::dealing::DealCards;
use super::error::RuleError;
use super::event::Events;
use super::ruleset::Ruleset;
use super::scoring::DealResult;
use crate::cards::{Card, CardSet};
use crate::seat::Seat;
use crate::seat_map::SeatMap;

/// Where a deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The Grand Hand offer; `turn` counts from forehand (0..3).
    GrandHandOffer {
        /// Whose turn it is, counted from forehand: 0, 1 or 2.
        turn: u8,
    },
    /// The skat round; `turn` counts from forehand; `pending` is the number of cards the player
    /// has picked up and must discard (0 while he chooses).
    SkatRound {
        /// Whose turn it is, counted from forehand: 0, 1 or 2.
        turn: u8,
        /// Cards picked up and still to be discarded (0 while the player chooses).
        pending: u8,
    },
    /// Card play (Ramsch or Grand Hand).
    Play,
    /// All ten tricks are played and the deal is scored.
    Finished,
}

/// The state of one deal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DealState {
    pub(super) rules: Ruleset,
    pub(super) dealer: Seat,
    pub(super) hands: SeatMap<CardSet, 3>,
    /// The skat by place; a place is empty while its card is in a picker's hand.
    pub(super) skat: [Option<Card>; 2],
    pub(super) phase: Phase,
    pub(super) to_act: Seat,
    pub(super) soloist: Option<Seat>,
    /// The soloist's matadors, fixed when he announces (hand and untouched skat).
    pub(super) matadors: (u8, bool),
    pub(super) pushes: u8,
    pub(super) kontra: Option<Seat>,
    pub(super) re: bool,
    /// The soloist's hand size when Kontra was said: Re is possible until it shrinks.
    pub(super) soloist_cards_at_kontra: u8,
    pub(super) trick: [Card; 3],
    pub(super) trick_len: u8,
    pub(super) leader: Seat,
    pub(super) tricks_done: u8,
    pub(super) won: [CardSet; 3],
    pub(super) tricks_won: [u8; 3],
    pub(super) last_won: [u8; 3],
    pub(super) result: Option<DealResult>,
}

impl DealState {
    /// A fresh deal dealt by `dealer` with `cards`. The caller guarantees the cards are a
    /// partition of the pack into 3 × 10 + 2 ([`DealCards::seeded`] and
    /// [`DealCards::from_record`] do).
    #[must_use]
    pub fn new(rules: Ruleset, dealer: Seat, cards: DealCards) -> DealState {
        let forehand = dealer.next(3);
        let phase = if rules.grand_hand {
            Phase::GrandHandOffer { turn: 0 }
        } else {
            Phase::SkatRound {
                turn: 0,
                pending: 0,
            }
        };
        DealState {
            rules,
            dealer,
            hands: cards.hands,
            skat: [Some(cards.skat[0]), Some(cards.skat[1])],
            phase,
            to_act: forehand,
            soloist: None,
            matadors: (0, false),
            pushes: 0,
            kontra: None,
            re: false,
            soloist_cards_at_kontra: 0,
            trick: [cards.skat[0]; 3],
            trick_len: 0,
            leader: forehand,
            tricks_done: 0,
            won: [CardSet::EMPTY; 3],
            tricks_won: [0; 3],
            last_won: [0; 3],
            result: None,
        }
    }

    /// The state after `actions` from a fresh deal: what a bot does after sampling the hidden
    /// cards, and what replay does.
    ///
    /// # Errors
    /// The index of the first illegal action and why.
    pub fn from_actions(
        rules: Ruleset,
        dealer: Seat,
        cards: DealCards,
        actions: &[(Seat, Action)],
    ) -> Result<DealState, (usize, RuleError)> {
        let mut state = DealState::new(rules, dealer, cards);
        for (index, &(seat, action)) in actions.iter().enumerate() {
            state.apply(seat, action).map_err(|e| (index, e))?;
        }
        Ok(state)
    }

    /// The rule set this deal is played under.
    #[must_use]
    pub const fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The seat that dealt.
    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The seat after the dealer: first to speak, first to lead.
    #[must_use]
    pub const fn forehand(&self) -> Seat {
        self.dealer.next(3)
    }

    /// Where the deal stands.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat the deal waits for; `None` once it is finished. (Kontra and Re are never
    /// awaited: they are offered in [`DealState::legal_actions`] to the seats that may say them.)
    #[must_use]
    pub const fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Finished => None,
            _ => Some(self.to_act),
        }
    }

    /// Are all ten tricks played and the deal scored?
    #[must_use]
    pub const fn is_finished(&self) -> bool {
        matches!(self.phase, Phase::Finished)
    }

    /// The cards `seat` holds (hidden from the other seats).
    #[must_use]
    pub const fn hand(&self, seat: Seat) -> CardSet {
        *self.hands.get(seat)
    }

    /// The cards lying in the skat now (hidden until the deal ends).
    #[must_use]
    pub fn skat(&self) -> CardSet {
        self.skat.iter().flatten().copied().collect()
    }

    /// The Grand Hand soloist, if a Grand Hand is played.
    #[must_use]
    pub const fn soloist(&self) -> Option<Seat> {
        self.soloist
    }

    /// How often the skat was pushed in this deal (each push doubles the score).
    #[must_use]
    pub const fn pushes(&self) -> u8 {
        self.pushes
    }

    /// The opponent who said Kontra (× 2), if anyone did; see [`DealState::re`] for Re.
    #[must_use]
    pub const fn kontra(&self) -> Option<Seat> {
        self.kontra
    }

    /// Has the soloist said Re (× 4 in all)?
    #[must_use]
    pub const fn re(&self) -> bool {
        self.re
    }

    /// The cards of the trick in progress, in play order, with the seat that led it.
    #[must_use]
    pub fn current_trick(&self) -> (Seat, &[Card]) {
        (self.leader, &self.trick[..self.trick_len as usize])
    }

    /// Completed tricks so far (0..=10).
    #[must_use]
    pub const fn tricks_done(&self) -> u8 {
        self.tricks_done
    }

    /// Cards each seat has won in tricks (public: tricks are played face up).
    #[must_use]
    pub const fn won(&self) -> [CardSet; 3] {
        self.won
    }

    /// Tricks won per seat.
    #[must_use]
    pub const fn tricks_won(&self) -> [u8; 3] {
        self.tricks_won
    }

    /// The scored result once the deal is finished.
    #[must_use]
    pub const fn result(&self) -> Option<&DealResult> {
        self.result.as_ref()
    }

    /// Every action `seat` may take now; empty if it cannot act.
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> ActionList {
        let mut list = ActionList::new();
        if seat.index() >= 3 {
            return list;
        }
        match self.phase {
            Phase::Finished => {}
            Phase::GrandHandOffer { .. } => {
                if seat == self.to_act {
                    list.push(Action::GrandHand);
                    list.push(Action::Pass);
                }
            }
            Phase::SkatRound { pending, .. } => {
                if seat == self.to_act {
                    self.skat_actions(pending, &mut list);
                }
            }
            Phase::Play => {
                if seat == self.to_act {
                    for card in self.legal_plays().iter() {
                        list.push(Action::Play { card });
                    }
                }
                if self.check_kontra(seat).is_ok() {
                    list.push(Action::Kontra);
                }
                if self.check_re(seat).is_ok() {
                    list.push(Action::Re);
                }
            }
        }
        list
    }

    /// Applies `action` by `seat`.
    ///
    /// # Errors
    /// [`RuleError`] naming the broken rule; the state is then unchanged (every check runs
    /// before anything is changed).
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, RuleError> {
        if seat.index() >= 3 {
            return Err(RuleError::NoSuchSeat);
        }
        if self.is_finished() {
            return Err(RuleError::DealOver);
        }
        let mut events = Events::new();
        match action {
            Action::GrandHand | Action::Pass => self.apply_offer(seat, action, &mut events)?,
            Action::Kontra => self.apply_kontra(seat, &mut events)?,
            Action::Re => self.apply_re(seat, &mut events)?,
            Action::PickUpBoth | Action::PickUpOne { .. } | Action::Push => {
                self.apply_skat_choice(seat, action, &mut events)?;
            }
            Action::Discard { cards } => self.apply_discard(seat, cards, &mut events)?,
            Action::Play { card } => self.apply_play(seat, card, &mut events)?,
        }
        Ok(events)
    }

    /// The seat `turn` places after the dealer's left (0 = forehand).
    const fn seat_in_turn(&self, turn: u8) -> Seat {
        self.dealer.offset(turn as usize + 1, 3)
    }
}
