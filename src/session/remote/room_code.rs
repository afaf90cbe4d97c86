//! The short code a host reads aloud or sends, and a joiner types: six characters from an
//! alphabet without the look-alikes 0/O and 1/I/L, shown as `ABC-DEF`. It names the table's lobby
//! room on the signalling server ([`RoomCode::room`]), where the host learns who knocks and lets
//! each joiner in by hand (`lobby`). A code can be guessed (31⁶ ≈ 887 million of them, and each
//! guess is a visit to the server), so it only opens the door to the host's question, and it
//! holds [`CODE_LIFETIME_MS`] (docs/multiplayer.md, "Joining by a table code").

use serde::{Deserialize, Serialize};
use std::fmt;

/// The characters of a code: letters and digits without 0, O, 1, I and L (which readers mix
/// up), 31 in all.
pub const ALPHABET: &[u8; 31] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// How many characters a code has.
pub const CODE_LEN: usize = 6;
/// How long a code lets new players knock: 30 minutes from when the host made it.
pub const CODE_LIFETIME_MS: u64 = 30 * 60 * 1000;

/// A table code (always valid: six characters of `ALPHABET`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct RoomCode(String);

/// Why a typed code is no table code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Nothing typed.
    Empty,
    /// Too few or too many characters (the count typed, without spaces and dashes).
    Length(usize),
    /// A character no code has (a look-alike such as O or 1, or a sign).
    Character(char),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => f.write_str("no code"),
            CodeError::Length(n) => write!(f, "{n} characters, not {CODE_LEN}"),
            CodeError::Character(c) => write!(f, "{c:?} is in no code"),
        }
    }
}

impl RoomCode {
    /// The code drawn from `random` (8 random bytes as a number; the slight bias of the
    /// remainder is below one in 20 billion).
    #[must_use]
    pub fn from_random(random: u64) -> RoomCode {
        let mut n = random;
        let code = (0..CODE_LEN)
            .map(|_| {
                let c = ALPHABET[(n % 31) as usize];
                n /= 31;
                char::from(c)
            })
            .collect();
        RoomCode(code)
    }

    /// Reads a code as a person types or pastes it: any case, with spaces, dashes or dots
    /// between, or a whole link ending in `#join=CODE`.
    ///
    /// # Errors
    /// The [`CodeError`] saying what is wrong with it.
    pub fn parse(text: &str) -> Result<RoomCode, CodeError> {
        let text = text.rsplit_once("#join=").map_or(text, |(_, code)| code);
        let chars: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '.' | '‐' | '–' | '—'))
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if chars.is_empty() {
            return Err(CodeError::Empty);
        }
        if let Some(&bad) = chars
            .iter()
            .find(|c| !c.is_ascii() || !ALPHABET.contains(&(**c as u8)))
        {
            return Err(CodeError::Character(bad));
        }
        if chars.len() != CODE_LEN {
            return Err(CodeError::Length(chars.len()));
        }
        Ok(RoomCode(chars.into_iter().collect()))
    }

    /// The six characters, as typed.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The code as shown and read aloud: two groups of three (`ABC-DEF`).
    #[must_use]
    pub fn spaced(&self) -> String {
        format!("{}-{}", &self.0[..3], &self.0[3..])
    }

    /// The lobby room of this code on the signalling server.
    #[must_use]
    pub fn room(&self) -> String {
        format!("schraem-code-{}", self.0.to_ascii_lowercase())
    }
}

impl TryFrom<String> for RoomCode {
    type Error = CodeError;

    fn try_from(text: String) -> Result<RoomCode, CodeError> {
        RoomCode::parse(&text)
    }
}

impl From<RoomCode> for String {
    fn from(code: RoomCode) -> String {
        code.0
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.spaced())
    }
}

/// What the host's "Send the link" carries after `#join=`: the code, and the signalling server
/// it is on (so a joiner whose device knows no server, or another one, still finds the table):
/// `K7M2QX~` and the base64url of the server's address.
#[must_use]
pub fn encode_code_link(code: &RoomCode, server: &str) -> String {
    match server {
        "" => code.as_str().to_owned(),
        server => format!(
            "{}~{}",
            code.as_str(),
            crate::share::base64url::encode(server.as_bytes())
        ),
    }
}

/// Reads what follows `#join=` in a code link (or a typed code): the code, and the server the link
/// names, if it names a valid one.
///
/// # Errors
/// The code's [`CodeError`].
pub fn decode_code_link(text: &str) -> Result<(RoomCode, Option<String>), CodeError> {
    let text = text.rsplit_once("#join=").map_or(text, |(_, code)| code);
    let (code, server) = text.split_once('~').unwrap_or((text, ""));
    let server = crate::share::base64url::decode(server.trim())
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .filter(|s| !s.is_empty() && super::meeting::parse_server(s).as_deref() == Ok(s.as_str()));
    Ok((RoomCode::parse(code)?, server))
}

