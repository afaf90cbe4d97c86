//! The host's side of a table of phones as one object, [`PhoneHost`]: its connections (the hub's
//! data channels), its rooms on the signalling server and its table code's lobby. The app's root
//! owns it ([`use_phone_host`]) and hands it to the screens that show phones as a property (the
//! table, and from it the Phones panel and the table code's lobby; a Yew context cost the first
//! load 2 KB gzip more); they re-render on its changes ([`use_phone_links`]). Every decision is
//! one of `session::remote`'s state machines (`Hub`, `Rooms`, `Lobby`); the methods (in
//! `host.rs`, `rooms.rs`, `lobby.rs`) only move their messages, and run in the `phone-host` and
//! `phones` parts (docs/parts.md).

use super::handoff::AnswerEar;
use super::host::Channel;
use super::lobby::Hall;
use super::socket::RoomSocket;
use crate::session::remote::{Hub, Meeting, Rooms};
use crate::session::{AppAction, Table};
use crate::ui::app::AppHandle;
use crate::ui::effect::use_effect_on;
use std::cell::RefCell;
use yew::prelude::*;

/// Everything the host keeps of its phones.
#[derive(Default)]
pub(super) struct Host {
    /// Which connection plays a seat, what each phone is sent, which move counts.
    pub(super) hub: Hub,
    pub(super) channels: Vec<Channel>,
    pub(super) next_id: u32,
    pub(super) table: Option<Table>,
    pub(super) dispatch: Option<Callback<AppAction>>,
    /// Screens showing the links, re-rendered when one changes.
    pub(super) watchers: Vec<Callback<()>>,
    /// The seats' rooms on the signalling server, and their sockets.
    pub(super) rooms: Rooms,
    pub(super) sockets: Vec<(Meeting, RoomSocket)>,
    /// The table code's lobby.
    pub(super) hall: Hall,
    /// The language of the host's last change (for the answers of other tabs).
    pub(super) lang: Option<crate::lang::Lang>,
    /// Answers handed over by other tabs.
    pub(super) ear: Option<AnswerEar>,
    /// The seed of the last match this host had phone seats in.
    pub(super) had_phones: Option<u64>,
}

/// The host's phones: one per app, shared by the screens (a copy is the same host).
///
/// Made once by the app's root and never freed: the app lives as long as the page, and a host
/// that cannot go away needs no weak handles in its callbacks and no code in the first load to
/// take its connections apart (an `Rc` of it cost the first load 1 KB gzip).
#[derive(Clone, Copy)]
pub struct PhoneHost(&'static RefCell<Host>);

impl PartialEq for PhoneHost {
    fn eq(&self, other: &PhoneHost) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl PhoneHost {
    /// A new host, for the app's root.
    fn new() -> PhoneHost {
        PhoneHost(Box::leak(Box::default()))
    }

    /// Reads the host's state (never across a call that may come back here: a dispatch, a
    /// socket, a watcher).
    pub(super) fn with<T>(self, f: impl FnOnce(&Host) -> T) -> T {
        f(&self.0.borrow())
    }

    /// Changes the host's state (as [`PhoneHost::with`]).
    pub(super) fn with_mut<T>(self, f: impl FnOnce(&mut Host) -> T) -> T {
        f(&mut self.0.borrow_mut())
    }

    /// Whether the match dealt from `seed` has had phone seats on this page (all of them may
    /// have gone to computer players since).
    #[must_use]
    pub fn had_phones(self, seed: u64) -> bool {
        self.with(|h| h.had_phones == Some(seed))
    }

    /// Re-renders the screens that show the links (outside any borrow: they read the host).
    pub(super) fn changed(self) {
        let watchers = self.with(|h| h.watchers.clone());
        for w in watchers {
            w.emit(());
        }
    }
}

/// The app's host of phones, made once by the app's root, which hands it to the screens; keeps its connections in step with the app: the latest table (to check moves and
/// to send), the dispatcher, and to every joined phone what changed after each change.
#[hook]
pub fn use_phone_host(state: &AppHandle) -> PhoneHost {
    let host = *use_state(PhoneHost::new);
    let version = state
        .table
        .as_ref()
        .map(|t| (t.version(), t.live().actions_so_far()));
    let site = crate::ui::site::use_site(&state.settings);
    let server = crate::ui::site::signal_server(&state.settings, &site);
    {
        let state = state.clone();
        use_effect_on((version, server), move |(_, server)| {
            // The hub is a part (src/ui/lazy.rs): fetched once a table has phones, and from then
            // on told of every change (also to close what a finished match leaves open).
            let phones = state.table.as_ref().is_some_and(Table::has_phones);
            crate::ui::lazy::keep_phones_in_step(phones, host, state, server.clone());
        });
    }
    host
}

/// Re-renders the calling component whenever a phone's link, a claim, a knock or the server's
/// state changes at `host`.
#[hook]
pub fn use_phone_links(host: &PhoneHost) {
    let update = use_force_update();
    let host = *host;
    // The host is the app's for the page's life: subscribed once.
    use_effect_on((), move |()| {
        let cb = Callback::from(move |()| update.force_update());
        host.with_mut(|h| h.watchers.push(cb.clone()));
        move || host.with_mut(|h| h.watchers.retain(|w| w != &cb))
    });
}
