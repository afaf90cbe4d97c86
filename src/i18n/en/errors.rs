//! English error messages: refused moves, rule sets, setups, links, saves.

use super::card_name;
use crate::engine::Refusal;
use crate::engine::{
    ramsch, schraem, ActError, Conflict, DealError, ReplayFailure, RulesetError, SetupError,
    StartError,
};
use crate::session::SaveError;
use crate::share::{LinkError, LinkKind};

pub(super) fn refused(r: &Refusal) -> String {
    match r {
        Refusal::Schraem(e) => schraem_rule(*e),
        Refusal::Ramsch(e) => ramsch_rule(*e),
        Refusal::Act(e) => match e {
            ActError::UnknownAct(a) => format!("“{a}” is not a move of this game."),
            ActError::Needs { act, field } => format!("The move “{act}” needs its “{field}”."),
            ActError::Extra { act } => format!("The move “{act}” has fields it does not take."),
        },
    }
}

fn schraem_rule(e: schraem::RuleError) -> String {
    use schraem::RuleError as E;
    match e {
        E::NoSuchSeat(s) => format!("There is no seat {}.", s.0 + 1),
        E::NotInPlay => "No hand is being played.".to_owned(),
        E::NotYourTurn => "It is not your turn.".to_owned(),
        E::NotActive => "You are not in this hand.".to_owned(),
        E::CardNotInHand(c) => format!("You do not hold the {}.", card_name(c)),
        E::MustFollowSuit(s) => format!("You must follow suit: play {}.", suit_plural(s)),
        E::KnockTwice => "You knocked last: someone else must knock before you again.".to_owned(),
        E::KnockMax(m) => format!("The hand is already worth {m}, the most it can be."),
        E::KnockLimit { value, marks } => {
            format!("You may not knock to {value} with {marks} left.")
        }
        E::KnockNotLeader => {
            "Only the player on lead may raise (and, to 3, the raiser and those who held at 2)."
                .to_owned()
        }
        E::KnockNotOnTurn => "Only the player about to play a card may knock.".to_owned(),
        E::NoKnocking => "There is no knocking in this hand.".to_owned(),
        E::BlindKnockAfterLooking => "You have looked: a blind knock is too late.".to_owned(),
        E::BlindKnockAfterLead => "Blind knocks are only allowed before the first card.".to_owned(),
        E::BlindKnockLimit { value, max } => match max {
            Some(max) => format!("A blind knock may go up to {max}, not {value}."),
            None => "These rules have no blind knocks.".to_owned(),
        },
        E::ForcedKnockPending => "The player on the hammer must knock first.".to_owned(),
        E::ForcedKnockMustBeBlind => "Your forced knock must be made blind.".to_owned(),
        E::NoKnockToAnswer => "There is no knock to answer.".to_owned(),
        E::AlreadyLooked => "You have already looked at your cards.".to_owned(),
        E::DecideBeforeLooking => {
            "Against the hammer you decide before looking at your cards.".to_owned()
        }
        E::ExchangeNotAllowed => "These rules have no exchange.".to_owned(),
        E::ExchangeAfterLead => "Exchanges are only allowed before the first card.".to_owned(),
        E::AlreadyExchanged => "You have already exchanged in this hand.".to_owned(),
        E::StockTooSmall => "There are not enough cards left for an exchange.".to_owned(),
        E::NotAllCourts => "Only a hand of four courts may be exchanged.".to_owned(),
        E::NoExchangeToChallenge => "There is nothing to challenge.".to_owned(),
        E::BadTurnCount(n) => format!("You cannot turn {n} cards here."),
        E::PrettyOnesNotAllowed => {
            "Pretty ones only when everyone left is on their last mark, before the first card."
                .to_owned()
        }
        E::NoRequestToAnswer => "There is no request to answer.".to_owned(),
        E::NotInVariant => "That is not part of these rules.".to_owned(),
    }
}

fn suit_plural(s: crate::engine::cards::Suit) -> &'static str {
    ["clubs", "spades", "hearts", "diamonds"][s.index()]
}

fn ramsch_rule(e: ramsch::RuleError) -> String {
    use ramsch::RuleError as E;
    match e {
        E::NotYourTurn => "It is not your turn.".to_owned(),
        E::NoSuchSeat => "Schieberamsch has seats 1 to 3 only.".to_owned(),
        E::DealOver => "This deal is over.".to_owned(),
        E::MatchOver => "The match is over.".to_owned(),
        E::GrandHandNotAllowed => "These rules have no Grand Hand.".to_owned(),
        E::NotOfferRound => "The Grand Hand round is over.".to_owned(),
        E::KontraReNotAllowed => "These rules have no Kontra or Re.".to_owned(),
        E::KontraOnlyInGrandHand => "Kontra and Re are said only against a Grand Hand.".to_owned(),
        E::KontraOnlyByOpponent => "Only an opponent of the soloist may say Kontra.".to_owned(),
        E::KontraAlreadySaid => "Kontra has already been said.".to_owned(),
        E::KontraTooLate => "Kontra only before your first card.".to_owned(),
        E::ReOnlyBySoloist => "Only the soloist may say Re.".to_owned(),
        E::ReOnlyAfterKontra => "Re only after a Kontra.".to_owned(),
        E::ReAlreadySaid => "Re has already been said.".to_owned(),
        E::ReTooLate => "Re only before your next card after the Kontra.".to_owned(),
        E::NotSkatRound => "The skat is not going round now.".to_owned(),
        E::PickUpOneNotAllowed => "These rules take both skat cards or none.".to_owned(),
        E::NoSuchSkatCard => "There is no such skat card.".to_owned(),
        E::CardNotInSkat => "That card is not in the skat.".to_owned(),
        E::MustDiscard => "You have picked up the skat: discard first.".to_owned(),
        E::NothingPickedUp => "Pick up the skat before you discard.".to_owned(),
        E::DiscardCount { expected } => {
            if expected == 1 {
                "Discard exactly one card.".to_owned()
            } else {
                "Discard exactly two cards.".to_owned()
            }
        }
        E::JacksMayNotBeDiscarded => "Jacks may not be discarded.".to_owned(),
        E::CardNotInHand => "You do not hold that card.".to_owned(),
        E::NotPlayPhase => "No card may be played before the skat has gone round.".to_owned(),
        E::MustFollowSuit(s) => format!("You must follow suit: play {}.", suit_plural(s)),
        E::MustFollowTrump => "A jack was led: you must play a jack.".to_owned(),
        E::UnknownAct => "That is not a move of Schieberamsch.".to_owned(),
        E::MissingCard => "A card is missing from the move.".to_owned(),
        E::MissingCards => "Cards are missing from the move.".to_owned(),
        E::NoDealAvailable => "There are no cards for the next deal.".to_owned(),
    }
}

