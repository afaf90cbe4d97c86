//! Why an action is not legal. One variant per cause; the text names the rule, because it is what a
//! player, a replay error and a bug report will read.

use crate::cards::Suit;
use std::fmt;

/// An illegal action. The state that rejected it is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum RuleError {
    /// Another seat is awaited.
    NotYourTurn,
    /// The seat number is not 0, 1 or 2.
    NoSuchSeat,
    /// The deal is over: nothing more can be played in it.
    DealOver,
    /// The agreed number of deals has been played.
    MatchOver,
    /// `grand_hand = false`.
    GrandHandNotAllowed,
    /// Announcing or passing outside the Grand Hand offer round.
    NotOfferRound,
    /// `kontra_re = false`.
    KontraReNotAllowed,
    /// Kontra or Re outside a Grand Hand.
    KontraOnlyInGrandHand,
    /// The soloist tried to say Kontra.
    KontraOnlyByOpponent,
    /// A second Kontra.
    KontraAlreadySaid,
    /// The opponent has already played a card.
    KontraTooLate,
    /// An opponent tried to say Re.
    ReOnlyBySoloist,
    /// Re before any Kontra.
    ReOnlyAfterKontra,
    /// A second Re.
    ReAlreadySaid,
    /// The soloist has played a card since the Kontra.
    ReTooLate,
    /// Pick up, discard or push outside the skat round.
    NotSkatRound,
    /// Picking up one card under `pickup = both`.
    PickUpOneNotAllowed,
    /// The chosen skat place is empty or out of range.
    NoSuchSkatCard,
    /// A record names a card that is not in the skat.
    CardNotInSkat,
    /// Something other than a discard after picking up.
    MustDiscard,
    /// A discard without a pickup first.
    NothingPickedUp,
    /// The discard does not have as many cards as were picked up.
    DiscardCount {
        /// The number of cards picked up, which the discard must match.
        expected: u8,
    },
    /// A jack in the discard under `jacks_in_skat = false`.
    JacksMayNotBeDiscarded,
    /// The card (or a discarded card) is not in the player's hand.
    CardNotInHand,
    /// Playing before the skat round (or the offer round) is over.
    NotPlayPhase,
    /// The player holds a card of the led plain suit.
    MustFollowSuit(Suit),
    /// A jack was led and the player holds a jack.
    MustFollowTrump,
    /// A record act that Schieberamsch does not know.
    UnknownAct,
    /// A record `play` without `card`.
    MissingCard,
    /// A record `discard` without `cards`.
    MissingCards,
    /// The next deal cannot be dealt: the record has no explicit deal for it and no seed.
    NoDealAvailable,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NotYourTurn => f.write_str("not your turn"),
            RuleError::NoSuchSeat => {
                f.write_str("no such seat (Schieberamsch has seats 0, 1 and 2)")
            }
            RuleError::DealOver => f.write_str("the deal is over"),
            RuleError::MatchOver => f.write_str("the match is over"),
            RuleError::GrandHandNotAllowed => {
                f.write_str("Grand Hand is not played in this rule set (grand_hand = false)")
            }
            RuleError::NotOfferRound => f.write_str("the Grand Hand offer round is over"),
            RuleError::KontraReNotAllowed => {
                f.write_str("Kontra and Re are not played in this rule set (kontra_re = false)")
            }
            RuleError::KontraOnlyInGrandHand => f.write_str("Kontra and Re only in a Grand Hand"),
            RuleError::KontraOnlyByOpponent => {
                f.write_str("Kontra only by an opponent of the soloist")
            }
            RuleError::KontraAlreadySaid => f.write_str("Kontra has already been said"),
            RuleError::KontraTooLate => f.write_str("Kontra only before your first card"),
            RuleError::ReOnlyBySoloist => f.write_str("Re only by the soloist"),
            RuleError::ReOnlyAfterKontra => f.write_str("Re only after a Kontra"),
            RuleError::ReAlreadySaid => f.write_str("Re has already been said"),
            RuleError::ReTooLate => {
                f.write_str("Re only before the soloist's next card after the Kontra")
            }
            RuleError::NotSkatRound => f.write_str("the skat round is not on"),
            RuleError::PickUpOneNotAllowed => {
                f.write_str("picking up one skat card needs pickup = one_or_both")
            }
            RuleError::NoSuchSkatCard => f.write_str("no such skat card"),
            RuleError::CardNotInSkat => f.write_str("card not in skat"),
            RuleError::MustDiscard => f.write_str("discard first: you have picked up the skat"),
            RuleError::NothingPickedUp => f.write_str("pick up the skat before discarding"),
            RuleError::DiscardCount { expected: 1 } => {
                f.write_str("discard needs exactly one card (one was picked up)")
            }
            RuleError::DiscardCount { .. } => f.write_str("discard needs exactly two cards"),
            RuleError::JacksMayNotBeDiscarded => f.write_str("jacks may not be discarded"),
            RuleError::CardNotInHand => f.write_str("card not in hand"),
            RuleError::NotPlayPhase => {
                f.write_str("no card may be played before the skat round ends")
            }
            RuleError::MustFollowSuit(suit) => write!(f, "must follow suit {suit}"),
            RuleError::MustFollowTrump => f.write_str("must follow trump"),
            RuleError::UnknownAct => f.write_str("unknown act for Schieberamsch"),
            RuleError::MissingCard => f.write_str("play needs a card"),
            RuleError::MissingCards => f.write_str("this act needs cards"),
            RuleError::NoDealAvailable => {
                f.write_str("no cards for the next deal: the record has no deal for it and no seed")
            }
        }
    }
}

impl std::error::Error for RuleError {}
