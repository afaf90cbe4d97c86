//! What one seat (or an onlooker) may know. Built from the match's event log, filtered through
//! [`Event::for_seat`] / [`Event::public`], so a view can never show more than its events do.
//!
//! A seat sees: its own hand; the skat cards it picked up and the cards it discarded; who
//! announced, passed, pushed, picked up (how many) and discarded (how many); Kontra/Re; every
//! played card and trick; the score sheet. It never sees another hand, the skat, or another
//! player's pickup or discard. The final skat is revealed to everyone when the deal ends.

use super::action::Action;
use super::deal::Phase;
use super::event::Event;
use super::match_play::{Match, ScoreSheet};
use crate::cards::{Card, CardSet};
use crate::seat::Seat;
use serde::Serialize;

/// A trick as the table saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrickView {
    /// 1..=10.
    pub number: u8,
    /// Seats and cards in play order.
    pub cards: Vec<(Seat, Card)>,
    /// `None` while the trick is in progress.
    pub winner: Option<Seat>,
}

/// Where the match stands, publicly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "phase")]
pub enum PhaseView {
    GrandHandOffer,
    /// `picked_up` is the number of cards the player to act holds from the skat (0 while he
    /// chooses).
    SkatRound {
        picked_up: u8,
    },
    Play,
    /// The next deal has no cards (a record without a seed ran out of deals).
    AwaitingCards,
    MatchOver,
}

/// Everything public: what a pass-and-play hand-over screen may show. No hidden card at all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub players: Vec<String>,
    /// Number of the deal in progress (0-based, every deal dealt counts).
    pub deal_number: u32,
    pub deals_counted: u16,
    pub deals_agreed: u16,
    pub dealer: Seat,
    pub phase: PhaseView,
    pub to_act: Option<Seat>,
    pub hand_sizes: [u8; 3],
    /// Cards lying in the skat (2, or fewer while a player holds picked-up cards).
    pub skat_size: u8,
    pub soloist: Option<Seat>,
    pub pushes: u8,
    pub pushed_by: Vec<Seat>,
    pub kontra: Option<Seat>,
    pub re: bool,
    /// Completed tricks, then the one in progress (if any card of it is down).
    pub tricks: Vec<TrickView>,
    pub tricks_won: [u8; 3],
    /// Card points in each seat's tricks (the tricks were played face up).
    pub trick_points: [u32; 3],
    /// This deal's events, public form.
    pub history: Vec<Event>,
    pub sheet: ScoreSheet,
    pub totals: [i32; 3],
    pub finished: bool,
}

/// What `seat` may know: the public view plus its own hand and its own skat handling.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub public: PublicView,
    pub hand: CardSet,
    /// Skat cards this seat picked up in this deal.
    pub picked_up: CardSet,
    /// Cards this seat discarded in this deal.
    pub discarded: CardSet,
    /// This deal's events as this seat saw them.
    pub history: Vec<Event>,
    pub legal_actions: Vec<Action>,
}

impl PlayerView {
    /// The ten cards this seat was dealt: its hand, plus what it played and discarded, minus
    /// what it picked up from the skat.
    #[must_use]
    pub fn dealt_hand(&self) -> CardSet {
        let played: CardSet = self
            .history
            .iter()
            .filter_map(|event| match *event {
                Event::CardPlayed { seat, card } if seat == self.seat => Some(card),
                _ => None,
            })
            .collect();
        // A picked-up card was never dealt to this seat, even if it went back into the skat.
        self.hand
            .union(played)
            .union(self.discarded)
            .difference(self.picked_up)
    }

    /// This deal's actions as this seat knows them, in order (see [`Event::action`]: another
    /// player's discard has an empty card set, to be sampled).
    #[must_use]
    pub fn known_actions(&self) -> Vec<(Seat, Action)> {
        self.history
            .iter()
            .filter_map(|event| event.action())
            .collect()
    }
}

impl Match {
    /// The public view (no hidden card).
    #[must_use]
    pub fn public_view(&self) -> PublicView {
        let history: Vec<Event> = self.deal_log.iter().map(|e| e.public()).collect();
        let mut tricks: Vec<TrickView> = Vec::new();
        let mut pushed_by = Vec::new();
        let mut tricks_won = [0; 3];
        let mut trick_points = [0; 3];
        for event in &history {
            match *event {
                Event::Pushed { seat, .. } => pushed_by.push(seat),
                Event::CardPlayed { seat, card } => {
                    if tricks.last().is_none_or(|t| t.winner.is_some()) {
                        tricks.push(TrickView {
                            number: tricks.len() as u8 + 1,
                            cards: Vec::new(),
                            winner: None,
                        });
                    }
                    if let Some(trick) = tricks.last_mut() {
                        trick.cards.push((seat, card));
                    }
                }
                Event::TrickWon { seat, points, .. } => {
                    if let Some(trick) = tricks.last_mut() {
                        trick.winner = Some(seat);
                    }
                    tricks_won[seat.index()] += 1;
                    trick_points[seat.index()] += u32::from(points);
                }
                _ => {}
            }
        }
        let deal = self.deal.as_ref();
        let phase = match deal.map(|d| d.phase()) {
            None if self.is_finished() => PhaseView::MatchOver,
            None | Some(Phase::Finished) => PhaseView::AwaitingCards,
            Some(Phase::GrandHandOffer { .. }) => PhaseView::GrandHandOffer,
            Some(Phase::SkatRound { pending, .. }) => PhaseView::SkatRound { picked_up: pending },
            Some(Phase::Play) => PhaseView::Play,
        };
        PublicView {
            players: self.players.clone(),
            deal_number: self.deal_number,
            deals_counted: self.counted,
            deals_agreed: self.rules.deals,
            dealer: self.dealer,
            phase,
            to_act: self.to_act(),
            hand_sizes: std::array::from_fn(|i| {
                deal.map_or(0, |d| d.hand(Seat(i as u8)).len() as u8)
            }),
            skat_size: deal.map_or(0, |d| d.skat().len() as u8),
            soloist: deal.and_then(|d| d.soloist()),
            pushes: deal.map_or(0, |d| d.pushes()),
            pushed_by,
            kontra: deal.and_then(|d| d.kontra()),
            re: deal.is_some_and(|d| d.re()),
            tricks,
            tricks_won,
            trick_points,
            history,
            sheet: self.sheet.clone(),
            totals: self.totals(),
            finished: self.is_finished(),
        }
    }

    /// What `seat` may know now.
    #[must_use]
    pub fn view(&self, seat: Seat) -> PlayerView {
        let history: Vec<Event> = self.deal_log.iter().map(|e| e.for_seat(seat)).collect();
        let mut picked_up = CardSet::EMPTY;
        let mut discarded = CardSet::EMPTY;
        for event in &history {
            match *event {
                Event::PickedUp {
                    seat: s,
                    cards: Some(cards),
                    ..
                } if s == seat => picked_up = picked_up.union(cards),
                Event::Discarded {
                    seat: s,
                    cards: Some(cards),
                    ..
                } if s == seat => discarded = discarded.union(cards),
                _ => {}
            }
        }
        PlayerView {
            seat,
            public: self.public_view(),
            hand: match &self.deal {
                Some(deal) if seat.index() < 3 => deal.hand(seat),
                _ => CardSet::EMPTY,
            },
            picked_up,
            discarded,
            history,
            legal_actions: self.legal_actions(seat).to_vec(),
        }
    }
}
