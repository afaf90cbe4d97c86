//! Export and import of all the game's data (settings, statistics, the match, rule sets and
//! backups of damaged saves) as one JSON file. An import checks every part the way loading
//! does; a match that does not replay is kept as a backup, never dropped.

use super::matches::{MatchId, LEGACY_MATCH_KEY};
use super::{SaveError, SavedMatch, SavedRulesets, Settings, Stats};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The export format written today.
pub const EXPORT_FORMAT: &str = "schraem-export/1";

/// Every key the game stores starts with this.
pub const KEY_PREFIX: &str = "schraem.";

/// All the game's data in one file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Export {
    /// [`EXPORT_FORMAT`].
    pub format: String,
    /// Stored text by localStorage key.
    pub data: BTreeMap<String, String>,
}

/// A part of an import that could not be taken as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportWarning {
    /// The match does not load; it is kept under the backup key.
    MatchKeptAsBackup(SaveError),
    /// A key that is not the game's.
    Foreign(String),
    /// A key of the game whose value is damaged.
    Damaged(String),
}

/// Why a file cannot be imported at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Not an export of this game.
    NotAnExport,
    /// An export of another format version.
    OtherFormat(String),
}

impl Export {
    /// An export of `data`.
    #[must_use]
    pub fn new(data: BTreeMap<String, String>) -> Export {
        Export {
            format: EXPORT_FORMAT.to_owned(),
            data,
        }
    }

    /// The export as a file.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("an export always serializes")
    }
}

/// What an import writes, and what it has to say about parts it could not take as they were.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportPlan {
    /// Keys and values to store.
    pub writes: Vec<(String, String)>,
    /// Parts taken otherwise or skipped.
    pub warnings: Vec<ImportWarning>,
}

/// A part of the player's data that an import would replace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ImportReplaces {
    /// The settings.
    Settings,
    /// The statistics.
    Statistics,
    /// The saved rule sets.
    Rulesets,
    /// The slate for real cards.
    Slate,
    /// The tournament.
    Tournament,
    /// A match with the same id, saved at another point of its play.
    Match,
}

impl ImportPlan {
    /// What this plan would replace of `current` (the data stored now), each part once: a key
    /// written with a value other than the one stored. Matches of other ids are added, never
    /// replaced.
    #[must_use]
    pub fn replaces(&self, current: &BTreeMap<String, String>) -> Vec<ImportReplaces> {
        let mut parts: Vec<ImportReplaces> = self
            .writes
            .iter()
            .filter(|(key, value)| current.get(key).is_some_and(|now| now != value))
            .filter_map(|(key, _)| match key.as_str() {
                "schraem.settings" => Some(ImportReplaces::Settings),
                "schraem.stats" => Some(ImportReplaces::Statistics),
                "schraem.rulesets" => Some(ImportReplaces::Rulesets),
                "schraem.slate" => Some(ImportReplaces::Slate),
                "schraem.tournament" => Some(ImportReplaces::Tournament),
                k if k == LEGACY_MATCH_KEY || MatchId::from_key(k).is_some() => {
                    Some(ImportReplaces::Match)
                }
                _ => None,
            })
            .collect();
        crate::engine::small_sort::sort_by(&mut parts, Ord::cmp);
        parts.dedup();
        parts
    }

    /// The plan with a backup of every value it replaces in `current` written first (under
    /// `<key>.backup`, which Export carries), so an import loses nothing of what was there.
    #[must_use]
    pub fn keeping(mut self, current: &BTreeMap<String, String>) -> ImportPlan {
        let backups: Vec<(String, String)> = self
            .writes
            .iter()
            .filter(|(key, _)| !key.ends_with(".backup"))
            .filter_map(|(key, value)| {
                let now = current.get(key).filter(|now| *now != value)?;
                Some((format!("{key}.backup"), now.clone()))
            })
            .collect();
        self.writes.splice(0..0, backups);
        self
    }
}

