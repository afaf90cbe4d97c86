//! Sentences as card players say them: German idiom ("macht den Stich", "zählt dann doppelt",
//! "optional", one word for one thing as docs/i18n.md's glossary lists it), and the viewer's own
//! seat spoken to ("du verlierst", "you lose", "vous perdez") in the table's narration and
//! results in every language.

use super::*;
use crate::engine::{schraem, GameKind, Seat};
use crate::i18n::ramsch::RamschMsg;
use crate::i18n::schraem::SchraemMsg;
use crate::present::{log_lines, table_model};
use crate::session::{AnyAction, AnyMatch, DealStory, HandStory, MatchSetup, Table};

#[test]
fn german_tricks_are_made_not_got() {
    let trick = Msg::from(SchraemMsg::TrickWon {
        who: "Hans".into(),
        trick: 1,
    });
    assert_eq!(Lang::De.say(&trick), "Hans macht den Stich.");
    let ramsch = Msg::from(RamschMsg::RamschTrick {
        who: "Hans".into(),
        number: 3,
        points: 11,
    });
    assert_eq!(Lang::De.say(&ramsch), "Hans macht den Stich (11 Augen).");
}

#[test]
fn a_pushed_skat_counts_double_in_words() {
    let prompt = Lang::De.say(&Msg::from(RamschMsg::PromptSkat { factor: 2 }));
    assert!(
        prompt.ends_with("(das Spiel zählt dann doppelt)."),
        "{prompt}"
    );
    let prompt = Lang::De.say(&Msg::from(RamschMsg::PromptSkat { factor: 4 }));
    assert!(
        prompt.ends_with("(das Spiel zählt dann vierfach)."),
        "{prompt}"
    );
    let pushed = Msg::from(RamschMsg::Pushed {
        who: "Hans".into(),
        factor: 2,
    });
    assert_eq!(
        Lang::De.say(&pushed),
        "Hans schiebt: Das Spiel zählt jetzt doppelt."
    );
    assert_eq!(
        Lang::Fr.say(&pushed),
        "Hans pousse le skat : la donne compte désormais double."
    );
    assert_eq!(
        Lang::En.say(&pushed),
        "Hans pushes the skat on: the deal now counts double."
    );
}

/// German "Tipp" is the hint alone; the signalling server is optional, not "freiwillig".
#[test]
fn the_server_for_joining_is_optional_and_no_tipp() {
    let label = Lang::De.phones().signal_server;
    assert!(label.ends_with("(optional)"), "{label}");
    assert!(!label.contains("Tipp"), "{label}");
    assert_eq!(Lang::De.texts().hint, "Tipp");
}

/// The glossary (docs/i18n.md): in German one hand played is "ein Spiel", a series of games
/// "eine Partie"; "Hand" is only the cards one holds, and penalty points are "Minuspunkte".
#[test]
fn german_says_spiel_for_a_hand_and_partie_for_a_match() {
    let t = Lang::De.texts();
    assert_eq!(t.review_hand, "Letztes Spiel auswerten");
    assert_eq!(t.new_game, "Neue Partie");
    assert!(t.review_too_large.starts_with("Dieses Spiel "));
    for story in [HandStory::NoWin { won: false }, HandStory::Unjudged] {
        let s = Lang::De.say(&Msg::from(SchraemMsg::ReviewVerdict { story }));
        assert!(s.contains("Spiel") && !s.contains("Hand"), "{s}");
    }
    let fold = Lang::De.say(&Msg::from(SchraemMsg::ReviewFoldCost { n: 0 }));
    assert!(fold.contains("ein gewinnbares Spiel"), "{fold}");
    for lesson in [
        crate::session::Lesson::Hold,
        crate::session::Lesson::Knock,
        crate::session::Lesson::LastTrick,
        crate::session::Lesson::Chalk,
    ] {
        let s = Lang::De.menu_words().unwrap().lesson(lesson);
        assert!(!s.contains("Hand"), "{s}");
    }
    let verdict = Lang::De.say(&Msg::from(RamschMsg::RamschVerdict {
        got: 10,
        story: DealStory::Unjudged,
    }));
    assert_eq!(verdict, "Du hast 10 Minuspunkte bekommen.");
    assert!(t.review_how_ramsch.contains("Minuspunkte"));
    // The match a host's phone keeps is a Partie; a hand entered on the slate is a Spiel ("es").
    let phones = Lang::De.phones();
    for text in [
        phones.join_help,
        phones.answer_help,
        phones.host_left,
        phones.host_left_back,
    ] {
        assert!(
            text.contains("die Partie") || text.contains("Die Partie"),
            "{text}"
        );
    }
    assert!(t
        .real_cards_help
        .contains("Nach jedem Spiel tragt ihr ein, wie es ausging"));
}

/// Plays one hand of `game` with "Quirin" in seat 0, preferring to play cards and to hold, so Quirin
/// plays at least one card; returns the table.
fn one_hand(game: GameKind) -> Table {
    let setup = MatchSetup::default_for(game, "Quirin");
    let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 9).unwrap();
    let mut table = Table::new(setup, live);
    while table.live().finished_hands() == 0 {
        let seat = table.live().to_act().unwrap();
        let legal = table.live().legal_actions(seat);
        let play = legal.iter().find(|a| match a {
            AnyAction::Schraem(s) => matches!(s, schraem::Action::Play(_)),
            AnyAction::Ramsch(r) => matches!(r, crate::engine::ramsch::Action::Play { .. }),
        });
        let keep_in = legal.iter().find(|a| {
            !matches!(
                a,
                AnyAction::Schraem(schraem::Action::Fold | schraem::Action::Knock)
            )
        });
        let action = *play.or(keep_in).unwrap_or(&legal[0]);
        table.act(seat, action).unwrap();
    }
    table
}

#[test]
fn the_viewers_own_seat_is_spoken_to_in_the_log_and_the_result() {
    for game in GameKind::ALL {
        let table = one_hand(game);
        for (lang, you_play) in [
            (Lang::De, "Du spielst "),
            (Lang::En, "You play the "),
            (Lang::Fr, "Vous jouez "),
        ] {
            let lines = log_lines(&table.seat_log(Some(Seat(0))), lang);
            assert!(
                lines.iter().any(|l| l.starts_with(you_play)),
                "{game:?} {lang:?}: {lines:#?}"
            );
            for line in &lines {
                assert!(!line.contains("Quirin"), "{game:?} {lang:?}: {line}");
            }
            let model = table_model(&table.live().seat(Some(Seat(0)), &[]), lang);
            let result = model.result.expect("the hand's result");
            assert!(!result.contains("Quirin"), "{game:?} {lang:?}: {result}");
            // Someone else's view still names Quirin.
            let theirs = log_lines(&table.seat_log(Some(Seat(1))), lang);
            assert!(
                theirs.iter().any(|l| l.starts_with("Quirin ")),
                "{theirs:#?}"
            );
        }
    }
}
