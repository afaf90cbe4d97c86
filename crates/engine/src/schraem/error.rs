//! [`RuleError`]: an action the rules forbid, one variant per rule. (Rule sets and setups that
//! cannot be built are the shared [`crate::RulesetError`] and [`crate::SetupError`].)

use crate::cards::{Card, Suit};
use crate::seat::Seat;
use std::fmt;

/// Why an action was refused. The state is unchanged. The `Display` text names the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RuleError {
    /// The seat is not at this table.
    NoSuchSeat(Seat),
    /// The match or hand is over, or no deal is available.
    NotInPlay,
    /// Someone else's answer or play is awaited (or this seat cannot act now).
    NotYourTurn,
    /// The seat folded, was eliminated or escaped: it takes no part in this hand.
    NotActive,
    /// A card the seat does not hold.
    CardNotInHand(Card),
    /// Rule 3: follow suit when you can.
    MustFollowSuit(Suit),
    /// Rule 9: no player may knock twice in succession.
    KnockTwice,
    /// Rule 8 / `knock_max`: the value is already at its maximum.
    KnockMax(u8),
    /// Rule 10 / `knock_limit`: the new value exceeds what this seat's marks allow.
    KnockLimit {
        /// The value the knock would reach.
        value: u8,
        /// The knocker's marks left (counted down, also when the preset counts up).
        marks: i32,
    },
    /// `knock_who = leader_only`: only the player on lead (or the raiser and those who held at
    /// 2, to 3) may raise.
    KnockNotLeader,
    /// `knock_who = on_turn`: only the player who is to play a card may knock, before playing it.
    KnockNotOnTurn,
    /// `knock_who = nobody`, or an escape hand: there is no knocking.
    NoKnocking,
    /// Rule 14: a blind knock by a seat that has looked at its cards.
    BlindKnockAfterLooking,
    /// Rule 14: blind knocks only before the first lead.
    BlindKnockAfterLead,
    /// Rule 14 / `max_blind_value`: the blind knock would exceed the blind maximum (`None`: no blind knocks).
    BlindKnockLimit {
        /// The value the blind knock would reach.
        value: u8,
        /// The highest value a blind knock may reach; `None`: no blind knocks at all.
        max: Option<u8>,
    },
    /// Rule 15: the poor player must knock blind before anything else.
    ForcedKnockPending,
    /// Rule 15: the poor player's forced knock must be blind (`forced_blind_two`).
    ForcedKnockMustBeBlind,
    /// Rule 11: answers (hold/fold) only while a knock is being answered, by the seat asked.
    NoKnockToAnswer,
    /// The seat has already looked at its cards.
    AlreadyLooked,
    /// `prefold_sees_hand = false`: the answer to the hammer is given before looking.
    DecideBeforeLooking,
    /// The variant has no such exchange, or the hand does not qualify.
    ExchangeNotAllowed,
    /// Exchanges only before the first lead.
    ExchangeAfterLead,
    /// One exchange per player and hand.
    AlreadyExchanged,
    /// The stock has fewer cards than a new hand needs.
    StockTooSmall,
    /// Free exchange (Sebbe): only a hand of four courts (A K Q J) may be exchanged.
    NotAllCourts,
    /// Challenge/decline only while an exchange is open to challenge, by the seat asked.
    NoExchangeToChallenge,
    /// Wipperfürth: turn 3 (or all 4) cards, then perhaps the last; other variants: 4.
    BadTurnCount(u8),
    /// Pretty ones: only when every player still in is on his last mark, before the first lead.
    PrettyOnesNotAllowed,
    /// Agree/decline only while a redeal request is open, by the seat asked.
    NoRequestToAnswer,
    /// The act does not exist in this variant.
    NotInVariant,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NoSuchSeat(seat) => write!(f, "no such seat: {}", seat.0),
            RuleError::NotInPlay => f.write_str("no hand in play"),
            RuleError::NotYourTurn => f.write_str("not your turn"),
            RuleError::NotActive => f.write_str("not in this hand (folded, out or safe)"),
            RuleError::CardNotInHand(card) => write!(f, "card {card} is not in your hand"),
            RuleError::MustFollowSuit(suit) => write!(f, "must follow suit {suit}"),
            RuleError::KnockTwice => f.write_str("cannot knock twice in succession"),
            RuleError::KnockMax(max) => write!(f, "knock maximum: the value is already {max}"),
            RuleError::KnockLimit { value, marks } => {
                write!(f, "knock limit: value {value} exceeds marks {marks}")
            }
            RuleError::KnockNotLeader => f.write_str(
                "only the player on lead may raise (or the raiser and those who held at 2, to 3)",
            ),
            RuleError::KnockNotOnTurn => {
                f.write_str("only the player to play a card may knock, before playing it")
            }
            RuleError::NoKnocking => f.write_str("no knocking in this hand"),
            RuleError::BlindKnockAfterLooking => f.write_str("blind knock after looking"),
            RuleError::BlindKnockAfterLead => f.write_str("blind knock after the first lead"),
            RuleError::BlindKnockLimit { value, max } => match max {
                Some(max) => write!(f, "blind knock limit: value {value} exceeds {max}"),
                None => f.write_str("no blind knocks in this variant"),
            },
            RuleError::ForcedKnockPending => {
                f.write_str("the poor player must knock to 2 before play")
            }
            RuleError::ForcedKnockMustBeBlind => f.write_str("the poor player must knock blind"),
            RuleError::NoKnockToAnswer => f.write_str("no knock to answer"),
            RuleError::AlreadyLooked => f.write_str("already looked"),
            RuleError::DecideBeforeLooking => {
                f.write_str("answer the hammer before looking at your cards")
            }
            RuleError::ExchangeNotAllowed => f.write_str("no exchange in this variant"),
            RuleError::ExchangeAfterLead => f.write_str("exchange after the first lead"),
            RuleError::AlreadyExchanged => f.write_str("already exchanged in this hand"),
            RuleError::StockTooSmall => f.write_str("the stock is too small for an exchange"),
            RuleError::NotAllCourts => f.write_str("only four courts may be exchanged"),
            RuleError::NoExchangeToChallenge => f.write_str("no exchange to challenge"),
            RuleError::BadTurnCount(n) => write!(f, "cannot turn {n} cards"),
            RuleError::PrettyOnesNotAllowed => {
                f.write_str("pretty ones only when everyone still in is on his last mark, before the first lead")
            }
            RuleError::NoRequestToAnswer => f.write_str("no redeal request to answer"),
            RuleError::NotInVariant => f.write_str("not in this variant"),
        }
    }
}

impl std::error::Error for RuleError {}
