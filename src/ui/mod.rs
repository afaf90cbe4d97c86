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
#[cfg(feature = "split")]
mod saves_reader;
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
/// for the words of the visitor's language, a part of their own, and when matches, statistics or
/// rule sets are stored for their reader, another (index.html preloads their files beside the
/// module, so this costs no round trip).
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
        // The saved matches', statistics' and rule sets' reader, only when any is stored
        // (index.html preloads it then, beside the words).
        #[cfg(feature = "split")]
        let saves = (!storage::stored_saves().is_empty()).then(saves_reader::fetch);
        if let Some(promise) = painted {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        }
        #[cfg(feature = "split")]
        words.await;
        #[cfg(feature = "split")]
        if let Some(saves) = saves {
            saves.await;
        }
        // Tasks of their own: the module's instantiation, the reading of what is stored and the
        // first render are shorter tasks instead of one long one.
        gloo::timers::callback::Timeout::new(0, read).forget();
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

/// The shell's choice: the screen of a button of the HTML shell tapped while the module loaded.
fn shell_choice() -> Option<crate::session::Screen> {
    js_sys::Reflect::get(&gloo::utils::window(), &"schraemShellChoice".into())
        .ok()
        .and_then(|v| v.as_string())
        .and_then(|key| crate::session::Screen::of_shell_button(&key))
}

thread_local! {
    /// The HTML shell's start screen while it stands in for Home (see [`standing_in`]).
    static SHELL: std::cell::RefCell<Option<web_sys::Element>> = const { std::cell::RefCell::new(None) };
}

/// Whether the HTML shell's start screen still stands in for Home: the app's first render draws
/// nothing (the shell stays on the page: Yew's mount takes it off its root and `mount` puts it
/// back in the same task, so no frame is ever painted without it), and Home is drawn a task
/// later (the start's step 1), so that Yew's and the app's first run and Home's first drawing are
/// two short tasks instead of one long one (docs/parts.md, "Time to interactive"). The shell looks
/// the same and its buttons stay live (a tap is remembered and opens its screen at step 1).
pub(crate) fn standing_in() -> bool {
    SHELL.with(|s| s.borrow().is_some())
}

/// Takes the shell off the page: called by the render that draws Home in its place, so that both
/// happen in one task (Yew's scheduler may yield between tasks, never between renders).
pub(crate) fn drop_shell() {
    if let Some(shell) = SHELL.with(|s| s.borrow_mut().take()) {
        shell.remove();
    }
}

thread_local! {
    /// What is stored, read a task before the mount (see [`stored`]).
    static READ: std::cell::RefCell<Option<crate::session::Stored>> = const { std::cell::RefCell::new(None) };
}

/// Reads what is stored (settings, statistics, rule sets, matches) in a task before the mount's,
/// which keeps the first render's task short (docs/parts.md, "Time to interactive").
fn read() {
    let stored = storage::load();
    READ.with(|r| *r.borrow_mut() = Some(stored));
    gloo::timers::callback::Timeout::new(0, mount).forget();
}

/// What is stored: as read ahead by the start, else read now (tests mount the app directly).
pub(crate) fn stored() -> crate::session::Stored {
    READ.with(|r| r.borrow_mut().take())
        .unwrap_or_else(storage::load)
}

fn mount() {
    let root = gloo::utils::document()
        .get_element_by_id("app")
        .unwrap_or_else(|| gloo::utils::body().into());
    // A button of the shell tapped while the module loaded opens its screen now.
    let initial = shell_choice().unwrap_or(crate::session::Screen::Home);
    // Not while a link opens its screen: a tap on the shell then would override the link.
    let shell = root
        .first_element_child()
        .filter(|_| initial == crate::session::Screen::Home && dom::current_fragment().is_empty());
    if shell.is_none() {
        root.set_inner_html("");
    }
    SHELL.with(|s| s.borrow_mut().clone_from(&shell));
    let app =
        yew::Renderer::<App>::with_root_and_props(root.clone(), AppProps { initial, step: 0 })
            .render();
    // Yew's mount empties its root (in this task): the shell goes back at once, before anything
    // is painted, and stays until Home replaces it (`drop_shell`).
    if let Some(shell) = shell {
        let _ = root.append_child(&shell);
    }
    // Yew renders in a microtask of this task; the rest of the start comes in tasks after it.
    next(app, initial, 1);
}

/// Runs the start's step `step` in a task of its own, after the tasks already queued: each of the
/// start's tasks stays short (docs/parts.md, "Which tasks are long"). Steps 1 to
/// [`app::START_STEPS`] are the app's (`AppProps::step`: Home drawn in the shell's place, then which
/// of its effects run), then the service
/// worker's registration, then the site's config.
fn next(app: yew::AppHandle<App>, initial: crate::session::Screen, step: u32) {
    gloo::timers::callback::Timeout::new(0, move || advance(app, initial, step)).forget();
}

fn advance(mut app: yew::AppHandle<App>, initial: crate::session::Screen, step: u32) {
    // A tap on the shell while it stood in for Home opens its screen.
    let initial = if step == 1 && standing_in() {
        shell_choice().unwrap_or(initial)
    } else {
        initial
    };
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
