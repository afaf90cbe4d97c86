//! The bots' decision loop, written once for every game: a [`Bot`] decides from a seat's view and
//! legal actions; its [`Thinking`] compares candidate actions over deals sampled consistently with
//! the view (perfect-information Monte Carlo), in time slices, and falls back on the game's
//! heuristic. A game plugs in through [`BotGame`]. [`CheatBot`] searches the real deal instead
//! (arena only).

use crate::ai::{Budget, Clock, Level};
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::{Game, Seat};

/// The hard level's default budget per decision: p95 ≤ 150 ms in the browser.
pub const HARD_BUDGET_MS: f64 = 120.0;

/// What a game gives the bots. Everything here sees a view, never the match, except
/// [`BotGame::truth`], which only the [`CheatBot`] calls.
pub trait BotGame: Game {
    /// The fast, copyable state a search plays out (one hand or deal).
    type Sim: Clone;
    /// What stays the same between the samples of one decision.
    type Frame;

    /// The viewer of a view (`None`: a spectator's view).
    fn viewer(view: &Self::View) -> Option<Seat>;

    /// The choice of the random, easy and medium levels (and of hard where it does not search).
    /// `None`: nothing now (an out-of-turn knock declined).
    fn heuristic(
        level: Level,
        rules: &Self::Rules,
        view: &Self::View,
        legal: &Self::Actions,
        rng: &mut Xoshiro256StarStar,
    ) -> Option<Self::Action>;

    /// The actions the hard level compares by search (`None`: do nothing now). One or none
    /// means the heuristic decides.
    fn candidates(
        rules: &Self::Rules,
        view: &Self::View,
        legal: &Self::Actions,
        fallback: Option<Self::Action>,
    ) -> Vec<Option<Self::Action>>;

    /// The part of the view a sampler needs, or `None` if it cannot sample this position.
    fn frame(view: &Self::View, rules: &Self::Rules) -> Option<Self::Frame>;

    /// One position consistent with everything the viewer has seen, with its weight: how likely
    /// the other seats' observed choices are if they hold these cards (1.0 when the game infers
    /// nothing from choices). `None` when this draw does not fit the history.
    fn sample(frame: &Self::Frame, rng: &mut Xoshiro256StarStar) -> Option<(Self::Sim, f64)>;

    /// The real position (all cards): for the cheat bot of the arena only.
    fn truth(&self) -> Option<Self::Sim>;

    /// The decision is a card to play (not a bid, a skat choice or a knock): where the arena's
    /// `cheatplay` seat looks at the real deal. Only Schieberamsch says so; elsewhere
    /// `cheatplay` is hard.
    fn is_card_play(_view: &Self::View) -> bool {
        false
    }

    /// The decision is the lead of one of the first tricks, where the arena's `cheatlead` seat
    /// looks at the real deal (Schieberamsch only, like [`BotGame::is_card_play`]).
    fn is_early_lead(_view: &Self::View) -> bool {
        false
    }

    /// Plays `candidate` for `me` in `sim`, finishes the hand with the rollout policy and
    /// returns what it is worth to `me` (a candidate the sample refuses scores very low).
    fn evaluate(
        sim: &Self::Sim,
        me: Seat,
        candidate: Option<Self::Action>,
        rng: &mut Xoshiro256StarStar,
    ) -> f64;

    /// On equal means, the later candidate wins (else the earlier). Schieberamsch lists "pick
    /// up" before "push" and prefers pushing when both cost nothing in every sample.
    const LATER_WINS_TIES: bool = false;

    /// A margin a candidate's mean must beat (a knock cannot be taken back).
    fn bias(_candidate: Option<Self::Action>) -> f64 {
        0.0
    }

    /// The kind of choice a candidate is, for mixing: near-ties between the best candidate and
    /// the best one of another kind with a temperature ([`BotGame::MIX_TEMPERATURE`]) are
    /// decided by a weighted coin, so that a player who knows the policy cannot tell the choice
    /// in advance. 0 for every candidate: never mixed.
    fn mix_kind(_candidate: Option<Self::Action>) -> u8 {
        0
    }

    /// The temperature of that coin, in the utility's units: the other kind is chosen with
    /// probability `1 / (1 + exp(gap / T))` (a gap of T: 27 %; 3T: 5 %).
    const MIX_TEMPERATURE: f64 = 0.0;
}

/// A computer opponent at one seat. Deterministic given its seed and the views it is shown
/// (and, for the hard level, the amount of search its budget allows).
#[derive(Clone, Debug)]
pub struct Bot<G: BotGame> {
    level: Level,
    rules: G::Rules,
    rng: Xoshiro256StarStar,
    budget: Budget,
}

