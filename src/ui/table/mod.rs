//! The table screen: the game's table for whoever may look, the hand-over screen of
//! pass-and-play, the log (a live region), the score sheet and the computer players' turns.

mod cards;
mod chalk;
mod ramsch;
mod schraem;
mod sheet;
mod summary;

use super::app::{humans, Action, Screen, Table};
use super::bots::Thinker;
use super::home::ScreenProps;
use super::share::{link_url, share_or_copy};
use crate::engine::{schraem as s7, Seat};
use crate::i18n::Lang;
use crate::rules_text::preset_name;
use crate::session::{bots_to_ask, last_hand_record, GameAction, LiveMatch, TableScreen as View};
use crate::share::Link;
use gloo::timers::callback::Timeout;
pub use ramsch::RamschTable;
pub use schraem::SchraemTable;
use sheet::ScoreSheet;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Runs the computer players: after each change, asks the seats `bots_to_ask` names, one after
/// the other, each decision in time slices; the first action taken is dispatched.
#[hook]
fn use_computer_players(state: &super::app::AppHandle) {
    let version = state.table.as_ref().map_or(0, |t| t.version);
    let delay = state.settings.speed.delay_ms();
    let table = state.table.clone();
    let dispatcher = state.dispatcher();
    use_effect_with(version, move |_| {
        let timer: Rc<RefCell<Option<Timeout>>> = Rc::new(RefCell::new(None));
        if let Some(table) = table {
            let queue = bots_to_ask(&table.setup, &table.live);
            if !queue.is_empty() {
                let awaited = table.live.to_act() == Some(queue[0].0);
                let run = Runner {
                    live: Rc::new(table.live),
                    queue,
                    seed: version,
                    timer: timer.clone(),
                    dispatch: Rc::new(move |seat, action| {
                        dispatcher.dispatch(Action::Act(seat, action))
                    }),
                };
                // Pause before a move so people can follow it; out-of-turn knocks are checked at once.
                run.schedule(if awaited { delay } else { 0 }, None);
            }
        }
        move || drop(timer.borrow_mut().take())
    });
}

/// The computer players' work for one state of the table.
#[derive(Clone)]
struct Runner {
    live: Rc<LiveMatch>,
    queue: Vec<(Seat, crate::session::BotLevel)>,
    seed: u64,
    timer: Rc<RefCell<Option<Timeout>>>,
    dispatch: Rc<dyn Fn(Seat, GameAction)>,
}

impl Runner {
    fn schedule(self, delay: u32, thinking: Option<(usize, Rc<RefCell<Thinker>>)>) {
        let slot = self.timer.clone();
        let handle = Timeout::new(delay, move || self.step(thinking));
        *slot.borrow_mut() = Some(handle);
    }

    fn step(self, thinking: Option<(usize, Rc<RefCell<Thinker>>)>) {
        let (index, thinker) = thinking.unwrap_or_else(|| {
            let (seat, level) = self.queue[0];
            let seed = self.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat.0);
            (
                0,
                Rc::new(RefCell::new(Thinker::begin(&self.live, seat, level, seed))),
            )
        });
        let decision = thinker.borrow_mut().step();
        match decision {
            None => self.schedule(0, Some((index, thinker))),
            Some(Some(action)) => (self.dispatch)(self.queue[index].0, action),
            Some(None) => {
                let next = index + 1;
                if let Some(&(seat, level)) = self.queue.get(next) {
                    let seed = self.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat.0);
                    let t = Rc::new(RefCell::new(Thinker::begin(&self.live, seat, level, seed)));
                    self.schedule(0, Some((next, t)));
                }
            }
        }
    }
}

/// A button action that makes a link of the last finished hand, shares or copies it, and shows
/// it in `shown`.
fn share_last_hand(
    live: &LiveMatch,
    shown: &UseStateHandle<Option<String>>,
) -> Callback<MouseEvent> {
    let live = live.clone();
    let shown = shown.clone();
    Callback::from(move |_| {
        if let Some(record) = last_hand_record(&live) {
            let url = link_url(&Link::Hand(Box::new(record)).to_fragment());
            share_or_copy(&url, "Schräm");
            shown.set(Some(url));
        }
    })
}

