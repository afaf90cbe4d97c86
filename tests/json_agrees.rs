//! The hand-written JSON of the first load (`schraem::json`, issue 30) agrees with serde, which
//! wrote every save so far and still reads them in the native tools and the parts: each fixture
//! reads to the same value and is written back byte for byte; random values of every type go
//! hand writer → serde reader and serde writer → hand reader unchanged; damaged text of every
//! kind is refused with a reason, never a panic, exactly where `serde_json` refuses it.

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use schraem::ai::Level;
use schraem::engine::record::{Deal, RecordAction, RulesetSpec, Start};
use schraem::engine::{Card, PresetId, Record};
use schraem::json::{self, FromJson, ToJson};
use schraem::lang::Lang;
use schraem::session::{
    BotAnswer, BotRequest, MatchSetup, NamedRuleset, Pace, PresetStats, SavedMatch, SavedRulesets,
    SeatKind, SeatSetup, Settings, Speed, Stats,
};
use serde::{de::DeserializeOwned, Serialize};
use serde_json::{Map, Value};
use std::fmt::Debug;

#[path = "json_agrees/chalk.rs"]
mod chalk;

/// Both ways, for one value: the hand's text is serde's, and each reader reads the other's.
fn agree<T>(value: &T)
where
    T: ToJson + FromJson + Serialize + DeserializeOwned + PartialEq + Debug,
{
    let serde_text = serde_json::to_string(value).unwrap();
    let hand_text = value.to_json_text();
    assert_eq!(hand_text, serde_text, "the writers differ");
    let by_serde: T = serde_json::from_str(&hand_text).unwrap();
    assert_eq!(&by_serde, value, "serde reads the hand's text otherwise");
    let by_hand: T = json::read(&serde_text).unwrap();
    assert_eq!(&by_hand, value, "the hand reads serde's text otherwise");
}

