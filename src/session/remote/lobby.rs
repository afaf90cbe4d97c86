//! The host's side of a table code's lobby room, as a pure state machine: who knocked (by the
//! name they chose), whom the host let in to which seat, whom it refused. The browser side
//! (`ui::remote::lobby`) passes it what the signalling server says and sends what it answers.
//!
//! A code can be guessed, so knocking only asks: the host lets each joiner in by hand (a seat is
//! given only to a phone the host accepted, or to the phone already bound to it), and a phone
//! it refused is refused again without asking, also after a reload of the host's page (the lobby
//! is kept, [`SavedLobby`]). The joiner then joins its seat's room exactly as by the seat's link.

use super::hub::Bindings;
use super::meeting::{PeerRequest, PeerSignal};
use super::room_code::Issued;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// How many joiners may wait at once (a guesser's flood pushes out only the oldest).
pub const MAX_KNOCKS: usize = 8;
/// The longest name shown for a joiner, in characters.
pub const MAX_NAME: usize = 24;

/// A joiner waiting for the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knock {
    /// Its id on the server (where the answer goes).
    pub peer: String,
    /// The name its player chose.
    pub name: String,
    /// Its phone's id.
    pub phone: String,
}

/// A seat the host gave through the lobby, with the name its joiner chose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Given {
    /// The seat.
    pub seat: Seat,
    /// The phone let in.
    pub phone: String,
    /// The name its player chose.
    pub name: String,
}

/// What the host's page keeps of its lobby (versioned: a record of another version is dropped and
/// a new code made).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedLobby {
    /// The format's version, [`SavedLobby::VERSION`].
    pub v: u32,
    /// The code and when it was made.
    pub issued: Issued,
    /// The phones refused.
    pub refused: Vec<String>,
    /// The seats given.
    pub promised: Vec<Given>,
}

impl SavedLobby {
    /// The version written now.
    pub const VERSION: u32 = 1;
}

/// The host's lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lobby {
    issued: Issued,
    knocks: Vec<Knock>,
    refused: Vec<String>,
    promised: Vec<Given>,
}

/// A name as the host is shown it: trimmed, without control characters, at most [`MAX_NAME`]
/// characters.
#[must_use]
pub fn clean_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .trim()
        .chars()
        .take(MAX_NAME)
        .collect()
}

fn to(peer: &str, data: PeerSignal) -> PeerRequest {
    PeerRequest::Signal {
        receiver: peer.to_owned(),
        data,
    }
}

impl Lobby {
    /// A new lobby for `issued`, nobody let in or refused.
    #[must_use]
    pub fn new(issued: Issued) -> Lobby {
        Lobby {
            issued,
            knocks: Vec::new(),
            refused: Vec::new(),
            promised: Vec::new(),
        }
    }

    /// The lobby as kept before a reload (`None` for a record of another version).
    #[must_use]
    pub fn restore(saved: SavedLobby) -> Option<Lobby> {
        (saved.v == SavedLobby::VERSION).then(|| Lobby {
            issued: saved.issued,
            knocks: Vec::new(),
            refused: saved.refused,
            promised: saved.promised,
        })
    }

    /// What to keep for a reload.
    #[must_use]
    pub fn saved(&self) -> SavedLobby {
        SavedLobby {
            v: SavedLobby::VERSION,
            issued: self.issued.clone(),
            refused: self.refused.clone(),
            promised: self.promised.clone(),
        }
    }

    /// The code and when it was made.
    #[must_use]
    pub fn issued(&self) -> &Issued {
        &self.issued
    }

    /// A new code (the old one's room is left; who waited there has to knock again). Whom the host
    /// let in or refused stays so.
    pub fn renew(&mut self, issued: Issued) {
        self.issued = issued;
        self.knocks.clear();
    }

    /// The joiners waiting, oldest first.
    #[must_use]
    pub fn knocks(&self) -> &[Knock] {
        &self.knocks
    }