impl<G: BotGame> Bot<G> {
    /// A bot of `level` for a table playing `rules` (the hard level simulates them).
    #[must_use]
    pub fn new(level: Level, seed: u64, rules: G::Rules) -> Bot<G> {
        Bot {
            level,
            rules,
            rng: Xoshiro256StarStar::from_seed(seed),
            budget: Budget::Millis(HARD_BUDGET_MS),
        }
    }

    /// Replaces the search budget of the hard level (ignored by the other levels).
    #[must_use]
    pub fn with_budget(mut self, budget: Budget) -> Bot<G> {
        self.budget = budget;
        self
    }

    /// The same bot with a fresh generator: the same policy, other coin flips (the arena's
    /// best response plays on with such copies).
    #[must_use]
    pub fn reseeded(mut self, seed: u64) -> Bot<G> {
        self.rng = Xoshiro256StarStar::from_seed(seed);
        self
    }

    /// The bot's level.
    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }

    /// Decides at once (arena, tests). `budget_ms` replaces a budget in milliseconds.
    pub fn decide(
        &mut self,
        view: &G::View,
        legal: &G::Actions,
        clock: &dyn Clock,
        budget_ms: f64,
    ) -> Option<G::Action> {
        let mut t = self.begin(view, legal);
        if let Budget::Millis(_) = t.budget {
            t.budget = Budget::Millis(budget_ms);
        }
        t.finish(clock)
    }

    /// Starts a decision to be computed in slices ([`Thinking::step`]).
    pub fn begin(&mut self, view: &G::View, legal: &G::Actions) -> Thinking<G> {
        Thinking::new(self, view, legal, None)
    }
}

/// A decision in progress, owned by the caller between time slices.
pub struct Thinking<G: BotGame> {
    me: Seat,
    fallback: Option<G::Action>,
    done: bool,
    frame: Option<G::Frame>,
    truth: Option<G::Sim>,
    candidates: Vec<Option<G::Action>>,
    sums: Vec<f64>,
    /// The total weight of the samples searched (their count for the cheat bot).
    weight: f64,
    samples: u32,
    misses: u32,
    rng: Xoshiro256StarStar,
    budget: Budget,
    started: Option<f64>,
}

