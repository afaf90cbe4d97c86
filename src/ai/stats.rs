//! Running mean and 95 % confidence interval (normal approximation), for the arena and the search.

/// Count, mean and variance of a sample, updated one value at a time (Welford).
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    n: u64,
    mean: f64,
    m2: f64,
}

impl Tally {
    /// Counts one more value.
    pub fn add(&mut self, x: f64) {
        self.n += 1;
        let d = x - self.mean;
        self.mean += d / self.n as f64;
        self.m2 += d * (x - self.mean);
    }
    /// How many values were counted.
    #[must_use]
    pub fn count(&self) -> u64 {
        self.n
    }
    /// Their mean (0 before the first).
    #[must_use]
    pub fn mean(&self) -> f64 {
        self.mean
    }
    /// Half-width of the 95 % confidence interval of the mean.
    #[must_use]
    pub fn ci95(&self) -> f64 {
        if self.n < 2 {
            return f64::INFINITY;
        }
        let var = self.m2 / (self.n - 1) as f64;
        1.96 * (var / self.n as f64).sqrt()
    }
}
