//! The app shell: which screen shows, the settings, the statistics and the match in progress, as
//! one `State` + `Action` reducer. Storage happens in effects, never in the reducer.

use super::data::DataScreen;
use super::home::{Home, NewGame};
use super::links::{ReplayScreen, SharedRulesScreen};
use super::screens::{RulesScreen, SettingsScreen, StatsScreen};
use super::storage;
use super::table::TableScreen;
use crate::engine::record::RulesetSpec;
use crate::engine::Seat;
use crate::i18n::Texts;
use crate::session::{
    screen_for, GameAction, LiveMatch, MatchSetup, SavedMatch, SavedRulesets, Settings, Stats,
    TableScreen as View,
};
use crate::share::{parse_fragment, HandReplay, Link};
use std::rc::Rc;
use yew::prelude::*;

/// The screens of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    NewGame,
    Table,
    Rules,
    Statistics,
    Settings,
    /// A rule set opened from a link.
    SharedRules,
    /// A hand opened from a link, step by step.
    Replay,
    /// Export and import of all data.
    Data,
}

/// The match on the table.
#[derive(Clone, Debug)]
pub struct Table {
    pub setup: MatchSetup,
    pub live: LiveMatch,
    /// What happened, in words (public events only).
    pub log: Vec<String>,
    /// The human whose cards the screen shows (pass-and-play).
    pub viewer: Option<Seat>,
    /// Counts applied actions: effects (saving, the computer players) run when it changes.
    pub version: u64,
    /// The sound of the last action, played by an effect when sound is on.
    pub cue: Option<crate::session::Cue>,
}

impl Table {
    #[must_use]
    pub fn screen(&self) -> View {
        screen_for(&self.setup, &self.live, self.viewer)
    }
}

/// What the user (or a computer player) can do.
#[derive(Clone, Debug)]
pub enum Action {
    Show(Screen),
    /// Start a new match from the setup, dealt from the seed.
    Start(MatchSetup, u64),
    /// A seat acts at the table.
    Act(Seat, GameAction),
    /// The next human took the device.
    TakeDevice(Seat),
    ChangeSettings(Settings),
    /// Open New game with this rule set.
    PlayWith(RulesetSpec),
    /// Save a rule set under a name.
    SaveRuleset(String, RulesetSpec),
    /// Show a message.
    Notify(String),
    /// The game is already open in another tab: stop saving here.
    SecondTab,
    /// A link was opened (the page's `#…`).
    OpenLink(String),
    ResetStats,
    DismissNotice,
    /// Storage refused a write: keep playing in memory and say so once.
    StorageFailed(String),
}

#[derive(Clone, Debug)]
pub struct State {
    pub screen: Screen,
    pub settings: Settings,
    pub stats: Stats,
    pub table: Option<Table>,
    /// A message for the user (a damaged save, a full storage, a refused move).
    pub notice: Option<String>,
    /// The setup New game starts from (a shared rule set fills it).
    pub next_setup: Option<MatchSetup>,
    /// The rule set of the link the page was opened with.
    pub shared: Option<RulesetSpec>,
    /// The hand of the link the page was opened with.
    pub replay: Option<Rc<HandReplay>>,
    pub rulesets: SavedRulesets,
    /// Another tab has the game open: this one does not save, so it cannot overwrite that one.
    pub read_only: bool,
}

impl State {
    #[must_use]
    pub fn texts(&self) -> &'static Texts {
        self.settings.lang.texts()
    }
}

