//! Saved rule sets: named rule sets in normal form (preset + only the options that differ from
//! it), as links and records write them. Editing one option is [`super::SetupEdit::Option`].

use crate::engine::by_preset::normalize;
use crate::engine::record::RulesetSpec;
use crate::json::{Fields, FromJson, ReadError, ToJson, Writer};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A rule set the player saved under a name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NamedRuleset {
    /// The player's name for it.
    pub name: String,
    /// The rules.
    pub spec: RulesetSpec,
}

/// The saved rule sets (localStorage key `schraem.rulesets`), versioned like saves.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SavedRulesets {
    /// The format version.
    pub version: u32,
    /// The rule sets, in the order saved.
    pub rulesets: Vec<NamedRuleset>,
}

/// Why the stored rule sets cannot be read at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesetsError {
    /// Not a list of rule sets.
    Damaged,
    /// Written by a newer version of the game.
    FromTheFuture,
}

impl SavedRulesets {
    /// The format written today.
    pub const VERSION: u32 = 1;

    /// Reads the stored list; entries the engines no longer accept are dropped from the list
    /// returned, and named in the second value so the UI can say so.
    ///
    /// # Errors
    /// [`RulesetsError`] when the text is not a rule set list at all, or comes from a newer
    /// version.
    pub fn parse(text: &str) -> Result<(SavedRulesets, Vec<String>), RulesetsError> {
        let saved: SavedRulesets = crate::json::read(text).map_err(|_| RulesetsError::Damaged)?;
        if saved.version > Self::VERSION {
            return Err(RulesetsError::FromTheFuture);
        }
        let (good, bad): (Vec<_>, Vec<_>) = saved
            .rulesets
            .into_iter()
            .partition(|r| normalize(&r.spec).is_ok());
        Ok((
            SavedRulesets {
                version: Self::VERSION,
                rulesets: good,
            },
            bad.into_iter().map(|r| r.name).collect(),
        ))
    }

    /// Adds `spec` under `name`, replacing a rule set of the same name.
    pub fn save(&mut self, name: &str, spec: RulesetSpec) {
        self.version = Self::VERSION;
        self.rulesets.retain(|r| r.name != name);
        self.rulesets.push(NamedRuleset {
            name: name.to_owned(),
            spec,
        });
    }

    /// The list as stored.
    #[must_use]
    pub fn to_json(&self) -> String {
        self.to_json_text()
    }
}

/// The rule sets as JSON by hand (`crate::json`, issue 30), as serde writes them.
impl FromJson for NamedRuleset {
    fn from_json(value: &Value) -> Result<NamedRuleset, ReadError> {
        let f = Fields::of(value)?;
        Ok(NamedRuleset {
            name: f.get("name")?,
            spec: f.get("spec")?,
        })
    }
}

impl ToJson for NamedRuleset {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("name");
        out.string(&self.name);
        out.key("spec");
        self.spec.write_json(out);
        out.end_object();
    }
}

impl FromJson for SavedRulesets {
    fn from_json(value: &Value) -> Result<SavedRulesets, ReadError> {
        let f = Fields::of(value)?;
        Ok(SavedRulesets {
            version: f.get("version")?,
            rulesets: f.get("rulesets")?,
        })
    }
}

impl ToJson for SavedRulesets {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("version");
        out.unsigned(u64::from(self.version));
        out.key("rulesets");
        self.rulesets.write_json(out);
        out.end_object();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(preset: &str) -> RulesetSpec {
        RulesetSpec {
            preset: preset.to_owned(),
            options: serde_json::Map::new(),
        }
    }

    #[test]
    fn saved_rule_sets_round_trip_and_skip_broken_entries() {
        let mut saved = SavedRulesets::default();
        let mut three = spec("rhineland");
        three
            .options
            .insert("max_blind_value".into(), serde_json::Value::from(3));
        saved.save("Our pub", three);
        saved.save("Our pub", spec("wipperfuerth"));
        assert_eq!(saved.rulesets.len(), 1);
        let mut text = saved.to_json();
        let (back, dropped) = SavedRulesets::parse(&text).unwrap();
        assert_eq!(back, saved);
        assert!(dropped.is_empty());
        text = text.replace("wipperfuerth", "nowhere");
        let (back, dropped) = SavedRulesets::parse(&text).unwrap();
        assert!(back.rulesets.is_empty());
        assert_eq!(dropped, vec!["Our pub".to_owned()]);
        assert_eq!(
            SavedRulesets::parse("{\"version\": 9, \"rulesets\": []}"),
            Err(RulesetsError::FromTheFuture)
        );
        assert_eq!(SavedRulesets::parse("garbage"), Err(RulesetsError::Damaged));
    }
}
