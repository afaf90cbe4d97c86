//! One hand: the hot, allocation-free state machine (a `Copy` struct of bitsets and small arrays).
//!
//! * [`Hand::new`] starts a hand from a [`HandSetup`] (cards already dealt).
//! * [`Hand::legal_actions`] lists what a seat may do now; [`Hand::check`] says why an action is
//!   refused; [`Hand::apply`] performs it and returns its events, leaving the state unchanged on error.
//!
//! Phases (RESEARCH.md A.11): `Play` (waiting for `to_play`'s card; other seats may knock, look,
//! exchange or ask for pretty ones before/while play waits) → `Answer` (after a knock, active
//! opponents answer clockwise from the knocker) → `Challenge` (after an exchange or a laundry
//! call, opponents in turn may challenge) → `FourthCard` (Wipperfürth: three courts turned, the
//! challenger may turn the last) → `Pretty` (after a redeal request, the others agree in turn) →
//! `Done`/`Redealt`. A forced knock of a poor player, when pending, blocks everything else.

mod apply;
mod legal;
mod settle;

use super::event::{Event, Events};
use super::options::{KnockWho, Poor};
use super::order::deal_key;
use super::ruleset::Ruleset;
use crate::cards::{Card, CardSet};
use crate::seat::Seat;
use crate::seat_set::SeatSet;

pub(crate) const NONE: u8 = 0xFF;

/// Everything needed to start a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandSetup {
    /// Seats at the table.
    pub players: u8,
    /// The dealer; forehand (the seat after him) leads.
    pub dealer: Seat,
    /// Seats dealt in: not eliminated, not safe.
    pub dealt_in: SeatSet,
    /// Marks left per seat at the start of the hand (lives; Sebbe: negative = Knollen).
    pub lives: [i32; 8],
    /// Starting value (1, or 2 in Sebbe after the first hammer, or a record's `start.value`).
    pub value: u8,
    /// An escape hand (Dedenbach newcomers, Tuppen's short long one / long one): no knocking,
    /// no marks; the winner is safe.
    pub escape: bool,
    /// Dealt cards per seat.
    pub hands: [CardSet; 8],
    /// Undealt cards in draw order (exchanges draw from the front).
    pub stock: [Card; 32],
    /// How many entries of `stock` are cards (the rest is padding).
    pub stock_len: u8,
}

/// Where the hand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Waiting for `to_play`'s card; other seats may knock, look, exchange or ask for pretty ones.
    Play,
    /// A knock to the current value is being answered; `next` answers; `before` is the old value.
    Answer {
        /// The seat that knocked.
        knocker: u8,
        /// The seat asked now.
        next: u8,
        /// The value before the knock.
        before: u8,
    },
    /// `exchanger` discarded `discard` (or called laundry with it); `next` may challenge or
    /// decline.
    Challenge {
        /// The seat that exchanged or called laundry.
        exchanger: u8,
        /// The seat asked now.
        next: u8,
        /// The face-down cards.
        discard: CardSet,
    },
    /// Wipperfürth: `challenger` turned three courts of `exchanger`'s discard and may turn the
    /// last card or stop.
    FourthCard {
        /// The seat that challenged.
        challenger: u8,
        /// The seat that exchanged.
        exchanger: u8,
        /// The card still face down.
        last: Card,
    },
    /// `requester` asked for pretty ones; `next` agrees or declines.
    Pretty {
        /// The seat that asked.
        requester: u8,
        /// The seat asked now.
        next: u8,
    },
    /// The hand is over.
    Done,
    /// Everyone agreed to pretty ones: the match deals again (dealer: the requester).
    Redealt {
        /// The seat that asked.
        requester: u8,
    },
}

/// How a finished hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The hand's winner; `None` when a folded player's card took the last trick
    /// (`folded_card = stays_live`, RULES.md C12b): nobody wins and every active player pays.
    pub winner: Option<Seat>,
    /// Who counts as the winner when the next hand's dealer is placed (the winner, or the folder
    /// whose card took the last trick).
    pub deals_next: Seat,
    /// The hand's final value.
    pub value: u8,
    /// Marks lost in this hand per seat (folds, penalties, final value).
    pub losses: [i32; 8],
    /// Everyone else folded: the winner's cards are never shown.
    pub by_folds: bool,
    /// An escape hand: the winner is safe.
    pub escape: bool,
}