    /// The name the joiner of `seat` chose, if the seat was given through the lobby.
    #[must_use]
    pub fn name_of(&self, seat: Seat) -> Option<&str> {
        self.promised
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| p.name.as_str())
    }

    /// The phone seats of `phones` that no phone holds: not bound ([`Bindings`]) and not given
    /// here.
    #[must_use]
    pub fn free_seats(&self, phones: &[(Seat, String)], bound: &Bindings) -> Vec<Seat> {
        phones
            .iter()
            .map(|(seat, _)| *seat)
            .filter(|seat| {
                !bound.iter().any(|(s, _, _)| s == seat)
                    && !self.promised.iter().any(|p| p.seat == *seat)
            })
            .collect()
    }

    /// The table changed: seats no longer played on a phone (a computer player took one) are
    /// free again when they come back.
    pub fn keep_seats(&mut self, phones: &[(Seat, String)]) {
        self.promised
            .retain(|p| phones.iter().any(|(s, _)| *s == p.seat));
    }

    /// Someone entered the lobby room: tell them the table is here, so they knock.
    #[must_use]
    pub fn entered(&self, peer: &str) -> Vec<PeerRequest> {
        vec![to(peer, PeerSignal::Table)]
    }

    /// Someone left the lobby room: it waits no more.
    pub fn left(&mut self, peer: &str) {
        self.knocks.retain(|k| k.peer != peer);
    }

    /// `peer` sent `data` at `now_ms`. A knock of a refused phone is refused, one of a phone that
    /// holds a seat (bound to it, or given here) gets that seat's link (from `seat_link`), one at
    /// an expired code is told so; any other waits for the host.
    #[must_use]
    pub fn signal(
        &mut self,
        peer: &str,
        data: PeerSignal,
        now_ms: u64,
        bound: &Bindings,
        seat_link: &dyn Fn(Seat) -> Option<String>,
    ) -> Vec<PeerRequest> {
        let PeerSignal::Knock { name, phone } = data else {
            return Vec::new();
        };
        let name = clean_name(&name);
        if phone.is_empty() || phone.len() > 64 || name.is_empty() {
            return Vec::new();
        }
        if self.refused.contains(&phone) {
            return vec![to(peer, PeerSignal::Refused)];
        }
        let held = bound
            .iter()
            .find(|(_, _, p)| *p == phone)
            .map(|(s, _, _)| *s)
            .or_else(|| {
                self.promised
                    .iter()
                    .find(|p| p.phone == phone)
                    .map(|p| p.seat)
            });
        if let Some(seat) = held {
            return seat_link(seat)
                .map(|link| vec![to(peer, PeerSignal::Welcome(link))])
                .unwrap_or_default();
        }
        if self.issued.expired(now_ms) {
            return vec![to(peer, PeerSignal::Expired)];
        }
        self.knocks.retain(|k| k.phone != phone && k.peer != peer);
        self.knocks.push(Knock {
            peer: peer.to_owned(),
            name,
            phone,
        });
        if self.knocks.len() > MAX_KNOCKS {
            self.knocks.remove(0);
        }
        Vec::new()
    }

    /// The host lets the waiting `phone` in to `seat` (one of [`Lobby::free_seats`]): it gets the
    /// seat's link. Nothing happens for a phone no longer waiting or a seat someone holds.
    #[must_use]
    pub fn accept(
        &mut self,
        phone: &str,
        seat: Seat,
        phones: &[(Seat, String)],
        bound: &Bindings,
        seat_link: &dyn Fn(Seat) -> Option<String>,
    ) -> Vec<PeerRequest> {
        let Some(at) = self.knocks.iter().position(|k| k.phone == phone) else {
            return Vec::new();
        };
        if !self.free_seats(phones, bound).contains(&seat) {
            return Vec::new();
        }
        let Some(link) = seat_link(seat) else {
            return Vec::new();
        };
        let knock = self.knocks.remove(at);
        self.promised.push(Given {
            seat,
            phone: knock.phone,
            name: knock.name,
        });
        vec![to(&knock.peer, PeerSignal::Welcome(link))]
    }

    /// The host refuses the waiting `phone`: it is told so, and refused again without asking.
    #[must_use]
    pub fn refuse(&mut self, phone: &str) -> Vec<PeerRequest> {
        let Some(at) = self.knocks.iter().position(|k| k.phone == phone) else {
            return Vec::new();
        };
        let knock = self.knocks.remove(at);
        self.refused.push(knock.phone);
        vec![to(&knock.peer, PeerSignal::Refused)]
    }
}
