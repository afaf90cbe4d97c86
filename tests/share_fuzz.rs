//! Fuzz-style property tests of the share links (docs/links.md): the fragment parser, the hand
//! decoder and the record parser never panic, whatever the input — arbitrary text, arbitrary
//! bytes behind valid prefixes, and mutations (bit flips, truncations, insertions, deletions,
//! replaced JSON values) of valid links and of valid record JSON. Whatever decodes re-encodes to
//! the same thing.
//!
//! Cases per property: `SCHRAEM_FUZZ_CASES` (default 2,000; the long run in docs/links.md).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use schraem::engine::record::{Record, RulesetSpec};
use schraem::engine::{ramsch, schraem as siebenschraem, Rules, Setup};
use schraem::session::{AnySeat, HandReplay};
use schraem::share::{
    base64url, decode_hand, decode_ruleset, encode_hand, encode_ruleset, parse_fragment, Link,
};
use serde_json::{json, Value};
use std::sync::OnceLock;

fn config() -> ProptestConfig {
    let cases = std::env::var("SCHRAEM_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A tiny generator so the corpus is the same on every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Valid records: random legal play of one or two hands of every preset, from several seeds.
fn corpus() -> &'static [Record] {
    static CORPUS: OnceLock<Vec<Record>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut records = Vec::new();
        for seed in 1..=3u64 {
            let mut pick = Lcg(seed);
            for preset in siebenschraem::Preset::ALL {
                let rules = siebenschraem::Ruleset::preset(preset);
                let names = (0..rules.players).map(|i| format!("P{i}")).collect();
                let mut m = siebenschraem::Match::new(Setup::new(rules, names, seed)).unwrap();
                let hands = 1 + (seed as usize % 2);
                while m.results().len() < hands && !m.is_finished() {
                    let Some(seat) = m.to_act() else { break };
                    let legal = m.legal_actions(seat);
                    m.apply(seat, legal[pick.below(legal.len())]).unwrap();
                }
                records.push(m.to_record());
            }
            for preset in ramsch::Preset::ALL {
                let rules = ramsch::Ruleset::preset(preset);
                let names = vec!["A".into(), "B".into(), "C".into()];
                let mut m = ramsch::Match::new(Setup::new(rules, names, seed)).unwrap();
                while m.public_view().public.sheet.rows.is_empty() {
                    let Some(seat) = m.to_act() else { break };
                    let legal = m.legal_actions(seat);
                    m.apply(seat, legal[pick.below(legal.len())]).unwrap();
                }
                records.push(m.to_record());
            }
        }
        records
    })
}

/// Valid rule set links: every preset bare and with two overrides.
fn ruleset_links() -> &'static [String] {
    static LINKS: OnceLock<Vec<String>> = OnceLock::new();
    LINKS.get_or_init(|| {
        let mut links = Vec::new();
        for preset in siebenschraem::Preset::ALL {
            let mut rules = siebenschraem::Ruleset::preset(preset);
            links.push(encode_ruleset(&rules.to_spec()));
            rules.pretty_ones = !rules.pretty_ones;
            rules.knock_max = Some(5);
            links.push(encode_ruleset(&rules.to_spec()));
        }
        for preset in ramsch::Preset::ALL {
            let mut rules = ramsch::Ruleset::preset(preset);
            links.push(encode_ruleset(&rules.to_spec()));
            rules.deals = 9;
            rules.tie_for_most = ramsch::TieForMost::Share;
            links.push(encode_ruleset(&rules.to_spec()));
        }
        links
    })
}

/// Every link and record text the mutations start from.
fn seeds() -> &'static [String] {
    static SEEDS: OnceLock<Vec<String>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut all: Vec<String> = ruleset_links()
            .iter()
            .map(|link| format!("#rules={link}"))
            .collect();
        for record in corpus() {
            all.push(format!("#hand={}", encode_hand(record)));
        }
        all
    })
}

