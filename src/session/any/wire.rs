//! What a joined phone is sent of either game (the protocol's game data, `session::remote`):
//! the part of its state that is one game's, and a rule that refused its move. Part of the
//! dispatch place (`session/any.rs`), kept in a file of its own for the wire types.

use super::{AnyEvent, AnyMatch, Wrap};
use crate::engine::{ramsch, schraem, Refusal, Seat};
use serde::{Deserialize, Serialize};

/// The part of a joined phone's state (`remote::RemoteSeat`) that is one game's: the engine's own types.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatGame {
    /// Siebenschräm.
    Schraem {
        /// What the seat may see (`schraem::Match::view`).
        view: Box<schraem::PlayerView>,
        /// The newest events the seat may know that are told in its log, oldest first.
        log: Vec<schraem::Event>,
        /// Every finished hand's result (the score sheet's rows).
        results: Vec<schraem::HandResult>,
    },
    /// Schieberamsch (the score sheet is in the view).
    Ramsch {
        /// What the seat may see (`ramsch::Match::view`).
        view: Box<ramsch::PlayerView>,
        /// The newest events the seat may know that are told in its log, oldest first.
        log: Vec<ramsch::Event>,
    },
}

/// A rule of the game played that forbids a move, as a phone is sent it (`{"schraem": …}` or
/// `{"ramsch": …}`, the engine's own error inside).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnyRuleError {
    /// A Siebenschräm rule.
    Schraem(schraem::RuleError),
    /// A Schieberamsch rule.
    Ramsch(ramsch::RuleError),
}

impl AnyRuleError {
    /// The game's rule inside `refusal`, if it names one (not an act of no game).
    #[must_use]
    pub fn of(refusal: &Refusal) -> Option<AnyRuleError> {
        match refusal {
            Refusal::Schraem(e) => Some(AnyRuleError::Schraem(*e)),
            Refusal::Ramsch(e) => Some(AnyRuleError::Ramsch(*e)),
            Refusal::Act(_) => None,
        }
    }

    /// The rule as the engine's [`Refusal`] (which the app words).
    #[must_use]
    pub fn refusal(self) -> Refusal {
        match self {
            AnyRuleError::Schraem(e) => Refusal::Schraem(e),
            AnyRuleError::Ramsch(e) => Refusal::Ramsch(e),
        }
    }
}

impl AnyMatch {
    /// The part of what `seat`'s phone is sent that is its game's: its view, the events of
    /// `told` (the newest of its log, oldest first) and, where the game keeps them beside the
    /// view, the finished hands' results.
    #[must_use]
    pub fn seat_game(&self, seat: Seat, told: &[AnyEvent]) -> SeatGame {
        match self {
            AnyMatch::Schraem(m) => SeatGame::Schraem {
                view: Box::new(m.view(seat)),
                log: told_of::<schraem::Match>(told),
                results: m.results().to_vec(),
            },
            AnyMatch::Ramsch(m) => SeatGame::Ramsch {
                view: Box::new(m.view(seat)),
                log: told_of::<ramsch::Match>(told),
            },
        }
    }
}

/// The events of game `G` among `told`, in their order.
fn told_of<G: Wrap>(told: &[AnyEvent]) -> Vec<G::Event> {
    told.iter().copied().filter_map(G::unwrap_event).collect()
}
