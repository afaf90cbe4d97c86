//! The one interface both engines implement ([`Game`]), and what is shared about every game:
//! which game a preset belongs to ([`GameKind`], [`PresetId`]) and how a match ended
//! ([`Standings`]).
//!
//! A game is data plus pure moves (as in boardgame.io): `legal_actions`, `apply` (refused
//! actions leave the state untouched), a typed history, and views that contain only what one
//! seat may know. Everything built around a game — the bots' search, the arena, the app's
//! match, replays of shared hands — is written once against this trait.

use crate::action_text::ActionText;
use crate::error::{Refusal, ReplayFailure, SetupError};
use crate::option::Rules;
use crate::record::{Record, RecordAction};
use crate::seat::Seat;
use crate::setup::Setup;
use crate::{ramsch, schraem};
use std::fmt;
use std::ops::{Deref, Range};

/// Which game a preset belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// The Siebenschräm family.
    Siebenschraem,
    /// Schieberamsch.
    Schieberamsch,
}

/// A preset of either game: the typed id a setup names, so that a game cannot be paired with the
/// other game's preset. Written as its id (`rhineland`, `schieberamsch_fr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PresetId {
    /// A Siebenschräm preset.
    Schraem(schraem::Preset),
    /// A Schieberamsch preset.
    Ramsch(ramsch::Preset),
}

impl PresetId {
    /// Every preset of both games, Siebenschräm first.
    #[must_use]
    pub fn all() -> Vec<PresetId> {
        schraem::Preset::ALL
            .iter()
            .map(|p| PresetId::Schraem(*p))
            .chain(ramsch::Preset::ALL.iter().map(|p| PresetId::Ramsch(*p)))
            .collect()
    }

    /// The preset with id `id`.
    #[must_use]
    pub fn from_id(id: &str) -> Option<PresetId> {
        schraem::Preset::from_id(id)
            .map(PresetId::Schraem)
            .or_else(|| ramsch::Preset::from_id(id).map(PresetId::Ramsch))
    }

    /// The stable id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            PresetId::Schraem(p) => p.id(),
            PresetId::Ramsch(p) => p.id(),
        }
    }

    /// The game it belongs to.
    #[must_use]
    pub const fn game(self) -> GameKind {
        match self {
            PresetId::Schraem(_) => GameKind::Siebenschraem,
            PresetId::Ramsch(_) => GameKind::Schieberamsch,
        }
    }

    /// The reference preset of a game.
    #[must_use]
    pub const fn reference(game: GameKind) -> PresetId {
        match game {
            GameKind::Siebenschraem => PresetId::Schraem(schraem::Preset::Rhineland),
            GameKind::Schieberamsch => PresetId::Ramsch(ramsch::Preset::Schieberamsch),
        }
    }

    /// Players allowed at the table, as (fewest, most).
    #[must_use]
    pub const fn players_range(self) -> (u8, u8) {
        match self {
            PresetId::Schraem(p) => p.players_range(),
            PresetId::Ramsch(_) => (3, 3),
        }
    }
}

impl GameKind {
    /// Every game, in the order a game picker shows them.
    pub const ALL: [GameKind; 2] = [GameKind::Siebenschraem, GameKind::Schieberamsch];

    /// The game's own name (the same in every language).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Siebenschraem => "Siebenschräm",
            GameKind::Schieberamsch => "Schieberamsch",
        }
    }

    /// The game of preset `id`, or `None` for an unknown preset.
    #[must_use]
    pub fn of_preset(id: &str) -> Option<GameKind> {
        PresetId::from_id(id).map(PresetId::game)
    }
}

impl fmt::Display for PresetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl serde::Serialize for PresetId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> serde::Deserialize<'de> for PresetId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PresetId, D::Error> {
        let id = String::deserialize(d)?;
        PresetId::from_id(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown preset \"{id}\"")))
    }
}

/// How a match stands at its end: who won (several when tied for first place) and who lost
/// (the games where a loser is named). Both empty while it is not decided.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Standings {
    /// Winners; several share first place.
    pub winners: Vec<Seat>,
    /// Losers (`first_out_loses`, Dedenbach, Tuppen); several share the last place only in a
    /// draw.
    pub losers: Vec<Seat>,
}