/// The state of one hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    pub(crate) rules: Ruleset,
    pub(crate) n: u8,
    pub(crate) dealer: u8,
    pub(crate) dealt_in: u8,
    pub(crate) active: u8,
    pub(crate) looked: u8,
    pub(crate) exchanged: u8,
    /// Seats that knocked in this hand (Sebbe scoring).
    pub(crate) knocked: u8,
    /// Seats that held a knock to 2 (Sebbe: they may raise to 3).
    pub(crate) held_two: u8,
    /// The seat that knocked to 2 (Sebbe: it may raise to 3 too, RULES.md C2), or NONE.
    pub(crate) raised_two: u8,
    /// The answer round in progress is the automatic hammer of `auto_two_prefold` (RULES.md C4).
    pub(crate) hammer_round: bool,
    /// Fixes the face-down order of discards (Wipperfürth's three cards "at random").
    pub(crate) key: u64,
    pub(crate) lives: [i32; 8],
    pub(crate) loss: [i32; 8],
    /// Unplayed cards (a folded seat keeps them here, hidden).
    pub(crate) cards: [CardSet; 8],
    /// Cards played face up.
    pub(crate) played: [CardSet; 8],
    pub(crate) trick: [Card; 8],
    pub(crate) trick_seats: [u8; 8],
    pub(crate) trick_len: u8,
    pub(crate) trick_mask: u8,
    /// Cached suit to follow (suit index), or NONE: kept in step with the trick and the folds
    /// so that following and trick resolution need no scan (hot path).
    pub(crate) follow: u8,
    /// Seat with the best card of the suit to follow so far (NONE), kept while nobody leaves
    /// the trick; `trick_fold` sends resolution to the full scan (rule 17, Marienheide).
    pub(crate) best: u8,
    pub(crate) best_card: Card,
    pub(crate) trick_fold: bool,
    pub(crate) to_play: u8,
    pub(crate) tricks_done: u8,
    pub(crate) tricks_total: u8,
    pub(crate) value: u8,
    pub(crate) last_knocker: u8,
    pub(crate) phase: Phase,
    /// The first card has been led.
    pub(crate) started: bool,
    /// Seat that owes a forced knock (rule 15), or NONE.
    pub(crate) forced: u8,
    pub(crate) stock: [Card; 32],
    pub(crate) stock_len: u8,
    pub(crate) stock_pos: u8,
    /// Discards of exchanges (face down unless turned).
    pub(crate) discards: [CardSet; 8],
    pub(crate) revealed: CardSet,
    pub(crate) winner: u8,
    /// The seat whose card took the last trick when nobody wins (stays_live), else NONE.
    pub(crate) live_folder: u8,
    pub(crate) by_folds: bool,
    pub(crate) escape: bool,
    pub(crate) pretty_asked: bool,
}

// The hand keeps its seat sets as the bits of a [`SeatSet`] and its seats as `u8` (NONE for
// none), so that the `Copy` state stays small; these two helpers are the bridge.

/// The [`SeatSet`] bit of seat `seat`.
pub(crate) const fn bit(seat: u8) -> u8 {
    SeatSet::single(Seat(seat)).bits()
}

/// The first seat of `mask` clockwise after `seat` (wrapping; `seat` itself last), or NONE.
pub(crate) const fn next_in(mask: u8, seat: u8) -> u8 {
    match SeatSet::from_bits(mask).first_after(Seat(seat)) {
        Some(next) => next.0,
        None => NONE,
    }
}

impl Hand {
    /// Starts a hand. Poor players: a forced knock becomes pending (`forced_blind_two`,
    /// `hammer_announced`) or the value becomes 2 at once with a response round (`auto_two_prefold`).
    #[must_use]
    pub fn new(rules: &Ruleset, setup: &HandSetup) -> (Hand, Events) {
        let mut events = Events::default();
        let hand = Hand::start(rules, setup, &mut events);
        (hand, events)
    }

