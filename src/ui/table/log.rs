//! What happened, oldest first, scrolled to the newest line; a keyboard-reachable log region.

use crate::ui::dom;
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
    use_effect_on(count, |_| dom::scroll_to_end(".log-scroll"));
    // The log role sits on a wrapper: on the list itself it would take the list's role away,
    // and its lines would be list items outside any list.
    html! {
        <div class="log-scroll" role="log" tabindex="0" aria-label={props.label.clone()}>
            <ol class="log-lines">
                { for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
            </ol>
        </div>
    }
}
