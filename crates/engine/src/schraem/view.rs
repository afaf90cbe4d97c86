//! What one seat may see ([`Match::view`], [`Match::view_for`]) and what a spectator may see
//! ([`Match::public_view`]), both as a [`PlayerView`]:
//! own cards (once looked), cards played face up, turned discards, who folded, value, marks, the
//! public history of the hand. Never: another seat's hand, a folded hand, an unturned discard,
//! the stock, or the cards of a winner everyone folded against.

use super::action::Action;
use super::event::Event;
use super::game::shown_marks;
use super::hand::{Hand, Phase};
use super::match_play::{HandResult, Match};
use super::record_io::action_to_record;
use super::ruleset::Ruleset;
use crate::cards::{Card, CardSet};
use crate::option::Rules;
use crate::record::{Deal, Record, Start, FORMAT};
use crate::seat::Seat;

/// Where the current hand stands, as far as anyone may know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PhaseView {
    /// Waiting for `to_play`'s card (others may knock).
    Play {
        /// The seat to play.
        to_play: Seat,
    },
    /// A knock by `knocker` is being answered; `next` answers. Folding now costs `fold_cost`
    /// (the value before the knock, or 1 under `fold_cost = one`), so a prompt can state it.
    Answer {
        /// The seat that knocked.
        knocker: Seat,
        /// The seat that must hold or fold now.
        next: Seat,
        /// What a fold costs now.
        fold_cost: i32,
    },
    /// `exchanger`'s discard (or laundry) may be challenged by `next`.
    Challenge {
        /// The seat that exchanged or called laundry.
        exchanger: Seat,
        /// The seat asked.
        next: Seat,
    },
    /// Wipperfürth: `challenger` turned three courts and may turn the last card or stop.
    FourthCard {
        /// The seat that challenged.
        challenger: Seat,
        /// The seat that exchanged.
        exchanger: Seat,
    },
    /// `requester` asked for pretty ones; `next` agrees or declines.
    Pretty {
        /// The seat that asked.
        requester: Seat,
        /// The seat that must agree or decline now.
        next: Seat,
    },
    /// The owed forced knock of a poor player.
    ForcedKnock {
        /// The poor player who must knock.
        seat: Seat,
    },
    /// The hand is over (or is about to be dealt again).
    Over,
}

/// The current hand as one seat (or a spectator) sees it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HandView {
    /// 0-based hand number in the match.
    pub number: u32,
    /// The seat that dealt this hand.
    pub dealer: Seat,
    /// The hand's current value.
    pub value: u8,
    /// The suit to follow in the trick in progress (RULES.md C1 keeps it through folds).
    pub follow: Option<crate::cards::Suit>,
    /// The seat that knocked last in this hand, if anyone did.
    pub last_knocker: Option<Seat>,
    /// Where the hand stands.
    pub phase: PhaseView,
    /// An escape hand (no knocking, no marks; the winner is safe).
    pub escape: bool,
    /// Per seat: dealt into this hand.
    pub dealt_in: Vec<bool>,
    /// Per seat: folded (dealt in, no longer active).
    pub folded: Vec<bool>,
    /// Per seat: has looked at its cards.
    pub looked: Vec<bool>,
    /// Unplayed cards per seat (0 for a folded seat: its cards lie face down in the middle).
    pub card_counts: Vec<u8>,
    /// The viewer's own unplayed cards, once he has looked (`None` before, and for spectators).
    pub own_cards: Option<CardSet>,
    /// The viewer's own discards in exchanges.
    pub own_discards: CardSet,
    /// Cards played face up, per seat.
    pub played: Vec<CardSet>,
    /// The current trick in play order.
    pub trick: Vec<(Seat, Card)>,
    /// The number of tricks completed so far.
    pub tricks_done: u8,
    /// Discarded cards turned by challenges.
    pub revealed: CardSet,
    /// This hand's events the viewer may see, in order.
    pub history: Vec<Event>,
    /// This hand's actions so far (all public: acts carry no hidden card).
    pub actions: Vec<(Seat, Action)>,
    /// Marks as shown at the deal of this hand, and its starting value.
    pub start_marks: Vec<i32>,
    /// The hand's starting value, before any knock.
    pub start_value: u8,
}

