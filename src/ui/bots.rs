//! The computer players in the browser: decisions are computed in short slices from timer
//! callbacks, so no main-thread task runs long enough to freeze the page.

use crate::ai::{self, Clock, Level};
use crate::engine::Seat;
use crate::session::{BotLevel, GameAction, LiveMatch};

/// Longest piece of search per timer callback, in milliseconds (well under the 50 ms a task may
/// take before the page feels frozen).
pub const SLICE_MS: f64 = 12.0;

/// `performance.now()`.
pub struct PerformanceClock;

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        gloo::utils::window().performance().map_or(0.0, |p| p.now())
    }
}

fn level(level: BotLevel) -> Level {
    match level {
        BotLevel::Easy => Level::Easy,
        BotLevel::Medium => Level::Medium,
        BotLevel::Hard => Level::Hard,
    }
}

/// A decision in progress.
pub enum Thinker {
    Schraem(ai::schraem::Thinking),
    Ramsch(ai::ramsch::Thinking),
}

impl Thinker {
    /// Starts `seat`'s decision from what that seat may see. `seed` makes it reproducible.
    #[must_use]
    pub fn begin(live: &LiveMatch, seat: Seat, bot: BotLevel, seed: u64) -> Thinker {
        match live {
            LiveMatch::Schraem(m) => {
                let mut b = ai::schraem::Bot::new(level(bot), seed, *m.ruleset());
                Thinker::Schraem(b.begin(&m.view(seat), &m.legal_actions(seat)))
            }
            LiveMatch::Ramsch(m) => {
                let mut b = ai::ramsch::Bot::new(level(bot), seed, *m.rules());
                Thinker::Ramsch(b.begin(&m.view(seat), &m.legal_actions(seat)))
            }
        }
    }

    /// One slice of thought: `Some(decision)` when done (`Some(None)`: the bot does nothing now).
    pub fn step(&mut self) -> Option<Option<GameAction>> {
        let clock = PerformanceClock;
        match self {
            Thinker::Schraem(t) => t.step(&clock, SLICE_MS).map(|d| d.map(GameAction::Schraem)),
            Thinker::Ramsch(t) => t.step(&clock, SLICE_MS).map(|d| d.map(GameAction::Ramsch)),
        }
    }
}
