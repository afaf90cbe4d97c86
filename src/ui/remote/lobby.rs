//! The host's table code: with a signalling server set and phone seats at the table, the host
//! waits in the code's lobby room (`schraem-code-<code>`) while the table is on screen
//! ([`HostLobby`], drawn by the table, in the phones part: none of this is in the first load);
//! whoever types the code enters it and knocks with a name, and the host lets them in to a free
//! seat or refuses them on the Phones panel. The decisions are `session::remote::Lobby`'s; this
//! module moves its messages and keeps it for a reload (`storage::keep_lobby`).

use super::driver::PhoneHost;
use super::socket::{later, RoomHandlers, RoomSocket, RETRY_MS};
use crate::engine::Seat;
use crate::session::remote::{
    room_url, Bindings, Issued, Knock, Lobby, PeerEvent, PeerRequest, RoomCode,
};
use crate::ui::effect::use_effect_on;
use yew::prelude::*;

/// The table code's lobby, as the host keeps it.
#[derive(Default)]
pub(super) struct Hall {
    lobby: Option<Lobby>,
    server: String,
    /// The match's seed (whose bindings the lobby reads) and its phone seats.
    seed: Option<u64>,
    phones: Vec<(Seat, String)>,
    socket: Option<RoomSocket>,
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
fn bindings(seed: Option<u64>) -> Bindings {
    seed.map(crate::ui::storage::bound_phones)
        .unwrap_or_default()
}

impl PhoneHost {
    /// Keeps the lobby in step with the table: open while `server` is set and the match dealt
    /// from `seed` has `phones`, left otherwise. The code is the one kept from before a reload
    /// while it holds; else a new one.
    fn sync_lobby(self, server: &str, seed: Option<u64>, phones: &[(Seat, String)]) {
        let wanted = !server.is_empty() && seed.is_some() && !phones.is_empty();
        let enter_now = self.with_mut(|h| {
            let h = &mut h.hall;
            h.seed = seed;
            h.phones = phones.to_vec();
            if !wanted {
                let was = h.socket.take().is_some();
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
            Some(true) => self.enter_lobby(),
            Some(false) => self.changed(),
            None => {}
        }
    }

    /// The table's code and when it was made, while the lobby is open.
    #[must_use]
    pub(super) fn issued(self) -> Option<Issued> {
        self.with(|h| {
            h.hall.socket.as_ref()?;
            h.hall.lobby.as_ref().map(|l| l.issued().clone())
        })
    }

    /// The server the lobby is on (for the link sent to joiners).
    #[must_use]
    pub(super) fn lobby_server(self) -> String {
        self.with(|h| h.hall.server.clone())
    }

    /// The joiners waiting for the host.
    #[must_use]
    pub fn knocks(self) -> Vec<Knock> {
        self.with(|h| {
            h.hall
                .lobby
                .as_ref()
                .map(|l| l.knocks().to_vec())
                .unwrap_or_default()
        })
    }

    /// The phone seats nobody holds (to let a joiner in to).
    #[must_use]
    pub(super) fn free_seats(self) -> Vec<Seat> {
        self.with(|h| {
            let h = &h.hall;
            h.lobby
                .as_ref()
                .map(|l| l.free_seats(&h.phones, &bindings(h.seed)))
                .unwrap_or_default()
        })
    }

    /// The name the joiner of `seat` chose, if the seat was given by code.
    #[must_use]
    pub(super) fn joiner_name(self, seat: Seat) -> Option<String> {
        self.with(|h| {
            h.hall
                .lobby
                .as_ref()
                .and_then(|l| l.name_of(seat).map(str::to_owned))
        })
    }

    /// Runs `f` on the lobby with the table's phone seats, bindings and seat links, keeps it,
    /// and sends what it answers.
    fn decide(
        self,
        f: impl FnOnce(
            &mut Lobby,
            &[(Seat, String)],
            &Bindings,
            &dyn Fn(Seat) -> Option<String>,
        ) -> Vec<PeerRequest>,
    ) {
        let requests = self.with_mut(|h| {
            let (hall, rooms) = (&mut h.hall, &h.rooms);
            let bound = bindings(hall.seed);
            let lobby = hall.lobby.as_mut()?;
            let requests = f(lobby, &hall.phones, &bound, &|seat| rooms.seat_link(seat));
            keep(lobby);
            Some(requests)
        });
        for request in requests.unwrap_or_default() {
            self.send_lobby(&request);
        }
        self.changed();
    }

    /// The host lets the waiting `phone` in to `seat`.
    pub(super) fn let_in_by_code(self, phone: &str, seat: Seat) {
        self.decide(|lobby, phones, bound, link| lobby.accept(phone, seat, phones, bound, link));
    }

    /// The host refuses the waiting `phone` (for the rest of this code's life and after).
    pub(super) fn refuse_by_code(self, phone: &str) {
        self.decide(|lobby, _, _, _| lobby.refuse(phone));
    }

    /// A new code (the old one is given up at once).
    pub(super) fn renew_code(self) {
        self.with_mut(|h| {
            if let Some(lobby) = h.hall.lobby.as_mut() {
                lobby.renew(fresh_code());
                keep(lobby);
            }
        });
        self.enter_lobby();
    }

    fn send_lobby(self, request: &PeerRequest) {
        self.with(|h| {
            if let Some(socket) = &h.hall.socket {
                socket.send(request);
            }
        });
    }

    /// Whether the lobby's socket is wanted for `code` still.
    fn lobby_wanted(self, code: &RoomCode) -> bool {
        self.with(|h| {
            h.hall.socket.is_some()
                && h.hall
                    .lobby
                    .as_ref()
                    .is_some_and(|l| l.issued().code == *code)
        })
    }

    /// Enters (or enters again) the current code's lobby room.
    fn enter_lobby(self) {
        let Some((url, code)) = self.with(|h| {
            let code = h.hall.lobby.as_ref()?.issued().code.clone();
            (!h.hall.server.is_empty()).then(|| (room_url(&h.hall.server, &code.room()), code))
        }) else {
            return;
        };
        let old = self.with_mut(|h| h.hall.socket.take());
        drop(old);
        let host = self;
        let handlers = RoomHandlers {
            on_open: Box::new(move || host.changed()),
            on_event: Box::new(move |event| host.lobby_event(event)),
            on_close: Box::new(move || {
                host.changed();
                let code = code.clone();
                later(RETRY_MS, move || {
                    if host.lobby_wanted(&code) {
                        host.enter_lobby();
                    }
                });
            }),
        };
        if let Ok(socket) = RoomSocket::open(&url, handlers) {
            self.with_mut(|h| h.hall.socket = Some(socket));
        }
        self.changed();
    }

    fn lobby_event(self, event: PeerEvent) {
        match event {
            PeerEvent::NewPeer(peer) => {
                let requests = self.with(|h| {
                    h.hall
                        .lobby
                        .as_ref()
                        .map(|l| l.entered(&peer))
                        .unwrap_or_default()
                });
                for request in requests {
                    self.send_lobby(&request);
                }
            }
            PeerEvent::PeerLeft(peer) => {
                self.with_mut(|h| {
                    if let Some(lobby) = h.hall.lobby.as_mut() {
                        lobby.left(&peer);
                    }
                });
                self.changed();
            }
            PeerEvent::Signal { sender, data } => self
                .decide(|lobby, _, bound, link| lobby.signal(&sender, data, now_ms(), bound, link)),
            PeerEvent::IdAssigned(_) => {}
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct HostLobbyProps {
    /// The app's host of phones.
    pub host: PhoneHost,
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
    let host = props.host;
    super::use_phone_links(&host);
    {
        use_effect_on(
            (props.server.clone(), props.seed, props.phones.clone()),
            move |(server, seed, phones)| host.sync_lobby(server, *seed, phones),
        );
    }
    use_effect_on((), move |()| move || host.sync_lobby("", None, &[]));
    let knocking = !host.knocks().is_empty();
    let on_knock = props.on_knock.clone();
    use_effect_on(knocking, move |knocking| {
        if *knocking {
            on_knock.emit(());
        }
    });
    Html::default()
}
