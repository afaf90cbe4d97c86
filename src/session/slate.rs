//! The slate for real cards (localStorage key `schraem.slate`): no cards on screen, only the
//! chalk. After each hand the players enter how it ended; the engine books it
//! ([`schraem::Match::enter_hand`]) with the preset's rules, so caps, the poor player, eliminations,
//! Sebbe's Knollen, counting up, series and tournaments come out as in a match played on screen.
//! Stored as the setup, the seed of the (never shown) deals and the entries; loading replays
//! them, so a tampered save is refused with the hand that does not fit, and kept as a backup.

use super::setup::MatchSetup;
use super::slate_json::{StoredEntry, StoredSlate};
use crate::engine::schraem::{self, EntryError, HandEntry};
use crate::engine::SetupError;
use crate::json::ToJson;
use serde_json::Value;

/// The slate format written today.
pub const SLATE_VERSION: u32 = 1;

/// A slate in progress: the setup, the seed and every hand entered, with the match they built.
#[derive(Clone, Debug)]
pub struct Slate {
    /// The players and rules (every seat is a person at the table).
    pub setup: MatchSetup,
    /// The seed of the deals the engine makes and nobody sees (they decide nothing on a slate).
    pub seed: u64,
    /// The hands entered, in order.
    pub entries: Vec<HandEntry>,
    /// The match the entries built.
    pub live: schraem::Match,
    /// Bumped by every change (cheap equality for rendering and saving).
    pub version: u32,
}

/// Why a stored slate cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SlateError {
    /// Not JSON of the slate's shape.
    Malformed(String),
    /// Written by a newer version of the game.
    FromTheFuture(u64),
    /// The rules or players cannot start a match.
    Setup(SetupError),
    /// Hand `hand` (0-based) does not fit the match the earlier hands built.
    Entry {
        /// The hand.
        hand: usize,
        /// Why it does not fit.
        error: EntryError,
    },
}

impl Slate {
    /// A new slate for `setup` (a Siebenschräm preset).
    ///
    /// # Errors
    /// The engine's [`SetupError`] when the rules or players cannot start a match.
    pub fn new(setup: MatchSetup, seed: u64) -> Result<Slate, SetupError> {
        let live = start(&setup, seed)?;
        Ok(Slate {
            setup,
            seed,
            entries: Vec::new(),
            live,
            version: 0,
        })
    }

    /// Books the next hand.
    ///
    /// # Errors
    /// The engine's [`EntryError`]; the slate is then unchanged.
    pub fn enter(&mut self, entry: HandEntry) -> Result<(), EntryError> {
        self.live.enter_hand(&entry)?;
        self.entries.push(entry);
        self.version += 1;
        Ok(())
    }

    /// What `entry` would cost each seat (marks lost, points gained when counting up), without
    /// booking it.
    ///
    /// # Errors
    /// The engine's [`EntryError`].
    pub fn preview(&self, entry: &HandEntry) -> Result<Vec<i32>, EntryError> {
        let mut m = self.live.clone();
        m.enter_hand(entry)?;
        Ok(m.results()
            .last()
            .map(|r| r.losses.clone())
            .unwrap_or_default())
    }

    /// Takes back the last entry (the match is rebuilt from the others). `false`: nothing to
    /// take back.
    pub fn undo(&mut self) -> bool {
        if self.entries.pop().is_none() {
            return false;
        }
        let mut live = start(&self.setup, self.seed).expect("it started before");
        for e in &self.entries {
            live.enter_hand(e).expect("it was booked before");
        }
        self.live = live;
        self.version += 1;
        true
    }

    /// The slate as stored.
    #[must_use]
    pub fn to_json(&self) -> String {
        StoredSlate {
            version: SLATE_VERSION,
            setup: self.setup.clone(),
            seed: self.seed,
            entries: self.entries.iter().map(StoredEntry::from).collect(),
        }
        .to_json_text()
    }

