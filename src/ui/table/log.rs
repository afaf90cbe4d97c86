//! What happened, oldest first, scrolled to the newest line; a keyboard-reachable log region.

use crate::ui::dom;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub lines: Vec<String>,
    pub label: AttrValue,
}

#[function_component(LogView)]
pub fn log_view(props: &LogProps) -> Html {
    let count = props.lines.len();
    use_effect_with(count, |_| dom::scroll_to_end(".log-lines"));
    html! {
        <ol class="log-lines" role="log" tabindex="0" aria-label={props.label.clone()}>
            { for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
        </ol>
    }
}
