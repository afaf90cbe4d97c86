//! Small browser helpers: focus, scrolling, the page's `#…`, sharing a link.

use wasm_bindgen::JsCast;
use web_sys::js_sys::Reflect;
use web_sys::HtmlElement;

/// Focuses the first element matching `selector`; false if there is none.
pub fn focus(selector: &str) -> bool {
    gloo::utils::document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
        .is_some_and(|e| e.focus().is_ok())
}

/// Whether focus has fallen to the page itself (nothing focused, or the body).
#[must_use]
pub fn focus_is_lost() -> bool {
    let document = gloo::utils::document();
    match document.active_element() {
        None => true,
        Some(active) => document
            .body()
            .is_some_and(|body| active.is_same_node(Some(&body))),
    }
}

/// Scrolls the page to its top (a new screen starts at the top).
pub fn scroll_to_top() {
    gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0);
}

/// The page's address with `fragment` as its `#…` part.
#[must_use]
pub fn link_url(fragment: &str) -> String {
    let href = gloo::utils::window().location().href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}#{fragment}")
}

/// Whether the browser has the Web Share API.
#[must_use]
pub fn can_share() -> bool {
    Reflect::has(&gloo::utils::window().navigator(), &"share".into()).unwrap_or(false)
}

/// Opens the share sheet for `url`.
pub fn share(url: &str, title: &str) {
    let data = web_sys::ShareData::new();
    data.set_url(url);
    data.set_title(title);
    let _ = gloo::utils::window().navigator().share_with_data(&data);
}

/// Opens the share sheet for `url` with a line of `text` (a messenger sends both).
pub fn share_link(url: &str, text: &str, title: &str) {
    let data = web_sys::ShareData::new();
    data.set_url(url);
    data.set_text(text);
    data.set_title(title);
    let _ = gloo::utils::window().navigator().share_with_data(&data);
}

/// Opens the share sheet for a piece of text (a code to paste on another phone).
pub fn share_text(text: &str, title: &str) {
    let data = web_sys::ShareData::new();
    data.set_text(text);
    data.set_title(title);
    let _ = gloo::utils::window().navigator().share_with_data(&data);
}

/// Loads the page again (a newer version of the app waits in the cache).
pub fn reload() {
    let _ = gloo::utils::window().location().reload();
}

/// Stops listening on `channel` and closes it (a hook's cleanup).
pub fn close_channel(channel: Option<web_sys::BroadcastChannel>) {
    if let Some(ch) = channel {
        ch.set_onmessage(None);
        ch.close();
    }
}

/// Copies `text` to the clipboard.
pub fn copy(text: &str) {
    let _ = gloo::utils::window()
        .navigator()
        .clipboard()
        .write_text(text);
}

/// The `#…` of the page's address.
#[must_use]
pub fn current_fragment() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Removes the `#…` from the address without reloading or adding a history entry.
pub fn clear_fragment() {
    if !current_fragment().is_empty() {
        replace_address("");
    }
}

/// Puts `#fragment` in the address without reloading or adding a history entry.
pub fn set_fragment(fragment: &str) {
    replace_address(&format!("#{fragment}"));
}

/// Replaces the address by this page's path and query and `hash` (`""` or `#…`).
fn replace_address(hash: &str) {
    let window = gloo::utils::window();
    let location = window.location();
    let url = format!(
        "{}{}{hash}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The value in the page's query string under `name` (`?seed=7&samples=300&bots=off`).
#[must_use]
pub fn query_value(name: &str) -> Option<String> {
    let search = gloo::utils::window()
        .location()
        .search()
        .unwrap_or_default();
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
        .map(str::to_owned)
}

/// The number in the page's query string under `name`.
fn query_number<T: std::str::FromStr>(name: &str) -> Option<T> {
    query_value(name)?.parse().ok()
}

/// A page opened with `?samples=N` gives the hard bots `N` sampled deals per decision instead of
/// a time budget, so a test's games are the same on any machine.
#[must_use]
pub fn bot_samples() -> Option<u32> {
    query_number("samples")
}

/// A fresh seed for a new deal (the seed is kept in the record). A page opened with `?seed=N`
/// deals from `N` (tests and bug reports reproduce a table that way).
#[must_use]
pub fn fresh_seed() -> u64 {
    if let Some(n) = query_number("seed") {
        return n;
    }
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_ok() {
        return u64::from_le_bytes(bytes);
    }
    gloo::utils::window()
        .performance()
        .map_or(0, |p| (p.now() * 1000.0) as u64)
}

/// Sets `<html lang>` so screen readers speak the right language.
pub fn set_page_language(code: &str) {
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = root.set_attribute("lang", code);
    }
}
