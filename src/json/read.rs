//! [`Value`] → a type, by hand: the readers the first load needs, each saying where the value
//! went wrong and what was expected there. They read what serde's derived readers read from
//! the same JSON (missing optional fields as `None`, `deny_unknown_fields` where the type has
//! it); unlike serde they do not take a struct written as an array, which no writer produces.

use serde_json::{Map, Value};
use std::fmt;

/// Why a value is not of a type's shape: where (`setup.seats[1].kind`) and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The path to the value, outermost first (empty: the whole value).
    pub path: String,
    /// What was expected there.
    pub expected: String,
}

impl ReadError {
    /// `expected` at the value itself.
    #[must_use]
    pub fn here(expected: impl Into<String>) -> ReadError {
        ReadError {
            path: String::new(),
            expected: expected.into(),
        }
    }

    /// The error one level further out: inside field `key`. (Not generic and not inlined:
    /// every reader calls it, and only on an error.)
    #[must_use]
    #[inline(never)]
    pub fn in_field(mut self, key: &str) -> ReadError {
        self.path.insert_str(0, key);
        self.path.insert(0, '.');
        self
    }

    /// The error one level further out: inside item `index` of an array.
    #[must_use]
    #[inline(never)]
    pub fn in_item(mut self, index: usize) -> ReadError {
        self.path.insert_str(0, &format!("[{index}]"));
        self
    }

    /// A required field that is missing.
    #[inline(never)]
    fn missing(key: &str) -> ReadError {
        let mut expected = String::from("field \"");
        expected.push_str(key);
        expected.push('"');
        ReadError::here(expected)
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "expected {}", self.expected)
        } else {
            write!(f, "expected {} at {}", self.expected, self.path)
        }
    }
}

impl std::error::Error for ReadError {}

/// A type read from a [`Value`].
pub trait FromJson: Sized {
    /// Reads `value`.
    ///
    /// # Errors
    /// [`ReadError`]: where and what was expected.
    fn from_json(value: &Value) -> Result<Self, ReadError>;
}

/// An object's members, read one field at a time.
pub struct Fields<'a> {
    map: &'a Map<String, Value>,
}

impl<'a> Fields<'a> {
    /// The members of `value`, which must be an object.
    ///
    /// # Errors
    /// [`ReadError`] when `value` is not an object.
    pub fn of(value: &'a Value) -> Result<Fields<'a>, ReadError> {
        value
            .as_object()
            .map(|map| Fields { map })
            .ok_or_else(|| ReadError::here("an object"))
    }

    /// The members of `value`, which must be an object with no key but `known`
    /// (serde's `deny_unknown_fields`).
    ///
    /// # Errors
    /// [`ReadError`] when `value` is not an object or holds another key.
    pub fn only(value: &'a Value, known: &[&str]) -> Result<Fields<'a>, ReadError> {
        let fields = Fields::of(value)?;
        match fields.map.keys().find(|k| !known.contains(&k.as_str())) {
            Some(other) => {
                let mut expected = String::from("no field \"");
                expected.push_str(other);
                expected.push('"');
                Err(ReadError::here(expected))
            }
            None => Ok(fields),
        }
    }

    /// The value of `key`, if present and not `null`.
    #[must_use]
    pub fn raw(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|v| !v.is_null())
    }

    /// Field `key`, which must be present.
    ///
    /// # Errors
    /// [`ReadError`] when it is missing or not a `T`.
    pub fn get<T: FromJson>(&self, key: &str) -> Result<T, ReadError> {
        let value = self.map.get(key).ok_or_else(|| ReadError::missing(key))?;
        T::from_json(value).map_err(|e| e.in_field(key))
    }

    /// Field `key` (`null` or missing: `None`).
    ///
    /// # Errors
    /// [`ReadError`] when it is there and not a `T`.
    pub fn optional<T: FromJson>(&self, key: &str) -> Result<Option<T>, ReadError> {
        self.raw(key)
            .map(|value| T::from_json(value).map_err(|e| e.in_field(key)))
            .transpose()
    }

    /// Field `key`, `T`'s default when missing (serde's `#[serde(default)]`; `null` is read
    /// as `T` reads it, as serde does).
    ///
    /// # Errors
    /// [`ReadError`] when it is there and not a `T`.
    pub fn or_default<T: FromJson + Default>(&self, key: &str) -> Result<T, ReadError> {
        self.or(key, T::default())
    }

    /// Field `key`, `default` when missing (a struct's `#[serde(default)]`: its own default's
    /// field).
    ///
    /// # Errors
    /// [`ReadError`] when it is there and not a `T`.
    pub fn or<T: FromJson>(&self, key: &str, default: T) -> Result<T, ReadError> {
        match self.map.get(key) {
            None => Ok(default),
            Some(_) => self.get(key),
        }
    }
}

impl FromJson for bool {
    fn from_json(value: &Value) -> Result<bool, ReadError> {
        value
            .as_bool()
            .ok_or_else(|| ReadError::here("true or false"))
    }
}

impl FromJson for String {
    fn from_json(value: &Value) -> Result<String, ReadError> {
        value
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| ReadError::here("a string"))
    }
}

