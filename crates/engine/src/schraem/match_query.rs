//! Read-only accessors of a [`Match`].

use super::event::Event;
use super::game::{GameResult, GameState};
use super::hand::Hand;
use super::match_play::{HandResult, Match};
use super::ruleset::Ruleset;
use crate::record::Deal;
use crate::seat::Seat;

impl Match {
    #[must_use]
    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }
    #[must_use]
    pub fn names(&self) -> &[String] {
        &self.names
    }
    #[must_use]
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }
    /// Explicit deals this match was given.
    #[must_use]
    pub fn deals(&self) -> &[Deal] {
        &self.deals
    }
    /// Finished hands, in order.
    #[must_use]
    pub fn results(&self) -> &[HandResult] {
        &self.results
    }
    /// Finished games (halves, tables), in order.
    #[must_use]
    pub fn games(&self) -> &[GameResult] {
        &self.games
    }
    #[must_use]
    pub fn game(&self) -> &GameState {
        &self.game
    }
    #[must_use]
    pub fn match_points(&self) -> &[i32] {
        &self.match_points
    }
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.finished
    }
    #[must_use]
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }
    #[must_use]
    pub fn loser(&self) -> Option<Seat> {
        self.loser
    }
    /// The seat whose answer or play is awaited (knocking is also open to other seats).
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        if self.finished {
            return None;
        }
        self.hand.as_deref().and_then(Hand::to_act)
    }
    /// Same as [`Match::to_act`], as a list (empty when nobody is awaited).
    #[must_use]
    pub fn pending(&self) -> Vec<Seat> {
        self.to_act().into_iter().collect()
    }
    /// The hand in play (the last one when the match is over). Contains hidden cards: for the
    /// engine, tests and bots' own simulations, never for display (use the views).
    #[must_use]
    pub fn hand(&self) -> Option<&Hand> {
        self.hand.as_deref()
    }
    /// Cards dealt in the current hand per seat (hidden information).
    #[must_use]
    pub fn dealt(&self) -> &[crate::cards::CardSet] {
        &self.dealt[..self.names.len()]
    }
    /// Every event so far, unfiltered (contains private events: filter with
    /// [`Event::visible_to`] before showing).
    #[must_use]
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    /// Why no hand can be dealt, if so.
    #[must_use]
    pub fn blocked(&self) -> Option<&str> {
        self.blocked.as_deref()
    }
    /// Number of deals made so far (the next seeded deal uses this as its stream).
    #[must_use]
    pub fn deals_used(&self) -> u64 {
        self.deals_used
    }
}