    /// Parses a stored slate and books its hands again.
    ///
    /// # Errors
    /// [`SlateError`] naming what failed.
    pub fn load(text: &str) -> Result<Slate, SlateError> {
        let value = crate::json::parse(text).map_err(|e| SlateError::Malformed(e.to_string()))?;
        let version = value
            .get("version")
            .and_then(Value::as_u64)
            .ok_or_else(|| SlateError::Malformed("no version".to_owned()))?;
        if version > u64::from(SLATE_VERSION) {
            return Err(SlateError::FromTheFuture(version));
        }
        let stored = <StoredSlate as crate::json::FromJson>::from_json(&value)
            .map_err(|e| SlateError::Malformed(e.to_string()))?;
        let mut slate = Slate::new(stored.setup, stored.seed).map_err(SlateError::Setup)?;
        for (hand, e) in stored.entries.iter().enumerate() {
            slate
                .enter(HandEntry::from(e))
                .map_err(|error| SlateError::Entry { hand, error })?;
        }
        slate.version = 0;
        Ok(slate)
    }
}

/// The match of a slate (Schieberamsch has no slate: its deals are scored from card points).
fn start(setup: &MatchSetup, seed: u64) -> Result<schraem::Match, SetupError> {
    let live = super::AnyMatch::start(setup.preset, &setup.options, setup.names(), seed)?;
    <schraem::Match as super::Wrap>::unwrap_match(live).ok_or(SetupError::NoCards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::schraem::{LastTrick, Preset, SeatEntry};
    use crate::engine::{GameKind, PresetId, Seat};

    fn slate(preset: Preset) -> Slate {
        let mut setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        setup.preset = PresetId::Schraem(preset);
        Slate::new(setup, 3).unwrap()
    }

    fn folded(at: u8) -> SeatEntry {
        SeatEntry {
            folded_at: Some(at),
            ..SeatEntry::default()
        }
    }

    #[test]
    fn entries_are_booked_saved_loaded_and_taken_back() {
        let mut s = slate(Preset::Rhineland);
        s.enter(HandEntry {
            value: 3,
            seats: vec![folded(2), SeatEntry::default(), folded(3)],
            last_trick: LastTrick::Won(Seat(1)),
        })
        .unwrap();
        s.enter(HandEntry::won(Seat(0), 1, 4)).unwrap();
        assert_eq!(s.live.game().lives[..4], [6, 6, 4, 3]);
        let again = Slate::load(&s.to_json()).unwrap();
        assert_eq!(again.entries, s.entries);
        assert_eq!(again.live.game(), s.live.game());
        assert!(s.undo());
        assert_eq!(s.live.game().lives[..4], [6, 7, 5, 4]);
        assert!(s.undo());
        assert!(!s.undo());
        assert_eq!(s.live.game().lives[..4], [7; 4]);
    }

    #[test]
    fn a_preview_books_nothing_and_a_refused_entry_changes_nothing() {
        let mut s = slate(Preset::Rhineland);
        let entry = HandEntry {
            value: 2,
            seats: vec![folded(2)],
            last_trick: LastTrick::Won(Seat(2)),
        };
        assert_eq!(s.preview(&entry), Ok(vec![1, 2, 0, 2]));
        assert!(s.entries.is_empty());
        let bad = HandEntry::won(Seat(1), 9, 4);
        assert_eq!(s.enter(bad), Err(EntryError::ValueAboveMax { max: 7 }));
        assert_eq!((s.entries.len(), s.version), (0, 0));
    }

    #[test]
    fn a_tampered_or_future_slate_says_why() {
        let mut s = slate(Preset::Rhineland);
        s.enter(HandEntry::won(Seat(0), 1, 4)).unwrap();
        let text = s.to_json().replace("\"v\":1", "\"v\":9");
        assert_eq!(
            Slate::load(&text).unwrap_err(),
            SlateError::Entry {
                hand: 0,
                error: EntryError::ValueAboveMax { max: 7 }
            }
        );
        assert!(matches!(
            Slate::load("{\"version\":7}"),
            Err(SlateError::FromTheFuture(7))
        ));
        assert!(matches!(Slate::load("]"), Err(SlateError::Malformed(_))));
    }
}
