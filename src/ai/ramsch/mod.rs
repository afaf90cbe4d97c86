//! Schieberamsch bots. [`Bot`] decides from a [`PlayerView`] and the seat's legal actions;
//! [`CheatBot`] (arena only) searches the real deal instead of samples. Kontra and Re are offered
//! to seats that are not awaited: `decide` returns `None` there when the bot lets it pass.

mod policy;
mod rollout;
mod sample;

use crate::ai::{Budget, Clock, Level};
use crate::engine::ramsch::{Action, ActionList, DealState, Match, PhaseView, PlayerView, Ruleset};
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::seat::Seat;
use sample::Frame;

/// The hard level's default budget per decision: p95 ≤ 150 ms in the browser.
pub const HARD_BUDGET_MS: f64 = 120.0;

/// A computer opponent at one seat, deterministic given its seed and the views it is shown
/// (and, for the hard level, the amount of search its budget allows).
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    rules: Ruleset,
    rng: Xoshiro256StarStar,
    budget: Budget,
}

impl Bot {
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

    /// Decides at once (arena, tests).
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
    truth: Option<DealState>,
    candidates: Vec<Action>,
    sums: Vec<f64>,
    samples: u32,
    misses: u32,
    rng: Xoshiro256StarStar,
    budget: Budget,
    started: Option<f64>,
}

impl Thinking {
    fn new(
        bot: &mut Bot,
        view: &PlayerView,
        legal: &ActionList,
        truth: Option<DealState>,
    ) -> Thinking {
        let fallback = heuristic(bot.level, view, legal, &mut bot.rng);
        let rng = Xoshiro256StarStar::from_seed(bot.rng.next_word());
        let candidates = if bot.level == Level::Hard && view.public.to_act == Some(view.seat) {
            candidates(view, legal, fallback)
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
            me: view.seat,
            fallback,
            done,
            frame,
            truth,
            sums: vec![0.0; candidates.len()],
            candidates,
            samples: 0,
            misses: 0,
            rng,
            budget: bot.budget,
            started: None,
        }
    }

    /// Sampled deals searched so far (0 when the heuristic decides alone).
    #[must_use]
    pub fn samples(&self) -> u32 {
        self.samples
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
            let now = clock.now_ms();
            let exhausted = match self.budget {
                Budget::Samples(n) => self.samples >= n,
                Budget::Millis(ms) => now - t0 >= ms && self.samples > 0,
            };
            if exhausted || self.misses > 200 + 4 * self.samples {
                self.done = true;
                if let Some(best) = self.best() {
                    self.fallback = Some(best);
                }
                return Some(self.fallback);
            }
            // At least one iteration per slice, so that tiny slices still make progress.
            if worked && now - slice_start >= slice_ms {
                return None;
            }
            worked = true;
            let sample = match (&self.truth, &self.frame) {
                (Some(d), _) => Some(d.clone()),
                (None, Some(f)) => f.sample(&mut self.rng),
                (None, None) => None,
            };
            match sample {
                Some(deal) => self.add_sample(&deal),
                None => self.misses += 1,
            }
        }
    }

    fn add_sample(&mut self, deal: &DealState) {
        let base = self.rng.next_word();
        for (i, a) in self.candidates.iter().enumerate() {
            let mut d = deal.clone();
            if d.apply(self.me, *a).is_err() {
                self.sums[i] -= 1000.0;
                continue;
            }
            let mut r = Xoshiro256StarStar::from_seed(base);
            rollout::finish(&mut d, &mut r);
            self.sums[i] -= d
                .result()
                .map_or(0.0, |res| f64::from(res.score[self.me.index()]));
        }
        self.samples += 1;
    }

    fn best(&self) -> Option<Action> {
        if self.samples == 0 {
            return None;
        }
        let i = (0..self.sums.len()).max_by(|&a, &b| self.sums[a].total_cmp(&self.sums[b]))?;
        Some(self.candidates[i])
    }
}

/// The actions the hard level compares by search; one or none means the heuristic decides.
fn candidates(view: &PlayerView, legal: &ActionList, fallback: Option<Action>) -> Vec<Action> {
    match view.public.phase {
        PhaseView::Play if view.public.soloist.is_none() => legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Play { .. }))
            .collect(),
        PhaseView::SkatRound { picked_up: 0 } => legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::PickUpBoth | Action::Push))
            .collect(),
        _ => fallback.into_iter().collect(),
    }
}

/// The random, easy and medium levels (and the hard level's decisions it does not search).
fn heuristic(
    level: Level,
    view: &PlayerView,
    legal: &ActionList,
    rng: &mut Xoshiro256StarStar,
) -> Option<Action> {
    let awaited = view.public.to_act == Some(view.seat);
    if legal.is_empty() {
        return None;
    }
    let hand = view.hand;
    let say = |a: Action, want: bool| (legal.contains(&a) && want).then_some(a);
    match level {
        Level::Random => {
            if !awaited {
                return None;
            }
            let plain: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| !matches!(a, Action::Kontra | Action::Re))
                .collect();
            return plain
                .get(rng.below(plain.len().max(1) as u64) as usize)
                .copied();
        }
        Level::Easy if awaited && rng.below(100) < 30 => {
            // A human-like slip: any legal card or skat choice.
            let plain: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| !matches!(a, Action::Kontra | Action::Re | Action::GrandHand))
                .collect();
            if !plain.is_empty() {
                return Some(plain[rng.below(plain.len() as u64) as usize]);
            }
        }
        _ => {}
    }
    if let Some(a) = say(Action::Kontra, policy::wants_kontra(hand))
        .or_else(|| say(Action::Re, policy::wants_re(hand)))
    {
        return Some(a);
    }
    if !awaited {
        return None;
    }
    match view.public.phase {
        PhaseView::GrandHandOffer => Some(if policy::wants_grand(hand) {
            Action::GrandHand
        } else {
            Action::Pass
        }),
        PhaseView::SkatRound { picked_up: 0 } => {
            if policy::wants_push(hand, view.public.pushes) && legal.contains(&Action::Push) {
                Some(Action::Push)
            } else {
                Some(Action::PickUpBoth)
            }
        }
        PhaseView::SkatRound { .. } => policy::discard(hand, legal),
        PhaseView::Play => {
            let trick: Vec<_> = view
                .public
                .tricks
                .last()
                .filter(|t| t.winner.is_none())
                .map(|t| t.cards.iter().map(|(_, c)| *c).collect())
                .unwrap_or_default();
            let card = if view.public.soloist.is_some() {
                policy::grand_card(hand, &trick)
            } else {
                policy::play_card(hand, &trick)
            };
            card.map(|card| Action::Play { card })
                .filter(|a| legal.contains(a))
                .or_else(|| legal.first().copied())
        }
        _ => legal.first().copied(),
    }
}

/// A bot that sees every card (benchmarks only: never offered in the game). Same search as the
/// hard level on the real deal: the gap measures what hidden cards cost.
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
        let mut t = Thinking::new(&mut self.inner, &view, &legal, game.deal().cloned());
        loop {
            if let Some(d) = t.step(clock, f64::INFINITY) {
                return d;
            }
        }
    }
}
