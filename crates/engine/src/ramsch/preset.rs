//! The named rule sets of Schieberamsch (RULES.md B1 and B3).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A named starting point for a [`super::Ruleset`]; options may override it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Preset {
    /// `schieberamsch`: the reference variant of RULES.md B1 with the defaults of B2.
    Schieberamsch,
    /// `schieberamsch_fr`: the French page as written where it is coherent (B3):
    /// divisor 10, Kontra/Re, pick up one or both skat cards.
    SchieberamschFr,
}

impl Preset {
    /// Every preset, the reference variant first.
    pub const ALL: [Preset; 2] = [Preset::Schieberamsch, Preset::SchieberamschFr];

    /// The preset with the stable identifier `id` (as in records and share links).
    #[must_use]
    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|preset| preset.id() == id)
    }

    /// The stable identifier used in records and share links.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Preset::Schieberamsch => "schieberamsch",
            Preset::SchieberamschFr => "schieberamsch_fr",
        }
    }

    /// A short English name for menus.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Schieberamsch => "Schieberamsch",
            Preset::SchieberamschFr => "Schieberamsch (French page)",
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for preset in Preset::ALL {
            assert_eq!(Preset::from_id(preset.id()), Some(preset));
        }
        assert_eq!(Preset::from_id("rhineland"), None);
    }
}
