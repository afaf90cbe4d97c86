//! Rule set links: `r1.<preset id>` or `r1.<preset id>.<base64url of the overrides as compact
//! JSON>`, e.g. `r1.rhineland.eyJtYXhfYmxpbmRfdmFsdWUiOjN9` for `{"max_blind_value":3}`.

use super::base64url;
use super::error::LinkError;
use super::prefix::{body_of, LinkKind};
use crate::engine::record::RulesetSpec;
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
        let json = crate::json::ToJson::to_json_text(&spec.options);
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
/// [`LinkError::Rules`] for rules the engine refuses.
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
            match super::json_in(&bytes) {
                Some(Value::Object(options)) => options,
                Some(_) => return Err(LinkError::Damaged("the options are not a list".into())),
                None => return Err(LinkError::Damaged("the options are unreadable".into())),
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
/// [`LinkError::Rules`] naming the unknown preset, option or value, or the conflict.
pub fn checked_spec(spec: &RulesetSpec) -> Result<RulesetSpec, LinkError> {
    Ok(crate::engine::by_preset::normalize(spec)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{ramsch, schraem, Rules, RulesetError};
    use serde_json::json;

    fn spec(preset: &str, options: Value) -> RulesetSpec {
        RulesetSpec {
            preset: preset.into(),
            options: options.as_object().cloned().unwrap_or_default(),
        }
    }

    fn every_preset() -> Vec<&'static str> {
        crate::engine::PresetId::all()
            .into_iter()
            .map(crate::engine::PresetId::id)
            .collect()
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
            Err(LinkError::Rules(RulesetError::UnknownPreset(
                "rhinelnd".into()
            )))
        );
        let unknown = decode_ruleset(&format!("r1.rhineland.{}", encoded(json!({"knock_mx": 3}))));
        assert_eq!(
            unknown,
            Err(LinkError::Rules(RulesetError::UnknownOption(
                "knock_mx".into()
            )))
        );
        let bad = decode_ruleset(&format!(
            "r1.schieberamsch.{}",
            encoded(json!({"deals": 10}))
        ))
        .unwrap_err();
        assert!(
            bad.to_string()
                .contains("value 10 is not allowed (expected a multiple of 3 from 3 to 999)"),
            "{bad}"
        );
        let conflict = decode_ruleset(&format!("r1.rhineland.{}", encoded(json!({"players": 6}))));
        assert!(
            matches!(conflict, Err(LinkError::Rules(RulesetError::Conflict(_)))),
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
        let not_text = format!("r1.rhineland.{}", base64url::encode(&[0xff, b'{', b'}']));
        assert_eq!(
            decode_ruleset(&not_text),
            Err(LinkError::Damaged("the options are unreadable".into()))
        );
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
