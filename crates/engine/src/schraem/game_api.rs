//! The Siebenschräm [`Match`] behind the shared [`Game`] interface.

use super::action::{Action, ActionList};
use super::error::RuleError;
use super::event::Event;
use super::match_play::Match;
use super::record_io::action_from_record;
use super::replay::report;
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

    const KIND: GameKind = GameKind::Siebenschraem;

    fn new(setup: Setup<Ruleset>) -> Result<Match, SetupError> {
        Match::new(setup)
    }
    fn rules(&self) -> &Ruleset {
        &self.ruleset
    }
    fn players(&self) -> &[String] {
        &self.names
    }
    fn legal_actions(&self, seat: Seat) -> ActionList {
        Match::legal_actions(self, seat)
    }
    fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        Match::apply(self, seat, action)
    }
    fn view_for(&self, viewer: Option<Seat>) -> PlayerView {
        Match::view_for(self, viewer)
    }
    fn to_act(&self) -> Option<Seat> {
        Match::to_act(self)
    }
    fn is_finished(&self) -> bool {
        self.finished
    }
    fn deal_error(&self) -> Option<SetupError> {
        self.deal_error.clone()
    }
    fn standings(&self) -> Standings {
        let mut winners: Vec<Seat> = self.winner.into_iter().collect();
        winners.extend(self.tied.iter());
        Standings {
            winners,
            losers: self.loser.into_iter().collect(),
        }
    }
    fn history(&self) -> &[(Seat, Action)] {
        &self.history
    }
    fn finished_hands(&self) -> usize {
        self.results.len()
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
        action_from_record(action).map_err(Refusal::Act)
    }
    fn refusal(error: RuleError) -> Refusal {
        Refusal::Schraem(error)
    }
    fn event_for(event: &Event, viewer: Option<Seat>) -> Option<Event> {
        let visible = match viewer {
            Some(seat) => event.visible_to(seat),
            None => event.is_public(),
        };
        visible.then_some(*event)
    }
    fn report(&self) -> serde_json::Value {
        report(self)
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
