//! The screens and panels that are parts (issue 30, docs/ui.md "Parts"): each part's split point
//! returns its views as function pointers, kept once loaded, so a second visit to a screen renders
//! at once. What stays in the first load is what a visitor needs to start: Home, New game, the
//! table of both games and the bots.

mod review;

pub use review::{LazyReview, ReviewOf};

use super::app::AppHandle;
use super::part::{split_point, PartPending, Unavailable};
use super::remote::{
    AnswerScreen, HostLobby, HostLobbyProps, JoinScreen, PhoneHost, PhonesPanel, PhonesPanelProps,
};
use super::screens::{
    DataScreen, Frame, OpeningLinkScreen, ReplayScreen, RulesEditor, RulesEditorProps, RulesScreen,
    SettingsScreen, SharedRulesScreen, SlateScreen, StatsScreen, TournamentScreen, TutorialScreen,
};
use crate::i18n::Lang;
use crate::session::Screen;
use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;
use std::thread::LocalKey;
use yew::prelude::*;

/// A screen as a part draws it.
type View = fn(AppHandle) -> Html;
/// Customize rules as its part draws it.
type EditorView = fn(&RulesEditorProps) -> Html;
/// The host's side of a table of phones, told of each change (`remote::sync`).
type PhoneSync = fn(&PhoneHost, &AppHandle, &str);

/// The host's side of the table of phones: the Answer screen (an answer handed to the hosting
/// tab), the "Phones at the table" panel and the lobby of its table code. A phone that joins
/// fetches the `join` part instead (its screen, the guest connection, the protocol's reader).
#[derive(Clone, Copy)]
struct Phones {
    answer: View,
    panel: fn(&PhonesPanelProps) -> Html,
    /// The host's lobby of its table code (draws nothing).
    lobby: fn(&HostLobbyProps) -> Html,
}

/// The screens of the menu besides New game and Rules (a part of its own, the most visited):
/// statistics, settings, export and import, what links open (a shared rule set, a shared hand's
/// replay) and the tutorial.
#[derive(Clone, Copy)]
struct Menu {
    stats: View,
    settings: View,
    data: View,
    shared_rules: View,
    replay: View,
    tutorial: View,
    /// Reads a shared link the page was opened with (its decoding is this part's code).
    opening_link: View,
}

/// A split point `$load` of the part `$part` whose one view is the screen `$screen`.
macro_rules! view_part {
    ($part:ident, $load:ident, $screen:ident) => {
        split_point!(
            $part,
            fn $load() -> View {
                |state| html! { <$screen {state} /> }
            }
        );
    };
}

view_part!(join, join_part, JoinScreen);

split_point!(
    phones,
    fn phones_part() -> Phones {
        Phones {
            answer: |state| html! { <AnswerScreen {state} /> },
            lobby: |p| {
                html! {
                    <HostLobby host={p.host} server={p.server.clone()} seed={p.seed} phones={p.phones.clone()}
                        on_knock={p.on_knock.clone()} />
                }
            },
            panel: |p| {
                html! {
                    <PhonesPanel host={p.host} seats={p.seats.clone()} computers={p.computers.clone()}
                        on_give={p.on_give.clone()} lang={p.lang} on_close={p.on_close.clone()} />
                }
            },
        }
    }
);

// Playing with real cards: the slate and tournaments, a part each (what both use, their rules
// `session::real_cards`, is a chunk the loader fetches with either), so that a tap on one does not
// wait for the other's screen.
view_part!(slate, slate_part, SlateScreen);
view_part!(tournament, tournament_part, TournamentScreen);
view_part!(rules, rules_part, RulesScreen);

split_point!(
    menu,
    fn menu_part() -> Menu {
        Menu {
            stats: |state| html! { <StatsScreen {state} /> },
            settings: |state| html! { <SettingsScreen {state} /> },
            data: |state| html! { <DataScreen {state} /> },
            shared_rules: |state| html! { <SharedRulesScreen {state} /> },
            replay: |state| html! { <ReplayScreen {state} /> },
            tutorial: |state| html! { <TutorialScreen {state} /> },
            opening_link: |state| html! { <OpeningLinkScreen {state} /> },
        }
    }
);

split_point!(
    phone_host,
    fn phone_host_part() -> PhoneSync {
        super::remote::sync_phones
    }
);

split_point!(
    rules_editor,
    fn rules_editor_part() -> fn(&RulesEditorProps) -> Html {
        |p| {
            html! {
                <RulesEditor spec={p.spec.clone()} lang={p.lang} on_option={p.on_option.clone()} skip={p.skip} />
            }
        }
    }
);

