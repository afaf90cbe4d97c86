//! A match of either game as the app holds it. This file is the one place that says "either
//! game": [`AnyMatch`], [`AnyAction`], [`AnyEvent`] and [`AnySeat`] wrap the two engines, and
//! [`each_game!`], [`each_wrapped!`], [`each_kind!`] and [`each_preset!`] run code written once
//! against [`Game`], [`TableGame`], `present::AppGame` or `i18n`'s words of a game on whichever
//! is inside. Everything else in the app is written against those traits or against one game's
//! views. The presenting methods of these types (a seat's table, an event's sentence, the sheet,
//! the review) are in `present/either.rs`, so that the session imports no presenter; what a joined phone is sent of its game
//! ([`SeatGame`], [`AnyRuleError`]) is in `any/wire.rs`, part of this one place.

use super::BadActionCode;
use super::{SeatInput, TableGame};
use crate::engine::action_text::ActionText;
use crate::engine::record::Record;
use crate::engine::{ramsch, schraem, Game, GameKind, PresetId, Refusal, ReplayFailure, Rules};
use crate::engine::{Seat, SetupError, Standings};
use crate::lang::Lang;
use std::fmt;

#[macro_use]
mod macros;
mod wire;
pub use wire::{AnyRuleError, SeatGame, SeatParts, SeatWire};

/// A match of either game.
#[derive(Clone, Debug)]
pub enum AnyMatch {
    /// Siebenschräm (any preset).
    Schraem(schraem::Match),
    /// Schieberamsch.
    Ramsch(ramsch::Match),
}

/// An action of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyAction {
    /// A Siebenschräm action.
    Schraem(schraem::Action),
    /// A Schieberamsch action.
    Ramsch(ramsch::Action),
}

/// An event of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyEvent {
    /// A Siebenschräm event.
    Schraem(schraem::Event),
    /// A Schieberamsch event.
    Ramsch(ramsch::Event),
}

/// One seat's input of either game: what its screen is built from (see [`SeatInput`]).
#[derive(Clone, Debug, PartialEq)]
pub enum AnySeat {
    /// A Siebenschräm seat.
    Schraem(Box<SeatInput<schraem::Match>>),
    /// A Schieberamsch seat.
    Ramsch(Box<SeatInput<ramsch::Match>>),
}

impl AnySeat {
    /// Which game this is.
    #[must_use]
    pub fn game(&self) -> GameKind {
        match self {
            AnySeat::Schraem(_) => GameKind::Siebenschraem,
            AnySeat::Ramsch(_) => GameKind::Schieberamsch,
        }
    }

    /// Whether the match counts points up (so narration speaks of points reached, not marks
    /// lost).
    #[must_use]
    pub fn counts_up(&self) -> bool {
        match self {
            AnySeat::Schraem(seat) => <schraem::Match as TableGame>::counts_up(&seat.rules),
            AnySeat::Ramsch(seat) => <ramsch::Match as TableGame>::counts_up(&seat.rules),
        }
    }

    /// The words of the button that goes on after a result ("Next hand", "Next deal").
    #[must_use]
    pub fn next_hand_label(&self, lang: Lang) -> &'static str {
        match self {
            AnySeat::Schraem(_) => <schraem::Match as TableGame>::next_hand_label(lang),
            AnySeat::Ramsch(_) => <ramsch::Match as TableGame>::next_hand_label(lang),
        }
    }
}

/// Wraps actions and events of game `G` for the app.
pub trait Wrap: Game {
    /// The action as an [`AnyAction`].
    fn wrap_action(action: Self::Action) -> AnyAction;
    /// The action of this game inside `action`, if it is one.
    fn unwrap_action(action: AnyAction) -> Option<Self::Action>;
    /// The event as an [`AnyEvent`].
    fn wrap_event(event: Self::Event) -> AnyEvent;
    /// The event of this game inside `event`, if it is one.
    fn unwrap_event(event: AnyEvent) -> Option<Self::Event>;
    /// The seat input as an [`AnySeat`].
    fn wrap_seat(seat: SeatInput<Self>) -> AnySeat;
    /// The match of this game inside `live`, if it is one.
    fn unwrap_match(live: AnyMatch) -> Option<Self>;
}

