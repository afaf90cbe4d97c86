//! Messages for the player, as data: the UI says each in the player's language.

use super::export::{ImportError, ImportWarning};
use super::rules_edit::RulesetsError;
use super::saved::SaveError;
use super::slate::SlateError;
use super::tournament::{TournamentError, TournamentLoadError};
use crate::engine::schraem::EntryError;
use crate::engine::{Refusal, RulesetError, SetupError};
use crate::share::LinkError;

/// A message for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A move the rules refuse (a stale click after a computer acted).
    Refused(Refusal),
    /// A rule change or rule set the engine refuses.
    Rules(RulesetError),
    /// The match could not start.
    StartFailed(SetupError),
    /// The saved match could not be resumed; it was kept under the backup key.
    SaveDamaged(SaveError),
    /// A link could not be opened.
    Link(LinkError),
    /// A hand entered on the slate does not fit (the slate is unchanged).
    SlateEntry(EntryError),
    /// The stored slate could not be opened; it was kept under the backup key.
    SlateDamaged(SlateError),
    /// A players list or a table's result the tournament refuses (nothing changed).
    Tournament(TournamentError),
    /// The stored tournament could not be opened; it was kept under the backup key.
    TournamentDamaged(TournamentLoadError),
    /// The stored settings could not be read; the defaults apply (kept under the backup key).
    SettingsDamaged,
    /// The saved matches, statistics or rule sets could not be read (their reader, a part, did
    /// not come: offline before it was cached); they are kept and read at the next start.
    SavesHeld,
    /// A rule set was not saved: the saved ones were not read (`SavesHeld`), and it could only
    /// have been stored over them.
    RulesetNotSaved,
    /// The stored statistics could not be read; they start afresh (kept under the backup key).
    StatsDamaged,
    /// Storage refused a write: play goes on in memory, unsaved.
    StorageFull,
    /// The game is open in another tab; this one does not save.
    SecondTab,
    /// A rule set was saved under this name.
    RulesetSaved(String),
    /// Saved rule sets the engine no longer accepts (kept under the backup key).
    RulesetsDropped(Vec<String>),
    /// The saved rule sets could not be read at all.
    RulesetsUnreadable(RulesetsError),
    /// An import finished; these parts were taken otherwise or skipped.
    Imported(Vec<ImportWarning>),
    /// A file that is not an export.
    ImportFailed(ImportError),
    /// A link was copied to the clipboard.
    LinkCopied,
}
