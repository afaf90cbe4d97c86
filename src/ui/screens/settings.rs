//! Settings: language, deck colours, computer speed, what follows a hand's result, sound and
//! vibration, and the server through which phones join a table in one tap.

use super::Frame;
use crate::i18n::Lang;
use crate::session::remote::parse_server;
use crate::session::{AppAction, Pace, Settings, Speed};
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
    let p = s.lang.phones();
    // A mistyped address is not stored: the field says why and keeps what was typed.
    let server_error = use_state(|| None::<&'static str>);
    let on_server = {
        let (d, s, server_error) = (state.dispatcher(), s.clone(), server_error.clone());
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            // A page served over https may open wss:// only (the browser blocks ws://).
            let secure =
                gloo::utils::window().location().protocol().ok().as_deref() == Some("https:");
            match parse_server(&input.value()) {
                Ok(server) if secure && server.starts_with("ws://") => {
                    server_error.set(Some(p.needs_wss));
                }
                Ok(server) => {
                    server_error.set(None);
                    input.set_value(&server);
                    let mut next = s.clone();
                    next.signal_server = server;
                    d.dispatch(AppAction::ChangeSettings(next));
                }
                Err(_) => server_error.set(Some(p.not_a_server)),
            }
        })
    };
    let speed_label = |sp: Speed| match sp {
        Speed::Slow => t.slow,
        Speed::Normal => t.normal,
        Speed::Fast => t.fast,
        Speed::Instant => t.instant,
    };
    html! {
        <Frame state={state.clone()} title={t.settings} class="settings" back={Some(state.settings_back)}>
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
            <label class="field">
                <span>{ t.after_result }</span>
                <select class="next-hand-pace" onchange={change(|s, e| {
                    let i = e.target_unchecked_into::<HtmlSelectElement>().selected_index();
                    s.next_hand = Pace::ALL[usize::try_from(i).unwrap_or(0).min(Pace::ALL.len() - 1)];
                })}>
                    { for Pace::ALL.iter().map(|pace| html! {
                        <option selected={*pace == s.next_hand}>{ match pace {
                            Pace::OnTap => t.pace_on_tap,
                            Pace::Auto => t.pace_auto,
                        } }</option>
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
            <label class="field">
                <span>{ p.signal_server }</span>
                <input type="text" class="signal-server" inputmode="url" autocomplete="off"
                    spellcheck="false" placeholder="ws://192.168.1.20:3536"
                    defaultvalue={s.signal_server.clone()} onchange={on_server}
                    aria-invalid={server_error.map(|_| "true")}
                    aria-describedby="signal-server-help" />
            </label>
            <p class="help" id="signal-server-help">{ p.signal_server_help }</p>
            if let Some(why) = *server_error {
                <p class="error" role="alert">{ why }</p>
            }
        </Frame>
    }
}
