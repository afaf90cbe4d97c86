//! The arena's seats and its table protocol: who sits where (a level, a cheat bot, a fixed
//! habit, the best response), and one move at a table of bots. Written apart from the arena's
//! scoring so that the best-response seat can play the rest of a hand with copies of the
//! table's bots exactly as the arena plays it.

use super::arena::ArenaGame;
use super::best_response::BestResponse;
use crate::ai::{Bot, CheatBot, Clock};
use crate::engine::{Game, Seat};

/// A seat deciding from its view and legal actions alone with a fixed strategy.
pub(super) type ViewSeat<G> =
    Box<dyn FnMut(&<G as Game>::View, &<G as Game>::Actions) -> Option<<G as Game>::Action>>;

/// One seat's bot.
pub(super) enum Player<G: ArenaGame> {
    Honest(Bot<G>),
    Cheat(CheatBot<G>),
    Fixed(ViewSeat<G>),
    Best(BestResponse<G>),
}

impl<G: ArenaGame> Player<G> {
    /// A copy for playing on in a simulation, with a fresh generator (`seed`): the copy follows
    /// the same policy without repeating its coin flips. The best response plays on as the
    /// hard level it is built on. `None` for a fixed habit (a closure cannot be copied).
    pub(super) fn copy(&self, seed: u64) -> Option<Player<G>> {
        match self {
            Player::Honest(b) => Some(Player::Honest(b.clone().reseeded(seed))),
            Player::Cheat(c) => Some(Player::Cheat(c.clone().reseeded(seed))),
            Player::Fixed(_) => None,
            Player::Best(b) => Some(Player::Honest(b.policy().clone().reseeded(seed))),
        }
    }
}

/// One move at a table of bots, applied to `m`: see [`next_move`].
///
/// # Errors
/// When the awaited bot does nothing or an action is refused.
pub(super) fn step<G: ArenaGame>(
    m: &mut G,
    bots: &mut [Player<G>],
    times: &mut [Vec<f64>],
    clock: &dyn Clock,
    budget_ms: f64,
) -> Result<(), String> {
    let n = bots.len();
    let awaited = m.to_act().ok_or("nobody to act")?;
    let (s, action) = next_move(n, awaited, times, clock, |s| {
        let legal = m.legal_actions(s);
        if legal.is_empty() {
            return None;
        }
        if matches!(bots[s.index()], Player::Best(_)) {
            // The best response plays the rest of the hand with copies of everyone.
            let copies: Option<Vec<Player<G>>> = bots
                .iter()
                .enumerate()
                .map(|(i, b)| b.copy(i as u64))
                .collect();
            let Player::Best(b) = &mut bots[s.index()] else {
                return None;
            };
            return b.decide(m, s, &legal, copies.as_deref()?, clock, budget_ms);
        }
        match &mut bots[s.index()] {
            Player::Honest(b) => b.decide(&m.view_for(Some(s)), &legal, clock, budget_ms),
            Player::Cheat(c) => c.decide(m, s, clock),
            Player::Fixed(f) => f(&m.view_for(Some(s)), &legal),
            Player::Best(_) => None,
        }
    })?;
    m.apply(s, action)
        .map(|_| ())
        .map_err(|e| format!("seat {} {action:?}: {e}", s.0))
}

/// One move at a table of bots: every seat but the awaited one may act first (knock out of
/// turn), asked clockwise from the awaited seat; if none does, the awaited seat must, and its
/// decision time is recorded. `decide` answers `None` for "nothing now".
///
/// # Errors
/// When the awaited bot does nothing.
fn next_move<A>(
    players: usize,
    awaited: Seat,
    times: &mut [Vec<f64>],
    clock: &dyn Clock,
    mut decide: impl FnMut(Seat) -> Option<A>,
) -> Result<(Seat, A), String> {
    for k in 1..players {
        let s = Seat(((awaited.index() + k) % players) as u8);
        if let Some(action) = decide(s) {
            return Ok((s, action));
        }
    }
    let t = clock.now_ms();
    let choice = decide(awaited);
    times[awaited.index()].push(clock.now_ms() - t);
    choice
        .map(|action| (awaited, action))
        .ok_or_else(|| "the awaited bot did nothing".to_owned())
}
