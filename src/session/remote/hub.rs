//! The host's connections to the phones as a pure state machine: the browser side (`ui::remote`)
//! tells it what happened on a data channel — made for an invitation, opened, closed, a message —
//! and carries out what it answers (send this text, close that channel, apply this move). So every
//! decision is native-tested: which connection plays a seat, what a phone is sent and when, which
//! move is applied, and how much one phone may ask (docs/multiplayer.md).
//!
//! What a phone is sent: its seat's game data (`RemoteSeat`, no words: the phone draws its
//! table) whole once per connection (and when it asks again), then only what changed (`patch`),
//! numbered so a phone applies a change only to the state it was made from. A repeated hello is
//! not answered with the state again (1,000 hellos made a host send 3.6 MB).
//! Each connection has a budget of messages (a burst of [`BURST`], then [`PER_SECOND`] a second):
//! beyond it a message is dropped unread, so a flooding phone costs the host almost nothing.

use super::patch::{diff, without_nulls};
use super::protocol::{decode, encode, MessageError, RemoteSeat, ToGuest, ToHost, PROTOCOL};
use super::{check_move, remote_seat};
use crate::engine::Seat;
use crate::session::{AnyAction, Table};
use serde_json::Value;

/// How many messages a phone may send at once.
pub const BURST: u32 = 20;
/// How many messages a phone may send a second, after a burst.
pub const PER_SECOND: u32 = 10;
/// How many invitations of one seat wait for their answers at once (phones entering its room
/// again and again keep no more: the oldest goes).
pub const MAX_INVITATIONS: usize = 4;
/// The longest message read: anything a phone sends is a few dozen bytes.
pub const LONGEST: usize = 2_048;

/// The browser side's number for one data channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConnId(pub u32);

/// A phone seat's connection as the host's panel shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhoneLink {
    /// Never invited (or the invitation was dropped).
    None,
    /// An invitation is out, waiting for the answer.
    Invited,
    /// The phone is at the table.
    Connected,
    /// It was connected and has dropped (locked, out of range, reloaded).
    Dropped,
}

/// What the browser side does for the hub.
#[derive(Clone, Debug, PartialEq)]
pub enum HubOut {
    /// Send `text` on the connection.
    Send(ConnId, String),
    /// Close the connection (replaced, or its seat is no longer played on a phone).
    Close(ConnId),
    /// Apply the move of `seat` (checked: the connection's own seat, legal now).
    Act(Seat, AnyAction),
    /// The phone of `seat` goes on from a hand's result.
    NextHand(Seat),
    /// A message was dropped: a line for the console.
    Dropped(ConnId, String),
}

/// A message budget: `BURST` at once, refilled at `PER_SECOND`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Budget {
    /// Thousandths of a message.
    milli: u64,
    at_ms: u64,
}

impl Budget {
    const FULL: u64 = BURST as u64 * 1000;

    fn new(now_ms: u64) -> Budget {
        Budget {
            milli: Budget::FULL,
            at_ms: now_ms,
        }
    }

    /// Takes one message from the budget, if there is one left.
    fn take(&mut self, now_ms: u64) -> bool {
        let gained = now_ms.saturating_sub(self.at_ms) * u64::from(PER_SECOND);
        self.milli = (self.milli + gained).min(Budget::FULL);
        self.at_ms = self.at_ms.max(now_ms);
        if self.milli < 1000 {
            return false;
        }
        self.milli -= 1000;
        true
    }
}

#[derive(Clone, Debug)]
struct Conn {
    id: ConnId,
    seat: Seat,
    /// The player invited (a new match that seats someone else there closes the connection).
    name: String,
    invite: u32,
    /// The phone said hello on this connection (it is sent its state from then on).
    greeted: bool,
    open: bool,
    was_open: bool,
    /// The state this phone has now (as sent, without nulls) and its number on this connection.
    sent: Option<Value>,
    seq: u32,
    budget: Budget,
    /// Messages dropped over budget.
    flooded: u64,
    /// Made by the host for this seat by hand (a code it pasted the answer of): the phone that
    /// answers takes the seat. Through the server anyone with the link may arrive, so a phone
    /// other than the seat's waits for the host.
    by_host: bool,
    /// The phone that said hello on this connection.
    phone: Option<String>,
    /// The connection plays its seat (the seat's phone, or one the host let in).
    accepted: bool,
}

/// The host's connections.
#[derive(Clone, Debug, Default)]
pub struct Hub {
    conns: Vec<Conn>,
    /// Which phone each seat is bound to (seat, player, phone), from its first hello on.
    bound: Vec<(Seat, String, String)>,
    /// Phones the host sent away from a seat: they are not asked about again.
    refused: Vec<(Seat, String)>,
}

