//! Customize rules: every option in words with only the values that work with the other choices
//! as they are now, so an impossible combination cannot be chosen; changed options are marked.

use crate::engine::record::RulesetSpec;
use crate::i18n::Lang;
use crate::present::rules::{option_rows, OptionRow};
use crate::ui::part::use_menu_words;
use serde_json::Value;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesEditorProps {
    pub spec: RulesetSpec,
    pub lang: Lang,
    /// An option changed: its id and new value.
    pub on_option: Callback<(String, Value)>,
    /// An option shown elsewhere on the screen (the match format).
    #[prop_or_default]
    pub skip: Option<&'static str>,
}

/// One option as a labelled select.
pub fn option_select(
    row: &OptionRow,
    lang: Lang,
    on_option: &Callback<(String, Value)>,
    explain_held_back: bool,
) -> Html {
    let t = lang.texts();
    let onchange = {
        let on_option = on_option.clone();
        let id = row.id.to_owned();
        let values: Vec<Value> = row.choices.iter().map(|c| c.value.clone()).collect();
        Callback::from(move |e: Event| {
            let i: usize = e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(usize::MAX);
            if let Some(value) = values.get(i) {
                on_option.emit((id.clone(), value.clone()));
            }
        })
    };
    let help_id = format!("help-{}", row.id);
    html! {
        <div class={classes!("option", row.changed.then_some("changed"))}>
            <label class="field">
                <span class="option-name">
                    { row.label.clone() }
                    if row.changed { <span class="badge">{ t.changed }</span> }
                </span>
                <select {onchange} aria-describedby={help_id.clone()}
                    disabled={row.choices.len() < 2}>
                    { for row.choices.iter().enumerate().map(|(i, c)| html! {
                        <option value={i.to_string()} selected={i == row.current}>{ c.label.clone() }</option>
                    }) }
                </select>
            </label>
            <p class="help" id={help_id}>
                { row.help.clone() }
                if explain_held_back && row.held_back > 0 { { " " }<em>{ t.values_held_back }</em> }
            </p>
        </div>
    }
}

#[function_component(RulesEditor)]
pub fn rules_editor(props: &RulesEditorProps) -> Html {
    // What each option means (the rows' help) is one of the words of the menu's screens.
    if let Err(pending) = use_menu_words(props.lang) {
        return pending;
    }
    let Ok(rows) = option_rows(&props.spec, props.lang) else {
        return Html::default();
    };
    html! {
        <div class="rules-editor">
            { for rows.iter().filter(|r| Some(r.id) != props.skip).map(|row| option_select(row, props.lang, &props.on_option, true)) }
        </div>
    }
}
