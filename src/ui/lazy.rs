//! The screens and panels that are parts (issue 30, docs/parts.md): each part's split point
//! returns its views as function pointers, kept once loaded, so a second visit to a screen renders
//! at once. What stays in the first load is what a visitor needs to start: Home, New game, the
//! table of both games and the bots.

mod ahead;
mod panels;
mod review;
mod warm;

pub use ahead::open_ahead;
pub use panels::{panels_soon, LazyTablePanel};
pub use review::{review_ahead, LazyReview, ReviewOf};

use super::app::AppHandle;
use super::part::{part_pending, split_point};
use super::remote::{
    AnswerScreen, HostLobby, HostLobbyProps, JoinScreen, PhoneHost, PhonesPanel, PhonesPanelProps,
};
use super::screens::{
    frame, DataScreen, OpeningLinkScreen, ReplayScreen, RulesEditor, RulesEditorProps, RulesScreen,
    SettingsScreen, SharedRulesScreen, SlateScreen, StatsScreen, TournamentScreen, TutorialScreen,
};
use crate::i18n::Lang;
use crate::session::Screen;
use crate::ui::effect::use_effect_on;
use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;
use yew::prelude::*;

/// A screen as a part draws it.
type View = fn(AppHandle) -> Html;
/// Customize rules as its part draws it.
type EditorView = fn(&RulesEditorProps) -> Html;
/// The host's side of a table of phones, told of each change (`remote::sync`).
type PhoneSync = fn(&PhoneHost, &AppHandle, &str);

/// The host's side of the table of phones: the Answer screen (an answer handed to the hosting
/// tab), the "Phones at the table" panel and the lobby of its table code. A phone that joins
/// fetches the `join` part instead (its screen; then the `guest` part, the connection and the
/// joined table, and `guest-reader`, the protocol's reader).
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

/// A screen's view, and its drawing once away from the page (`warm`).
#[derive(Clone, Copy)]
struct Warmed {
    view: View,
    warm: fn(),
}

