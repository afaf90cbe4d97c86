//! Settings: language, deck colours, computer speed, sound and vibration.

use super::Frame;
use crate::i18n::Lang;
use crate::session::{AppAction, Settings, Speed};
use crate::ui::app::ScreenProps;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[function_component(SettingsScreen)]
pub fn settings_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let s = state.settings.clone();
    let t = s.lang.texts();
    let change = {
        let d = state.dispatcher();
        let s = s.clone();
        move |f: fn(&mut Settings, &Event)| {
            let d = d.clone();
            let s = s.clone();
            Callback::from(move |e: Event| {
                let mut next = s.clone();
                f(&mut next, &e);
                d.dispatch(AppAction::ChangeSettings(next));
            })
        }
    };
    let speed_label = |sp: Speed| match sp {
        Speed::Slow => t.slow,
        Speed::Normal => t.normal,
        Speed::Fast => t.fast,
        Speed::Instant => t.instant,
    };
    html! {
        <Frame state={state.clone()} title={t.settings} class="settings">
            <label class="field">
                <span>{ t.language }</span>
                <select onchange={change(|s, e| {
                    let i = e.target_unchecked_into::<HtmlSelectElement>().selected_index();
                    s.lang = Lang::ALL[usize::try_from(i).unwrap_or(0).min(Lang::ALL.len() - 1)];
                })}>
                    { for Lang::ALL.iter().map(|l| html! {
                        <option lang={l.code()} selected={*l == s.lang}>{ l.native_name() }</option>
                    }) }
                </select>
            </label>
            <label class="field">
                <span>{ t.speed }</span>
                <select onchange={change(|s, e| {
                    let i = e.target_unchecked_into::<HtmlSelectElement>().selected_index();
                    s.speed = Speed::ALL[usize::try_from(i).unwrap_or(1).min(Speed::ALL.len() - 1)];
                })}>
                    { for Speed::ALL.iter().map(|sp| html! {
                        <option selected={*sp == s.speed}>{ speed_label(*sp) }</option>
                    }) }
                </select>
            </label>
            <label class="check">
                <input type="checkbox" checked={s.four_colour}
                    onchange={change(|s, e| s.four_colour = e.target_unchecked_into::<HtmlInputElement>().checked())} />
                <span>{ t.four_colour }</span>
            </label>
            <label class="check">
                <input type="checkbox" checked={s.sound}
                    onchange={change(|s, e| s.sound = e.target_unchecked_into::<HtmlInputElement>().checked())} />
                <span>{ t.sound }</span>
            </label>
            <label class="check">
                <input type="checkbox" checked={s.haptics}
                    onchange={change(|s, e| s.haptics = e.target_unchecked_into::<HtmlInputElement>().checked())} />
                <span>{ t.haptics }</span>
            </label>
        </Frame>
    }
}
