//! The rules in force in words: a preset's summary is written for the preset as it is, so once
//! options are changed (a shared rule set, the rule editor) the words must say so and name each
//! change — else "bis 7" stands above "Bis 5" and the player cannot tell which holds.

use super::rules::option_rows;
use crate::engine::record::RulesetSpec;
use crate::engine::PresetId;
use crate::i18n::{Lang, Msg};

/// A rule set as New game, a shared rule set and the table's rules panel describe it.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesInForce {
    /// The preset's name, marked when options differ from it ("…, geändert").
    pub name: String,
    /// Options differ from the preset.
    pub changed: bool,
    /// Each changed option with its value in force, in one sentence (`None`: nothing changed).
    pub changes: Option<String>,
    /// The rest in plain words: the preset's summary, said to hold only where nothing changed.
    pub summary: String,
}

/// The options `spec` changes from its preset, each as its name and its value's name, in
/// `lang` (`None` when it is no rule set).
#[must_use]
pub fn changed_options(spec: &RulesetSpec, lang: Lang) -> Option<Vec<(String, String)>> {
    let rows = option_rows(spec, lang).ok()?;
    Some(
        rows.into_iter()
            .filter(|r| r.changed)
            .map(|r| {
                let value = r
                    .choices
                    .get(r.current)
                    .map(|c| c.label.clone())
                    .unwrap_or_default();
                (r.label, value)
            })
            .collect(),
    )
}

/// What `spec` plays by, in `lang` (`None` when it is no rule set).
#[must_use]
pub fn rules_in_force(spec: &RulesetSpec, lang: Lang) -> Option<RulesInForce> {
    let preset = PresetId::from_id(&spec.preset)?;
    let changed = changed_options(spec, lang)?;
    let t = lang.t();
    let preset_name = t.preset_name(preset);
    if changed.is_empty() {
        return Some(RulesInForce {
            name: preset_name.to_owned(),
            changed: false,
            changes: None,
            summary: t.preset_summary(preset).to_owned(),
        });
    }
    let pairs: Vec<(&str, &str)> = changed
        .iter()
        .map(|(o, v)| (o.as_str(), v.as_str()))
        .collect();
    Some(RulesInForce {
        name: lang.say(&Msg::PresetChanged {
            preset: preset_name,
        }),
        changed: true,
        changes: Some(lang.say(&Msg::ChangedOptions { changes: pairs })),
        summary: lang.say(&Msg::OtherwiseAsPreset {
            summary: t.preset_summary(preset),
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn spec(preset: &str, options: &[(&str, Value)]) -> RulesetSpec {
        RulesetSpec {
            preset: preset.to_owned(),
            options: options
                .iter()
                .map(|(k, v)| ((*k).to_owned(), v.clone()))
                .collect(),
        }
    }

    #[test]
    fn a_preset_as_it_is_reads_as_its_summary() {
        for preset in PresetId::all() {
            for lang in Lang::ALL {
                let r = rules_in_force(&spec(preset.id(), &[]), lang).unwrap();
                assert!(!r.changed);
                assert_eq!(r.changes, None);
                assert_eq!(r.name, lang.t().preset_name(preset));
                assert_eq!(r.summary, lang.t().preset_summary(preset));
            }
        }
    }

    /// The shared rule set of the issue: Rhineland to 5, no blind knocks. Its words must not
    /// pass the preset's "bis 7 … Blind klopfen bis 4" off as the rules in force.
    #[test]
    fn changed_rules_are_marked_and_each_change_named_in_force() {
        let s = spec(
            "rhineland",
            &[
                ("knock_max", Value::from(5)),
                ("max_blind_value", Value::from("none")),
            ],
        );
        let de = rules_in_force(&s, Lang::De).unwrap();
        assert!(de.changed);
        assert_eq!(de.name, "Siebenschräm (Rheinland-Meisterschaft) – geändert");
        assert_eq!(
            de.changes.as_deref(),
            Some("Anders als in der Vorlage: Höchster Wert „Bis 5“, Blind klopfen „Nicht blind klopfen“.")
        );
        assert!(
            de.summary.starts_with("Sonst wie die Vorlage: "),
            "{}",
            de.summary
        );
        for lang in Lang::ALL {
            let r = rules_in_force(&s, lang).unwrap();
            let changes = r.changes.unwrap();
            assert!(r.name.starts_with(lang.t().preset_name(s_preset(&s))));
            assert_ne!(r.name, lang.t().preset_name(s_preset(&s)));
            for (option, value) in [("knock_max", "5"), ("max_blind_value", "none")] {
                let game = s_preset(&s).game();
                assert!(changes.contains(lang.t().option_label(game, option).unwrap()));
                assert!(changes.contains(lang.t().value_label(game, option, value).unwrap()));
            }
            assert!(r.summary.contains(lang.t().preset_summary(s_preset(&s))));
        }
    }

    fn s_preset(s: &RulesetSpec) -> PresetId {
        PresetId::from_id(&s.preset).unwrap()
    }

    #[test]
    fn an_unknown_preset_has_no_words() {
        assert_eq!(rules_in_force(&spec("skat", &[]), Lang::En), None);
    }
}
