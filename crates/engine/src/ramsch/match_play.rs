//! A match: N counted deals with a running score sheet (RULES.md B1.8). The match owns the history
//! (events, actions) that views and records need; each deal itself is a small [`DealState`].

use super::action::{Action, ActionList};
use super::deal::DealState;
use super::dealing::DealCards;
use super::error::RuleError;
use super::event::{Event, Events};
use super::record_io;
use super::ruleset::{DealerAfterGrand, Ruleset};
use super::scoring::{DealKind, DealResult};
use crate::record::{Record, RecordAction, Start, FORMAT};
use crate::seat::Seat;
use serde::Serialize;
use std::fmt;

/// One line of the score sheet: a deal's result with its multipliers, and the running totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SheetRow {
    /// Deal number (0-based, every deal dealt counts, redeals included).
    pub number: u32,
    pub dealer: Seat,
    /// Whether the deal counts toward the agreed number of deals (a Grand Hand with
    /// `dealer_after_grand = same` and a void redeal do not).
    pub counted: bool,
    pub result: DealResult,
    /// Penalty totals after this deal.
    pub totals: [i32; 3],
}

/// The running penalty sheet: starting points and one row per finished deal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ScoreSheet {
    pub start: [i32; 3],
    pub rows: Vec<SheetRow>,
}

impl ScoreSheet {
    /// Penalty totals now (the lowest total wins the match).
    #[must_use]
    pub fn totals(&self) -> [i32; 3] {
        self.rows.last().map_or(self.start, |row| row.totals)
    }
}

/// Why a match cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Schieberamsch is for exactly three players.
    PlayerCount(usize),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => {
                write!(
                    f,
                    "field 'players': Schieberamsch needs 3 players, found {n}"
                )
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// A Schieberamsch match in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    pub(super) rules: Ruleset,
    pub(super) players: Vec<String>,
    pub(super) seed: Option<u64>,
    /// Explicit deals from a record, by deal number; later deals come from the seed.
    pub(super) explicit: Vec<DealCards>,
    pub(super) first_dealer: Seat,
    pub(super) sheet: ScoreSheet,
    /// The deal in progress; `None` when the match is over or the next deal has no cards.
    pub(super) deal: Option<DealState>,
    pub(super) deal_number: u32,
    pub(super) dealer: Seat,
    pub(super) counted: u16,
    /// Every event of the deal in progress, unfiltered (views filter them).
    pub(super) deal_log: Vec<Event>,
    /// Every action of the match, in record form.
    pub(super) actions: Vec<RecordAction>,
}

impl Match {
    /// A new match of `rules` for three players, dealt from `seed`. The last seat deals first,
    /// so seat 0 is forehand of the first deal.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] unless there are exactly three names.
    pub fn new(rules: Ruleset, players: &[&str], seed: u64) -> Result<Match, SetupError> {
        let players: Vec<String> = players.iter().map(|&name| name.to_owned()).collect();
        Match::setup(rules, players, Some(seed), Vec::new(), [0; 3], Seat(2))
    }

