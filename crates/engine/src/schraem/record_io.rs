//! Record ↔ engine: typed actions to and from record acts, the match as a record and a finished
//! hand as a record of its own. The typed history is converted only here, at the boundary.

use super::action::Action;
use super::game::shown_marks;
use super::match_play::Match;
use super::options::MatchFormat;
use crate::action_text::ActionText;
use crate::error::ActError;
use crate::option::Rules;
use crate::record::{Deal, Record, RecordAction, Start, FORMAT};
use crate::seat::Seat;

/// The record form of `action` by `seat`.
#[must_use]
pub fn action_to_record(seat: Seat, action: Action) -> RecordAction {
    let mut r = RecordAction::bare(seat.0, action.act());
    match action {
        Action::Play(card) => r.card = Some(card),
        Action::Challenge { turn } => r.turn = Some(turn),
        _ => {}
    }
    r
}

/// The typed action of a record action.
///
/// # Errors
/// An [`ActError`] naming the act or the missing or extra field.
pub fn action_from_record(r: &RecordAction) -> Result<Action, ActError> {
    let bare = |action: Action| -> Result<Action, ActError> {
        if r.card.is_some() || r.cards.is_some() || r.turn.is_some() {
            Err(ActError::Extra { act: action.act() })
        } else {
            Ok(action)
        }
    };
    match r.act.as_str() {
        "play" => match (r.card, &r.cards, r.turn) {
            (Some(card), None, None) => Ok(Action::Play(card)),
            (None, _, _) => Err(ActError::Needs {
                act: "play",
                field: "card",
            }),
            _ => Err(ActError::Extra { act: "play" }),
        },
        "challenge" => match (r.card, &r.cards) {
            (None, None) => Ok(Action::Challenge {
                turn: r.turn.unwrap_or(4),
            }),
            _ => Err(ActError::Extra { act: "challenge" }),
        },
        // Every other act is one without arguments, named as its text names it.
        other => match Action::from_text(other).filter(|_| !other.contains(' ')) {
            Some(action) => bare(action),
            None => Err(ActError::UnknownAct(other.to_owned())),
        },
    }
}

impl Match {
    /// The rule set as a record writes it: the player count is carried by `players`.
    fn record_ruleset(&self) -> crate::record::RulesetSpec {
        let mut spec = self.ruleset.to_spec();
        spec.options.remove("players");
        spec
    }

    /// The record of this match: rule set (preset + differing options), players, start, explicit
    /// deals, seed and every action so far. Replaying it gives the same state.
    #[must_use]
    pub fn to_record(&self) -> Record {
        Record {
            format: FORMAT.to_owned(),
            ruleset: self.record_ruleset(),
            players: self.names.clone(),
            start: self.start.clone(),
            deals: self.deals.clone(),
            seed: self.seed,
            actions: self
                .history
                .iter()
                .map(|&(s, a)| action_to_record(s, a))
                .collect(),
        }
    }

    /// The actions of finished hand `k` in [`Match::history`].
    #[must_use]
    pub fn hand_actions(&self, k: usize) -> Option<std::ops::Range<usize>> {
        let span = self.results.get(k)?.span;
        let start = self.spans[span].action;
        let end = self
            .spans
            .get(span + 1)
            .map_or(self.history.len(), |next| next.action);
        Some(start..end)
    }

    /// Finished hand `k` as a record of its own: the marks, dealer and value it was dealt with,
    /// its explicit deal (the stock's order as `skat`) and its actions, as one game. `None` for
    /// an escape hand, whose dealt-in seats a start position cannot express.
    #[must_use]
    pub fn hand_record(&self, k: usize) -> Option<Record> {
        let span = &self.spans[self.results.get(k)?.span];
        if span.escape {
            return None;
        }
        let n = self.names.len();
        let mut ruleset = self.ruleset;
        ruleset.match_format = MatchFormat::SingleGame;
        let mut spec = ruleset.to_spec();
        spec.options.remove("players");
        let range = self.hand_actions(k)?;
        Some(Record {
            format: FORMAT.to_owned(),
            ruleset: spec,
            players: self.names.clone(),
            start: Some(Start {
                marks: Some(
                    (0..n)
                        .map(|s| shown_marks(&self.ruleset, span.lives[s]))
                        .collect(),
                ),
                points: None,
                dealer: Some(span.dealer.0),
                value: (span.value > 1).then_some(span.value),
            }),
            deals: vec![Deal {
                hands: (0..n).map(|s| span.hands[s].iter().collect()).collect(),
                skat: span.stock.clone(),
            }],
            seed: None,
            actions: self.history[range]
                .iter()
                .map(|&(s, a)| action_to_record(s, a))
                .collect(),
        })
    }
}
