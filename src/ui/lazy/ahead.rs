//! Parts opened ahead, once the service worker has cached the build (issue 30: a part opens at
//! once when cached; docs/parts-cached.md). Measured with the build cached,
//! a tap on Rules, Tournament, Join a table or the review spent most of its time before the
//! screen's first render: the "coming" screen drawn, then the part, its chunks and the language's
//! words of the screens of parts fetched from the worker's cache and instantiated. Opened ahead,
//! the tap renders the screen in its own task.
//!
//! Only where every file comes from the worker's cache: `ui::pwa` calls [`open_ahead`] when a
//! worker controls the page from its start (the next visits), so a first visit's downloads never
//! compete with it. One part after the other: each is a fetch from the cache and an
//! instantiation, short tasks (V8 compiles a function when it first runs). Memory: the parts'
//! bytes, ≈ 0.3–0.4 MB raw (docs/parts.md).

use super::panels::PANELS_PART;
use super::review::REVIEW_PART;
use super::{
    PartRef, JOIN_PART, MENU_PART, RULES_EDITOR_PART, RULES_PART, SLATE_PART, TOURNAMENT_PART,
};
use crate::i18n::Lang;

/// What one tap on Home, New game or the table (its menu, its panels) opens, likeliest first. Not
/// the table of phones' host side (it comes with a table's first phone), the QR code, the bots
/// (the worker has its own) or the other languages.
static AHEAD: [&PartRef; 8] = [
    &RULES_PART,
    &TOURNAMENT_PART,
    &JOIN_PART,
    &REVIEW_PART,
    &PANELS_PART,
    &SLATE_PART,
    &MENU_PART,
    &RULES_EDITOR_PART,
];

/// Opens [`AHEAD`]'s parts one after the other, and beside them the words of the screens of parts
/// in the page's language. A tap meanwhile awaits the same load (a part is fetched once); a part
/// that could not be loaded is skipped (a later tap asks again).
pub async fn open_ahead() {
    // (Through the words' own task, not awaited here: fewer bytes in the first load.)
    if let Some(lang) = Lang::ALL.into_iter().find(|lang| lang.is_loaded()) {
        lang.with_screen_words(Box::new(|_| ()));
    }
    for part in AHEAD {
        if !(part.here)() {
            (part.load)().await;
        }
    }
    // Their code compiled too (`lazy::warm`).
    super::warm_ahead();
}
