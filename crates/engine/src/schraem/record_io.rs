//! Record ↔ engine: typed actions to and from record acts, a [`Match`] from a record (replaying
//! and validating every action) and back to a record.

use super::action::Action;
use super::match_play::Match;
use super::ruleset::Ruleset;
use crate::record::{Record, RecordAction, ReplayFailure, FORMAT};
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
/// A reason naming the act or the missing field.
pub fn action_from_record(r: &RecordAction) -> Result<Action, String> {
    let no_extras = |action: Action| -> Result<Action, String> {
        if r.card.is_some() || r.cards.is_some() || r.turn.is_some() {
            Err(format!("act '{}' takes no card, cards or turn", r.act))
        } else {
            Ok(action)
        }
    };
    match r.act.as_str() {
        "look" => no_extras(Action::Look),
        "knock" => no_extras(Action::Knock),
        "blind_knock" => no_extras(Action::BlindKnock),
        "hold" => no_extras(Action::Hold),
        "fold" => no_extras(Action::Fold),
        "exchange" => no_extras(Action::Exchange),
        "decline" => no_extras(Action::Decline),
        "redeal_request" => no_extras(Action::RedealRequest),
        "agree" => no_extras(Action::Agree),
        "play" => match (r.card, &r.cards, r.turn) {
            (Some(card), None, None) => Ok(Action::Play(card)),
            _ => Err("act 'play' needs exactly the field 'card'".into()),
        },
        "challenge" => match (r.card, &r.cards) {
            (None, None) => Ok(Action::Challenge {
                turn: r.turn.unwrap_or(4),
            }),
            _ => Err("act 'challenge' takes only 'turn'".into()),
        },
        other => Err(format!("unknown act '{other}'")),
    }
}

impl Match {
    /// Builds the match of a record and replays every action, validating each.
    ///
    /// # Errors
    /// [`ReplayFailure::Invalid`] for an unusable record (format, ruleset, players, start, deals);
    /// [`ReplayFailure::Illegal`] for the first illegal action (index, seat, act, reason).
    pub fn from_record(record: &Record) -> Result<Match, ReplayFailure> {
        if record.format != FORMAT {
            return Err(ReplayFailure::Invalid(format!(
                "field 'format': expected \"{FORMAT}\", found \"{}\"",
                record.format
            )));
        }
        let ruleset = Ruleset::from_spec(&record.ruleset)
            .map_err(|e| ReplayFailure::Invalid(e.to_string()))?;
        if record.ruleset.options.contains_key("players")
            && usize::from(ruleset.players) != record.players.len()
        {
            return Err(ReplayFailure::Invalid(format!(
                "field 'players': {} names but option players = {}",
                record.players.len(),
                ruleset.players
            )));
        }
        let mut m = Match::from_parts(
            ruleset,
            record.players.clone(),
            record.seed,
            record.deals.clone(),
            record.start.clone(),
        )
        .map_err(|e| ReplayFailure::Invalid(e.to_string()))?;
        for (index, ra) in record.actions.iter().enumerate() {
            let illegal = |reason: String| ReplayFailure::Illegal {
                index,
                seat: ra.seat,
                act: ra.act.clone(),
                reason,
            };
            if let Some(message) = &m.blocked {
                return Err(ReplayFailure::Invalid(message.clone()));
            }
            let action = action_from_record(ra).map_err(illegal)?;
            m.apply(Seat(ra.seat), action)
                .map_err(|e| illegal(e.to_string()))?;
        }
        Ok(m)
    }

    /// The record of this match: rule set (preset + differing options), players, start, explicit
    /// deals, seed and every action so far. Replaying it gives the same state.
    #[must_use]
    pub fn to_record(&self) -> Record {
        Record {
            format: FORMAT.to_owned(),
            ruleset: {
                let mut spec = self.ruleset.to_spec();
                // The player count is carried by `players`.
                spec.options.remove("players");
                spec
            },
            players: self.names.clone(),
            start: self.start.clone(),
            deals: self.deals.clone(),
            seed: self.seed,
            actions: self.actions.clone(),
        }
    }
}