/// A split point `$load` of the part `$part` whose one view is the screen `$screen`, drawn once
/// ahead on a visit whose parts are opened ahead (`warm`, [`warm_ahead`]).
macro_rules! warmed_part {
    ($part:ident, $load:ident, $screen:ident) => {
        split_point!(
            $part,
            fn $load() -> Warmed {
                Warmed {
                    view: |state| html! { <$screen {state} /> },
                    warm: || warm::warm(|state| html! { <$screen {state} /> }),
                }
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
warmed_part!(tournament, tournament_part, TournamentScreen);
warmed_part!(rules, rules_part, RulesScreen);

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
    static TOURNAMENT: Cell<Option<Warmed>> = const { Cell::new(None) };
    static RULES: Cell<Option<Warmed>> = const { Cell::new(None) };
    static MENU: Cell<Option<Menu>> = const { Cell::new(None) };
    static RULES_EDITOR: Cell<Option<EditorView>> = const { Cell::new(None) };
    static PHONE_HOST: Cell<Option<PhoneSync>> = const { Cell::new(None) };
    /// [`PHONE_HOST`]'s part is on its way.
    static PHONE_HOST_ASKED: Cell<bool> = const { Cell::new(false) };
    /// The latest change while it is (applied when it comes).
    static PHONE_HOST_WAITING: RefCell<Option<(PhoneHost, AppHandle, String)>> = const { RefCell::new(None) };
}

/// Draws the screens opened ahead that can be ([`Warmed`]) once away from the page, each when
/// the page is idle (`ahead`, after the parts are here).
pub(super) fn warm_ahead() {
    for slot in [&TOURNAMENT, &RULES] {
        if let Some(warmed) = slot.with(Cell::get) {
            (warmed.warm)();
        }
    }
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

/// A part as the screens ask for it: whether its views are here (kept in its slot), and the load
/// that fetches them and keeps them there (`false`: it could not be loaded). Not generic over the
/// views' type, so [`use_part`] is one function for every part (issue 30: each generic copy of it
/// cost the first load ≈ 2 KB raw).
pub(crate) struct PartRef {
    here: fn() -> bool,
    load: fn() -> Pin<Box<dyn Future<Output = bool>>>,
}

/// The [`PartRef`] of the split point `$load`, whose views are kept in `$slot`.
macro_rules! part_ref {
    ($slot:ident, $load:path) => {
        $crate::ui::lazy::PartRef::new(
            || $slot.with(std::cell::Cell::get).is_some(),
            || {
                Box::pin(async {
                    match $load().await {
                        Ok(part) => {
                            $slot.with(|s| s.set(Some(part)));
                            true
                        }
                        Err(_) => false,
                    }
                })
            },
        )
    };
}
pub(crate) use part_ref;

impl PartRef {
    pub(crate) const fn new(
        here: fn() -> bool,
        load: fn() -> Pin<Box<dyn Future<Output = bool>>>,
    ) -> PartRef {
        PartRef { here, load }
    }
}

/// The Join screen's part as `part_ref!` makes it.
const JOIN_SCREEN: PartRef = part_ref!(JOIN, join_part);
/// The Join screen; opened by a seat's link (`#join=M…`: the phone joins at once, no tap), it asks
/// for the connection's part beside its own instead of after it (docs/parts-open.md "Join a table in
/// two parts").
static JOIN_PART: PartRef = PartRef::new(JOIN_SCREEN.here, || {
    if crate::session::remote::is_meeting(&super::dom::current_fragment()) {
        super::remote::prefetch_guest();
    }
    (JOIN_SCREEN.load)()
});
static PHONES_PART: PartRef = part_ref!(PHONES, phones_part);
static SLATE_PART: PartRef = part_ref!(SLATE, slate_part);
static TOURNAMENT_PART: PartRef = part_ref!(TOURNAMENT, tournament_part);
static RULES_PART: PartRef = part_ref!(RULES, rules_part);
static MENU_PART: PartRef = part_ref!(MENU, menu_part);
static RULES_EDITOR_PART: PartRef = part_ref!(RULES_EDITOR, rules_editor_part);

/// Where a part is that is not here yet: on its way, or failed (with a way to try again).
pub(crate) enum Pending {
    Coming,
    Failed(Callback<()>),
}

/// Loads `part` on first use, with `lang`'s words of the screens of parts (`None`: a part that
/// says nothing), a part per language fetched beside it (`Lang::with_screen_words`): its views
/// say them. `None` once both are here (the caller reads its views from the part's slot);
/// until then how the load stands. A failed load is not remembered: "Try again" asks anew for
/// what is missing. The component may be asked for another part on a later render (one
/// component stands for every part's screen): the load and the failure belong to the part asked
/// for.
#[hook]
pub(crate) fn use_part(part: &'static PartRef, lang: Option<Lang>) -> Option<Pending> {
    use_part_when(part, lang, true)
}

/// [`use_part`], asked for only once `ask` is true (until then it is coming).
#[hook]
pub(crate) fn use_part_when(
    part: &'static PartRef,
    lang: Option<Lang>,
    ask: bool,
) -> Option<Pending> {
    let update = use_force_update();
    let id = std::ptr::from_ref(part) as usize;
    // The part whose load (or whose words) failed, if any.
    let failed = use_state(|| None::<usize>);
    let attempt = use_state(|| 0u32);
    {
        let (failed, update) = (failed.clone(), update.clone());
        use_effect_on((id, *attempt, lang, ask), move |&(_, _, lang, ask)| {
            if !ask {
                return;
            }
            if !(part.here)() {
                let (failed, update) = (failed.clone(), update.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    if (part.load)().await {
                        update.force_update();
                    } else {
                        failed.set(Some(id));
                    }
                });
            }
            if let Some(lang) = lang.filter(|lang| lang.menu_words().is_none()) {
                ask_screen_words(lang, id, update, failed);
            }
        });
    }
    // While another language's words stand in (a switch of language), the screen stays.
    if (part.here)() && lang.is_none_or(Lang::has_screen_words) {
        None
    } else if *failed == Some(id) {
        Some(Pending::Failed(Callback::from(move |()| {
            failed.set(None);
            attempt.set(*attempt + 1);
        })))
    } else {
        Some(Pending::Coming)
    }
}

/// Runs `f` once the page is idle after the frame being made (`requestIdleCallback`; where there
/// is none, a task after the next frame): work a screen needs soon but not for its first frame
/// (docs/parts-cached.md).
pub(crate) fn when_idle(f: impl FnOnce() + 'static) {
    idle_then(
        Box::new(f),
        IDLE_TRIES,
        js_sys::Date::now() + f64::from(IDLE_TIMEOUT_MS),
    );
}

/// The idle time [`when_idle`] waits for: less is the end of an idle period before a frame that is
/// due (a tap's screen being drawn), which a task of tens of ms at 4× CPU would hold up.
const IDLE_MS: f64 = 20.0;
/// How many idle periods [`when_idle`] lets go by for a longer one (an animating page has only
/// short ones) before it runs its task all the same.
const IDLE_TRIES: u32 = 8;
/// How long [`when_idle`] waits for an idle period at all: a browser may give none for a long time
/// (seen in Chromium on a page reloaded offline: no idle callback in seconds while nothing ran),
/// and the work is needed soon (Join's connection).
const IDLE_TIMEOUT_MS: u32 = 500;

/// Runs `f` in an idle period of [`IDLE_MS`] (after at most `tries` shorter ones), or at the
/// time `until` (ms since the epoch) at the latest.
fn idle_then(f: Box<dyn FnOnce()>, tries: u32, until: f64) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let window = gloo::utils::window();
    let slot = std::rc::Rc::new(RefCell::new(Some(f)));
    // Safari has no requestIdleCallback: there the closure below would never be called nor freed.
    let has_idle = js_sys::Reflect::has(&window, &"requestIdleCallback".into()).unwrap_or(false);
    let idle = has_idle.then(|| {
        let slot = slot.clone();
        Closure::once_into_js(move |deadline: web_sys::IdleDeadline| {
            if let Some(f) = slot.borrow_mut().take() {
                let short = deadline.time_remaining() < IDLE_MS && !deadline.did_timeout();
                if short && tries > 0 && js_sys::Date::now() < until {
                    idle_then(f, tries - 1, until);
                } else {
                    f();
                }
            }
        })
    });
    let options = web_sys::IdleRequestOptions::new();
    // What is left of the time allowed (at least 1 ms: 0 would mean no timeout).
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a duration of at most IDLE_TIMEOUT_MS ms"
    )]
    options
        .set_timeout((until - js_sys::Date::now()).clamp(1.0, f64::from(IDLE_TIMEOUT_MS)) as u32);
    let asked = idle.is_some_and(|idle| {
        window
            .request_idle_callback_with_options(idle.unchecked_ref(), &options)
            .is_ok()
    });
    if !asked {
        let next_frame = Closure::once_into_js(move || {
            gloo::timers::callback::Timeout::new(0, move || {
                if let Some(f) = slot.borrow_mut().take() {
                    f();
                }
            })
            .forget();
        });
        let _ = window.request_animation_frame(next_frame.unchecked_ref());
    }
}

