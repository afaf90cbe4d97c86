//! The Yew web app (wasm32 only): function components that render the `present` models and
//! dispatch [`AppAction`](crate::session::AppAction)s. No rule logic and no words live here:
//! the engine decides, `present` and `i18n` say it; side effects (storage, timers, sound) are hooks.

mod app;
mod bot_worker;
mod bots;
mod card;
mod dom;
mod effect;
mod effects;
mod icons;
mod lazy;
mod overlay;
pub(crate) mod part;
mod players;
mod pwa;
mod qr;
mod real_cards_saves;
mod remote;
mod screens;
mod share_box;
mod site;
mod sound;
mod storage;
mod table;
mod tabs;

use wasm_bindgen::JsCast;

pub use app::{App, AppProps};
pub use bot_worker::{think, warm};

/// Mounts the app on the page's `<main id="app">` (or the body if it is missing), replacing the
/// HTML shell painted before the module loaded.
///
/// The mount waits until the shell's paint is on record (`window.schraemShellPainted`, set by
/// index.html): replacing it sooner makes the browser count the app's identical start screen as
/// the page's largest paint, seconds later on a slow phone. In the page's build it also waits
/// for the words of the visitor's language, a part of their own (index.html preloads its file
/// beside the module, so this costs no round trip).
///
/// The first render is a task of its own; what the first frame does not need (the app's effects'
/// first run, the service worker, the site's config) comes in short tasks after it (`next`).
pub fn start() {
    let painted = js_sys::Reflect::get(&gloo::utils::window(), &"schraemShellPainted".into())
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    wasm_bindgen_futures::spawn_local(async move {
        #[cfg(feature = "split")]
        let words = load_language(storage::lang());
        if let Some(promise) = painted {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        }
        #[cfg(feature = "split")]
        words.await;
        // A task of its own: the module's instantiation and the first render are two shorter
        // tasks instead of one long one.
        gloo::timers::callback::Timeout::new(0, mount).forget();
    });
}

/// Loads `lang`'s words, or when its part cannot come (offline before it was cached) those of
/// another language: the app never starts without words.
#[cfg(feature = "split")]
async fn load_language(lang: crate::i18n::Lang) {
    if lang.load().await {
        return;
    }
    for other in crate::i18n::Lang::ALL {
        if other != lang && other.load().await {
            return;
        }
    }
}

fn mount() {
    let root = gloo::utils::document()
        .get_element_by_id("app")
        .unwrap_or_else(|| gloo::utils::body().into());
    // A button of the shell tapped while the module loaded opens its screen now.
    let initial = js_sys::Reflect::get(&gloo::utils::window(), &"schraemShellChoice".into())
        .ok()
        .and_then(|v| v.as_string())
        .and_then(|key| crate::session::Screen::of_shell_button(&key))
        .unwrap_or(crate::session::Screen::Home);
    root.set_inner_html("");
    let app =
        yew::Renderer::<App>::with_root_and_props(root, AppProps { initial, step: 0 }).render();
    // Yew renders in a microtask of this task; the rest of the start comes in tasks after it.
    next(app, initial, 1);
}

/// Runs the start's step `step` in a task of its own, after the tasks already queued: each of the
/// start's tasks stays short (docs/parts.md, "Which tasks are long"). Steps 1 to
/// [`app::START_STEPS`] are the app's (`AppProps::step`: which of its effects run), then the service
/// worker's registration, then the site's config.
fn next(app: yew::AppHandle<App>, initial: crate::session::Screen, step: u32) {
    gloo::timers::callback::Timeout::new(0, move || advance(app, initial, step)).forget();
}

fn advance(mut app: yew::AppHandle<App>, initial: crate::session::Screen, step: u32) {
    if step <= app::START_STEPS {
        app.update(AppProps { initial, step });
    } else if step == app::START_STEPS + 1 {
        pwa::register();
    } else {
        site::load();
        return;
    }
    next(app, initial, step + 1);
}
