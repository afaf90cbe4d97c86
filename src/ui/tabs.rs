//! Two tabs must not overwrite each other's match. A tab that opens asks on a BroadcastChannel
//! whether the game is already open; if another tab answers, this (second) tab is warned and
//! stops saving.

use crate::ui::effect::use_effect_on;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};
use yew::prelude::*;

const CHANNEL: &str = "schraem.tabs";
const HELLO: &str = "hello";
const HERE: &str = "here";

/// Calls `on_second_tab` once if another tab of the game is open; asks from when `ready` is
/// true (a task after the app's first render, `AppProps::step`).
#[hook]
pub fn use_second_tab_guard(on_second_tab: Callback<()>, ready: bool) {
    use_effect_on(ready, move |&ready| {
        let channel = ready.then(|| BroadcastChannel::new(CHANNEL).ok()).flatten();
        let listener = channel.as_ref().map(|ch| {
            let reply_to = ch.clone();
            let warned = std::cell::Cell::new(false);
            let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                match e.data().as_string().as_deref() {
                    // A newer tab asks: this one was here first.
                    Some(HELLO) => {
                        let _ = reply_to.post_message(&HERE.into());
                    }
                    Some(HERE) if !warned.replace(true) => on_second_tab.emit(()),
                    _ => {}
                }
            });
            ch.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            let _ = ch.post_message(&HELLO.into());
            on_message
        });
        move || {
            crate::ui::dom::close_channel(channel);
            drop(listener);
        }
    });
}
