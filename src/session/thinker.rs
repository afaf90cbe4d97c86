//! A computer player's decision on either game, computed in slices so the page never freezes:
//! it starts from the seat's view and legal actions only (never the match itself).

use super::any::{AnyAction, AnyMatch, Wrap};
use crate::ai::{Bot, BotGame, Budget, Clock, Level, Thinking};
use crate::engine::Seat;

/// A decision in progress, of either game.
pub struct Thinker(Box<dyn Think>);

/// A decision in progress of one game, as the app steps it.
trait Think {
    fn step(&mut self, clock: &dyn Clock, slice_ms: f64) -> Option<Option<AnyAction>>;
    fn samples(&self) -> u32;
}

impl<G: BotGame + Wrap> Think for Thinking<G> {
    fn step(&mut self, clock: &dyn Clock, slice_ms: f64) -> Option<Option<AnyAction>> {
        Thinking::step(self, clock, slice_ms).map(|d| d.map(G::wrap_action))
    }
    fn samples(&self) -> u32 {
        Thinking::samples(self)
    }
}

fn begin<G: BotGame>(
    m: &G,
    seat: Seat,
    bot: Level,
    seed: u64,
    samples: Option<u32>,
) -> Thinking<G> {
    let mut b = Bot::<G>::new(bot, seed, *m.rules());
    if let Some(n) = samples {
        b = b.with_budget(Budget::Samples(n));
    }
    b.begin(&m.view_for(Some(seat)), &m.legal_actions(seat))
}

impl Thinker {
    /// Starts `seat`'s decision from what that seat may see; `seed` makes it reproducible.
    #[must_use]
    pub fn begin(live: &AnyMatch, seat: Seat, bot: Level, seed: u64) -> Thinker {
        Thinker::begin_with(live, seat, bot, seed, None)
    }

    /// As [`Thinker::begin`]; with `samples`, the hard level searches that many sampled deals
    /// instead of its time budget (reproducible on any machine: tests).
    #[must_use]
    pub fn begin_with(
        live: &AnyMatch,
        seat: Seat,
        bot: Level,
        seed: u64,
        samples: Option<u32>,
    ) -> Thinker {
        crate::each_game!(live, m => Thinker(Box::new(begin(m, seat, bot, seed, samples))))
    }

    /// One slice of at most `slice_ms`: `Some(decision)` when done (`Some(None)`: nothing now,
    /// an out-of-turn knock declined).
    pub fn step(&mut self, clock: &dyn Clock, slice_ms: f64) -> Option<Option<AnyAction>> {
        self.0.step(clock, slice_ms)
    }

    /// Samples searched so far (the hard level).
    #[must_use]
    pub fn samples(&self) -> u32 {
        self.0.samples()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::StepClock;
    use crate::engine::GameKind;
    use crate::session::MatchSetup;

    #[test]
    fn a_bot_decides_a_legal_action_for_either_game() {
        for game in GameKind::ALL {
            let setup = MatchSetup::default_for(game, "Ann");
            let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 12).unwrap();
            let seat = live.to_act().unwrap();
            for bot in Level::OFFERED {
                let mut t = Thinker::begin(&live, seat, bot, 1);
                let clock = StepClock::new(1.0);
                let decision = loop {
                    if let Some(d) = t.step(&clock, 8.0) {
                        break d;
                    }
                };
                let action = decision.expect("the awaited seat acts");
                assert!(live.legal_actions(seat).contains(&action));
            }
        }
    }
}