/// Checks an exported file.
///
/// # Errors
/// [`ImportError`] when the file is not an export of this game at all (nothing is written then).
pub fn plan_import(text: &str) -> Result<ImportPlan, ImportError> {
    let export: Export = super::json::parse(text).map_err(|_| ImportError::NotAnExport)?;
    if export.format != EXPORT_FORMAT {
        return Err(ImportError::OtherFormat(export.format));
    }
    let mut plan = ImportPlan::default();
    for (key, value) in export.data {
        let ok = match key.as_str() {
            // A match: under its id, or the one match of earlier versions.
            k if k == LEGACY_MATCH_KEY || MatchId::from_key(k).is_some() => {
                match SavedMatch::load(&value) {
                    Ok(_) => true,
                    Err(e) => {
                        plan.warnings.push(ImportWarning::MatchKeptAsBackup(e));
                        plan.writes.push((format!("{key}.backup"), value.clone()));
                        continue;
                    }
                }
            }
            "schraem.slate" => super::Slate::load(&value).is_ok(),
            "schraem.tournament" => super::Tournament::load(&value).is_ok(),
            "schraem.settings" => super::json::parse::<Settings>(&value).is_ok(),
            "schraem.stats" => super::json::parse::<Stats>(&value).is_ok(),
            "schraem.rulesets" => SavedRulesets::parse(&value).is_ok(),
            k if k.starts_with(KEY_PREFIX) && k.ends_with(".backup") => true,
            _ => {
                plan.warnings.push(ImportWarning::Foreign(key));
                continue;
            }
        };
        if ok {
            plan.writes.push((key, value));
        } else {
            plan.warnings.push(ImportWarning::Damaged(key));
        }
    }
    Ok(plan)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::session::{AnyMatch, MatchSetup};

    fn export_with(key: &str, value: String) -> String {
        Export::new(BTreeMap::from([(key.to_owned(), value)])).to_json()
    }

    #[test]
    fn a_good_export_imports_whole() {
        let setup = MatchSetup::default_for(GameKind::Schieberamsch, "Ann");
        let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 4).unwrap();
        let mut data = BTreeMap::new();
        data.insert(
            "schraem.match".to_owned(),
            SavedMatch::of(&setup, &live).to_json(),
        );
        data.insert(MatchId(7).key(), SavedMatch::of(&setup, &live).to_json());
        data.insert(
            "schraem.settings".to_owned(),
            serde_json::to_string(&Settings::default()).unwrap(),
        );
        data.insert(
            "schraem.stats".to_owned(),
            serde_json::to_string(&Stats::default()).unwrap(),
        );
        let plan = plan_import(&Export::new(data).to_json()).unwrap();
        assert_eq!(plan.writes.len(), 4);
        assert!(plan.warnings.is_empty());
    }

    #[test]
    fn a_damaged_match_becomes_a_backup_and_foreign_keys_are_skipped() {
        let plan = plan_import(&export_with("schraem.match", "{\"version\":1}".into())).unwrap();
        assert_eq!(plan.writes[0].0, "schraem.match.backup");
        assert_eq!(plan.warnings.len(), 1);
        // A match under its id is checked the same way, and backed up under its own key.
        let key = MatchId(42).key();
        let plan = plan_import(&export_with(&key, "{\"version\":1}".into())).unwrap();
        assert_eq!(plan.writes[0].0, format!("{key}.backup"));
        assert_eq!(plan.warnings.len(), 1);
        let plan = plan_import(&export_with("other.app", "x".into())).unwrap();
        assert!(plan.writes.is_empty());
        assert_eq!(
            plan.warnings,
            vec![ImportWarning::Foreign("other.app".into())]
        );
    }

    #[test]
    fn a_slate_travels_with_the_export_and_a_damaged_one_is_reported() {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        let mut slate = crate::session::Slate::new(setup, 2).unwrap();
        let win = crate::engine::schraem::HandEntry::won(crate::engine::Seat(1), 2, 4);
        slate.enter(win).unwrap();
        let plan = plan_import(&export_with("schraem.slate", slate.to_json())).unwrap();
        assert_eq!(
            plan.writes,
            vec![("schraem.slate".to_owned(), slate.to_json())]
        );
        let plan = plan_import(&export_with("schraem.slate", "{}".into())).unwrap();
        assert_eq!(
            plan.warnings,
            vec![ImportWarning::Damaged("schraem.slate".into())]
        );
    }

    #[test]
    fn an_import_says_what_it_replaces_and_keeps_a_copy_of_it() {
        let current = BTreeMap::from([
            (
                "schraem.settings".to_owned(),
                "{\"lang\":\"de\"}".to_owned(),
            ),
            ("schraem.stats".to_owned(), "{}".to_owned()),
        ]);
        let plan = plan_import(
            &Export::new(BTreeMap::from([
                (
                    "schraem.settings".to_owned(),
                    "{\"lang\":\"fr\"}".to_owned(),
                ),
                ("schraem.stats".to_owned(), "{}".to_owned()),
            ]))
            .to_json(),
        )
        .unwrap();
        // The same statistics are no loss; other settings are.
        assert_eq!(plan.replaces(&current), vec![ImportReplaces::Settings]);
        let kept = plan.keeping(&current);
        assert_eq!(
            kept.writes[0],
            (
                "schraem.settings.backup".to_owned(),
                "{\"lang\":\"de\"}".to_owned()
            )
        );
        assert_eq!(kept.writes.len(), 3);
    }

    #[test]
    fn other_files_are_refused_whole() {
        assert_eq!(plan_import("not json"), Err(ImportError::NotAnExport));
        assert_eq!(
            plan_import("{\"format\":\"schraem-export/9\",\"data\":{}}"),
            Err(ImportError::OtherFormat("schraem-export/9".into()))
        );
    }
}
