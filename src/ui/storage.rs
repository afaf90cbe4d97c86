//! localStorage: settings, statistics, saved rule sets and the match in progress, each under its
//! own key, each with a versioned format (the `session` types read older ones). Nothing stored is
//! ever dropped: what cannot be read is moved under a backup key first, so Export still has it.
//! A refused write (a full quota) is reported so the table can say so and play on in memory.

use crate::i18n::Lang;
use crate::session::{
    Notice, SavedMatch, SavedRulesets, Settings, Slate, Stats, Stored, Table, Tournament,
};
use gloo::storage::{LocalStorage, Storage};

const SETTINGS_KEY: &str = "schraem.settings";
const STATS_KEY: &str = "schraem.stats";
const MATCH_KEY: &str = "schraem.match";
const RULESETS_KEY: &str = "schraem.rulesets";
const SLATE_KEY: &str = "schraem.slate";
const TOURNAMENT_KEY: &str = "schraem.tournament";
const ROOMS_KEY: &str = "schraem.rooms";

/// The browser refused to store something (quota full, storage blocked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StorageFull;

fn raw(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

fn write(key: &str, text: &str) -> Result<(), StorageFull> {
    LocalStorage::raw()
        .set_item(key, text)
        .map_err(|_| StorageFull)
}

/// Keeps `text` under `key.backup` (the previous backup is replaced only by a newer damaged copy).
fn back_up(key: &str, text: &str) {
    let _ = write(&format!("{key}.backup"), text);
}

/// The save under `key` read by `load`; a damaged one is kept as a backup and removed, and `load`'s
/// notice says so.
fn load_saved<T>(
    key: &str,
    notice: &mut Option<Notice>,
    load: impl FnOnce(&str) -> Result<T, Notice>,
) -> Option<T> {
    let text = raw(key)?;
    match load(&text) {
        Ok(value) => Some(value),
        Err(damaged) => {
            back_up(key, &text);
            LocalStorage::delete(key);
            *notice = Some(damaged);
            None
        }
    }
}

/// Everything stored, read once at page load.
#[must_use]
pub fn load() -> Stored {
    let mut notice = None;
    let settings = raw(SETTINGS_KEY)
        .and_then(|t| crate::session::json::parse(&t).ok())
        .unwrap_or_else(|| Settings {
            lang: Lang::from_tag(
                &gloo::utils::window()
                    .navigator()
                    .language()
                    .unwrap_or_default(),
            ),
            ..Settings::default()
        });
    let stats = match raw(STATS_KEY) {
        Some(text) => {
            if serde_json::from_str::<serde_json::Value>(&text).is_err() {
                back_up(STATS_KEY, &text);
            }
            Stats::parse(&text)
        }
        None => Stats::default(),
    };
    let rulesets = match raw(RULESETS_KEY).map(|t| (SavedRulesets::parse(&t), t)) {
        None => SavedRulesets::default(),
        Some((Ok((saved, dropped)), text)) => {
            if !dropped.is_empty() {
                back_up(RULESETS_KEY, &text);
                notice = Some(Notice::RulesetsDropped(dropped));
            }
            saved
        }
        Some((Err(e), text)) => {
            back_up(RULESETS_KEY, &text);
            notice = Some(Notice::RulesetsUnreadable(e));
            SavedRulesets::default()
        }
    };
    let table = load_saved(MATCH_KEY, &mut notice, |text| {
        SavedMatch::load(text)
            .map(|(saved, live)| Table::new(saved.setup, live))
            .map_err(Notice::SaveDamaged)
    });
    let slate = load_saved(SLATE_KEY, &mut notice, |text| {
        Slate::load(text).map_err(Notice::SlateDamaged)
    });
    let tournament = load_saved(TOURNAMENT_KEY, &mut notice, |text| {
        Tournament::load(text).map_err(Notice::TournamentDamaged)
    });
    Stored {
        table,
        slate,
        tournament,
        settings,
        stats,
        rulesets,
        notice,
    }
}

/// This device's secret for naming its rooms on the signalling server (random, made once and
/// kept, so that a seat's link still leads to its room after the host's page reloads; each match
/// mixes in its seed, `session::remote::room_token`). Only lowercase letters and digits: anything
/// else stored there is replaced.
#[must_use]
pub fn room_secret() -> String {
    let valid = |t: &str| {
        t.len() == 12
            && t.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    };
    if let Some(token) = raw(ROOMS_KEY).filter(|t| valid(t)) {
        return token;
    }
    let mut bytes = [0u8; 12];
    if getrandom::fill(&mut bytes).is_err() {
        for b in &mut bytes {
            *b = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    const DIGITS: &[u8] = b"abcdefghijklmnopqrstuvwxyz234567";
    let token: String = bytes
        .iter()
        .map(|b| char::from(DIGITS[usize::from(b % 32)]))
        .collect();
    // A device that cannot store it makes a new one per page: links then last as long as the page.
    let _ = write(ROOMS_KEY, &token);
    token
}

/// # Errors
/// [`StorageFull`] when the browser refuses the write.
pub fn save_settings(settings: &Settings) -> Result<(), StorageFull> {
    write(
        SETTINGS_KEY,
        &serde_json::to_string(settings).unwrap_or_default(),
    )
}

/// # Errors
/// [`StorageFull`] when the browser refuses the write.
pub fn save_stats(stats: &Stats) -> Result<(), StorageFull> {
    write(STATS_KEY, &serde_json::to_string(stats).unwrap_or_default())
}

/// # Errors
/// [`StorageFull`] when the browser refuses the write.
pub fn save_match(saved: &SavedMatch) -> Result<(), StorageFull> {
    write(MATCH_KEY, &saved.to_json())
}

/// Stores the tournament, or forgets it once it is closed.
///
/// # Errors
/// [`StorageFull`] when the browser refuses the write.
pub fn save_tournament(tournament: Option<&Tournament>) -> Result<(), StorageFull> {
    match tournament {
        Some(t) => write(TOURNAMENT_KEY, &t.to_json()),
        None => {
            LocalStorage::delete(TOURNAMENT_KEY);
            Ok(())
        }
    }
}

/// # Errors
/// [`StorageFull`] when the browser refuses the write.
pub fn save_slate(slate: &Slate) -> Result<(), StorageFull> {
    write(SLATE_KEY, &slate.to_json())
}

/// # Errors
/// [`StorageFull`] when the browser refuses the write.
pub fn save_rulesets(rulesets: &SavedRulesets) -> Result<(), StorageFull> {
    if rulesets.rulesets.is_empty() && raw(RULESETS_KEY).is_none() {
        return Ok(());
    }
    write(RULESETS_KEY, &rulesets.to_json())
}

/// Every key of the game and its text (for Export).
#[must_use]
pub fn all_data() -> std::collections::BTreeMap<String, String> {
    let mut data = std::collections::BTreeMap::new();
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        for i in 0..storage.length().unwrap_or(0) {
            if let Ok(Some(key)) = storage.key(i) {
                if key.starts_with(crate::session::KEY_PREFIX) {
                    if let Ok(Some(value)) = storage.get_item(&key) {
                        data.insert(key, value);
                    }
                }
            }
        }
    }
    data
}

/// Writes imported keys.
///
/// # Errors
/// [`StorageFull`] at the first write the browser refuses.
pub fn write_all(writes: &[(String, String)]) -> Result<(), StorageFull> {
    writes.iter().try_for_each(|(k, v)| write(k, v))
}
