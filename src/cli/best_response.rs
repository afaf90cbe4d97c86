//! `bestresponse`: the arena's measure of how much a player who knew the hard level perfectly
//! could win (issue 28, item 2). The seat plays its cards as the hard level does; at each of its
//! knocking decisions (its answer to a knock, a knock at its turn, a knock out of turn before a
//! trick's lead) it plays the rest of the hand on the real deal once per choice, with copies of
//! every bot at the table, and takes the choice worth most by the hard level's own measure of a
//! hand ([`crate::ai::schraem::search::settled`]). The copies get fresh generators: the seat
//! knows the others' policy and the cards, not their coin flips. Its later choices in those
//! play-outs are the hard level's, so it is a one-step improvement on hard against hard, a lower
//! bound on what a perfect exploiter wins. Exploitability is its result minus the fair share.

use super::arena::ArenaGame;
use super::arena_seats::{step, Player};
use crate::ai::{Bot, Clock, Level};
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::Seat;

/// The best-response seat.
pub(crate) struct BestResponse<G: ArenaGame> {
    /// The hard level: its cards, and every decision that is not about knocking.
    policy: Bot<G>,
    rules: G::Rules,
    rng: Xoshiro256StarStar,
}

impl<G: ArenaGame> BestResponse<G> {
    /// The seat, its hard level searching with `budget` like the table's hard bots.
    pub(crate) fn new(seed: u64, rules: G::Rules, budget: crate::ai::Budget) -> BestResponse<G> {
        BestResponse {
            policy: Bot::new(Level::Hard, seed, rules).with_budget(budget),
            rules,
            rng: Xoshiro256StarStar::from_seed(seed ^ 0x5EED_B357),
        }
    }

    /// The hard level it plays its cards with (and plays on with in its simulations).
    pub(crate) fn policy(&self) -> &Bot<G> {
        &self.policy
    }

    /// Its choice for `seat` in `m`; `copies` are copies of every seat's bot (its own is its
    /// hard level) for playing the hand on.
    pub(crate) fn decide(
        &mut self,
        m: &G,
        seat: Seat,
        legal: &G::Actions,
        copies: &[Player<G>],
        clock: &dyn Clock,
        budget_ms: f64,
    ) -> Option<G::Action> {
        let view = m.view_for(Some(seat));
        let Some((tries, otherwise)) = G::knock_point(&view, &self.rules, legal) else {
            return self.policy.decide(&view, legal, clock, budget_ms);
        };
        // "Not now, play on as hard would" comes first and keeps ties: a knock must gain.
        let mut options: Vec<Option<G::Action>> = Vec::new();
        if let Some(rest) = otherwise {
            options.push(if rest.is_empty() {
                None
            } else {
                self.policy.decide(&view, &rest, clock, budget_ms)
            });
        }
        options.extend(tries.into_iter().map(Some));
        // Common random numbers: every option is played on with the same fresh generators.
        let seed = self.rng.next_word();
        let mut best: Option<(Option<G::Action>, f64)> = None;
        for option in options {
            let value = play_on(m, seat, option, copies, seed, clock, budget_ms);
            if best.is_none_or(|(_, b)| value > b) {
                best = Some((option, value));
            }
        }
        best.and_then(|(o, _)| o)
    }
}

/// What the rest of the hand is worth to `seat` after it chooses `option` (`None`: nothing now)
/// and the copies play on, until the hand is over.
fn play_on<G: ArenaGame>(
    m: &G,
    seat: Seat,
    option: Option<G::Action>,
    copies: &[Player<G>],
    seed: u64,
    clock: &dyn Clock,
    budget_ms: f64,
) -> f64 {
    let mut sim = m.clone();
    let mut bots: Vec<Player<G>> = copies
        .iter()
        .enumerate()
        .filter_map(|(i, b)| b.copy(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
        .collect();
    let hands = G::hands_done(m);
    if let Some(a) = option {
        if sim.apply(seat, a).is_err() {
            return f64::NEG_INFINITY;
        }
    }
    let mut times = vec![Vec::new(); bots.len()];
    for _ in 0..10_000 {
        if sim.is_finished() || G::hands_done(&sim) > hands {
            break;
        }
        if step(&mut sim, &mut bots, &mut times, clock, budget_ms).is_err() {
            break;
        }
    }
    G::hand_value(m, &sim, seat)
}
