//! Split points: functions whose code is fetched on first use (issue 30; docs/parts.md).
//! A function declared with [`split_point!`] is one: `scripts/post-build.py` moves everything
//! only it reaches into `split_<part>.wasm`, named by the macro's first argument.
//!
//! The macro sits at the bottom of the layers (it imports nothing of the app) so that any layer
//! can cut a part of its own: `i18n` one per language (`i18n/parts.rs`), `ui` its screens
//! (`ui::part` re-exports it with the view that stands in while a part loads).

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
        fn $name($($arg: $ty),*) -> Result<$ret, $crate::split::Unavailable> {
            Ok($body)
        }
        #[cfg(not(feature = "split"))]
        #[allow(clippy::unused_async, reason = "the same signature as the split build's")]
        async fn $name($($arg: $ty),*) -> Result<$ret, $crate::split::Unavailable> {
            Ok($body)
        }
    };
}
pub(crate) use split_point;
