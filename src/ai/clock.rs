//! Time for the bots' search: a [`Clock`] trait (the browser has no `std::time::Instant`) and the
//! [`Budget`] a search stops at.

/// A monotonic clock in milliseconds. Only used to stop a search, never to decide anything else,
/// so that a bot's choice depends on (seed, views) and the amount of search alone.
pub trait Clock {
    /// Milliseconds since some fixed moment (only differences mean anything).
    fn now_ms(&self) -> f64;
}

/// The native clock (`std::time::Instant`, which panics on wasm32-unknown-unknown).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct SystemClock {
    origin: std::time::Instant,
}

#[cfg(not(target_arch = "wasm32"))]
impl SystemClock {
    /// A clock that starts now.
    #[must_use]
    pub fn new() -> SystemClock {
        SystemClock {
            origin: std::time::Instant::now(),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.origin.elapsed().as_secs_f64() * 1000.0
    }
}

/// A fake clock that advances by `step_ms` each time it is read: deterministic tests of the
/// time-sliced path.
#[derive(Debug)]
pub struct StepClock {
    now: std::cell::Cell<f64>,
    step_ms: f64,
}

impl StepClock {
    /// A clock at 0 that advances `step_ms` at every reading.
    #[must_use]
    pub fn new(step_ms: f64) -> StepClock {
        StepClock {
            now: std::cell::Cell::new(0.0),
            step_ms,
        }
    }
}

impl Clock for StepClock {
    fn now_ms(&self) -> f64 {
        let t = self.now.get();
        self.now.set(t + self.step_ms);
        t
    }
}

/// When a search stops.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Wall-clock milliseconds per decision (the game).
    Millis(f64),
    /// A fixed number of sampled deals per decision (tests, reproducible arena runs).
    Samples(u32),
}