    /// As [`Hand::new`], writing the start events (Eifel's automatic knock) into `events`
    /// (cleared first).
    #[must_use]
    pub fn start(rules: &Ruleset, setup: &HandSetup, events: &mut Events) -> Hand {
        events.clear();
        let n = setup.players;
        let mut tricks_total = 0;
        for s in 0..n {
            if setup.dealt_in.contains(Seat(s)) {
                tricks_total = setup.hands[s as usize].len() as u8;
            }
        }
        let mut hand = Hand {
            rules: *rules,
            n,
            dealer: setup.dealer.0,
            dealt_in: setup.dealt_in.bits(),
            active: setup.dealt_in.bits(),
            looked: 0,
            exchanged: 0,
            knocked: 0,
            held_two: 0,
            raised_two: NONE,
            hammer_round: false,
            key: deal_key(&setup.hands),
            lives: setup.lives,
            loss: [0; 8],
            cards: setup.hands,
            played: [CardSet::EMPTY; 8],
            trick: [Card::from_index(0); 8],
            trick_seats: [NONE; 8],
            trick_len: 0,
            trick_mask: 0,
            follow: NONE,
            best: NONE,
            best_card: Card::from_index(0),
            trick_fold: false,
            to_play: 0,
            tricks_done: 0,
            tricks_total,
            value: setup.value.max(1),
            last_knocker: NONE,
            phase: Phase::Play,
            started: false,
            forced: NONE,
            stock: setup.stock,
            stock_len: setup.stock_len,
            stock_pos: 0,
            discards: [CardSet::EMPTY; 8],
            revealed: CardSet::EMPTY,
            winner: NONE,
            live_folder: NONE,
            by_folds: false,
            escape: setup.escape,
            pretty_asked: false,
        };
        let forehand = hand.next_active_after(hand.dealer);
        hand.to_play = forehand;
        if hand.escape {
            return hand;
        }
        // The first poor player clockwise from forehand (rule 15: at most one forced knock).
        let poor_mask = (0..n)
            .filter(|&s| hand.active & bit(s) != 0 && hand.lives[s as usize] == 1)
            .fold(0u8, |m, s| m | bit(s));
        let poor = if poor_mask & bit(forehand) != 0 {
            forehand
        } else {
            next_in(poor_mask, forehand)
        };
        if poor != NONE && rules.poor_leads_first {
            hand.to_play = poor;
        }
        if poor != NONE && hand.value < 2 {
            match rules.poor {
                Poor::ForcedBlindTwo | Poor::HammerAnnounced => hand.forced = poor,
                Poor::AutoTwoPrefold => {
                    // Eifel: the hammer makes the hand worth 2 by itself; the others answer at
                    // once, before the first lead, and a fold costs the old value 1.
                    hand.value = 2;
                    hand.last_knocker = poor;
                    hand.knocked |= bit(poor);
                    hand.raised_two = poor;
                    hand.hammer_round = true;
                    events.push(Event::Knocked {
                        seat: Seat(poor),
                        value: 2,
                        blind: true,
                        forced: true,
                    });
                    let next = hand.next_active_after(poor);
                    hand.phase = Phase::Answer {
                        knocker: poor,
                        next,
                        before: 1,
                    };
                }
                Poor::AllGamesTwoAfterFirstHammer | Poor::None => {}
            }
        }
        hand
    }

    /// The next active seat clockwise after `seat` (itself if it is the only one).
    pub(crate) fn next_active_after(&self, seat: u8) -> u8 {
        let next = next_in(self.active, seat);
        if next == NONE {
            seat
        } else {
            next
        }
    }

