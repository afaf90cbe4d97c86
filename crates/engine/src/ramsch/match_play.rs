//! A match: N counted deals with a running score sheet (RULES.md B1.8). The match owns the typed
//! history and where each deal begins ([`DealSpan`]); each deal itself is a small [`DealState`].

use super::action::{Action, ActionList};
use super::deal::DealState;
use super::dealing::DealCards;
use super::error::RuleError;
use super::event::{Event, Events};
use super::ruleset::{DealerAfterGrand, Ruleset};
use super::scoring::{DealKind, DealResult};
use crate::error::{SetupError, StartError};
use crate::seat::Seat;
use crate::setup::Setup;
use serde::Serialize;

/// One line of the score sheet: a deal's result with its multipliers, and the running totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct SheetRow {
    /// Deal number (0-based, every deal dealt counts, redeals included).
    pub number: u32,
    /// The dealer.
    pub dealer: Seat,
    /// Whether the deal counts toward the agreed number of deals (a Grand Hand with
    /// `dealer_after_grand = same` and a void redeal do not).
    pub counted: bool,
    /// The scored deal.
    pub result: DealResult,
    /// Penalty totals after this deal.
    pub totals: [i32; 3],
}

/// The running penalty sheet: starting points and one row per finished deal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct ScoreSheet {
    /// Penalty points each seat started with.
    pub start: [i32; 3],
    /// One row per finished deal.
    pub rows: Vec<SheetRow>,
}

impl ScoreSheet {
    /// Penalty totals now (the lowest total wins the match).
    #[must_use]
    pub fn totals(&self) -> [i32; 3] {
        self.rows.last().map_or(self.start, |row| row.totals)
    }
}

/// Where one deal begins and what it was dealt with: enough to replay it alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealSpan {
    /// Index in the history of the deal's first action.
    pub action: usize,
    /// Deal number (0-based, every deal dealt counts).
    pub number: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The cards.
    pub cards: DealCards,
    /// Penalty totals before the deal.
    pub totals: [i32; 3],
}

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
    /// Every action of the match.
    pub(super) history: Vec<(Seat, Action)>,
    /// Every deal dealt.
    pub(super) spans: Vec<DealSpan>,
}

/// The largest start score (either sign) a record may give: far above any real sheet, far enough
/// from `i32`'s limits that 999 deals cannot overflow it.
const MAX_START_POINTS: i32 = 100_000_000;

impl Match {
    /// Starts a match, checking every part of the setup. Without a start position the last seat
    /// deals first, so seat 0 is forehand of the first deal.
    ///
    /// # Errors
    /// The [`SetupError`] naming what is wrong: the player count, the start position, an
    /// explicit deal, or no cards for the first deal.
    pub fn new(setup: Setup<Ruleset>) -> Result<Match, SetupError> {
        if setup.players.len() != 3 {
            return Err(SetupError::Players {
                found: setup.players.len(),
                min: 3,
                max: 3,
            });
        }
        let mut points = [0; 3];
        let mut dealer = Seat(2);
        if let Some(start) = &setup.start {
            if start.marks.is_some() {
                return Err(StartError::NotUsed {
                    field: "start.marks",
                }
                .into());
            }
            if start.value.is_some() {
                return Err(StartError::NotUsed {
                    field: "start.value",
                }
                .into());
            }
            if let Some(given) = &start.points {
                points = given[..].try_into().map_err(|_| StartError::Length {
                    field: "start.points",
                    found: given.len(),
                    expected: 3,
                })?;
            }
            for (seat, &p) in points.iter().enumerate() {
                if !(-MAX_START_POINTS..=MAX_START_POINTS).contains(&p) {
                    return Err(StartError::OutOfRange {
                        field: "start.points",
                        seat,
                        value: p,
                        min: -MAX_START_POINTS,
                        max: MAX_START_POINTS,
                    }
                    .into());
                }
            }
            if let Some(seat) = start.dealer {
                if seat >= 3 {
                    return Err(StartError::Dealer { seat, players: 3 }.into());
                }
                dealer = Seat(seat);
            }
        }
        let explicit = setup
            .deals
            .iter()
            .enumerate()
            .map(|(index, deal)| {
                DealCards::from_record(deal).map_err(|error| SetupError::Deal { index, error })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if explicit.is_empty() && setup.seed.is_none() {
            return Err(SetupError::NoCards);
        }
        let mut game = Match {
            rules: setup.rules,
            players: setup.players,
            seed: setup.seed,
            explicit,
            first_dealer: dealer,
            sheet: ScoreSheet {
                start: points,
                rows: Vec::new(),
            },
            deal: None,
            deal_number: 0,
            dealer,
            counted: 0,
            deal_log: Vec::new(),
            history: Vec::new(),
            spans: Vec::new(),
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
        let cards = self.cards_for(self.deal_number);
        self.deal = cards.map(|cards| DealState::new(self.rules, self.dealer, cards));
        if let Some(cards) = cards {
            self.spans.push(DealSpan {
                action: self.history.len(),
                number: self.deal_number,
                dealer: self.dealer,
                cards,
                totals: self.totals(),
            });
            let started = Event::DealStarted {
                number: self.deal_number,
                counted: self.counted,
                again: self.sheet.rows.last().is_some_and(|row| !row.counted),
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

    /// The rule set played.
    #[must_use]
    pub const fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The names at the table.
    #[must_use]
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// The seed the deals come from (`None` for a match of explicit deals only).
    #[must_use]
    pub const fn seed(&self) -> Option<u64> {
        self.seed
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

    /// The dealer of the deal in progress.
    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The score sheet.
    #[must_use]
    pub const fn sheet(&self) -> &ScoreSheet {
        &self.sheet
    }

    /// Penalty totals per seat.
    #[must_use]
    pub fn totals(&self) -> [i32; 3] {
        self.sheet.totals()
    }

    /// Every deal dealt, in order.
    #[must_use]
    pub fn spans(&self) -> &[DealSpan] {
        &self.spans
    }

    /// Every action so far.
    #[must_use]
    pub fn history(&self) -> &[(Seat, Action)] {
        &self.history
    }

    /// The agreed number of deals has been played.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.counted >= self.rules.deals
    }

    /// The seats on the lowest total once the match is over (several share first place, C7).
    #[must_use]
    pub fn winners(&self) -> Vec<Seat> {
        if !self.is_finished() {
            return Vec::new();
        }
        let totals = self.totals();
        let best = totals.iter().copied().min().unwrap_or(0);
        (0..3u8)
            .filter(|&s| totals[s as usize] == best)
            .map(Seat)
            .collect()
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
        let mut events = deal.apply(seat, action)?;
        self.history.push((seat, action));
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
}