fn fixtures() -> Vec<(String, String)> {
    let mut all: Vec<_> = std::fs::read_dir("tests/e2e/fixtures")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .filter(|p| !p.ends_with("index.json"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    all.sort();
    all
}

#[test]
fn every_fixture_reads_and_writes_as_serde_does() {
    let all = fixtures();
    assert!(all.len() > 20, "the fixtures are there");
    for (path, text) in all {
        let by_serde: SavedMatch = serde_json::from_str(&text).unwrap();
        let by_hand: SavedMatch = json::read(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(by_hand, by_serde, "{path}");
        assert_eq!(
            json::parse(&text).unwrap(),
            serde_json::from_str::<Value>(&text).unwrap(),
            "{path}"
        );
        agree(&by_serde);
        let (loaded, _) = SavedMatch::load(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(loaded, by_serde, "{path}");
    }
}

#[test]
fn an_older_save_still_migrates() {
    let (_, text) = &fixtures()[0];
    let mut old: Value = serde_json::from_str(text).unwrap();
    old["version"] = Value::from(1);
    old["setup"]["game"] = Value::from("siebenschraem");
    let (saved, _) = SavedMatch::load(&old.to_string()).unwrap();
    assert_eq!(saved.version, schraem::session::SAVE_VERSION);
    let unknown_in_record = text.replace("\"deals\":", "\"colour\":1,\"deals\":");
    assert!(SavedMatch::load(&unknown_in_record).is_err());
    assert!(serde_json::from_str::<SavedMatch>(&unknown_in_record).is_err());
}

#[test]
fn settings_and_stats_of_earlier_versions_read_as_before() {
    let old = r#"{"lang":"de","four_colour":true,"speed":"normal","sound":false,"haptics":true,"signal_server":""}"#;
    assert_eq!(
        json::read::<Settings>(old).unwrap(),
        serde_json::from_str::<Settings>(old).unwrap()
    );
    let v1 = r#"{"games":3,"wins":1,"knocks_made":4,"ramsch_deals":2,"ramsch_penalty":-5}"#;
    let stats = Stats::load(v1).unwrap();
    let earlier = stats.earlier.unwrap();
    assert_eq!((earlier.games, earlier.deals, earlier.penalty), (3, 2, -5));
    assert_eq!(Stats::load("[1,2]"), None);
    assert_eq!(Stats::load("{\"presets\":7}"), None);
}

/// Where the hand's readers stop, they say where and what they expected.
#[test]
fn errors_name_the_place_and_what_was_expected() {
    let e = json::parse("{\"a\": [1, 2,]}").unwrap_err();
    assert_eq!((e.at, e.expected), (12, json::Expected::Value));
    assert_eq!(e.to_string(), "expected a value at byte 12");
    let e = json::parse("\"\\ud800\"").unwrap_err();
    assert_eq!(e.expected, json::Expected::Surrogate);
    let e = json::parse("1e400").unwrap_err();
    assert_eq!(e.expected, json::Expected::FiniteNumber);
    let deep = "[".repeat(json::MAX_DEPTH + 1) + &"]".repeat(json::MAX_DEPTH + 1);
    assert_eq!(
        json::parse(&deep).unwrap_err().expected,
        json::Expected::ShallowerNesting
    );
    let (_, text) = &fixtures()[0];
    let wrong = text.replace("\"level\":\"easy\"", "\"level\":\"godlike\"");
    let e = json::read::<SavedMatch>(&wrong).unwrap_err();
    assert_eq!(
        e.to_string(),
        "expected one of random, easy, medium, hard at .setup.seats[1].kind.level"
    );
    let e = json::read::<SavedMatch>(&text.replace("\"seat\":0,", "\"seat\":300,")).unwrap_err();
    assert!(e.to_string().contains(".record.actions["), "{e}");
}

/// A small option map: numbers, flags and choices, as rule sets hold them.
fn options() -> impl Strategy<Value = Map<String, Value>> {
    prop::collection::btree_map(
        "[a-z_]{1,12}",
        prop_oneof![
            any::<u16>().prop_map(Value::from),
            any::<bool>().prop_map(Value::from),
            "[a-z_0-9]{0,8}".prop_map(Value::from),
            any::<i32>().prop_map(Value::from),
        ],
        0..4,
    )
    .prop_map(|m| m.into_iter().collect())
}

fn card() -> impl Strategy<Value = Card> {
    let all: Vec<Card> = Card::all().collect();
    prop::sample::select(all)
}

fn cards() -> impl Strategy<Value = Vec<Card>> {
    prop::collection::vec(card(), 0..5)
}

/// Any text, control characters, quotes, backslashes and characters beyond the BMP included.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-zA-ZäöüÄÖÜß \\-]{0,12}",
        any::<String>(),
        "[\"\\\\\u{0}-\u{1f}\u{7f}\u{2028}😀]{0,6}",
    ]
}

fn level() -> impl Strategy<Value = Level> {
    prop::sample::select(Level::ALL.to_vec())
}

fn preset() -> impl Strategy<Value = PresetId> {
    prop::sample::select(PresetId::all())
}

fn spec() -> impl Strategy<Value = RulesetSpec> {
    (preset(), options()).prop_map(|(p, options)| RulesetSpec {
        preset: p.id().to_owned(),
        options,
    })
}

fn action() -> impl Strategy<Value = RecordAction> {
    (
        any::<u8>(),
        "[a-z]{1,10}",
        prop::option::of(card()),
        prop::option::of(cards()),
        prop::option::of(any::<u8>()),
    )
        .prop_map(|(seat, act, card, cards, turn)| RecordAction {
            seat,
            act,
            card,
            cards,
            turn,
        })
}

fn start() -> impl Strategy<Value = Start> {
    (
        prop::option::of(prop::collection::vec(any::<i32>(), 0..5)),
        prop::option::of(prop::collection::vec(any::<i32>(), 0..5)),
        prop::option::of(any::<u8>()),
        prop::option::of(any::<u8>()),
    )
        .prop_map(|(marks, points, dealer, value)| Start {
            marks,
            points,
            dealer,
            value,
        })
}

fn record() -> impl Strategy<Value = Record> {
    (
        "[a-z/0-9-]{0,20}",
        spec(),
        prop::collection::vec(text(), 0..5),
        prop::option::of(start()),
        prop::collection::vec(
            (prop::collection::vec(cards(), 0..4), cards())
                .prop_map(|(hands, skat)| Deal { hands, skat }),
            0..3,
        ),
        prop::option::of(any::<u64>()),
        prop::collection::vec(action(), 0..8),
    )
        .prop_map(
            |(format, ruleset, players, start, deals, seed, actions)| Record {
                format,
                ruleset,
                players,
                start,
                deals,
                seed,
                actions,
            },
        )
}

fn seat_kind() -> impl Strategy<Value = SeatKind> {
    prop_oneof![
        Just(SeatKind::Human),
        Just(SeatKind::Phone),
        level().prop_map(SeatKind::Bot),
    ]
}

fn setup() -> impl Strategy<Value = MatchSetup> {
    (
        preset(),
        options(),
        prop::collection::vec(
            (text(), seat_kind()).prop_map(|(name, kind)| SeatSetup { name, kind }),
            0..5,
        ),
    )
        .prop_map(|(preset, options, seats)| MatchSetup {
            preset,
            options,
            seats,
        })
}

/// A time in whole milliseconds up to the year 2286, or none (0), as the app stamps it.
/// (Beyond 15 digits `serde_json`, without its `float_roundtrip` feature, may itself read a
/// float one unit off.)
fn last_played() -> impl Strategy<Value = f64> {
    prop_oneof![Just(0.0), (1u64..10_000_000_000_000).prop_map(|n| n as f64)]
}

fn saved() -> impl Strategy<Value = SavedMatch> {
    (any::<u32>(), setup(), record(), last_played()).prop_map(
        |(version, setup, record, last_played)| SavedMatch {
            version,
            setup,
            record,
            last_played,
        },
    )
}

fn settings() -> impl Strategy<Value = Settings> {
    (
        prop::sample::select(Lang::ALL.to_vec()),
        any::<[bool; 3]>(),
        prop::sample::select(Speed::ALL.to_vec()),
        text(),
        text(),
        prop::sample::select(Pace::ALL.to_vec()),
    )
        .prop_map(
            |(
                lang,
                [four_colour, sound, haptics],
                speed,
                signal_server,
                ice_servers,
                next_hand,
            )| {
                Settings {
                    lang,
                    four_colour,
                    speed,
                    sound,
                    haptics,
                    signal_server,
                    ice_servers,
                    next_hand,
                }
            },
        )
}

fn preset_stats() -> impl Strategy<Value = PresetStats> {
    (any::<[u32; 8]>(), any::<u8>(), any::<i64>()).prop_map(|(n, highest_stake, penalty)| {
        PresetStats {
            games: n[0],
            wins: n[1],
            knocks_made: n[2],
            knocks_held: n[3],
            folds: n[4],
            highest_stake,
            deals: n[5],
            penalty,
            hints: n[6],
            undos: n[7],
        }
    })
}

fn stats() -> impl Strategy<Value = Stats> {
    (
        prop::collection::btree_map(text(), preset_stats(), 0..3),
        any::<[u32; 3]>(),
        prop::option::of(preset_stats()),
    )
        .prop_map(|(presets, n, earlier)| Stats {
            presets,
            hints: n[0],
            undos: n[1],
            hands_with_undo: n[2],
            earlier,
        })
}

fn rulesets() -> impl Strategy<Value = SavedRulesets> {
    (
        any::<u32>(),
        prop::collection::vec(
            (text(), spec()).prop_map(|(name, spec)| NamedRuleset { name, spec }),
            0..4,
        ),
    )
        .prop_map(|(version, rulesets)| SavedRulesets { version, rulesets })
}

fn bot_request() -> impl Strategy<Value = BotRequest> {
    (
        any::<u64>(),
        text(),
        prop::collection::vec((any::<u8>(), level()), 0..4),
        any::<u64>(),
        prop::option::of(any::<u32>()),
    )
        .prop_map(|(id, save, queue, seed, samples)| BotRequest {
            id,
            save,
            queue,
            seed,
            samples,
        })
}

fn bot_answer() -> impl Strategy<Value = BotAnswer> {
    (
        any::<u64>(),
        prop::option::of((any::<u8>(), any::<usize>())),
        prop::option::of(text()),
    )
        .prop_map(|(id, act, error)| BotAnswer { id, act, error })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn saves_agree(value in saved()) { agree(&value); }

    #[test]
    fn records_agree(value in record()) { agree(&value); }

    #[test]
    fn settings_agree(value in settings()) { agree(&value); }

    #[test]
    fn stats_agree(value in stats()) { agree(&value); }

    #[test]
    fn rule_sets_agree(value in rulesets()) { agree(&value); }

    #[test]
    fn bot_requests_agree(value in bot_request()) { agree(&value); }

    #[test]
    fn bot_answers_agree(value in bot_answer()) { agree(&value); }
}

/// Equal values; floats may differ in their last bit where a power of ten beyond 10^22 scales
/// them (`json::parse` computes those powers, `serde_json` looks them up).
fn same(a: Option<&Value>, b: Option<&Value>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(Value::Number(x)), Some(Value::Number(y))) if x.is_f64() && y.is_f64() => {
            let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
            x == y || (x - y).abs() <= x.abs().max(y.abs()) * 4.0 * f64::EPSILON
        }
        (Some(Value::Array(x)), Some(Value::Array(y))) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same(Some(x), Some(y)))
        }
        (Some(Value::Object(x)), Some(Value::Object(y))) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|((k, x), (l, y))| k == l && same(Some(x), Some(y)))
        }
        (a, b) => a == b,
    }
}

