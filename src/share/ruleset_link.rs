//! Rule set links: `r1.<preset id>` or `r1.<preset id>.<base64url of the overrides as compact
//! JSON>`, e.g. `r1.rhineland.eyJtYXhfYmxpbmRfdmFsdWUiOjN9` for `{"max_blind_value":3}`.

use super::base64url;
use super::error::LinkError;
use super::prefix::{body_of, LinkKind};
use crate::engine::record::RulesetSpec;
use crate::engine::{ramsch, schraem, GameKind};
use serde_json::{Map, Value};

/// The longest preset id a link may name (the real ones are far shorter).
const MAX_PRESET_LEN: usize = 64;

/// The rule set link of `spec` (without `#` or `rules=`): its preset and its overrides as they
/// are, in name order. Options equal to the preset's are written too; pass
/// `Ruleset::to_spec()` for the shortest link.
#[must_use]
pub fn encode_ruleset(spec: &RulesetSpec) -> String {
    let mut link = LinkKind::Ruleset.prefix();
    link.push_str(&spec.preset);
    if !spec.options.is_empty() {
        let json = serde_json::to_string(&spec.options).unwrap_or_default();
        link.push('.');
        link.push_str(&base64url::encode(json.as_bytes()));
    }
    link
}

/// The rule set a rule set link describes, checked by building it with its game's engine and
/// returned in normal form (the preset plus only the options that differ from it).
///
/// # Errors
/// [`LinkError::TooLong`], [`LinkError::NotSchraem`], [`LinkError::NewerVersion`],
/// [`LinkError::WrongKind`] for a hand link, [`LinkError::Damaged`] for an unreadable body,
/// [`LinkError::UnknownRuleset`], [`LinkError::BadOption`], [`LinkError::RulesConflict`].
pub fn decode_ruleset(link: &str) -> Result<RulesetSpec, LinkError> {
    let body = body_of(link, LinkKind::Ruleset)?;
    let (preset, overrides) = match body.split_once('.') {
        Some((preset, overrides)) => (preset, Some(overrides)),
        None => (body, None),
    };
    if preset.is_empty() {
        return Err(LinkError::Damaged("it names no rule set".into()));
    }
    if preset.len() > MAX_PRESET_LEN
        || !preset
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_')
    {
        return Err(LinkError::Damaged("the rule set name is garbled".into()));
    }
    let options = match overrides {
        None => Map::new(),
        Some(text) => {
            let bytes = base64url::decode(text).map_err(|e| LinkError::Damaged(e.to_string()))?;
            match serde_json::from_slice::<Value>(&bytes) {
                Ok(Value::Object(options)) => options,
                Ok(_) => return Err(LinkError::Damaged("the options are not a list".into())),
                Err(_) => return Err(LinkError::Damaged("the options are unreadable".into())),
            }
        }
    };
    checked_spec(&RulesetSpec {
        preset: preset.to_owned(),
        options,
    })
}

