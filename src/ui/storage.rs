//! localStorage: the settings, the statistics and the match in progress, each under its own key.
//! Writes report failure (a full quota) so the table can say so and play on in memory.

use crate::session::{SaveError, SavedMatch, SavedRulesets, Settings, Stats};
use gloo::storage::{LocalStorage, Storage};

pub const SETTINGS_KEY: &str = "schraem.settings";
pub const STATS_KEY: &str = "schraem.stats";
pub const MATCH_KEY: &str = "schraem.match";
pub const RULESETS_KEY: &str = "schraem.rulesets";
/// Where a save that could not be resumed is moved, so it can still be exported.
pub const BACKUP_KEY: &str = "schraem.match.backup";

fn raw(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

fn write(key: &str, text: &str) -> Result<(), String> {
    LocalStorage::raw()
        .set_item(key, text)
        .map_err(|_| "storage is full or blocked".to_owned())
}

/// The saved settings, or the defaults with the browser's language.
#[must_use]
pub fn load_settings() -> Settings {
    raw(SETTINGS_KEY)
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_else(|| Settings {
            lang: crate::i18n::Lang::from_tag(
                &gloo::utils::window()
                    .navigator()
                    .language()
                    .unwrap_or_default(),
            ),
            ..Settings::default()
        })
}

/// # Errors
/// When the browser refuses the write.
pub fn save_settings(settings: &Settings) -> Result<(), String> {
    write(
        SETTINGS_KEY,
        &serde_json::to_string(settings).unwrap_or_default(),
    )
}

#[must_use]
pub fn load_stats() -> Stats {
    raw(STATS_KEY)
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// # Errors
/// When the browser refuses the write.
pub fn save_stats(stats: &Stats) -> Result<(), String> {
    write(STATS_KEY, &serde_json::to_string(stats).unwrap_or_default())
}

/// The saved match, if any. A save that cannot be resumed is moved to [`BACKUP_KEY`] (never
/// dropped) and its error returned.
///
/// # Errors
/// Why the save could not be resumed.
pub fn load_match() -> Result<Option<(SavedMatch, crate::session::LiveMatch)>, SaveError> {
    let Some(text) = raw(MATCH_KEY) else {
        return Ok(None);
    };
    match SavedMatch::load(&text) {
        Ok(loaded) => Ok(Some(loaded)),
        Err(e) => {
            if write(BACKUP_KEY, &text).is_ok() {
                LocalStorage::delete(MATCH_KEY);
            }
            Err(e)
        }
    }
}

/// # Errors
/// When the browser refuses the write.
pub fn save_match(saved: &SavedMatch) -> Result<(), String> {
    write(MATCH_KEY, &saved.to_json())
}

/// The saved rule sets, and a message if some could not be read (the stored text is then kept
/// under a backup key, never dropped).
#[must_use]
pub fn load_rulesets() -> (SavedRulesets, Option<String>) {
    let Some(text) = raw(RULESETS_KEY) else {
        return (SavedRulesets::default(), None);
    };
    match SavedRulesets::parse(&text) {
        Ok((saved, dropped)) if dropped.is_empty() => (saved, None),
        Ok((saved, dropped)) => {
            let _ = write(&format!("{RULESETS_KEY}.backup"), &text);
            (
                saved,
                Some(format!("rule sets no longer valid: {}", dropped.join(", "))),
            )
        }
        Err(e) => {
            let _ = write(&format!("{RULESETS_KEY}.backup"), &text);
            (SavedRulesets::default(), Some(e))
        }
    }
}

/// # Errors
/// When the browser refuses the write.
pub fn save_rulesets(rulesets: &SavedRulesets) -> Result<(), String> {
    if rulesets.rulesets.is_empty() && raw(RULESETS_KEY).is_none() {
        return Ok(());
    }
    write(RULESETS_KEY, &rulesets.to_json())
}
