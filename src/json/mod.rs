//! JSON without serde, for what the first load reads and writes (issue 30): the saved match, the
//! settings, the saved rule sets, the statistics and the bot worker's messages. `serde_json`'s
//! deserializer and serializer, and serde's derived code of each type, cost the page ≈ 90 KB of
//! code before wasm-opt; this reader and writer are a few hundred lines.
//!
//! * [`parse`]: text → [`Value`], with the byte position and what was expected when it fails;
//! * [`FromJson`] with [`Fields`]: a [`Value`] → a type, with the path of what was wrong;
//! * [`Writer`] with [`ToJson`]: a type → text, field by field.
//!
//! The value is `serde_json`'s own [`Value`] (a plain enum over a `BTreeMap`): the rule sets'
//! option maps are `Map<String, Value>` throughout the engine, and holding one costs none of
//! serde's code. The formats are exactly those serde writes for the same types, so every save,
//! fixture and older format reads as before; `tests/json_agrees.rs` checks both ways against
//! serde, which the native tools, the parts and the tests still use.

mod engine;
mod parse;
mod read;

pub use crate::engine::JsonWriter as Writer;
pub use parse::{parse, Expected, ParseError, MAX_DEPTH};
pub use read::{one_of, Fields, FromJson, ReadError};
pub use serde_json::{Map, Value};

use std::fmt;

/// A type written as JSON.
pub trait ToJson {
    /// Writes `self` as one value.
    fn write_json(&self, out: &mut Writer);

    /// `self` as compact JSON text.
    fn to_json_text(&self) -> String {
        let mut out = Writer::new();
        self.write_json(&mut out);
        out.finish()
    }
}

/// Why a text could not be read as a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonError {
    /// The text is not JSON.
    Syntax(ParseError),
    /// It is JSON, but not of the type's shape.
    Shape(ReadError),
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JsonError::Syntax(e) => e.fmt(f),
            JsonError::Shape(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for JsonError {}

/// Reads `text` as a `T`.
///
/// # Errors
/// [`JsonError`]: not JSON, or not of `T`'s shape.
pub fn read<T: FromJson>(text: &str) -> Result<T, JsonError> {
    let value = parse(text).map_err(JsonError::Syntax)?;
    T::from_json(&value).map_err(JsonError::Shape)
}

impl ToJson for bool {
    fn write_json(&self, out: &mut Writer) {
        out.bool(*self);
    }
}

impl ToJson for str {
    fn write_json(&self, out: &mut Writer) {
        out.string(self);
    }
}

impl ToJson for String {
    fn write_json(&self, out: &mut Writer) {
        out.string(self);
    }
}

/// Unsigned whole numbers.
macro_rules! to_json_unsigned {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn write_json(&self, out: &mut Writer) {
                out.unsigned(*self as u64);
            }
        }
    )*};
}

to_json_unsigned!(u8, u32, u64, usize);

impl ToJson for i32 {
    fn write_json(&self, out: &mut Writer) {
        out.signed(i64::from(*self));
    }
}

impl ToJson for i64 {
    fn write_json(&self, out: &mut Writer) {
        out.signed(*self);
    }
}

impl<T: ToJson> ToJson for std::collections::BTreeMap<String, T> {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        for (key, value) in self {
            out.key(key);
            value.write_json(out);
        }
        out.end_object();
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn write_json(&self, out: &mut Writer) {
        match self {
            Some(t) => t.write_json(out),
            None => out.null(),
        }
    }
}

impl<T: ToJson> ToJson for [T] {
    fn write_json(&self, out: &mut Writer) {
        out.begin_array();
        self.iter().for_each(|t| t.write_json(out));
        out.end_array();
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn write_json(&self, out: &mut Writer) {
        self.as_slice().write_json(out);
    }
}

impl<A: ToJson, B: ToJson> ToJson for (A, B) {
    fn write_json(&self, out: &mut Writer) {
        out.begin_array();
        self.0.write_json(out);
        self.1.write_json(out);
        out.end_array();
    }
}

impl ToJson for Map<String, Value> {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        for (key, value) in self {
            out.key(key);
            out.value(value);
        }
        out.end_object();
    }
}

impl ToJson for Value {
    fn write_json(&self, out: &mut Writer) {
        out.value(self);
    }
}
