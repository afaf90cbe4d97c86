//! Determinization for Schieberamsch: the other two hands and the skat as they may be now,
//! consistent with the seat's view (its own cards, every card played, suits a player failed to
//! follow, the skat it saw or discarded, no jack in a discarded skat when jacks may not be
//! discarded). The sample is turned into a deal whose history replays the public actions
//! (pick-ups discard the same cards, so hands end up exactly as sampled) and checked by the
//! engine as it is replayed. A sample is weighted by how well it explains the other seats'
//! choices (policy-based inference, as in Solinas, Rebstock and Buro, AAAI 2019): the model is
//! the club player of [`super::policy`], who ducks, smears and pushes as the rollouts do; a
//! choice the model would not make costs the sample weight but never rules it out. Nothing here
//! reads the real hidden cards.

use super::policy;
use crate::engine::cards::{Card, CardSet};
use crate::engine::ramsch::order::{Follow, JACKS};
use crate::engine::ramsch::{Action, DealCards, DealState, Event, Phase, PlayerView, Ruleset};
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::seat::Seat;

/// Destinations of a hidden card: bit 0/1 the two other seats (in seat order), bit 2 the skat.
const SKAT: u8 = 4;
/// The weight of a sample in which another seat played a card the model would not have played.
const OTHER_CARD: f64 = 0.25;
/// The weight of a sample whose skat is not what its last discarder would have laid away.
const OTHER_DISCARD: f64 = 0.3;
/// The weight of a sample in which another seat pushed or picked up against the model.
const OTHER_SKAT_CHOICE: f64 = 0.4;

#[derive(Clone, Debug)]
pub struct Frame {
    rules: Ruleset,
    me: Seat,
    dealer: Seat,
    others: [Seat; 2],
    /// Current hands of the other seats and the skat: how many cards each must get.
    need: [u32; 3],
    mine: CardSet,
    played: [CardSet; 3],
    /// Known skat cards (my discard nobody picked up since).
    skat_known: CardSet,
    /// The whole skat I picked up and hold now, before my discard (a one-card pick-up leaves a
    /// card I have not seen in the skat: no frame then).
    holding: Option<CardSet>,
    /// Hidden cards and where each may be.
    hidden: Vec<(Card, u8)>,
    /// The other seat (0 or 1 in `others`) whose discard of a picked-up skat lies in the skat now.
    last_discard: Option<usize>,
    actions: Vec<(Seat, Action)>,
}