    /// A match from its parts (used by `new` and by records).
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] unless there are exactly three names.
    pub fn setup(
        rules: Ruleset,
        players: Vec<String>,
        seed: Option<u64>,
        explicit: Vec<DealCards>,
        start_points: [i32; 3],
        first_dealer: Seat,
    ) -> Result<Match, SetupError> {
        if players.len() != 3 {
            return Err(SetupError::PlayerCount(players.len()));
        }
        let mut game = Match {
            rules,
            players,
            seed,
            explicit,
            first_dealer,
            sheet: ScoreSheet {
                start: start_points,
                rows: Vec::new(),
            },
            deal: None,
            deal_number: 0,
            dealer: first_dealer,
            counted: 0,
            deal_log: Vec::new(),
            actions: Vec::new(),
        };
        let mut events = Events::new();
        game.start_deal(&mut events);
        Ok(game)
    }

    /// The cards of deal `number`, if the match has a source for them.
    fn cards_for(&self, number: u32) -> Option<DealCards> {
        match self.explicit.get(number as usize) {
            Some(cards) => Some(*cards),
            None => self
                .seed
                .map(|seed| DealCards::seeded(seed, u64::from(number), self.dealer)),
        }
    }

    fn start_deal(&mut self, events: &mut Events) {
        self.deal_log.clear();
        self.deal = self
            .cards_for(self.deal_number)
            .map(|cards| DealState::new(self.rules, self.dealer, cards));
        if self.deal.is_some() {
            let started = Event::DealStarted {
                number: self.deal_number,
                dealer: self.dealer,
            };
            events.push(started);
            self.deal_log.push(started);
            if !self.rules.grand_hand {
                events.push(Event::RamschBegins);
                self.deal_log.push(Event::RamschBegins);
            }
        }
    }

    #[must_use]
    pub const fn rules(&self) -> &Ruleset {
        &self.rules
    }

    #[must_use]
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// The deal in progress (for bots: clone it and play out).
    #[must_use]
    pub const fn deal(&self) -> Option<&DealState> {
        self.deal.as_ref()
    }

    /// Number of the deal in progress (0-based, every deal dealt counts).
    #[must_use]
    pub const fn deal_number(&self) -> u32 {
        self.deal_number
    }

    /// Deals played so far that count toward the agreed number.
    #[must_use]
    pub const fn deals_counted(&self) -> u16 {
        self.counted
    }

    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    #[must_use]
    pub const fn sheet(&self) -> &ScoreSheet {
        &self.sheet
    }

    /// Penalty totals per seat.
    #[must_use]
    pub fn totals(&self) -> [i32; 3] {
        self.sheet.totals()
    }

    /// The agreed number of deals has been played.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.counted >= self.rules.deals
    }

    /// The seat the match waits for (`None` when finished or when no cards can be dealt).
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        self.deal.as_ref().and_then(DealState::to_act)
    }

    /// Every action `seat` may take now; empty if it cannot act.
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> ActionList {
        self.deal
            .as_ref()
            .map_or_else(ActionList::new, |deal| deal.legal_actions(seat))
    }

    /// The full events of the deal in progress (unfiltered: for tests and the record keeper).
    #[must_use]
    pub fn deal_log(&self) -> &[Event] {
        &self.deal_log
    }

    /// Applies `action` by `seat`; when a deal ends it is written on the sheet and the next one
    /// is dealt.
    ///
    /// # Errors
    /// [`RuleError`] naming the broken rule; the match is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, RuleError> {
        if self.is_finished() {
            return Err(RuleError::MatchOver);
        }
        let Some(deal) = self.deal.as_mut() else {
            return Err(RuleError::NoDealAvailable);
        };
        // The record form needs the skat before a pickup changes it.
        let record_action = record_io::to_record_action(deal, seat, action);
        let mut events = deal.apply(seat, action)?;
        self.actions.push(record_action);
        self.deal_log.extend_from_slice(events.as_slice());
        let finished = deal.result().copied();
        if let Some(result) = finished {
            self.end_deal(result, &mut events);
        }
        Ok(events)
    }

    fn end_deal(&mut self, result: DealResult, events: &mut Events) {
        let same_dealer = result.voided
            || (result.kind == DealKind::GrandHand
                && self.rules.dealer_after_grand == DealerAfterGrand::Same);
        let totals = std::array::from_fn(|i| self.totals()[i] + result.score[i]);
        self.sheet.rows.push(SheetRow {
            number: self.deal_number,
            dealer: self.dealer,
            counted: !same_dealer,
            result,
            totals,
        });
        if !same_dealer {
            self.counted += 1;
            self.dealer = self.dealer.next(3);
        }
        self.deal_number += 1;
        if self.is_finished() {
            self.deal = None;
            events.push(Event::MatchEnded { totals });
        } else {
            self.start_deal(events);
        }
    }

    /// The match as a record: rule set, players, start, explicit deals, seed and every action.
    #[must_use]
    pub fn to_record(&self) -> Record {
        Record {
            format: FORMAT.to_owned(),
            ruleset: self.rules.to_spec(),
            players: self.players.clone(),
            start: Some(Start {
                marks: None,
                points: Some(self.sheet.start.to_vec()),
                dealer: Some(self.first_dealer.0),
                value: None,
            }),
            deals: self.explicit.iter().map(DealCards::to_record).collect(),
            seed: self.seed,
            actions: self.actions.clone(),
        }
    }
}
