//! Screens for links: a shared rule set ("Play with these rules", "Save as my ruleset") and a
//! shared hand, replayed step by step from public views only.

use super::app::{Action, Screen};
use super::home::ScreenProps;
use super::table::{RamschTable, SchraemTable};
use crate::engine::schraem;
use crate::i18n::Lang;
use crate::option_text::option_help;
use crate::rules_text::{preset_name, preset_summary};
use crate::share::ReplayFrame;
use web_sys::HtmlInputElement;
use yew::prelude::*;

fn words(lang: Lang, en: &'static str, de: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Fr => fr,
    }
}

#[function_component(SharedRulesScreen)]
pub fn shared_rules_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let name = use_state(String::new);
    let Some(spec) = state.shared.clone() else {
        return Html::default();
    };
    let ramsch = crate::engine::GameKind::of_preset(&spec.preset)
        == Some(crate::engine::GameKind::Schieberamsch);
    let play = {
        let d = state.dispatcher();
        let spec = spec.clone();
        Callback::from(move |_| d.dispatch(Action::PlayWith(spec.clone())))
    };
    let save = {
        let d = state.dispatcher();
        let spec = spec.clone();
        let name = name.clone();
        Callback::from(move |_| {
            let n = name.trim().to_owned();
            if !n.is_empty() {
                d.dispatch(Action::SaveRuleset(n, spec.clone()));
            }
        })
    };
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            name.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let home = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::Show(Screen::Home)))
    };
    html! {
        <section class="screen shared-rules" aria-labelledby="shared-title">
            <h1 id="shared-title">{ words(lang, "Shared rules", "Geteilte Regeln", "Règles partagées") }</h1>
            <h2>{ preset_name(&spec.preset) }</h2>
            <p class="summary">{ preset_summary(&spec.preset, lang) }</p>
            if !spec.options.is_empty() {
                <h3>{ words(lang, "Changed from these rules", "Abweichend davon", "Différences") }</h3>
                <dl class="overrides">
                    { for spec.options.iter().map(|(k, v)| html! {
                        <>
                            <dt><code>{ k }</code>{ format!(" = {v}") }</dt>
                            <dd>{ option_help(ramsch, k, lang).unwrap_or_default() }</dd>
                        </>
                    }) }
                </dl>
            }
            <div class="row">
                <button class="primary" onclick={play}>{ words(lang, "Play with these rules", "Mit diesen Regeln spielen", "Jouer avec ces règles") }</button>
            </div>
            <div class="row">
                <input type="text" maxlength="40" value={(*name).clone()} oninput={on_name}
                    aria-label={words(lang, "Name of the rule set", "Name der Regeln", "Nom des règles")} />
                <button onclick={save} disabled={name.trim().is_empty()}>{ words(lang, "Save as my ruleset", "Als meine Regeln speichern", "Enregistrer comme mes règles") }</button>
            </div>
            <button onclick={home}>{ t.back }</button>
        </section>
    }
}

#[function_component(ReplayScreen)]
pub fn replay_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let step = use_state(|| 0usize);
    let Some(replay) = state.replay.clone() else {
        return Html::default();
    };
    let len = replay.len();
    let i = (*step).min(len);
    let names = replay.record().players.clone();
    let frame = replay.step(i);
    let board = match frame {
        Some(ReplayFrame::Schraem(view)) => {
            let scoring = schraem::Ruleset::from_spec(&replay.record().ruleset)
                .map_or(schraem::Scoring::CountDown(7), |r| r.scoring);
            html! { <SchraemTable {view} legal={Vec::new()} {scoring} {lang} four_colour={state.settings.four_colour} on_act={Callback::noop()} /> }
        }
        Some(ReplayFrame::Ramsch(public)) => html! {
            <RamschTable {public} me={None} legal={Vec::new()} {lang} four_colour={state.settings.four_colour} on_act={Callback::noop()} />
        },
        None => Html::default(),
    };
    let said = i.checked_sub(1).and_then(|k| replay.action(k)).map(|a| {
        format!(
            "{}: {}",
            names.get(a.seat as usize).cloned().unwrap_or_default(),
            a.act.replace('_', " ")
        )
    });
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_| step.set(to))
    };
    let home = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::Show(Screen::Home)))
    };
    html! {
        <section class="screen replay" aria-labelledby="replay-title">
            <h1 id="replay-title">{ words(lang, "A shared hand", "Ein geteiltes Spiel", "Une main partagée") }</h1>
            <p role="status">{ format!("{} / {}", i, len) }{ said.map(|s| format!(" — {s}")).unwrap_or_default() }</p>
            <div class="row">
                <button onclick={go(0)} disabled={i == 0}>{ "⏮" }</button>
                <button onclick={go(i.saturating_sub(1))} disabled={i == 0}>{ words(lang, "Previous", "Zurück", "Précédent") }</button>
                <button class="primary" onclick={go((i + 1).min(len))} disabled={i >= len}>{ words(lang, "Next", "Weiter", "Suivant") }</button>
                <button onclick={go(len)} disabled={i >= len}>{ "⏭" }</button>
            </div>
            { board }
            <button onclick={home}>{ t.back }</button>
        </section>
    }
}