/// One game's engine. See the module documentation.
///
/// Code written once against the trait runs either game, as the bots and the app do:
///
/// ```
/// use schraem_engine::{ramsch, Game, Seat, Setup, Xoshiro256StarStar};
///
/// /// Plays `game` to its end with random legal actions; returns how many were played.
/// fn play_out<G: Game>(mut game: G) -> usize {
///     let mut rng = Xoshiro256StarStar::from_seed(1);
///     while let Some(seat) = game.to_act() {
///         // A seat's view holds only what it may know; its legal actions are what it may do.
///         let _view = game.view_for(Some(seat));
///         let legal = game.legal_actions(seat);
///         let action = legal[rng.below(legal.len() as u64) as usize];
///         game.apply(seat, action).expect("a legal action applies");
///     }
///     game.history().len()
/// }
///
/// let names = ["Ann", "Ben", "Cem"].map(String::from).to_vec();
/// let mut rules = ramsch::Ruleset::preset(ramsch::Preset::Schieberamsch);
/// rules.deals = 3;
/// let game = ramsch::Match::new(Setup::new(rules, names, 3)).unwrap();
/// let played = play_out(game.clone());
/// assert!(played > 0);
///
/// // An illegal action is refused and leaves the match as it was.
/// let mut game = game;
/// let waiting = game.to_act().unwrap();
/// let other = Seat((waiting.0 + 1) % 3);
/// let before = game.to_record();
/// assert!(game.apply(other, game.legal_actions(waiting)[0]).is_err());
/// assert_eq!(game.to_record(), before);
/// ```
pub trait Game: Clone + fmt::Debug + Sized + 'static {
    /// The typed rule set.
    type Rules: Rules;
    /// One move of one seat.
    type Action: Copy + Eq + fmt::Debug + ActionText + 'static;
    /// One thing that happened.
    type Event: Copy + Eq + fmt::Debug + 'static;
    /// Why an action was refused (one variant per rule).
    type Error: Copy + Eq + fmt::Debug + fmt::Display + 'static;
    /// What one seat (or a spectator) may know.
    type View: Clone + PartialEq + fmt::Debug;
    /// A seat's legal actions (an inline list).
    type Actions: Deref<Target = [Self::Action]> + Clone;

    /// Which game this is.
    const KIND: GameKind;

    /// Starts a match, checking every part of the setup.
    ///
    /// # Errors
    /// The [`SetupError`] naming what is wrong.
    fn new(setup: Setup<Self::Rules>) -> Result<Self, SetupError>;

    /// The rule set played.
    fn rules(&self) -> &Self::Rules;

    /// The names at the table, seat 0 first.
    fn players(&self) -> &[String];

    /// Everything `seat` may do now (empty if it cannot act).
    fn legal_actions(&self, seat: Seat) -> Self::Actions;

    /// Applies `action` by `seat` and returns every event it caused (unfiltered: filter with
    /// [`Game::event_for`] before showing).
    ///
    /// # Errors
    /// The rule the action breaks; the match is then unchanged.
    fn apply(&mut self, seat: Seat, action: Self::Action) -> Result<Vec<Self::Event>, Self::Error>;

    /// What `viewer` may know (`None`: what everyone may know). Each engine also has
    /// `view(seat)` for a seat and `public_view()` for `view_for(None)`.
    fn view_for(&self, viewer: Option<Seat>) -> Self::View;

    /// The seat whose move the table waits for (others may still act out of turn where the game
    /// allows it).
    fn to_act(&self) -> Option<Seat>;

    /// The match is over.
    fn is_finished(&self) -> bool;

    /// Why the next hand cannot be dealt: an explicit deal of the record that does not fit it.
    /// (A match that simply has no cards for its next deal waits: `to_act` is `None`.)
    fn deal_error(&self) -> Option<SetupError>;

    /// Who won and who lost, once decided.
    fn standings(&self) -> Standings;

    /// Every action so far.
    fn history(&self) -> &[(Seat, Self::Action)];

    /// The number of hands (Schieberamsch: deals) that have ended with a result.
    fn finished_hands(&self) -> usize;

    /// The actions of finished hand `k` in [`Game::history`].
    fn hand_actions(&self, k: usize) -> Option<Range<usize>>;

    /// Finished hand `k` as a record of its own: the position it started from, its explicit deal
    /// and its actions. `None` for a hand that cannot stand alone.
    fn hand_record(&self, k: usize) -> Option<Record>;

    /// The whole match as a record.
    fn to_record(&self) -> Record;

    /// The typed action of a record action, in the current position.
    ///
    /// # Errors
    /// A [`Refusal`] naming the act or the field that means nothing here.
    fn action_from_record(&self, action: &RecordAction) -> Result<Self::Action, Refusal>;

    /// The [`Refusal`] of a rule error of this game.
    fn refusal(error: Self::Error) -> Refusal;

    /// The event as `viewer` may see it (`None`: everyone), or `None` if he may not see it.
    fn event_for(event: &Self::Event, viewer: Option<Seat>) -> Option<Self::Event>;

    /// The report of `schraem replay` for the match as it stands (docs/record.md).
    fn report(&self) -> serde_json::Value;

    /// Builds the match of a record and replays every action, checking each.
    ///
    /// # Errors
    /// [`ReplayFailure::Setup`] for a record that cannot start a match (or a malformed later
    /// deal); [`ReplayFailure::Illegal`] for the first illegal action.
    fn from_record(record: &Record) -> Result<Self, ReplayFailure> {
        Self::replay(record, |_| {})
    }

    /// [`Game::from_record`], handing every action's events to `events` in order, so a table
    /// opened from a save can show the whole match's history (as it was told while playing).
    ///
    /// # Errors
    /// As [`Game::from_record`]; `events` has then seen the events of the actions before the
    /// failure.
    fn replay(
        record: &Record,
        mut events: impl FnMut(Vec<Self::Event>),
    ) -> Result<Self, ReplayFailure> {
        let mut set_up = false;
        Self::replay_steps(record, |_, happened| {
            if set_up {
                events(happened);
            }
            set_up = true;
        })
    }

    /// [`Game::replay`], handing `step` the game as set up (with no events), then the game after
    /// each action with that action's events: a hand's replay keeps what every step showed.
    ///
    /// # Errors
    /// As [`Game::replay`].
    fn replay_steps(
        record: &Record,
        mut step: impl FnMut(&Self, Vec<Self::Event>),
    ) -> Result<Self, ReplayFailure> {
        let mut game = Self::new(Setup::from_record(record)?)?;
        step(&game, Vec::new());
        for (index, ra) in record.actions.iter().enumerate() {
            let illegal = |reason: Refusal| ReplayFailure::Illegal {
                index,
                seat: ra.seat,
                act: ra.act.clone(),
                reason,
            };
            let action = game.action_from_record(ra).map_err(illegal)?;
            let happened = game
                .apply(Seat(ra.seat), action)
                .map_err(|e| illegal(Self::refusal(e)))?;
            step(&game, happened);
            if let Some(e) = game.deal_error() {
                return Err(ReplayFailure::Setup(e));
            }
        }
        Ok(game)
    }
}
