//! Parts of the app loaded on first use (issue 30; docs/ui.md "Parts"). A function marked
//! `#[wasm_split(name)]` is a split point: `scripts/post-build.py` moves everything only it
//! reaches into `split_<name>.wasm`, fetched the first time the function is called (and
//! precached by the service worker after the first paint, so a second visit works offline).
//!
//! While a part loads, [`PartPending`] says that it is coming (at once: no blank screen); when it
//! cannot be loaded (offline before it was cached) it says so and offers to try again.

use crate::i18n::Lang;
use yew::prelude::*;

/// Why a part is missing, and the macro that declares a split point: below `i18n`, which cuts
/// each language into a part of its own (`src/split.rs`).
pub(crate) use crate::split::{split_point, Unavailable};

#[derive(Properties, PartialEq)]
pub struct PendingProps {
    pub lang: Lang,
    /// The part failed to load (else it is on its way).
    #[prop_or_default]
    pub failed: bool,
    /// Asks for the part again (a failed load is not remembered: the next call fetches anew).
    #[prop_or_default]
    pub on_retry: Option<Callback<()>>,
    /// Extra classes (the box keeps the size of what it stands for).
    #[prop_or_default]
    pub class: Classes,
}

/// What stands in for a part until it has loaded.
#[function_component(PartPending)]
pub fn part_pending(props: &PendingProps) -> Html {
    let t = props.lang.texts();
    let class = classes!("part-pending", props.class.clone());
    if props.failed {
        let retry = props.on_retry.clone().map(|retry| {
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