/// Which phone plays each seat: (seat, player, phone).
pub type Bindings = Vec<(Seat, String, String)>;

impl Hub {
    /// `id` is a new invitation for `seat` (number `invite`, for `name`): a dropped connection of
    /// that seat goes now; one still open stays until the new one opens (a stray second phone on
    /// a link does not cut the player off). Other invitations still waiting for their answers
    /// stay too, up to [`MAX_INVITATIONS`] (the oldest goes): through the server, whoever has
    /// the seat's link gets an invitation when it enters the room, and a refused phone entering
    /// again must not void the one the seat's own phone is answering. A new code made by hand
    /// (`by_host`) voids the earlier codes of the seat (the host shows only the newest), and
    /// only that: phones entering the room, however many, never push out the host's code.
    pub fn invited(
        &mut self,
        id: ConnId,
        seat: Seat,
        name: &str,
        (invite, by_host): (u32, bool),
        now_ms: u64,
    ) -> Vec<HubOut> {
        let mut out = Vec::new();
        let mut waiting = self
            .conns
            .iter()
            .filter(|c| c.seat == seat && !c.was_open && !c.by_host)
            .count();
        self.conns.retain(|c| {
            let dropped = c.seat == seat && c.was_open && !c.open;
            let unanswered = c.seat == seat && !c.was_open;
            let void = unanswered && by_host && c.by_host;
            let oldest = unanswered && !c.by_host && waiting >= MAX_INVITATIONS;
            if oldest {
                waiting -= 1;
            }
            let gone = dropped || void || oldest;
            if gone {
                out.push(HubOut::Close(c.id));
            }
            !gone
        });
        self.conns.push(Conn {
            id,
            seat,
            name: name.to_owned(),
            invite,
            greeted: false,
            open: false,
            was_open: false,
            sent: None,
            seq: 0,
            budget: Budget::new(now_ms),
            flooded: 0,
            by_host,
            phone: None,
            accepted: false,
        });
        out
    }

    /// The phone of invitation `invite` of `seat` left before answering: that invitation goes
    /// (an open connection stays: it is no invitation any more).
    pub fn withdraw(&mut self, seat: Seat, invite: u32) -> Vec<HubOut> {
        let Some(id) = self.awaiting(seat, invite) else {
            return Vec::new();
        };
        self.conns.retain(|c| c.id != id);
        vec![HubOut::Close(id)]
    }

    /// The connection `id` opened (its seat is its once its phone says hello and may have it).
    pub fn opened(&mut self, id: ConnId) {
        if let Some(c) = self.conn_mut(id) {
            c.open = true;
            c.was_open = true;
        }
    }

    /// Connection `id` plays its seat, bound to its phone: any other of that seat is closed
    /// (the player's new phone, or the same phone after a reload).
    fn take_seat(&mut self, id: ConnId) -> Vec<HubOut> {
        let Some(c) = self.conn_mut(id) else {
            return Vec::new();
        };
        c.accepted = true;
        let (seat, name, phone) = (c.seat, c.name.clone(), c.phone.clone().unwrap_or_default());
        self.bound.retain(|(s, _, _)| *s != seat);
        self.bound.push((seat, name, phone));
        let mut out = Vec::new();
        self.conns.retain(|c| {
            let older = c.seat == seat && c.id != id;
            if older {
                out.push(HubOut::Close(c.id));
            }
            !older
        });
        out
    }

    /// The host lets the phone of connection `id` (waiting, [`Hub::claims`]) take its seat, and
    /// sends it its table.
    pub fn accept(
        &mut self,
        id: ConnId,
        table: Option<&Table>,
        seat_link: &dyn Fn(Seat) -> Option<String>,
    ) -> Vec<HubOut> {
        if !self.claims().iter().any(|(_, c)| *c == id) {
            return Vec::new();
        }
        let mut out = self.take_seat(id);
        if let (Some(c), Some(table)) = (self.conn_mut(id), table) {
            out.extend(send_table(c, table, seat_link, true));
        }
        out
    }

    /// Which phone plays each seat (kept by the host's page, so that after a reload the seats
    /// stay their phones').
    #[must_use]
    pub fn bindings(&self) -> &Bindings {
        &self.bound
    }

    /// Takes up `bound` (kept from before a reload), where no seat is bound yet.
    pub fn restore(&mut self, bound: Bindings) {
        if self.bound.is_empty() {
            self.bound = bound;
        }
    }

    /// The phones the host sent away from a seat (kept by the host's page, so that after a reload
    /// they are not asked about again).
    #[must_use]
    pub fn refusals(&self) -> &[(Seat, String)] {
        &self.refused
    }

