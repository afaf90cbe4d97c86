//! Every text exists in every language.

use super::*;
use crate::engine::{ramsch, schraem, OptionKind, PresetId, Rules};

fn every_option() -> Vec<(&'static str, Vec<String>)> {
    fn of<R: Rules>() -> Vec<(&'static str, Vec<String>)> {
        R::OPTIONS
            .iter()
            .map(|d| {
                let values = match d.kind {
                    OptionKind::Number { .. } => Vec::new(),
                    _ => d.values().iter().map(|v| v.id()).collect(),
                };
                (d.id, values)
            })
            .collect()
    }
    let mut all = of::<schraem::Ruleset>();
    all.extend(of::<ramsch::Ruleset>());
    all
}

#[test]
fn every_option_and_value_has_a_name_and_an_explanation_in_every_language() {
    for lang in Lang::ALL {
        let t = lang.t();
        for (id, values) in every_option() {
            assert!(t.option_label(id).is_some(), "{lang:?} label {id}");
            assert!(t.option_help(id).is_some(), "{lang:?} help {id}");
            for v in values {
                assert!(t.value_label(id, &v).is_some(), "{lang:?} {id} = {v}");
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
        for (id, values) in every_option() {
            for text in [t.option_label(id).unwrap(), t.option_help(id).unwrap()] {
                assert!(!text.contains('_'), "{lang:?}: {text}");
            }
            for v in values {
                let label = t.value_label(id, &v).unwrap();
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
fn counting_up_speaks_of_points_and_counting_down_of_marks() {
    let down = Msg::Folded {
        who: "Gerda",
        lost: 3,
        up: false,
    };
    let up = Msg::Folded {
        who: "Gerda",
        lost: 3,
        up: true,
    };
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
