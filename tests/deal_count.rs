//! Issue 26, item 10: after a Grand Hand the same dealer deals again and the Grand Hand does not
//! count toward the agreed deals. The table's header, the ticker and the score sheet count deals
//! the same way ("Spiel 1 von 8", "Spiel 1 noch einmal: …", row 1), and the sheet says in words
//! why the Grand Hand's row does not count — its score stands all the same.
#![cfg(not(target_arch = "wasm32"))]

use schraem::engine::ramsch::{Action, DealKind, Preset, Ruleset};
use schraem::engine::{GameKind, Seat};
use schraem::i18n::Lang;
use schraem::present::score_sheet;
use schraem::present::{latest_line, table_model};
use schraem::session::{AnyAction, AnyMatch, MatchSetup, Table};

/// A table whose first deal was a Grand Hand, standing at the start of the next deal.
fn after_a_grand_hand() -> Table {
    for seed in 0..50u64 {
        let setup = MatchSetup::default_for(GameKind::Schieberamsch, "Ann");
        let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), seed).unwrap();
        let mut table = Table::new(setup, live);
        let mut announced = false;
        while table.live().finished_hands() == 0 {
            let seat = table.live().to_act().unwrap();
            let legal = table.live().legal_actions(seat);
            let grand = AnyAction::Ramsch(Action::GrandHand);
            let a = if legal.contains(&grand) {
                grand
            } else {
                legal[0]
            };
            announced |= a == grand;
            table.act(seat, a).unwrap();
        }
        let AnyMatch::Ramsch(m) = &**table.live() else {
            unreachable!()
        };
        let row = &m.sheet().rows[0];
        if announced && row.result.kind == DealKind::GrandHand && !row.counted {
            return table;
        }
    }
    panic!("no seed plays a Grand Hand that does not count");
}

#[test]
fn header_ticker_and_sheet_count_deals_alike_after_a_grand_hand() {
    let table = after_a_grand_hand();
    let AnyMatch::Ramsch(m) = &**table.live() else {
        unreachable!()
    };
    let of = m.rules().deals;
    assert_eq!(
        Ruleset::preset(Preset::Schieberamsch).deals,
        of,
        "the default preset"
    );
    let model = table_model(&table.live().seat(Some(Seat(0)), &[Seat(0)]), Lang::De);
    assert_eq!(model.status[0], format!("Spiel 1 von {of}"));
    let ticker = latest_line(&table.seat_log(Some(Seat(0))), Lang::De).unwrap();
    assert!(
        ticker.starts_with("Spiel 1 noch einmal: "),
        "header {:?}, ticker {ticker:?}",
        model.status[0]
    );
    for (lang, header, again) in [
        (Lang::En, format!("Deal 1 of {of}"), "Deal 1 once more: "),
        (
            Lang::Fr,
            format!("Donne 1 sur {of}"),
            "Donne 1 à nouveau : ",
        ),
    ] {
        let model = table_model(&table.live().seat(Some(Seat(0)), &[Seat(0)]), lang);
        assert_eq!(model.status[0], header);
        let ticker = latest_line(&table.seat_log(Some(Seat(0))), lang).unwrap();
        assert!(ticker.starts_with(again), "{ticker:?}");
    }
}

#[test]
fn the_sheet_says_why_a_grand_hand_does_not_count() {
    let table = after_a_grand_hand();
    let of = match &**table.live() {
        AnyMatch::Ramsch(m) => m.rules().deals,
        AnyMatch::Schraem(_) => unreachable!(),
    };
    for (lang, says) in [
        (
            Lang::De,
            format!("zählt auf dem Blatt, aber nicht als eins der {of} Spiele: derselbe gibt noch einmal"),
        ),
        (
            Lang::En,
            format!("scores, but is not one of the {of} deals: the same dealer deals again"),
        ),
        (
            Lang::Fr,
            format!("compte au score, mais pas parmi les {of} donnes : le même donneur redistribue"),
        ),
    ] {
        let sheet = score_sheet(table.live(), lang);
        let row = &sheet.rows[0];
        assert_eq!(row.head, "1", "{lang:?}");
        assert!(row.note.ends_with(&says), "{lang:?}: {:?}", row.note);
        // The score stands: the totals include it.
        let AnyMatch::Ramsch(m) = &**table.live() else {
            unreachable!()
        };
        assert_eq!(m.totals(), m.sheet().rows[0].totals);
    }
}