    /// The rules this hand is played by.
    #[must_use]
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// Seats at the table (dealt in or not).
    #[must_use]
    pub fn players(&self) -> usize {
        self.n as usize
    }
    /// The seat that dealt this hand.
    #[must_use]
    pub fn dealer(&self) -> Seat {
        Seat(self.dealer)
    }
    /// Where the hand stands.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The hand's current value (raised by every knock).
    #[must_use]
    pub fn value(&self) -> u8 {
        self.value
    }
    /// Is this an escape hand (no knocking, no marks; the winner is safe)?
    #[must_use]
    pub fn is_escape(&self) -> bool {
        self.escape
    }
    /// Is the seat dealt in and not folded?
    #[must_use]
    pub fn is_active(&self, seat: Seat) -> bool {
        seat.0 < self.n && self.active & bit(seat.0) != 0
    }
    /// Was the seat dealt in (neither eliminated nor safe)?
    #[must_use]
    pub fn is_dealt_in(&self, seat: Seat) -> bool {
        seat.0 < self.n && self.dealt_in & bit(seat.0) != 0
    }
    /// Has the seat looked at its cards (so it can no longer knock blind)?
    #[must_use]
    pub fn has_looked(&self, seat: Seat) -> bool {
        self.looked & bit(seat.0) != 0
    }
    /// Folded (dealt in, no longer active).
    #[must_use]
    pub fn has_folded(&self, seat: Seat) -> bool {
        self.is_dealt_in(seat) && !self.is_active(seat)
    }
    /// The seat's unplayed cards (private to that seat).
    #[must_use]
    pub fn cards(&self, seat: Seat) -> CardSet {
        self.cards[seat.index()]
    }
    /// The seat's cards played face up in this hand.
    #[must_use]
    pub fn played(&self, seat: Seat) -> CardSet {
        self.played[seat.index()]
    }
    /// The seat's discards in exchanges (face down).
    #[must_use]
    pub fn discards(&self, seat: Seat) -> CardSet {
        self.discards[seat.index()]
    }
    /// Cards turned face up by challenges.
    #[must_use]
    pub fn revealed(&self) -> CardSet {
        self.revealed
    }
    /// Undealt cards still in the stock.
    #[must_use]
    pub fn stock(&self) -> CardSet {
        self.stock[self.stock_pos as usize..self.stock_len as usize]
            .iter()
            .copied()
            .collect()
    }
    /// The stock as dealt, in draw order (cards already drawn included): with the dealt hands it
    /// is the whole deal, e.g. to write it into a record.
    #[must_use]
    pub fn stock_order(&self) -> &[Card] {
        &self.stock[..self.stock_len as usize]
    }
    /// The current trick in play order.
    pub fn trick(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        (0..self.trick_len as usize).map(|i| (Seat(self.trick_seats[i]), self.trick[i]))
    }
    /// The number of tricks completed so far.
    #[must_use]
    pub fn tricks_done(&self) -> u8 {
        self.tricks_done
    }
    /// The number of tricks in the hand (the hand size).
    #[must_use]
    pub fn tricks_total(&self) -> u8 {
        self.tricks_total
    }
    /// The seat that knocked last in this hand, if anyone did.
    #[must_use]
    pub fn last_knocker(&self) -> Option<Seat> {
        (self.last_knocker != NONE).then_some(Seat(self.last_knocker))
    }
    /// Marks left now (start of hand minus this hand's losses).
    #[must_use]
    pub fn marks(&self, seat: Seat) -> i32 {
        self.lives[seat.index()]
    }
    /// Marks lost so far in this hand.
    #[must_use]
    pub fn losses(&self) -> [i32; 8] {
        self.loss
    }
    /// Has the first card been led?
    #[must_use]
    pub fn started(&self) -> bool {
        self.started
    }
    /// The seat whose answer or play is awaited (others may still knock while play waits).
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        if self.forced != NONE {
            return Some(Seat(self.forced));
        }
        match self.phase {
            Phase::Play => Some(Seat(self.to_play)),
            Phase::Answer { next, .. }
            | Phase::Challenge { next, .. }
            | Phase::Pretty { next, .. } => Some(Seat(next)),
            Phase::FourthCard { challenger, .. } => Some(Seat(challenger)),
            Phase::Done | Phase::Redealt { .. } => None,
        }
    }
    /// Is the hand over, ended or to be dealt again ([`Phase::Done`] or [`Phase::Redealt`])?
    #[must_use]
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Done | Phase::Redealt { .. })
    }
    /// How the hand ended, once it is [`Phase::Done`].
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let winner = (self.winner != NONE).then_some(Seat(self.winner));
        (self.phase == Phase::Done).then_some(Outcome {
            winner,
            deals_next: Seat(if self.winner != NONE {
                self.winner
            } else {
                self.live_folder
            }),
            value: self.value,
            losses: self.loss,
            by_folds: self.by_folds,
            escape: self.escape,
        })
    }
    /// The seat on lead: who leads (or led) the current trick (`knock_who = leader_only`).
    #[must_use]
    pub fn on_lead(&self) -> Seat {
        if self.trick_len == 0 {
            Seat(self.to_play)
        } else {
            Seat(self.trick_seats[0])
        }
    }
    /// Whether knocking exists at all in this hand.
    pub(crate) fn knocking_exists(&self) -> bool {
        !self.escape && self.rules.knock_who != KnockWho::Nobody
    }
}
