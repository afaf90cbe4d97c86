//! A modal panel over the table or a screen (score sheet, log, menu, share box, game over):
//! focus moves into it when it opens and back where it was when it closes; Escape closes it.

use super::icons::{icon_button_with, Icon};
use crate::ui::effect::use_effect_on;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DialogProps {
    /// The heading (also the dialog's accessible name).
    pub title: AttrValue,
    /// A unique id for the heading.
    pub id: AttrValue,
    /// Closing it (`None`: it cannot be closed, e.g. a hand-over screen).
    #[prop_or_default]
    pub on_close: Option<Callback<()>>,
    /// The close button's name.
    pub close_label: AttrValue,
    #[prop_or_default]
    pub class: Classes,
    /// Text to read, possibly longer than the screen: the body can be focused and scrolled with
    /// the keyboard (it has no buttons of its own to reach it by).
    #[prop_or_default]
    pub reading: bool,
    #[prop_or_default]
    pub children: Html,
}

#[function_component(Dialog)]
pub fn dialog(props: &DialogProps) -> Html {
    let panel = use_node_ref();
    {
        let panel = panel.clone();
        use_effect_on((), move |()| {
            let before = gloo::utils::document()
                .active_element()
                .and_then(|e| e.dyn_into::<HtmlElement>().ok());
            if let Some(el) = panel.cast::<HtmlElement>() {
                let first = el
                    .query_selector(".dialog-first, button, [tabindex]")
                    .ok()
                    .flatten()
                    .and_then(|e| e.dyn_into::<HtmlElement>().ok());
                let _ = first.map_or_else(|| el.focus(), |f| f.focus());
            }
            move || {
                if let Some(before) = before {
                    if before.is_connected() {
                        let _ = before.focus();
                    }
                }
            }
        });
    }
    {
        // Escape closes the panel wherever focus is (it may sit on the page after a tap).
        let close = props.on_close.clone();
        use_effect_on((), move |()| {
            // Not passive: the listener cancels the key's default action, which a passive
            // listener (gloo's default) may not, and Chrome says so in the console each time.
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            let listener = close.map(|close| {
                gloo::events::EventListener::new_with_options(
                    &gloo::utils::document(),
                    "keydown",
                    options,
                    move |e| {
                        let key = e
                            .dyn_ref::<web_sys::KeyboardEvent>()
                            .map(web_sys::KeyboardEvent::key);
                        if key.as_deref() == Some("Escape") {
                            e.prevent_default();
                            close.emit(());
                        }
                    },
                )
            });
            move || drop(listener)
        });
    }
    html! {
        <div class="overlay">
            <div class={classes!("dialog", props.class.clone())} role="dialog" aria-modal="true"
                aria-labelledby={props.id.clone()} ref={panel} tabindex="-1">
                <header class="dialog-head">
                    <h2 id={props.id.clone()}>{ props.title.clone() }</h2>
                    if let Some(close) = props.on_close.clone() {
                        { icon_button_with(Icon::Close, props.close_label.clone(),
                            Callback::from(move |_| close.emit(())), false, classes!("dialog-first")) }
                    }
                </header>
                if props.reading {
                    <div class="dialog-body" tabindex="0" role="region" aria-labelledby={props.id.clone()}>{ props.children.clone() }</div>
                } else {
                    <div class="dialog-body">{ props.children.clone() }</div>
                }
            </div>
        </div>
    }
}
