//! The start screen and the New game screen.

use super::app::{Action, AppHandle, Screen};
use super::rules_editor::RulesEditor;
use super::share::{link_url, share_or_copy};
use crate::engine::{ramsch, schraem, GameKind};
use crate::i18n::{Lang, Texts};
use crate::rules_text::{preset_name, preset_summary};
use crate::session::{BotLevel, MatchSetup, SeatKind, SeatSetup};
use crate::share::Link;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScreenProps {
    pub state: AppHandle,
}

fn go(state: &AppHandle, screen: Screen) -> Callback<MouseEvent> {
    let d = state.dispatcher();
    Callback::from(move |_| d.dispatch(Action::Show(screen)))
}

#[function_component(Home)]
pub fn home(props: &ScreenProps) -> Html {
    let state = &props.state;
    let t = state.texts();
    let resumable = state.table.as_ref().is_some_and(|t| !t.live.is_finished());
    html! {
        <section class="screen home" aria-labelledby="home-title">
            <h1 id="home-title">{ "Schräm" }</h1>
            <p class="tagline">{ t.tagline }</p>
            <nav class="menu">
                if resumable {
                    <button class="primary" onclick={go(state, Screen::Table)}>{ t.continue_match }</button>
                }
                <button class={classes!((!resumable).then_some("primary"))} onclick={go(state, Screen::NewGame)}>{ t.new_game }</button>
                <button onclick={go(state, Screen::Rules)}>{ t.rules }</button>
                <button onclick={go(state, Screen::Statistics)}>{ t.statistics }</button>
                <button onclick={go(state, Screen::Settings)}>{ t.settings }</button>
                <button onclick={go(state, Screen::Data)}>{ data_label(state.settings.lang) }</button>
            </nav>
        </section>
    }
}

fn pick(lang: Lang, en: &'static str, de: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Fr => fr,
    }
}

fn my_rules_label(lang: Lang) -> &'static str {
    pick(lang, "My rule sets", "Meine Regeln", "Mes règles")
}

fn customize_label(lang: Lang) -> &'static str {
    pick(
        lang,
        "Customize rules",
        "Regeln anpassen",
        "Personnaliser les règles",
    )
}

fn ruleset_name_label(lang: Lang) -> &'static str {
    pick(
        lang,
        "Name of the rule set",
        "Name der Regeln",
        "Nom des règles",
    )
}

fn save_rules_label(lang: Lang) -> &'static str {
    pick(
        lang,
        "Save as my ruleset",
        "Als meine Regeln speichern",
        "Enregistrer comme mes règles",
    )
}

fn share_rules_label(lang: Lang) -> &'static str {
    pick(
        lang,
        "Share these rules",
        "Diese Regeln teilen",
        "Partager ces règles",
    )
}

fn link_label(lang: Lang) -> &'static str {
    pick(lang, "Link (copied)", "Link (kopiert)", "Lien (copié)")
}

fn data_label(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Export / import",
        Lang::De => "Export / Import",
        Lang::Fr => "Exporter / importer",
    }
}

fn game_name(game: GameKind) -> &'static str {
    match game {
        GameKind::Siebenschraem => "Siebenschräm",
        GameKind::Schieberamsch => "Schieberamsch",
    }
}

fn presets_of(game: GameKind) -> Vec<&'static str> {
    match game {
        GameKind::Siebenschraem => schraem::Preset::ALL.iter().map(|p| p.id()).collect(),
        GameKind::Schieberamsch => ramsch::Preset::ALL.iter().map(|p| p.id()).collect(),
    }
}

fn kind_label(kind: SeatKind, t: &Texts) -> &'static str {
    match kind {
        SeatKind::Human => t.human,
        SeatKind::Bot(BotLevel::Easy) => t.bot_easy,
        SeatKind::Bot(BotLevel::Medium) => t.bot_medium,
        SeatKind::Bot(BotLevel::Hard) => t.bot_hard,
    }
}

const KINDS: [SeatKind; 4] = [
    SeatKind::Human,
    SeatKind::Bot(BotLevel::Easy),
    SeatKind::Bot(BotLevel::Medium),
    SeatKind::Bot(BotLevel::Hard),
];

/// Match formats offered per game: (option name, value, label).
fn formats(game: GameKind, lang: Lang) -> Vec<(&'static str, serde_json::Value, String)> {
    let pick = |en: &str, de: &str, fr: &str| match lang {
        Lang::En => en.to_owned(),
        Lang::De => de.to_owned(),
        Lang::Fr => fr.to_owned(),
    };
    match game {
        GameKind::Siebenschraem => vec![
            (
                "match",
                "single_game".into(),
                pick("1 game", "1 Partie", "1 partie"),
            ),
            (
                "match",
                "rhineland_tournament".into(),
                pick(
                    "Tournament: 5 × 5 games",
                    "Turnier: 5 × 5 Partien",
                    "Tournoi : 5 × 5 parties",
                ),
            ),
            (
                "match",
                "three_tables".into(),
                pick(
                    "3 tables × 10 hands",
                    "3 Tische × 10 Spiele",
                    "3 tables × 10 mains",
                ),
            ),
        ],
        GameKind::Schieberamsch => [3, 12, 24, 36]
            .into_iter()
            .map(|n| {
                let label = pick(
                    &format!("{n} deals"),
                    &format!("{n} Spiele"),
                    &format!("{n} donnes"),
                );
                ("deals", n.into(), label)
            })
            .collect(),
    }
}

