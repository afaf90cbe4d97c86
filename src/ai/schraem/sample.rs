//! Determinization: a full [`Hand`] consistent with everything one seat has seen. Hidden cards
//! are drawn from the cards the seat has not seen, respecting the suits each opponent has shown
//! to be void in; the hand is then rebuilt by replaying the public history through the engine,
//! so folds, knocks, exchanges and challenges are reproduced by the rules themselves. A sample
//! the history does not fit is rejected; the others are weighted by how well they explain what
//! the other seats chose ([`super::inference`]): knocks, holds, folds and cards are evidence.
//! Nothing here reads the real hidden cards.

use super::inference;
use super::knowledge::Knowledge;
use crate::engine::cards::{Card, CardSet};
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::schraem::game::lives_from_shown;
use crate::engine::schraem::{
    Action, Event, Hand, HandSetup, KnockWho, Phase, PlayerView, Ruleset, Verdict,
};
use crate::engine::seat::Seat;
use crate::engine::SeatSet;

/// The part of a view that does not change between samples.
#[derive(Clone, Debug)]
pub struct Frame {
    rules: Ruleset,
    me: Seat,
    n: usize,
    dealer: Seat,
    dealt_in: SeatSet,
    value: u8,
    escape: bool,
    lives: [i32; 8],
    size: u32,
    /// Own dealt cards and own drawn cards, if seen.
    my_dealt: Option<CardSet>,
    my_draw: CardSet,
    played: Vec<CardSet>,
    /// Turned discards per exchanger.
    turned: Vec<CardSet>,
    /// Seats that exchanged, in order.
    exchangers: Vec<Seat>,
    voids: Vec<u8>,
    /// Cards whose place is unknown to this seat.
    pool: CardSet,
    /// Cards turned face up by challenges: a sample must turn the same ones (Wipperfürth turns
    /// three "at random", fixed by the whole deal, so a sampled deal may turn others).
    revealed: CardSet,
    events: Vec<Event>,
}

impl Frame {
    /// `None` if the view has no hand in progress or misses its start.
    #[must_use]
    pub fn of(view: &PlayerView, rules: &Ruleset) -> Option<Frame> {
        let k = Knowledge::of(view, rules)?;
        let h = view.hand.as_ref()?;
        let start = h
            .history
            .iter()
            .rposition(|e| matches!(e, Event::HandStarted { .. }))?;
        let Event::HandStarted {
            dealer,
            dealt_in,
            value,
            escape,
            ..
        } = h.history[start]
        else {
            return None;
        };
        let events: Vec<Event> = h.history[start + 1..].to_vec();
        let n = view.names.len();
        let mut lives = [0i32; 8];
        for (s, life) in lives.iter_mut().enumerate().take(n) {
            *life = lives_from_shown(rules, view.marks[s]);
        }
        let mut my_dealt = None;
        let mut my_draw = CardSet::EMPTY;
        let mut turned = vec![CardSet::EMPTY; n];
        let mut exchangers = Vec::new();
        for e in &events {
            match *e {
                Event::Folded { seat, lost }
                | Event::Penalty { seat, lost, .. }
                | Event::Lost { seat, lost } => lives[seat.index()] += lost,
                Event::Dealt { seat, cards } if seat == k.me => my_dealt = Some(cards),
                Event::Drew { seat, cards } if seat == k.me => my_draw = cards,
                Event::Exchanged { seat } | Event::LaundryCalled { seat } => exchangers.push(seat),
                Event::Challenged {
                    exchanger,
                    turned: t,
                    verdict,
                    ..
                } => {
                    turned[exchanger.index()] = turned[exchanger.index()].union(t);
                    if verdict == Verdict::NoLaundry {
                        // A caught laundry bluff: he plays on with the cards everyone saw.
                        exchangers.retain(|&x| x != exchanger);
                    }
                }
                _ => {}
            }
        }
        let size = (0..n)
            .filter(|&s| h.dealt_in[s])
            .map(|s| u32::from(h.card_counts[s]) + h.played[s].len())
            .max()
            .unwrap_or(0);
        let mut pool = k.unseen;
        if let Some(d) = my_dealt {
            pool = pool.difference(d);
        }
        pool = pool.difference(my_draw);
        Some(Frame {
            rules: *rules,
            me: k.me,
            n,
            dealer,
            dealt_in,
            value,
            escape,
            lives,
            size,
            my_dealt,
            my_draw,
            played: h.played.clone(),
            turned,
            exchangers,
            voids: k.voids,
            pool,
            revealed: h.revealed,
            events,
        })
    }