/// A code and when the host made it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Issued {
    /// The code.
    pub code: RoomCode,
    /// When it was made (ms since 1970).
    pub made_ms: u64,
}

impl Issued {
    /// When the code stops letting new players knock (ms since 1970).
    #[must_use]
    pub fn expires_ms(&self) -> u64 {
        self.made_ms.saturating_add(CODE_LIFETIME_MS)
    }

    /// Whether the code has expired at `now_ms`.
    #[must_use]
    pub fn expired(&self, now_ms: u64) -> bool {
        now_ms >= self.expires_ms()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alphabet_has_no_look_alikes_and_no_repeats() {
        for c in b"0O1IL" {
            assert!(!ALPHABET.contains(c), "{}", char::from(*c));
        }
        let mut sorted = ALPHABET.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 31);
    }

    #[test]
    fn codes_are_drawn_from_the_whole_alphabet() {
        let a = RoomCode::from_random(0);
        assert_eq!(a.as_str(), "AAAAAA");
        let b = RoomCode::from_random(u64::MAX);
        assert_eq!(b.as_str().len(), CODE_LEN);
        let mut seen = std::collections::BTreeSet::new();
        let mut x = 0x9E37_79B9_7F4A_7C15_u64;
        for _ in 0..500 {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let code = RoomCode::from_random(x);
            assert_eq!(RoomCode::parse(code.as_str()), Ok(code.clone()));
            seen.extend(code.as_str().chars());
        }
        assert_eq!(seen.len(), 31);
    }

    #[test]
    fn typing_is_forgiven_case_spaces_dashes_and_links() {
        let code = RoomCode::parse("K7M-2QX").unwrap();
        assert_eq!(code.as_str(), "K7M2QX");
        assert_eq!(code.spaced(), "K7M-2QX");
        assert_eq!(code.room(), "schraem-code-k7m2qx");
        for typed in [
            "k7m2qx",
            " K7M 2QX ",
            "k7m-2qx",
            "K7M–2QX",
            "k.7.m.2.q.x",
            "https://example.org/#join=K7M-2QX",
        ] {
            assert_eq!(RoomCode::parse(typed), Ok(code.clone()), "{typed}");
        }
    }

    #[test]
    fn a_code_link_carries_the_server_and_a_bad_server_is_dropped() {
        let code = RoomCode::parse("K7M2QX").unwrap();
        let link = encode_code_link(&code, "ws://203.0.113.10:3536");
        assert!(link.starts_with("K7M2QX~"));
        assert_eq!(
            decode_code_link(&format!("https://example.org/#join={link}")),
            Ok((code.clone(), Some("ws://203.0.113.10:3536".into())))
        );
        assert_eq!(encode_code_link(&code, ""), "K7M2QX");
        assert_eq!(decode_code_link("k7m-2qx"), Ok((code.clone(), None)));
        let evil = format!(
            "K7M2QX~{}",
            crate::share::base64url::encode(b"javascript:alert(1)")
        );
        assert_eq!(decode_code_link(&evil), Ok((code, None)));
        assert_eq!(decode_code_link("K7M2Q~abc"), Err(CodeError::Length(5)));
        // An invitation or a seat's link is no code link.
        assert!(decode_code_link("J2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAA").is_err());
        assert!(decode_code_link("M1.eyJ1Ijo").is_err());
    }

    #[test]
    fn wrong_codes_say_what_is_wrong() {
        assert_eq!(RoomCode::parse(""), Err(CodeError::Empty));
        assert_eq!(RoomCode::parse(" - "), Err(CodeError::Empty));
        assert_eq!(RoomCode::parse("K7M2Q"), Err(CodeError::Length(5)));
        assert_eq!(RoomCode::parse("K7M2QXA"), Err(CodeError::Length(7)));
        assert_eq!(RoomCode::parse("K7M2QO"), Err(CodeError::Character('O')));
        assert_eq!(RoomCode::parse("k7m2q0"), Err(CodeError::Character('0')));
        assert_eq!(RoomCode::parse("k7m2ql"), Err(CodeError::Character('L')));
        assert_eq!(RoomCode::parse("K7M2Q!"), Err(CodeError::Character('!')));
        assert_eq!(RoomCode::parse("K7M2QÄ"), Err(CodeError::Character('Ä')));
    }

    #[test]
    fn a_code_holds_thirty_minutes() {
        let issued = Issued {
            code: RoomCode::from_random(7),
            made_ms: 1_000,
        };
        assert!(!issued.expired(1_000));
        assert!(!issued.expired(1_000 + CODE_LIFETIME_MS - 1));
        assert!(issued.expired(1_000 + CODE_LIFETIME_MS));
        let json = serde_json::to_string(&issued).unwrap();
        assert_eq!(serde_json::from_str::<Issued>(&json).unwrap(), issued);
        // A stored code that was tampered with is no code.
        let bad = json.replace(issued.code.as_str(), "OOOOOO");
        assert!(serde_json::from_str::<Issued>(&bad).is_err());
    }
}