/// One byte-level edit; positions are taken modulo the length.
#[derive(Clone, Debug)]
enum Edit {
    FlipBit { at: usize, bit: u8 },
    Truncate { at: usize },
    Insert { at: usize, byte: u8 },
    Delete { at: usize },
    Replace { at: usize, byte: u8 },
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 0..8u8).prop_map(|(at, bit)| Edit::FlipBit { at, bit }),
        any::<usize>().prop_map(|at| Edit::Truncate { at }),
        (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Edit::Insert { at, byte }),
        any::<usize>().prop_map(|at| Edit::Delete { at }),
        (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Edit::Replace { at, byte }),
    ]
}

fn apply_edits(text: &str, edits: &[Edit]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for e in edits {
        let n = bytes.len();
        match *e {
            Edit::FlipBit { at, bit } if n > 0 => bytes[at % n] ^= 1 << bit,
            Edit::Truncate { at } => bytes.truncate(at % (n + 1)),
            Edit::Insert { at, byte } => bytes.insert(at % (n + 1), byte),
            Edit::Delete { at } if n > 0 => {
                bytes.remove(at % n);
            }
            Edit::Replace { at, byte } if n > 0 => bytes[at % n] = byte,
            _ => {}
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Values that break assumptions: out of range, wrong type, huge, negative, empty.
fn odd_values() -> &'static [Value] {
    static ODD: OnceLock<Vec<Value>> = OnceLock::new();
    ODD.get_or_init(|| {
        vec![
            json!(null),
            json!(true),
            json!(0),
            json!(1),
            json!(2),
            json!(3),
            json!(7),
            json!(8),
            json!(9),
            json!(255),
            json!(256),
            json!(-1),
            json!(i32::MAX),
            json!(i32::MIN),
            json!(i64::MIN),
            json!(u64::MAX),
            json!(1.5),
            json!(""),
            json!("HT"),
            json!("SA"),
            json!("play"),
            json!("knock"),
            json!("pickup"),
            json!("discard"),
            json!("none"),
            json!([]),
            json!(["HT", "HT"]),
            json!(["C7", "SA", "DK"]),
            json!({}),
            json!([[]]),
        ]
    })
}

/// One structural edit of a JSON value: replace the `at`-th node (pre-order, modulo the node
/// count) by an odd value, remove it from its parent, or duplicate it in its array.
#[derive(Clone, Debug)]
enum ValueEdit {
    Set { at: usize, value: usize },
    Remove { at: usize },
    Duplicate { at: usize },
}

fn value_edit() -> impl Strategy<Value = ValueEdit> {
    prop_oneof![
        3 => (any::<usize>(), any::<usize>()).prop_map(|(at, value)| ValueEdit::Set { at, value }),
        1 => any::<usize>().prop_map(|at| ValueEdit::Remove { at }),
        1 => any::<usize>().prop_map(|at| ValueEdit::Duplicate { at }),
    ]
}

fn count_nodes(v: &Value) -> usize {
    1 + match v {
        Value::Array(items) => items.iter().map(count_nodes).sum(),
        Value::Object(map) => map.values().map(count_nodes).sum(),
        _ => 0,
    }
}

/// Applies `edit` to node number `*at` under `v`; returns true once done.
fn edit_node(v: &mut Value, at: &mut usize, edit: &ValueEdit) -> bool {
    let odd = odd_values();
    if *at == 0 {
        if let ValueEdit::Set { value, .. } = edit {
            *v = odd[value % odd.len()].clone();
            return true;
        }
    }
    *at = at.saturating_sub(1);
    match v {
        Value::Array(items) => {
            for k in 0..items.len() {
                if *at == 0 && !matches!(edit, ValueEdit::Set { .. }) {
                    match edit {
                        ValueEdit::Remove { .. } => {
                            items.remove(k);
                        }
                        _ => {
                            let copy = items[k].clone();
                            items.insert(k, copy);
                        }
                    }
                    return true;
                }
                if edit_node(&mut items[k], at, edit) {
                    return true;
                }
            }
            false
        }
        Value::Object(map) => {
            let keys: Vec<String> = map.keys().cloned().collect();
            for key in keys {
                if *at == 0 && matches!(edit, ValueEdit::Remove { .. }) {
                    map.remove(&key);
                    return true;
                }
                if let Some(child) = map.get_mut(&key) {
                    if edit_node(child, at, edit) {
                        return true;
                    }
                }
            }
            false
        }
        _ => false,
    }
}

fn apply_value_edits(mut v: Value, edits: &[ValueEdit]) -> Value {
    for e in edits {
        let n = count_nodes(&v);
        let mut at = match e {
            ValueEdit::Set { at, .. } | ValueEdit::Remove { at } | ValueEdit::Duplicate { at } => {
                at % n
            }
        };
        edit_node(&mut v, &mut at, e);
    }
    v
}

fn hand_link_of_json(text: &str) -> String {
    format!("h1.{}", base64url::encode(text.as_bytes()))
}

/// Whatever decodes must re-encode to a link that decodes to the same thing, and replay.
fn check_decoded(link: Result<Link, schraem::share::LinkError>) -> Result<(), TestCaseError> {
    match link {
        Ok(Link::Ruleset(spec)) => {
            prop_assert_eq!(decode_ruleset(&encode_ruleset(&spec)), Ok(spec));
        }
        Ok(Link::Hand(record, _)) => {
            let again = decode_hand(&encode_hand(&record));
            prop_assert_eq!(again.as_ref(), Ok(&*record));
            check_replay(*record)?;
        }
        // An invitation is read by the Join screen (session::remote::decode_signal, tested there).
        Ok(Link::None | Link::Join(_) | Link::Answer(_)) => {}
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }
    Ok(())
}

/// A replay of a record steps to its start, middle and end without panicking.
fn check_replay(record: Record) -> Result<(), TestCaseError> {
    if let Ok(replay) = HandReplay::new(record) {
        prop_assert!(replay.events_until(replay.len()).len() >= replay.events_of(0).len());
        prop_assert_eq!(replay.frames().len(), replay.len() + 1);
        for frame in replay.frames() {
            if let AnySeat::Schraem(seat) = frame {
                prop_assert!(seat
                    .view
                    .hand
                    .as_ref()
                    .is_none_or(|h| h.own_cards.is_none()));
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>(), key in 0..4usize) {
        let prefix = ["", "#", "#rules=", "#hand="][key];
        let fragment = format!("{prefix}{text}");
        check_decoded(parse_fragment(&fragment))?;
        let _ = decode_ruleset(&text);
        let _ = decode_hand(&text);
        let _ = Record::parse(&text);
    }

    #[test]
    fn arbitrary_bytes_behind_valid_prefixes_never_panic(
        bytes in prop::collection::vec(any::<u8>(), 0..2048),
        prefix in 0..6usize,
    ) {
        let prefix = [
            "h1.",
            "#hand=h1.",
            "r1.rhineland.",
            "#rules=r1.schieberamsch.",
            "r1.tuppen.",
            "#rules=r1.schieberamsch_fr.",
        ][prefix];
        let fragment = format!("{prefix}{}", base64url::encode(&bytes));
        check_decoded(parse_fragment(&fragment))?;
    }

    #[test]
    fn mutated_links_never_panic(
        which in any::<usize>(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        let seeds = seeds();
        let fragment = apply_edits(&seeds[which % seeds.len()], &edits);
        check_decoded(parse_fragment(&fragment))?;
    }

    #[test]
    fn mutated_record_text_never_panics(
        which in any::<usize>(),
        pretty in any::<bool>(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        let record = &corpus()[which % corpus().len()];
        let text = if pretty {
            record.to_json()
        } else {
            serde_json::to_string(record).unwrap()
        };
        let text = apply_edits(&text, &edits);
        if let Ok(record) = Record::parse(&text) {
            check_replay(record)?;
        }
        check_decoded(parse_fragment(&hand_link_of_json(&text)))?;
    }

    #[test]
    fn mutated_record_values_never_panic(
        which in any::<usize>(),
        edits in prop::collection::vec(value_edit(), 1..4),
    ) {
        let record = &corpus()[which % corpus().len()];
        let value = apply_value_edits(serde_json::to_value(record).unwrap(), &edits);
        let text = value.to_string();
        if let Ok(record) = Record::parse(&text) {
            check_replay(record)?;
        }
        check_decoded(parse_fragment(&hand_link_of_json(&text)))?;
    }

    #[test]
    fn mutated_rule_set_options_never_panic(
        which in any::<usize>(),
        names in prop::collection::vec(any::<usize>(), 0..4),
        values in prop::collection::vec(any::<usize>(), 4),
        preset in any::<usize>(),
    ) {
        let all_names: Vec<&str> = siebenschraem::Ruleset::OPTIONS
            .iter()
            .map(|d| d.id)
            .chain(ramsch::Ruleset::OPTIONS.iter().map(|d| d.id))
            .chain(["", "x"])
            .collect();
        let presets: Vec<&str> = siebenschraem::Preset::ALL
            .iter()
            .map(|p| p.id())
            .chain(ramsch::Preset::ALL.iter().map(|p| p.id()))
            .collect();
        let odd = odd_values();
        let mut spec: RulesetSpec = decode_ruleset(
            &ruleset_links()[which % ruleset_links().len()],
        ).unwrap();
        spec.preset = presets[preset % presets.len()].to_owned();
        for (k, name) in names.iter().enumerate() {
            spec.options.insert(
                all_names[name % all_names.len()].to_owned(),
                odd[values[k] % odd.len()].clone(),
            );
        }
        let link = encode_ruleset(&spec);
        check_decoded(parse_fragment(&format!("#rules={link}")))?;
    }
}

#[test]
fn the_corpus_is_valid_and_round_trips() {
    assert_eq!(corpus().len(), 33);
    for record in corpus() {
        let link = encode_hand(record);
        assert_eq!(decode_hand(&link).as_ref(), Ok(record));
    }
    for link in ruleset_links() {
        let spec = decode_ruleset(link).unwrap();
        assert_eq!(&encode_ruleset(&spec), link);
    }
}

/// The structural mutations do reach the engines: some mutated hands still replay, some stop
/// at an illegal move, some at an unusable record, some do not even parse.
#[test]
fn value_mutations_reach_every_outcome() {
    use schraem::engine::ReplayFailure;
    use schraem::share::LinkError;
    let mut pick = Lcg(99);
    let (mut ok, mut illegal, mut bad_hand, mut rules, mut damaged) = (0, 0, 0, 0, 0);
    for _ in 0..2_000 {
        let record = &corpus()[pick.below(corpus().len())];
        let edit = match pick.below(3) {
            0 => ValueEdit::Set {
                at: pick.below(10_000),
                value: pick.below(100),
            },
            1 => ValueEdit::Remove {
                at: pick.below(10_000),
            },
            _ => ValueEdit::Duplicate {
                at: pick.below(10_000),
            },
        };
        let value = apply_value_edits(serde_json::to_value(record).unwrap(), &[edit]);
        match parse_fragment(&hand_link_of_json(&value.to_string())) {
            Ok(_) => ok += 1,
            Err(LinkError::Hand(ReplayFailure::Illegal { .. })) => illegal += 1,
            Err(LinkError::Hand(ReplayFailure::Setup(_))) => bad_hand += 1,
            Err(LinkError::Rules(_)) => rules += 1,
            Err(LinkError::Damaged(_)) => damaged += 1,
            Err(other) => panic!("unexpected {other}"),
        }
    }
    println!("ok {ok}, illegal {illegal}, bad hand {bad_hand}, rules {rules}, damaged {damaged}");
    assert!(ok > 0 && illegal > 0 && bad_hand > 0 && rules > 0 && damaged > 0);
}