impl Frame {
    #[must_use]
    pub fn of(view: &PlayerView, rules: &Ruleset) -> Option<Frame> {
        let me = view.seat?;
        let p = &view.public;
        let others = [me.next(3), me.next(3).next(3)];
        let mut played = [CardSet::EMPTY; 3];
        let mut voids = [0u8; 3];
        for t in &p.tricks {
            let Some(&(_, lead)) = t.cards.first() else {
                continue;
            };
            for &(s, c) in &t.cards {
                played[s.index()].insert(c);
                if Follow::of(c) != Follow::of(lead) {
                    voids[s.index()] |= class_bit(Follow::of(lead));
                }
            }
        }
        // Who touched the skat last, and whether that was me.
        let mut last_discarder: Option<Seat> = None;
        let mut last_discard: Option<usize> = None;
        let mut my_discard = CardSet::EMPTY;
        let mut picked_after_me: Option<Seat> = None;
        let mut holding: Option<CardSet> = None;
        let mut picked_both = false;
        for e in &view.history {
            if let Event::PickedUp { count, .. } = *e {
                picked_both = count == 2;
            }
            match *e {
                Event::PickedUp {
                    seat,
                    count: 2,
                    cards: Some(cards),
                    ..
                } if seat == me => holding = Some(cards),
                Event::Discarded { seat, cards, .. } => {
                    last_discarder = Some(seat);
                    last_discard = others
                        .iter()
                        .position(|o| *o == seat)
                        .filter(|_| picked_both);
                    if seat == me {
                        holding = None;
                        my_discard = cards.unwrap_or_default();
                        picked_after_me = None;
                    }
                }
                Event::PickedUp { seat, .. } if seat != me && !my_discard.is_empty() => {
                    picked_after_me = Some(seat);
                }
                _ => {}
            }
        }
        let mut all_played = CardSet::EMPTY;
        for s in played {
            all_played = all_played.union(s);
        }
        let skat_known = if last_discarder == Some(me) {
            my_discard
        } else {
            CardSet::EMPTY
        };
        let unseen = CardSet::FULL
            .difference(view.hand)
            .difference(all_played)
            .difference(skat_known);
        let no_jack_skat = last_discarder.is_some() && !rules.jacks_in_skat;
        let hidden = unseen
            .iter()
            .map(|c| {
                let mut dest = 0u8;
                for (i, o) in others.iter().enumerate() {
                    if voids[o.index()] & class_bit(Follow::of(c)) == 0 {
                        dest |= 1 << i;
                    }
                }
                if skat_known.is_empty() && !(no_jack_skat && JACKS.contains(c)) {
                    dest |= SKAT;
                }
                // My discard, picked up by a later player: in his hand or his discard.
                if let Some(x) = picked_after_me.filter(|_| my_discard.contains(c)) {
                    let i = usize::from(x != others[0]);
                    dest &= (1 << i) | SKAT;
                }
                (c, dest)
            })
            .collect();
        let skat_need = u32::from(p.skat_size).saturating_sub(skat_known.len());
        let holding = holding.filter(|_| view.hand.len() > 10);
        if view.hand.len() > 10 && holding.is_none() {
            // Holding a one-card pick-up: the card left in the skat is unseen and its slot fixed,
            // which this sampler does not model; the discard is the heuristic's.
            return None;
        }
        Some(Frame {
            rules: *rules,
            me,
            dealer: p.dealer,
            others,
            need: [
                u32::from(p.hand_sizes[others[0].index()]),
                u32::from(p.hand_sizes[others[1].index()]),
                skat_need,
            ],
            mine: view.hand,
            played,
            skat_known,
            holding,
            hidden,
            last_discard,
            actions: view.known_actions(),
        })
    }

    /// One sampled deal state at the current point with its weight in (0, 1], or `None` if
    /// this draw does not fit.
    #[must_use]
    pub fn sample(&self, rng: &mut Xoshiro256StarStar) -> Option<(DealState, f64)> {
        let mut cards = self.hidden.clone();
        rng.shuffle(&mut cards);
        // Fewest possible places first.
        crate::engine::small_sort::sort_by_key(&mut cards, |(_, d)| d.count_ones());
        let mut left = self.need;
        let mut got = [CardSet::EMPTY; 3];
        for (c, dest) in cards {
            let total: u32 = (0..3)
                .filter(|i| dest & (1 << i) != 0)
                .map(|i| left[i])
                .sum();
            if total == 0 {
                return None;
            }
            let mut r = rng.below(u64::from(total)) as u32;
            for i in 0..3 {
                if dest & (1 << i) != 0 {
                    if r < left[i] {
                        got[i].insert(c);
                        left[i] -= 1;
                        break;
                    }
                    r -= left[i];
                }
            }
        }
        let skat_set = match self.holding {
            Some(picked) => picked,
            None => got[2].union(self.skat_known),
        };
        let mut skat_cards = skat_set.iter();
        let skat = [skat_cards.next()?, skat_cards.next()?];
        let mut hands = [CardSet::EMPTY; 3];
        hands[self.me.index()] = self
            .mine
            .difference(self.holding.unwrap_or_default())
            .union(self.played[self.me.index()]);
        for (i, o) in self.others.iter().enumerate() {
            hands[o.index()] = got[i].union(self.played[o.index()]);
        }
        let mut weight = 1.0;
        if let Some(i) = self.last_discard {
            // The skat holds what its last discarder laid away: the model's safest discard?
            let kept = got[i].union(self.played[self.others[i].index()]);
            if !discard_fits(kept, skat_set, self.rules.jacks_in_skat) {
                weight *= OTHER_DISCARD;
            }
        }
        let fixed = self.fix_actions(&self.actions, skat);
        let cards = DealCards {
            hands: hands.into(),
            skat,
        };
        let mut state = DealState::new(self.rules, self.dealer, cards);
        for &(seat, action) in &fixed {
            if seat != self.me {
                weight *= evidence(&state, seat, action);
            }
            state.apply(seat, action).ok()?;
        }
        Some((state, weight))
    }

