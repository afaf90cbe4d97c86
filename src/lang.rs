//! [`Lang`]: the languages of the app, as data (a setting, a save, a `<html lang>` code). Below
//! every other app module: settings store it without knowing any words; `i18n` gives each its
//! words.

use serde::{Deserialize, Serialize};

/// A language of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// Deutsch.
    #[serde(rename = "de")]
    De,
    /// English.
    #[serde(rename = "en")]
    En,
    /// Français.
    #[serde(rename = "fr")]
    Fr,
}

impl Lang {
    /// Every language, in the order the picker shows them.
    pub const ALL: [Lang; 3] = [Lang::De, Lang::En, Lang::Fr];

    /// The language for a browser language tag such as "de-DE" (English when unknown).
    #[must_use]
    pub fn from_tag(tag: &str) -> Lang {
        match tag.get(..2).map(str::to_ascii_lowercase).as_deref() {
            Some("de") => Lang::De,
            Some("fr") => Lang::Fr,
            _ => Lang::En,
        }
    }

    /// The code for `<html lang>`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name, for the language picker.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::De => "Deutsch",
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }
}
