//! JSON text → [`Value`]: a reader written for the first load (issue 30), so that the page does
//! not carry `serde_json`'s deserializer. It reads what `serde_json::from_str::<Value>` reads
//! (RFC 8259, nesting up to 128 levels, a later duplicate key replacing an earlier one) and
//! refuses the rest with the byte position and what was expected there.

use serde_json::{Map, Number, Value};
use std::fmt;

/// How deep arrays and objects may nest (as `serde_json`'s reader: deeper input is refused
/// instead of exhausting the stack).
pub const MAX_DEPTH: usize = 128;

/// Why a text is not JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The byte offset where reading stopped.
    pub at: usize,
    /// What was expected there.
    pub expected: Expected,
}

/// What the reader expected where it stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A value (`{`, `[`, a string, a number, `true`, `false`, `null`), the text ended or
    /// something else stood there.
    Value,
    /// `,` or `]` after an array's item.
    CommaOrBracket,
    /// `,` or `}` after an object's member.
    CommaOrBrace,
    /// A string (an object's key).
    Key,
    /// `:` after an object's key.
    Colon,
    /// The end of the text (something follows the value).
    End,
    /// A string's closing quote (the text ended inside it).
    Quote,
    /// A valid escape (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`).
    Escape,
    /// A `\uXXXX` escape pairing a surrogate (a lone half of a character cannot be a string).
    Surrogate,
    /// A character other than a control character inside a string (write `\n`, `\u0001`).
    NoControl,
    /// A digit.
    Digit,
    /// A number a 64-bit float can hold.
    FiniteNumber,
    /// Less nesting than [`MAX_DEPTH`].
    ShallowerNesting,
}

impl ParseError {
    /// Where reading stopped in `text` (the text read) as a person counts: line and column
    /// from 1, the column of the byte that was not expected, or just after the last one when
    /// the text ended (as `serde_json` counts).
    #[must_use]
    pub fn line_column(&self, text: &str) -> (usize, usize) {
        let before = &text.as_bytes()[..self.at.min(text.len())];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        let column = self.at - line_start + usize::from(self.at < text.len());
        (line, column)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.expected {
            Expected::Value => "a value",
            Expected::CommaOrBracket => "',' or ']'",
            Expected::CommaOrBrace => "',' or '}'",
            Expected::Key => "a string key",
            Expected::Colon => "':'",
            Expected::End => "the end of the text",
            Expected::Quote => "a closing '\"'",
            Expected::Escape => "a valid escape",
            Expected::Surrogate => "a surrogate pair",
            Expected::NoControl => "no control character",
            Expected::Digit => "a digit",
            Expected::FiniteNumber => "a number in range",
            Expected::ShallowerNesting => "at most 128 levels of nesting",
        };
        write!(f, "expected {what} at byte {}", self.at)
    }
}

impl std::error::Error for ParseError {}

