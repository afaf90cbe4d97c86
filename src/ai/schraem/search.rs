//! Hard level: perfect-information Monte Carlo. Each iteration samples one hand consistent with
//! the view ([`super::sample::Frame`]), applies every candidate action to a copy and finishes the
//! hand with the rollout policy; the candidate with the best mean utility wins. Knocking and
//! holding are thereby decided by win probability against the stake, in marks.

use super::rollout::finish;
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::schraem::{Action, Hand};
use crate::engine::seat::Seat;

/// What one seat gains from a finished hand: its own marks count fully (being knocked out of
/// the game counts double), the opponents' losses count a little (they are behind me then).
#[must_use]
pub fn utility(start: &Hand, end: &Hand, me: Seat) -> f64 {
    let Some(o) = end.outcome() else { return 0.0 };
    if o.escape {
        return if o.winner == me { 1.0 } else { -1.0 };
    }
    let n = end.players();
    let lives = start.marks(me) + start.losses()[me.index()];
    let mine = o.losses[me.index()];
    let mut u = -f64::from(mine);
    if mine >= lives && lives > 0 {
        u -= 2.0;
    }
    let mut others = 0.0;
    let mut count = 0.0;
    for s in 0..n {
        if s != me.index() && start.is_dealt_in(Seat(s as u8)) {
            let l = start.marks(Seat(s as u8)) + start.losses()[s];
            others += f64::from(o.losses[s].min(l.max(0)));
            count += 1.0;
        }
    }
    if count > 0.0 {
        u += 0.4 * others / count;
    }
    u
}

/// Sums of utility per candidate.
#[derive(Clone, Debug)]
pub struct Scores {
    pub candidates: Vec<Option<Action>>,
    pub sums: Vec<f64>,
    pub samples: u32,
}

impl Scores {
    #[must_use]
    pub fn new(candidates: Vec<Option<Action>>) -> Scores {
        let sums = vec![0.0; candidates.len()];
        Scores {
            candidates,
            sums,
            samples: 0,
        }
    }

    /// Evaluates every candidate on one sampled `hand` (common random numbers: each candidate's
    /// rollout starts from the same generator state).
    pub fn add_sample(&mut self, hand: &Hand, me: Seat, rng: &mut Xoshiro256StarStar) {
        let base = rng.next_word();
        for (i, cand) in self.candidates.iter().enumerate() {
            let mut h = *hand;
            if let Some(a) = cand {
                if h.apply(me, *a).is_err() {
                    self.sums[i] -= 100.0;
                    continue;
                }
            }
            let mut r = Xoshiro256StarStar::from_seed(base);
            finish(&mut h, &mut r);
            self.sums[i] += utility(hand, &h, me);
        }
        self.samples += 1;
    }

    /// The best candidate; a knock must beat not knocking by a margin (it cannot be taken back).
    #[must_use]
    pub fn best(&self) -> Option<Option<Action>> {
        let mut best: Option<(usize, f64)> = None;
        for (i, s) in self.sums.iter().enumerate() {
            let mut mean = s / f64::from(self.samples.max(1));
            if self.candidates[i] == Some(Action::Knock) {
                mean -= 0.05;
            }
            if best.is_none_or(|(_, m)| mean > m) {
                best = Some((i, mean));
            }
        }
        best.map(|(i, _)| self.candidates[i])
    }
}