impl Wrap for schraem::Match {
    fn wrap_action(action: schraem::Action) -> AnyAction {
        AnyAction::Schraem(action)
    }
    fn unwrap_action(action: AnyAction) -> Option<schraem::Action> {
        match action {
            AnyAction::Schraem(a) => Some(a),
            AnyAction::Ramsch(_) => None,
        }
    }
    fn wrap_event(event: schraem::Event) -> AnyEvent {
        AnyEvent::Schraem(event)
    }
    fn unwrap_event(event: AnyEvent) -> Option<schraem::Event> {
        match event {
            AnyEvent::Schraem(e) => Some(e),
            AnyEvent::Ramsch(_) => None,
        }
    }
    fn wrap_seat(seat: SeatInput<schraem::Match>) -> AnySeat {
        AnySeat::Schraem(Box::new(seat))
    }
    fn unwrap_match(live: AnyMatch) -> Option<schraem::Match> {
        match live {
            AnyMatch::Schraem(m) => Some(m),
            AnyMatch::Ramsch(_) => None,
        }
    }
}

impl Wrap for ramsch::Match {
    fn wrap_action(action: ramsch::Action) -> AnyAction {
        AnyAction::Ramsch(action)
    }
    fn unwrap_action(action: AnyAction) -> Option<ramsch::Action> {
        match action {
            AnyAction::Ramsch(a) => Some(a),
            AnyAction::Schraem(_) => None,
        }
    }
    fn wrap_event(event: ramsch::Event) -> AnyEvent {
        AnyEvent::Ramsch(event)
    }
    fn unwrap_event(event: AnyEvent) -> Option<ramsch::Event> {
        match event {
            AnyEvent::Ramsch(e) => Some(e),
            AnyEvent::Schraem(_) => None,
        }
    }
    fn wrap_seat(seat: SeatInput<ramsch::Match>) -> AnySeat {
        AnySeat::Ramsch(Box::new(seat))
    }
    fn unwrap_match(live: AnyMatch) -> Option<ramsch::Match> {
        match live {
            AnyMatch::Ramsch(m) => Some(m),
            AnyMatch::Schraem(_) => None,
        }
    }
}

impl fmt::Display for AnyAction {
    /// The game's letter, then the action's text (see `action_code.rs`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyAction::Schraem(a) => write!(f, "s {}", a.text()),
            AnyAction::Ramsch(a) => write!(f, "r {}", a.text()),
        }
    }
}

impl std::str::FromStr for AnyAction {
    type Err = BadActionCode;

    fn from_str(text: &str) -> Result<AnyAction, BadActionCode> {
        let action = match text.split_once(' ') {
            Some(("s", rest)) => schraem::Action::from_text(rest).map(AnyAction::Schraem),
            Some(("r", rest)) => ramsch::Action::from_text(rest).map(AnyAction::Ramsch),
            _ => None,
        };
        action.ok_or_else(|| BadActionCode(text.to_owned()))
    }
}

/// Why an action could not be applied in the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApplyError {
    /// The rules forbid it (the match is unchanged).
    Refused(Refusal),
    /// An action of the other game (a stale click after a new match started).
    OtherGame,
}

impl AnyAction {
    /// The card a hint says is kept back when this action plays `card` from `hand`.
    #[must_use]
    pub fn kept_back(
        &self,
        card: crate::engine::cards::Card,
        hand: &[crate::engine::cards::Card],
    ) -> Option<crate::engine::cards::Card> {
        match self {
            AnyAction::Schraem(_) => schraem::Match::kept_back(card, hand),
            AnyAction::Ramsch(_) => ramsch::Match::kept_back(card, hand),
        }
    }

    /// Another human at the device may take this action from the viewer's screen.
    #[must_use]
    pub fn acts_beside(&self) -> bool {
        match self {
            AnyAction::Schraem(a) => schraem::Match::acts_beside(a),
            AnyAction::Ramsch(a) => ramsch::Match::acts_beside(a),
        }
    }
}

fn apply_in<G: Wrap>(
    m: &mut G,
    seat: Seat,
    action: AnyAction,
) -> Result<Vec<AnyEvent>, ApplyError> {
    let action = G::unwrap_action(action).ok_or(ApplyError::OtherGame)?;
    m.apply(seat, action)
        .map(|events| events.into_iter().map(G::wrap_event).collect())
        .map_err(|e| ApplyError::Refused(G::refusal(e)))
}

impl AnyEvent {
    /// The sound the event makes, if any.
    #[must_use]
    pub fn cue(&self) -> Option<crate::session::Cue> {
        match self {
            AnyEvent::Schraem(e) => schraem::Match::cue(e),
            AnyEvent::Ramsch(e) => ramsch::Match::cue(e),
        }
    }

    /// The event ends a hand (a deal).
    #[must_use]
    pub fn ends_hand(&self) -> bool {
        match self {
            AnyEvent::Schraem(e) => schraem::Match::ends_hand(e),
            AnyEvent::Ramsch(e) => ramsch::Match::ends_hand(e),
        }
    }