/// Everything one seat may know about the match.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PlayerView {
    /// The viewer (`None`: the public view).
    pub seat: Option<Seat>,
    /// The players' names, by seat.
    pub names: Vec<String>,
    /// Marks as shown (counting up: points).
    pub marks: Vec<i32>,
    /// Per seat: out of the current game (no marks left, or reached the limit).
    pub out: Vec<bool>,
    /// Per seat: safe for the rest of the half / round (won an escape hand).
    pub safe: Vec<bool>,
    /// Match points per seat so far.
    pub match_points: Vec<f64>,
    /// Seats sharing first place, or the drawn game (RULES.md C7, C13).
    pub tied: Vec<bool>,
    /// 0-based number of the current game (half, table) in the match.
    pub game: u32,
    /// The match is over.
    pub finished: bool,
    /// The seat whose answer or play is awaited.
    pub to_act: Option<Seat>,
    /// The current hand (the last one once the match is over); `None` while the match waits for
    /// cards for the next deal.
    pub hand: Option<HandView>,
    /// The last finished hand (never with hidden cards: results carry none).
    pub last_hand: Option<HandResult>,
    /// The completed tricks of the last finished hand, each with its winner: played cards are
    /// public, and a table keeps them on view with the result until the next hand gets going.
    pub last_hand_tricks: Vec<(Vec<(Seat, Card)>, Seat)>,
}

impl HandView {
    /// The hand's completed tricks so far, each with its winner.
    #[must_use]
    pub fn tricks(&self) -> Vec<(Vec<(Seat, Card)>, Seat)> {
        tricks_in(&self.history)
    }
}

impl PlayerView {
    /// Every card this view mentions anywhere (own cards, played, trick, turned, history).
    #[must_use]
    pub fn cards_mentioned(&self) -> CardSet {
        let Some(h) = &self.hand else {
            return CardSet::EMPTY;
        };
        let mut all = h
            .own_cards
            .unwrap_or_default()
            .union(h.own_discards)
            .union(h.revealed);
        for p in &h.played {
            all = all.union(*p);
        }
        for (_, c) in &h.trick {
            all.insert(*c);
        }
        for e in &h.history {
            all = all.union(e.cards_shown());
        }
        all
    }
}

impl PlayerView {
    /// Whether every per-seat list has one entry per player and every seat it names is one of
    /// them. A view this engine made always fits; a phone checks a view another device sent
    /// before it draws it, so a broken or hostile host cannot make it index past a list.
    #[must_use]
    pub fn fits_its_seats(&self) -> bool {
        let n = self.names.len();
        let seat = |s: &Seat| s.index() < n;
        let per_seat = [
            self.marks.len(),
            self.out.len(),
            self.safe.len(),
            self.match_points.len(),
            self.tied.len(),
        ];
        let hand_fits = |h: &HandView| {
            [
                h.dealt_in.len(),
                h.folded.len(),
                h.looked.len(),
                h.card_counts.len(),
                h.played.len(),
                h.start_marks.len(),
            ]
            .iter()
            .all(|&l| l == n)
                && seat(&h.dealer)
                && h.last_knocker.as_ref().is_none_or(seat)
                && h.trick.iter().all(|(s, _)| seat(s))
                && h.actions.iter().all(|(s, _)| seat(s))
        };
        n >= 2
            && per_seat.iter().all(|&l| l == n)
            && self.seat.as_ref().is_none_or(seat)
            && self.to_act.as_ref().is_none_or(seat)
            && self.hand.as_ref().is_none_or(hand_fits)
            && self
                .last_hand_tricks
                .iter()
                .all(|(trick, winner)| seat(winner) && trick.iter().all(|(s, _)| seat(s)))
    }

