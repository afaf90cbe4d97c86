//! Hand links: `h1.<base64url of the record as compact JSON>`. The JSON is the
//! `schraem-record/1` record without its `format` field (the prefix stands for it) and without
//! empty or absent fields (`deals: []`, `skat: []` of a deal, `seed: null`, `actions: []`).
//!
//! A hand link carries everything the record does: every card dealt (or the seed they come
//! from). Share finished hands only; [`crate::session::HandReplay`] shows what the rules let the
//! table see.

use super::base64url;
use super::error::LinkError;
use super::prefix::{body_of, LinkKind};
use super::ruleset_link::checked_spec;
use crate::engine::record::{Record, FORMAT};
use crate::engine::Seat;
use serde_json::Value;

/// The hand link of `record` (without `#` or `hand=`). Links longer than
/// [`super::MAX_LINK_LEN`] are refused when read, so share one hand, not a long match.
#[must_use]
pub fn encode_hand(record: &Record) -> String {
    encode_hand_seen_by(record, Seat(0))
}

/// The hand link of `record` as `viewer` saw it at the table: the replay seats the players as
/// his table did (him at the bottom, the next seats clockwise from his left). Seat 0, the usual
/// seat of the one who set the match up, is not written, so such a link reads as before.
#[must_use]
pub fn encode_hand_seen_by(record: &Record, viewer: Seat) -> String {
    // Through the text the saves are written with, not `to_value`: the page then holds one
    // writer of the record, not two, and no serde (issue 30: bytes).
    let text = crate::json::ToJson::to_json_text(record);
    let mut json = match crate::json::parse(&text) {
        Ok(Value::Object(map)) => map,
        _ => serde_json::Map::new(),
    };
    json.remove("format");
    let empty = |v: &Value| v.is_null() || v.as_array().is_some_and(Vec::is_empty);
    for field in ["deals", "seed", "actions", "start"] {
        if json.get(field).is_some_and(empty) {
            json.remove(field);
        }
    }
    if let Some(Value::Array(deals)) = json.get_mut("deals") {
        for deal in deals.iter_mut().filter_map(Value::as_object_mut) {
            if deal.get("skat").is_some_and(empty) {
                deal.remove("skat");
            }
        }
    }
    if viewer != Seat(0) {
        json.insert(VIEWER.into(), Value::from(viewer.0));
    }
    let text = crate::json::ToJson::to_json_text(&json);
    let mut link = LinkKind::Hand.prefix();
    link.push_str(&base64url::encode(text.as_bytes()));
    link
}

/// The record a hand link carries, checked by replaying every action with its game's engine.
///
/// # Errors
/// [`LinkError::TooLong`], [`LinkError::NotSchraem`], [`LinkError::NewerVersion`],
/// [`LinkError::WrongKind`] for a rule set link, [`LinkError::Damaged`] for a body that is not
/// base64url of a JSON record, [`LinkError::Rules`] for its rule set, [`LinkError::Hand`] for
/// unusable players, start or deals, or the first move against the rules.
pub fn decode_hand(link: &str) -> Result<Record, LinkError> {
    decode_hand_seen_by(link).map(|(record, _)| record)
}

/// The record a hand link carries and the seat whose table it was shared from (seat 0 when
/// the link does not say, or names no seat of the table).
///
/// # Errors
/// As [`decode_hand`].
pub fn decode_hand_seen_by(link: &str) -> Result<(Record, Seat), LinkError> {
    let body = body_of(link, LinkKind::Hand)?;
    let bytes = base64url::decode(body).map_err(|e| LinkError::Damaged(e.to_string()))?;
    let mut json = match super::json_in(&bytes) {
        Some(Value::Object(map)) => map,
        Some(_) => return Err(LinkError::Damaged("it holds no hand".into())),
        None => return Err(LinkError::Damaged("its hand is unreadable".into())),
    };
    json.entry("format").or_insert_with(|| Value::from(FORMAT));
    let viewer = json.remove(VIEWER).and_then(|v| v.as_u64());
    let record = Record::from_value(Value::Object(json))
        .map_err(|e| LinkError::Damaged(format!("its hand is unreadable: {e}")))?;
    checked_spec(&record.ruleset)?;
    crate::engine::by_preset::check_record(&record)?;
    let viewer = viewer
        .and_then(|v| u8::try_from(v).ok())
        .filter(|&v| usize::from(v) < record.players.len())
        .map_or(Seat(0), Seat);
    Ok((record, viewer))
}

