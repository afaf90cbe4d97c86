//! One way to read JSON into a type: text → `Value` → type. Reading straight from the text would
//! instantiate a second deserializer for every type in the download (the saves, which migrate
//! through `Value`, already need this one).

use serde::de::DeserializeOwned;

/// Parses `text` as a `T`.
///
/// # Errors
/// serde_json's error: not JSON, or not of `T`'s shape.
pub fn parse<T: DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    serde_json::from_value(serde_json::from_str(text)?)
}
