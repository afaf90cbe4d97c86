//! Handing a link to the player: the Web Share API where the browser has it, otherwise the
//! clipboard (the link is also shown in a text field, so it can always be copied by hand).

use web_sys::js_sys::Reflect;

/// The page's address with `fragment` as its `#…` part.
#[must_use]
pub fn link_url(fragment: &str) -> String {
    let href = gloo::utils::window().location().href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}#{fragment}")
}

/// Shares `url` (Web Share) or copies it to the clipboard. Returns true when the share sheet was
/// used, false when the link went to the clipboard.
pub fn share_or_copy(url: &str, title: &str) -> bool {
    let navigator = gloo::utils::window().navigator();
    if Reflect::has(&navigator, &"share".into()).unwrap_or(false) {
        let data = web_sys::ShareData::new();
        data.set_url(url);
        data.set_title(title);
        let _ = navigator.share_with_data(&data);
        return true;
    }
    let _ = navigator.clipboard().write_text(url);
    false
}

/// Reads the `#…` of the page's address.
#[must_use]
pub fn current_fragment() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Removes the `#…` from the address without reloading or adding a history entry.
pub fn clear_fragment() {
    let window = gloo::utils::window();
    if window.location().hash().unwrap_or_default().is_empty() {
        return;
    }
    let location = window.location();
    let bare = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&bare));
    }
}
