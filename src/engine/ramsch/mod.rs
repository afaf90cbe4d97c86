//! Schieberamsch engine (placeholder until issue 4 lands).
use super::record::{Record, ReplayFailure};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    Schieberamsch,
}

impl Preset {
    #[must_use]
    pub fn from_id(id: &str) -> Option<Preset> {
        (id == "schieberamsch").then_some(Preset::Schieberamsch)
    }
}

/// # Errors
/// Always, until the engine exists.
pub fn replay_report(_record: &Record) -> Result<serde_json::Value, ReplayFailure> {
    Err(ReplayFailure::Invalid("not yet implemented".into()))
}
