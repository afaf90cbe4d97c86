//! The app's side effects, each a hook: storing what changed, links opened while the page is
//! open, sounds and vibration, the page language, and every screen starting at its top.

use super::{dom, sound, storage};
use crate::session::{AppAction, AppState, Notice, Screen};
use crate::ui::effect::use_effect_on;
use yew::prelude::*;

type Handle = UseReducerHandle<AppState>;

/// Reports a refused write once (the notice stays until dismissed).
fn report(state: &Handle, result: Result<(), storage::StorageFull>) {
    if result.is_err() && state.notice != Some(Notice::StorageFull) {
        state.dispatch(AppAction::Notify(Notice::StorageFull));
    }
}

/// Stores settings, statistics, rule sets and the match whenever they change (never from a
/// second tab, which would overwrite the first one's match), from when `ready` is true (a task
/// after the app's first render, `AppProps::step`; until then nothing changed but what was
/// just read).
#[hook]
pub fn use_persistence(state: &Handle, ready: bool) {
    {
        let s = state.clone();
        use_effect_on((ready, state.settings.clone()), move |(ready, settings)| {
            dom::set_page_language(settings.lang.code());
            if *ready && !s.read_only {
                report(&s, storage::save_settings(settings));
            }
        });
    }
    {
        let s = state.clone();
        use_effect_on((ready, state.stats.clone()), move |(ready, stats)| {
            // Statistics stored but not read (`session::held`) are not replaced.
            if *ready && !s.read_only && !s.held.stats {
                report(&s, storage::save_stats(stats));
            }
        });
    }
    {
        let s = state.clone();
        use_effect_on((ready, state.rulesets.clone()), move |(ready, rulesets)| {
            if *ready && !s.read_only && !s.held.rulesets {
                report(&s, storage::save_rulesets(rulesets));
            }
        });
    }
    {
        let s = state.clone();
        // By id too: a match just started is stored at once, though its version is a new
        // match's first one, as the previous match's may have been.
        let version = state.table.as_ref().map(|t| (t.id(), t.version()));
        use_effect_on((ready, version), move |&(ready, _)| {
            // The save is built here, after rendering, not on every render.
            if let Some(table) = s.table.as_ref().filter(|_| ready && !s.read_only) {
                report(&s, storage::save_match(table));
            }
        });
    }
    {
        // A match the player removed (and confirmed) is forgotten in storage too.
        let s = state.clone();
        let kept = use_mut_ref(|| state.match_ids());
        let mut ids = state.match_ids();
        crate::engine::small_sort::sort_by(&mut ids, Ord::cmp);
        use_effect_on((ready, ids), move |(ready, ids)| {
            // Until ready, `kept` stays the matches read at the start, so that one removed
            // meanwhile is deleted when the stores begin.
            if !*ready {
                return;
            }
            if !s.read_only {
                for gone in kept.borrow().iter().filter(|id| !ids.contains(id)) {
                    storage::delete_match(*gone);
                }
            }
            kept.borrow_mut().clone_from(ids);
        });
    }
    {
        let s = state.clone();
        use_effect_on(
            (ready, state.tournament.clone()),
            move |(ready, tournament)| {
                // One saved but not read yet (`session::unread`) is not replaced by none.
                if *ready && !s.read_only && s.unread.tournament.is_none() {
                    report(&s, storage::save_tournament(tournament.as_ref()));
                }
            },
        );
    }
    {
        let s = state.clone();
        // The seed too: a new slate over one with no entries is another slate to store.
        let version = state
            .slate
            .as_ref()
            .map(|t| (t.seed, t.version, t.entries.len()));
        use_effect_on((ready, version), move |&(ready, _)| {
            if let Some(slate) = s.slate.as_ref().filter(|_| ready && !s.read_only) {
                report(&s, storage::save_slate(slate));
            }
        });
    }
}

/// A link pasted into an open tab arrives as a `hashchange`; the address then loses its `#…` so
/// a reload does not open it again — except a seat's link through the signalling server, which
/// stays until the Join screen is left, so that a phone reloading mid-game goes back to its seat.
/// From when `ready` is true (a task after the app's first render).
#[hook]
pub fn use_links(state: &Handle, ready: bool) {
    let d = state.dispatcher();
    let clear_unless_seat = || {
        if !crate::session::remote::is_meeting(&dom::current_fragment()) {
            dom::clear_fragment();
        }
    };
    use_effect_on(ready, move |&ready| {
        let listener = ready.then(|| {
            clear_unless_seat();
            gloo::events::EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                let fragment = dom::current_fragment();
                if !fragment.is_empty() {
                    clear_unless_seat();
                    d.dispatch(AppAction::OpenLink(fragment));
                }
            })
        });
        move || drop(listener)
    });
}

/// The sound (and, on a knock, the vibration) of each action at the table, from when `ready`.
#[hook]
pub fn use_cues(state: &Handle, ready: bool) {
    let version = state.table.as_ref().map(|t| t.version());
    let cue = state.table.as_ref().and_then(|t| t.cue());
    let (sound, haptics) = (state.settings.sound, state.settings.haptics);
    use_effect_on((ready, version), move |&(ready, _)| {
        if let Some(cue) = cue.filter(|_| ready) {
            if sound {
                sound::play(cue);
            }
            if haptics {
                sound::buzz(cue);
            }
        }
    });
}

/// Each new screen starts at its top, with focus on its heading (not lost on the page body); Home
/// once it is drawn, not while the HTML shell stands in for it (`standing_in`, `ui::standing_in`).
#[hook]
pub fn use_screen_start(screen: Screen, standing_in: bool) {
    use_effect_on((screen, standing_in), move |&(screen, standing_in)| {
        if standing_in {
            return;
        }
        dom::scroll_to_top();
        if screen != Screen::Table {
            dom::focus("main h1");
        }
    });
}
