//! A hand opened from a link, step by step: the public table after each action, what it did in
//! words (each card, trick, knock and answer), and at the end the hand's result.

use super::Frame;
use crate::present::replay::replay_step;
use crate::ui::app::ScreenProps;
use crate::ui::icons::{Icon, IconButton};
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
        return html! { <Frame state={state.clone()} title={st.shared_hand} class="replay" /> };
    };
    let len = replay.len();
    let i = (*step).min(len);
    let Some(now) = replay_step(&replay, i, lang) else {
        return html! { <Frame state={state.clone()} title={st.shared_hand} class="replay" /> };
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
    html! {
        <Frame state={state.clone()} title={st.shared_hand} class="replay">
            <div class="replay-bar" role="group" aria-label={now.position.clone()} {onkeydown}>
                <IconButton icon={Icon::First} label={st.first_step} onclick={go(0)} disabled={i == 0} />
                <IconButton icon={Icon::Previous} label={st.previous_step} onclick={go(i.saturating_sub(1))} disabled={i == 0} />
                <span class="position">{ now.position.clone() }</span>
                <IconButton icon={Icon::Next} label={st.next_step} onclick={go((i + 1).min(len))} disabled={i >= len} class="primary" />
                <IconButton icon={Icon::Last} label={st.last_step} onclick={go(len)} disabled={i >= len} />
            </div>
            <div class="said" aria-live="polite">
                { for now.said.iter().map(|l| html! { <p>{ l.clone() }</p> }) }
            </div>
            <Board model={Rc::new(now.table)} {lang} four_colour={state.settings.four_colour} />
        </Frame>
    }
}