thread_local! {
    static PHONES: Cell<Option<Phones>> = const { Cell::new(None) };
    static JOIN: Cell<Option<View>> = const { Cell::new(None) };
    static SLATE: Cell<Option<View>> = const { Cell::new(None) };
    static TOURNAMENT: Cell<Option<View>> = const { Cell::new(None) };
    static RULES: Cell<Option<View>> = const { Cell::new(None) };
    static MENU: Cell<Option<Menu>> = const { Cell::new(None) };
    static RULES_EDITOR: Cell<Option<EditorView>> = const { Cell::new(None) };
    static PHONE_HOST: Cell<Option<PhoneSync>> = const { Cell::new(None) };
    /// [`PHONE_HOST`]'s part is on its way.
    static PHONE_HOST_ASKED: Cell<bool> = const { Cell::new(false) };
    /// The latest change while it is (applied when it comes).
    static PHONE_HOST_WAITING: RefCell<Option<(PhoneHost, AppHandle, String)>> = const { RefCell::new(None) };
}

/// Keeps the app's `host` of phones in step with the table in `state` (`remote::use_phone_host`). The hub
/// and its connections are a part: while no table has had phones nothing is fetched; from the
/// first table with phones on, every change reaches the hub. While the part loads only the latest
/// change waits (the hub learns the whole table and server each time), and one load is awaited:
/// the hub then gets the newest table and signalling server (read from the site's configuration
/// after the table) once, instead of each waiting change in turn.
pub fn keep_phones_in_step(phones: bool, host: PhoneHost, state: AppHandle, server: String) {
    if let Some(sync) = PHONE_HOST.with(Cell::get) {
        sync(&host, &state, &server);
        return;
    }
    let asked = PHONE_HOST_ASKED.with(Cell::get);
    if !phones && !asked {
        return;
    }
    PHONE_HOST_WAITING.with(|w| *w.borrow_mut() = Some((host, state, server)));
    if asked {
        return;
    }
    PHONE_HOST_ASKED.with(|a| a.set(true));
    wasm_bindgen_futures::spawn_local(async move {
        match phone_host_part().await {
            Ok(sync) => {
                PHONE_HOST.with(|p| p.set(Some(sync)));
                if let Some((host, state, server)) =
                    PHONE_HOST_WAITING.with(|w| w.borrow_mut().take())
                {
                    sync(&host, &state, &server);
                }
            }
            // The next change asks again.
            Err(_) => PHONE_HOST_ASKED.with(|a| a.set(false)),
        }
    });
}

type Loading<T> = Pin<Box<dyn Future<Output = Result<T, Unavailable>>>>;

/// Where a part is: here (its views), on its way, or failed (with a way to try again).
enum Part<T> {
    Here(T),
    Coming,
    Failed(Callback<()>),
}

/// The part kept in `slot`, loaded by `load` on first use. A failed load is not remembered: "Try
/// again" calls `load` anew.
#[hook]
fn use_part<T: Copy + 'static>(
    slot: &'static LocalKey<Cell<Option<T>>>,
    load: fn() -> Loading<T>,
) -> Part<T> {
    let update = use_force_update();
    let failed = use_state(|| false);
    let attempt = use_state(|| 0u32);
    {
        let (failed, update) = (failed.clone(), update.clone());
        use_effect_with(*attempt, move |_| {
            if slot.with(Cell::get).is_none() {
                wasm_bindgen_futures::spawn_local(async move {
                    match load().await {
                        Ok(part) => {
                            slot.with(|s| s.set(Some(part)));
                            update.force_update();
                        }
                        Err(_) => failed.set(true),
                    }
                });
            }
        });
    }
    match slot.with(Cell::get) {
        Some(part) => Part::Here(part),
        None if *failed => Part::Failed(Callback::from(move |()| {
            failed.set(false);
            attempt.set(*attempt + 1);
        })),
        None => Part::Coming,
    }
}

/// What stands in for a part's screen: a frame with Back, saying that it is coming or failed.
fn pending_screen<T>(state: &AppHandle, part: Part<T>) -> Html {
    let lang = state.settings.lang;
    let (failed, on_retry) = match part {
        Part::Failed(retry) => (true, Some(retry)),
        _ => (false, None),
    };
    html! {
        <Frame state={state.clone()} title={lang.texts().app_name} class="part-screen">
            <PartPending {lang} {failed} {on_retry} />
        </Frame>
    }
}

#[derive(Properties, PartialEq)]
pub struct LazyScreenProps {
    pub state: AppHandle,
    pub screen: Screen,
}