/// Reads `text` as one JSON value.
///
/// # Errors
/// [`ParseError`]: where reading stopped and what was expected there.
pub fn parse(text: &str) -> Result<Value, ParseError> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.at < reader.bytes.len() {
        return Err(reader.fail(Expected::End));
    }
    Ok(value)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn fail(&self, expected: Expected) -> ParseError {
        ParseError {
            at: self.at,
            expected,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Consumes `byte` after any space, if it stands next.
    fn eat(&mut self, byte: u8) -> bool {
        self.skip_space();
        let here = self.peek() == Some(byte);
        if here {
            self.at += 1;
        }
        here
    }

    fn value(&mut self, depth: usize) -> Result<Value, ParseError> {
        self.skip_space();
        match self.peek() {
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.word(b"true", Value::Bool(true)),
            Some(b'f') => self.word(b"false", Value::Bool(false)),
            Some(b'n') => self.word(b"null", Value::Null),
            _ => Err(self.fail(Expected::Value)),
        }
    }

    fn word(&mut self, word: &[u8], value: Value) -> Result<Value, ParseError> {
        if self.bytes[self.at..].starts_with(word) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.fail(Expected::Value))
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, ParseError> {
        if depth > MAX_DEPTH {
            return Err(self.fail(Expected::ShallowerNesting));
        }
        self.at += 1;
        let mut items = Vec::new();
        if self.eat(b']') {
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth)?);
            if self.eat(b']') {
                return Ok(Value::Array(items));
            }
            if !self.eat(b',') {
                return Err(self.fail(Expected::CommaOrBracket));
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, ParseError> {
        if depth > MAX_DEPTH {
            return Err(self.fail(Expected::ShallowerNesting));
        }
        self.at += 1;
        let mut map = Map::new();
        if self.eat(b'}') {
            return Ok(Value::Object(map));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(self.fail(Expected::Key));
            }
            let key = self.string()?;
            if !self.eat(b':') {
                return Err(self.fail(Expected::Colon));
            }
            let value = self.value(depth)?;
            map.insert(key, value);
            if self.eat(b'}') {
                return Ok(Value::Object(map));
            }
            if !self.eat(b',') {
                return Err(self.fail(Expected::CommaOrBrace));
            }
        }
    }

    /// A string, the reader on its opening quote.
    fn string(&mut self) -> Result<String, ParseError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // The text is a `str` and the run stops at ASCII bytes only: a whole UTF-8 slice.
            out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or_default());
            match self.peek() {
                None => return Err(self.fail(Expected::Quote)),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => return Err(self.fail(Expected::NoControl)),
            }
        }
    }

    /// The character of an escape, the reader after its backslash.
    fn escape(&mut self) -> Result<char, ParseError> {
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.at += 1;
                return self.unicode();
            }
            _ => return Err(self.fail(Expected::Escape)),
        };
        self.at += 1;
        Ok(c)
    }

    /// A `\u` escape's character, the reader after the `u`; a high surrogate must be followed
    /// by a `\u` low one.
    fn unicode(&mut self) -> Result<char, ParseError> {
        let first = self.hex4()?;
        let code = match first {
            0xD800..=0xDBFF => {
                if !self.bytes[self.at..].starts_with(b"\\u") {
                    return Err(self.fail(Expected::Surrogate));
                }
                self.at += 2;
                let low = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&low) {
                    return Err(self.fail(Expected::Surrogate));
                }
                0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
            }
            0xDC00..=0xDFFF => return Err(self.fail(Expected::Surrogate)),
            _ => first,
        };
        char::from_u32(code).ok_or_else(|| self.fail(Expected::Escape))
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        let mut code = 0;
        for _ in 0..4 {
            let digit = self
                .peek()
                .and_then(|b| char::from(b).to_digit(16))
                .ok_or_else(|| self.fail(Expected::Escape))?;
            code = code * 16 + digit;
            self.at += 1;
        }
        Ok(code)
    }

    /// A number, held as `serde_json` holds it: a whole number as `u64` (`i64` when negative)
    /// where it fits, else a float computed as `serde_json` computes it without its
    /// `float_roundtrip` feature (the digits as a whole number, scaled by a power of ten; the
    /// same value wherever that power is at most 10^22, every number the app writes), so that
    /// core's float parsing (≈ 6 KB) stays off the first load.
    fn number(&mut self) -> Result<Value, ParseError> {
        let start = self.at;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let mut digits = 0u64;
        // Digits dropped once `digits` would overflow, as a power of ten.
        let mut scale = 0i32;
        let mut whole = true;
        let push = |digits: &mut u64, scale: &mut i32, d: u8, after_point: bool| match digits
            .checked_mul(10)
            .and_then(|n| n.checked_add(u64::from(d)))
        {
            Some(n) => {
                *digits = n;
                *scale -= i32::from(after_point);
            }
            None => *scale += i32::from(!after_point),
        };
        if self.peek() == Some(b'0') {
            self.at += 1;
        } else {
            let first = self.at;
            while let Some(d @ b'0'..=b'9') = self.peek() {
                push(&mut digits, &mut scale, d - b'0', false);
                self.at += 1;
            }
            if self.at == first {
                return Err(self.fail(Expected::Digit));
            }
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            let first = self.at;
            while let Some(d @ b'0'..=b'9') = self.peek() {
                push(&mut digits, &mut scale, d - b'0', true);
                self.at += 1;
            }
            if self.at == first {
                return Err(self.fail(Expected::Digit));
            }
            whole = false;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            let sign: i32 = match self.peek() {
                Some(b'-') => -1,
                _ => 1,
            };
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            let first = self.at;
            let mut exponent = 0i32;
            while let Some(d @ b'0'..=b'9') = self.peek() {
                exponent = exponent
                    .saturating_mul(10)
                    .saturating_add(i32::from(d - b'0'));
                self.at += 1;
            }
            if self.at == first {
                return Err(self.fail(Expected::Digit));
            }
            scale = scale.saturating_add(sign * exponent);
            whole = false;
        }
        if whole && scale == 0 {
            if !negative {
                return Ok(Value::Number(digits.into()));
            }
            // `-0` is a float, as `serde_json` reads it.
            if let Some(n @ ..=-1) = 0i64.checked_sub_unsigned(digits) {
                return Ok(Value::Number(n.into()));
            }
        }
        let magnitude = scaled(digits, scale).ok_or(ParseError {
            at: start,
            expected: Expected::FiniteNumber,
        })?;
        let x = if negative { -magnitude } else { magnitude };
        Ok(Number::from_f64(x).map_or(Value::Null, Value::Number))
    }
}

/// `digits` × 10^`scale` as `serde_json` computes it; `None` when it is infinite.
fn scaled(digits: u64, mut scale: i32) -> Option<f64> {
    let mut x = digits as f64;
    while scale != 0 && x != 0.0 {
        let step = scale.clamp(-22, 22);
        let power = (0..step.abs()).fold(1.0f64, |p, _| p * 10.0);
        if step > 0 {
            x *= power;
        } else {
            x /= power;
        }
        scale -= step;
        if x.is_infinite() {
            return None;
        }
    }
    Some(x)
}