#[test]
fn numbers_read_as_serde_reads_them() {
    for text in [
        "0",
        "-0",
        "1",
        "-1",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775808",
        "-9223372036854775809",
        "1.5",
        "1700000000000.0",
        "1e22",
        "1E-22",
        "2.5e+3",
        "1e308",
        "1e-400",
        "0e999999999999",
        "-0.0",
        "123456789012345678901234567890",
        "0.1",
        "3.141592653589793",
        "1.00000000000000000000000000001",
    ] {
        let hand = json::parse(text).unwrap();
        let serde: Value = serde_json::from_str(text).unwrap();
        assert!(
            same(Some(&hand), Some(&serde)),
            "{text}: {hand:?} {serde:?}"
        );
        if text != "1e308" && text != "123456789012345678901234567890" {
            assert_eq!(hand, serde, "{text}");
        }
    }
    for text in [
        "1e309", "-1e400", "1.", ".5", "01", "-", "1e", "+1", "0x10", "NaN", "Infinity",
    ] {
        assert!(json::parse(text).is_err(), "{text}");
        assert!(serde_json::from_str::<Value>(text).is_err(), "{text}");
    }
}

/// One fixture, damaged: cut short, a byte replaced, or a piece of JSON syntax inserted.
fn damaged() -> impl Strategy<Value = String> {
    damage(fixtures().into_iter().map(|(_, t)| t).collect())
}