/// The link's field for the seat it was shared from (not part of the record).
const VIEWER: &str = "viewer";

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::record::{Deal, RecordAction};
    use crate::engine::{ramsch, schraem, RulesetError, Seat, Setup};
    use crate::share::MAX_LINK_LEN;

    /// A whole first hand of every Siebenschräm preset and a first deal of every Schieberamsch
    /// preset, played by always taking the first legal action.
    pub(crate) fn finished_hands() -> Vec<Record> {
        let mut records = Vec::new();
        for preset in schraem::Preset::ALL {
            let rules = schraem::Ruleset::preset(preset);
            let n = usize::from(rules.players);
            let names = (0..n).map(|i| format!("P{i}")).collect();
            let mut m = schraem::Match::new(Setup::new(rules, names, 7)).unwrap();
            while m.results().is_empty() && !m.is_finished() {
                let seat = m.to_act().unwrap();
                let action = m.legal_actions(seat)[0];
                m.apply(seat, action).unwrap();
            }
            records.push(m.to_record());
        }
        for preset in ramsch::Preset::ALL {
            let rules = ramsch::Ruleset::preset(preset);
            let names = vec!["A".into(), "B".into(), "C".into()];
            let mut m = ramsch::Match::new(Setup::new(rules, names, 11)).unwrap();
            while m.public_view().public.sheet.rows.is_empty() {
                let seat = m.to_act().unwrap();
                let action = m.legal_actions(seat)[0];
                m.apply(seat, action).unwrap();
            }
            records.push(m.to_record());
        }
        records
    }

    #[test]
    fn every_preset_round_trips_a_finished_hand() {
        for record in finished_hands() {
            assert!(!record.actions.is_empty());
            let link = encode_hand(&record);
            assert!(
                link.starts_with("h1.") && link.len() < 4096,
                "{}",
                link.len()
            );
            assert_eq!(decode_hand(&link), Ok(record));
        }
    }

    #[test]
    fn the_seat_it_was_shared_from_round_trips_and_seat_0_is_not_written() {
        let record = finished_hands().remove(0);
        assert_eq!(encode_hand_seen_by(&record, Seat(0)), encode_hand(&record));
        let link = encode_hand_seen_by(&record, Seat(2));
        assert_ne!(link, encode_hand(&record));
        assert_eq!(decode_hand_seen_by(&link), Ok((record.clone(), Seat(2))));
        assert_eq!(decode_hand(&link), Ok(record.clone()));
        // A seat the table does not have: read as seat 0.
        let far = encode_hand_seen_by(&record, Seat(9));
        assert_eq!(decode_hand_seen_by(&far), Ok((record, Seat(0))));
    }

    #[test]
    fn explicit_deals_and_overrides_round_trip() {
        let mut record = finished_hands().remove(0);
        let mut start = record.clone();
        start.actions.clear();
        let m = schraem::Match::from_record(&start).unwrap();
        let hands = m
            .dealt()
            .iter()
            .map(|cards| cards.iter().collect())
            .collect();
        record.deals = vec![Deal {
            hands,
            skat: Vec::new(),
        }];
        record.seed = None;
        record
            .ruleset
            .options
            .insert("pretty_ones".into(), true.into());
        let link = encode_hand(&record);
        assert_eq!(decode_hand(&link), Ok(record));
    }

    #[test]
    fn omits_format_and_empty_fields() {
        let record = finished_hands().remove(0);
        let link = encode_hand(&record);
        let json = String::from_utf8(base64url::decode(&link[3..]).unwrap()).unwrap();
        assert!(
            !json.contains("format") && !json.contains("\"deals\""),
            "{json}"
        );
        assert!(!json.contains(' ') && !json.contains('\n'), "{json}");
    }

    fn link_of(json: &Value) -> String {
        format!("h1.{}", base64url::encode(json.to_string().as_bytes()))
    }

    #[test]
    fn every_error_has_its_cause() {
        let record = finished_hands().remove(0);
        let good: Value = serde_json::from_str(&encode_json(&record)).unwrap();

        let mut unknown = good.clone();
        unknown["ruleset"]["preset"] = "rhinelnd".into();
        assert_eq!(
            decode_hand(&link_of(&unknown)),
            Err(LinkError::Rules(RulesetError::UnknownPreset(
                "rhinelnd".into()
            )))
        );
        let mut option = good.clone();
        option["ruleset"]["options"] = serde_json::json!({"knock_max": 9});
        assert!(matches!(
            decode_hand(&link_of(&option)),
            Err(LinkError::Rules(RulesetError::BadValue { .. }))
        ));
        let mut conflict = good.clone();
        conflict["ruleset"]["options"] = serde_json::json!({"players": 2});
        assert!(matches!(
            decode_hand(&link_of(&conflict)),
            Err(LinkError::Rules(RulesetError::Conflict(_)))
        ));
        let mut players = good.clone();
        players["players"] = serde_json::json!(["A", "B"]);
        assert!(matches!(
            decode_hand(&link_of(&players)),
            Err(LinkError::Hand(crate::engine::ReplayFailure::Setup(_)))
        ));
        let mut illegal = good.clone();
        let mut tampered = record.clone();
        tampered
            .actions
            .insert(0, RecordAction::bare(Seat(3).0, "knock"));
        tampered
            .actions
            .insert(0, RecordAction::bare(Seat(3).0, "knock"));
        illegal["actions"] = serde_json::to_value(&tampered.actions).unwrap();
        assert!(matches!(
            decode_hand(&link_of(&illegal)),
            Err(LinkError::Hand(
                crate::engine::ReplayFailure::Illegal { .. }
            ))
        ));
        let mut field = good.clone();
        field["colour"] = "red".into();
        assert!(matches!(
            decode_hand(&link_of(&field)),
            Err(LinkError::Damaged(_))
        ));
        let mut format = good;
        format["format"] = "schraem-record/9".into();
        assert!(matches!(
            decode_hand(&link_of(&format)),
            Err(LinkError::Damaged(_))
        ));
        // Not UTF-8: refused as unreadable, as before the body was read as text.
        let not_text = format!("h1.{}", base64url::encode(&[0xff, b'{', b'}']));
        assert_eq!(
            decode_hand(&not_text),
            Err(LinkError::Damaged("its hand is unreadable".into()))
        );
        for damaged in ["h1.", "h1.W10", "h1.e30=", "h1.bm9wZQ", "h1.e"] {
            assert!(
                matches!(decode_hand(damaged), Err(LinkError::Damaged(_))),
                "{damaged}"
            );
        }
        assert!(matches!(
            decode_hand("r1.rhineland"),
            Err(LinkError::WrongKind { .. })
        ));
        assert_eq!(decode_hand("h2.e30"), Err(LinkError::NewerVersion));
        assert_eq!(decode_hand("#hand"), Err(LinkError::NotSchraem));
        let long = format!("h1.{}", "A".repeat(MAX_LINK_LEN));
        assert!(matches!(decode_hand(&long), Err(LinkError::TooLong { .. })));
    }

    fn encode_json(record: &Record) -> String {
        let link = encode_hand(record);
        String::from_utf8(base64url::decode(&link[3..]).unwrap()).unwrap()
    }
}
