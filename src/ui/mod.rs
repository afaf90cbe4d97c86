//! The Yew web app (wasm32 only): function components that render the `present` models and
//! dispatch [`AppAction`](crate::session::AppAction)s. No rule logic and no words live here:
//! the engine decides, `present` and `i18n` say it; side effects (storage, timers, sound) are hooks.

mod app;
mod card;
mod dom;
mod effects;
mod icons;
mod overlay;
mod players;
mod pwa;
mod screens;
mod share_box;
mod sound;
mod storage;
mod table;
mod tabs;

pub use app::{App, AppProps};

/// Mounts the app on the page's `<main id="app">` (or the body if it is missing), replacing the
/// HTML shell painted before the module loaded.
pub fn start() {
    pwa::register();
    let root = gloo::utils::document()
        .get_element_by_id("app")
        .unwrap_or_else(|| gloo::utils::body().into());
    root.set_inner_html("");
    yew::Renderer::<App>::with_root_and_props(root, AppProps::default()).render();
}
