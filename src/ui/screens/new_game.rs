//! New game: the game, its variant, how long the match lasts, who plays, and the rules in detail.

use super::frame;
use super::rules_editor::option_select;
use crate::ai::Level;
use crate::engine::{GameKind, PresetId};
use crate::present::rules::{format_option, option_rows};
use crate::present::rules_in_force::{rules_in_force, RulesInForce};
use crate::session::{AppAction, SeatKind, SetupEdit};
use crate::share::Link;
use crate::ui::app::ScreenProps;
use crate::ui::dom;
use crate::ui::effect::use_effect_on;
use crate::ui::lazy::LazyRulesEditor;
use crate::ui::overlay::Dialog;
use crate::ui::share_box::ShareBox;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

const KINDS: [SeatKind; 5] = [
    SeatKind::Human,
    SeatKind::Phone,
    SeatKind::Bot(Level::Easy),
    SeatKind::Bot(Level::Medium),
    SeatKind::Bot(Level::Hard),
];

/// A variant's summary: its first sentence, the rest behind "more".
fn summary(text: &str, more: &'static str) -> Html {
    match text.split_once(". ") {
        Some((first, rest)) => html! {
            <details class="summary">
                <summary>{ format!("{first}.") }<span class="more">{ more }</span></summary>
                <p>{ rest.to_owned() }</p>
            </details>
        },
        None => html! { <p class="summary">{ text.to_owned() }</p> },
    }
}

/// The rules in force: the preset's summary as it is, or — options changed — the preset's name
/// marked as changed, each change, and the preset's summary said to hold for the rest.
fn in_force(rules: &RulesInForce, more: &'static str) -> Html {
    match &rules.changes {
        None => summary(&rules.summary, more),
        Some(changes) => html! {
            <div class="rules-in-force changed">
                <p class="changed-name">{ rules.name.clone() }</p>
                <p class="changes">{ changes.clone() }</p>
                { summary(&rules.summary, more) }
            </div>
        },
    }
}

