//! A rule set opened from a link: its variant in words, what differs, and Play / Save.

use super::frame;
use crate::present::rules_in_force::{changed_options, rules_in_force};
use crate::session::AppAction;
use crate::ui::app::ScreenProps;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[function_component(SharedRulesScreen)]
pub fn shared_rules_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let st = lang.screen_texts();
    let name = use_state(String::new);
    let Some(spec) = state.shared.clone() else {
        return frame(state, st.shared_rules, "shared-rules", Html::default());
    };
    let rules = rules_in_force(&spec, lang);
    let changed = changed_options(&spec, lang).unwrap_or_default();
    let play = {
        let d = state.dispatcher();
        let spec = spec.clone();
        Callback::from(move |_| d.dispatch(AppAction::PlayWith(spec.clone())))
    };
    let save = {
        let d = state.dispatcher();
        let spec = spec.clone();
        let name = name.clone();
        Callback::from(move |_| {
            let n = name.trim().to_owned();
            if !n.is_empty() {
                d.dispatch(AppAction::SaveRuleset(n, spec.clone()));
            }
        })
    };
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            name.set(e.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    frame(
        state,
        st.shared_rules,
        "shared-rules",
        html! {
            <>
                // The name (marked when changed), what differs, then the preset's summary for the
                // rest: the preset's words never stand as the rules in force above a change.
                if let Some(rules) = &rules { <h2>{ rules.name.clone() }</h2> }
                <h3>{ t.changed_options }</h3>
                if changed.is_empty() {
                    <p>{ st.no_changes }</p>
                } else {
                    <dl class="overrides">
                        { for changed.into_iter().map(|(k, v)| html! { <><dt>{ k }</dt><dd>{ v }</dd></> }) }
                    </dl>
                }
                if let Some(rules) = &rules { <p class="summary">{ rules.summary.clone() }</p> }
                <button type="button" class="primary" onclick={play}>{ st.play_with_rules }</button>
                <div class="row save-rules">
                    <input type="text" maxlength="40" value={(*name).clone()} oninput={on_name}
                        aria-label={t.ruleset_name} placeholder={t.ruleset_name} />
                    <button type="button" onclick={save} disabled={name.trim().is_empty()}>{ t.save_ruleset }</button>
                </div>
            </>
        },
    )
}
