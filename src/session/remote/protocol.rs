//! The messages between the host and a joined phone, and their versioned text form. Every message
//! carries the protocol version `v`; a message of another version is not read further, so a
//! joiner on an older page is told to reload instead of misreading a newer table.

use super::MoveRefusal;
use crate::engine::record::RulesetSpec;
use crate::engine::{Seat, Standings};
pub use crate::session::any::SeatGame;
use crate::session::AnyAction;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The protocol's version: raised whenever a message changes shape (2: "Next hand", which an
/// older phone could not send, so it would wait on a result for ever; 3: a table is sent whole
/// once, then as changes; 4: game data instead of tables rendered by the host, see
/// docs/multiplayer.md "Protocol").
pub const PROTOCOL: u32 = 4;

/// What a joined phone sends to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToHost {
    /// The first message on a new connection (the phone renders its table in its own language,
    /// so the host is not told it).
    Hello {
        /// This phone, the same across reloads and matches (`guest::phone_id`): a seat once
        /// taken is bound to it, and another phone takes it only when the host lets it.
        #[serde(default)]
        phone: String,
    },
    /// A move for `seat` (the host refuses it unless `seat` is the one this connection plays).
    Move {
        /// The seat the move is for.
        seat: Seat,
        /// The move.
        action: AnyAction,
    },
    /// The phone's player goes on from the last hand's result ("Next hand"). (With braces: a
    /// message is an object, which carries the version.)
    NextHand {},
    /// The phone's table does not fit the change it was sent: it asks for the whole table.
    Resend {},
}

/// What the host sends to a joined phone: game data only, never words (the phone words it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToGuest {
    /// The joiner's seat's game now, whole.
    State(Box<RemoteSeat>),
    /// What changed on the state numbered `base` (`diff`: a JSON merge patch of the state, whose
    /// `seq` is the new number).
    Patch {
        /// The number of the state it changes.
        base: u32,
        /// The change.
        diff: serde_json::Value,
    },
    /// The last move was not taken, and why (the phone words it).
    Refused {
        /// Why.
        reason: MoveRefusal,
    },
    /// The joiner's page speaks another protocol version: it must reload.
    Reload {
        /// The host's version.
        host: u32,
    },
}

/// One seat's game as its phone is sent it: what that seat may know now, as the engine gives it
/// (its view, its legal moves, its log of events) and the results as numbers. The phone draws
/// its table from it through `present`, in its own language, as this device draws a local seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RemoteSeat {
    /// The seat this phone plays.
    pub seat: Seat,
    /// The rules played (the preset and the options that differ from it).
    pub rules: RulesetSpec,
    /// The seat's view, log and results, of the game played.
    pub game: SeatGame,
    /// What the seat may do now.
    #[serde(default)]
    pub legal: Vec<AnyAction>,
    /// The phone's screen holds the last hand's result until its player goes on.
    #[serde(default)]
    pub holds: bool,
    /// The match is over (or its series was ended).
    #[serde(default)]
    pub over: bool,
    /// Who won and who lost, as far as decided.
    #[serde(default)]
    pub standings: Standings,
    /// Counts the host's changes.
    pub version: u64,
    /// The promise of the hand's deal and the entries opened to this phone (see `fair`); none
    /// once the match is over.
    #[serde(default)]
    pub fair: Option<super::FairDeal>,
    /// The seat's link through the signalling server, if the host uses one: the phone keeps it to
    /// come back by itself (it changes with each match).
    #[serde(default)]
    pub seat_link: Option<String>,
    /// Numbers the states sent on one connection: a change applies to the state it names.
    #[serde(default)]
    pub seq: u32,
}

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MessageError {
    /// Not JSON, or not a message of this protocol.
    Malformed(String),
    /// A message of another protocol version.
    Version(u32),
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::Malformed(why) => write!(f, "malformed message: {why}"),
            MessageError::Version(v) => {
                write!(f, "message of protocol {v}, this page speaks {PROTOCOL}")
            }
        }
    }
}

/// `message` as text, with the protocol version.
#[must_use]
pub fn encode<M: Serialize>(message: &M) -> String {
    let mut value = serde_json::to_value(message).unwrap_or_default();
    if let Some(map) = value.as_object_mut() {
        map.insert("v".into(), PROTOCOL.into());
    }
    value.to_string()
}

/// Reads a message of this protocol from `text`.
///
/// # Errors
/// [`MessageError::Version`] for another version (checked first, so a newer message is never
/// misread), [`MessageError::Malformed`] for anything else that is not a message.
pub fn decode<M: DeserializeOwned>(text: &str) -> Result<M, MessageError> {
    let mut value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| MessageError::Malformed(e.to_string()))?;
    let version = value
        .as_object_mut()
        .and_then(|map| map.remove("v"))
        .and_then(|v| v.as_u64())
        .ok_or_else(|| MessageError::Malformed("no version".into()))?;
    if version != u64::from(PROTOCOL) {
        return Err(MessageError::Version(
            u32::try_from(version).unwrap_or(u32::MAX),
        ));
    }
    serde_json::from_value(value).map_err(|e| MessageError::Malformed(e.to_string()))
}