/// A screen that is the one view of a part: the component `$component` (function `$name`)
/// draws it from `$slot`, loaded by `$load` on first use; `$while_pending`, if given, is called
/// with the props while the part is on its way.
macro_rules! view_screen {
    ($(#[$doc:meta])* $component:ident, $name:ident, $slot:ident, $load:ident $(, $while_pending:expr)?) => {
        $(#[$doc])*
        #[function_component($component)]
        pub fn $name(props: &LazyScreenProps) -> Html {
            match use_part(&$slot, || Box::pin($load())) {
                Part::Here(view) => view(props.state.clone()),
                pending => {
                    $(($while_pending)(props);)?
                    pending_screen(&props.state, pending)
                }
            }
        }
    };
}

view_screen!(
    /// A screen of a part: the Join screen of a phone taking a seat.
    JoinScreenPart,
    join_screen_part,
    JOIN,
    join_part
);

/// A screen of a part: the Answer screen, handing an answer to the tab hosting the table.
#[function_component(AnswerScreenPart)]
pub fn answer_screen_part(props: &LazyScreenProps) -> Html {
    match use_part(&PHONES, || Box::pin(phones_part())) {
        Part::Here(part) => (part.answer)(props.state.clone()),
        pending => pending_screen(&props.state, pending),
    }
}

view_screen!(
    /// A screen of a part: the slate.
    SlateScreenPart,
    slate_screen_part,
    SLATE,
    slate_part
);

view_screen!(
    /// A screen of a part: the tournament.
    TournamentScreenPart,
    tournament_screen_part,
    TOURNAMENT,
    tournament_part
);

view_screen!(
    /// A screen of a part: Rules. It reads the words of the menu's screens: asked for beside the
    /// part.
    RulesScreenPart,
    rules_screen_part,
    RULES,
    rules_part,
    |props: &LazyScreenProps| prefetch_menu_words(props.state.settings.lang)
);

/// A screen of a part: the menu's screens but Rules (statistics the rest), the tutorial, what
/// links open.
#[function_component(MenuScreen)]
pub fn menu_screen(props: &LazyScreenProps) -> Html {
    match use_part(&MENU, || Box::pin(menu_part())) {
        Part::Here(part) => {
            let view = match props.screen {
                Screen::Settings => part.settings,
                Screen::Data => part.data,
                Screen::SharedRules => part.shared_rules,
                Screen::Replay => part.replay,
                Screen::Tutorial => part.tutorial,
                Screen::OpeningLink => part.opening_link,
                _ => part.stats,
            };
            view(props.state.clone())
        }
        pending => {
            // The tutorial reads the words of the menu's screens: asked for now, beside the part.
            if props.screen == Screen::Tutorial {
                prefetch_menu_words(props.state.settings.lang);
            }
            pending_screen(&props.state, pending)
        }
    }
}

/// Asks for `lang`'s words of the menu's screens (a part's screen awaits them with
/// `ui::part::use_menu_words`; fetched beside the part, they cost no second round trip).
fn prefetch_menu_words(lang: Lang) {
    if lang.menu_words().is_none() {
        wasm_bindgen_futures::spawn_local(async move {
            lang.load_menu_words().await;
        });
    }
}

/// The host's "Phones at the table" panel, from the table of phones' part.
#[function_component(LazyPhonesPanel)]
pub fn lazy_phones_panel(props: &PhonesPanelProps) -> Html {
    match use_part(&PHONES, || Box::pin(phones_part())) {
        Part::Here(part) => (part.panel)(props),
        pending => pending_panel(props.lang, pending),
    }
}

/// The host's table code lobby (issue 29), from the phones part once it is here (the table
/// loads it anyway for its Phones panel); nothing while it comes.
#[function_component(LazyHostLobby)]
pub fn lazy_host_lobby(props: &HostLobbyProps) -> Html {
    match use_part(&PHONES, || Box::pin(phones_part())) {
        Part::Here(part) => (part.lobby)(props),
        _ => Html::default(),
    }
}

/// Customize rules (New game), a part of its own.
#[function_component(LazyRulesEditor)]
pub fn lazy_rules_editor(props: &RulesEditorProps) -> Html {
    match use_part(&RULES_EDITOR, || Box::pin(rules_editor_part())) {
        Part::Here(view) => view(props),
        pending => {
            // What each option means: asked for beside the editor.
            prefetch_menu_words(props.lang);
            pending_panel(props.lang, pending)
        }
    }
}

fn pending_panel<T>(lang: Lang, part: Part<T>) -> Html {
    match part {
        Part::Failed(retry) => html! { <PartPending {lang} failed=true on_retry={Some(retry)} /> },
        _ => html! { <PartPending {lang} /> },
    }
}
