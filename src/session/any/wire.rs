//! What a joined phone is sent of either game (the protocol's game data, `session::remote`):
//! the part of its state that is one game's, and a rule that refused its move; and how the
//! phone reads that part back as its game's own types ([`SeatWire`]). Part of the dispatch
//! place (`session/any.rs`), kept in a file of its own for the wire types.

use super::{AnyEvent, AnyMatch, TableGame, Wrap};
use crate::engine::cards::CardSet;
use crate::engine::{ramsch, schraem, ActError, Refusal, Seat};
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

impl SeatGame {
    /// The cards the seat's view shows in its own hand (none while face down) and how many it
    /// holds (see [`TableGame::own_hand`]): what its phone checks against the deal's promise.
    #[must_use]
    pub fn own_hand(&self) -> (CardSet, u32) {
        match self {
            SeatGame::Schraem { view, .. } => schraem::Match::own_hand(view),
            SeatGame::Ramsch { view, .. } => ramsch::Match::own_hand(view),
        }
    }
}

/// One game's part of a phone's state, as that game's own types (borrowed from the
/// [`SeatGame`] it was read from).
#[derive(Debug)]
pub struct SeatParts<'a, G: SeatWire> {
    /// The seat whose view it is (`view.seat`).
    pub viewer: Option<Seat>,
    /// What the seat may see.
    pub view: &'a G::View,
    /// The newest events the seat may know that are told in its log, oldest first.
    pub log: &'a [G::Event],
    /// What the game sends beside its view (see [`SeatWire::Extra`]).
    pub extra: &'a G::Extra,
}

/// A game as a phone is sent it: what comes beside its view and log, and its part of a
/// [`SeatGame`]. Implemented here for each game (the variants are this file's).
pub trait SeatWire: TableGame {
    /// What a phone is sent of the game beside its view and log (Siebenschräm: every finished
    /// hand's result, the score sheet's rows; Schieberamsch: nothing, its sheet is in the view).
    type Extra: std::fmt::Debug;

    /// This game's part of `game`, or `None` if `game` is of another game.
    fn seat_parts(game: &SeatGame) -> Option<SeatParts<'_, Self>>;

    /// Whether `view`'s lists have one entry per player and its seats are players (the
    /// engine's `fits_its_seats`): a phone draws nothing else.
    fn fits_its_seats(view: &Self::View) -> bool;
}

impl SeatWire for schraem::Match {
    type Extra = Vec<schraem::HandResult>;

    fn seat_parts(game: &SeatGame) -> Option<SeatParts<'_, schraem::Match>> {
        match game {
            SeatGame::Schraem { view, log, results } => Some(SeatParts {
                viewer: view.seat,
                view,
                log,
                extra: results,
            }),
            SeatGame::Ramsch { .. } => None,
        }
    }

    fn fits_its_seats(view: &schraem::PlayerView) -> bool {
        view.fits_its_seats()
    }
}

impl SeatWire for ramsch::Match {
    type Extra = ();

    fn seat_parts(game: &SeatGame) -> Option<SeatParts<'_, ramsch::Match>> {
        match game {
            SeatGame::Ramsch { view, log } => Some(SeatParts {
                viewer: view.seat,
                view,
                log,
                extra: &(),
            }),
            SeatGame::Schraem { .. } => None,
        }
    }

    fn fits_its_seats(view: &ramsch::PlayerView) -> bool {
        view.fits_its_seats()
    }
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
    /// The game's rule inside `refusal`, or the act of no game it names.
    ///
    /// # Errors
    /// The [`ActError`] of a refusal that names no game's rule.
    pub fn of(refusal: &Refusal) -> Result<AnyRuleError, &ActError> {
        match refusal {
            Refusal::Schraem(e) => Ok(AnyRuleError::Schraem(*e)),
            Refusal::Ramsch(e) => Ok(AnyRuleError::Ramsch(*e)),
            Refusal::Act(e) => Err(e),
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

impl AnyMatch {
    /// What everyone may know of the match as a phone's game data: the view of no seat, no log
    /// and, where the game keeps them beside the view, the finished hands' results. This
    /// device draws the score sheet and standings from it as a joined phone draws them from
    /// [`AnyMatch::seat_game`] (`present::AppGame::phone_parts`).
    #[must_use]
    pub fn public_game(&self) -> SeatGame {
        match self {
            AnyMatch::Schraem(m) => SeatGame::Schraem {
                view: Box::new(m.view_for(None)),
                log: Vec::new(),
                results: m.results().to_vec(),
            },
            AnyMatch::Ramsch(m) => SeatGame::Ramsch {
                view: Box::new(m.view_for(None)),
                log: Vec::new(),
            },
        }
    }
}

/// The events of game `G` among `told`, in their order.
fn told_of<G: Wrap>(told: &[AnyEvent]) -> Vec<G::Event> {
    told.iter().copied().filter_map(G::unwrap_event).collect()
}
