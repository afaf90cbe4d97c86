//! A joined phone's connection to the host as a pure state machine: the browser side (`ui::remote`)
//! tells it that the channel opened or closed, that a message arrived, that time passed; it answers
//! what to send and when the screen changes. The seat's game data arrive whole once per
//! connection, then as changes (`patch`) numbered by the state they change: a change that does
//! not fit (lost, stale, repeated) is not applied, and the phone asks for its whole state again.
//! Only data that read as their seat's game are taken (`read`); each is checked against the
//! host's deal promise (`fair::Ledger`). The table is drawn from them above the session, in the
//! phone's own language (`games::phone_table`).

use super::patch::{apply, without_nulls};
use super::protocol::{decode, encode, MessageError, RemoteSeat, ToGuest, ToHost};
use super::Ledger;
use crate::engine::Seat;
use serde_json::Value;

/// How often a phone says hello until its first table arrives (a hello lost in the opening
/// moments of a channel costs a second, not the connection).
pub const HELLO_EVERY_MS: u64 = 1_000;
/// The longest message read (a seat's whole state is a few KB).
pub const LONGEST: usize = 256 * 1024;

/// The id a phone says in its hello, from a random secret of this device (kept in its storage):
/// the same across reloads and matches, and telling nothing of the secret.
#[must_use]
pub fn phone_id(secret: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(b"schraem phone\n");
    h.update(secret.as_bytes());
    h.finalize()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// What the browser side does for the phone.
#[derive(Clone, Debug, PartialEq)]
pub enum GuestOut {
    /// Send `text` to the host.
    Send(String),
    /// The game data changed: draw [`Guest::state`] anew.
    Show,
    /// The last move was refused, and why (the screen words it: `Lang::move_refused`).
    Refused(super::MoveRefusal),
    /// The host speaks another protocol version: this page must reload.
    Reload,
    /// The host's phone has left: the table pauses.
    HostLeft,
    /// A message was dropped: a line for the console.
    Dropped(String),
}

/// A joined phone's side of the connection.
#[derive(Clone, Debug)]
pub struct Guest {
    /// This phone's id, said in every hello.
    phone: String,
    /// The state as received (without nulls, to apply changes to), and read.
    current: Option<(Value, RemoteSeat)>,
    /// The seat this phone plays (fixed by the first table; another seat's table is refused).
    seat: Option<Seat>,
    ledger: Ledger,
    /// A channel is open and no table has come on it yet: hello is repeated.
    greeting: bool,
    /// The whole table was asked for and has not come yet.
    asked: bool,
    last_hello: u64,
    open: bool,
}

impl Guest {
    /// The phone `phone` ([`phone_id`]).
    #[must_use]
    pub fn new(phone: String) -> Guest {
        Guest {
            phone,
            current: None,
            seat: None,
            ledger: Ledger::default(),
            greeting: false,
            asked: false,
            last_hello: 0,
            open: false,
        }
    }

    /// A (new) channel to the host opened: its tables are numbered afresh (a host that reloaded
    /// counts from the start), so the phone greets and waits for a whole table. The table shown
    /// stays until then.
    pub fn opened(&mut self, now_ms: u64) -> Vec<GuestOut> {
        self.open = true;
        self.greeting = true;
        self.asked = false;
        // A new connection may be to another seat (a new invitation); within one it is fixed.
        self.seat = None;
        if let Some((value, _)) = &mut self.current {
            // No change may apply to the old connection's table any more.
            value["seq"] = Value::Null;
        }
        self.hello(now_ms)
    }

    /// Time passed: hello again while no table has come.
    pub fn tick(&mut self, now_ms: u64) -> Vec<GuestOut> {
        match self.greeting && now_ms.saturating_sub(self.last_hello) >= HELLO_EVERY_MS {
            true => self.hello(now_ms),
            false => Vec::new(),
        }
    }

    /// The channel closed: the host's phone has left (or this phone dropped).
    pub fn closed(&mut self) -> Vec<GuestOut> {
        self.open = false;
        self.greeting = false;
        vec![GuestOut::HostLeft]
    }

    /// A move for this phone's seat, to send (none before the first table).
    #[must_use]
    pub fn act(&self, action: crate::session::AnyAction) -> Option<String> {
        let seat = self.seat?;
        self.open.then(|| encode(&ToHost::Move { seat, action }))
    }

    /// "Next hand", to send.
    #[must_use]
    pub fn next_hand(&self) -> Option<String> {
        self.open.then(|| encode(&ToHost::NextHand {}))
    }

    /// The game data to draw the table from, as the host sent them (they read as their seat's
    /// game: [`RemoteSeat::check`]).
    #[must_use]
    pub fn state(&self) -> Option<&RemoteSeat> {
        self.current.as_ref().map(|(_, s)| s)
    }

    /// The deal promises and this phone's verdicts.
    #[must_use]
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// A message `text` from the host.
    pub fn received(&mut self, text: &str) -> Vec<GuestOut> {
        if text.len() > LONGEST {
            return vec![GuestOut::Dropped(format!("{} bytes", text.len()))];
        }
        match decode::<ToGuest>(text) {
            Ok(ToGuest::State(state)) => {
                let mut value = serde_json::to_value(&*state).unwrap_or_default();
                without_nulls(&mut value);
                self.take(value, *state)
            }
            Ok(ToGuest::Patch { base, diff }) => self.patch(base, &diff),
            Ok(ToGuest::Refused { reason }) => vec![GuestOut::Refused(reason)],
            Ok(ToGuest::Reload { .. }) | Err(MessageError::Version(_)) => {
                self.greeting = false;
                vec![GuestOut::Reload]
            }
            Err(e) => vec![GuestOut::Dropped(e.to_string())],
        }
    }

    fn hello(&mut self, now_ms: u64) -> Vec<GuestOut> {
        self.last_hello = now_ms;
        vec![GuestOut::Send(encode(&ToHost::Hello {
            phone: self.phone.clone(),
        }))]
    }

    /// The number of the table shown, on this connection (none before its first table).
    fn seq(&self) -> Option<u32> {
        let (value, _) = self.current.as_ref()?;
        value
            .get("seq")
            .and_then(Value::as_u64)
            .and_then(|s| u32::try_from(s).ok())
    }

    fn patch(&mut self, base: u32, diff: &Value) -> Vec<GuestOut> {
        let fits = self.seq() == Some(base);
        let patched = self
            .current
            .as_ref()
            .filter(|_| fits)
            .and_then(|(value, _)| {
                let mut value = value.clone();
                apply(&mut value, diff).ok()?;
                let table = serde_json::from_value::<RemoteSeat>(value.clone()).ok()?;
                Some((value, table))
            });
        match patched {
            Some((value, table)) if table.seq == base.wrapping_add(1) => self.take(value, table),
            _ => self.ask("a change that does not fit"),
        }
    }

    /// Asks for the whole table (once until it comes).
    fn ask(&mut self, why: &str) -> Vec<GuestOut> {
        let mut out = vec![GuestOut::Dropped(why.to_owned())];
        if self.open && !self.asked && !self.greeting {
            self.asked = true;
            out.push(GuestOut::Send(encode(&ToHost::Resend {})));
        }
        out
    }

    fn take(&mut self, value: Value, state: RemoteSeat) -> Vec<GuestOut> {
        if self.seat.is_some_and(|s| s != state.seat) {
            return vec![GuestOut::Dropped(format!("a state of {}", state.seat))];
        }
        if self.seq().is_some_and(|s| state.seq <= s) {
            return vec![GuestOut::Dropped(format!("an old state ({})", state.seq))];
        }
        if let Err(e) = state.check() {
            // Data this page cannot read: the whole state is asked for once (a newer host
            // would have said so by its version).
            return self.ask(&format!("a state that cannot be drawn: {e:?}"));
        }
        self.seat = Some(state.seat);
        self.greeting = false;
        self.asked = false;
        self.ledger.observe(&state);
        self.current = Some((value, state));
        vec![GuestOut::Show]
    }
}
