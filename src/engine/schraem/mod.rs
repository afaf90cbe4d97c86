//! Siebenschräm family engine (placeholder until issue 3 lands).
use super::record::{Record, ReplayFailure};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    Rhineland,
}

impl Preset {
    #[must_use]
    pub fn from_id(id: &str) -> Option<Preset> {
        (id == "rhineland").then_some(Preset::Rhineland)
    }
}

/// # Errors
/// Always, until the engine exists.
pub fn replay_report(_record: &Record) -> Result<serde_json::Value, ReplayFailure> {
    Err(ReplayFailure::Invalid("not yet implemented".into()))
}
