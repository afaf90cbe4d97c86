//! The host's table code: with a signalling server set and phone seats at the table, the host
//! waits in the code's lobby room (`schraem-code-<code>`) while the table is on screen
//! ([`HostLobby`], drawn by the table, in the phones part: none of this is in the first load);
//! whoever types the code enters it and knocks with a name, and the host lets them in to a free
//! seat or refuses them on the Phones panel. The decisions are `session::remote::Lobby`'s; this
//! module moves its messages and keeps it for a reload (`storage::keep_lobby`).

use super::host::changed;
use super::socket::{later, RoomHandlers, RoomSocket, RETRY_MS};
use crate::engine::Seat;
use crate::session::remote::{room_url, Issued, Knock, Lobby, PeerEvent, PeerRequest, RoomCode};
use std::cell::RefCell;
use yew::prelude::*;

#[derive(Default)]
struct Hall {
    lobby: Option<Lobby>,
    server: String,
    /// The match's seed (whose bindings the lobby reads) and its phone seats.
    seed: Option<u64>,
    phones: Vec<(Seat, String)>,
    socket: Option<RoomSocket>,
    open: bool,
}

thread_local! {
    static HALL: RefCell<Hall> = RefCell::new(Hall::default());
}

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// A new code, from the browser's randomness.
fn fresh_code() -> Issued {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        for b in &mut bytes {
            *b = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    Issued {
        code: RoomCode::from_random(u64::from_le_bytes(bytes)),
        made_ms: now_ms(),
    }
}

fn keep(lobby: &Lobby) {
    crate::ui::storage::keep_lobby(&lobby.saved());
}

/// The phones bound to the match's seats (as the host's connections last kept them).
fn bindings(seed: Option<u64>) -> crate::session::remote::Bindings {
    seed.map(crate::ui::storage::bound_phones)
        .unwrap_or_default()
}

/// Keeps the lobby in step with the table: open while `server` is set and the match dealt from
/// `seed` has `phones`, left otherwise. The code is the one kept from before a reload while it
/// holds; else a new one.
pub fn sync_lobby(server: &str, seed: Option<u64>, phones: &[(Seat, String)]) {
    let wanted = !server.is_empty() && seed.is_some() && !phones.is_empty();
    let enter_now = HALL.with(|h| {
        let mut h = h.borrow_mut();
        h.seed = seed;
        h.phones = phones.to_vec();
        if !wanted {
            let was = h.socket.take().is_some();
            h.open = false;
            h.server.clear();
            return was.then_some(false);
        }
        if h.lobby.is_none() {
            let lobby = crate::ui::storage::saved_lobby()
                .and_then(Lobby::restore)
                .filter(|l| !l.issued().expired(now_ms()))
                .unwrap_or_else(|| Lobby::new(fresh_code()));
            keep(&lobby);
            h.lobby = Some(lobby);
        }
        if let Some(lobby) = h.lobby.as_mut() {
            lobby.keep_seats(phones);
        }
        let moved = h.server != server;
        h.server = server.to_owned();
        (moved || h.socket.is_none()).then_some(true)
    });
    match enter_now {
        Some(true) => enter(),
        Some(false) => changed(),
        None => {}
    }
}

/// The table's code and when it was made, while the lobby is open.
#[must_use]
pub fn issued() -> Option<Issued> {
    HALL.with(|h| {
        let h = h.borrow();
        h.socket.as_ref()?;
        h.lobby.as_ref().map(|l| l.issued().clone())
    })
}

/// The server the lobby is on (for the link sent to joiners).
#[must_use]
pub fn lobby_server() -> String {
    HALL.with(|h| h.borrow().server.clone())
}

/// The joiners waiting for the host.
#[must_use]
pub fn knocks() -> Vec<Knock> {
    HALL.with(|h| {
        h.borrow()
            .lobby
            .as_ref()
            .map(|l| l.knocks().to_vec())
            .unwrap_or_default()
    })
}

/// The phone seats nobody holds (to let a joiner in to).
#[must_use]
pub fn free_seats() -> Vec<Seat> {
    HALL.with(|h| {
        let h = h.borrow();
        h.lobby
            .as_ref()
            .map(|l| l.free_seats(&h.phones, &bindings(h.seed)))
            .unwrap_or_default()
    })
}

/// The name the joiner of `seat` chose, if the seat was given by code.
#[must_use]
pub fn joiner_name(seat: Seat) -> Option<String> {
    HALL.with(|h| {
        h.borrow()
            .lobby
            .as_ref()
            .and_then(|l| l.name_of(seat).map(str::to_owned))
    })
}

/// Runs `f` on the lobby with the table's phone seats and bindings, keeps it, and sends what it
/// answers.
fn decide(
    f: impl FnOnce(&mut Lobby, &[(Seat, String)], &crate::session::remote::Bindings) -> Vec<PeerRequest>,
) {
    let requests = HALL.with(|h| {
        let h = &mut *h.borrow_mut();
        let bound = bindings(h.seed);
        let lobby = h.lobby.as_mut()?;
        let requests = f(lobby, &h.phones, &bound);
        keep(lobby);
        Some(requests)
    });
    for request in requests.unwrap_or_default() {
        send(&request);
    }
    changed();
}

/// The host lets the waiting `phone` in to `seat`.
pub fn let_in(phone: &str, seat: Seat) {
    decide(|lobby, phones, bound| {
        lobby.accept(phone, seat, phones, bound, &super::rooms::seat_link)
    });
}

/// The host refuses the waiting `phone` (for the rest of this code's life and after).
pub fn refuse(phone: &str) {
    decide(|lobby, _, _| lobby.refuse(phone));
}

/// A new code (the old one is given up at once).
pub fn renew() {
    HALL.with(|h| {
        if let Some(lobby) = h.borrow_mut().lobby.as_mut() {
            lobby.renew(fresh_code());
            keep(lobby);
        }
    });
    enter();
}

fn send(request: &PeerRequest) {
    HALL.with(|h| {
        if let Some(socket) = &h.borrow().socket {
            socket.send(request);
        }
    });
}

fn mark(open: bool) {
    HALL.with(|h| h.borrow_mut().open = open);
    changed();
}

/// Enters (or enters again) the current code's lobby room.
fn enter() {
    let Some((url, code)) = HALL.with(|h| {
        let h = h.borrow();
        let code = h.lobby.as_ref()?.issued().code.clone();
        (!h.server.is_empty()).then(|| (room_url(&h.server, &code.room()), code))
    }) else {
        return;
    };
    let old = HALL.with(|h| h.borrow_mut().socket.take());
    drop(old);
    let current = move |c: &RoomCode| {
        HALL.with(|h| {
            h.borrow()
                .lobby
                .as_ref()
                .is_some_and(|l| l.issued().code == *c)
        })
    };
    let handlers = RoomHandlers {
        on_open: Box::new(|| mark(true)),
        on_event: Box::new(on_event),
        on_close: Box::new({
            let code = code.clone();
            move || {
                mark(false);
                let code = code.clone();
                later(RETRY_MS, move || {
                    let wanted = HALL.with(|h| h.borrow().socket.is_some());
                    if wanted && current(&code) {
                        enter();
                    }
                });
            }
        }),
    };
    match RoomSocket::open(&url, handlers) {
        Ok(socket) => HALL.with(|h| h.borrow_mut().socket = Some(socket)),
        Err(_) => mark(false),
    }
    changed();
}

fn on_event(event: PeerEvent) {
    match event {
        PeerEvent::NewPeer(peer) => {
            let requests = HALL.with(|h| {
                h.borrow()
                    .lobby
                    .as_ref()
                    .map(|l| l.entered(&peer))
                    .unwrap_or_default()
            });
            for request in requests {
                send(&request);
            }
        }
        PeerEvent::PeerLeft(peer) => {
            HALL.with(|h| {
                if let Some(lobby) = h.borrow_mut().lobby.as_mut() {
                    lobby.left(&peer);
                }
            });
            changed();
        }
        PeerEvent::Signal { sender, data } => decide(|lobby, _, bound| {
            lobby.signal(&sender, data, now_ms(), bound, &super::rooms::seat_link)
        }),
        PeerEvent::IdAssigned(_) => {}
    }
}

#[derive(Properties, PartialEq)]
pub struct HostLobbyProps {
    /// The signalling server (empty: none, no code).
    pub server: AttrValue,
    /// The match's seed.
    pub seed: Option<u64>,
    /// Its phone seats, with their names.
    pub phones: Vec<(Seat, String)>,
    /// Someone knocks: the table opens the Phones panel.
    pub on_knock: Callback<()>,
}

/// The host's lobby while the table is on screen: draws nothing, keeps the lobby in step with the
/// table, leaves it when the table goes, and says when someone knocks.
#[function_component(HostLobby)]
pub fn host_lobby(props: &HostLobbyProps) -> Html {
    super::host::use_phone_links();
    use_effect_with(
        (props.server.clone(), props.seed, props.phones.clone()),
        |(server, seed, phones)| sync_lobby(server, *seed, phones),
    );
    use_effect_with((), |()| move || sync_lobby("", None, &[]));
    let knocking = !knocks().is_empty();
    let on_knock = props.on_knock.clone();
    use_effect_with(knocking, move |knocking| {
        if *knocking {
            on_knock.emit(());
        }
    });
    Html::default()
}
