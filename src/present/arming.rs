//! Which of the table's buttons appeared only a moment ago (see `ui::table::arming`): a button
//! that was not there when the finger set off must not take its tap.

/// How long a newly shown button ignores taps, in milliseconds: longer than a tap already on its
/// way when the table changed (the one seen in issue 26 landed 109 ms after the knock), short
/// enough not to be noticed by a player who reads the new prompt first anyway.
pub const ARMING_MS: f64 = 450.0;

/// The buttons showing, each with the time it first showed (any clock in milliseconds).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Arrivals {
    since: Vec<(String, f64)>,
}

impl Arrivals {
    /// Records the buttons showing at `now` (one key per button, the same while the button means
    /// the same): those already there keep their time, new ones start at `now`. Returns whether
    /// the buttons changed.
    pub fn update(&mut self, keys: &[String], now: f64) -> bool {
        let same = self.since.len() == keys.len()
            && self.since.iter().zip(keys).all(|((k, _), key)| k == key);
        if same {
            return false;
        }
        let before = std::mem::take(&mut self.since);
        self.since = keys
            .iter()
            .map(|key| {
                let t = before
                    .iter()
                    .find(|(k, _)| k == key)
                    .map_or(now, |&(_, t)| t);
                (key.clone(), t)
            })
            .collect();
        true
    }

    /// Button `key` appeared less than [`ARMING_MS`] before `now`.
    #[must_use]
    pub fn arming(&self, key: &str, now: f64) -> bool {
        self.since
            .iter()
            .any(|(k, t)| k == key && now - t < ARMING_MS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(k: &[&str]) -> Vec<String> {
        k.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn a_new_button_arms_and_one_that_stays_keeps_working() {
        let mut shown = Arrivals::default();
        assert!(shown.update(&keys(&["knock", "knock-anne"]), 0.0));
        assert!(shown.arming("knock", 100.0), "a table just shown arms too");
        assert!(!shown.arming("knock", 500.0));
        // Another seat knocks: Hold and Fold replace Knock; Anne's knock stays.
        assert!(shown.update(&keys(&["fold", "hold", "knock-anne"]), 1000.0));
        for t in [1050.0, 1100.0, 1300.0, 1400.0] {
            assert!(shown.arming("fold", t) && shown.arming("hold", t), "{t}");
            assert!(!shown.arming("knock-anne", t));
        }
        assert!(!shown.arming("fold", 1000.0 + ARMING_MS));
        // Drawing again with the same buttons changes nothing.
        assert!(!shown.update(&keys(&["fold", "hold", "knock-anne"]), 1200.0));
        assert!(!shown.arming("hold", 1500.0));
        assert!(
            !shown.arming("knock", 1100.0),
            "a button gone is not arming"
        );
    }
}
