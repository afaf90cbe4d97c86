//! Joining in one tap through a signalling server: the [matchbox] project's `matchbox_server`, run
//! by the players themselves (its address is a setting). The server only passes the WebRTC offer
//! and answer between the host and a phone; the game itself still runs over the direct data
//! channel. This module is the plain data of that path: the server address a player types, the
//! link that takes a phone to its seat's room (`M1.` code), and matchbox's own messages
//! (`PeerRequest`, `PeerEvent` and the `PeerSignal` that `matchbox_socket` sends), in exactly the
//! JSON its server speaks.
//!
//! [matchbox]: https://github.com/johanhelsing/matchbox

use super::signal::SignalError;
use crate::engine::Seat;
use crate::share::base64url;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The prefix of a seat's meeting code.
const PREFIX: &str = "M1.";

/// A seat's room on the signalling server: what the link of that seat holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meeting {
    /// The server's WebSocket address (`ws://…` or `wss://…`, no trailing slash).
    #[serde(rename = "u")]
    pub server: String,
    /// The room of this seat at this host's tables.
    #[serde(rename = "r")]
    pub room: String,
    /// The seat.
    #[serde(rename = "s")]
    pub seat: Seat,
    /// That seat's name ("You join as Ben").
    #[serde(rename = "n")]
    pub name: String,
}

impl Meeting {
    /// The WebSocket address of the room.
    #[must_use]
    pub fn url(&self) -> String {
        room_url(&self.server, &self.room)
    }
}

/// The WebSocket address of `room` on `server`.
#[must_use]
pub fn room_url(server: &str, room: &str) -> String {
    format!("{server}/{room}")
}

/// The room of `seat` at the table whose rooms are named `token`.
#[must_use]
pub fn seat_room(token: &str, seat: Seat) -> String {
    format!("schraem-{token}-{}", seat.0)
}

/// The name of one match's rooms on this host device: 12 base32 characters of a hash of the
/// device's random secret and the match's seed. A match's seat links lead nowhere once another
/// match is played, a reload of the host's page finds the same rooms, and the name tells nothing
/// about the seed.
#[must_use]
pub fn room_token(device_secret: &str, seed: u64) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(b"schraem room\n");
    h.update(device_secret.as_bytes());
    h.update(seed.to_le_bytes());
    const DIGITS: &[u8] = b"abcdefghijklmnopqrstuvwxyz234567";
    h.finalize()[..12]
        .iter()
        .map(|b| char::from(DIGITS[usize::from(b % 32)]))
        .collect()
}

/// Whether `room` is a seat room this app makes (a tampered link may name anything).
fn is_seat_room(room: &str, seat: Seat) -> bool {
    room.strip_prefix("schraem-")
        .and_then(|rest| rest.strip_suffix(&format!("-{}", seat.0)))
        .is_some_and(|token| {
            token.len() == 12
                && token
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || (b'2'..=b'7').contains(&b))
        })
}

/// `meeting` as a code (`M1.` and base64url JSON), for a link `#join=…`.
#[must_use]
pub fn encode_meeting(meeting: &Meeting) -> String {
    let json = serde_json::to_string(meeting).unwrap_or_default();
    format!("{PREFIX}{}", base64url::encode(json.as_bytes()))
}

/// Whether `text` (a code or a link with `#join=`) is a meeting code rather than an invitation.
#[must_use]
pub fn is_meeting(text: &str) -> bool {
    strip_link(text).starts_with(PREFIX)
}

fn strip_link(text: &str) -> String {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    text.rsplit_once("#join=")
        .map_or(text.clone(), |(_, code)| code.to_owned())
}

/// Reads a meeting code (or a whole link with `#join=` before it).
///
/// # Errors
/// [`SignalError::NotACode`] for anything else than a complete meeting code, or one whose server
/// address is not a WebSocket address.
pub fn decode_meeting(text: &str) -> Result<Meeting, SignalError> {
    let text = strip_link(text);
    let body = text.strip_prefix(PREFIX).ok_or(SignalError::NotACode)?;
    let bytes = base64url::decode(body).map_err(|_| SignalError::NotACode)?;
    let json = String::from_utf8(bytes).map_err(|_| SignalError::NotACode)?;
    let meeting: Meeting = crate::session::json::parse(&json).map_err(|_| SignalError::NotACode)?;
    if parse_server(&meeting.server).as_deref() != Ok(meeting.server.as_str())
        || meeting.server.is_empty()
        || !is_seat_room(&meeting.room, meeting.seat)
    {
        return Err(SignalError::NotACode);
    }
    Ok(meeting)
}

