//! Editing a rule set as data: read an option's value, change one option, save named rule sets.
//! The engines decide what is valid; a rule set is always kept in normal form (preset + only the
//! options that differ from it), as links and records write it.

use crate::engine::record::RulesetSpec;
use crate::engine::{ramsch, schraem, GameKind};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Builds the rule set of `spec` and returns it in normal form, or why it is not valid.
///
/// # Errors
/// The engine's message: unknown preset, unknown option, bad value, conflicting options.
pub fn normalize(spec: &RulesetSpec) -> Result<RulesetSpec, String> {
    match GameKind::of_preset(&spec.preset) {
        Some(GameKind::Siebenschraem) => schraem::Ruleset::from_spec(spec)
            .map(|r| r.to_spec())
            .map_err(|e| e.to_string()),
        Some(GameKind::Schieberamsch) => ramsch::Ruleset::from_spec(spec)
            .map(|r| r.to_spec())
            .map_err(|e| e.to_string()),
        None => Err(format!("unknown rule set '{}'", spec.preset)),
    }
}

/// The option names of the game of `spec`, in RULES.md order.
#[must_use]
pub fn option_names(game: GameKind) -> &'static [&'static str] {
    match game {
        GameKind::Siebenschraem => &schraem::ruleset::OPTION_NAMES,
        GameKind::Schieberamsch => &ramsch::ruleset::OPTION_NAMES,
    }
}

/// The value option `name` has under `spec` (the override, or the preset's own).
#[must_use]
pub fn option_value(spec: &RulesetSpec, name: &str) -> Value {
    match GameKind::of_preset(&spec.preset) {
        Some(GameKind::Siebenschraem) => {
            schraem::Ruleset::from_spec(spec).map_or(Value::Null, |r| r.option_value(name))
        }
        Some(GameKind::Schieberamsch) => ramsch::Ruleset::from_spec(spec)
            .ok()
            .and_then(|r| r.options().get(name).cloned())
            .unwrap_or(Value::Null),
        None => Value::Null,
    }
}

/// `spec` with option `name` set to `value`, in normal form.
///
/// # Errors
/// Why the engine refuses the change; `spec` is not changed.
pub fn with_option(spec: &RulesetSpec, name: &str, value: Value) -> Result<RulesetSpec, String> {
    let mut next = spec.clone();
    next.options.insert(name.to_owned(), value);
    normalize(&next)
}

/// A rule set the player saved under a name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NamedRuleset {
    pub name: String,
    pub spec: RulesetSpec,
}

/// The saved rule sets (localStorage key `schraem.rulesets`), versioned like saves.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SavedRulesets {
    pub version: u32,
    pub rulesets: Vec<NamedRuleset>,
}

impl SavedRulesets {
    pub const VERSION: u32 = 1;

    /// Reads the stored list; entries the engines no longer accept are dropped from the list
    /// returned, and named in the second value so the UI can say so.
    ///
    /// # Errors
    /// When the text is not a rule set list at all, or comes from a newer version.
    pub fn parse(text: &str) -> Result<(SavedRulesets, Vec<String>), String> {
        let saved: SavedRulesets =
            serde_json::from_str(text).map_err(|e| format!("saved rule sets are damaged ({e})"))?;
        if saved.version > Self::VERSION {
            return Err("saved rule sets come from a newer version of the game".to_owned());
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

    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("rule sets always serialize")
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
    fn changing_an_option_keeps_only_real_differences() {
        let s = with_option(&spec("rhineland"), "max_blind_value", Value::from(3)).unwrap();
        assert_eq!(s.options.get("max_blind_value"), Some(&Value::from(3)));
        assert_eq!(option_value(&s, "max_blind_value"), Value::from(3));
        let back = with_option(&s, "max_blind_value", Value::from(4)).unwrap();
        assert!(
            back.options.is_empty(),
            "the preset's own value is no override: {back:?}"
        );
    }

    #[test]
    fn refused_changes_say_why() {
        assert!(with_option(&spec("rhineland"), "knock_max", Value::from(99)).is_err());
        assert!(with_option(&spec("schieberamsch"), "deals", Value::from(10)).is_err());
        assert!(normalize(&spec("skat"))
            .unwrap_err()
            .contains("unknown rule set"));
    }

    #[test]
    fn saved_rule_sets_round_trip_and_skip_broken_entries() {
        let mut saved = SavedRulesets::default();
        saved.save(
            "Our pub",
            with_option(&spec("rhineland"), "max_blind_value", Value::from(3)).unwrap(),
        );
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
        assert!(SavedRulesets::parse("{\"version\": 9, \"rulesets\": []}").is_err());
        assert!(SavedRulesets::parse("garbage").is_err());
    }
}