    /// A one-hand record that rebuilds the current hand from this view and a deal for the hidden
    /// cards (the viewer's own hand plus sampled hands for the others, `skat` = sampled stock
    /// order): start marks, dealer and value of the hand, then its public actions. Bots replay
    /// it with [`Match::from_record`] to simulate. Not for escape hands (Dedenbach halves,
    /// Tuppen's short long one: `None`), whose dealt-in seats the start position cannot express.
    #[must_use]
    pub fn hand_record(&self, ruleset: &Ruleset, deal: Deal) -> Option<Record> {
        let hand = self.hand.as_ref().filter(|h| !h.escape)?;
        let mut spec = ruleset.to_spec();
        spec.options.remove("players");
        Some(Record {
            format: FORMAT.to_owned(),
            ruleset: spec,
            players: self.names.clone(),
            start: Some(Start {
                marks: Some(hand.start_marks.clone()),
                points: None,
                dealer: Some(hand.dealer.0),
                value: Some(hand.start_value),
            }),
            deals: vec![deal],
            seed: None,
            actions: hand
                .actions
                .iter()
                .map(|&(s, a)| action_to_record(s, a))
                .collect(),
        })
    }
}

/// The completed tricks of a stretch of events, with their winners (only played cards and
/// trick winners are read, which everyone sees).
fn tricks_in(events: &[Event]) -> Vec<(Vec<(Seat, Card)>, Seat)> {
    let mut done = Vec::new();
    let mut current = Vec::new();
    for event in events {
        match *event {
            Event::Played { seat, card } => current.push((seat, card)),
            Event::TrickWon { seat, .. } => done.push((std::mem::take(&mut current), seat)),
            _ => {}
        }
    }
    done
}

/// What the match knows of the current hand beyond the hand's own state: its number, the events
/// and actions so far, and how it started. [`Hand::view_for`] joins it to the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandStory {
    /// See [`HandView::number`].
    pub number: u32,
    /// See [`HandView::history`].
    pub history: Vec<Event>,
    /// See [`HandView::actions`].
    pub actions: Vec<(Seat, Action)>,
    /// See [`HandView::start_marks`].
    pub start_marks: Vec<i32>,
    /// See [`HandView::start_value`].
    pub start_value: u8,
}

impl HandView {
    /// The part of this view the match knows rather than the hand's state (a copy).
    #[must_use]
    pub fn story(&self) -> HandStory {
        HandStory {
            number: self.number,
            history: self.history.clone(),
            actions: self.actions.clone(),
            start_marks: self.start_marks.clone(),
            start_value: self.start_value,
        }
    }
}

impl Hand {
    /// This hand as `seat` sees it (`None`: everyone), with the match's `story` of it. The one
    /// builder of a [`HandView`]: the match's views and the bots' check of a sampled hand
    /// against the real view both use it, so a field added here is compared there too.
    #[must_use]
    pub fn view_for(&self, seat: Option<Seat>, story: HandStory) -> HandView {
        let HandStory {
            number,
            history,
            actions,
            start_marks,
            start_value,
        } = story;
        let seats = || (0..self.n).map(Seat);
        let own = seat.filter(|&s| self.is_dealt_in(s));
        HandView {
            number,
            dealer: self.dealer(),
            value: self.value(),
            follow: self.suit_to_follow(),
            last_knocker: self.last_knocker(),
            phase: phase_view(self),
            escape: self.is_escape(),
            dealt_in: seats().map(|s| self.is_dealt_in(s)).collect(),
            folded: seats().map(|s| self.has_folded(s)).collect(),
            looked: seats().map(|s| self.has_looked(s)).collect(),
            card_counts: seats()
                .map(|s| {
                    if self.is_active(s) {
                        self.cards(s).len() as u8
                    } else {
                        0
                    }
                })
                .collect(),
            own_cards: own.filter(|&s| self.has_looked(s)).map(|s| self.cards(s)),
            own_discards: own.map_or(CardSet::EMPTY, |s| self.discards(s)),
            played: seats().map(|s| self.played(s)).collect(),
            trick: self.trick().collect(),
            tricks_done: self.tricks_done(),
            revealed: self.revealed(),
            history,
            actions,
            start_marks,
            start_value,
        }
    }
}

