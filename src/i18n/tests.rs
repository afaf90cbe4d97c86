//! Every text exists in every language.

use super::*;
use crate::each_kind;
use crate::engine::{Game, GameKind, OptionKind, PresetId, Rules};
use crate::i18n::schraem::SchraemMsg;

/// Every option of every game (its game, its id, its values but numbers).
pub(super) fn every_option() -> Vec<(GameKind, &'static str, Vec<String>)> {
    fn of<G: Game>() -> Vec<(GameKind, &'static str, Vec<String>)> {
        G::Rules::OPTIONS
            .iter()
            .map(|d| {
                let values = match d.kind {
                    OptionKind::Number { .. } => Vec::new(),
                    _ => d.values().iter().map(|v| v.id()).collect(),
                };
                (G::KIND, d.id, values)
            })
            .collect()
    }
    GameKind::ALL
        .into_iter()
        .flat_map(|kind| each_kind!(kind, G => of::<G>()))
        .collect()
}

#[test]
fn every_option_and_value_has_a_name_and_an_explanation_in_every_language() {
    for lang in Lang::ALL {
        let t = lang.t();
        let words = lang.menu_words().unwrap();
        for (game, id, values) in every_option() {
            assert!(t.option_label(game, id).is_some(), "{lang:?} label {id}");
            let length = id == crate::present::rules::format_option(game);
            assert!(
                words.option_help(game, id).is_some() != length,
                "{lang:?} help {id}"
            );
            for v in values {
                assert!(t.value_label(game, id, &v).is_some(), "{lang:?} {id} = {v}");
            }
        }
        for preset in PresetId::all() {
            assert!(!t.preset_name(preset).is_empty());
            assert!(t.preset_summary(preset).len() > 80, "{lang:?} {preset}");
        }
    }
}

#[test]
fn no_text_shows_an_option_id() {
    for lang in Lang::ALL {
        let t = lang.t();
        let words = lang.menu_words().unwrap();
        for (game, id, values) in every_option() {
            let help = words
                .option_help(game, id)
                .unwrap_or_else(|| t.length_help(game));
            for text in [t.option_label(game, id).unwrap(), help] {
                assert!(!text.contains('_'), "{lang:?}: {text}");
            }
            for v in values {
                let label = t.value_label(game, id, &v).unwrap();
                assert!(!label.contains('_'), "{lang:?}: {label}");
            }
        }
        for preset in PresetId::all() {
            assert!(!t.preset_summary(preset).contains('_'));
        }
    }
}

#[test]
fn browser_tags_pick_a_language() {
    assert_eq!(Lang::from_tag("de-DE"), Lang::De);
    assert_eq!(Lang::from_tag("fr"), Lang::Fr);
    assert_eq!(Lang::from_tag("nl-NL"), Lang::En);
    assert_eq!(Lang::from_tag(""), Lang::En);
}

#[test]
fn card_names_in_every_language() {
    use crate::engine::cards::{Card, Rank, Suit};
    let card = Card::new(Suit::Hearts, Rank::Ten);
    assert_eq!(Lang::En.t().card_name(card), "Ten of Hearts");
    assert_eq!(Lang::De.t().card_name(card), "Herz Zehn");
    assert_eq!(Lang::Fr.t().card_name(card), "Dix de cœur");
    assert_eq!(Lang::De.t().rank_letter(Rank::Jack), "B");
    assert_eq!(Lang::Fr.t().rank_letter(Rank::King), "R");
}

#[test]
fn rank_letters_are_plain_text_for_the_card_faces_markup() {
    // The card faces are SVG markup built as a string (`ui::card`): a letter must need no escaping.
    use crate::engine::cards::Rank;
    for lang in Lang::ALL {
        for rank in Rank::ALL {
            let letter = lang.t().rank_letter(rank);
            assert!(
                !letter.is_empty() && letter.chars().all(char::is_alphanumeric),
                "{lang:?} {rank:?}: {letter:?}"
            );
        }
    }
}