    /// Takes up `refused` (kept from before a reload).
    pub fn restore_refusals(&mut self, refused: Vec<(Seat, String)>) {
        for r in refused {
            if !self.refused.contains(&r) {
                self.refused.push(r);
            }
        }
    }

    /// The host refuses the phone of connection `id`: its connection closes, and that phone is
    /// not asked about again for this seat.
    pub fn refuse(&mut self, id: ConnId) -> Vec<HubOut> {
        if !self.claims().iter().any(|(_, c)| *c == id) {
            return Vec::new();
        }
        if let Some(c) = self.conn(id) {
            self.refused
                .push((c.seat, c.phone.clone().unwrap_or_default()));
        }
        self.conns.retain(|c| c.id != id);
        vec![HubOut::Close(id)]
    }

    /// Phones waiting for the host to let them take a seat bound to another phone: open
    /// connections that said hello and were not let in.
    #[must_use]
    pub fn claims(&self) -> Vec<(Seat, ConnId)> {
        self.conns
            .iter()
            .filter(|c| c.open && c.phone.is_some() && !c.accepted)
            .map(|c| (c.seat, c.id))
            .collect()
    }

    /// The connection `id` closed (the seat waits for its phone).
    pub fn closed(&mut self, id: ConnId) {
        if let Some(c) = self.conn_mut(id) {
            c.open = false;
            c.sent = None;
        }
    }

    /// The match changed (or the host's table closed: `None`): connections of seats that are no
    /// longer played on a phone, or by someone else now, are closed; every phone is sent what
    /// changed on its table (with its seat's link, if any).
    pub fn update(
        &mut self,
        table: Option<&Table>,
        seat_link: &dyn Fn(Seat) -> Option<String>,
    ) -> Vec<HubOut> {
        let phones = table.map(Table::phones).unwrap_or_default();
        self.bound
            .retain(|(seat, name, _)| phones.iter().any(|(s, n)| s == seat && n == name));
        let mut out = Vec::new();
        self.conns.retain(|c| {
            let keep = phones.iter().any(|(s, n)| *s == c.seat && *n == c.name);
            if !keep {
                out.push(HubOut::Close(c.id));
            }
            keep
        });
        if let Some(table) = table {
            for c in &mut self.conns {
                out.extend(send_table(c, table, seat_link, false));
            }
        }
        out
    }

    /// A message `text` arrived on connection `id` at `now_ms`; `table` is the host's match.
    pub fn received(
        &mut self,
        id: ConnId,
        text: &str,
        now_ms: u64,
        table: Option<&Table>,
        seat_link: &dyn Fn(Seat) -> Option<String>,
    ) -> Vec<HubOut> {
        let Some(c) = self.conn_mut(id) else {
            return Vec::new();
        };
        if !c.budget.take(now_ms) {
            // Dropped unread and unanswered: the first of a flood is said on the console.
            c.flooded += 1;
            return match c.flooded.is_power_of_two() {
                true => vec![HubOut::Dropped(id, format!("{} over budget", c.flooded))],
                false => Vec::new(),
            };
        }
        if text.len() > LONGEST {
            return vec![HubOut::Dropped(id, format!("{} bytes", text.len()))];
        }
        let seat = c.seat;
        let message = match decode::<ToHost>(text) {
            Ok(message) => message,
            Err(MessageError::Version(_)) => {
                return vec![HubOut::Send(
                    id,
                    encode(&ToGuest::Reload { host: PROTOCOL }),
                )]
            }
            Err(e) => return vec![HubOut::Dropped(id, e.to_string())],
        };
        // A message proves the channel open, even if its `open` event is still queued.
        self.opened(id);
        let mut out = Vec::new();
        if let ToHost::Hello { phone } = &message {
            let bound = self
                .bound
                .iter()
                .find(|(s, _, _)| *s == seat)
                .map(|(_, _, p)| p.clone());
            let Some(c) = self.conn_mut(id) else {
                return out;
            };
            c.greeted = true;
            let first = c.phone.is_none();
            c.phone = Some(phone.clone());
            let mine = bound.is_none_or(|b| b == *phone) || c.by_host;
            if !mine && self.refused.contains(&(seat, phone.clone())) {
                self.conns.retain(|c| c.id != id);
                return vec![HubOut::Close(id)];
            }
            let Some(c) = self.conn_mut(id) else {
                return out;
            };
            if first && !c.accepted && mine {
                out.extend(self.take_seat(id));
            }
        }
        let Some(c) = self.conn_mut(id) else {
            return out;
        };
        if !c.accepted {
            // A phone waiting for the host (its seat is another phone's) is sent nothing and
            // moves nothing; the host's panel shows it.
            out.push(HubOut::Dropped(id, "a phone waiting to be let in".into()));
            return out;
        }
        match message {
            ToHost::Hello { .. } => {
                // Answered with the state once, not once per hello.
                let fresh = c.sent.is_none();
                if let (true, Some(table)) = (fresh, table) {
                    out.extend(send_table(c, table, seat_link, true));
                }
            }
            ToHost::Resend {} => {
                if let Some(table) = table.filter(|_| c.greeted) {
                    out.extend(send_table(c, table, seat_link, true));
                }
            }
            // Only ever for this connection's own seat (the message names none).
            ToHost::NextHand {} => out.push(HubOut::NextHand(seat)),
            ToHost::Move {
                seat: claimed,
                action,
            } => match table.map(|t| check_move(t, seat, claimed, action)) {
                Some(Ok(())) => out.push(HubOut::Act(seat, action)),
                Some(Err(reason)) => {
                    out.push(HubOut::Dropped(id, format!("move refused: {reason:?}")));
                    out.push(HubOut::Send(id, encode(&ToGuest::Refused { reason })));
                }
                None => {}
            },
        }
        out
    }

