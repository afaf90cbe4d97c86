//! Rules, Statistics and Settings.

use super::app::{Action, Screen};
use super::home::ScreenProps;
use crate::engine::{ramsch, schraem};
use crate::i18n::Lang;
use crate::option_text::option_help;
use crate::rules_text::{preset_name, preset_summary};
use crate::session::{Settings, Speed};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

fn back_button(props: &ScreenProps) -> Html {
    let d = props.state.dispatcher();
    let t = props.state.texts();
    html! { <button onclick={Callback::from(move |_| d.dispatch(Action::Show(Screen::Home)))}>{ t.back }</button> }
}

fn options_title(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Every option",
        Lang::De => "Alle Einstellungen",
        Lang::Fr => "Toutes les options",
    }
}

#[function_component(RulesScreen)]
pub fn rules_screen(props: &ScreenProps) -> Html {
    let t = props.state.texts();
    let lang = props.state.settings.lang;
    let ids = schraem::Preset::ALL
        .iter()
        .map(|p| p.id())
        .chain(ramsch::Preset::ALL.iter().map(|p| p.id()));
    html! {
        <section class="screen rules" aria-labelledby="rules-title">
            <h1 id="rules-title">{ t.rules }</h1>
            { for ids.map(|id| html! {
                <article class="preset">
                    <h2>{ preset_name(id) }</h2>
                    <p>{ preset_summary(id, lang) }</p>
                </article>
            }) }
            <h2>{ options_title(lang) }</h2>
            { for [(false, "Siebenschräm", &schraem::ruleset::OPTION_NAMES[..]), (true, "Schieberamsch", &ramsch::ruleset::OPTION_NAMES[..])]
                .into_iter()
                .map(|(b, game, names)| html! {
                    <article class="options">
                        <h3>{ game }</h3>
                        <dl>
                            { for names.iter().map(|n| html! {
                                <><dt><code>{ *n }</code></dt><dd>{ option_help(b, n, lang).unwrap_or_default() }</dd></>
                            }) }
                        </dl>
                    </article>
                }) }
            { back_button(props) }
        </section>
    }
}

#[function_component(StatsScreen)]
pub fn stats_screen(props: &ScreenProps) -> Html {
    let t = props.state.texts();
    let s = &props.state.stats;
    let reset = {
        let d = props.state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::ResetStats))
    };
    let average = s
        .ramsch_average()
        .map_or_else(|| "–".to_owned(), |a| format!("{a:.1}"));
    let rows = [
        (t.games_played, s.games.to_string()),
        (t.games_won, s.wins.to_string()),
        (t.knocks_made, s.knocks_made.to_string()),
        (t.knocks_held, s.knocks_held.to_string()),
        (t.knocks_folded, s.folds.to_string()),
        (t.highest_stake, s.highest_stake.to_string()),
        (t.ramsch_average, average),
    ];
    html! {
        <section class="screen stats" aria-labelledby="stats-title">
            <h1 id="stats-title">{ t.statistics }</h1>
            <dl class="stats-list">
                { for rows.into_iter().map(|(k, v)| html! { <><dt>{ k }</dt><dd>{ v }</dd></> }) }
            </dl>
            <div class="row">
                { back_button(props) }
                <button onclick={reset}>{ t.reset }</button>
            </div>
        </section>
    }
}

#[function_component(SettingsScreen)]
pub fn settings_screen(props: &ScreenProps) -> Html {
    let t = props.state.texts();
    let settings = props.state.settings.clone();
    let change = {
        let d = props.state.dispatcher();
        let settings = settings.clone();
        move |f: fn(&mut Settings, String)| {
            let d = d.clone();
            let settings = settings.clone();
            Callback::from(move |e: Event| {
                let mut next = settings.clone();
                f(
                    &mut next,
                    e.target_unchecked_into::<HtmlSelectElement>().value(),
                );
                d.dispatch(Action::ChangeSettings(next));
            })
        }
    };
    let speed_label = |s: Speed| match s {
        Speed::Slow => t.slow,
        Speed::Normal => t.normal,
        Speed::Fast => t.fast,
        Speed::Instant => t.instant,
    };
    html! {
        <section class="screen settings" aria-labelledby="settings-title">
            <h1 id="settings-title">{ t.settings }</h1>
            <label class="field">
                <span>{ t.language }</span>
                <select aria-label={t.language} onchange={change(|s, v| {
                    s.lang = Lang::ALL.into_iter().find(|l| l.code() == v).unwrap_or(Lang::En);
                })}>
                    { for Lang::ALL.into_iter().map(|l| html! {
                        <option value={l.code()} selected={l == settings.lang}>{ l.native_name() }</option>
                    }) }
                </select>
            </label>
            <label class="field">
                <span>{ t.four_colour }</span>
                <select aria-label={t.four_colour} onchange={change(|s, v| s.four_colour = v == "on")}>
                    <option value="off" selected={!settings.four_colour}>{ t.off }</option>
                    <option value="on" selected={settings.four_colour}>{ t.on }</option>
                </select>
            </label>
            <label class="field">
                <span>{ t.speed }</span>
                <select aria-label={t.speed} onchange={change(|s, v| {
                    s.speed = match v.as_str() { "slow" => Speed::Slow, "fast" => Speed::Fast, "instant" => Speed::Instant, _ => Speed::Normal };
                })}>
                    { for Speed::ALL.into_iter().map(|sp| {
                        let v = match sp { Speed::Slow => "slow", Speed::Normal => "normal", Speed::Fast => "fast", Speed::Instant => "instant" };
                        html! { <option value={v} selected={sp == settings.speed}>{ speed_label(sp) }</option> }
                    }) }
                </select>
            </label>
            <label class="field">
                <span>{ t.sound }</span>
                <select aria-label={t.sound} onchange={change(|s, v| s.sound = v == "on")}>
                    <option value="on" selected={settings.sound}>{ t.on }</option>
                    <option value="off" selected={!settings.sound}>{ t.off }</option>
                </select>
            </label>
            { back_button(props) }
        </section>
    }
}
