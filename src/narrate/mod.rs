//! Events in words, for the table's log and its live region: "Gerda folds and loses 3".
//! Pure Rust; it only reads public events (or events already filtered for one seat), so it can
//! never say more than the listener may know.

mod ramsch;
mod schraem;

pub use ramsch::ramsch_event;
pub use schraem::schraem_event;

use crate::i18n::Lang;

/// Picks the sentence for `lang` (each call site writes all three, so none can be forgotten).
fn pick(lang: Lang, de: String, en: String, fr: String) -> String {
    match lang {
        Lang::De => de,
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// The name of seat `seat`, or "?" for a seat the record does not name.
fn name(names: &[String], seat: crate::engine::Seat) -> &str {
    names.get(seat.index()).map_or("?", String::as_str)
}