impl PartialEq for State {
    fn eq(&self, other: &State) -> bool {
        self.screen == other.screen
            && self.settings == other.settings
            && self.stats == other.stats
            && self.notice == other.notice
            && self.next_setup == other.next_setup
            && self.shared == other.shared
            && self.rulesets == other.rulesets
            && self.read_only == other.read_only
            && self.table.as_ref().map(|t| t.version) == other.table.as_ref().map(|t| t.version)
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Show(screen) => next.screen = screen,
            Action::Start(setup, seed) => match LiveMatch::start(&setup, seed) {
                Ok(live) => {
                    let mut table = Table {
                        setup,
                        live,
                        log: Vec::new(),
                        viewer: None,
                        version: 1,
                        cue: None,
                    };
                    table.viewer = match table.screen() {
                        View::Seat(s) => Some(s),
                        _ => None,
                    };
                    next.table = Some(table);
                    next.screen = Screen::Table;
                }
                Err(e) => next.notice = Some(e),
            },
            Action::Act(seat, game_action) => {
                let Some(table) = next.table.as_mut() else {
                    return self;
                };
                match table.live.apply(seat, game_action) {
                    Ok(happened) => {
                        let names = table.live.names();
                        table
                            .log
                            .extend(happened.narrate(&names, next.settings.lang));
                        let humans: Vec<Seat> = humans(&table.setup);
                        happened.count_into(&mut next.stats, &humans);
                        table.cue = happened.cue();
                        table.version += 1;
                        if let View::Seat(s) = table.screen() {
                            table.viewer = Some(s);
                        }
                    }
                    // A stale click (the computer acted first) or a bug: say why, change nothing.
                    Err(e) => next.notice = Some(e),
                }
            }
            Action::TakeDevice(seat) => {
                if let Some(table) = next.table.as_mut() {
                    table.viewer = Some(seat);
                    table.cue = None;
                    table.version += 1;
                }
            }
            Action::ChangeSettings(settings) => next.settings = settings,
            Action::PlayWith(spec) => {
                next.next_setup = Some(MatchSetup::for_spec(&spec));
                next.screen = Screen::NewGame;
            }
            Action::SaveRuleset(name, spec) => {
                next.rulesets.save(&name, spec);
                next.notice = Some(format!("\u{2713} {name}"));
            }
            Action::Notify(text) => next.notice = Some(text),
            Action::OpenLink(fragment) => open_link(&mut next, &fragment),
            Action::SecondTab => {
                next.read_only = true;
                next.notice = Some(match next.settings.lang {
                    crate::i18n::Lang::En => "Schräm is already open in another tab. This tab does not save, so the other one is not overwritten.".to_owned(),
                    crate::i18n::Lang::De => "Schräm ist schon in einem anderen Tab offen. Dieser Tab speichert nicht, damit der andere nicht überschrieben wird.".to_owned(),
                    crate::i18n::Lang::Fr => "Schräm est déjà ouvert dans un autre onglet. Cet onglet n'enregistre pas, pour ne pas écraser l'autre.".to_owned(),
                });
            }
            Action::ResetStats => next.stats = Stats::default(),
            Action::DismissNotice => next.notice = None,
            Action::StorageFailed(why) => {
                if next.notice.is_none() {
                    next.notice = Some(why);
                }
            }
        }
        Rc::new(next)
    }
}

/// The human seats of a setup.
#[must_use]
pub fn humans(setup: &MatchSetup) -> Vec<Seat> {
    setup
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind == crate::session::SeatKind::Human)
        .map(|(i, _)| Seat(i as u8))
        .collect()
}

/// The state at page load: saved settings, statistics and match (a damaged save becomes a notice).
fn initial_state(initial: Screen) -> State {
    let mut notice = None;
    let table = match storage::load_match() {
        Ok(Some((saved, live))) => {
            let mut table = Table {
                setup: saved.setup,
                live,
                log: Vec::new(),
                viewer: None,
                version: 1,
                cue: None,
            };
            if let View::Seat(s) = table.screen() {
                table.viewer = Some(s);
            }
            Some(table)
        }
        Ok(None) => None,
        Err(e) => {
            notice = Some(format!(
                "{e}. It was kept under \"{}\".",
                storage::BACKUP_KEY
            ));
            None
        }
    };
    let settings = storage::load_settings();
    let (rulesets, dropped) = storage::load_rulesets();
    if let Some(why) = dropped {
        notice.get_or_insert(why);
    }
    let mut state = State {
        screen: initial,
        settings,
        stats: storage::load_stats(),
        table,
        notice,
        next_setup: None,
        shared: None,
        replay: None,
        rulesets,
        read_only: false,
    };
    open_link(&mut state, &super::share::current_fragment());
    state
}

/// Opens the link in the page's address, if any: a rule set or a hand. A bad link changes
/// nothing but the message shown.
fn open_link(state: &mut State, fragment: &str) {
    match parse_fragment(fragment) {
        Ok(Link::None) => {}
        Ok(Link::Ruleset(spec)) => {
            state.shared = Some(spec);
            state.screen = Screen::SharedRules;
        }
        Ok(Link::Hand(record)) => match HandReplay::new(*record) {
            Ok(replay) => {
                state.replay = Some(Rc::new(replay));
                state.screen = Screen::Replay;
            }
            Err(e) => state.notice = Some(link_error(state.settings.lang, &e.to_string())),
        },
        Err(e) => state.notice = Some(link_error(state.settings.lang, &e.to_string())),
    }
}

