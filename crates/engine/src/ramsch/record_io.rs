//! Actions in record form (RECORD.md): `grand_hand`, `pass`, `kontra`, `re`, `pickup` (+ `cards`),
//! `discard` + `cards`, `push`, `play` + `card`. No other act exists for Schieberamsch.
//!
//! `pickup` without `cards` picks up both skat cards. With `cards` it names the cards picked up
//! (both, or one under `pickup = one_or_both`); the engine maps a named card to its place in the
//! skat, because a player chooses a face-down card by its place.

use super::action::Action;
use super::deal::{DealState, Phase};
use super::error::RuleError;
use super::ruleset::PickupRule;
use crate::cards::CardSet;
use crate::record::RecordAction;
use crate::seat::Seat;

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
        "grand_hand" => Action::GrandHand,
        "pass" => Action::Pass,
        "kontra" => Action::Kontra,
        "re" => Action::Re,
        "push" => Action::Push,
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