/// Asks for `lang`'s words of the screens of parts for [`use_part`]'s part `id`.
fn ask_screen_words(
    lang: Lang,
    id: usize,
    update: UseForceUpdateHandle,
    failed: UseStateHandle<Option<usize>>,
) {
    lang.with_screen_words(Box::new(move |here| {
        if here {
            update.force_update();
        } else {
            failed.set(Some(id));
        }
    }));
}

/// What stands in for a part's screen: a frame with Back, saying that it is coming or failed.
pub(crate) fn pending_screen(state: &AppHandle, pending: Pending) -> Html {
    let lang = state.settings.lang;
    let (failed, on_retry) = match pending {
        Pending::Failed(retry) => (true, Some(retry)),
        Pending::Coming => (false, None),
    };
    frame(
        state,
        lang.texts().app_name,
        "part-screen",
        part_pending(lang, failed, on_retry, Classes::new()),
    )
}

#[derive(Properties, PartialEq)]
pub struct PartScreenProps {
    pub state: AppHandle,
    pub screen: Screen,
}

/// The part that draws `screen`, and its view once it is here.
fn screen_part(screen: Screen) -> (&'static PartRef, Option<View>) {
    match screen {
        // A phone taking a seat.
        Screen::Join => (&JOIN_PART, JOIN.with(Cell::get)),
        // An answer handed to the tab hosting the table.
        Screen::Answer => (&PHONES_PART, PHONES.with(Cell::get).map(|p| p.answer)),
        Screen::Slate => (&SLATE_PART, SLATE.with(Cell::get)),
        Screen::Tournament => (&TOURNAMENT_PART, TOURNAMENT.with(Cell::get).map(|w| w.view)),
        Screen::Rules => (&RULES_PART, RULES.with(Cell::get).map(|w| w.view)),
        // The menu's screens but Rules (statistics the rest), the tutorial, what links open.
        _ => (
            &MENU_PART,
            MENU.with(Cell::get).map(|menu| match screen {
                Screen::Settings => menu.settings,
                Screen::Data => menu.data,
                Screen::SharedRules => menu.shared_rules,
                Screen::Replay => menu.replay,
                Screen::Tutorial => menu.tutorial,
                Screen::OpeningLink => menu.opening_link,
                _ => menu.stats,
            }),
        ),
    }
}

