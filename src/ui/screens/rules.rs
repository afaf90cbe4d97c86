//! Rules: every variant in plain words, then every option and its values.

use super::frame;
use crate::engine::{GameKind, PresetId};
use crate::present::rules::catalog;
use crate::ui::app::ScreenProps;
use crate::ui::part::use_menu_words;
use yew::prelude::*;

#[function_component(RulesScreen)]
pub fn rules_screen(props: &ScreenProps) -> Html {
    let lang = props.state.settings.lang;
    let t = lang.texts();
    let st = lang.screen_texts();
    let words = match use_menu_words(lang) {
        Ok(words) => words,
        Err(pending) => {
            // As a part's stand-in does (`ui::lazy`): not yet the screen itself.
            return frame(&props.state, t.rules, "rules part-screen", pending);
        }
    };
    frame(
        &props.state,
        t.rules,
        "rules",
        html! {
            <>
                <p class="tutorial-entry">
                    <button type="button" class="primary" onclick={super::go(&props.state, crate::session::Screen::Tutorial)}>{ st.tutorial }</button>
                </p>
                { for GameKind::ALL.into_iter().map(|game| html! {
                    <section class="game-rules">
                        <h2>{ game.name() }</h2>
                        <p class="summary">{ words.game_summary(game) }</p>
                        <h3>{ st.variants }</h3>
                        { for PresetId::all().into_iter().filter(|p| p.game() == game).map(|p| html! {
                            <details class="preset">
                                <summary>{ lang.t().preset_name(p) }</summary>
                                <p>{ lang.t().preset_summary(p) }</p>
                            </details>
                        }) }
                        <details class="options">
                            <summary>{ st.every_option }</summary>
                            <dl>
                                { for catalog(game, lang, words).into_iter().map(|o| html! {
                                    <>
                                        <dt>{ o.label }</dt>
                                        <dd>
                                            <p>{ o.help }</p>
                                            <p class="values">{ lang.t().list(&o.values.iter().map(String::as_str).collect::<Vec<_>>()) }</p>
                                        </dd>
                                    </>
                                }) }
                            </dl>
                        </details>
                    </section>
                }) }
            </>
        },
    )
}
