//! Export and import of all the game's data (settings, statistics, the match, rule sets and
//! backups of damaged saves) as one JSON file. An import checks every part the way loading
//! does; a match that does not replay is kept as a backup, never dropped.

use super::{SavedMatch, SavedRulesets, Settings, Stats};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const EXPORT_FORMAT: &str = "schraem-export/1";

/// Every key the game stores starts with this.
pub const KEY_PREFIX: &str = "schraem.";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Export {
    pub format: String,
    /// Stored text by localStorage key.
    pub data: BTreeMap<String, String>,
}

impl Export {
    #[must_use]
    pub fn new(data: BTreeMap<String, String>) -> Export {
        Export {
            format: EXPORT_FORMAT.to_owned(),
            data,
        }
    }

    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("an export always serializes")
    }
}

/// What an import writes, and what it has to say about parts it could not take as they were.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportPlan {
    pub writes: Vec<(String, String)>,
    pub warnings: Vec<String>,
}

/// Checks an exported file.
///
/// # Errors
/// When the file is not an export of this game at all (nothing is written then).
pub fn plan_import(text: &str) -> Result<ImportPlan, String> {
    let export: Export = serde_json::from_str(text)
        .map_err(|e| format!("this file is not a Schräm export ({e})"))?;
    if export.format != EXPORT_FORMAT {
        return Err(format!(
            "this file is a '{}' export; this version reads '{EXPORT_FORMAT}'",
            export.format
        ));
    }
    let mut plan = ImportPlan::default();
    for (key, value) in export.data {
        let ok = match key.as_str() {
            "schraem.match" => match SavedMatch::load(&value) {
                Ok(_) => true,
                Err(e) => {
                    plan.warnings.push(format!("{e}: kept as a backup"));
                    plan.writes
                        .push(("schraem.match.backup".to_owned(), value.clone()));
                    continue;
                }
            },
            "schraem.settings" => serde_json::from_str::<Settings>(&value).is_ok(),
            "schraem.stats" => serde_json::from_str::<Stats>(&value).is_ok(),
            "schraem.rulesets" => SavedRulesets::parse(&value).is_ok(),
            k if k.starts_with(KEY_PREFIX) && k.ends_with(".backup") => true,
            _ => {
                plan.warnings
                    .push(format!("'{key}' is not part of the game: skipped"));
                continue;
            }
        };
        if ok {
            plan.writes.push((key, value));
        } else {
            plan.warnings.push(format!("'{key}' is damaged: skipped"));
        }
    }
    Ok(plan)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::session::{LiveMatch, MatchSetup};

    fn export_with(key: &str, value: String) -> String {
        Export::new(BTreeMap::from([(key.to_owned(), value)])).to_json()
    }

    #[test]
    fn a_good_export_imports_whole() {
        let setup = MatchSetup::default_for(GameKind::Schieberamsch);
        let live = LiveMatch::start(&setup, 4).unwrap();
        let mut data = BTreeMap::new();
        data.insert(
            "schraem.match".to_owned(),
            SavedMatch::of(&setup, &live).to_json(),
        );
        data.insert(
            "schraem.settings".to_owned(),
            serde_json::to_string(&Settings::default()).unwrap(),
        );
        data.insert(
            "schraem.stats".to_owned(),
            serde_json::to_string(&Stats::default()).unwrap(),
        );
        let plan = plan_import(&Export::new(data).to_json()).unwrap();
        assert_eq!(plan.writes.len(), 3);
        assert!(plan.warnings.is_empty());
    }

    #[test]
    fn a_damaged_match_becomes_a_backup_and_foreign_keys_are_skipped() {
        let plan = plan_import(&export_with("schraem.match", "{\"version\":1}".into())).unwrap();
        assert_eq!(plan.writes[0].0, "schraem.match.backup");
        assert_eq!(plan.warnings.len(), 1);
        let plan = plan_import(&export_with("other.app", "x".into())).unwrap();
        assert!(plan.writes.is_empty());
        assert!(plan.warnings[0].contains("not part of the game"));
    }

    #[test]
    fn other_files_are_refused_whole() {
        assert!(plan_import("not json").is_err());
        assert!(plan_import("{\"format\":\"schraem-export/9\",\"data\":{}}").is_err());
    }
}
