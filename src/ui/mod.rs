//! The Yew web table (wasm32 only): function components that render engine views and dispatch
//! actions. No rule logic lives here; storage and the computer players' timers are hooks.

mod app;
mod bots;
mod card_face;
mod data;
mod home;
mod links;
mod pwa;
mod rules_editor;
mod screens;
mod share;
mod sound;
mod storage;
mod table;
mod tabs;

pub use app::{App, AppProps, Screen};

/// Mounts the app on the page's `<main id="app">` (or the body if it is missing).
pub fn start() {
    pwa::register();
    let root = gloo::utils::document()
        .get_element_by_id("app")
        .unwrap_or_else(|| gloo::utils::body().into());
    yew::Renderer::<App>::with_root_and_props(
        root,
        AppProps {
            initial: Screen::Home,
        },
    )
    .render();
}