/// Why a typed server address cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ServerError {
    /// Not an address: `ws://host:port`, `wss://host`, or `host:port`.
    NotAnAddress,
}

impl fmt::Display for ServerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a server address")
    }
}

/// The signalling server's address as typed by a player, made a WebSocket address: `ws://` or
/// `wss://` as given, `http(s)://` turned into `ws(s)://`, a bare `host:port` taken as `ws://`;
/// no trailing slash. An empty text is `Ok("")` (no server).
///
/// # Errors
/// [`ServerError::NotAnAddress`] for a text with spaces, another scheme, no host, a path, or
/// characters an address cannot have.
pub fn parse_server(text: &str) -> Result<String, ServerError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(String::new());
    }
    let (scheme, rest) = match text.split_once("://") {
        Some(("ws" | "http", rest)) => ("ws", rest),
        Some(("wss" | "https", rest)) => ("wss", rest),
        Some(_) => return Err(ServerError::NotAnAddress),
        None => ("ws", text),
    };
    // matchbox_server takes the room from the path's one segment: the address is a host only.
    let rest = rest.trim_end_matches('/');
    let allowed = |c: char| c.is_ascii_alphanumeric() || "-._~:[]%".contains(c);
    if rest.is_empty() || rest.starts_with(':') || !rest.chars().all(allowed) {
        return Err(ServerError::NotAnAddress);
    }
    Ok(format!("{scheme}://{rest}"))
}

/// What `matchbox_socket` sends another peer through the server (`matchbox_socket::PeerSignal`).
/// The offer and answer carry every candidate already (as with the pasted codes), so
/// `IceCandidate` is only read, and ignored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeerSignal {
    /// A session description offering a connection.
    Offer(String),
    /// The answer to an offer.
    Answer(String),
    /// One more network candidate.
    IceCandidate(String),
    /// This app's own: a phone that finds the host already in its room (the server tells only
    /// those already there when someone enters) says it is here, and the host offers.
    Here,
    /// In a code's lobby room (`lobby`): the host tells a newcomer that the table is here.
    Table,
    /// In a lobby: a joiner asks for a seat, by the name its player chose and its phone's id.
    Knock {
        /// The name the player typed.
        name: String,
        /// The phone's id (`guest::phone_id`), as in its hellos.
        phone: String,
    },
    /// In a lobby: the host lets the joiner in, with its seat's link (`M1.` code).
    Welcome(String),
    /// In a lobby: the host refused the joiner.
    Refused,
    /// In a lobby: the code has expired; the host has to make a new one.
    Expired,
}

/// A message to the server (`matchbox_protocol::PeerRequest`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeerRequest {
    /// Pass `data` to the peer `receiver`.
    Signal {
        /// The peer's id (a UUID the server gave it).
        receiver: String,
        /// What to pass.
        data: PeerSignal,
    },
    /// Keeps an idle connection from being closed by a proxy.
    KeepAlive,
}

/// A message from the server (`matchbox_protocol::PeerEvent`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeerEvent {
    /// This peer's own id, sent first.
    IdAssigned(String),
    /// Another peer entered the room (sent to those already there).
    NewPeer(String),
    /// A peer left the room.
    PeerLeft(String),
    /// Another peer passed us `data`.
    Signal {
        /// That peer's id.
        sender: String,
        /// What it passed.
        data: PeerSignal,
    },
}

/// `request` in the server's JSON.
#[must_use]
pub fn encode_request(request: &PeerRequest) -> String {
    serde_json::to_string(request).unwrap_or_default()
}

