//! The slate as stored (`schraem.slate`), as JSON by hand (`crate::json`, issue 30): the format
//! serde wrote for it (fields in declaration order, an entry's `f` left out while false, unknown
//! fields ignored), so every slate saved so far reads as before and none is written otherwise.
//! The serde derives stay for the tests that check the two agree (`tests/json_agrees`); the app
//! calls only the hand-written side, so serde's code stays off the page.

use super::setup::MatchSetup;
use crate::engine::schraem::{HandEntry, LastTrick, SeatEntry};
use crate::engine::Seat;
use crate::json::{Fields, FromJson, ReadError, ToJson, Writer};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A slate as stored: the setup, the seed of the deals and the entries.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredSlate {
    /// The format ([`super::SLATE_VERSION`] when written).
    pub version: u32,
    /// The players and rules.
    pub setup: MatchSetup,
    /// The seed of the deals.
    pub seed: u64,
    /// The hands entered, in order.
    pub entries: Vec<StoredEntry>,
}

/// One entry as stored: short field names, defaults left out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredEntry {
    /// The final value.
    pub v: u8,
    /// Per seat: `[folded at (0: stayed), penalty, out by a challenge (0/1), knocked (0/1)]`.
    pub s: Vec<[u8; 4]>,
    /// The winner's seat, or the seat whose folded card took the last trick (`f`).
    pub w: u8,
    /// The last trick went to a folded card.
    #[serde(default, skip_serializing_if = "is_false")]
    pub f: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl From<&HandEntry> for StoredEntry {
    fn from(e: &HandEntry) -> StoredEntry {
        let (w, f) = match e.last_trick {
            LastTrick::Won(s) => (s.0, false),
            LastTrick::FoldedCard(s) => (s.0, true),
        };
        StoredEntry {
            v: e.value,
            s: e.seats
                .iter()
                .map(|s| {
                    [
                        s.folded_at.unwrap_or(0),
                        s.penalty,
                        u8::from(s.out_by_challenge),
                        u8::from(s.knocked),
                    ]
                })
                .collect(),
            w,
            f,
        }
    }
}

impl From<&StoredEntry> for HandEntry {
    fn from(e: &StoredEntry) -> HandEntry {
        HandEntry {
            value: e.v,
            seats: e
                .s
                .iter()
                .map(|&[fold, penalty, out, knocked]| SeatEntry {
                    folded_at: (fold > 0).then_some(fold),
                    penalty,
                    out_by_challenge: out > 0,
                    knocked: knocked > 0,
                })
                .collect(),
            last_trick: if e.f {
                LastTrick::FoldedCard(Seat(e.w))
            } else {
                LastTrick::Won(Seat(e.w))
            },
        }
    }
}

/// A seat's four numbers: exactly four, as serde reads an array of four.
impl FromJson for [u8; 4] {
    fn from_json(value: &Value) -> Result<[u8; 4], ReadError> {
        match value.as_array().map(Vec::as_slice) {
            Some([a, b, c, d]) => {
                let mut out = [0; 4];
                for (i, (slot, item)) in out.iter_mut().zip([a, b, c, d]).enumerate() {
                    *slot = u8::from_json(item).map_err(|e| e.in_item(i))?;
                }
                Ok(out)
            }
            _ => Err(ReadError::here("an array of four")),
        }
    }
}

impl FromJson for StoredEntry {
    fn from_json(value: &Value) -> Result<StoredEntry, ReadError> {
        let f = Fields::of(value)?;
        Ok(StoredEntry {
            v: f.get("v")?,
            s: f.get("s")?,
            w: f.get("w")?,
            f: f.or_default("f")?,
        })
    }
}

impl ToJson for StoredEntry {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("v");
        out.unsigned(u64::from(self.v));
        out.key("s");
        out.begin_array();
        for seat in &self.s {
            seat.as_slice().write_json(out);
        }
        out.end_array();
        out.key("w");
        out.unsigned(u64::from(self.w));
        if self.f {
            out.key("f");
            out.bool(true);
        }
        out.end_object();
    }
}

impl FromJson for StoredSlate {
    fn from_json(value: &Value) -> Result<StoredSlate, ReadError> {
        let f = Fields::of(value)?;
        Ok(StoredSlate {
            version: f.get("version")?,
            setup: f.get("setup")?,
            seed: f.get("seed")?,
            entries: f.get("entries")?,
        })
    }
}

impl ToJson for StoredSlate {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("version");
        out.unsigned(u64::from(self.version));
        out.key("setup");
        self.setup.write_json(out);
        out.key("seed");
        out.unsigned(self.seed);
        out.key("entries");
        self.entries.write_json(out);
        out.end_object();
    }
}