fn link_error(lang: crate::i18n::Lang, why: &str) -> String {
    match lang {
        crate::i18n::Lang::En => format!("This link cannot be opened: {why}."),
        crate::i18n::Lang::De => format!("Dieser Link lässt sich nicht öffnen: {why}."),
        crate::i18n::Lang::Fr => format!("Ce lien ne peut pas être ouvert : {why}."),
    }
}

#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The first screen (tests start anywhere; the page starts at Home).
    #[prop_or(Screen::Home)]
    pub initial: Screen,
}

/// The state and its dispatcher, for the screens.
pub type AppHandle = UseReducerHandle<State>;

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let initial = props.initial;
    let state = use_reducer(move || initial_state(initial));
    {
        let d = state.dispatcher();
        super::tabs::use_second_tab_guard(Callback::from(move |()| d.dispatch(Action::SecondTab)));
    }
    // A link is opened once: the address loses its `#…` so a reload starts at home; a link
    // pasted into an open tab arrives as a hashchange.
    {
        let d = state.dispatcher();
        use_effect_with((), move |()| {
            super::share::clear_fragment();
            let listener =
                gloo::events::EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                    let fragment = super::share::current_fragment();
                    if !fragment.is_empty() {
                        super::share::clear_fragment();
                        d.dispatch(Action::OpenLink(fragment));
                    }
                });
            move || drop(listener)
        });
    }

    // Side effects: persist what changed, and report a refused write once.
    {
        let dispatcher = state.dispatcher();
        let settings = state.settings.clone();
        use_effect_with(settings, move |settings| {
            if let Err(e) = storage::save_settings(settings) {
                dispatcher.dispatch(Action::StorageFailed(e));
            }
            let lang = settings.lang.code();
            if let Some(root) = gloo::utils::document().document_element() {
                let _ = root.set_attribute("lang", lang);
            }
        });
    }
    {
        let dispatcher = state.dispatcher();
        use_effect_with(state.rulesets.clone(), move |rulesets| {
            if let Err(e) = storage::save_rulesets(rulesets) {
                dispatcher.dispatch(Action::StorageFailed(e));
            }
        });
    }
    {
        let dispatcher = state.dispatcher();
        use_effect_with(state.stats.clone(), move |stats| {
            if let Err(e) = storage::save_stats(stats) {
                dispatcher.dispatch(Action::StorageFailed(e));
            }
        });
    }
    {
        let dispatcher = state.dispatcher();
        let version = state.table.as_ref().map(|t| t.version);
        let saved = state
            .table
            .as_ref()
            .filter(|_| !state.read_only)
            .map(|t| SavedMatch::of(&t.setup, &t.live));
        use_effect_with(version, move |_| {
            if let Some(saved) = saved {
                if let Err(e) = storage::save_match(&saved) {
                    dispatcher.dispatch(Action::StorageFailed(format!(
                        "{e}: the match goes on, but it is not saved"
                    )));
                }
            }
        });
    }

    {
        let cue = state.table.as_ref().and_then(|t| t.cue);
        let version = state.table.as_ref().map(|t| t.version);
        let sound = state.settings.sound;
        use_effect_with(version, move |_| {
            if let (true, Some(cue)) = (sound, cue) {
                super::sound::play(cue);
            }
        });
    }

    let t = state.texts();
    let dismiss = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::DismissNotice))
    };
    html! {
        <div class={classes!("app", state.settings.four_colour.then_some("four-colour"))}>
            <super::pwa::UpdatePrompt lang={state.settings.lang} />
            if let Some(notice) = state.notice.clone() {
                <div class="notice" role="alert">
                    <p>{ notice }</p>
                    <button onclick={dismiss}>{ "OK" }</button>
                </div>
            }
            { match state.screen {
                Screen::Home => html! { <Home state={state.clone()} /> },
                Screen::NewGame => html! { <NewGame state={state.clone()} /> },
                Screen::Table if state.table.is_some() => html! { <TableScreen state={state.clone()} /> },
                Screen::Table => html! { <Home state={state.clone()} /> },
                Screen::Rules => html! { <RulesScreen state={state.clone()} /> },
                Screen::Statistics => html! { <StatsScreen state={state.clone()} /> },
                Screen::Settings => html! { <SettingsScreen state={state.clone()} /> },
                Screen::SharedRules => html! { <SharedRulesScreen state={state.clone()} /> },
                Screen::Replay => html! { <ReplayScreen state={state.clone()} /> },
                Screen::Data => html! { <DataScreen state={state.clone()} /> },
            } }
            <p class="visually-hidden">{ t.tagline }</p>
        </div>
    }
}
