//! Actions in record form (RECORD.md): `grand_hand`, `pass`, `kontra`, `re`, `pickup` (+ `cards`),
//! `discard` + `cards`, `push`, `play` + `card`. No other act exists for Schieberamsch.
//!
//! `pickup` without `cards` picks up both skat cards. With `cards` it names the cards picked up
//! (both, or one under `pickup = one_or_both`); the engine maps a named card to its place in the
//! skat, because a player chooses a face-down card by its place.

use super::action::Action;
use super::deal::{DealState, Phase};
use super::dealing::DealCards;
use super::error::RuleError;
use super::match_play::Match;
use super::ruleset::PickupRule;
use crate::action_text::ActionText;
use crate::cards::CardSet;
use crate::option::Rules;
use crate::record::{Record, RecordAction, Start, FORMAT};
use crate::seat::Seat;
use std::ops::Range;

/// The record form of `action` by `seat`, taken before the action is applied to `deal`.
#[must_use]
pub fn to_record_action(deal: &DealState, seat: Seat, action: Action) -> RecordAction {
    let mut out = RecordAction::bare(seat.0, action.act());
    match action {
        Action::PickUpBoth if deal.rules.pickup == PickupRule::OneOrBoth => {
            out.cards = Some(deal.skat.iter().flatten().copied().collect());
        }
        Action::PickUpOne { slot } => {
            out.cards = deal
                .skat
                .get(slot as usize)
                .copied()
                .flatten()
                .map(|card| vec![card]);
        }
        Action::Discard { cards } => out.cards = Some(cards.iter().collect()),
        Action::Play { card } => out.card = Some(card),
        _ => {}
    }
    out
}

/// The typed action a record action stands for in the position `deal`.
///
/// # Errors
/// [`RuleError::UnknownAct`], [`RuleError::NoSuchSeat`], [`RuleError::MissingCard`],
/// [`RuleError::MissingCards`], [`RuleError::CardNotInSkat`].
pub fn from_record_action(
    deal: &DealState,
    action: &RecordAction,
) -> Result<(Seat, Action), RuleError> {
    if action.seat >= 3 {
        return Err(RuleError::NoSuchSeat);
    }
    let seat = Seat(action.seat);
    let typed = match action.act.as_str() {
        "play" => Action::Play {
            card: action.card.ok_or(RuleError::MissingCard)?,
        },
        "discard" => {
            let list = action.cards.as_ref().ok_or(RuleError::MissingCards)?;
            let cards: CardSet = list.iter().copied().collect();
            if cards.len() as usize != list.len() {
                // A card named twice is not two cards.
                let expected = match deal.phase {
                    Phase::SkatRound { pending, .. } if pending > 0 => pending,
                    _ => 2,
                };
                return Err(RuleError::DiscardCount { expected });
            }
            Action::Discard { cards }
        }
        "pickup" => pickup(deal, seat, action)?,
        // Every other act is one without arguments, named as its text names it.
        other if !other.contains(' ') => Action::from_text(other).ok_or(RuleError::UnknownAct)?,
        _ => return Err(RuleError::UnknownAct),
    };
    Ok((seat, typed))
}

fn pickup(deal: &DealState, seat: Seat, action: &RecordAction) -> Result<Action, RuleError> {
    let Some(list) = &action.cards else {
        return Ok(Action::PickUpBoth);
    };
    let choosing = matches!(deal.phase, Phase::SkatRound { pending: 0, .. }) && seat == deal.to_act;
    if !choosing {
        // Out of place: let the state machine name the rule that is broken.
        return Ok(Action::PickUpBoth);
    }
    let slot_of = |card| deal.skat.iter().position(|&place| place == Some(card));
    match list[..] {
        [card] => {
            let slot = slot_of(card).ok_or(RuleError::CardNotInSkat)?;
            Ok(Action::PickUpOne { slot: slot as u8 })
        }
        [a, b] if a != b => {
            slot_of(a).ok_or(RuleError::CardNotInSkat)?;
            slot_of(b).ok_or(RuleError::CardNotInSkat)?;
            Ok(Action::PickUpBoth)
        }
        _ => Err(RuleError::NoSuchSkatCard),
    }
}

impl Match {
    /// The match as a record: rule set, players, start, explicit deals, seed and every action.
    /// The typed history becomes record acts here: each deal is stepped through again, because
    /// a `pickup` under `one_or_both` names the skat cards it took.
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
            actions: self.record_actions(0..self.history.len()),
        }
    }

    /// The record form of the actions in `range` of the history.
    fn record_actions(&self, range: Range<usize>) -> Vec<RecordAction> {
        let mut out = Vec::with_capacity(range.len());
        for (k, span) in self.spans.iter().enumerate() {
            let end = self
                .spans
                .get(k + 1)
                .map_or(self.history.len(), |next| next.action);
            if end <= range.start || span.action >= range.end {
                continue;
            }
            let mut deal = DealState::new(self.rules, span.dealer, span.cards);
            for i in span.action..end {
                let (seat, action) = self.history[i];
                if range.contains(&i) {
                    out.push(to_record_action(&deal, seat, action));
                }
                // Every action of the history was legal when it was made.
                let _ = deal.apply(seat, action);
            }
        }
        out
    }

    /// The actions of finished deal `k` in [`Match::history`].
    #[must_use]
    pub fn hand_actions(&self, k: usize) -> Option<Range<usize>> {
        self.sheet.rows.get(k)?;
        let start = self.spans.get(k)?.action;
        let end = self
            .spans
            .get(k + 1)
            .map_or(self.history.len(), |next| next.action);
        Some(start..end)
    }

    /// Finished deal `k` as a record of its own: the totals and dealer it started from, its
    /// cards and its actions.
    #[must_use]
    pub fn hand_record(&self, k: usize) -> Option<Record> {
        let range = self.hand_actions(k)?;
        let span = self.spans[k];
        Some(Record {
            format: FORMAT.to_owned(),
            ruleset: self.rules.to_spec(),
            players: self.players.clone(),
            start: Some(Start {
                marks: None,
                points: Some(span.totals.to_vec()),
                dealer: Some(span.dealer.0),
                value: None,
            }),
            deals: vec![span.cards.to_record()],
            seed: None,
            actions: self.record_actions(range),
        })
    }
}
