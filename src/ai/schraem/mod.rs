//! Siebenschräm for the bots: the heuristic levels, what a seat can infer from its view, the
//! sampler of hidden cards and the rollout policy, plugged into the shared search
//! ([`crate::ai::Bot`]) through [`BotGame`].
//!
//! Knocking is open to every active seat at any moment, so a table asks each bot seat, whenever
//! something happened, to decide with its own legal actions: `None` means "not now". The seat
//! being awaited always gets `Some(action)`.

mod easy;
mod exploit;
mod heuristic;
mod inference;
mod knock_point;
mod knowledge;
mod rollout;
mod sample;
pub mod search;
pub mod solve;

use crate::ai::search::BotGame;
use crate::ai::Level;
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::schraem::{Action, ActionList, Hand, Match, PhaseView, PlayerView, Ruleset};
use crate::engine::Seat;
use knowledge::Knowledge;
use sample::Frame;

pub use exploit::{Exploit, Exploiter};
pub use knock_point::{knock_point, KnockPoint};
pub use sample::consistent;

impl BotGame for Match {
    type Sim = Hand;
    type Frame = Frame;

    fn viewer(view: &PlayerView) -> Option<Seat> {
        view.seat
    }

    fn heuristic(
        level: Level,
        rules: &Ruleset,
        view: &PlayerView,
        legal: &ActionList,
        rng: &mut Xoshiro256StarStar,
    ) -> Option<Action> {
        heuristic::decide(level, rules, view, legal, rng)
    }

    fn candidates(
        rules: &Ruleset,
        view: &PlayerView,
        legal: &ActionList,
        fallback: Option<Action>,
    ) -> Vec<Option<Action>> {
        let Some(k) = Knowledge::of(view, rules) else {
            return Vec::new();
        };
        let Some(h) = view.hand.as_ref() else {
            return Vec::new();
        };
        if legal.contains(&Action::Look) || fallback == Some(Action::Exchange) {
            return Vec::new();
        }
        match h.phase {
            PhaseView::Answer { .. } if k.awaited => [Action::Hold, Action::Fold]
                .into_iter()
                .filter(|a| legal.contains(a))
                .map(Some)
                .collect(),
            PhaseView::Play { .. } if k.awaited => legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Play(_) | Action::Knock))
                .map(Some)
                .collect(),
            // Out of turn: search only when the hand looks promising enough to knock at all.
            PhaseView::Play { .. } if legal.contains(&Action::Knock) && k.win_chance() >= 0.45 => {
                vec![None, Some(Action::Knock)]
            }
            _ => Vec::new(),
        }
    }

    fn frame(view: &PlayerView, rules: &Ruleset) -> Option<Frame> {
        Frame::of(view, rules)
    }

    fn sample(frame: &Frame, rng: &mut Xoshiro256StarStar) -> Option<(Hand, f64)> {
        frame.sample(rng)
    }

    fn truth(&self) -> Option<Hand> {
        self.hand().copied()
    }

    fn evaluate(
        sim: &Hand,
        me: Seat,
        candidate: Option<Action>,
        rng: &mut Xoshiro256StarStar,
    ) -> f64 {
        let mut h = *sim;
        if let Some(a) = candidate {
            if h.apply(me, a).is_err() {
                return -100.0;
            }
        }
        rollout::finish(&mut h, rng);
        search::utility(sim, &h, me)
    }

    /// Holding and folding are mixed on near-ties (issue 28): a player who has learnt exactly
    /// when the bot folds would otherwise knock with anything just then. Its own knocks are not:
    /// mixing them cost more against honest knockers and gained nothing against a player who
    /// answers knowing the cards (docs/bots.md, *Exploiters and the best response*).
    fn mix_kind(candidate: Option<Action>) -> u8 {
        match candidate {
            Some(Action::Hold) => 1,
            Some(Action::Fold) => 2,
            _ => 0,
        }
    }

    const MIX_TEMPERATURE: f64 = 0.1;

    fn bias(candidate: Option<Action>) -> f64 {
        // A knock must beat not knocking by a margin: it cannot be taken back.
        if candidate == Some(Action::Knock) {
            -0.05
        } else {
            0.0
        }
    }
}