fn phase_view(hand: &Hand) -> PhaseView {
    if hand.forced != super::hand::NONE {
        return PhaseView::ForcedKnock {
            seat: Seat(hand.forced),
        };
    }
    match hand.phase() {
        Phase::Play => PhaseView::Play {
            to_play: Seat(hand.to_play),
        },
        Phase::Answer {
            knocker,
            next,
            before,
        } => PhaseView::Answer {
            knocker: Seat(knocker),
            next: Seat(next),
            fold_cost: match hand.rules.fold_cost {
                super::options::FoldCost::ValueBeforeKnock => i32::from(before),
                super::options::FoldCost::One => 1,
            },
        },
        Phase::Challenge {
            exchanger, next, ..
        } => PhaseView::Challenge {
            exchanger: Seat(exchanger),
            next: Seat(next),
        },
        Phase::FourthCard {
            challenger,
            exchanger,
            ..
        } => PhaseView::FourthCard {
            challenger: Seat(challenger),
            exchanger: Seat(exchanger),
        },
        Phase::Pretty { requester, next } => PhaseView::Pretty {
            requester: Seat(requester),
            next: Seat(next),
        },
        Phase::Done | Phase::Redealt { .. } => PhaseView::Over,
    }
}

impl Match {
    /// What `seat` may see.
    #[must_use]
    pub fn view(&self, seat: Seat) -> PlayerView {
        self.view_for(Some(seat))
    }

    /// What a spectator or a pass-and-play hand-over screen may show: no hand cards at all.
    #[must_use]
    pub fn public_view(&self) -> PlayerView {
        self.view_for(None)
    }

    /// What `seat` may see (`None`: what everyone may see).
    #[must_use]
    pub fn view_for(&self, seat: Option<Seat>) -> PlayerView {
        let n = self.names.len();
        let span = self.spans.last();
        let hand = self.hand.as_deref().zip(span).map(|(h, span)| {
            let story = HandStory {
                number: span.number,
                history: self.log[span.log.min(self.log.len())..]
                    .iter()
                    .filter(|e| match seat {
                        Some(s) => e.visible_to(s),
                        None => e.is_public(),
                    })
                    .copied()
                    .collect(),
                actions: self.history[span.action.min(self.history.len())..].to_vec(),
                start_marks: (0..n)
                    .map(|s| shown_marks(&self.ruleset, span.lives[s]))
                    .collect(),
                start_value: span.value,
            };
            h.view_for(seat, story)
        });
        PlayerView {
            seat,
            names: self.names.clone(),
            marks: self.marks(),
            out: Seat::all(n).map(|s| self.game.out.contains(s)).collect(),
            safe: Seat::all(n).map(|s| self.game.safe.contains(s)).collect(),
            match_points: self.match_points.clone(),
            tied: Seat::all(n).map(|s| self.tied.contains(s)).collect(),
            game: self.game.number,
            finished: self.finished,
            to_act: self.to_act(),
            hand,
            last_hand: self.results.last().cloned(),
            last_hand_tricks: self.last_hand_tricks(),
        }
    }

    /// The completed tricks of the last finished hand (see [`PlayerView::last_hand_tricks`]).
    fn last_hand_tricks(&self) -> Vec<(Vec<(Seat, Card)>, Seat)> {
        let Some(last) = self.results.last() else {
            return Vec::new();
        };
        let from = self.spans.get(last.span).map_or(0, |s| s.log);
        let to = self
            .spans
            .get(last.span + 1)
            .map_or(self.log.len(), |s| s.log);
        tricks_in(self.log.get(from..to).unwrap_or_default())
    }

    /// Marks as shown per seat, including losses already booked in the hand in progress.
    #[must_use]
    pub fn marks(&self) -> Vec<i32> {
        let n = self.names.len();
        (0..n)
            .map(|s| {
                let in_hand = self
                    .hand
                    .as_ref()
                    .filter(|h| !h.is_over())
                    .map_or(0, |h| h.losses()[s]);
                shown_marks(&self.ruleset, self.game.lives[s] - in_hand)
            })
            .collect()
    }

    /// The events `seat` may see, from the start of the match.
    #[must_use]
    pub fn events_for(&self, seat: Seat) -> Vec<Event> {
        self.log
            .iter()
            .filter(|e| e.visible_to(seat))
            .copied()
            .collect()
    }
}
