//! The words of the player's saved data: imports, backups of damaged saves, and when a saved
//! match was last played.

use crate::i18n::{Lang, Msg, Saved, When};
use crate::session::{ImportError, ImportWarning};

/// An import is done, with `warnings` notes.
pub(super) fn imported(warnings: usize) -> String {
    {
        if warnings == 0 {
            "Imported.".to_owned()
        } else {
            format!("Imported, with {warnings} note(s):")
        }
    }
}

/// One part of an import taken otherwise or skipped.
pub(super) fn import_warning(w: &ImportWarning) -> String {
    match w {
        ImportWarning::MatchKeptAsBackup(e) => {
            format!(
                "the match was kept as a backup: {}",
                Lang::En.say(&Msg::Save(e))
            )
        }
        ImportWarning::Foreign(key) => format!("“{key}” is not the game's and was skipped"),
        ImportWarning::Damaged(key) => format!("“{key}” is damaged and was skipped"),
    }
}

/// A file that cannot be imported.
pub(super) fn import_failed(e: &ImportError) -> String {
    match e {
        ImportError::NotAnExport => "This file is not a Schräm export.".to_owned(),
        ImportError::OtherFormat(f) => {
            format!("This file is a “{f}” export, which this version cannot read.")
        }
    }
}

/// A damaged save was kept, with its noun's pronoun.
pub(super) fn kept_as_backup(_: Saved) -> String {
    "It was kept: Export / import still has it.".to_owned()
}

/// When a saved match was last played.
pub(super) fn last_played(when: When) -> String {
    match when {
        When::Unknown => "earlier".to_owned(),
        When::JustNow => "just now".to_owned(),
        When::MinutesAgo(1) => "1 minute ago".to_owned(),
        When::MinutesAgo(n) => format!("{n} minutes ago"),
        When::Today(h, m) => format!("today at {h}:{m:02}"),
        When::Yesterday(h, m) => format!("yesterday at {h}:{m:02}"),
        When::OnDay(d, mo) => format!(
            "on {d} {}",
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
                [usize::from(mo.clamp(1, 12) - 1)]
        ),
    }
}