/// How many hands (deals) have finished: one can be shared once there is one.
fn finished_hands(live: &LiveMatch) -> usize {
    match live {
        LiveMatch::Schraem(m) => m.results().len(),
        LiveMatch::Ramsch(m) => m.sheet().rows.len(),
    }
}

fn share_hand_label(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Share this hand",
        Lang::De => "Dieses Spiel teilen",
        Lang::Fr => "Partager cette main",
    }
}

fn hand_over_text(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("Pass the device to {name}."),
        Lang::De => format!("Gib das Gerät an {name} weiter."),
        Lang::Fr => format!("Passez l'appareil à {name}."),
    }
}

fn knock_as(lang: Lang, name: &str) -> String {
    format!("{} ({name})", lang.texts().knock)
}

/// "Knock (Anne)" buttons for the other human seats that may knock now: knocking needs no hand
/// shown on screen.
fn other_human_knocks(
    table: &Table,
    viewer: Option<Seat>,
    lang: Lang,
    act: &Callback<(Seat, GameAction)>,
) -> Html {
    let names = table.live.names();
    humans(&table.setup)
        .into_iter()
        .filter(|s| Some(*s) != viewer)
        .filter(|s| {
            table
                .live
                .legal_actions(*s)
                .contains(&GameAction::Schraem(s7::Action::Knock))
        })
        .map(|s| {
            let act = act.clone();
            let onclick = Callback::from(move |_| act.emit((s, GameAction::Schraem(s7::Action::Knock))));
            html! { <button class="knock-other" {onclick}>{ knock_as(lang, &names[s.index()]) }</button> }
        })
        .collect()
}

/// Keeps keyboard play going: when the control that had focus went away (or was disabled) after a
/// change at the table, focus moves to what the player most likely does next — the prompt's main
/// button, else the first playable card, else the first control.
#[hook]
fn use_keep_focus(version: u64) {
    use_effect_with(version, |_| {
        let document = gloo::utils::document();
        let lost = document.active_element().is_none_or(|e| {
            e.tag_name() == "BODY" || !e.is_connected() || e.has_attribute("disabled")
        });
        if lost {
            let target = [
                ".hand-over button.primary",
                ".controls button.primary",
                ".hand button.card:not([disabled])",
                ".controls button",
            ]
            .iter()
            .find_map(|sel| document.query_selector(sel).ok().flatten());
            if let Some(el) = target.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = el.focus();
            }
        }
    });
}