/// A clock-based seed: every new match gets fresh cards (the seed is saved in the record).
fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        return js_sys_now_bits();
    }
    u64::from_le_bytes(bytes)
}

fn js_sys_now_bits() -> u64 {
    gloo::utils::window()
        .performance()
        .map_or(0, |p| (p.now() * 1000.0) as u64)
}

#[function_component(NewGame)]
pub fn new_game(props: &ScreenProps) -> Html {
    let state = &props.state;
    let t = state.texts();
    let lang = state.settings.lang;
    let setup = {
        let first = state.next_setup.clone();
        use_state(move || first.unwrap_or_else(|| MatchSetup::default_for(GameKind::Siebenschraem)))
    };
    let shared_url = use_state(|| None::<String>);
    let ruleset_name = use_state(String::new);
    let on_spec = {
        let setup = setup.clone();
        let shared_url = shared_url.clone();
        Callback::from(move |spec: crate::engine::record::RulesetSpec| {
            let mut next = (*setup).clone();
            next.preset = spec.preset;
            next.options = spec.options;
            next.options.remove("players");
            setup.set(next);
            shared_url.set(None);
        })
    };
    let share_rules = {
        let setup = setup.clone();
        let shared_url = shared_url.clone();
        Callback::from(move |_| {
            let fragment = Link::Ruleset(setup.spec()).to_fragment();
            let url = link_url(&fragment);
            share_or_copy(&url, "Schräm");
            shared_url.set(Some(url));
        })
    };
    let save_rules = {
        let d = state.dispatcher();
        let setup = setup.clone();
        let name = ruleset_name.clone();
        Callback::from(move |_| {
            let n = name.trim().to_owned();
            if !n.is_empty() {
                d.dispatch(Action::SaveRuleset(n, setup.spec()));
            }
        })
    };
    let on_ruleset_name = {
        let name = ruleset_name.clone();
        Callback::from(move |e: InputEvent| {
            name.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let mine = state.rulesets.rulesets.clone();
    let on_mine = {
        let setup = setup.clone();
        let mine = mine.clone();
        Callback::from(move |e: Event| {
            let i: usize = match e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse()
            {
                Ok(i) => i,
                Err(_) => return,
            };
            if let Some(r) = mine.get(i) {
                let mut next = MatchSetup::for_spec(&r.spec);
                if next.game == setup.game && next.seats.len() == setup.seats.len() {
                    next.seats = setup.seats.clone();
                }
                setup.set(next);
            }
        })
    };
    let update = |f: fn(&mut MatchSetup, String), setup: UseStateHandle<MatchSetup>| {
        move |value: String| {
            let mut next = (*setup).clone();
            f(&mut next, value);
            setup.set(next);
        }
    };

    let choose_game = |game: GameKind| {
        let setup = setup.clone();
        Callback::from(move |_| setup.set(MatchSetup::default_for(game)))
    };
    let on_preset = {
        let set = update(
            |s, v| {
                s.preset = v;
                s.options.clear();
                let (lo, hi) = s.players_range();
                while s.seats.len() < lo {
                    let name = s.fresh_bot_name();
                    s.seats.push(SeatSetup {
                        name,
                        kind: SeatKind::Bot(BotLevel::Medium),
                    });
                }
                s.seats.truncate(hi);
            },
            setup.clone(),
        );
        Callback::from(move |e: Event| set(e.target_unchecked_into::<HtmlSelectElement>().value()))
    };
    let on_format = {
        let setup = setup.clone();
        let game = setup.game;
        Callback::from(move |e: Event| {
            let i: usize = e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(0);
            let mut next = (*setup).clone();
            if let Some((name, value, _)) = formats(game, lang).into_iter().nth(i) {
                next.options.insert(name.to_owned(), value);
            }
            setup.set(next);
        })
    };
    let (lo, hi) = setup.players_range();
    let add_seat = {
        let setup = setup.clone();
        Callback::from(move |_| {
            let mut next = (*setup).clone();
            let name = next.fresh_bot_name();
            next.seats.push(SeatSetup {
                name,
                kind: SeatKind::Bot(BotLevel::Medium),
            });
            setup.set(next);
        })
    };
    let remove_seat = {
        let setup = setup.clone();
        Callback::from(move |_| {
            let mut next = (*setup).clone();
            next.seats.pop();
            setup.set(next);
        })
    };
    let start = {
        let d = state.dispatcher();
        let setup = setup.clone();
        Callback::from(move |_| d.dispatch(Action::Start((*setup).clone(), fresh_seed())))
    };
    let current_format = formats(setup.game, lang)
        .iter()
        .position(|(name, value, _)| setup.options.get(*name) == Some(value))
        .unwrap_or(match setup.game {
            GameKind::Siebenschraem => 0,
            GameKind::Schieberamsch => 1,
        });

    html! {
        <section class="screen new-game" aria-labelledby="new-game-title">
            <h1 id="new-game-title">{ t.new_game }</h1>
            <fieldset class="games">
                <legend>{ t.game }</legend>
                { for [GameKind::Siebenschraem, GameKind::Schieberamsch].into_iter().map(|g| html! {
                    <button aria-pressed={(setup.game == g).to_string()} onclick={choose_game(g)}>{ game_name(g) }</button>
                }) }
            </fieldset>
            <label class="field">
                <span>{ t.preset }</span>
                <select onchange={on_preset} aria-label={t.preset}>
                    { for presets_of(setup.game).into_iter().map(|id| html! {
                        <option value={id} selected={setup.preset == id}>{ preset_name(id) }</option>
                    }) }
                </select>
            </label>
            <p class="summary" role="status">{ preset_summary(&setup.preset, lang) }</p>
            <label class="field">
                <span>{ t.match_format }</span>
                <select onchange={on_format} aria-label={t.match_format}>
                    { for formats(setup.game, lang).into_iter().enumerate().map(|(i, (_, _, label))| html! {
                        <option value={i.to_string()} selected={i == current_format}>{ label }</option>
                    }) }
                </select>
            </label>
            if !mine.is_empty() {
                <label class="field">
                    <span>{ my_rules_label(lang) }</span>
                    <select onchange={on_mine} aria-label={my_rules_label(lang)}>
                        <option value="" selected=true>{ "—" }</option>
                        { for mine.iter().enumerate().map(|(i, r)| html! { <option value={i.to_string()}>{ r.name.clone() }</option> }) }
                    </select>
                </label>
            }
            <details class="customize">
                <summary>{ customize_label(lang) }</summary>
                <RulesEditor spec={setup.spec()} {lang} on_change={on_spec} />
                <div class="row">
                    <input type="text" maxlength="40" value={(*ruleset_name).clone()} oninput={on_ruleset_name}
                        aria-label={ruleset_name_label(lang)} placeholder={ruleset_name_label(lang)} />
                    <button onclick={save_rules} disabled={ruleset_name.trim().is_empty()}>{ save_rules_label(lang) }</button>
                </div>
            </details>
            <div class="row">
                <button onclick={share_rules}>{ share_rules_label(lang) }</button>
            </div>
            if let Some(url) = (*shared_url).clone() {
                <label class="field">
                    <span>{ link_label(lang) }</span>
                    <input type="text" readonly=true value={url} class="share-link" aria-label={link_label(lang)} />
                </label>
            }
            <fieldset class="seats">
                <legend>{ t.seats }</legend>
                { for setup.seats.iter().enumerate().map(|(i, seat)| {
                    let on_name = {
                        let setup = setup.clone();
                        Callback::from(move |e: InputEvent| {
                            let mut next = (*setup).clone();
                            next.seats[i].name = e.target_unchecked_into::<HtmlInputElement>().value();
                            setup.set(next);
                        })
                    };
                    let on_kind = {
                        let setup = setup.clone();
                        Callback::from(move |e: Event| {
                            let k: usize = e.target_unchecked_into::<HtmlSelectElement>().value().parse().unwrap_or(0);
                            let mut next = (*setup).clone();
                            next.seats[i].kind = KINDS[k.min(3)];
                            setup.set(next);
                        })
                    };
                    html! {
                        <div class="seat-row">
                            <input type="text" maxlength="20" value={seat.name.clone()} oninput={on_name}
                                aria-label={format!("{} {}", t.name, i + 1)} />
                            <select onchange={on_kind} aria-label={format!("{} {}", t.seats, i + 1)}>
                                { for KINDS.iter().enumerate().map(|(k, kind)| html! {
                                    <option value={k.to_string()} selected={*kind == seat.kind}>{ kind_label(*kind, t) }</option>
                                }) }
                            </select>
                        </div>
                    }
                }) }
                <div class="row">
                    if setup.seats.len() < hi {
                        <button onclick={add_seat}>{ t.add_seat }</button>
                    }
                    if setup.seats.len() > lo {
                        <button onclick={remove_seat}>{ t.remove_seat }</button>
                    }
                </div>
            </fieldset>
            <div class="row">
                <button onclick={go(state, Screen::Home)}>{ t.back }</button>
                <button class="primary" onclick={start}
                    disabled={setup.seats.iter().any(|s| s.name.trim().is_empty())}>{ t.start }</button>
            </div>
        </section>
    }
}
