//! A tournament at several tables with real cards: the players list and format; then each
//! round's tables and seats with a result form per table, the next draw, and the standings.

use super::frame;
use crate::i18n::Lang;
use crate::present::tournament::{tournament_model, TournamentModel};
use crate::session::{AppAction, RealCardsAction, TournamentFormat};
use crate::ui::app::{AppHandle, ScreenProps};
use crate::ui::dom;
use crate::ui::effect::use_effect_on;
use std::collections::BTreeMap;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

/// What is typed per (table, seat), with the tournament's seed and the round it was typed in.
type Typed = ((u64, usize), BTreeMap<(usize, usize), String>);

// One component with plain functions for its parts: each Yew component costs its own generic
// code in the download.
#[function_component(TournamentScreen)]
pub fn tournament_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let t = state.settings.lang.texts();
    let format = use_state(|| TournamentFormat::RhinelandChampionship);
    let players = use_state(String::new);
    let typed = use_state(|| ((0, 0), BTreeMap::new()));
    let confirm = use_state(|| false);
    let copied = use_state(|| false);
    // The question replaces the button that asked it: focus goes to its safe answer.
    use_effect_on(*confirm, |asking| {
        if *asking {
            dom::focus(".end-tournament .keep");
        }
    });
    frame(
        state,
        t.tournament,
        "tournament",
        html! {
            <>
                if let Some(tournament) = &state.tournament {
                    { rounds(state, &tournament_model(tournament, state.settings.lang), (tournament.seed, tournament.rounds.len()), &typed, &confirm, &copied) }
                } else {
                    { setup(state, &format, &players) }
                }
            </>
        },
    )
}

/// The players list and the format.
fn setup(
    state: &AppHandle,
    format: &UseStateHandle<TournamentFormat>,
    players: &UseStateHandle<String>,
) -> Html {
    let st = state.settings.lang.screen_texts();
    let on_format = {
        let format = format.clone();
        Callback::from(move |e: Event| {
            let i = e
                .target_unchecked_into::<HtmlSelectElement>()
                .selected_index();
            format.set(TournamentFormat::ALL[usize::try_from(i).unwrap_or(0).min(1)]);
        })
    };
    let on_players = {
        let players = players.clone();
        Callback::from(move |e: InputEvent| {
            players.set(e.target_unchecked_into::<HtmlTextAreaElement>().value());
        })
    };
    let start = {
        let d = state.dispatcher();
        let format = **format;
        let names: Vec<String> = players
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(str::to_owned)
            .collect();
        Callback::from(move |_| {
            d.dispatch(AppAction::from(RealCardsAction::StartTournament(
                format,
                names.clone(),
                dom::fresh_seed(),
            )));
        })
    };
    let label = |f: TournamentFormat| match f {
        TournamentFormat::RhinelandChampionship => st.championship,
        TournamentFormat::ThreeTables => st.three_tables_format,
    };
    html! {
        <>
            <p class="help">{ st.tournament_help }</p>
            <label class="field">
                <span>{ st.tournament_format }</span>
                <select onchange={on_format}>
                    { for TournamentFormat::ALL.iter().map(|f| html! {
                        <option selected={*f == **format}>{ label(*f) }</option>
                    }) }
                </select>
            </label>
            <p class="help">{ match **format {
                TournamentFormat::RhinelandChampionship => st.championship_help,
                TournamentFormat::ThreeTables => st.three_tables_help,
            } }</p>
            <label class="field">
                <span>{ st.tournament_players }</span>
                <textarea rows="8" value={(**players).clone()} oninput={on_players} autocomplete="off" />
            </label>
            <div class="row start-row">
                <button type="button" class="primary" onclick={start}
                    disabled={players.trim().is_empty()}>{ st.start_tournament }</button>
            </div>
        </>
    }
}

