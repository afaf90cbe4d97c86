//! The app shell: one [`AppState`] behind `use_reducer` (its pure reducer lives in `session` and
//! is tested natively), the side-effect hooks, the message bar, and the screen showing.

use super::dom;
use super::effects::{use_cues, use_links, use_persistence, use_screen_start};
use super::lazy::PartScreen;
use super::players::use_computer_players;
use super::screens::{Home, NewGame};
use super::table::TableScreen;
use crate::present::notice::{notice_lines, says_screen_words};
use crate::session::{AppAction, AppState, Screen};
use crate::ui::effect::use_effect_on;
use std::rc::Rc;
use yew::prelude::*;

impl Reducible for AppState {
    type Action = AppAction;

    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<Self> {
        Rc::new(AppState::reduce_at(&self, action, js_sys::Date::now()))
    }
}

/// The state and its dispatcher, as every screen receives it.
pub type AppHandle = UseReducerHandle<AppState>;

/// What the page starts the app with.
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The first screen (tests start anywhere; the page starts at Home).
    #[prop_or(Screen::Home)]
    pub initial: Screen,
    /// How many of the start's steps after the first render have come (`ui::start` counts them
    /// up, one a task, to `START_STEPS`). Until step 1 the HTML shell stands in for Home
    /// (`ui::standing_in`); the app's effects wait for a step (their first run: from 2 the second
    /// tab's guard and links, from 3 storing what was just read, from 4 the sounds), so the first
    /// render, Home's and those first runs, which run much of the module's code for the first
    /// time, are short tasks instead of one long one that the page's time to interactive waits
    /// for (docs/parts.md, "Which tasks are long"). Tests start with all.
    #[prop_or(START_STEPS)]
    pub step: u32,
}

/// The last of the start's steps: every effect of the app runs.
pub const START_STEPS: u32 = 4;

impl Default for AppProps {
    fn default() -> AppProps {
        AppProps {
            initial: Screen::Home,
            step: START_STEPS,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct ScreenProps {
    pub state: AppHandle,
}

/// The words of the settings' language, a part of their own in the page's build. Settings waits for
/// them before it applies a new language; when the language changes another way (an imported
/// backup) the page first speaks a loaded language (`Lang::t`), fetches the part, then draws every
/// screen anew: the returned number is the key of the app's root, which changes then (the screens'
/// props compare equal, so nothing short of a new key re-renders them).
#[hook]
fn use_language(lang: crate::i18n::Lang) -> u32 {
    let words = use_state(|| 0u32);
    // Decided at render: this render speaks another language (the part may arrive before the
    // effect runs, so the effect must not look again).
    let stand_in = !lang.is_loaded();
    {
        let words = words.clone();
        use_effect_on((lang, stand_in), move |&(lang, stand_in)| {
            if stand_in {
                wasm_bindgen_futures::spawn_local(async move {
                    if lang.load().await {
                        words.set(*words + 1);
                    }
                });
            }
        });
    }
    *words
}

/// The whole app: the state, its stored copy and the screen it shows.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let initial = props.initial;
    let state =
        use_reducer(move || AppState::new(super::stored(), initial, &dom::current_fragment()));
    let step = props.step;
    {
        let d = state.dispatcher();
        super::tabs::use_second_tab_guard(
            Callback::from(move |()| {
                d.dispatch(AppAction::SecondTab);
            }),
            step >= 2,
        );
    }
    use_links(&state, step >= 2);
    // Until the start's step 1 the HTML shell stands in for Home (`ui::standing_in`).
    let standing_in = props.step == 0 && super::standing_in();
    use_screen_start(state.screen, standing_in);
    {
        // A tap on the shell while it stood in for Home: `ui::start` passes its screen with step 1.
        let d = state.dispatcher();
        let opened = use_mut_ref(|| initial);
        use_effect_on(initial, move |&initial| {
            if opened.replace(initial) != initial {
                d.dispatch(AppAction::Show(initial));
            }
        });
    }
    use_persistence(&state, step >= 3);
    let saves_failed = super::real_cards_saves::use_real_cards_saves(&state);
    use_computer_players(&state);
    let phones = super::remote::use_phone_host(&state);
    use_cues(&state, step >= 4);
    let words = use_language(state.settings.lang);
    let update_prompt = super::pwa::use_update_prompt(state.settings.lang);

    let lang = state.settings.lang;
    super::part::use_words_for_notice(state.notice.as_ref().is_some_and(says_screen_words), lang);
    if standing_in {
        return Html::default();
    }
    super::drop_shell();
    let t = lang.texts();
    let notice = state.notice.as_ref().map(|n| {
        let lines = notice_lines(n, lang);
        let dismiss = {
            let d = state.dispatcher();
            Callback::from(move |_| d.dispatch(AppAction::DismissNotice))
        };
        html! {
            <div class="notice" role="alert">
                <div class="notice-text">
                    { for lines.iter().map(|l| html! { <p>{ l }</p> }) }
                </div>
                { super::screens::button(t.ok, None, dismiss) }
            </div>
        }
    });
    // Home, New game and the table are in the first load; every other screen is a part
    // (ui::lazy), fetched on first use.
    let unread_here = match state.screen {
        Screen::Slate => state.unread.slate.is_some(),
        Screen::Tournament => state.unread.tournament.is_some(),
        _ => false,
    };
    let screen = match state.screen {
        Screen::Table if state.table.is_some() => {
            html! { <TableScreen state={state.clone()} {phones} /> }
        }
        Screen::Home | Screen::Table => html! { <Home state={state.clone()} /> },
        // Their saves are read by a part of their own (asked for at start); each screen waits for
        // its own only (a slate started over an unread one is here at once).
        Screen::Slate | Screen::Tournament if unread_here => super::lazy::pending_screen(
            &state,
            saves_failed.map_or(super::lazy::Pending::Coming, super::lazy::Pending::Failed),
        ),
        Screen::Slate if state.slate.is_none() => html! { <Home state={state.clone()} /> },
        Screen::NewGame => html! { <NewGame state={state.clone()} /> },
        screen @ (Screen::Slate
        | Screen::Tournament
        | Screen::Join
        | Screen::Answer
        | Screen::Rules
        | Screen::Statistics
        | Screen::Settings
        | Screen::SharedRules
        | Screen::Replay
        | Screen::OpeningLink
        | Screen::Data
        | Screen::Tutorial) => html! { <PartScreen state={state.clone()} {screen} /> },
    };
    html! {
        <div key={words} class={classes!("app", state.settings.four_colour.then_some("four-colour"))}>
            { update_prompt }
            { notice.unwrap_or_default() }
            { screen }
        </div>
    }
}