    /// Pick-ups of one card discard the card of the slot they took; my own real discards are
    /// replaced by "discard what I picked up" so that my hand stays as it is now.
    fn fix_actions(&self, actions: &[(Seat, Action)], skat: [Card; 2]) -> Vec<(Seat, Action)> {
        let mut out = Vec::with_capacity(actions.len());
        let mut slot: Option<u8> = None;
        for &(s, a) in actions {
            match a {
                Action::PickUpOne { slot: k } => {
                    slot = Some(k);
                    out.push((s, a));
                }
                Action::PickUpBoth => {
                    slot = None;
                    out.push((s, a));
                }
                Action::Discard { .. } => {
                    let cards = match slot {
                        Some(k) => CardSet::single(skat[usize::from(k)]),
                        None => CardSet::from_iter(skat),
                    };
                    out.push((s, Action::Discard { cards }));
                }
                other => out.push((s, other)),
            }
        }
        out
    }
}

/// Whether laying `skat` away and keeping `kept` leaves the model's least dangerous hand
/// ([`policy::danger`]) among the discards the rules allow.
fn discard_fits(kept: CardSet, skat: CardSet, jacks_allowed: bool) -> bool {
    let all = kept.union(skat);
    let limit = policy::danger(kept);
    let may_go = if jacks_allowed {
        all
    } else {
        all.difference(JACKS)
    };
    let cards: Vec<Card> = may_go.iter().collect();
    for (k, a) in cards.iter().enumerate() {
        for b in &cards[k + 1..] {
            let pair = CardSet::single(*a).union(CardSet::single(*b));
            if policy::danger(all.difference(pair)) < limit {
                return false;
            }
        }
    }
    true
}

/// How well `seat` choosing `action` in `state` fits the model (1.0: as the model would).
fn evidence(state: &DealState, seat: Seat, action: Action) -> f64 {
    let hand = state.hand(seat);
    match (state.phase(), action) {
        (Phase::Play, Action::Play { card }) if state.soloist().is_none() => {
            if state.legal_plays().len() <= 1 {
                return 1.0;
            }
            let (_, trick) = state.current_trick();
            if policy::play_card(hand, trick) == Some(card) {
                1.0
            } else {
                OTHER_CARD
            }
        }
        (Phase::SkatRound { pending: 0, .. }, Action::Push | Action::PickUpBoth) => {
            let pushed = action == Action::Push;
            if policy::wants_push(hand, state.pushes()) == pushed {
                1.0
            } else {
                OTHER_SKAT_CHOICE
            }
        }
        _ => 1.0,
    }
}

fn class_bit(f: Follow) -> u8 {
    match f {
        Follow::Trump => 1,
        Follow::Suit(s) => 2 << s.index(),
    }
}

/// The sampler's self-check (as OpenSpiel checks its resamplers): does `sim`, seen from the
/// viewer's seat, show exactly what the real `view` shows? Hidden cards may differ, nothing else.
#[must_use]
pub fn consistent(sim: &DealState, view: &PlayerView) -> bool {
    view.seat.is_some() && view.with_deal(sim) == *view && tricks_agree(sim, view)
}

/// The sample took the tricks the view saw taken, and the trick on the table is the view's
/// (the view counts both from its events, so [`PlayerView::with_deal`] alone cannot tell).
fn tricks_agree(sim: &DealState, view: &PlayerView) -> bool {
    let p = &view.public;
    let won = p.tricks.iter().filter(|t| t.winner.is_some()).count();
    let (_, trick) = sim.current_trick();
    usize::from(sim.tricks_done()) == won
        && sim.tricks_won() == p.tricks_won
        && trick == super::current_trick(view).as_slice()
}

#[cfg(test)]
mod tests {
    use super::super::policy::tests::set;
    use super::*;

    /// A player who picked up the skat lays away his most dangerous cards: a skat of two bare
    /// aces fits him, a skat of two sevens while he kept the bare aces does not.
    #[test]
    fn the_skat_is_judged_by_what_its_discarder_would_lay_away() {
        let kept = set("H7 H8 H9 S7 S8 S9 D7 D8 C7 C8");
        assert!(discard_fits(kept, set("HA SA"), false));
        let kept = set("HA SA H9 S7 S8 S9 D7 D8 C7 C8");
        assert!(!discard_fits(kept, set("H7 H8"), false));
    }
}
