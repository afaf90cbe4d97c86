//! Statistics per variant (and all together): games, wins, knocks, folds, penalty points.

use super::frame;
use crate::engine::PresetId;
use crate::i18n::Lang;
use crate::session::{AppAction, PresetStats};
use crate::ui::app::ScreenProps;
use yew::prelude::*;

fn figures(s: &PresetStats, lang: Lang) -> Html {
    let st = lang.screen_texts();
    let mut rows = vec![
        (st.games_played, s.games.to_string()),
        (st.games_won, s.wins.to_string()),
    ];
    if s.knocks_made + s.knocks_held + s.folds > 0 {
        rows.push((st.knocks_made, s.knocks_made.to_string()));
        rows.push((st.knocks_held, s.knocks_held.to_string()));
        rows.push((st.knocks_folded, s.folds.to_string()));
        rows.push((st.highest_stake, s.highest_stake.to_string()));
    }
    if let Some(p) = s.penalty_per_deal() {
        rows.push((
            st.penalty_per_deal,
            crate::i18n::number((p * 10.0).round() / 10.0, lang != Lang::En),
        ));
    }
    if s.hints + s.undos > 0 {
        rows.push((st.hints_used, s.hints.to_string()));
        rows.push((st.undos_used, s.undos.to_string()));
    }
    html! {
        <dl class="figures">
            { for rows.into_iter().map(|(k, v)| html! { <><dt>{ k }</dt><dd>{ v }</dd></> }) }
        </dl>
    }
}

#[function_component(StatsScreen)]
pub fn stats_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let st = lang.screen_texts();
    let stats = &state.stats;
    let confirm = use_state(|| false);
    let mut total = stats.total();
    // Counted overall since before they were also counted per preset.
    total.hints = stats.hints;
    total.undos = stats.undos;
    // Hints and undos count from the first hand on, before any game is finished.
    let empty = total.games == 0 && total.deals == 0 && stats.hints == 0 && stats.undos == 0;
    let reset = {
        let d = state.dispatcher();
        let confirm = confirm.clone();
        Callback::from(move |_| {
            d.dispatch(AppAction::ResetStats);
            confirm.set(false);
        })
    };
    frame(
        state,
        t.statistics,
        "stats",
        html! {
            <>
                if empty {
                    <p>{ st.no_games_yet }</p>
                } else {
                    <section class="stat-block">
                        <h2>{ st.all_rules }</h2>
                        { figures(&total, lang) }
                    </section>
                    { for stats.presets.iter().filter_map(|(id, s)| PresetId::from_id(id).map(|p| (p, s))).map(|(p, s)| html! {
                        <section class="stat-block">
                            <h2>{ lang.t().preset_name(p) }</h2>
                            { figures(s, lang) }
                        </section>
                    }) }
                    if let Some(earlier) = &stats.earlier {
                        <section class="stat-block">
                            <h2>{ st.earlier_games }</h2>
                            { figures(earlier, lang) }
                        </section>
                    }
                    if *confirm {
                        <div class="row" role="group" aria-label={st.reset}>
                            <button type="button" class="danger" onclick={reset}>{ t.yes }</button>
                            <button type="button" onclick={let c = confirm.clone(); Callback::from(move |_| c.set(false))}>{ t.no }</button>
                        </div>
                    } else {
                        <button type="button" onclick={let c = confirm.clone(); Callback::from(move |_| c.set(true))}>{ st.reset }</button>
                    }
                }
            </>
        },
    )
}
