//! The computer players' round as a message, for the bot Web Worker: the page sends the saved
//! match and the seats to ask ([`BotRequest`]); the worker rebuilds the match, asks each seat in
//! turn from that seat's view only (a [`Thinker`]), and answers with the first seat that acts and
//! the index of its action among that seat's legal actions ([`BotAnswer`]) — an index, so the
//! page applies exactly an action its own match offers and no action type crosses the boundary.

use super::any::AnyMatch;
use super::saved::SavedMatch;
use super::setup::MatchSetup;
use super::thinker::Thinker;
use crate::ai::Clock;
use crate::ai::Level;
use crate::engine::Seat;
use crate::json::{Fields, FromJson, ReadError, ToJson, Writer};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotRequest {
    /// Which request this is (the table's version): a late answer to an older one is dropped.
    pub id: u64,
    /// The match as saved (`SavedMatch::to_json`).
    pub save: String,
    /// The seats to ask, in order, with their levels.
    pub queue: Vec<(u8, Level)>,
    /// Seed of the decisions (the same as on the page's own path).
    pub seed: u64,
    /// Sampled deals per hard decision instead of the time budget (the `?samples=` test hook).
    #[serde(default)]
    pub samples: Option<u32>,
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotAnswer {
    /// The request answered.
    pub id: u64,
    /// The seat that acts and the index of its action in `legal_actions(seat)`; `None` when
    /// every seat asked declined (only possible when none of them is awaited).
    pub act: Option<(u8, usize)>,
    /// Why the request could not be answered (a damaged save): the page then thinks itself.
    pub error: Option<String>,
}

impl BotRequest {
    /// The request for `queue` at `live`.
    #[must_use]
    pub fn new(
        id: u64,
        setup: &MatchSetup,
        live: &AnyMatch,
        queue: &[(Seat, Level)],
        seed: u64,
        samples: Option<u32>,
    ) -> BotRequest {
        BotRequest {
            id,
            save: SavedMatch::of(setup, live).to_json(),
            queue: queue.iter().map(|&(s, l)| (s.0, l)).collect(),
            seed,
            samples,
        }
    }

    /// Answers the request: each seat's decision runs to its end (the worker may block).
    #[must_use]
    pub fn answer(&self, clock: &dyn Clock) -> BotAnswer {
        let live = match SavedMatch::load(&self.save) {
            Ok((_, live)) => live,
            Err(e) => {
                return BotAnswer {
                    id: self.id,
                    act: None,
                    error: Some(e.to_string()),
                }
            }
        };
        let act = self.queue.iter().find_map(|&(seat, level)| {
            let seat = Seat(seat);
            let seed = seat_seed(self.seed, seat);
            let mut thinker = Thinker::begin_with(&live, seat, level, seed, self.samples);
            let action = loop {
                if let Some(decision) = thinker.step(clock, f64::INFINITY) {
                    break decision?;
                }
            };
            let index = live.legal_actions(seat).iter().position(|a| *a == action)?;
            Some((seat.0, index))
        });
        BotAnswer {
            id: self.id,
            act,
            error: None,
        }
    }
}

/// The seed of `seat`'s decision in a round seeded `seed` (the page's sliced path uses the same).
#[must_use]
pub fn seat_seed(seed: u64, seat: Seat) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat.0)
}

/// The worker's messages as JSON by hand (`crate::json`, issue 30), as serde writes them.
impl FromJson for BotRequest {
    fn from_json(value: &Value) -> Result<BotRequest, ReadError> {
        let f = Fields::of(value)?;
        Ok(BotRequest {
            id: f.get("id")?,
            save: f.get("save")?,
            queue: f.get("queue")?,
            seed: f.get("seed")?,
            samples: f.optional("samples")?,
        })
    }
}

impl ToJson for BotRequest {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("id");
        out.unsigned(self.id);
        out.key("save");
        out.string(&self.save);
        out.key("queue");
        self.queue.write_json(out);
        out.key("seed");
        out.unsigned(self.seed);
        out.key("samples");
        self.samples.write_json(out);
        out.end_object();
    }
}

impl FromJson for BotAnswer {
    fn from_json(value: &Value) -> Result<BotAnswer, ReadError> {
        let f = Fields::of(value)?;
        Ok(BotAnswer {
            id: f.get("id")?,
            act: f.optional("act")?,
            error: f.optional("error")?,
        })
    }
}

impl ToJson for BotAnswer {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("id");
        out.unsigned(self.id);
        out.key("act");
        self.act.write_json(out);
        out.key("error");
        self.error.write_json(out);
        out.end_object();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::StepClock;
    use crate::engine::GameKind;
    use crate::session::{bots_to_ask, SeatKind};

    /// The worker's answer is the decision the page would have made itself, for either game.
    #[test]
    fn the_worker_decides_what_the_page_would() {
        for game in GameKind::ALL {
            let mut setup = MatchSetup::default_for(game, "Ann");
            for s in &mut setup.seats {
                s.kind = SeatKind::Bot(Level::Medium);
            }
            let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 7).unwrap();
            let queue = bots_to_ask(&setup, &live);
            let request = BotRequest::new(3, &setup, &live, &queue, 3, None);
            let text = serde_json::to_string(&request).unwrap();
            let back: BotRequest = serde_json::from_str(&text).unwrap();
            let answer = back.answer(&StepClock::new(1.0));
            let (seat, index) = answer.act.expect("the awaited seat acts");
            let seat = Seat(seat);
            let mut page = Thinker::begin(&live, seat, Level::Medium, seat_seed(3, seat));
            let clock = StepClock::new(1.0);
            let own = loop {
                if let Some(d) = page.step(&clock, 8.0) {
                    break d.unwrap();
                }
            };
            assert_eq!(live.legal_actions(seat)[index], own, "{game:?}");
            assert_eq!(answer.id, 3);
        }
    }

    #[test]
    fn a_damaged_save_is_answered_with_an_error() {
        let request = BotRequest {
            id: 1,
            save: "{".into(),
            queue: vec![(0, Level::Hard)],
            seed: 1,
            samples: None,
        };
        let answer = request.answer(&StepClock::new(1.0));
        assert_eq!(answer.act, None);
        assert!(answer.error.is_some());
    }
}
