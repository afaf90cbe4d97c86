//! A hand opened from a link, step by step: the public table after each action, what it did in
//! words (each card, trick, knock and answer), and at the end the hand's result.

use super::frame;
use crate::present::replay::replay_step;
use crate::ui::app::ScreenProps;
use crate::ui::icons::{icon_button_with, Icon};
use crate::ui::table::Board;
use std::rc::Rc;
use yew::prelude::*;

#[function_component(ReplayScreen)]
pub fn replay_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let st = lang.screen_texts();
    let step = use_state(|| 0usize);
    let Some(replay) = state.replay.clone() else {
        return frame(state, st.shared_hand, "replay", Html::default());
    };
    let len = replay.len();
    let i = (*step).min(len);
    let Some(now) = replay_step(&replay, i, lang) else {
        return frame(state, st.shared_hand, "replay", Html::default());
    };
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| step.set(to))
    };
    let onkeydown = {
        let step = step.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "ArrowRight" => step.set((i + 1).min(len)),
            "ArrowLeft" => step.set(i.saturating_sub(1)),
            _ => {}
        })
    };
    frame(
        state,
        st.shared_hand,
        "replay",
        html! {
            <>
                <div class="replay-bar" role="group" aria-label={now.position.clone()} {onkeydown}>
                    { icon_button_with(Icon::First, st.first_step.into(), go(0), i == 0, Classes::new()) }
                    { icon_button_with(Icon::Previous, st.previous_step.into(), go(i.saturating_sub(1)), i == 0, Classes::new()) }
                    <span class="position">{ now.position.clone() }</span>
                    { icon_button_with(Icon::Next, st.next_step.into(), go((i + 1).min(len)), i >= len, classes!("primary")) }
                    { icon_button_with(Icon::Last, st.last_step.into(), go(len), i >= len, Classes::new()) }
                </div>
                <div class="said" aria-live="polite">
                    { for now.said.iter().map(|l| html! { <p>{ l.clone() }</p> }) }
                </div>
                <Board model={Rc::new(now.table)} {lang} four_colour={state.settings.four_colour} />
            </>
        },
    )
}