/// One of `texts`, damaged as [`damaged`] damages a fixture.
fn damage(texts: Vec<String>) -> impl Strategy<Value = String> {
    (
        prop::sample::select(texts),
        any::<prop::sample::Index>(),
        0u8..3,
        prop::sample::select(vec![
            "",
            "\"",
            "\\",
            "\\u",
            "\\ud83d",
            "\\udc00",
            "{",
            "[",
            "]",
            "}",
            ",",
            ":",
            "1e999",
            "-",
            "01",
            "null",
            "true",
            "\u{1}",
            "\"\\u00e9\"",
            "18446744073709551616",
            "-0",
        ]),
    )
        .prop_map(|(text, at, how, piece)| {
            let mut at = at.index(text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            // The character at `at` replaced (the whole of it: the texts are not all ASCII).
            let next = text[at..].chars().next().map_or(at, |c| at + c.len_utf8());
            match how {
                0 => text[..at].to_owned(),
                1 => format!("{}{}{}", &text[..at], piece, &text[next..]),
                _ => format!("{}{}{}", &text[..at], piece, &text[at..]),
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Damaged saves: both readers accept the same texts, read the same values, and the
    /// save's loader never panics.
    #[test]
    fn damaged_saves_are_refused_where_serde_refuses_them(text in damaged()) {
        let hand = json::parse(&text);
        let serde = serde_json::from_str::<Value>(&text);
        prop_assert!(same(hand.as_ref().ok(), serde.as_ref().ok()), "{:?}", hand.as_ref().err());
        let _ = SavedMatch::load(&text);
        let by_hand = json::read::<SavedMatch>(&text).ok();
        let by_serde = serde_json::from_str::<SavedMatch>(&text).ok();
        prop_assert_eq!(by_hand, by_serde);
    }

    /// Any text at all: the same verdict as `serde_json`, and no panic.
    #[test]
    fn any_text_is_read_as_serde_reads_it(text in "[\\[\\]{}\":,0-9eE.+\\-a-z\\\\ \u{0}-\u{1f}é😀]{0,40}") {
        let hand = json::parse(&text).ok();
        let serde = serde_json::from_str::<Value>(&text).ok();
        prop_assert!(same(hand.as_ref(), serde.as_ref()), "{:?} {:?}", hand, serde);
    }
}

proptest! {
    /// The STUN/TURN list handed to the browser is written as serde wrote it.
    #[test]
    fn ice_servers_are_written_as_serde_writes_them(
        list in prop::collection::vec(
            (prop::collection::vec(text(), 0..3), prop::option::of(text()), prop::option::of(text())),
            0..3,
        )
    ) {
        let servers: Vec<schraem::session::site_config::IceServer> = list
            .into_iter()
            .map(|(urls, username, credential)| schraem::session::site_config::IceServer {
                urls,
                username,
                credential,
            })
            .collect();
        prop_assert_eq!(servers.to_json_text(), serde_json::to_string(&servers).unwrap());
    }
}
