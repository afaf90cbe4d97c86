//! The slate's and the tournament's saves (`schraem.slate`, `schraem.tournament`): written by
//! hand byte for byte as serde wrote them, read as serde read them, damaged ones refused where
//! serde refused them and never a panic.

use super::{agree, damage, setup, text};
use proptest::prelude::*;
use schraem::engine::schraem::{HandEntry, LastTrick, SeatEntry};
use schraem::engine::Seat;
use schraem::json;
use schraem::session::{
    MatchSetup, Round, Slate, StoredEntry, StoredSlate, Tournament, TournamentFormat,
};

fn entry() -> impl Strategy<Value = StoredEntry> {
    (
        any::<u8>(),
        prop::collection::vec(any::<[u8; 4]>(), 0..5),
        any::<u8>(),
        any::<bool>(),
    )
        .prop_map(|(v, s, w, f)| StoredEntry { v, s, w, f })
}

fn stored_slate() -> impl Strategy<Value = StoredSlate> {
    (
        any::<u32>(),
        setup(),
        any::<u64>(),
        prop::collection::vec(entry(), 0..4),
    )
        .prop_map(|(version, setup, seed, entries)| StoredSlate {
            version,
            setup,
            seed,
            entries,
        })
}

fn round() -> impl Strategy<Value = Round> {
    let table = || prop::collection::vec(any::<usize>(), 0..5);
    (
        prop::collection::vec(table(), 0..4),
        prop::collection::vec(
            prop::option::of(prop::collection::vec(any::<u32>(), 0..5)),
            0..4,
        ),
        prop::collection::vec(any::<usize>(), 0..4),
    )
        .prop_map(|(tables, results, entered)| Round {
            tables,
            results,
            entered,
        })
}

fn tournament() -> impl Strategy<Value = Tournament> {
    (
        any::<u32>(),
        prop::sample::select(TournamentFormat::ALL.to_vec()),
        prop::collection::vec(text(), 0..6),
        any::<u64>(),
        prop::collection::vec(round(), 0..3),
    )
        .prop_map(|(version, format, players, seed, rounds)| Tournament {
            version,
            format,
            players,
            seed,
            rounds,
        })
}

/// A slate of the reference game with two hands entered.
fn played_slate() -> Slate {
    let setup = MatchSetup::default_for(schraem::engine::GameKind::Siebenschraem, "Ann \"ß\"");
    let mut slate = Slate::new(setup, u64::MAX - 7).unwrap();
    slate
        .enter(HandEntry {
            value: 3,
            seats: vec![
                SeatEntry {
                    folded_at: Some(2),
                    ..SeatEntry::default()
                },
                SeatEntry::default(),
                SeatEntry {
                    folded_at: Some(3),
                    ..SeatEntry::default()
                },
            ],
            last_trick: LastTrick::Won(Seat(1)),
        })
        .unwrap();
    slate.enter(HandEntry::won(Seat(0), 1, 4)).unwrap();
    slate
}

/// A tournament of three tables, the first round's results in and the second drawn.
fn played_tournament() -> Tournament {
    let names = ["Ann", "Ben", "Cara", "Dirk", "Eva", "Fritz", "Gabi"];
    let mut t = Tournament::new(
        TournamentFormat::ThreeTables,
        names.iter().map(|n| (*n).to_owned()).collect(),
        11,
    )
    .unwrap();
    t.enter(1, vec![1, 2, 3]).unwrap();
    t.enter(0, vec![5, 0, 4, 2]).unwrap();
    t.draw().unwrap();
    t.enter(1, vec![0, 0, 5]).unwrap();
    t
}

#[test]
fn a_played_slate_and_tournament_are_written_as_serde_wrote_them() {
    let slate = played_slate();
    let text = slate.to_json();
    let stored: StoredSlate = serde_json::from_str(&text).unwrap();
    assert_eq!(serde_json::to_string(&stored).unwrap(), text);
    assert!(
        !text.contains("\"f\":") && text.contains("\"w\":0}"),
        "{text}"
    );
    let again = Slate::load(&text).unwrap();
    assert_eq!(again.entries, slate.entries);
    assert_eq!(again.live.game(), slate.live.game());
    let t = played_tournament();
    assert_eq!(t.to_json(), serde_json::to_string(&t).unwrap());
    assert_eq!(Tournament::load(&t.to_json()), Ok(t));
}

/// The shapes the browser tests store by hand: no `entered`, spaces, other key orders.
#[test]
fn older_and_hand_made_saves_read_as_before() {
    let slate = r#"{"seed": 3, "entries": [{"w": 1, "s": [[2,0,0,0]], "v": 2, "x": 1}],
        "version": 1, "setup": {"preset": "rhineland", "seats": [
        {"name": "Ann", "kind": {"kind": "human"}}, {"name": "Ben", "kind": {"kind": "human"}},
        {"name": "Cara", "kind": {"kind": "human"}}, {"name": "Dirk", "kind": {"kind": "human"}}]}}"#;
    let by_serde: StoredSlate = serde_json::from_str(slate).unwrap();
    assert_eq!(json::read::<StoredSlate>(slate).unwrap(), by_serde);
    assert_eq!(Slate::load(slate).unwrap().entries.len(), 1);
    let tournament = r#"{"version": 1, "format": "three_tables", "players": ["A", "B", "C"],
        "seed": 1, "rounds": [{"tables": [[2, 0, 1]], "results": [null]}]}"#;
    let by_serde: Tournament = serde_json::from_str(tournament).unwrap();
    assert_eq!(json::read::<Tournament>(tournament).unwrap(), by_serde);
    assert_eq!(Tournament::load(tournament), Ok(by_serde));
    // A seat of three numbers, a format nobody knows: refused by both, with the place named.
    let short = slate.replace("[2,0,0,0]", "[2,0,0]");
    assert!(serde_json::from_str::<StoredSlate>(&short).is_err());
    let e = json::read::<StoredSlate>(&short).unwrap_err();
    assert_eq!(
        e.to_string(),
        "expected an array of four at .entries[0].s[0]"
    );
    let odd = tournament.replace("three_tables", "four_tables");
    assert!(serde_json::from_str::<Tournament>(&odd).is_err());
    assert!(json::read::<Tournament>(&odd).is_err());
}

proptest! {
    #[test]
    fn stored_slates_agree(value in stored_slate()) { agree(&value); }

    #[test]
    fn tournaments_agree(value in tournament()) { agree(&value); }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// A damaged slate or tournament: read where serde read it, to the same value, and its
    /// loader refuses it (the app then keeps it as a backup) without a panic.
    #[test]
    fn damaged_slates_and_tournaments_are_refused_where_serde_refuses_them(
        text in damage(vec![played_slate().to_json(), played_tournament().to_json()])
    ) {
        let by_hand = json::read::<StoredSlate>(&text).ok();
        let by_serde = serde_json::from_str::<StoredSlate>(&text).ok();
        prop_assert_eq!(by_hand, by_serde);
        let by_hand = json::read::<Tournament>(&text).ok();
        let by_serde = serde_json::from_str::<Tournament>(&text).ok();
        prop_assert_eq!(by_hand, by_serde);
        let _ = Slate::load(&text);
        let _ = Tournament::load(&text);
    }
}