/// The current round's tables (`round`: how many are drawn; a new draw starts empty forms),
/// the draw, the standings.
fn rounds(
    state: &AppHandle,
    m: &TournamentModel,
    round: (u64, usize),
    typed: &UseStateHandle<Typed>,
    confirm: &UseStateHandle<bool>,
    copied: &UseStateHandle<bool>,
) -> Html {
    let lang = state.settings.lang;
    let t = lang.texts();
    let st = lang.screen_texts();
    let fields = if typed.0 == round {
        typed.1.clone()
    } else {
        BTreeMap::new()
    };
    let d = state.dispatcher();
    let tables = m.tables.iter().enumerate().map(|(i, table)| {
        let value = |k: usize| {
            fields
                .get(&(i, k))
                .cloned()
                .or_else(|| table.seats[k].1.map(|x| x.to_string()))
                .unwrap_or_default()
        };
        let score = |k: usize| value(k).trim().parse().ok().filter(|&x| x <= m.max);
        let scores: Option<Vec<u32>> = (0..table.seats.len()).map(score).collect();
        // A field holding something that is no score says so beside it (an empty one is
        // only not entered yet).
        let wrong = |k: usize| !value(k).trim().is_empty() && score(k).is_none();
        let entered = table.seats.iter().all(|s| s.1.is_some());
        let unchanged = scores.as_ref().is_some_and(|s| {
            table.seats.iter().zip(s).all(|(seat, x)| seat.1 == Some(*x))
        });
        let enter = {
            let d = d.clone();
            let scores = scores.clone();
            Callback::from(move |_| {
                if let Some(s) = scores.clone() {
                    d.dispatch(AppAction::from(RealCardsAction::TournamentEnter(i, s)));
                }
            })
        };
        html! {
            <fieldset class="tournament-table" key={i}>
                <legend>
                    { table.title.clone() }
                    if entered { <span class="badge">{ st.tournament_entered }</span> }
                </legend>
                <p class="help">{ table.deals_first.clone() }</p>
                <ol class="seat-scores">
                    { for table.seats.iter().enumerate().map(|(k, (name, _))| {
                        let typed = typed.clone();
                        let fields = fields.clone();
                        let oninput = Callback::from(move |e: InputEvent| {
                            let mut next = fields.clone();
                            next.insert((i, k), e.target_unchecked_into::<HtmlInputElement>().value());
                            typed.set((round, next));
                        });
                        let error = format!("score-error-{i}-{k}");
                        let wrong = wrong(k);
                        html! {
                            <li>
                                <label>
                                    <span class="who">{ name.clone() }</span>
                                    <input type="number" inputmode="numeric" min="0" max={m.max.to_string()}
                                        value={value(k)} {oninput}
                                        aria-invalid={wrong.then_some("true")}
                                        aria-describedby={wrong.then(|| error.clone())}
                                        aria-label={lang.labelled(&format!("{} {}", table.title, name), m.score_label)} />
                                </label>
                                if wrong {
                                    <p class="field-error" id={error}>
                                        { lang.say(&crate::i18n::Msg::ScoreOutOfRange { max: m.max }) }
                                    </p>
                                }
                            </li>
                        }
                    }) }
                </ol>
                <button type="button" onclick={enter} disabled={scores.is_none() || unchanged}>{ st.tournament_enter }</button>
            </fieldset>
        }
    });
    let draw = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(AppAction::from(RealCardsAction::TournamentDraw)))
    };
    let undo = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(AppAction::from(RealCardsAction::TournamentUndo)))
    };
    let end = {
        let d = d.clone();
        let confirm = confirm.clone();
        Callback::from(move |_| {
            d.dispatch(AppAction::from(RealCardsAction::EndTournament));
            confirm.set(false);
        })
    };
    html! {
        <>
            if let Some(over) = &m.over { <p class="headline">{ over.clone() }</p> }
            <h2>{ m.round.clone() }</h2>
            <p class="help">{ lang.labelled(m.score_label, &format!("0–{}", m.max)) }</p>
            { for tables }
            if m.can_draw {
                <div class="row">
                    <button type="button" class="primary" onclick={draw}>{ st.tournament_draw_next }</button>
                </div>
            }
            { standings(m, lang) }
            { super::copy_text(crate::present::tournament::standings_text(m, t.tournament), copied, lang) }
            <div class="row">
                <button type="button" onclick={undo}>{ st.tournament_undo }</button>
                if !**confirm {
                    <button type="button" onclick={let c = confirm.clone(); Callback::from(move |_| c.set(true))}>{ st.tournament_new }</button>
                }
            </div>
            if **confirm {
                // The whole question, the safe answer first (and focused).
                <div class="end-tournament" role="group" aria-labelledby="end-tournament-question">
                    <p id="end-tournament-question">{ st.tournament_end_question }</p>
                    <div class="row">
                        <button type="button" class="keep" onclick={let c = confirm.clone(); Callback::from(move |_| c.set(false))}>{ st.tournament_keep }</button>
                        <button type="button" class="danger" onclick={end}>{ st.tournament_end }</button>
                    </div>
                </div>
            }
        </>
    }
}

fn standings(m: &TournamentModel, lang: Lang) -> Html {
    let t = lang.texts();
    html! {
        <section class="tournament-standings">
            <h2>{ t.standings }</h2>
            <div class="sheet-scroll" tabindex="0" role="region" aria-label={t.standings}>
                <table>
                    <thead>
                        <tr>
                            <th scope="col">{ "#" }</th>
                            <th scope="col">{ t.name }</th>
                            { for m.round_heads.iter().map(|h| html! { <th scope="col">{ h.clone() }</th> }) }
                            <th scope="col">{ t.total }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for m.standings.iter().map(|s| html! {
                            <tr class={classes!(s.winner.then_some("winner"))}>
                                <td>{ format!("{}.", s.place) }</td>
                                <th scope="row">{ s.name.clone() }</th>
                                { for s.rounds.iter().map(|r| html! { <td>{ r.clone() }</td> }) }
                                <td class="total">{ s.total }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </section>
    }
}
