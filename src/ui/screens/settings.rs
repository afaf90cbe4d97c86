//! Settings: language, deck colours, computer speed, what follows a hand's result, sound and
//! vibration, the server through which phones join a table in one tap, and this device's
//! STUN/TURN servers (both over what the site's `config.json` gives, `ui::site`).

use super::frame_to;
use crate::i18n::Lang;
use crate::session::remote::parse_server;
use crate::session::site_config::parse_ice_servers;
use crate::session::{AppAction, Pace, Settings, Speed};
use crate::ui::app::ScreenProps;
use crate::ui::site::{use_site, SiteLoad};
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

#[function_component(SettingsScreen)]
pub fn settings_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let s = state.settings.clone();
    let t = s.lang.texts();
    let st = s.lang.screen_texts();
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
    // Each language's words are a part (i18n::parts): the new language applies once they are
    // here, so the screen changes language in one step and keeps its focus.
    let on_lang = {
        let (d, s) = (state.dispatcher(), s.clone());
        Callback::from(move |e: Event| {
            let i = e
                .target_unchecked_into::<HtmlSelectElement>()
                .selected_index();
            let mut next = s.clone();
            next.lang = Lang::ALL[usize::try_from(i).unwrap_or(0).min(Lang::ALL.len() - 1)];
            let d = d.clone();
            wasm_bindgen_futures::spawn_local(async move {
                // Not loaded (offline before it was cached): the setting is kept all the same,
                // and the page speaks the language it has until the words come.
                next.lang.load().await;
                d.dispatch(AppAction::ChangeSettings(next));
            });
        })
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
    let site_texts = s.lang.site();
    let site = use_site(&s);
    // A list that is not valid is not stored either: the field says why.
    let ice_error = use_state(|| None::<String>);
    let on_ice = {
        let (d, s, ice_error) = (state.dispatcher(), s.clone(), ice_error.clone());
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlTextAreaElement>();
            match parse_ice_servers(&input.value()) {
                Ok(_) => {
                    ice_error.set(None);
                    let mut next = s.clone();
                    next.ice_servers = input.value().trim().to_owned();
                    d.dispatch(AppAction::ChangeSettings(next));
                }
                Err(e) => ice_error.set(Some((site_texts.config_error)(&e))),
            }
        })
    };
    let site_signal = site
        .config()
        .filter(|c| !c.signal.is_empty())
        .map(|c| (site_texts.site_signal)(&c.signal));
    let site_ice = site
        .config()
        .filter(|c| !c.ice_servers.is_empty())
        .map(|c| (site_texts.site_ice)(c.ice_servers.len()));
    let broken = match &site {
        SiteLoad::Broken(e) => Some((site_texts.config_ignored)(e)),
        SiteLoad::Unread => Some(site_texts.config_unread.to_owned()),
        _ => None,
    };
    let speed_label = |sp: Speed| match sp {
        Speed::Slow => st.slow,
        Speed::Normal => st.normal,
        Speed::Fast => st.fast,
        Speed::Instant => st.instant,
    };
    frame_to(
        state,
        t.settings.into(),
        "settings",
        Some(state.settings_back),
        html! {
            <>
                <label class="field">
                    <span>{ st.language }</span>
                    <select onchange={on_lang}>
                        { for Lang::ALL.iter().map(|l| html! {
                            <option lang={l.code()} selected={*l == s.lang}>{ l.native_name() }</option>
                        }) }
                    </select>
                </label>
                <label class="field">
                    <span>{ st.speed }</span>
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
                    <span>{ st.after_result }</span>
                    <select class="next-hand-pace" onchange={change(|s, e| {
                        let i = e.target_unchecked_into::<HtmlSelectElement>().selected_index();
                        s.next_hand = Pace::ALL[usize::try_from(i).unwrap_or(0).min(Pace::ALL.len() - 1)];
                    })}>
                        { for Pace::ALL.iter().map(|pace| html! {
                            <option selected={*pace == s.next_hand}>{ match pace {
                                Pace::OnTap => st.pace_on_tap,
                                Pace::Auto => st.pace_auto,
                            } }</option>
                        }) }
                    </select>
                </label>
                <label class="check">
                    <input type="checkbox" checked={s.four_colour}
                        onchange={change(|s, e| s.four_colour = e.target_unchecked_into::<HtmlInputElement>().checked())} />
                    <span>{ st.four_colour }</span>
                </label>
                <label class="check">
                    <input type="checkbox" checked={s.sound}
                        onchange={change(|s, e| s.sound = e.target_unchecked_into::<HtmlInputElement>().checked())} />
                    <span>{ st.sound }</span>
                </label>
                <label class="check">
                    <input type="checkbox" checked={s.haptics}
                        onchange={change(|s, e| s.haptics = e.target_unchecked_into::<HtmlInputElement>().checked())} />
                    <span>{ st.haptics }</span>
                </label>
                if let Some(why) = broken {
                    <p class="error site-config-error" role="alert">{ why }</p>
                }
                <label class="field">
                    <span>{ p.signal_server }</span>
                    <input type="text" class="signal-server" inputmode="url" autocomplete="off"
                        spellcheck="false" placeholder="ws://192.168.1.20:3536"
                        defaultvalue={s.signal_server.clone()} onchange={on_server}
                        aria-invalid={server_error.map(|_| "true")}
                        aria-describedby="signal-server-help" />
                </label>
                <p class="help" id="signal-server-help">{ p.signal_server_help }{ for site_signal.map(|t| html! { <>{ " " }{ t }</> }) }</p>
                if let Some(why) = *server_error {
                    <p class="error" role="alert">{ why }</p>
                }
                <label class="field">
                    <span>{ site_texts.ice_servers }</span>
                    <textarea class="ice-servers" rows="3" autocomplete="off" spellcheck="false"
                        placeholder="[{\"urls\": \"stun:stun.example.org:3478\"}]"
                        defaultvalue={s.ice_servers.clone()} onchange={on_ice}
                        aria-invalid={ice_error.as_ref().map(|_| "true")}
                        aria-describedby="ice-servers-help" />
                </label>
                <p class="help" id="ice-servers-help">{ site_texts.ice_servers_help }{ for site_ice.map(|t| html! { <>{ " " }{ t }</> }) }</p>
                if let Some(why) = (*ice_error).clone() {
                    <p class="error" role="alert">{ why }</p>
                }
            </>
        },
    )
}
