//! The codes two phones exchange to connect without a server of ours: the host's invitation (its
//! WebRTC offer, for one seat) and the joiner's answer. Each is a short text that can be pasted,
//! shared as a link or shown as a QR code: `J2.` or `A2.` and the base64url of the packed session
//! ([`super::compact`]: about 190 characters, a QR code a camera reads off a phone's screen), or —
//! for a session the packing cannot say, and as earlier versions wrote — `J1.` or `A1.` and the
//! base64url of a small JSON with the whole SDP.

use crate::engine::Seat;
use crate::share::base64url;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which half of the handshake a code is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignalKind {
    /// The host's invitation to a seat.
    Invite,
    /// A joiner's answer to it.
    Answer,
}

impl SignalKind {
    /// The prefix of the JSON form.
    const fn prefix(self) -> &'static str {
        match self {
            SignalKind::Invite => "J1.",
            SignalKind::Answer => "A1.",
        }
    }

    /// The prefix of the packed form.
    const fn packed_prefix(self) -> &'static str {
        match self {
            SignalKind::Invite => "J2.",
            SignalKind::Answer => "A2.",
        }
    }
}

/// One code's content.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signal {
    /// The seat the invitation is for (the answer repeats it, so the host can tell which of its
    /// invitations it answers).
    #[serde(rename = "s")]
    pub seat: Seat,
    /// That seat's name ("You join as Ben").
    #[serde(rename = "n")]
    pub name: String,
    /// Which invitation of the host this is (a new one for the same seat replaces the old).
    #[serde(rename = "i")]
    pub invite: u32,
    /// The session description (SDP) with every candidate gathered.
    #[serde(rename = "d")]
    pub sdp: String,
}

/// Why a pasted code cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignalError {
    /// Empty, cut short, or not a code of this game.
    NotACode,
    /// An answer where an invitation was expected, or the other way round.
    WrongKind,
    /// A code of a newer version of the app.
    NewerVersion,
}

impl fmt::Display for SignalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SignalError::NotACode => "not a table code",
            SignalError::WrongKind => "a code of the other kind",
            SignalError::NewerVersion => "a code of a newer version",
        })
    }
}

/// `signal` as a code of `kind`.
#[must_use]
pub fn encode_signal(kind: SignalKind, signal: &Signal) -> String {
    if let Some(bytes) = super::compact::pack(signal) {
        return format!("{}{}", kind.packed_prefix(), base64url::encode(&bytes));
    }
    let json = serde_json::to_string(signal).unwrap_or_default();
    format!("{}{}", kind.prefix(), base64url::encode(json.as_bytes()))
}

/// Reads a code of `kind`; also accepts a whole link to the page with `#join=` before the code,
/// and spaces or line breaks a messenger put in.
///
/// # Errors
/// The [`SignalError`] saying why the text is no usable code.
pub fn decode_signal(kind: SignalKind, text: &str) -> Result<Signal, SignalError> {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let text = text
        .rsplit_once("#join=")
        .map_or(text.as_str(), |(_, code)| code);
    let other = match kind {
        SignalKind::Invite => SignalKind::Answer,
        SignalKind::Answer => SignalKind::Invite,
    };
    if let Some(body) = text.strip_prefix(kind.packed_prefix()) {
        let bytes = base64url::decode(body).map_err(|_| SignalError::NotACode)?;
        return super::compact::unpack(&bytes).ok_or(SignalError::NotACode);
    }
    let Some(body) = text.strip_prefix(kind.prefix()) else {
        return Err(
            if text.starts_with(other.prefix()) || text.starts_with(other.packed_prefix()) {
                SignalError::WrongKind
            } else if text.starts_with(['J', 'A']) && text.get(2..3) == Some(".") {
                SignalError::NewerVersion
            } else {
                SignalError::NotACode
            },
        );
    };
    let bytes = base64url::decode(body).map_err(|_| SignalError::NotACode)?;
    let json = String::from_utf8(bytes).map_err(|_| SignalError::NotACode)?;
    crate::session::json::parse(&json).map_err(|_| SignalError::NotACode)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signal() -> Signal {
        Signal {
            seat: Seat(2),
            name: "Cara".into(),
            invite: 3,
            sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\na=candidate:1 1 udp 1 192.0.2.2 5000 typ host\r\n".into(),
        }
    }

    #[test]
    fn codes_round_trip_even_through_a_messenger_and_a_link() {
        let code = encode_signal(SignalKind::Invite, &signal());
        assert!(code.starts_with("J1."));
        assert_eq!(decode_signal(SignalKind::Invite, &code), Ok(signal()));
        let (a, b) = code.split_at(20);
        let wrapped = format!("  {a}\n{b} ");
        assert_eq!(decode_signal(SignalKind::Invite, &wrapped), Ok(signal()));
        let link = format!("https://example.org/schraem/#join={code}");
        assert_eq!(decode_signal(SignalKind::Invite, &link), Ok(signal()));
        let answer = encode_signal(SignalKind::Answer, &signal());
        assert_eq!(decode_signal(SignalKind::Answer, &answer), Ok(signal()));
    }

    #[test]
    fn wrong_and_damaged_codes_are_named() {
        let invite = encode_signal(SignalKind::Invite, &signal());
        let answer = encode_signal(SignalKind::Answer, &signal());
        assert_eq!(
            decode_signal(SignalKind::Answer, &invite),
            Err(SignalError::WrongKind)
        );
        assert_eq!(
            decode_signal(SignalKind::Invite, &answer),
            Err(SignalError::WrongKind)
        );
        assert_eq!(
            decode_signal(SignalKind::Invite, "J3.abc"),
            Err(SignalError::NewerVersion)
        );
        assert_eq!(
            decode_signal(SignalKind::Invite, ""),
            Err(SignalError::NotACode)
        );
        assert_eq!(
            decode_signal(SignalKind::Invite, "hello"),
            Err(SignalError::NotACode)
        );
        let cut = &invite[..invite.len() - 7];
        assert_eq!(
            decode_signal(SignalKind::Invite, cut),
            Err(SignalError::NotACode)
        );
    }
}