pub(super) fn ruleset(e: &RulesetError) -> String {
    match e {
        RulesetError::UnknownPreset(id) => format!("There are no rules called “{id}”."),
        RulesetError::UnknownOption(id) => format!("There is no rule option “{id}”."),
        RulesetError::BadValue { option, value, .. } => {
            format!("The option “{option}” cannot be {value}.")
        }
        RulesetError::Conflict(c) => conflict(c),
    }
}

fn conflict(c: &Conflict) -> String {
    match c {
        Conflict::Players {
            min, max, found, ..
        } => {
            if min == max {
                format!("These rules are for {min} players, not {found}.")
            } else {
                format!("These rules are for {min} to {max} players, not {found}.")
            }
        }
        Conflict::EscapeNeedsHalves => {
            "Hands without points are played as two halves and a play-off (or a single game)."
                .to_owned()
        }
        Conflict::LongOneNeedsMarks => {
            "The long one needs marks or points to be counted.".to_owned()
        }
    }
}

pub(super) fn setup(e: &SetupError) -> String {
    match e {
        SetupError::Malformed(_) => "The game record is unreadable.".to_owned(),
        SetupError::Format(f) => {
            format!("The record is of the format “{f}”, which this version cannot read.")
        }
        SetupError::Ruleset(r) => ruleset(r),
        SetupError::Players { found, min, max } => {
            if min == max {
                format!("This game needs {min} players, not {found}.")
            } else {
                format!("This game is for {min} to {max} players, not {found}.")
            }
        }
        SetupError::PlayersOption { names, option } => {
            format!("The record names {names} players but its rules say {option}.")
        }
        SetupError::Start(s) => match s {
            StartError::Length {
                found, expected, ..
            } => {
                format!("The starting scores list {found} players, not {expected}.")
            }
            StartError::OutOfRange {
                seat,
                value,
                min,
                max,
                ..
            } => format!(
                "The starting score {value} of seat {} is outside {min} to {max}.",
                seat + 1
            ),
            StartError::Dealer { seat, .. } => {
                format!("Seat {} cannot deal: there is no such seat.", seat + 1)
            }
            StartError::Value { value, min, max } => {
                format!("A hand cannot start at {value}: it must be {min} to {max}.")
            }
            StartError::NotUsed { field } => format!("This game does not use “{field}”."),
            StartError::GameOver => "That position is already the end of the game.".to_owned(),
        },
        SetupError::Deal { index, error } => format!("Deal {}: {}", index + 1, deal(error)),
        SetupError::NoCards => "The record has no cards to deal.".to_owned(),
    }
}

fn deal(e: &DealError) -> String {
    match e {
        DealError::Hands { found, expected } => {
            format!("{found} hands for {expected} players.")
        }
        DealError::HandSize {
            seat,
            found,
            expected,
        } => format!("seat {} has {found} cards instead of {expected}.", seat + 1),
        DealError::CardTwice(c) => format!("the {} is dealt twice.", card_name(*c)),
        DealError::Skat { found } => format!("the skat has {found} cards instead of 2."),
    }
}

fn kind(k: LinkKind) -> &'static str {
    match k {
        LinkKind::Ruleset => "rules",
        LinkKind::Hand => "hand",
    }
}

pub(super) fn link(e: &LinkError) -> String {
    match e {
        LinkError::TooLong { .. } => "This link is too long to be a Schräm link.".to_owned(),
        LinkError::NotSchraem => "This is not a Schräm link.".to_owned(),
        LinkError::NewerVersion => {
            "This link was made by a newer version of Schräm: reload to update.".to_owned()
        }
        LinkError::WrongKind { expected, found } => format!(
            "This is a {} link, not a {} link.",
            kind(*found),
            kind(*expected)
        ),
        LinkError::Damaged(_) => "This link is damaged (cut off or changed).".to_owned(),
        LinkError::Rules(r) => format!("This link's rules cannot be played: {}", ruleset(r)),
        LinkError::Hand(ReplayFailure::Illegal { index, reason, .. }) => format!(
            "Move {} of this hand is against the rules: {}",
            index + 1,
            refused(reason)
        ),
        LinkError::Hand(ReplayFailure::Setup(s)) => {
            format!("This hand cannot be shown: {}", setup(s))
        }
    }
}

pub(super) fn save(e: &SaveError) -> String {
    match e {
        SaveError::Malformed(_) => "The saved match is damaged.".to_owned(),
        SaveError::FromTheFuture(_) => {
            "The saved match was written by a newer version of the game.".to_owned()
        }
        SaveError::DoesNotReplay(_) => "The saved match does not replay.".to_owned(),
        SaveError::SeatsDoNotMatch => "The saved match's seats do not fit its record.".to_owned(),
    }
}
