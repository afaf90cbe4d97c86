//! The messages between the host and a joined phone, and their versioned text form. Every message
//! carries the protocol version `v`; a message of another version is not read further, so a
//! joiner on an older page is told to reload instead of misreading a newer table.

use crate::engine::Seat;
use crate::i18n::Lang;
use crate::present::{Sheet, StandingsModel, TableModel};
use crate::session::AnyAction;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The protocol's version: raised whenever a message changes shape (2: "Next hand", which an
/// older phone could not send, so it would wait on a result for ever; 3: a table is sent whole
/// once, then as changes).
pub const PROTOCOL: u32 = 3;

/// What a joined phone sends to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToHost {
    /// The first message on a new connection: the phone's language (the host writes its table
    /// in it).
    Hello {
        /// The joiner's language.
        lang: Lang,
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

/// What the host sends to a joined phone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToGuest {
    /// The table as the joiner's seat sees it now.
    Table(Box<RemoteTable>),
    /// What changed on the table numbered `base` (`patch`: a JSON merge patch of the table, whose
    /// `seq` is the new number).
    Patch {
        /// The number of the table it changes.
        base: u32,
        /// The change.
        diff: serde_json::Value,
    },
    /// The last move was not taken, and why (in the joiner's language).
    Refused {
        /// The reason, ready to show.
        reason: String,
    },
    /// The joiner's page speaks another protocol version: it must reload.
    Reload {
        /// The host's version.
        host: u32,
    },
}

/// One seat's table as its phone draws it: made by the host from that seat's view of the match,
/// the public log and the results (never another seat's hidden cards), in the joiner's language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RemoteTable {
    /// The seat this phone plays.
    pub seat: Seat,
    /// The game being played (the preset's name).
    pub title: String,
    /// The board: chips, trick, prompt, buttons, hand.
    pub model: TableModel,
    /// The newest line of the log.
    pub ticker: Option<String>,
    /// The log as this seat may read it (its newest lines).
    pub log: Vec<String>,
    /// The score sheet.
    pub sheet: Sheet,
    /// The final standings, once the match is over.
    pub standings: Option<StandingsModel>,
    /// Counts the host's changes: a phone ignores an older table arriving late.
    pub version: u64,
    /// The promise of the hand's deal and the entries opened to this phone (see `fair`); none
    /// once the match is over.
    #[serde(default)]
    pub fair: Option<super::FairDeal>,
    /// The seat's link through the signalling server, if the host uses one: the phone keeps it to
    /// come back by itself (it changes with each match).
    #[serde(default)]
    pub seat_link: Option<String>,
    /// Numbers the tables sent on one connection: a change applies to the table it names.
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
