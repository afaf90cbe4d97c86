//! The Schieberamsch [`Match`] behind the shared [`Game`] interface.

use super::action::{Action, ActionList};
use super::error::RuleError;
use super::event::Event;
use super::match_play::Match;
use super::record_io::from_record_action;
use super::ruleset::Ruleset;
use super::view::PlayerView;
use crate::error::{Refusal, ReplayFailure, SetupError};
use crate::game::{Game, GameKind, Standings};
use crate::record::{Record, RecordAction};
use crate::seat::Seat;
use crate::setup::Setup;

impl Game for Match {
    type Rules = Ruleset;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type View = PlayerView;
    type Actions = ActionList;

    const KIND: GameKind = GameKind::Schieberamsch;

    fn new(setup: Setup<Ruleset>) -> Result<Match, SetupError> {
        Match::new(setup)
    }
    fn rules(&self) -> &Ruleset {
        &self.rules
    }
    fn players(&self) -> &[String] {
        &self.players
    }
    fn legal_actions(&self, seat: Seat) -> ActionList {
        Match::legal_actions(self, seat)
    }
    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        Match::apply(self, seat, action).map(|events| events.as_slice().to_vec())
    }
    fn view_for(&self, viewer: Option<Seat>) -> PlayerView {
        Match::view_for(self, viewer)
    }
    fn to_act(&self) -> Option<Seat> {
        Match::to_act(self)
    }
    fn is_finished(&self) -> bool {
        Match::is_finished(self)
    }
    fn deal_error(&self) -> Option<SetupError> {
        // Every explicit deal is checked when the match starts.
        None
    }
    fn standings(&self) -> Standings {
        Standings {
            winners: self.winners(),
            losers: Vec::new(),
        }
    }
    fn history(&self) -> &[(Seat, Action)] {
        &self.history
    }
    fn finished_hands(&self) -> usize {
        self.sheet.rows.len()
    }
    fn hand_actions(&self, k: usize) -> Option<std::ops::Range<usize>> {
        Match::hand_actions(self, k)
    }
    fn hand_record(&self, k: usize) -> Option<Record> {
        Match::hand_record(self, k)
    }
    fn to_record(&self) -> Record {
        Match::to_record(self)
    }
    fn action_from_record(&self, action: &RecordAction) -> Result<Action, Refusal> {
        let deal = match (&self.deal, self.is_finished()) {
            (_, true) => return Err(Refusal::Ramsch(RuleError::MatchOver)),
            (None, false) => return Err(Refusal::Ramsch(RuleError::NoDealAvailable)),
            (Some(deal), false) => deal,
        };
        from_record_action(deal, action)
            .map(|(_, a)| a)
            .map_err(Refusal::Ramsch)
    }
    fn refusal(error: RuleError) -> Refusal {
        Refusal::Ramsch(error)
    }
    fn event_for(event: &Event, viewer: Option<Seat>) -> Option<Event> {
        Some(match viewer {
            Some(seat) => event.for_seat(seat),
            None => event.public(),
        })
    }
    fn report(&self) -> serde_json::Value {
        Match::report(self)
    }
}

impl Match {
    /// Builds the match of a record and replays every action (see [`Game::from_record`]).
    ///
    /// # Errors
    /// As [`Game::from_record`].
    pub fn from_record(record: &Record) -> Result<Match, ReplayFailure> {
        <Match as Game>::from_record(record)
    }
}
