//! Each language as a part of the page's module (issue 30; docs/parts.md): a visitor
//! downloads the words of one language, not three. `ui::start` loads the visitor's before the
//! first render (index.html preloads its file beside the module); another one comes when the
//! settings switch to it, or when a text is asked for in it (a phone at the table that speaks
//! another language).
//!
//! The words only the screens of parts read (`MenuWords`: the games' summaries, what each rule
//! option means, the tutorial's coach, the sentences of the slate, tournaments, Export / import
//! and the review, the words of the table of phones) are a second part per language, fetched
//! with the first such screen (`ui::lazy`), so the start does not download them.

use super::{Catalog, MenuWords};
use crate::lang::Lang;
use crate::split::{split_point, Unavailable};
use js_sys::Promise;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::{future_to_promise, JsFuture};

/// The two parts of a language: the words of the first load (`Catalog`) and those of the menu's
/// screens (`MenuWords`).
macro_rules! language_parts {
    ($words:ident, $load:ident, $menu_words:ident, $load_menu:ident, $lang:expr) => {
        split_point!(
            $words,
            fn $load() -> &'static dyn Catalog {
                $lang.catalog()
            }
        );
        split_point!(
            $menu_words,
            fn $load_menu() -> &'static dyn MenuWords {
                $lang.menu_catalog()
            }
        );
    };
}

language_parts!(lang_de, de_part, menu_words_de, de_menu_part, Lang::De);
language_parts!(lang_en, en_part, menu_words_en, en_menu_part, Lang::En);
language_parts!(lang_fr, fr_part, menu_words_fr, fr_menu_part, Lang::Fr);

thread_local! {
    /// The loaded catalogs, by `Lang::ALL`'s order.
    static LOADED: Cell<[Option<&'static dyn Catalog>; 3]> = const { Cell::new([None; 3]) };
    /// The load on its way per language: every caller (the start, the settings, a text asked
    /// for in that language) awaits the same one.
    static LOADING: RefCell<[Option<Promise>; 3]> = const { RefCell::new([None, None, None]) };
    /// The loaded words of the menu's screens, by `Lang::ALL`'s order.
    static MENU_LOADED: Cell<[Option<&'static dyn MenuWords>; 3]> = const { Cell::new([None; 3]) };
}

fn index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)
}

pub(super) fn is_loaded(lang: Lang) -> bool {
    LOADED.with(Cell::get)[index(lang)].is_some()
}

async fn fetch(lang: Lang) -> Result<&'static dyn Catalog, Unavailable> {
    match lang {
        Lang::De => de_part().await,
        Lang::En => en_part().await,
        Lang::Fr => fr_part().await,
    }
}

/// Fetches `lang`'s part on first use; `true` once its words are here. A failed load is
/// forgotten, so the next call tries again.
pub(super) async fn load(lang: Lang) -> bool {
    if is_loaded(lang) {
        return true;
    }
    let i = index(lang);
    let promise = LOADING.with(|l| {
        l.borrow_mut()[i]
            .get_or_insert_with(|| {
                future_to_promise(async move {
                    let result = fetch(lang).await;
                    LOADING.with(|l| l.borrow_mut()[i] = None);
                    let catalog = result.map_err(|_| JsValue::FALSE)?;
                    LOADED.with(|l| {
                        let mut loaded = l.get();
                        loaded[i] = Some(catalog);
                        l.set(loaded);
                    });
                    Ok(JsValue::TRUE)
                })
            })
            .clone()
    });
    JsFuture::from(promise).await.is_ok()
}

/// `lang`'s words, or while its part is on its way (asked for now) those of a loaded language.
pub(super) fn catalog(lang: Lang) -> &'static dyn Catalog {
    let loaded = LOADED.with(Cell::get);
    if let Some(catalog) = loaded[index(lang)] {
        return catalog;
    }
    if LOADING.with(|l| l.borrow()[index(lang)].is_none()) {
        wasm_bindgen_futures::spawn_local(async move {
            load(lang).await;
        });
    }
    loaded
        .into_iter()
        .flatten()
        .next()
        .expect("ui::start loads a language before anything is rendered")
}

async fn fetch_menu(lang: Lang) -> Result<&'static dyn MenuWords, Unavailable> {
    match lang {
        Lang::De => de_menu_part().await,
        Lang::En => en_menu_part().await,
        Lang::Fr => fr_menu_part().await,
    }
}

/// `lang`'s words of the menu's screens, if their part is here.
pub(super) fn menu_words(lang: Lang) -> Option<&'static dyn MenuWords> {
    MENU_LOADED.with(Cell::get)[index(lang)]
}

/// `lang`'s words of the screens of parts, or while they come those of a language that has
/// them (`ui::lazy` asks for `lang`'s and renders again when they arrive, as after a switch of
/// language).
pub(super) fn screen_words(lang: Lang) -> Option<&'static dyn MenuWords> {
    let loaded = MENU_LOADED.with(Cell::get);
    loaded[index(lang)].or_else(|| loaded.into_iter().flatten().next())
}

/// Whether [`screen_words`] has words for `lang` (its own or a stand-in), without asking for any.
pub(super) fn has_screen_words(lang: Lang) -> bool {
    let loaded = MENU_LOADED.with(Cell::get);
    loaded[index(lang)].is_some() || loaded.iter().any(Option::is_some)
}

/// Fetches `lang`'s words of the menu's screens on first use; `true` once they are here. A
/// failed load is forgotten, so the next call tries again. (Callers meanwhile await the one
/// fetch: the split point's loader keeps it.)
pub(super) async fn load_menu_words(lang: Lang) -> bool {
    if menu_words(lang).is_some() {
        return true;
    }
    let Ok(words) = fetch_menu(lang).await else {
        return false;
    };
    MENU_LOADED.with(|l| {
        let mut loaded = l.get();
        loaded[index(lang)] = Some(words);
        l.set(loaded);
    });
    true
}
