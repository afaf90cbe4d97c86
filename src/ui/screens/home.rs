//! The start screen: continue the match, a new game, rules, statistics, settings, data.

use super::go;
use crate::session::Screen;
use crate::ui::app::ScreenProps;
use yew::prelude::*;

#[function_component(Home)]
pub fn home(props: &ScreenProps) -> Html {
    let state = &props.state;
    let t = state.settings.lang.texts();
    // A finished match stays on the table (its standings, sheet and last hand to share).
    let table = state.table.is_some();
    let resumable = state.table.as_ref().is_some_and(|t| !t.is_over());
    html! {
        <section class="screen home" aria-labelledby="home-title">
            <div class="home-head">
                <h1 id="home-title" tabindex="-1">{ t.app_name }</h1>
                <p class="tagline">{ t.tagline }</p>
            </div>
            <nav class="menu" aria-label={t.menu}>
                if table {
                    <button type="button" class={classes!(resumable.then_some("primary"))}
                        onclick={go(state, Screen::Table)}>{ t.continue_match }</button>
                }
                if state.slate.is_some() {
                    <button type="button" onclick={go(state, Screen::Slate)}>{ t.continue_slate }</button>
                }
                <button type="button" class={classes!((!resumable).then_some("primary"))}
                    onclick={go(state, Screen::NewGame)}>{ t.new_game }</button>
                <button type="button" onclick={go(state, Screen::Tournament)}>{
                    if state.tournament.is_some() { t.continue_tournament } else { t.tournament }
                }</button>
                <button type="button" onclick={go(state, Screen::Join)}>{ t.join_table }</button>
                <button type="button" onclick={go(state, Screen::Rules)}>{ t.rules }</button>
                <button type="button" onclick={go(state, Screen::Statistics)}>{ t.statistics }</button>
                <button type="button" onclick={go(state, Screen::Settings)}>{ t.settings }</button>
                <button type="button" onclick={go(state, Screen::Data)}>{ t.data }</button>
            </nav>
        </section>
    }
}
