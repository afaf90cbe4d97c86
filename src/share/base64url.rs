//! Base64url without padding (RFC 4648 §5), the alphabet that survives in a URL fragment.
//!
//! Written here rather than pulled in as a crate: a few dozen lines, strict on input (no padding,
//! no whitespace, no stray bits), and never allocating more than three quarters of its input.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a text is not base64url.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base64Error {
    /// A character outside `A–Z a–z 0–9 - _` (its byte offset).
    BadCharacter(usize),
    /// A length that no byte string encodes to (one character too many).
    BadLength,
    /// The last character carries bits that a canonical encoder leaves zero.
    TrailingBits,
}

impl std::fmt::Display for Base64Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Base64Error::BadCharacter(at) => write!(f, "unexpected character at position {at}"),
            Base64Error::BadLength => f.write_str("it was cut off"),
            Base64Error::TrailingBits => f.write_str("its last character is wrong"),
        }
    }
}

impl std::error::Error for Base64Error {}

/// `bytes` as base64url without padding.
#[must_use]
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for k in 0..chars {
            let index = (n >> (18 - 6 * k)) & 0x3f;
            out.push(char::from(ALPHABET[index as usize]));
        }
    }
    out
}

fn value_of(c: u8) -> Option<u32> {
    let v = match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    };
    Some(u32::from(v))
}

/// The bytes that `text` encodes.
///
/// # Errors
/// [`Base64Error::BadCharacter`] for a character outside the alphabet (padding `=` included),
/// [`Base64Error::BadLength`] for a length of 4k + 1, [`Base64Error::TrailingBits`] for a
/// non-canonical last character.
pub fn decode(text: &str) -> Result<Vec<u8>, Base64Error> {
    let input = text.as_bytes();
    if input.len() % 4 == 1 {
        return Err(Base64Error::BadLength);
    }
    let mut out = Vec::with_capacity(input.len() / 4 * 3 + 2);
    for (c, chunk) in input.chunks(4).enumerate() {
        let mut n = 0u32;
        for (k, &byte) in chunk.iter().enumerate() {
            let v = value_of(byte).ok_or(Base64Error::BadCharacter(c * 4 + k))?;
            n |= v << (18 - 6 * k);
        }
        let bytes = chunk.len() - 1;
        let unused = match bytes {
            1 => 0xffff,
            2 => 0xff,
            _ => 0,
        };
        if n & unused != 0 {
            return Err(Base64Error::TrailingBits);
        }
        out.extend_from_slice(&[(n >> 16) as u8, (n >> 8) as u8, n as u8][..bytes]);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_vectors() {
        let cases = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in cases {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(decode(coded).unwrap(), plain.as_bytes());
        }
    }

    #[test]
    fn url_alphabet_and_every_byte_round_trip() {
        assert_eq!(encode(&[0xfb, 0xff, 0xbf]), "-_-_");
        let all: Vec<u8> = (0..=255).collect();
        for len in 0..all.len() {
            let coded = encode(&all[..len]);
            assert!(!coded.contains(['+', '/', '=']));
            assert_eq!(decode(&coded).unwrap(), &all[..len]);
        }
    }

    #[test]
    fn rejects_padding_stray_characters_lengths_and_bits() {
        assert_eq!(decode("Zg=="), Err(Base64Error::BadCharacter(2)));
        assert_eq!(decode("Zm+v"), Err(Base64Error::BadCharacter(2)));
        assert_eq!(decode("Zm9 vg"), Err(Base64Error::BadCharacter(3)));
        assert_eq!(decode("Zm9vY"), Err(Base64Error::BadLength));
        assert_eq!(decode("Zh"), Err(Base64Error::TrailingBits));
        assert_eq!(decode("Zm9"), Err(Base64Error::TrailingBits));
        assert_eq!(decode("Zm9vYmE").unwrap(), b"fooba");
    }
}