/// A screen of a part (every screen but Home, New game and the table): one component for all of
/// them, so the first load carries Yew's machinery of one component, not of six.
#[function_component(PartScreen)]
pub fn part_screen(props: &PartScreenProps) -> Html {
    let (part, view) = screen_part(props.screen);
    match (use_part(part, Some(props.state.settings.lang)), view) {
        (None, Some(view)) => view(props.state.clone()),
        (pending, _) => pending_screen(&props.state, pending.unwrap_or(Pending::Coming)),
    }
}

/// The host's "Phones at the table" panel, from the table of phones' part.
#[function_component(LazyPhonesPanel)]
pub fn lazy_phones_panel(props: &PhonesPanelProps) -> Html {
    match (
        use_part(&PHONES_PART, Some(props.lang)),
        PHONES.with(Cell::get),
    ) {
        (None, Some(part)) => (part.panel)(props),
        (pending, _) => pending_panel(props.lang, pending.unwrap_or(Pending::Coming)),
    }
}

/// The host's table code lobby (issue 29), from the phones part once it is here (the table
/// loads it anyway for its Phones panel); nothing while it comes.
#[function_component(LazyHostLobby)]
pub fn lazy_host_lobby(props: &HostLobbyProps) -> Html {
    use_part(&PHONES_PART, None);
    PHONES
        .with(Cell::get)
        .map_or_else(Html::default, |part| (part.lobby)(props))
}

/// Customize rules (New game), a part of its own.
#[function_component(LazyRulesEditor)]
pub fn lazy_rules_editor(props: &RulesEditorProps) -> Html {
    match (
        use_part(&RULES_EDITOR_PART, Some(props.lang)),
        RULES_EDITOR.with(Cell::get),
    ) {
        (None, Some(view)) => view(props),
        (pending, _) => pending_panel(props.lang, pending.unwrap_or(Pending::Coming)),
    }
}

/// What stands in for a part inside a screen: that it is coming, or failed with Try again.
pub(crate) fn pending_panel(lang: Lang, pending: Pending) -> Html {
    match pending {
        Pending::Failed(retry) => part_pending(lang, true, Some(retry), Classes::new()),
        Pending::Coming => part_pending(lang, false, None, Classes::new()),
    }
}
