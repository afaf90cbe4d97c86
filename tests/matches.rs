//! Nothing lost: a new game never replaces a saved match (several wait on the shelf, each under
//! its own id), a match is deleted only by the player's confirmed removal, a match's history
//! survives a save, and every damaged item read at start gets a notice of its own.
#![cfg(not(target_arch = "wasm32"))]

use schraem::engine::schraem::Action as SAction;
use schraem::engine::Seat;
use schraem::session::{
    AnyAction, AppAction, AppState, MatchId, Notice, SavedMatch, Screen, SetupEdit, Stored,
};

const LOOK: AnyAction = AnyAction::Schraem(SAction::Look);

fn home() -> AppState {
    AppState::new(Stored::default(), Screen::Home, "")
}

#[test]
fn a_new_game_keeps_the_match_in_progress_and_both_can_be_continued() {
    let s = home().reduce_at(AppAction::Start(5), 1_000.0);
    let first = s.table.as_ref().unwrap().id();
    let s = s.reduce_at(AppAction::Act(Seat(0), LOOK), 2_000.0);
    let s = s
        .reduce_at(AppAction::Show(Screen::NewGame), 3_000.0)
        .reduce_at(
            AppAction::EditSetup(SetupEdit::Game(schraem::engine::GameKind::Schieberamsch)),
            3_500.0,
        )
        .reduce_at(AppAction::Start(5), 4_000.0);
    let second = s.table.as_ref().unwrap().id();
    assert_ne!(first, second, "the same seed still gives another id");
    assert_eq!(s.shelf.len(), 1, "the first match waits on the shelf");
    let waiting = &s.shelf[0];
    assert_eq!(waiting.id(), first);
    assert_eq!(waiting.live().actions_so_far(), 1, "with its look");
    assert_eq!(waiting.last_played(), 2_000.0);
    assert_eq!(
        s.table.as_ref().unwrap().last_played(),
        4_000.0,
        "stamped at its start"
    );

    // Back to the first: the second now waits.
    let s = s.reduce_at(AppAction::OpenMatch(first), 5_000.0);
    assert_eq!(s.screen, Screen::Table);
    assert_eq!(s.table.as_ref().unwrap().id(), first);
    assert_eq!(s.shelf[0].id(), second);
    assert_eq!(
        s.table.as_ref().unwrap().last_played(),
        2_000.0,
        "opening a match is not playing it"
    );
    assert_eq!(s.match_ids().len(), 2);
}

#[test]
fn a_rematch_keeps_the_finished_match_until_the_player_removes_it() {
    let s = home().reduce(AppAction::Start(9));
    let first = s.table.as_ref().unwrap().id();
    let s = s.reduce(AppAction::Rematch(10));
    assert_eq!(s.match_ids().len(), 2);
    assert!(s.shelf.iter().any(|t| t.id() == first));
}

#[test]
fn only_a_removal_forgets_a_match() {
    let s = home()
        .reduce(AppAction::Start(1))
        .reduce(AppAction::Start(2))
        .reduce(AppAction::Start(3));
    let ids = s.match_ids();
    assert_eq!(ids.len(), 3);
    // Removing one on the shelf leaves the table alone.
    let on_shelf = s.shelf[0].id();
    let s = s.reduce(AppAction::RemoveMatch(on_shelf));
    assert_eq!(s.match_ids().len(), 2);
    assert!(!s.match_ids().contains(&on_shelf));
    // Removing the one on the table empties the table; the others stay.
    let on_table = s.table.as_ref().unwrap().id();
    let s = s.reduce(AppAction::RemoveMatch(on_table));
    assert!(s.table.is_none());
    assert_eq!(s.shelf.len(), 1);
    // A second tab removes nothing.
    let mut second = s.clone();
    second.read_only = true;
    let after = second.reduce(AppAction::RemoveMatch(s.shelf[0].id()));
    assert_eq!(after.shelf.len(), 1);
    assert_eq!(after.notice, Some(Notice::SecondTab));
}

#[test]
fn the_match_played_last_is_on_the_table_after_a_reload() {
    let s = home()
        .reduce_at(AppAction::Start(1), 10.0)
        .reduce_at(AppAction::Start(2), 20.0);
    let (old, new) = (s.shelf[0].clone(), s.table.clone().unwrap());
    // Saved and read back in any order.
    let reopen = |t: &schraem::session::Table| {
        SavedMatch::open(&SavedMatch::of_table(t).to_json(), t.id()).unwrap()
    };
    let stored = Stored {
        tables: vec![reopen(&old), reopen(&new)],
        ..Stored::default()
    };
    let again = AppState::new(stored, Screen::Home, "");
    assert_eq!(again.table.as_ref().unwrap().id(), new.id());
    assert_eq!(again.shelf[0].id(), old.id());
    assert_eq!(again.shelf[0].id(), MatchId(old.id().0));
}

#[test]
fn every_damaged_item_gets_its_own_notice_one_after_another() {
    let stored = Stored {
        notices: vec![
            Notice::SettingsDamaged,
            Notice::StatsDamaged,
            Notice::SecondTab,
        ],
        ..Stored::default()
    };
    let s = AppState::new(stored, Screen::Home, "");
    assert_eq!(s.notice, Some(Notice::SettingsDamaged));
    let s = s.reduce(AppAction::DismissNotice);
    assert_eq!(s.notice, Some(Notice::StatsDamaged));
    let s = s.reduce(AppAction::DismissNotice);
    assert_eq!(s.notice, Some(Notice::SecondTab));
    let s = s.reduce(AppAction::DismissNotice);
    assert_eq!(s.notice, None);
}
