//! The words of the player's saved data: imports, backups of damaged saves, and when a saved
//! match was last played.

use crate::i18n::{Lang, Msg, Saved, When};
use crate::session::{ImportError, ImportWarning};

/// An import is done, with `warnings` notes.
pub(super) fn imported(warnings: usize) -> String {
    {
        if warnings == 0 {
            "Importiert.".to_owned()
        } else {
            format!("Importiert, mit {warnings} Hinweis(en):")
        }
    }
}

/// One part of an import taken otherwise or skipped.
pub(super) fn import_warning(w: &ImportWarning) -> String {
    match w {
        ImportWarning::MatchKeptAsBackup(e) => {
            format!(
                "die Partie wurde als Sicherung aufbewahrt: {}",
                Lang::De.say(&Msg::Save(e))
            )
        }
        ImportWarning::Foreign(key) => {
            format!("„{key}“ gehört nicht zum Spiel und wurde übersprungen")
        }
        ImportWarning::Damaged(key) => format!("„{key}“ ist beschädigt und wurde übersprungen"),
    }
}

/// A file that cannot be imported.
pub(super) fn import_failed(e: &ImportError) -> String {
    match e {
        ImportError::NotAnExport => "Diese Datei ist kein Schräm-Export.".to_owned(),
        ImportError::OtherFormat(f) => {
            format!(
                "Diese Datei ist ein Export im Format „{f}“, das diese Version nicht lesen kann."
            )
        }
    }
}

/// A damaged save was kept, with its noun's pronoun.
pub(super) fn kept_as_backup(saved: Saved) -> String {
    match saved {
        Saved::Match => "Er wurde aufbewahrt: Export / Import hat ihn noch.",
        Saved::Tournament => "Es wurde aufbewahrt: Export / Import hat es noch.",
        Saved::Slate => "Sie wurde aufbewahrt: Export / Import hat sie noch.",
    }
    .to_owned()
}

/// When a saved match was last played.
pub(super) fn last_played(when: When) -> String {
    match when {
        When::Unknown => "früher".to_owned(),
        When::JustNow => "gerade eben".to_owned(),
        When::MinutesAgo(1) => "vor 1 Minute".to_owned(),
        When::MinutesAgo(n) => format!("vor {n} Minuten"),
        When::Today(h, m) => format!("heute, {h}:{m:02} Uhr"),
        When::Yesterday(h, m) => format!("gestern, {h}:{m:02} Uhr"),
        When::OnDay(d, mo) => format!("am {d}.{mo}."),
    }
}
