//! Parts of the app loaded on first use (issue 30; docs/ui.md "Parts"). A function marked
//! `#[wasm_split(name)]` is a split point: `scripts/post-build.py` moves everything only it
//! reaches into `split_<name>.wasm`, fetched the first time the function is called (and
//! precached by the service worker after the first paint, so a second visit works offline).
//!
//! While a part loads, [`PartPending`] says that it is coming (at once: no blank screen); when it
//! cannot be loaded (offline before it was cached) it says so and offers to try again.

use crate::i18n::Lang;
use yew::prelude::*;

/// Why a part is missing: it could not be fetched (offline before it was cached, or the server
/// lost it). Only the page's build can fail so; see [`split_point!`].
#[cfg(feature = "split")]
pub type Unavailable = wasm_split_helpers::SplitLoaderError;
/// Why a part is missing (never, without the `split` feature: the code is in the module).
#[cfg(not(feature = "split"))]
#[derive(Debug)]
pub struct Unavailable;

/// Declares a split point `async fn NAME(ARGS) -> Result<RET, Unavailable>` of the part `PART`.
/// With the `split` feature (the page's build, index.html) the body and everything only it
/// reaches go into `split_PART.wasm`, fetched on the first call; without it (the wasm-bindgen
/// tests, which run an unsplit module) the body is called directly.
macro_rules! split_point {
    ($part:ident, fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty $body:block) => {
        #[cfg(feature = "split")]
        #[wasm_split_helpers::wasm_split($part, fallible)]
        fn $name($($arg: $ty),*) -> Result<$ret, $crate::ui::part::Unavailable> {
            Ok($body)
        }
        #[cfg(not(feature = "split"))]
        #[allow(clippy::unused_async, reason = "the same signature as the split build's")]
        async fn $name($($arg: $ty),*) -> Result<$ret, $crate::ui::part::Unavailable> {
            Ok($body)
        }
    };
}
pub(crate) use split_point;

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
