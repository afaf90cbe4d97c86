//! Actions a seat can take, and [`ActionList`], a fixed-capacity inline list so that
//! `legal_actions` never allocates.

use crate::action_text::{one_card, one_number, words, ActionText};
use crate::cards::Card;
use crate::inline_list::{Filler, InlineList};

/// One action. The record act names are given with each variant (see docs/record.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// `look`: look at one's cards (blind knocks are only possible before).
    Look,
    /// `knock`: raise the value by 1 having looked (a `knock` by a seat that has not looked
    /// looks first).
    Knock,
    /// `blind_knock`: raise by 1 without having looked (rule 14), and the poor player's forced knock.
    BlindKnock,
    /// `hold`: answer a knock and play on.
    Hold,
    /// `fold`: answer a knock, pay and drop out of the hand.
    Fold,
    /// `play` + `card`.
    Play(Card),
    /// `exchange`: discard the hand face down and draw a new one (four courts).
    Exchange,
    /// `challenge` + `turn`: turn cards of an exchanged hand (Wipperfürth 3 or 4; else 4).
    Challenge {
        /// How many of the discarded cards to turn.
        turn: u8,
    },
    /// `decline`: let an exchange stand, or refuse a redeal request.
    Decline,
    /// `redeal_request`: ask for "pretty ones".
    RedealRequest,
    /// `agree`: agree to a redeal request.
    Agree,
}

impl Action {
    /// The record act name.
    #[must_use]
    pub const fn act(self) -> &'static str {
        match self {
            Action::Look => "look",
            Action::Knock => "knock",
            Action::BlindKnock => "blind_knock",
            Action::Hold => "hold",
            Action::Fold => "fold",
            Action::Play(_) => "play",
            Action::Exchange => "exchange",
            Action::Challenge { .. } => "challenge",
            Action::Decline => "decline",
            Action::RedealRequest => "redeal_request",
            Action::Agree => "agree",
        }
    }
}

impl ActionText for Action {
    fn text(&self) -> String {
        match self {
            Action::Play(card) => format!("play {card}"),
            Action::Challenge { turn } => format!("challenge {turn}"),
            other => other.act().to_owned(),
        }
    }

    fn from_text(text: &str) -> Option<Action> {
        let (act, args) = words(text)?;
        match act {
            "play" => one_card(&args).map(Action::Play),
            "challenge" => one_number(&args).map(|turn| Action::Challenge { turn }),
            _ if args.is_empty() => [
                Action::Look,
                Action::Knock,
                Action::BlindKnock,
                Action::Hold,
                Action::Fold,
                Action::Exchange,
                Action::Decline,
                Action::RedealRequest,
                Action::Agree,
            ]
            .into_iter()
            .find(|a| a.act() == act),
            _ => None,
        }
    }
}

/// Capacity of an [`ActionList`]: 8 cards at most plus every other action.
pub const ACTION_CAPACITY: usize = 24;

/// A seat's legal actions, stored inline (no heap).
pub type ActionList = InlineList<Action, ACTION_CAPACITY>;

impl Filler for Action {
    const FILLER: Action = Action::Look;
}