/// Reads one of the server's messages.
///
/// # Errors
/// The text is no `PeerEvent` this app reads (another program's data in a `Signal`, among others).
pub fn decode_event(text: &str) -> Result<PeerEvent, serde_json::Error> {
    crate::session::json::parse(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "6a5b4c3d-1e2f-4a5b-8c7d-0e1f2a3b4c5d";

    #[test]
    fn the_messages_are_matchbox_servers_json() {
        // The shapes of matchbox_protocol 0.15 (serde's external tagging), as its server's own
        // tests write them.
        assert_eq!(
            decode_event(&format!("{{\"IdAssigned\":\"{ID}\"}}")).ok(),
            Some(PeerEvent::IdAssigned(ID.into()))
        );
        assert_eq!(
            decode_event(&format!("{{\"NewPeer\":\"{ID}\"}}")).ok(),
            Some(PeerEvent::NewPeer(ID.into()))
        );
        assert_eq!(
            decode_event(&format!("{{\"PeerLeft\":\"{ID}\"}}")).ok(),
            Some(PeerEvent::PeerLeft(ID.into()))
        );
        assert_eq!(
            decode_event(&format!(
                "{{\"Signal\":{{\"sender\":\"{ID}\",\"data\":{{\"Offer\":\"v=0\"}}}}}}"
            ))
            .ok(),
            Some(PeerEvent::Signal {
                sender: ID.into(),
                data: PeerSignal::Offer("v=0".into())
            })
        );
        assert_eq!(
            encode_request(&PeerRequest::Signal {
                receiver: ID.into(),
                data: PeerSignal::Answer("v=0".into())
            }),
            format!("{{\"Signal\":{{\"receiver\":\"{ID}\",\"data\":{{\"Answer\":\"v=0\"}}}}}}")
        );
        assert_eq!(encode_request(&PeerRequest::KeepAlive), "\"KeepAlive\"");
        // Another program's signal in the same room is not ours: an error, to be dropped.
        assert!(decode_event(&format!(
            "{{\"Signal\":{{\"sender\":\"{ID}\",\"data\":\"123\"}}}}"
        ))
        .is_err());
    }

    #[test]
    fn server_addresses_are_read_as_players_type_them() {
        assert_eq!(parse_server(""), Ok(String::new()));
        assert_eq!(parse_server("  "), Ok(String::new()));
        assert_eq!(
            parse_server("192.168.1.20:3536"),
            Ok("ws://192.168.1.20:3536".into())
        );
        assert_eq!(
            parse_server(" ws://127.0.0.1:3536/ "),
            Ok("ws://127.0.0.1:3536".into())
        );
        assert_eq!(
            parse_server("https://signal.example.org"),
            Ok("wss://signal.example.org".into())
        );
        assert_eq!(
            parse_server("wss://[::1]:3536"),
            Ok("wss://[::1]:3536".into())
        );
        for bad in [
            "ftp://x",
            "ws://",
            "ws://:3536",
            "my server",
            "ws://x/?a=b",
            "ws://x/matchbox",
            "ws://x\"y",
        ] {
            assert_eq!(parse_server(bad), Err(ServerError::NotAnAddress), "{bad}");
        }
    }

    #[test]
    fn meeting_codes_round_trip_through_links_and_refuse_damage() {
        let meeting = Meeting {
            server: "ws://127.0.0.1:3536".into(),
            room: seat_room(&room_token("device", 7), Seat(1)),
            seat: Seat(1),
            name: "Ben".into(),
        };
        assert!(meeting.url().starts_with("ws://127.0.0.1:3536/schraem-"));
        assert_ne!(room_token("device", 7), room_token("device", 8));
        assert_ne!(room_token("device", 7), room_token("other", 7));
        let code = encode_meeting(&meeting);
        assert!(is_meeting(&code));
        assert_eq!(decode_meeting(&code), Ok(meeting.clone()));
        let link = format!("https://example.org/#join={code}");
        assert!(is_meeting(&link));
        assert_eq!(decode_meeting(&link), Ok(meeting.clone()));
        assert_eq!(
            decode_meeting(&code[..code.len() - 5]),
            Err(SignalError::NotACode)
        );
        assert!(!is_meeting("J1.abc"));
        assert_eq!(decode_meeting("J1.abc"), Err(SignalError::NotACode));
        // A code whose server is no WebSocket address (a tampered link) is refused.
        let tampered = encode_meeting(&Meeting {
            server: "javascript:alert(1)".into(),
            ..meeting.clone()
        });
        assert_eq!(decode_meeting(&tampered), Err(SignalError::NotACode));
        let other_room = encode_meeting(&Meeting {
            room: "lobby".into(),
            ..meeting
        });
        assert_eq!(decode_meeting(&other_room), Err(SignalError::NotACode));
    }
}
