//! The engine's record (`schraem-record/1`) as JSON by hand, field for field as its serde form
//! in `crates/engine/src/record.rs` (same order, same omitted fields, unknown fields refused).

use super::{Fields, FromJson, ReadError, ToJson, Writer};
use crate::engine::record::{Deal, RecordAction, RulesetSpec, Start};
use crate::engine::{Card, PresetId, Record};
use serde_json::Value;

impl FromJson for Card {
    fn from_json(value: &Value) -> Result<Card, ReadError> {
        value
            .as_str()
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| ReadError::here("a card such as \"HT\""))
    }
}

impl ToJson for Card {
    fn write_json(&self, out: &mut Writer) {
        out.string(&self.to_string());
    }
}

impl FromJson for PresetId {
    fn from_json(value: &Value) -> Result<PresetId, ReadError> {
        value
            .as_str()
            .and_then(PresetId::from_id)
            .ok_or_else(|| ReadError::here("a preset's id"))
    }
}

impl ToJson for PresetId {
    fn write_json(&self, out: &mut Writer) {
        out.string(self.id());
    }
}

impl FromJson for Record {
    fn from_json(value: &Value) -> Result<Record, ReadError> {
        let f = Fields::only(
            value,
            &[
                "format", "ruleset", "players", "start", "deals", "seed", "actions",
            ],
        )?;
        Ok(Record {
            format: f.get("format")?,
            ruleset: f.get("ruleset")?,
            players: f.get("players")?,
            start: f.optional("start")?,
            deals: f.or_default("deals")?,
            seed: f.optional("seed")?,
            actions: f.or_default("actions")?,
        })
    }
}

impl ToJson for Record {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("format");
        out.string(&self.format);
        out.key("ruleset");
        self.ruleset.write_json(out);
        out.key("players");
        self.players.write_json(out);
        if let Some(start) = &self.start {
            out.key("start");
            start.write_json(out);
        }
        out.key("deals");
        self.deals.write_json(out);
        out.key("seed");
        self.seed.write_json(out);
        out.key("actions");
        self.actions.write_json(out);
        out.end_object();
    }
}

impl FromJson for RulesetSpec {
    fn from_json(value: &Value) -> Result<RulesetSpec, ReadError> {
        let f = Fields::only(value, &["preset", "options"])?;
        Ok(RulesetSpec {
            preset: f.get("preset")?,
            options: f.or_default("options")?,
        })
    }
}

impl ToJson for RulesetSpec {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("preset");
        out.string(&self.preset);
        if !self.options.is_empty() {
            out.key("options");
            self.options.write_json(out);
        }
        out.end_object();
    }
}

/// Writes `key: value` when there is a value (serde's `skip_serializing_if = "Option::is_none"`).
fn some<T: ToJson>(out: &mut Writer, key: &str, value: Option<&T>) {
    if let Some(value) = value {
        out.key(key);
        value.write_json(out);
    }
}

impl FromJson for Start {
    fn from_json(value: &Value) -> Result<Start, ReadError> {
        let f = Fields::only(value, &["marks", "points", "dealer", "value"])?;
        Ok(Start {
            marks: f.optional("marks")?,
            points: f.optional("points")?,
            dealer: f.optional("dealer")?,
            value: f.optional("value")?,
        })
    }
}

impl ToJson for Start {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        some(out, "marks", self.marks.as_ref());
        some(out, "points", self.points.as_ref());
        some(out, "dealer", self.dealer.as_ref());
        some(out, "value", self.value.as_ref());
        out.end_object();
    }
}

impl FromJson for Deal {
    fn from_json(value: &Value) -> Result<Deal, ReadError> {
        let f = Fields::only(value, &["hands", "skat"])?;
        Ok(Deal {
            hands: f.get("hands")?,
            skat: f.or_default("skat")?,
        })
    }
}

impl ToJson for Deal {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("hands");
        self.hands.write_json(out);
        out.key("skat");
        self.skat.write_json(out);
        out.end_object();
    }
}

impl FromJson for RecordAction {
    fn from_json(value: &Value) -> Result<RecordAction, ReadError> {
        let f = Fields::only(value, &["seat", "act", "card", "cards", "turn"])?;
        Ok(RecordAction {
            seat: f.get("seat")?,
            act: f.get("act")?,
            card: f.optional("card")?,
            cards: f.optional("cards")?,
            turn: f.optional("turn")?,
        })
    }
}

impl ToJson for RecordAction {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("seat");
        out.unsigned(u64::from(self.seat));
        out.key("act");
        out.string(&self.act);
        some(out, "card", self.card.as_ref());
        some(out, "cards", self.cards.as_ref());
        some(out, "turn", self.turn.as_ref());
        out.end_object();
    }
}