    /// Counts the event into a preset's statistics for the human seats `humans`.
    pub fn count(&self, stats: &mut crate::session::PresetStats, humans: &[Seat]) {
        match self {
            AnyEvent::Schraem(e) => schraem::Match::count(e, stats, humans),
            AnyEvent::Ramsch(e) => ramsch::Match::count(e, stats, humans),
        }
    }

    /// The event as `viewer` may see it (`None`: everyone), or `None` if he may not see it.
    #[must_use]
    pub fn for_viewer(&self, viewer: Option<Seat>) -> Option<AnyEvent> {
        match self {
            AnyEvent::Schraem(e) => {
                <schraem::Match as Game>::event_for(e, viewer).map(AnyEvent::Schraem)
            }
            AnyEvent::Ramsch(e) => {
                <ramsch::Match as Game>::event_for(e, viewer).map(AnyEvent::Ramsch)
            }
        }
    }
}

fn counts_up_in<G: TableGame>(m: &G) -> bool {
    G::counts_up(m.rules())
}

/// The game of `record`'s preset.
fn game_of(record: &Record) -> Result<GameKind, ReplayFailure> {
    GameKind::of_preset(&record.ruleset.preset).ok_or_else(|| {
        ReplayFailure::Setup(SetupError::Ruleset(
            crate::engine::RulesetError::UnknownPreset(record.ruleset.preset.clone()),
        ))
    })
}

impl AnyMatch {
    /// A new match of `preset` with `options` for `players`, dealt from `seed`.
    ///
    /// # Errors
    /// The [`SetupError`] naming what is wrong (an option, the table size).
    pub fn start(
        preset: PresetId,
        options: &serde_json::Map<String, serde_json::Value>,
        players: Vec<String>,
        seed: u64,
    ) -> Result<AnyMatch, SetupError> {
        let spec = crate::engine::record::RulesetSpec {
            preset: preset.id().to_owned(),
            options: options.clone(),
        };
        fn build<G: Game>(
            spec: &crate::engine::record::RulesetSpec,
            players: Vec<String>,
            seed: u64,
        ) -> Result<G, SetupError> {
            let mut rules = G::Rules::from_spec(spec)?;
            if let Some(def) = G::Rules::option_def("players") {
                (def.set)(
                    &mut rules,
                    crate::engine::OptionValue::Number(players.len() as u16),
                );
            }
            G::new(crate::engine::Setup::new(rules, players, seed))
        }
        Ok(match preset.game() {
            GameKind::Siebenschraem => AnyMatch::Schraem(build(&spec, players, seed)?),
            GameKind::Schieberamsch => AnyMatch::Ramsch(build(&spec, players, seed)?),
        })
    }

    /// Replays `record` (every action is checked) with the engine of its preset.
    ///
    /// # Errors
    /// The replay's failure: an unusable record or the first illegal action.
    pub fn from_record(record: &Record) -> Result<AnyMatch, ReplayFailure> {
        AnyMatch::replay(record, |_| {})
    }

    /// [`AnyMatch::from_record`], handing every event of the match to `log` in order (the table's
    /// "What happened" after a reload).
    ///
    /// # Errors
    /// The replay's failure: an unusable record or the first illegal action.
    pub fn replay(
        record: &Record,
        mut log: impl FnMut(AnyEvent),
    ) -> Result<AnyMatch, ReplayFailure> {
        fn run<G: Wrap>(
            record: &Record,
            log: &mut dyn FnMut(AnyEvent),
        ) -> Result<G, ReplayFailure> {
            G::replay(record, |events| {
                events.into_iter().for_each(|e| log(G::wrap_event(e)));
            })
        }
        match game_of(record)? {
            GameKind::Siebenschraem => run(record, &mut log).map(AnyMatch::Schraem),
            GameKind::Schieberamsch => run(record, &mut log).map(AnyMatch::Ramsch),
        }
    }

    /// [`AnyMatch::from_record`], handing `step` the public table's input as the record sets it
    /// up (with no events), then after each action with that action's public events: a shared
    /// hand's replay keeps every step.
    ///
    /// # Errors
    /// The replay's failure: an unusable record or the first illegal action.
    pub fn replay_steps(
        record: &Record,
        mut step: impl FnMut(AnySeat, Vec<AnyEvent>),
    ) -> Result<AnyMatch, ReplayFailure> {
        fn run<G: Wrap>(
            record: &Record,
            step: &mut dyn FnMut(AnySeat, Vec<AnyEvent>),
        ) -> Result<G, ReplayFailure> {
            G::replay_steps(record, |game, events| {
                let public = events
                    .iter()
                    .filter_map(|e| G::event_for(e, None))
                    .map(G::wrap_event)
                    .collect();
                step(G::wrap_seat(SeatInput::of(game, None, &[])), public);
            })
        }
        match game_of(record)? {
            GameKind::Siebenschraem => run(record, &mut step).map(AnyMatch::Schraem),
            GameKind::Schieberamsch => run(record, &mut step).map(AnyMatch::Ramsch),
        }
    }

