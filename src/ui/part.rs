//! Parts of the app loaded on first use (issue 30; docs/parts.md). A function marked
//! `#[wasm_split(name)]` is a split point: `scripts/post-build.py` moves everything only it
//! reaches into `split_<name>.wasm`, fetched the first time the function is called (and
//! precached by the service worker after the first paint, so a second visit works offline).
//!
//! While a part loads, [`part_pending`] says that it is coming (at once: no blank screen); when it
//! cannot be loaded (offline before it was cached) it says so and offers to try again.

use crate::i18n::{Lang, MenuWords};
use crate::ui::effect::use_effect_on;
use yew::prelude::*;

/// Why a part is missing, and the macro that declares a split point: below `i18n`, which cuts
/// each language into a part of its own (`src/split.rs`).
pub(crate) use crate::split::{split_point, Unavailable};

/// What stands in for a part until it has loaded: that it is coming, or (`failed`) that it
/// could not be loaded, with Try again when there is `on_retry` (a failed load is not
/// remembered: the next call fetches anew). `class`: extra classes (the box keeps the size of
/// what it stands for). A plain function, not a component: it uses no hooks, and a component
/// costs ≈ 2 KB of framework code in the first load.
pub fn part_pending(
    lang: Lang,
    failed: bool,
    on_retry: Option<Callback<()>>,
    class: Classes,
) -> Html {
    let t = lang.texts();
    let class = classes!("part-pending", class);
    if failed {
        let retry = on_retry.map(|retry| {
            html! {
                <button type="button" onclick={Callback::from(move |_| retry.emit(()))}>{ t.part_retry }</button>
            }
        });
        html! {
            <div {class} role="alert">
                <p>{ t.part_failed }</p>
                { retry.unwrap_or_default() }
            </div>
        }
    } else {
        html! {
            <div {class} role="status" aria-busy="true"><p class="part-coming">{ t.part_coming }</p></div>
        }
    }
}

/// The words of the menu's screens in `lang` (a part per language, `i18n::parts`) for a screen
/// of a part that reads them, or what stands in while they come or when they cannot (with Try
/// again). `ui::lazy` asks for them beside the screen's part, so this usually finds them here.
#[hook]
pub fn use_menu_words(lang: Lang) -> Result<&'static dyn MenuWords, Html> {
    let update = use_force_update();
    let failed = use_state(|| false);
    let attempt = use_state(|| 0u32);
    {
        let failed = failed.clone();
        use_effect_on((lang, *attempt), move |&(lang, _)| {
            if lang.menu_words().is_none() {
                wasm_bindgen_futures::spawn_local(async move {
                    if lang.load_menu_words().await {
                        update.force_update();
                    } else {
                        failed.set(true);
                    }
                });
            }
        });
    }
    lang.menu_words().ok_or_else(|| {
        let on_retry = failed.then(|| {
            let failed = failed.clone();
            Callback::from(move |()| {
                failed.set(false);
                attempt.set(*attempt + 1);
            })
        });
        part_pending(lang, *failed, on_retry, Classes::new())
    })
}

/// Asks for `lang`'s words of the screens of parts when a notice needs them (`needed`: a bad
/// link's or an import's notice, which the start may show before any part's screen opened) and
/// renders again when they come; until then the notice's sentence is empty.
#[hook]
pub fn use_words_for_notice(needed: bool, lang: Lang) {
    let update = use_force_update();
    use_effect_on((needed, lang), move |&(needed, lang)| {
        if needed && lang.menu_words().is_none() {
            lang.with_screen_words(Box::new(move |_| update.force_update()));
        }
    });
}