#[function_component(NewGame)]
pub fn new_game(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let setup = &state.setup;
    let game = setup.game();
    let ruleset_name = use_state(String::new);
    let shared = use_state(|| None::<String>);
    // The computer players (the worker and its part) get ready while the match is set up.
    use_effect_on((), |()| crate::ui::bot_worker::prepare());
    // Customize rules is a part (ui::lazy): fetched when the player opens it, not with New game.
    let customizing = use_state(|| false);
    let on_customize = {
        let customizing = customizing.clone();
        Callback::from(move |e: Event| {
            customizing.set(
                e.target_unchecked_into::<web_sys::Element>()
                    .has_attribute("open"),
            );
        })
    };
    // Real cards: only the slate, every seat a person at the table (Siebenschräm only).
    let real_cards = use_state(|| false);
    let slate = *real_cards && game == GameKind::Siebenschraem;
    let edit = {
        let d = state.dispatcher();
        Callback::from(move |e: SetupEdit| d.dispatch(AppAction::EditSetup(e)))
    };
    let on_option = edit.reform(|(id, value)| SetupEdit::Option(id, value));
    let rows = option_rows(&setup.spec(), lang).unwrap_or_default();
    let format_row = rows.iter().find(|r| r.id == format_option(game));
    let on_preset = {
        let edit = edit.clone();
        Callback::from(move |e: Event| {
            let id = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(p) = PresetId::from_id(&id) {
                edit.emit(SetupEdit::Preset(p));
            }
        })
    };
    let on_mine = {
        let edit = edit.clone();
        let mine = state.rulesets.rulesets.clone();
        Callback::from(move |e: Event| {
            let i = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(r) = i.parse::<usize>().ok().and_then(|i| mine.get(i)) {
                edit.emit(SetupEdit::Rules(r.spec.clone()));
            }
        })
    };
    let (lo, hi) = setup.players_range();
    let save_rules = {
        let d = state.dispatcher();
        let spec = setup.spec();
        let name = ruleset_name.clone();
        Callback::from(move |_| {
            let n = name.trim().to_owned();
            if !n.is_empty() {
                d.dispatch(AppAction::SaveRuleset(n, spec.clone()));
            }
        })
    };
    let share_rules = {
        let shared = shared.clone();
        let spec = setup.spec();
        Callback::from(move |_| {
            shared.set(Some(dom::link_url(
                &Link::Ruleset(spec.clone()).to_fragment(),
            )));
        })
    };
    // A new slate replaces the one in progress: asked first when hands are entered on it.
    let asking = use_state(|| false);
    // A saved slate not read yet may have entries (`session::unread`).
    let replaces_slate = slate
        && (state.unread.slate.is_some()
            || state.slate.as_ref().is_some_and(|s| !s.entries.is_empty()));
    let begin = {
        let d = state.dispatcher();
        Callback::from(move |_| {
            let seed = dom::fresh_seed();
            d.dispatch(if slate {
                AppAction::StartSlate(seed)
            } else {
                AppAction::Start(seed)
            });
        })
    };
    let start = {
        let (asking, begin) = (asking.clone(), begin.clone());
        Callback::from(move |e| {
            if replaces_slate {
                asking.set(true);
            } else {
                begin.emit(e);
            }
        })
    };
    let keep = {
        let asking = asking.clone();
        Callback::from(move |()| asking.set(false))
    };
    let on_real_cards = {
        let real_cards = real_cards.clone();
        Callback::from(move |e: Event| {
            real_cards.set(e.target_unchecked_into::<HtmlInputElement>().checked());
        })
    };
    let seat_rows = setup.seats.iter().enumerate().map(|(i, seat)| {
        let on_name = edit.reform(move |e: Event| {
            SetupEdit::Name(i, e.target_unchecked_into::<HtmlInputElement>().value())
        });
        let on_kind = edit.reform(move |e: Event| {
            let k: usize = e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(0);
            SetupEdit::Kind(i, KINDS[k.min(KINDS.len() - 1)])
        });
        let remove = edit.reform(move |_: MouseEvent| SetupEdit::RemoveSeat(i));
        let kind_label = |k: SeatKind| match k {
            SeatKind::Human => t.human,
            SeatKind::Phone => lang.texts().own_phone,
            // The arena's random player is never offered; a seat that names it is shown as the
            // weakest level that is.
            SeatKind::Bot(Level::Random | Level::Easy) => t.bot_easy,
            SeatKind::Bot(Level::Medium) => t.bot_medium,
            SeatKind::Bot(Level::Hard) => t.bot_hard,
        };
        let n = i + 1;
        html! {
            <li class="seat-row" key={i}>
                <input type="text" maxlength="24" value={seat.name.clone()} onchange={on_name}
                    aria-label={format!("{} {n}", t.name)} autocomplete="off" />
                if !slate {
                    <select onchange={on_kind} aria-label={format!("{} {n}", t.who_plays)}>
                        { for KINDS.iter().enumerate().map(|(k, kind)| html! {
                            <option value={k.to_string()} selected={*kind == seat.kind}>{ kind_label(*kind) }</option>
                        }) }
                    </select>
                }
                if setup.seats.len() > lo {
                    <button type="button" class="remove" onclick={remove}
                        aria-label={format!("{} {n}", t.remove_seat)}>{ "−" }</button>
                }
            </li>
        }
    });
    let can_start = setup.seats.iter().all(|s| !s.name.trim().is_empty());
    frame(
        state,
        t.new_game,
        "new-game",
        html! {
            <>
                <fieldset class="games">
                    <legend>{ t.game }</legend>
                    { for GameKind::ALL.into_iter().map(|g| html! {
                        <button type="button" aria-pressed={(game == g).to_string()}
                            onclick={edit.reform(move |_| SetupEdit::Game(g))}>{ g.name() }</button>
                    }) }
                </fieldset>
                <label class="field">
                    <span>{ t.preset }</span>
                    <select onchange={on_preset}>
                        { for PresetId::all().into_iter().filter(|p| p.game() == game).map(|p| html! {
                            <option value={p.id()} selected={setup.preset == p}>{ lang.t().preset_name(p) }</option>
                        }) }
                    </select>
                </label>
                if let Some(rules) = rules_in_force(&setup.spec(), lang) { { in_force(&rules, t.more) } }
                if let Some(row) = format_row { { option_select(row, lang, &on_option, false) } }
                if game == GameKind::Siebenschraem {
                    <label class="check real-cards">
                        <input type="checkbox" checked={slate} onchange={on_real_cards} />
                        <span>{ t.real_cards }</span>
                    </label>
                    if slate { <p class="help">{ t.real_cards_help }</p> }
                }
                <fieldset class="seats">
                    <legend>{ t.seats }</legend>
                    <ol class="seat-list">{ for seat_rows }</ol>
                    if setup.seats.len() < hi {
                        { super::button(t.add_seat, None, edit.reform(|_| SetupEdit::AddSeat)) }
                    }
                </fieldset>
                if !state.rulesets.rulesets.is_empty() {
                    <label class="field">
                        <span>{ t.my_rulesets }</span>
                        <select onchange={on_mine}>
                            <option value="" selected=true>{ "—" }</option>
                            { for state.rulesets.rulesets.iter().enumerate().map(|(i, r)| html! {
                                <option value={i.to_string()}>{ r.name.clone() }</option>
                            }) }
                        </select>
                    </label>
                }
                <details class="customize" ontoggle={on_customize}>
                    <summary>{ t.customize_rules }</summary>
                    if *customizing {
                        <LazyRulesEditor spec={setup.spec()} {lang} on_option={on_option.clone()} skip={format_option(game)} />
                    }
                    <div class="row save-rules">
                        <input type="text" maxlength="40" value={(*ruleset_name).clone()}
                            oninput={let n = ruleset_name.clone(); Callback::from(move |e: InputEvent| n.set(e.target_unchecked_into::<HtmlInputElement>().value()))}
                            aria-label={t.ruleset_name} placeholder={t.ruleset_name} />
                        <button type="button" onclick={save_rules} disabled={ruleset_name.trim().is_empty()}>{ t.save_ruleset }</button>
                    </div>
                    { super::button(t.share_rules, None, share_rules) }
                </details>
                <div class="row start-row">
                    <button type="button" class="primary start" onclick={start} disabled={!can_start}>{ if slate { t.start_slate } else { t.start } }</button>
                </div>
                if *asking {
                    <Dialog title={t.replace_slate_title} id="replace-slate-title" on_close={keep.clone()}
                        close_label={t.keep}>
                        <p>{ t.replace_slate_warning }</p>
                        <div class="dialog-actions">
                            { super::button(t.keep, Some("primary"), { let k = keep.clone(); Callback::from(move |_| k.emit(())) }) }
                            { super::button(t.replace, Some("danger"), begin) }
                        </div>
                    </Dialog>
                }
                if let Some(url) = (*shared).clone() {
                    <ShareBox title={t.share_rules} {url} {lang}
                        on_close={let s = shared.clone(); Callback::from(move |()| s.set(None))} />
                }
            </>
        },
    )
}
