//! localStorage: settings, statistics, saved rule sets and every match in progress, each under its
//! own key (a match under `schraem.match.<id>`), each with a versioned format (the `session` types
//! read older ones). Nothing stored is ever dropped: what cannot be read is moved under a backup
//! key first, so Export still has it, and each such item gets its own notice. A refused write (a
//! full quota) is reported so the table can say so and play on in memory.

use crate::i18n::Lang;
use crate::session::{
    Held, MatchId, Notice, SavedMatch, SavedRulesets, SavesRead, Settings, Slate, Stats, Stored,
    Table, Tournament, Unread, LEGACY_MATCH_KEY,
};
use gloo::storage::{LocalStorage, Storage};

const SETTINGS_KEY: &str = "schraem.settings";
const STATS_KEY: &str = "schraem.stats";
const RULESETS_KEY: &str = "schraem.rulesets";
const SLATE_KEY: &str = "schraem.slate";
const TOURNAMENT_KEY: &str = "schraem.tournament";
const ROOMS_KEY: &str = "schraem.rooms";
/// Which phone plays each seat of the hosted match (`session::remote::Bindings`).
const BOUND_KEY: &str = "schraem.bound";
/// The hosted table's code, whom it let in and whom it refused (`session::remote::SavedLobby`).
const LOBBY_KEY: &str = "schraem.lobby";
/// The phones the host refused a seat of the hosted match (`Hub::refusals`).
const REFUSED_KEY: &str = "schraem.refused";
/// The name this device's player last joined a table by code with.
const JOINER_KEY: &str = "schraem.joiner";

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
/// notice joins the others.
fn load_saved<T>(
    key: &str,
    notices: &mut Vec<Notice>,
    load: impl FnOnce(&str) -> Result<T, Notice>,
) -> Option<T> {
    let text = raw(key)?;
    match load(&text) {
        Ok(value) => Some(value),
        Err(damaged) => {
            back_up(key, &text);
            LocalStorage::delete(key);
            notices.push(damaged);
            None
        }
    }
}

/// The saves still waiting for their reader as storage holds them now: an import (with notes,
/// which does not reload the page) may have stored others since the start, and the reader must
/// not bring back the older ones, which the store effects would then write over the imported.
#[must_use]
pub fn unread_now(unread: &Unread) -> Unread {
    let now =
        |key: &str, held: &Option<std::rc::Rc<str>>| held.as_ref().and(raw(key).map(Into::into));
    Unread {
        slate: now(SLATE_KEY, &unread.slate),
        tournament: now(TOURNAMENT_KEY, &unread.tournament),
        replaced_slate: unread.replaced_slate.clone(),
    }
}

/// Keeps each save of `unread` (as [`unread_now`] found them) that `read` found damaged as a
/// backup and removes it, as [`load`] does with the others; a slate replaced by a new one before
/// it was read is kept as a backup from memory (its key holds the new slate).
pub fn set_aside_damaged(unread: &Unread, read: &SavesRead) {
    fn damaged<T>(read: &Option<Result<T, Notice>>) -> bool {
        read.as_ref().is_some_and(Result::is_err)
    }
    let current = [
        (SLATE_KEY, &unread.slate, damaged(&read.slate)),
        (
            TOURNAMENT_KEY,
            &unread.tournament,
            damaged(&read.tournament),
        ),
    ];
    for (key, text, _) in current.into_iter().filter(|d| d.2) {
        if let Some(text) = text.as_deref().filter(|t| raw(key).as_deref() == Some(t)) {
            back_up(key, text);
            LocalStorage::delete(key);
        }
    }
    if let Some(text) = unread
        .replaced_slate
        .as_deref()
        .filter(|_| read.replaced_slate.is_some())
    {
        back_up(SLATE_KEY, text);
    }
}

