//! A joiner's side of a table code's lobby room, as a pure state machine: it knocks (its
//! player's name and its phone's id) at whoever says the table is here or enters after it, and
//! ends with the seat the host gave, a refusal, an expired code, or — when nobody answers for
//! [`NO_TABLE_MS`] — no table behind the code. The browser side (`ui::remote::join_code`) passes
//! it what the server says and the time.

use super::meeting::{decode_meeting, Meeting, PeerEvent, PeerRequest, PeerSignal};

/// How long a joiner waits in a silent lobby before saying that no table has the code.
pub const NO_TABLE_MS: u64 = 6_000;

/// How knocking ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnockEnd {
    /// The host let this phone in: its seat's room.
    Seat(Meeting),
    /// The host refused it.
    Refused,
    /// The code has expired.
    Expired,
    /// Nobody answered: no table has this code (mistyped, or the host's page is closed).
    NoTable,
}

/// Where a joiner stands in the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnockStage {
    /// Entering the room (no answer from the server yet).
    Entering,
    /// In the room, nobody has said the table is here yet.
    Looking,
    /// The table is here: waiting for the host to let this phone in.
    Waiting,
}

/// A joiner in a lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knocker {
    name: String,
    phone: String,
    entered_ms: Option<u64>,
    heard: bool,
    end: Option<KnockEnd>,
}

impl Knocker {
    /// A joiner whose player is called `name`, on the phone `phone`.
    #[must_use]
    pub fn new(name: &str, phone: &str) -> Knocker {
        Knocker {
            name: name.trim().to_owned(),
            phone: phone.to_owned(),
            entered_ms: None,
            heard: false,
            end: None,
        }
    }

    /// Where it stands (while it has not ended).
    #[must_use]
    pub fn stage(&self) -> KnockStage {
        match (self.entered_ms, self.heard) {
            (None, _) => KnockStage::Entering,
            (Some(_), false) => KnockStage::Looking,
            (Some(_), true) => KnockStage::Waiting,
        }
    }

    /// How it ended, if it has.
    #[must_use]
    pub fn end(&self) -> Option<&KnockEnd> {
        self.end.as_ref()
    }

    fn knock(&self, peer: String) -> PeerRequest {
        PeerRequest::Signal {
            receiver: peer,
            data: PeerSignal::Knock {
                name: self.name.clone(),
                phone: self.phone.clone(),
            },
        }
    }

    /// The server said `event` at `now_ms`; returns what to send.
    #[must_use]
    pub fn event(&mut self, event: PeerEvent, now_ms: u64) -> Vec<PeerRequest> {
        if self.end.is_some() {
            return Vec::new();
        }
        match event {
            PeerEvent::IdAssigned(_) => {
                self.entered_ms.get_or_insert(now_ms);
                Vec::new()
            }
            // Whoever enters after us may be the host (coming back): knock there too. Another
            // joiner ignores it.
            PeerEvent::NewPeer(peer) => vec![self.knock(peer)],
            PeerEvent::PeerLeft(_) => Vec::new(),
            PeerEvent::Signal { sender, data } => match data {
                PeerSignal::Table => {
                    self.heard = true;
                    vec![self.knock(sender)]
                }
                PeerSignal::Welcome(code) if self.heard => {
                    if let Ok(meeting) = decode_meeting(&code) {
                        self.end = Some(KnockEnd::Seat(meeting));
                    }
                    Vec::new()
                }
                PeerSignal::Refused if self.heard => {
                    self.end = Some(KnockEnd::Refused);
                    Vec::new()
                }
                PeerSignal::Expired => {
                    self.end = Some(KnockEnd::Expired);
                    Vec::new()
                }
                _ => Vec::new(),
            },
        }
    }

    /// Time passed: a lobby silent for [`NO_TABLE_MS`] after entering has no table.
    pub fn tick(&mut self, now_ms: u64) {
        if let (None, false, Some(at)) = (&self.end, self.heard, self.entered_ms) {
            if now_ms.saturating_sub(at) >= NO_TABLE_MS {
                self.end = Some(KnockEnd::NoTable);
            }
        }
    }
}
