//! Siebenschräm bots. [`Bot`] decides from a [`PlayerView`] and the seat's legal actions;
//! [`CheatBot`] (arena only) searches the real hand instead of samples.
//!
//! Knocking is open to every active seat at any moment, so a table asks each bot seat, whenever
//! something happened, `decide` with its own legal actions: `None` means "not now". The seat
//! being awaited always gets `Some(action)`.

mod heuristic;
mod knowledge;
mod rollout;
mod sample;
mod search;

use crate::ai::{Budget, Clock, Level};
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::schraem::{Action, ActionList, Hand, Match, PhaseView, PlayerView, Ruleset};
use crate::engine::seat::Seat;
use knowledge::Knowledge;
use sample::Frame;
use search::Scores;

/// The hard level's default budget per decision: p95 ≤ 150 ms in the browser.
pub const HARD_BUDGET_MS: f64 = 120.0;

/// A computer opponent at one seat. Deterministic given its seed and the views it is shown
/// (and, for the hard level, the amount of search the budget allows).
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    rules: Ruleset,
    rng: Xoshiro256StarStar,
    budget: Budget,
}

impl Bot {
    /// A bot of `level` for a table playing `rules` (the rules of the match: the hard level
    /// simulates them).
    #[must_use]
    pub fn new(level: Level, seed: u64, rules: Ruleset) -> Bot {
        Bot {
            level,
            rules,
            rng: Xoshiro256StarStar::from_seed(seed),
            budget: Budget::Millis(HARD_BUDGET_MS),
        }
    }

    /// Replaces the search budget of the hard level (ignored by the other levels).
    #[must_use]
    pub fn with_budget(mut self, budget: Budget) -> Bot {
        self.budget = budget;
        self
    }

    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }

    /// Decides at once (arena, tests). `budget_ms` bounds the hard level's search when its
    /// budget is in milliseconds.
    pub fn decide(
        &mut self,
        view: &PlayerView,
        legal: &ActionList,
        clock: &dyn Clock,
        budget_ms: f64,
    ) -> Option<Action> {
        let mut t = self.begin(view, legal);
        if let Budget::Millis(_) = t.budget {
            t.budget = Budget::Millis(budget_ms);
        }
        loop {
            if let Some(d) = t.step(clock, f64::INFINITY) {
                return d;
            }
        }
    }

    /// Starts a decision to be computed in slices ([`Thinking::step`]).
    pub fn begin(&mut self, view: &PlayerView, legal: &ActionList) -> Thinking {
        Thinking::new(self, view, legal, None)
    }
}

/// A decision in progress, owned by the caller between time slices.
#[derive(Clone, Debug)]
pub struct Thinking {
    me: Seat,
    fallback: Option<Action>,
    done: bool,
    frame: Option<Frame>,
    truth: Option<Hand>,
    scores: Scores,
    rng: Xoshiro256StarStar,
    budget: Budget,
    started: Option<f64>,
    misses: u32,
}

impl Thinking {
    fn new(bot: &mut Bot, view: &PlayerView, legal: &ActionList, truth: Option<Hand>) -> Thinking {
        let fallback = heuristic::decide(bot.level, &bot.rules, view, legal, &mut bot.rng);
        let rng = Xoshiro256StarStar::from_seed(bot.rng.next_word());
        let me = view.seat.unwrap_or(Seat(0));
        let candidates = if bot.level == Level::Hard {
            candidates(&bot.rules, view, legal, fallback)
        } else {
            Vec::new()
        };
        let frame = if candidates.len() > 1 && truth.is_none() {
            Frame::of(view, &bot.rules)
        } else {
            None
        };
        let done = candidates.len() <= 1 || (frame.is_none() && truth.is_none());
        Thinking {
            me,
            fallback,
            done,
            frame,
            truth,
            scores: Scores::new(candidates),
            rng,
            budget: bot.budget,
            started: None,
            misses: 0,
        }
    }

    /// Sampled deals searched so far (0 when the heuristic decides alone).
    #[must_use]
    pub fn samples(&self) -> u32 {
        self.scores.samples
    }

    /// Searches for at most `slice_ms` (one iteration may overrun it slightly); `Some(decision)`
    /// once the decision is made, `None` to be called again later.
    pub fn step(&mut self, clock: &dyn Clock, slice_ms: f64) -> Option<Option<Action>> {
        if self.done {
            return Some(self.fallback);
        }
        let slice_start = clock.now_ms();
        let t0 = *self.started.get_or_insert(slice_start);
        let mut worked = false;
        loop {
            let exhausted = match self.budget {
                Budget::Samples(n) => self.scores.samples >= n,
                Budget::Millis(ms) => clock.now_ms() - t0 >= ms && self.scores.samples > 0,
            };
            // Sampling can keep failing on a history it cannot reproduce: give up then.
            if exhausted || self.misses > 400 + 20 * self.scores.samples {
                self.done = true;
                if self.scores.samples > 0 {
                    self.fallback = self.scores.best().unwrap_or(self.fallback);
                }
                return Some(self.fallback);
            }
            // At least one iteration per slice, so that tiny slices still make progress.
            if worked && clock.now_ms() - slice_start >= slice_ms {
                return None;
            }
            worked = true;
            let sample = match (&self.truth, &self.frame) {
                (Some(h), _) => Some(*h),
                (None, Some(f)) => f.sample(&mut self.rng),
                (None, None) => None,
            };
            match sample {
                Some(hand) => self.scores.add_sample(&hand, self.me, &mut self.rng),
                None => self.misses += 1,
            }
        }
    }
}

/// The actions the hard level compares; one or none means the heuristic decides.
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

/// A bot that sees every hand (benchmarks only: never offered in the game). It searches the
/// real deal with the same rollouts as the hard level, so the gap between the two measures what
/// sampling hidden cards costs.
#[derive(Clone, Debug)]
pub struct CheatBot {
    inner: Bot,
}

impl CheatBot {
    #[must_use]
    pub fn new(seed: u64, rules: Ruleset, budget: Budget) -> CheatBot {
        CheatBot {
            inner: Bot::new(Level::Hard, seed, rules).with_budget(budget),
        }
    }

    /// Decides for `seat` looking at the whole match.
    pub fn decide(&mut self, game: &Match, seat: Seat, clock: &dyn Clock) -> Option<Action> {
        let view = game.view(seat);
        let legal = game.legal_actions(seat);
        let truth = game.hand().copied();
        let mut t = Thinking::new(&mut self.inner, &view, &legal, truth);
        loop {
            if let Some(d) = t.step(clock, f64::INFINITY) {
                return d;
            }
        }
    }
}