/// Builds `spec` with the engine of its game and returns the normal form of what was built.
///
/// # Errors
/// [`LinkError::UnknownRuleset`], [`LinkError::BadOption`], [`LinkError::RulesConflict`].
pub fn checked_spec(spec: &RulesetSpec) -> Result<RulesetSpec, LinkError> {
    match GameKind::of_preset(&spec.preset) {
        Some(GameKind::Siebenschraem) => Ok(schraem::Ruleset::from_spec(spec)?.to_spec()),
        Some(GameKind::Schieberamsch) => Ok(ramsch::Ruleset::from_spec(spec)?.to_spec()),
        None => Err(LinkError::UnknownRuleset(spec.preset.clone())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn spec(preset: &str, options: Value) -> RulesetSpec {
        RulesetSpec {
            preset: preset.into(),
            options: options.as_object().cloned().unwrap_or_default(),
        }
    }

    fn every_preset() -> Vec<&'static str> {
        let siebenschraem = schraem::Preset::ALL.into_iter().map(schraem::Preset::id);
        let ramsch = ramsch::Preset::ALL.into_iter().map(ramsch::Preset::id);
        siebenschraem.chain(ramsch).collect()
    }

    #[test]
    fn every_preset_round_trips_bare() {
        for id in every_preset() {
            let plain = spec(id, json!({}));
            let link = encode_ruleset(&plain);
            assert_eq!(link, format!("r1.{id}"));
            assert_eq!(decode_ruleset(&link), Ok(plain));
        }
    }

    #[test]
    fn every_preset_round_trips_with_overrides() {
        for preset in schraem::Preset::ALL {
            let mut rules = schraem::Ruleset::preset(preset);
            rules.pretty_ones = !rules.pretty_ones;
            rules.kolsch_round = !rules.kolsch_round;
            let spec = rules.to_spec();
            assert_eq!(spec.options.len(), 2);
            let link = encode_ruleset(&spec);
            assert!(link.starts_with(&format!("r1.{}.", preset.id())), "{link}");
            assert_eq!(decode_ruleset(&link), Ok(spec));
        }
        for preset in ramsch::Preset::ALL {
            let mut rules = ramsch::Ruleset::preset(preset);
            rules.deals = 36;
            rules.skat_to = ramsch::SkatTo::Loser;
            let spec = rules.to_spec();
            let link = encode_ruleset(&spec);
            assert_eq!(decode_ruleset(&link), Ok(spec));
        }
    }

    #[test]
    fn the_documented_example_decodes() {
        let link = "r1.rhineland.eyJtYXhfYmxpbmRfdmFsdWUiOjN9";
        assert_eq!(
            encode_ruleset(&spec("rhineland", json!({"max_blind_value": 3}))),
            link
        );
        assert_eq!(
            decode_ruleset(link),
            Ok(spec("rhineland", json!({"max_blind_value": 3})))
        );
        let french = spec("schieberamsch_fr", json!({"deals": 6}));
        assert_eq!(
            encode_ruleset(&french),
            "r1.schieberamsch_fr.eyJkZWFscyI6Nn0"
        );
        assert_eq!(
            decode_ruleset("r1.schieberamsch_fr.eyJkZWFscyI6Nn0"),
            Ok(french)
        );
    }

    #[test]
    fn decoding_normalizes_options_equal_to_the_preset() {
        let link = encode_ruleset(&spec(
            "rhineland",
            json!({"knock_max": 7, "pretty_ones": true}),
        ));
        assert_eq!(
            decode_ruleset(&link),
            Ok(spec("rhineland", json!({"pretty_ones": true})))
        );
    }

    #[test]
    fn every_error_has_its_cause() {
        let encoded = |options: Value| base64url::encode(options.to_string().as_bytes());
        assert_eq!(
            decode_ruleset("r1.rhinelnd"),
            Err(LinkError::UnknownRuleset("rhinelnd".into()))
        );
        let unknown = decode_ruleset(&format!("r1.rhineland.{}", encoded(json!({"knock_mx": 3}))));
        assert!(
            matches!(&unknown, Err(LinkError::BadOption { option, .. }) if option == "knock_mx"),
            "{unknown:?}"
        );
        let bad = decode_ruleset(&format!(
            "r1.schieberamsch.{}",
            encoded(json!({"deals": 10}))
        ))
        .unwrap_err();
        assert_eq!(
            bad.to_string(),
            "option 'deals': 10 is not allowed (expected a multiple of 3 from 3 to 999)"
        );
        let conflict = decode_ruleset(&format!("r1.rhineland.{}", encoded(json!({"players": 6}))));
        assert!(
            matches!(conflict, Err(LinkError::RulesConflict(_))),
            "{conflict:?}"
        );
        for damaged in [
            "r1.",
            "r1..e30",
            "r1.rhine land",
            "r1.rhineland.e30=",
            "r1.rhineland.e",
            "r1.rhineland.W10",
            "r1.rhineland.bm9wZQ",
        ] {
            assert!(
                matches!(decode_ruleset(damaged), Err(LinkError::Damaged(_))),
                "{damaged}"
            );
        }
        assert!(matches!(
            decode_ruleset("h1.e30"),
            Err(LinkError::WrongKind { .. })
        ));
        assert_eq!(decode_ruleset("r7.rhineland"), Err(LinkError::NewerVersion));
        assert_eq!(decode_ruleset("rules"), Err(LinkError::NotSchraem));
        let long = format!("r1.{}", "a".repeat(super::super::MAX_LINK_LEN));
        assert!(matches!(
            decode_ruleset(&long),
            Err(LinkError::TooLong { .. })
        ));
    }
}