#[test]
fn counting_up_speaks_of_points_and_counting_down_of_marks() {
    let down = Msg::from(SchraemMsg::Folded {
        who: "Gerda".into(),
        lost: 3,
        up: false,
    });
    let up = Msg::from(SchraemMsg::Folded {
        who: "Gerda".into(),
        lost: 3,
        up: true,
    });
    assert_eq!(Lang::En.say(&down), "Gerda folds and loses 3 marks.");
    assert_eq!(Lang::En.say(&up), "Gerda folds and gets 3 points.");
    assert_eq!(Lang::De.say(&down), "Gerda passt und verliert 3 Schräm.");
    assert_eq!(Lang::De.say(&up), "Gerda passt und bekommt 3 Punkte.");
    assert_eq!(Lang::Fr.say(&down), "Gerda se couche et perd 3 marques.");
    assert_eq!(Lang::Fr.say(&up), "Gerda se couche et prend 3 points.");
}

#[test]
fn lists_and_numbers_follow_the_language() {
    assert_eq!(Lang::En.t().list(&["A", "B", "C"]), "A, B and C");
    assert_eq!(Lang::De.t().list(&["A", "B"]), "A und B");
    assert_eq!(Lang::Fr.t().list(&["A"]), "A");
    assert_eq!(number(3.5, true), "3,5");
    assert_eq!(number(7.0, false), "7");
}

/// The HTML shell in index.html (painted before the module loads) says what the app's start
/// screen says, in every language, so nothing changes when the app replaces it.
#[test]
fn the_html_shell_speaks_like_the_start_screen() {
    let html = include_str!("../../index.html");
    for lang in Lang::ALL {
        let t = lang.texts();
        for text in [
            t.app_name,
            t.tagline,
            t.menu,
            t.continue_match,
            t.new_game,
            t.rules,
            t.statistics,
            t.settings,
            t.data,
            t.continue_slate,
            t.tournament,
            t.continue_tournament,
            t.join_table,
        ] {
            assert!(
                html.contains(&format!("\"{text}\"")) || html.contains(&format!(">{text}<")),
                "{lang:?}: index.html's shell lacks {text:?}"
            );
        }
    }
    // Every button of the shell leads where the app's button does.
    let keys: Vec<&str> = html
        .split("<button type=\"button\"")
        .skip(1)
        .filter_map(|b| b.split("data-t=\"").nth(1)?.split('"').next())
        .collect();
    assert_eq!(keys.len(), 9, "{keys:?}");
    for key in keys {
        assert!(
            crate::session::Screen::of_shell_button(key).is_some(),
            "{key}"
        );
    }
}

#[test]
fn the_match_length_is_explained_in_the_first_load_and_every_other_option_on_the_menus_screens() {
    for lang in Lang::ALL {
        let words = lang.menu_words().unwrap();
        for game in GameKind::ALL {
            let id = crate::present::rules::format_option(game);
            assert!(lang.t().length_help(game).len() > 20, "{lang:?} {game:?}");
            assert_eq!(words.option_help(game, id), None);
        }
    }
}

/// The sentences of the screens of parts are said by `MenuWords` (a part per language in the
/// page's build), and `Lang::say` still says them: none is lost between the two, and
/// `MenuWords::say` leaves the first load's sentences to the `Catalog`.
#[test]
fn sentences_of_the_screens_of_parts_are_said_through_their_words() {
    let import = crate::session::ImportError::NotAnExport;
    let warning = crate::session::ImportWarning::Foreign("x".to_owned());
    let link = crate::share::LinkError::NotSchraem;
    let screens = [
        Msg::ReplayStep { i: 2, n: 9 },
        Msg::ScoreOutOfRange { max: 30 },
        Msg::ReviewTrick { n: 0, who: None },
        Msg::Link(&link),
        Msg::SlateFoldedAt { value: 5 },
        Msg::SlateFoldedCard { who: "Ann" },
        Msg::TournamentRound {
            n: 1,
            of: 3,
            series: false,
        },
        Msg::TableNumber { n: 2 },
        Msg::DealsFirst { who: "Ann" },
        Msg::TournamentWon {
            winners: vec!["Ann", "Bo"],
        },
        Msg::Imported { warnings: 1 },
        Msg::ImportWarning(&warning),
        Msg::ImportFailed(&import),
    ];
    for lang in Lang::ALL {
        let words = lang.menu_words().unwrap();
        for msg in &screens {
            assert!(matches!(msg, said_on_screens!()), "{lang:?}: {msg:?}");
            let said = words.say(msg);
            assert!(!said.is_empty(), "{lang:?}: {msg:?}");
            assert_eq!(lang.say(msg), said, "{lang:?}");
        }
        assert!(words.say(&Msg::LinkCopied).is_empty());
        assert!(!lang.say(&Msg::LinkCopied).is_empty());
    }
}
