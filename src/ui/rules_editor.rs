//! The ruleset editor: every option of the game with its explanation; the engine validates each
//! change and keeps the rule set in normal form.

use crate::engine::record::RulesetSpec;
use crate::engine::GameKind;
use crate::i18n::Lang;
use crate::option_text::{option_choices, option_help};
use crate::session::{option_names, option_value, with_option};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesEditorProps {
    pub spec: RulesetSpec,
    pub lang: Lang,
    pub on_change: Callback<RulesetSpec>,
}

/// A value as the editor shows it: ids with spaces, true/false in words.
fn value_label(value: &serde_json::Value, lang: Lang) -> String {
    let t = lang.texts();
    match value {
        serde_json::Value::Bool(true) => t.on.to_owned(),
        serde_json::Value::Bool(false) => t.off.to_owned(),
        serde_json::Value::String(s) => s.replace('_', " "),
        other => other.to_string(),
    }
}

#[function_component(RulesEditor)]
pub fn rules_editor(props: &RulesEditorProps) -> Html {
    let error = use_state(|| None::<String>);
    let Some(game) = GameKind::of_preset(&props.spec.preset) else {
        return Html::default();
    };
    let ramsch = game == GameKind::Schieberamsch;
    html! {
        <div class="rules-editor">
            if let Some(e) = (*error).clone() { <p class="error" role="alert">{ e }</p> }
            { for option_names(game).iter().filter(|n| **n != "players").map(|name| {
                let current = option_value(&props.spec, name);
                let choices = option_choices(ramsch, name);
                let onchange = {
                    let spec = props.spec.clone();
                    let on_change = props.on_change.clone();
                    let error = error.clone();
                    let choices = choices.clone();
                    let name = (*name).to_owned();
                    Callback::from(move |e: Event| {
                        let i: usize = e.target_unchecked_into::<HtmlSelectElement>().value().parse().unwrap_or(0);
                        let Some(value) = choices.get(i).cloned() else { return };
                        match with_option(&spec, &name, value) {
                            Ok(next) => {
                                error.set(None);
                                on_change.emit(next);
                            }
                            Err(why) => error.set(Some(why)),
                        }
                    })
                };
                let overridden = props.spec.options.contains_key(*name);
                html! {
                    <div class={classes!("option", overridden.then_some("changed"))}>
                        <label class="field">
                            <span><code>{ *name }</code></span>
                            <select {onchange} aria-label={*name}>
                                { for choices.iter().enumerate().map(|(i, v)| html! {
                                    <option value={i.to_string()} selected={*v == current}>{ value_label(v, props.lang) }</option>
                                }) }
                            </select>
                        </label>
                        <p class="help">{ option_help(ramsch, name, props.lang).unwrap_or_default() }</p>
                    </div>
                }
            }) }
        </div>
    }
}
