//! Read-only accessors of a [`Match`].

use super::action::Action;
use super::event::Event;
use super::game::{GameResult, GameState};
use super::hand::Hand;
use super::match_play::{HandResult, HandSpan, Match};
use super::ruleset::Ruleset;
use crate::cards::CardSet;
use crate::error::SetupError;
use crate::record::Deal;
use crate::seat::Seat;
use crate::seat_set::SeatSet;

impl Match {
    /// The rule set played.
    #[must_use]
    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }
    /// The names at the table.
    #[must_use]
    pub fn names(&self) -> &[String] {
        &self.names
    }
    /// The seed of the deals without an explicit deal.
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
    /// Every hand dealt, in order (redealt ones too).
    #[must_use]
    pub fn spans(&self) -> &[HandSpan] {
        &self.spans
    }
    /// Finished games (halves, tables), in order.
    #[must_use]
    pub fn games(&self) -> &[GameResult] {
        &self.games
    }
    /// The game in progress (or the last one).
    #[must_use]
    pub fn game(&self) -> &GameState {
        &self.game
    }
    /// Match points per seat.
    #[must_use]
    pub fn match_points(&self) -> &[f64] {
        &self.match_points
    }
    /// The match is over.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.finished
    }
    /// The winner of the match, if it has exactly one.
    #[must_use]
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }
    /// The loser of the match, if it names one.
    #[must_use]
    pub fn loser(&self) -> Option<Seat> {
        self.loser
    }
    /// Seats sharing first place, or the drawn game of a single game (bit per seat).
    #[must_use]
    pub fn tied(&self) -> SeatSet {
        self.tied
    }
    /// The seat whose answer or play is awaited (knocking is also open to other seats).
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        if self.finished {
            return None;
        }
        self.hand.as_deref().and_then(Hand::to_act)
    }
    /// The hand in play (the last one when the match is over). Contains hidden cards: for the
    /// engine, tests and bots' own simulations, never for display (use the views).
    #[must_use]
    pub fn hand(&self) -> Option<&Hand> {
        self.hand.as_deref()
    }
    /// Cards dealt in the current hand per seat (hidden information).
    #[must_use]
    pub fn dealt(&self) -> &[CardSet] {
        self.spans
            .last()
            .map_or(&[][..], |s| &s.hands[..self.names.len()])
    }
    /// Every action so far.
    #[must_use]
    pub fn history(&self) -> &[(Seat, Action)] {
        &self.history
    }
    /// Every event so far, unfiltered (contains private events: filter with
    /// [`Event::visible_to`] before showing).
    #[must_use]
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    /// An explicit deal that does not fit the hand it is for, if so.
    #[must_use]
    pub fn deal_error(&self) -> Option<&SetupError> {
        self.deal_error.as_ref()
    }
    /// The match waits for cards it has no source for (a record that ends here).
    #[must_use]
    pub fn waiting_for_cards(&self) -> bool {
        !self.finished && self.hand.as_ref().is_none_or(|h| h.is_over())
    }
    /// Number of deals made so far (the next seeded deal uses this as its stream).
    #[must_use]
    pub fn deals_used(&self) -> u64 {
        self.deals_used
    }
}