    /// One sampled hand with its weight (the model's chance of the others' observed choices,
    /// in (0, 1]), or `None` if this draw does not fit the history.
    #[must_use]
    pub fn sample(&self, rng: &mut Xoshiro256StarStar) -> Option<(Hand, f64)> {
        let mut pool: Vec<Card> = self.pool.iter().collect();
        rng.shuffle(&mut pool);
        let mut hands = [CardSet::EMPTY; 8];
        let mut draws = vec![CardSet::EMPTY; self.n];
        // Most constrained seats first: those with voids take their cards before the others.
        let mut order: Vec<usize> = self.dealt_in.iter().map(Seat::index).collect();
        crate::engine::small_sort::sort_by_key(&mut order, |&s| {
            std::cmp::Reverse(self.voids[s].count_ones())
        });
        for s in order {
            let exchanged = self.exchangers.contains(&Seat(s as u8));
            if s == self.me.index() {
                let dealt = match self.my_dealt {
                    Some(d) => d,
                    None => take(&mut pool, self.size, 0, self.played[s])?,
                };
                hands[s] = dealt;
                draws[s] = self.my_draw;
                continue;
            }
            // Cards played come from the drawn hand after an exchange, else from the dealt one
            // (which a caught laundry bluff showed to everyone).
            let fixed = if exchanged {
                self.played[s]
            } else {
                self.played[s].union(self.turned[s])
            };
            let live = take(&mut pool, self.size, self.voids[s], fixed)?;
            if exchanged {
                draws[s] = live;
                hands[s] = take(&mut pool, self.size, 0, self.turned[s])?;
            } else {
                hands[s] = live;
            }
        }
        let mut stock = [Card::from_index(0); 32];
        let mut len = 0usize;
        for x in &self.exchangers {
            for c in draws[x.index()].iter() {
                stock[len] = c;
                len += 1;
            }
        }
        for &c in &pool {
            stock[len] = c;
            len += 1;
        }
        let setup = HandSetup {
            players: self.n as u8,
            dealer: self.dealer,
            dealt_in: self.dealt_in,
            lives: self.lives,
            value: self.value,
            escape: self.escape,
            hands,
            stock,
            stock_len: len as u8,
        };
        let (mut hand, _) = Hand::new(&self.rules, &setup);
        if self.escape || self.rules.knock_who == KnockWho::Nobody {
            // The match shows everyone his cards at once in hands without knocking.
            for s in self.dealt_in.iter() {
                let _ = hand.apply(s, Action::Look);
            }
        }
        let mut weight = 1.0;
        for e in &self.events {
            let (seat, action) = match *e {
                Event::Looked { seat } => (seat, Action::Look),
                Event::Knocked {
                    seat, value, blind, ..
                } => {
                    if hand.value() >= value {
                        // Eifel's automatic knock is made by the hand itself.
                        continue;
                    }
                    let a = if blind {
                        Action::BlindKnock
                    } else {
                        Action::Knock
                    };
                    (seat, a)
                }
                Event::Held { seat } => (seat, Action::Hold),
                Event::Folded { seat, .. } => (seat, Action::Fold),
                Event::Played { seat, card } => (seat, Action::Play(card)),
                Event::Exchanged { seat } | Event::LaundryCalled { seat } => {
                    (seat, Action::Exchange)
                }
                Event::Challenged { seat, turned, .. } => {
                    // One `challenge` of 4 in Wipperfürth shows three, then the last card.
                    let turn = if matches!(hand.phase(), Phase::FourthCard { .. }) {
                        4
                    } else {
                        turned.len() as u8
                    };
                    (seat, Action::Challenge { turn })
                }
                Event::Declined { seat } => (seat, Action::Decline),
                Event::RedealRequested { seat } => (seat, Action::RedealRequest),
                Event::Agreed { seat } => (seat, Action::Agree),
                _ => continue,
            };
            if hand.has_folded(seat) && matches!(action, Action::Fold) {
                continue;
            }
            if seat != self.me && hand.has_looked(seat) {
                weight *= self.evidence(&hand, seat, *e, action);
            }
            hand.apply(seat, action).ok()?;
        }
        (hand.revealed() == self.revealed).then_some((hand, weight))
    }

    /// The model's chance that `seat`, holding its cards in `hand`, chose `action` (the event
    /// `e` it caused); 1.0 for choices the model does not judge.
    fn evidence(&self, hand: &Hand, seat: Seat, e: Event, action: Action) -> f64 {
        match (e, action, hand.phase()) {
            (
                Event::Knocked {
                    blind: false,
                    forced: false,
                    ..
                },
                Action::Knock,
                _,
            ) => inference::knock_chance(hand, seat),
            (_, Action::Hold, Phase::Answer { before, .. }) => {
                inference::hold_chance(&self.rules, hand, seat, before)
            }
            (_, Action::Fold, Phase::Answer { before, .. }) => {
                1.0 - inference::hold_chance(&self.rules, hand, seat, before)
            }
            (_, Action::Play(card), Phase::Play) if hand.to_act() == Some(seat) => {
                // Playing instead of knocking says the hand was not worth a knock.
                let passed = if hand.legal_actions(seat).contains(&Action::Knock) {
                    1.0 - inference::knock_chance(hand, seat)
                } else {
                    1.0
                };
                passed * inference::play_chance(hand, seat, card)
            }
            _ => 1.0,
        }
    }
}

/// `size` cards: all of `fixed` plus cards from `pool` outside the suits in `void` (bit per suit).
fn take(pool: &mut Vec<Card>, size: u32, void: u8, fixed: CardSet) -> Option<CardSet> {
    let mut set = fixed;
    let mut i = 0;
    while set.len() < size {
        if i >= pool.len() {
            return None;
        }
        let c = pool[i];
        if void & (1 << c.suit().index()) == 0 {
            set.insert(c);
            pool.swap_remove(i);
        } else {
            i += 1;
        }
    }
    Some(set)
}

/// The sampler's self-check (as OpenSpiel checks its resamplers): does `sim`, seen from the
/// viewer's seat, show exactly what the real `view` shows? Hidden cards may differ, nothing else.
/// The whole hand view is compared: `sim`'s view is built by the engine's own builder
/// ([`Hand::view_for`]) with the match's story of the hand taken from `view`, so a field added
/// to the view is checked without a change here.
#[must_use]
pub fn consistent(sim: &Hand, view: &PlayerView) -> bool {
    let (Some(me), Some(h)) = (view.seat, view.hand.as_ref()) else {
        return false;
    };
    sim.view_for(Some(me), h.story()) == *h
}

#[cfg(test)]
#[path = "sample_tests.rs"]
mod tests;
