//! What happened, oldest first, scrolled to the newest line; a keyboard-reachable log region.

use crate::ui::effect::use_effect_on;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub lines: Vec<String>,
    pub label: AttrValue,
}

#[function_component(LogView)]
pub fn log_view(props: &LogProps) -> Html {
    let count = props.lines.len();
    // Its own element: a copy drawn ahead away from the page (`ui::lazy::panels`) must not
    // scroll the log that is open.
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_on(count, move |_| {
            if let Some(e) = node.cast::<web_sys::Element>() {
                e.set_scroll_top(e.scroll_height());
            }
        });
    }
    // The log role sits on a wrapper: on the list itself it would take the list's role away,
    // and its lines would be list items outside any list.
    html! {
        <div ref={node} class="log-scroll" role="log" tabindex="0" aria-label={props.label.clone()}>
            <ol class="log-lines">
                { for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
            </ol>
        </div>
    }
}
