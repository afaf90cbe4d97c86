//! The words of the player's saved data: imports, backups of damaged saves, and when a saved
//! match was last played.

use crate::i18n::{Lang, Msg, Saved, When};
use crate::session::{ImportError, ImportWarning};

/// An import is done, with `warnings` notes.
pub(super) fn imported(warnings: usize) -> String {
    {
        if warnings == 0 {
            "Importé.".to_owned()
        } else {
            format!("Importé, avec {warnings} remarque(s) :")
        }
    }
}

/// One part of an import taken otherwise or skipped.
pub(super) fn import_warning(w: &ImportWarning) -> String {
    match w {
        ImportWarning::MatchKeptAsBackup(e) => {
            format!(
                "la partie a été gardée en sauvegarde : {}",
                Lang::Fr.say(&Msg::Save(e))
            )
        }
        ImportWarning::Foreign(key) => {
            format!("« {key} » n'appartient pas au jeu et a été ignoré")
        }
        ImportWarning::Damaged(key) => format!("« {key} » est endommagé et a été ignoré"),
    }
}

/// A file that cannot be imported.
pub(super) fn import_failed(e: &ImportError) -> String {
    match e {
        ImportError::NotAnExport => "Ce fichier n'est pas un export de Schräm.".to_owned(),
        ImportError::OtherFormat(f) => {
            format!(
                "Ce fichier est un export au format « {f} », que cette version ne sait pas lire."
            )
        }
    }
}

/// A damaged save was kept, with its noun's pronoun.
pub(super) fn kept_as_backup(saved: Saved) -> String {
    match saved {
        Saved::Match | Saved::Slate => "Elle a été conservée : Exporter / importer l'a encore.",
        Saved::Tournament => "Il a été conservé : Exporter / importer l'a encore.",
    }
    .to_owned()
}

/// When a saved match was last played.
pub(super) fn last_played(when: When) -> String {
    match when {
        When::Unknown => "auparavant".to_owned(),
        When::JustNow => "à l’instant".to_owned(),
        When::MinutesAgo(1) => "il y a 1 minute".to_owned(),
        When::MinutesAgo(n) => format!("il y a {n} minutes"),
        When::Today(h, m) => format!("aujourd’hui à {h} h {m:02}"),
        When::Yesterday(h, m) => format!("hier à {h} h {m:02}"),
        When::OnDay(d, mo) => format!(
            "le {d} {}",
            [
                "janvier",
                "février",
                "mars",
                "avril",
                "mai",
                "juin",
                "juillet",
                "août",
                "septembre",
                "octobre",
                "novembre",
                "décembre"
            ][usize::from(mo.clamp(1, 12) - 1)]
        ),
    }
}