#[function_component(TableScreen)]
pub fn table_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    use_computer_players(state);
    use_keep_focus(state.table.as_ref().map_or(0, |t| t.version));
    let sheet_open = use_state(|| false);
    let hand_url = use_state(|| None::<String>);
    // The link made from the score sheet stays until the next one (play goes on meanwhile).
    let sheet_url = use_state(|| None::<String>);
    {
        let hand_url = hand_url.clone();
        let version = state.table.as_ref().map_or(0, |t| t.version);
        use_effect_with(version, move |_| hand_url.set(None));
    }
    let Some(table) = state.table.as_ref() else {
        return Html::default();
    };
    let lang = state.settings.lang;
    let t = lang.texts();
    let four = state.settings.four_colour;
    let names = table.live.names();
    let act: Callback<(Seat, GameAction)> = {
        let d = state.dispatcher();
        Callback::from(move |(seat, action)| d.dispatch(Action::Act(seat, action)))
    };
    let screen = table.screen();
    let viewer = match screen {
        View::Seat(s) => Some(s),
        _ => None,
    };

    let board = match &table.live {
        LiveMatch::Schraem(m) => {
            let view = viewer.map_or_else(|| m.public_view(), |s| m.view(s));
            let legal: Vec<s7::Action> =
                viewer.map_or_else(Vec::new, |s| m.legal_actions(s).iter().copied().collect());
            let on_act = {
                let act = act.clone();
                Callback::from(move |a| {
                    if let Some(s) = viewer {
                        act.emit((s, GameAction::Schraem(a)));
                    }
                })
            };
            html! { <SchraemTable {view} {legal} scoring={m.ruleset().scoring} {lang} four_colour={four} {on_act} /> }
        }
        LiveMatch::Ramsch(m) => {
            let public = m.public_view();
            let me = viewer.map(|s| {
                let v = m.view(s);
                (s, v.hand, v.picked_up, v.discarded)
            });
            let legal =
                viewer.map_or_else(Vec::new, |s| m.legal_actions(s).iter().copied().collect());
            let on_act = {
                let act = act.clone();
                Callback::from(move |a| {
                    if let Some(s) = viewer {
                        act.emit((s, GameAction::Ramsch(a)));
                    }
                })
            };
            html! { <RamschTable {public} {me} {legal} {lang} four_colour={four} {on_act} /> }
        }
    };

    let share_hand = share_last_hand(&table.live, &hand_url);
    let share_from_sheet = share_last_hand(&table.live, &sheet_url);
    let menu = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::Show(Screen::Home)))
    };
    let new_game = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::Show(Screen::NewGame)))
    };
    let toggle_sheet = {
        let open = sheet_open.clone();
        Callback::from(move |_| open.set(!*open))
    };
    let last_lines: Vec<&String> = table
        .log
        .iter()
        .rev()
        .take(6)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();

    html! {
        <section class="screen table-screen" aria-labelledby="table-title">
            <header class="table-bar">
                <button onclick={menu}>{ t.main_menu }</button>
                <h1 id="table-title" class="table-title">{ preset_name(&table.setup.preset) }</h1>
                <button aria-expanded={sheet_open.to_string()} onclick={toggle_sheet}>{ t.score_sheet }</button>
            </header>
            if *sheet_open {
                <ScoreSheet live={Rc::new(table.live.clone())} version={table.version} {lang} />
                if finished_hands(&table.live) > 0 {
                    <div class="row sheet-share">
                        <button onclick={share_from_sheet}>{ share_hand_label(lang) }</button>
                        if let Some(url) = (*sheet_url).clone() {
                            <input type="text" readonly=true value={url} class="share-link" aria-label={share_hand_label(lang)} />
                        }
                    </div>
                }
            }
            if let View::HandOver(next) = screen {
                <div class="hand-over" role="dialog" aria-modal="false" aria-labelledby="hand-over-title">
                    <h2 id="hand-over-title">{ hand_over_text(lang, &names[next.index()]) }</h2>
                    <p>{ t.hidden_cards }</p>
                    <button class="primary" onclick={{
                        let d = state.dispatcher();
                        Callback::from(move |_| d.dispatch(Action::TakeDevice(next)))
                    }}>{ format!("{} — {}", t.i_am_ready, names[next.index()]) }</button>
                </div>
            }
            if table.live.is_finished() {
                <div class="game-over" role="status">
                    <h2>{ t.game_over }</h2>
                    { summary::final_standings(&table.live, lang) }
                    <div class="row">
                        <button class="primary" onclick={new_game}>{ t.new_game }</button>
                    </div>
                </div>
            }
            if let Some(result) = summary::last_result(&table.live, lang) {
                <div class="last-hand">
                    { result }
                    <button onclick={share_hand}>{ share_hand_label(lang) }</button>
                    if let Some(url) = (*hand_url).clone() {
                        <input type="text" readonly=true value={url} class="share-link" aria-label={share_hand_label(lang)} />
                    }
                </div>
            }
            { board }
            <div class="controls others">{ other_human_knocks(table, viewer, lang, &act) }</div>
            <div class="log" role="log" aria-live="polite" aria-label={t.log}>
                { for last_lines.into_iter().map(|l| html! { <p>{ l.clone() }</p> }) }
            </div>
        </section>
    }
}