/// Every key stored by this origin.
fn keys() -> Vec<String> {
    let Ok(Some(storage)) = gloo::utils::window().local_storage() else {
        return Vec::new();
    };
    (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect()
}

/// The ids of the matches stored under a key of their own (`schraem.match.<id>`).
fn stored_match_ids() -> Vec<MatchId> {
    keys().iter().filter_map(|k| MatchId::from_key(k)).collect()
}

/// Every saved match. The one match of earlier versions (`schraem.match`) is moved under an id
/// of its own first, so it is never overwritten by a new one.
fn load_matches(notices: &mut Vec<Notice>) -> Vec<Table> {
    // (A damaged one stays where it is, to be backed up under its old backup key below.)
    if let Some(Ok((saved, _))) = raw(LEGACY_MATCH_KEY).map(|text| SavedMatch::load(&text)) {
        let id = MatchId::fresh(saved.record.seed.unwrap_or(0), &stored_match_ids());
        if let Some(text) = raw(LEGACY_MATCH_KEY) {
            if write(&id.key(), &text).is_ok() {
                LocalStorage::delete(LEGACY_MATCH_KEY);
            }
        }
    }
    let mut tables: Vec<Table> = stored_match_ids()
        .into_iter()
        .filter_map(|id| {
            load_saved(&id.key(), notices, |text| {
                SavedMatch::open(text, id).map_err(Notice::SaveDamaged)
            })
        })
        .collect();
    // What is left of the legacy key could not be moved (a full storage): still play it.
    tables.extend(load_saved(LEGACY_MATCH_KEY, notices, |text| {
        SavedMatch::open(text, MatchId(0)).map_err(Notice::SaveDamaged)
    }));
    tables
}

/// The language of the saved settings, else the browser's: what [`load`] will find, read
/// before it (`ui::start` loads that language's words first).
#[cfg(feature = "split")]
#[must_use]
pub fn lang() -> Lang {
    raw(SETTINGS_KEY)
        .and_then(|text| crate::json::read::<Settings>(&text).ok())
        .map_or_else(browser_lang, |s| s.lang)
}

fn browser_lang() -> Lang {
    Lang::from_tag(
        &gloo::utils::window()
            .navigator()
            .language()
            .unwrap_or_default(),
    )
}

/// What the saves' reader ([`read_saves`], a part in the page's build: `ui::saves_reader`)
/// found: the matches, statistics and rule sets, and a notice for each damaged one.
#[derive(Default)]
pub struct Saves {
    tables: Vec<Table>,
    stats: Stats,
    rulesets: SavedRulesets,
    notices: Vec<Notice>,
}

/// Reads the saved matches, statistics and rule sets; a damaged one is set aside under its backup
/// key with its notice. The code of the saves' reader, a part in the page's build.
#[must_use]
pub fn read_saves() -> Saves {
    let mut notices = Vec::new();
    let stats = load_saved(STATS_KEY, &mut notices, |text| {
        Stats::load(text).ok_or(Notice::StatsDamaged)
    })
    .unwrap_or_default();
    let rulesets = match raw(RULESETS_KEY).map(|t| (SavedRulesets::parse(&t), t)) {
        None => SavedRulesets::default(),
        Some((Ok((saved, dropped)), text)) => {
            if !dropped.is_empty() {
                back_up(RULESETS_KEY, &text);
                notices.push(Notice::RulesetsDropped(dropped));
            }
            saved
        }
        Some((Err(e), text)) => {
            back_up(RULESETS_KEY, &text);
            notices.push(Notice::RulesetsUnreadable(e));
            SavedRulesets::default()
        }
    };
    let tables = load_matches(&mut notices);
    Saves {
        tables,
        stats,
        rulesets,
        notices,
    }
}

/// Which matches, statistics and rule sets are stored, unread: what the app must not write over
/// when their reader could not come (`session::held`), and whether `ui::start` asks for it.
#[must_use]
pub fn stored_saves() -> Held {
    Held {
        matches: stored_match_ids(),
        legacy_match: raw(LEGACY_MATCH_KEY).is_some(),
        stats: raw(STATS_KEY).is_some(),
        rulesets: raw(RULESETS_KEY).is_some(),
    }
}

/// Everything stored, read once at page load (the matches, statistics and rule sets by their
/// reader: in the page's build a part, which `ui::start` fetched when any is stored).
#[must_use]
pub fn load() -> Stored {
    #[cfg(feature = "split")]
    let reader = super::saves_reader::loaded();
    #[cfg(not(feature = "split"))]
    let reader: Option<fn() -> Saves> = Some(read_saves);
    load_with(reader)
}

/// [`load`] with the saves' reader, or without it (it could not come): then the saves stored are
/// held, not read.
fn load_with(reader: Option<fn() -> Saves>) -> Stored {
    let mut notices = Vec::new();
    let browser_default = || Settings {
        lang: browser_lang(),
        ..Settings::default()
    };
    let settings = load_saved(SETTINGS_KEY, &mut notices, |text| {
        crate::json::read(text).map_err(|_| Notice::SettingsDamaged)
    })
    .unwrap_or_else(browser_default);
    let (saves, held) = match reader {
        Some(read) => (read(), Held::default()),
        None => (Saves::default(), stored_saves()),
    };
    notices.extend(saves.notices);
    // Read by their part (`ui::real_cards_saves`), which sets aside a damaged one.
    let unread = Unread {
        slate: raw(SLATE_KEY).map(Into::into),
        tournament: raw(TOURNAMENT_KEY).map(Into::into),
        replaced_slate: None,
    };
    Stored {
        tables: saves.tables,
        unread,
        held,
        settings,
        stats: saves.stats,
        rulesets: saves.rulesets,
        notices,
    }
}

/// Which phone played each seat of the match dealt from `seed`, as the host's page last knew
/// (after a reload the seats stay their phones'); none for another match.
#[must_use]
pub fn bound_phones(seed: u64) -> crate::session::remote::Bindings {
    raw(BOUND_KEY)
        .and_then(|text| {
            serde_json::from_str::<(u64, crate::session::remote::Bindings)>(&text).ok()
        })
        .filter(|(s, _)| *s == seed)
        .map(|(_, bound)| bound)
        .unwrap_or_default()
}

/// Keeps which phone plays each seat of the match dealt from `seed` (a device that cannot store
/// it forgets them on a reload: the first phone back takes its seat).
pub fn keep_bound_phones(seed: u64, bound: &crate::session::remote::Bindings) {
    if let Ok(text) = serde_json::to_string(&(seed, bound)) {
        let _ = write(BOUND_KEY, &text);
    }
}

/// The phones the host refused a seat of the match dealt from `seed` (a seat's link forwarded to
/// someone else), as its page last knew; none for another match or another format's version.
#[must_use]
pub fn refused_phones(seed: u64) -> Vec<(crate::engine::Seat, String)> {
    raw(REFUSED_KEY)
        .and_then(|text| serde_json::from_str::<SavedRefusals>(&text).ok())
        .filter(|r| r.v == SavedRefusals::VERSION && r.seed == seed)
        .map(|r| r.refused)
        .unwrap_or_default()
}

/// Keeps the phones the host refused a seat of the match dealt from `seed`.
pub fn keep_refused_phones(seed: u64, refused: &[(crate::engine::Seat, String)]) {
    let saved = SavedRefusals {
        v: SavedRefusals::VERSION,
        seed,
        refused: refused.to_vec(),
    };
    if let Ok(text) = serde_json::to_string(&saved) {
        let _ = write(REFUSED_KEY, &text);
    }
}

/// What [`keep_refused_phones`] writes (versioned).
#[derive(serde::Serialize, serde::Deserialize)]
struct SavedRefusals {
    v: u32,
    seed: u64,
    refused: Vec<(crate::engine::Seat, String)>,
}

impl SavedRefusals {
    const VERSION: u32 = 1;
}

/// The hosted table's lobby as kept before a reload (none, or one of another version: `None`).
#[must_use]
pub fn saved_lobby() -> Option<crate::session::remote::SavedLobby> {
    raw(LOBBY_KEY).and_then(|text| serde_json::from_str(&text).ok())
}

/// Keeps the hosted table's lobby for a reload (a device that cannot store it makes a new code
/// after one, and forgets whom it refused).
pub fn keep_lobby(lobby: &crate::session::remote::SavedLobby) {
    if let Ok(text) = serde_json::to_string(lobby) {
        let _ = write(LOBBY_KEY, &text);
    }
}

/// The name this device's player last joined a table by code with.
#[must_use]
pub fn joiner_name() -> String {
    raw(JOINER_KEY).unwrap_or_default()
}

/// Keeps the name this device's player joins with.
pub fn keep_joiner_name(name: &str) {
    let _ = write(JOINER_KEY, name);
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
    write(SETTINGS_KEY, &crate::json::ToJson::to_json_text(settings))
}

/// # Errors
/// [`StorageFull`] when the browser refuses the write.
pub fn save_stats(stats: &Stats) -> Result<(), StorageFull> {
    write(STATS_KEY, &crate::json::ToJson::to_json_text(stats))
}

/// Stores the match on `table` under its id.
///
/// # Errors
/// [`StorageFull`] when the browser refuses the write.
pub fn save_match(table: &Table) -> Result<(), StorageFull> {
    write(&table.id().key(), &SavedMatch::of_table(table).to_json())
}

/// Forgets match `id` (the player confirmed it); its backup, if any, stays.
pub fn delete_match(id: MatchId) {
    LocalStorage::delete(id.key());
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
    // Inserted one by one: collecting into a BTreeMap sorts the pairs first with a std sort
    // instantiated for them alone (≈ 3 KB of wasm).
    let mut data = std::collections::BTreeMap::new();
    for key in keys() {
        if key.starts_with(crate::session::KEY_PREFIX) {
            if let Some(value) = raw(&key) {
                data.insert(key, value);
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
