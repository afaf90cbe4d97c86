//! The hard level's model of the other players, for weighing sampled deals (policy-based
//! inference, as Solinas, Rebstock and Buro did for Skat: "Improving Search with Supervised
//! Learning in Trick-Based Card Games", AAAI 2019). A sampled deal is worth more the better it
//! explains what the others chose: who knocked, who did not knock when he could, who held, who
//! folded, which card each one played and which he kept. The model is a softened club player:
//! he judges his cards by how likely his best card is to be the best one left (counting the cards
//! he has seen, as [`super::knowledge::Knowledge`] does from a view), knocks with a good chance,
//! holds when the chance is worth the stake, keeps his best card for the last trick and sheds
//! his weakest. Every likelihood keeps a floor so that bluffs and slips are never ruled out.

use crate::engine::cards::{Card, CardSet};
use crate::engine::schraem::order::strength;
use crate::engine::schraem::{FoldCost, Hand, Ruleset};
use crate::engine::seat::Seat;

/// The least chance the model gives any choice (a bluff, a slip, a player we misread).
const FLOOR: f64 = 0.04;
/// How sharply the knock and hold decisions follow the chance (smaller: sharper).
const KNOCK_WIDTH: f64 = 0.06;
const HOLD_WIDTH: f64 = 0.25;
/// The chance at which a club player knocks (higher when one more loss would put him out).
const KNOCK_AT: f64 = 0.65;
const KNOCK_AT_LOW: f64 = 0.75;
/// How often a player spends the card he would keep for the last trick while he has others.
const SPENDS_KEEPER: f64 = 0.1;
/// How strongly the shed card follows weakness (weights `exp(-SHED_SHARPNESS × boss chance)`).
const SHED_SHARPNESS: f64 = 3.0;

/// What `seat` can tell about its cards in `hand`, counting what it has seen.
struct Judgement {
    /// Per own card, the chance that it is the best of its suit left among the others.
    boss: [(Card, f64); 8],
    len: usize,
    /// Active seats besides this one.
    opponents: usize,
}

impl Judgement {
    fn of(hand: &Hand, seat: Seat) -> Judgement {
        let n = hand.players();
        let mine = hand.cards(seat);
        let mut seen = mine.union(hand.revealed()).union(hand.discards(seat));
        let mut held = 0u32;
        let mut opponents = 0;
        for s in (0..n as u8).map(Seat) {
            seen = seen.union(hand.played(s));
            if s != seat && hand.is_active(s) {
                held += hand.cards(s).len();
                opponents += 1;
            }
        }
        let unseen = CardSet::FULL.difference(seen);
        let q = (f64::from(held) / f64::from(unseen.len().max(1))).min(1.0);
        let mut boss = [(Card::from_index(0), 0.0); 8];
        let mut len = 0;
        for c in mine.iter().take(8) {
            let higher = unseen
                .of_suit(c.suit())
                .iter()
                .filter(|u| strength(u.rank()) > strength(c.rank()))
                .count();
            boss[len] = (c, (1.0 - q).powi(higher as i32));
            len += 1;
        }
        Judgement {
            boss,
            len,
            opponents,
        }
    }

    fn cards(&self) -> &[(Card, f64)] {
        &self.boss[..self.len]
    }

    fn boss_of(&self, card: Card) -> f64 {
        self.cards()
            .iter()
            .find(|(c, _)| *c == card)
            .map_or(0.0, |(_, b)| *b)
    }

    /// The card kept for the last trick: the likeliest boss, the stronger one on ties.
    fn keeper(&self) -> Option<Card> {
        self.cards()
            .iter()
            .max_by(|a, b| {
                a.1.total_cmp(&b.1)
                    .then(strength(a.0.rank()).cmp(&strength(b.0.rank())))
            })
            .map(|(c, _)| *c)
    }

    /// The chance of taking the last trick, as a club player would put it.
    fn win_chance(&self) -> f64 {
        if self.opponents == 0 {
            return 1.0;
        }
        let best = self.cards().iter().map(|(_, b)| *b).fold(0.0, f64::max);
        let fair = 1.0 / (self.opponents + 1) as f64;
        (0.75 * best + 0.25 * fair).clamp(0.02, 0.98)
    }
}

fn soft_step(x: f64, width: f64) -> f64 {
    let s = 1.0 / (1.0 + (-x / width).exp());
    FLOOR + (1.0 - 2.0 * FLOOR) * s
}

/// The seat's marks left before this hand's losses, as the search counts them.
fn lives(hand: &Hand, seat: Seat) -> i32 {
    hand.marks(seat) + hand.losses()[seat.index()]
}

/// How likely `seat` is to knock now, holding its cards in `hand`.
#[must_use]
pub fn knock_chance(hand: &Hand, seat: Seat) -> f64 {
    let p = Judgement::of(hand, seat).win_chance();
    let at = if lives(hand, seat) <= i32::from(hand.value()) + 1 {
        KNOCK_AT_LOW
    } else {
        KNOCK_AT
    };
    soft_step(p - at, KNOCK_WIDTH)
}

/// How likely `seat` is to hold (rather than fold) the knock it is answering.
#[must_use]
pub fn hold_chance(rules: &Ruleset, hand: &Hand, seat: Seat, before: u8) -> f64 {
    // The knocker claims a good hand: a club player discounts his own chance.
    let p = 0.7 * Judgement::of(hand, seat).win_chance();
    let marks = f64::from(lives(hand, seat).max(1));
    let value = f64::from(hand.value());
    let fold_cost = match rules.fold_cost {
        FoldCost::ValueBeforeKnock => f64::from(before.max(1)),
        FoldCost::One => 1.0,
    }
    .min(marks);
    let mut hold_cost = (1.0 - p) * value.min(marks);
    if value >= marks {
        hold_cost *= 1.5;
    }
    soft_step(fold_cost - hold_cost, HOLD_WIDTH)
}

/// How likely `seat` is to play `card` now, holding its cards in `hand`: it keeps the card most
/// likely to take the last trick and sheds the weakest of the others.
#[must_use]
pub fn play_chance(hand: &Hand, seat: Seat, card: Card) -> f64 {
    let playable = hand.playable_cards(seat);
    if playable.len() <= 1 {
        return 1.0;
    }
    let judged = Judgement::of(hand, seat);
    let keeper = judged.keeper().filter(|k| playable.contains(*k));
    let weight = |c: Card| (-SHED_SHARPNESS * judged.boss_of(c)).exp();
    let others: f64 = playable
        .iter()
        .filter(|c| Some(*c) != keeper)
        .map(weight)
        .sum();
    let chance = if Some(card) == keeper {
        SPENDS_KEEPER
    } else {
        let share = if keeper.is_some() {
            1.0 - SPENDS_KEEPER
        } else {
            1.0
        };
        share * weight(card) / others.max(f64::MIN_POSITIVE)
    };
    chance.max(FLOOR)
}