    /// The link of `seat` now.
    #[must_use]
    pub fn link_of(&self, seat: Seat) -> PhoneLink {
        let mut conns = self.conns.iter().filter(|c| c.seat == seat);
        if conns.clone().any(|c| c.open && c.accepted) {
            return PhoneLink::Connected;
        }
        conns
            .next_back()
            .map_or(PhoneLink::None, |c| match c.was_open {
                true => PhoneLink::Dropped,
                false => PhoneLink::Invited,
            })
    }

    /// The link of the seat connection `id` plays.
    #[must_use]
    pub fn link_of_conn(&self, id: ConnId) -> Option<PhoneLink> {
        self.conn(id).map(|c| self.link_of(c.seat))
    }

    /// The connection of `seat`'s newest invitation made by hand (a code) still waiting for its
    /// answer.
    #[must_use]
    pub fn pending(&self, seat: Seat) -> Option<ConnId> {
        self.conns
            .iter()
            .rfind(|c| c.seat == seat && !c.was_open && c.by_host)
            .map(|c| c.id)
    }

    /// The connection waiting for the answer to invitation `invite` of `seat`, if it is still
    /// out (an answer to a replaced invitation, or a second answer, finds none).
    #[must_use]
    pub fn awaiting(&self, seat: Seat, invite: u32) -> Option<ConnId> {
        self.conns
            .iter()
            .find(|c| c.seat == seat && c.invite == invite && !c.was_open)
            .map(|c| c.id)
    }

    /// The seat connection `id` plays.
    #[must_use]
    pub fn seat_of(&self, id: ConnId) -> Option<Seat> {
        self.conn(id).map(|c| c.seat)
    }

    /// Every connection, for the browser side to close them all.
    #[must_use]
    pub fn ids(&self) -> Vec<ConnId> {
        self.conns.iter().map(|c| c.id).collect()
    }

    fn conn(&self, id: ConnId) -> Option<&Conn> {
        self.conns.iter().find(|c| c.id == id)
    }

    fn conn_mut(&mut self, id: ConnId) -> Option<&mut Conn> {
        self.conns.iter_mut().find(|c| c.id == id)
    }
}

/// Sends `c` its seat's state: whole when `whole` or it has none, else only what changed
/// (nothing if nothing did).
fn send_table(
    c: &mut Conn,
    table: &Table,
    seat_link: &dyn Fn(Seat) -> Option<String>,
    whole: bool,
) -> Vec<HubOut> {
    if !(c.greeted && c.open) {
        return Vec::new();
    }
    let mut now: RemoteSeat = remote_seat(table, c.seat);
    now.seat_link = seat_link(c.seat);
    now.seq = c.seq;
    let Ok(mut value) = serde_json::to_value(&now) else {
        return Vec::new();
    };
    without_nulls(&mut value);
    let change = match (&c.sent, whole) {
        (Some(sent), false) => match diff(sent, &value) {
            None => return Vec::new(),
            Some(change) => Some(change),
        },
        _ => None,
    };
    let base = c.seq;
    c.seq = c.seq.wrapping_add(1);
    value["seq"] = c.seq.into();
    now.seq = c.seq;
    let whole_text = encode(&ToGuest::State(Box::new(now)));
    let text = match change {
        Some(mut change) => {
            change["seq"] = c.seq.into();
            let patch = encode(&ToGuest::Patch { base, diff: change });
            // A change bigger than the state (a new hand, say) goes as the state.
            match patch.len() < whole_text.len() {
                true => patch,
                false => whole_text,
            }
        }
        None => whole_text,
    };
    c.sent = Some(value);
    vec![HubOut::Send(c.id, text)]
}
