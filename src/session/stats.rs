//! The player's statistics (localStorage key `schraem.stats`), counted from the events of the
//! human seats.

use crate::engine::{ramsch, schraem, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// Finished Siebenschräm games (elimination games) and Schieberamsch matches.
    pub games: u32,
    pub wins: u32,
    pub knocks_made: u32,
    pub knocks_held: u32,
    pub folds: u32,
    pub highest_stake: u8,
    pub ramsch_deals: u32,
    pub ramsch_penalty: i64,
}

impl Stats {
    /// Mean Schieberamsch penalty per deal, if any deal was played.
    #[must_use]
    pub fn ramsch_average(&self) -> Option<f64> {
        (self.ramsch_deals > 0).then(|| self.ramsch_penalty as f64 / f64::from(self.ramsch_deals))
    }

    /// Counts a Siebenschräm action's events for the human seats `humans`.
    pub fn count_schraem(&mut self, events: &[schraem::Event], humans: &[Seat]) {
        let human = |s: &Seat| humans.contains(s);
        for event in events {
            match event {
                schraem::Event::Knocked { seat, .. } if human(seat) => self.knocks_made += 1,
                schraem::Event::Held { seat } if human(seat) => self.knocks_held += 1,
                schraem::Event::Folded { seat, .. } if human(seat) => self.folds += 1,
                schraem::Event::HandWon { value, .. } => {
                    self.highest_stake = self.highest_stake.max(*value);
                }
                schraem::Event::GameOver { winner, .. } => {
                    self.games += 1;
                    if winner.as_ref().is_some_and(human) {
                        self.wins += 1;
                    }
                }
                _ => {}
            }
        }
    }

    /// Counts a Schieberamsch action's events for the human seats `humans`.
    pub fn count_ramsch(&mut self, events: &[ramsch::Event], humans: &[Seat]) {
        for event in events {
            match event {
                ramsch::Event::DealEnded { score } => {
                    for seat in humans {
                        self.ramsch_deals += 1;
                        self.ramsch_penalty += i64::from(score[seat.index()]);
                    }
                }
                ramsch::Event::MatchEnded { totals } => {
                    self.games += 1;
                    let best = *totals.iter().min().unwrap_or(&0);
                    if humans.iter().any(|s| totals[s.index()] == best) {
                        self.wins += 1;
                    }
                }
                _ => {}
            }
        }
    }
}