impl<G: BotGame> Thinking<G> {
    fn new(
        bot: &mut Bot<G>,
        view: &G::View,
        legal: &G::Actions,
        truth: Option<G::Sim>,
    ) -> Thinking<G> {
        let fallback = G::heuristic(bot.level, &bot.rules, view, legal, &mut bot.rng);
        let rng = Xoshiro256StarStar::from_seed(bot.rng.next_word());
        let candidates = if bot.level == Level::Hard {
            G::candidates(&bot.rules, view, legal, fallback)
        } else {
            Vec::new()
        };
        let frame = if candidates.len() > 1 && truth.is_none() {
            G::frame(view, &bot.rules)
        } else {
            None
        };
        let done = candidates.len() <= 1 || (frame.is_none() && truth.is_none());
        Thinking {
            me: G::viewer(view).unwrap_or(Seat(0)),
            fallback,
            done,
            frame,
            truth,
            sums: vec![0.0; candidates.len()],
            weight: 0.0,
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
    /// once the decision is made (`Some(None)`: nothing now), `None` to be called again later.
    pub fn step(&mut self, clock: &dyn Clock, slice_ms: f64) -> Option<Option<G::Action>> {
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
            // Sampling can keep failing on a history it cannot reproduce: give up then.
            if exhausted || self.misses > 400 + 20 * self.samples {
                self.done = true;
                if let Some(best) = self.choose() {
                    self.fallback = best;
                }
                return Some(self.fallback);
            }
            // At least one iteration per slice, so that tiny slices still make progress.
            if worked && now - slice_start >= slice_ms {
                return None;
            }
            worked = true;
            let sample = match (&self.truth, &self.frame) {
                (Some(truth), _) => Some((truth.clone(), 1.0)),
                (None, Some(frame)) => G::sample(frame, &mut self.rng),
                (None, None) => None,
            };
            match sample {
                Some((sim, weight)) => self.add_sample(&sim, weight),
                None => self.misses += 1,
            }
        }
    }

    /// Thinks until the decision is made.
    pub fn finish(&mut self, clock: &dyn Clock) -> Option<G::Action> {
        loop {
            if let Some(decision) = self.step(clock, f64::INFINITY) {
                return decision;
            }
        }
    }

    /// Evaluates every candidate on one sample (common random numbers: each rollout starts
    /// from the same generator state), weighted by how well the sample explains what the other
    /// seats did.
    fn add_sample(&mut self, sim: &G::Sim, weight: f64) {
        let base = self.rng.next_word();
        for (sum, candidate) in self.sums.iter_mut().zip(&self.candidates) {
            let mut rng = Xoshiro256StarStar::from_seed(base);
            *sum += weight * G::evaluate(sim, self.me, *candidate, &mut rng);
        }
        self.weight += weight;
        self.samples += 1;
    }

    /// The best candidate ([`Thinking::best`]), or now and then, on a near-tie, the best one
    /// of another kind ([`BotGame::mix_kind`]).
    fn choose(&mut self) -> Option<Option<G::Action>> {
        let best = self.best()?;
        if G::MIX_TEMPERATURE <= 0.0 {
            return Some(best);
        }
        let n = self.weight;
        let mean = |i: usize| self.sums[i] / n + G::bias(self.candidates[i]);
        let at = self.candidates.iter().position(|c| *c == best)?;
        let kind = G::mix_kind(best);
        let other = (0..self.candidates.len())
            .filter(|&i| G::mix_kind(self.candidates[i]) != kind)
            .max_by(|&a, &b| mean(a).total_cmp(&mean(b)));
        let Some(other) = other else {
            return Some(best);
        };
        let gap = (mean(at) - mean(other)).max(0.0);
        let chance = 1.0 / (1.0 + (gap / G::MIX_TEMPERATURE).exp());
        // 2^-53 resolution: a chance below that is never drawn.
        let draw = (self.rng.next_word() >> 11) as f64 / (1u64 << 53) as f64;
        Some(if draw < chance {
            self.candidates[other]
        } else {
            best
        })
    }

    /// The candidate with the best mean (after its bias), once something was sampled.
    fn best(&self) -> Option<Option<G::Action>> {
        if self.samples == 0 || self.weight <= 0.0 {
            return None;
        }
        let n = self.weight;
        self.candidates
            .iter()
            .zip(&self.sums)
            .map(|(c, s)| (*c, s / n + G::bias(*c)))
            .fold(None, |best: Option<(Option<G::Action>, f64)>, (c, m)| {
                let keep = match best {
                    Some((_, bm)) if G::LATER_WINS_TIES => bm > m,
                    Some((_, bm)) => bm >= m,
                    None => false,
                };
                if keep {
                    best
                } else {
                    Some((c, m))
                }
            })
            .map(|(c, _)| c)
    }
}

/// A bot that sees every card (benchmarks only: never offered in the game). It searches the
/// real deal with the same rollouts as the hard level, so the gap between the two measures what
/// sampling hidden cards costs.
#[derive(Clone, Debug)]
pub struct CheatBot<G: BotGame> {
    inner: Bot<G>,
    /// Which decisions look at the real deal; the others are hard's.
    peeks: Peek,
}

/// Where a [`CheatBot`] looks at the real deal: measuring how much of its lead over the hard
/// level each kind of decision is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Peek {
    /// Every decision (the arena's `cheat`).
    Always,
    /// Card play only (`cheatplay`).
    CardPlay,
    /// The leads of the first tricks only (`cheatlead`).
    EarlyLeads,
}

impl Peek {
    /// Every kind, with the arena's name for its seat.
    pub const ALL: [(Peek, &'static str); 3] = [
        (Peek::Always, "cheat"),
        (Peek::CardPlay, "cheatplay"),
        (Peek::EarlyLeads, "cheatlead"),
    ];

    /// The kind the arena's seat `id` names, if it names one.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Peek> {
        Peek::ALL
            .iter()
            .find(|(_, name)| *name == id)
            .map(|(p, _)| *p)
    }
}

impl<G: BotGame> CheatBot<G> {
    /// A cheat bot with `seed` for `rules`, searching with `budget`.
    #[must_use]
    pub fn new(seed: u64, rules: G::Rules, budget: Budget) -> CheatBot<G> {
        CheatBot {
            inner: Bot::new(Level::Hard, seed, rules).with_budget(budget),
            peeks: Peek::Always,
        }
    }

    /// The same bot with a fresh generator (see [`Bot::reseeded`]).
    #[must_use]
    pub fn reseeded(mut self, seed: u64) -> CheatBot<G> {
        self.inner = self.inner.reseeded(seed);
        self
    }

    /// The same bot, seeing the real deal only for the decisions `peeks` names.
    #[must_use]
    pub fn peeking(mut self, peeks: Peek) -> CheatBot<G> {
        self.peeks = peeks;
        self
    }

    /// Decides for `seat` looking at the whole match.
    pub fn decide(&mut self, game: &G, seat: Seat, clock: &dyn Clock) -> Option<G::Action> {
        let view = game.view_for(Some(seat));
        let legal = game.legal_actions(seat);
        let peek = match self.peeks {
            Peek::Always => true,
            Peek::CardPlay => G::is_card_play(&view),
            Peek::EarlyLeads => G::is_early_lead(&view),
        };
        let truth = if peek { game.truth() } else { None };
        Thinking::new(&mut self.inner, &view, &legal, truth).finish(clock)
    }
}