impl FromJson for f64 {
    fn from_json(value: &Value) -> Result<f64, ReadError> {
        value.as_f64().ok_or_else(|| ReadError::here("a number"))
    }
}

impl FromJson for u64 {
    fn from_json(value: &Value) -> Result<u64, ReadError> {
        value
            .as_u64()
            .ok_or_else(|| ReadError::here("a whole number from 0"))
    }
}

/// Whole numbers of a type: in its range (serde reads a float into none of them).
macro_rules! from_json_int {
    ($as:ident: $($t:ty),*) => {$(
        impl FromJson for $t {
            fn from_json(value: &Value) -> Result<$t, ReadError> {
                value
                    .$as()
                    .and_then(|n| <$t>::try_from(n).ok())
                    .ok_or_else(|| ReadError::here(concat!("a whole number that fits ", stringify!($t))))
            }
        }
    )*};
}

from_json_int!(as_u64: u8, u32, usize);
from_json_int!(as_i64: i32, i64);

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: &Value) -> Result<Option<T>, ReadError> {
        if value.is_null() {
            Ok(None)
        } else {
            T::from_json(value).map(Some)
        }
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: &Value) -> Result<Vec<T>, ReadError> {
        let items = value
            .as_array()
            .ok_or_else(|| ReadError::here("an array"))?;
        // A loop, not `collect` into a `Result`: that adapter is instantiated per type (bytes).
        let mut out = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            out.push(T::from_json(item).map_err(|e| e.in_item(i))?);
        }
        Ok(out)
    }
}

impl<A: FromJson, B: FromJson> FromJson for (A, B) {
    fn from_json(value: &Value) -> Result<(A, B), ReadError> {
        match value.as_array().map(Vec::as_slice) {
            Some([a, b]) => Ok((
                A::from_json(a).map_err(|e| e.in_item(0))?,
                B::from_json(b).map_err(|e| e.in_item(1))?,
            )),
            _ => Err(ReadError::here("an array of two")),
        }
    }
}

impl<T: FromJson> FromJson for std::collections::BTreeMap<String, T> {
    fn from_json(value: &Value) -> Result<Self, ReadError> {
        let map = value
            .as_object()
            .ok_or_else(|| ReadError::here("an object"))?;
        // Inserted one by one: collecting sorts the pairs first with a sort of their own.
        let mut out = std::collections::BTreeMap::new();
        for (key, item) in map {
            out.insert(
                key.clone(),
                T::from_json(item).map_err(|e| e.in_field(key))?,
            );
        }
        Ok(out)
    }
}

impl FromJson for Map<String, Value> {
    fn from_json(value: &Value) -> Result<Map<String, Value>, ReadError> {
        value
            .as_object()
            .cloned()
            .ok_or_else(|| ReadError::here("an object"))
    }
}

/// Reads `value` as the unit variant whose name it is, out of `(name, variant)` pairs (serde's
/// unit enums with their `rename`s).
///
/// # Errors
/// [`ReadError`] naming the names allowed.
pub fn one_of<T: Copy>(value: &Value, names: &[(&str, T)]) -> Result<T, ReadError> {
    let name = value.as_str();
    names
        .iter()
        .find(|(n, _)| Some(*n) == name)
        .map(|(_, t)| *t)
        .ok_or_else(|| {
            let mut expected = String::from("one of");
            for (i, (n, _)) in names.iter().enumerate() {
                expected.push_str(if i == 0 { " " } else { ", " });
                expected.push_str(n);
            }
            ReadError::here(expected)
        })
}
