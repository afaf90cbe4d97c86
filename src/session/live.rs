use super::setup::MatchSetup;
use super::stats::Stats;
use crate::engine::{ramsch, schraem, GameKind, Record, ReplayFailure, Seat};
use crate::i18n::Lang;
use crate::narrate::{ramsch_event, schraem_event};

/// A match of either game, as the engines hold it.
#[derive(Clone, Debug)]
pub enum LiveMatch {
    Schraem(schraem::Match),
    Ramsch(ramsch::Match),
}

/// An action of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameAction {
    Schraem(schraem::Action),
    Ramsch(ramsch::Action),
}

impl LiveMatch {
    /// A new match for `setup`, dealt from `seed`.
    ///
    /// # Errors
    /// A message if the preset is unknown or the table size does not fit it.
    pub fn start(setup: &MatchSetup, seed: u64) -> Result<LiveMatch, String> {
        let names: Vec<String> = setup.seats.iter().map(|s| s.name.clone()).collect();
        match setup.game {
            GameKind::Siebenschraem => {
                let preset = schraem::Preset::from_id(&setup.preset)
                    .ok_or_else(|| format!("unknown preset {}", setup.preset))?;
                let mut rules = schraem::Ruleset::preset(preset);
                rules.players = names.len() as u8;
                for (name, value) in &setup.options {
                    rules.set_option(name, value).map_err(|e| e.to_string())?;
                }
                schraem::Match::new(rules, names, seed)
                    .map(LiveMatch::Schraem)
                    .map_err(|e| e.to_string())
            }
            GameKind::Schieberamsch => {
                let preset = ramsch::Preset::from_id(&setup.preset)
                    .ok_or_else(|| format!("unknown preset {}", setup.preset))?;
                let refs: Vec<&str> = names.iter().map(String::as_str).collect();
                let mut rules = ramsch::Ruleset::preset(preset);
                for (name, value) in &setup.options {
                    rules.set_option(name, value).map_err(|e| e.to_string())?;
                }
                ramsch::Match::new(rules, &refs, seed)
                    .map(LiveMatch::Ramsch)
                    .map_err(|e| e.to_string())
            }
        }
    }

    /// Replays `record` (every action is checked) into a live match.
    ///
    /// # Errors
    /// The replay's failure: an unusable record or the first illegal action.
    pub fn from_record(game: GameKind, record: &Record) -> Result<LiveMatch, ReplayFailure> {
        match game {
            GameKind::Siebenschraem => schraem::Match::from_record(record).map(LiveMatch::Schraem),
            GameKind::Schieberamsch => ramsch::Match::from_record(record).map(LiveMatch::Ramsch),
        }
    }

    #[must_use]
    pub fn game(&self) -> GameKind {
        match self {
            LiveMatch::Schraem(_) => GameKind::Siebenschraem,
            LiveMatch::Ramsch(_) => GameKind::Schieberamsch,
        }
    }

    #[must_use]
    pub fn to_record(&self) -> Record {
        match self {
            LiveMatch::Schraem(m) => m.to_record(),
            LiveMatch::Ramsch(m) => m.to_record(),
        }
    }

    #[must_use]
    pub fn names(&self) -> Vec<String> {
        match self {
            LiveMatch::Schraem(m) => m.names().to_vec(),
            LiveMatch::Ramsch(m) => m.players().to_vec(),
        }
    }

    /// The seat whose answer or play the table waits for.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        match self {
            LiveMatch::Schraem(m) => m.to_act(),
            LiveMatch::Ramsch(m) => m.to_act(),
        }
    }

    #[must_use]
    pub fn is_finished(&self) -> bool {
        match self {
            LiveMatch::Schraem(m) => m.is_finished(),
            LiveMatch::Ramsch(m) => m.is_finished(),
        }
    }

    /// The legal actions of `seat` now (empty when it cannot act).
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<GameAction> {
        match self {
            LiveMatch::Schraem(m) => m
                .legal_actions(seat)
                .iter()
                .map(|a| GameAction::Schraem(*a))
                .collect(),
            LiveMatch::Ramsch(m) => m
                .legal_actions(seat)
                .iter()
                .map(|a| GameAction::Ramsch(*a))
                .collect(),
        }
    }

    /// Applies `action` for `seat` and returns what happened, as far as everyone at the table may
    /// know (public events only: the log and the live region never mention a hidden card).
    ///
    /// # Errors
    /// The rule the action breaks; the match is unchanged.
    pub fn apply(&mut self, seat: Seat, action: GameAction) -> Result<Happened, String> {
        match (self, action) {
            (LiveMatch::Schraem(m), GameAction::Schraem(a)) => {
                let events = m.apply(seat, a).map_err(|e| e.to_string())?;
                Ok(Happened::Schraem(
                    events
                        .as_slice()
                        .iter()
                        .filter(|e| e.is_public())
                        .copied()
                        .collect(),
                ))
            }
            (LiveMatch::Ramsch(m), GameAction::Ramsch(a)) => {
                let events = m.apply(seat, a).map_err(|e| e.to_string())?;
                Ok(Happened::Ramsch(events.public().iter().copied().collect()))
            }
            _ => Err("that action belongs to the other game".to_owned()),
        }
    }
}

/// A sound of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// Knuckles on the table (a knock, Kontra, Re).
    Knock,
    /// A card laid down.
    Card,
}

/// The public events of one action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    Schraem(Vec<schraem::Event>),
    Ramsch(Vec<ramsch::Event>),
}

impl Happened {
    /// The events in words.
    #[must_use]
    pub fn narrate(&self, names: &[String], lang: Lang) -> Vec<String> {
        match self {
            Happened::Schraem(events) => events
                .iter()
                .filter_map(|e| schraem_event(e, names, lang))
                .collect(),
            Happened::Ramsch(events) => events
                .iter()
                .filter_map(|e| ramsch_event(e, names, lang))
                .collect(),
        }
    }

    /// The sound this action makes at a real table, if any: a knock on the wood, a card laid.
    #[must_use]
    pub fn cue(&self) -> Option<Cue> {
        match self {
            Happened::Schraem(events) => {
                if events
                    .iter()
                    .any(|e| matches!(e, schraem::Event::Knocked { .. }))
                {
                    Some(Cue::Knock)
                } else if events
                    .iter()
                    .any(|e| matches!(e, schraem::Event::Played { .. }))
                {
                    Some(Cue::Card)
                } else {
                    None
                }
            }
            Happened::Ramsch(events) => {
                if events
                    .iter()
                    .any(|e| matches!(e, ramsch::Event::Kontra { .. } | ramsch::Event::Re { .. }))
                {
                    Some(Cue::Knock)
                } else if events
                    .iter()
                    .any(|e| matches!(e, ramsch::Event::CardPlayed { .. }))
                {
                    Some(Cue::Card)
                } else {
                    None
                }
            }
        }
    }

    /// Adds the events of the human seats to `stats`.
    pub fn count_into(&self, stats: &mut Stats, humans: &[Seat]) {
        match self {
            Happened::Schraem(events) => stats.count_schraem(events, humans),
            Happened::Ramsch(events) => stats.count_ramsch(events, humans),
        }
    }
}
