//! The saved match as JSON by hand (`crate::json`, issue 30): the format serde writes for
//! [`SavedMatch`] and its [`MatchSetup`] (fields in declaration order, a seat's kind adjacently
//! tagged, `last_played` left out while never played), so every save reads as before.

use super::saved::SavedMatch;
use super::setup::{MatchSetup, SeatKind, SeatSetup};
use crate::ai::Level;
use crate::json::{one_of, Fields, FromJson, ReadError, ToJson, Writer};
use serde_json::Value;

impl FromJson for Level {
    fn from_json(value: &Value) -> Result<Level, ReadError> {
        one_of(value, &Level::ALL.map(|l| (l.id(), l)))
    }
}

impl ToJson for Level {
    fn write_json(&self, out: &mut Writer) {
        out.string(self.id());
    }
}

impl FromJson for SeatKind {
    fn from_json(value: &Value) -> Result<SeatKind, ReadError> {
        let f = Fields::of(value)?;
        let kind = f.raw("kind").unwrap_or(&Value::Null);
        let kind = one_of(kind, &[("human", 0), ("bot", 1), ("phone", 2)])
            .map_err(|e| e.in_field("kind"))?;
        Ok(match kind {
            0 => SeatKind::Human,
            1 => SeatKind::Bot(f.get("level")?),
            _ => SeatKind::Phone,
        })
    }
}

impl ToJson for SeatKind {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("kind");
        match self {
            SeatKind::Human => out.string("human"),
            SeatKind::Bot(level) => {
                out.string("bot");
                out.key("level");
                level.write_json(out);
            }
            SeatKind::Phone => out.string("phone"),
        }
        out.end_object();
    }
}

impl FromJson for SeatSetup {
    fn from_json(value: &Value) -> Result<SeatSetup, ReadError> {
        let f = Fields::of(value)?;
        Ok(SeatSetup {
            name: f.get("name")?,
            kind: f.get("kind")?,
        })
    }
}

impl ToJson for SeatSetup {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("name");
        out.string(&self.name);
        out.key("kind");
        self.kind.write_json(out);
        out.end_object();
    }
}

impl FromJson for MatchSetup {
    fn from_json(value: &Value) -> Result<MatchSetup, ReadError> {
        let f = Fields::of(value)?;
        Ok(MatchSetup {
            preset: f.get("preset")?,
            options: f.or_default("options")?,
            seats: f.get("seats")?,
        })
    }
}

impl ToJson for MatchSetup {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("preset");
        self.preset.write_json(out);
        out.key("options");
        self.options.write_json(out);
        out.key("seats");
        self.seats.write_json(out);
        out.end_object();
    }
}

impl FromJson for SavedMatch {
    fn from_json(value: &Value) -> Result<SavedMatch, ReadError> {
        let f = Fields::of(value)?;
        Ok(SavedMatch {
            version: f.get("version")?,
            setup: f.get("setup")?,
            record: f.get("record")?,
            last_played: f.or_default("last_played")?,
        })
    }
}

impl ToJson for SavedMatch {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("version");
        out.unsigned(u64::from(self.version));
        out.key("setup");
        self.setup.write_json(out);
        out.key("record");
        self.record.write_json(out);
        if self.last_played > 0.0 {
            out.key("last_played");
            out.whole_float(self.last_played);
        }
        out.end_object();
    }
}