    /// Which game this is.
    #[must_use]
    pub fn game(&self) -> GameKind {
        match self {
            AnyMatch::Schraem(_) => GameKind::Siebenschraem,
            AnyMatch::Ramsch(_) => GameKind::Schieberamsch,
        }
    }

    /// The preset played.
    #[must_use]
    pub fn preset(&self) -> PresetId {
        match self {
            AnyMatch::Schraem(m) => PresetId::Schraem(m.ruleset().preset),
            AnyMatch::Ramsch(m) => PresetId::Ramsch(m.rules().preset),
        }
    }

    /// The whole match as a record.
    #[must_use]
    pub fn to_record(&self) -> Record {
        each_game!(self, m => Game::to_record(m))
    }

    /// Whether the match counts points up (so narration speaks of points reached, not marks
    /// lost).
    #[must_use]
    pub fn counts_up(&self) -> bool {
        each_game!(self, m => counts_up_in(m))
    }

    /// Who won by `result`, in a sentence (`viewer` is spoken to).
    #[must_use]
    pub fn standings_headline(
        &self,
        result: &Standings,
        viewer: Option<Seat>,
        lang: Lang,
    ) -> String {
        match self {
            AnyMatch::Schraem(m) => {
                schraem::Match::standings_headline(result, m.players(), viewer, lang)
            }
            AnyMatch::Ramsch(m) => {
                ramsch::Match::standings_headline(result, m.players(), viewer, lang)
            }
        }
    }

    /// The names at the table.
    #[must_use]
    pub fn names(&self) -> &[String] {
        each_game!(self, m => Game::players(m))
    }

    /// The seat whose move the table waits for.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        each_game!(self, m => Game::to_act(m))
    }

    /// The match is over.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        each_game!(self, m => Game::is_finished(m))
    }

    /// Who won and lost, once decided.
    #[must_use]
    pub fn standings(&self) -> Standings {
        each_game!(self, m => Game::standings(m))
    }

    /// A series the players end themselves (`match = open_ended`).
    #[must_use]
    pub fn is_open_ended(&self) -> bool {
        match self {
            AnyMatch::Schraem(m) => {
                m.ruleset().match_format == crate::engine::schraem::MatchFormat::OpenEnded
            }
            AnyMatch::Ramsch(_) => false,
        }
    }

    /// The number of actions so far.
    #[must_use]
    pub fn actions_so_far(&self) -> usize {
        each_game!(self, m => Game::history(m).len())
    }

    /// The seed the deals come from (`None` for explicit deals only).
    #[must_use]
    pub fn seed(&self) -> Option<u64> {
        each_game!(self, m => m.seed())
    }

    /// Hands (deals) that have ended with a result.
    #[must_use]
    pub fn finished_hands(&self) -> usize {
        each_game!(self, m => Game::finished_hands(m))
    }

    /// Finished hand `k` as a record of its own.
    #[must_use]
    pub fn hand_record(&self, k: usize) -> Option<Record> {
        each_game!(self, m => Game::hand_record(m, k))
    }

    /// The legal actions of `seat` now (empty when it cannot act).
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<AnyAction> {
        match self {
            AnyMatch::Schraem(m) => m
                .legal_actions(seat)
                .iter()
                .map(|a| AnyAction::Schraem(*a))
                .collect(),
            AnyMatch::Ramsch(m) => m
                .legal_actions(seat)
                .iter()
                .map(|a| AnyAction::Ramsch(*a))
                .collect(),
        }
    }

    /// What the screen of `viewer` (`None`: the public view) is built from, with the other
    /// `humans` at the device beside it.
    #[must_use]
    pub fn seat(&self, viewer: Option<Seat>, humans: &[Seat]) -> AnySeat {
        each_game!(self, m => Wrap::wrap_seat(SeatInput::of(m, viewer, humans)))
    }

    /// Whether `seat` may act now at all.
    #[must_use]
    pub fn can_act(&self, seat: Seat) -> bool {
        each_game!(self, m => !Game::legal_actions(m, seat).is_empty())
    }

    /// Applies `action` for `seat` and returns every event it caused (unfiltered: the log shows
    /// each viewer only what [`AnyEvent::for_viewer`] lets through).
    ///
    /// # Errors
    /// The rule the action breaks, or an action of the other game; the match is unchanged.
    pub fn apply(&mut self, seat: Seat, action: AnyAction) -> Result<Vec<AnyEvent>, ApplyError> {
        each_game!(self, m => apply_in(m, seat, action))
    }
}
