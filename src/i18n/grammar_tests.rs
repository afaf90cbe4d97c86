//! Card names and nouns in sentences, as card players say them: every card of the 32-card deck
//! (Siebenschräm's and the Skat deck of Schieberamsch are the same 32 cards, 7 to ace) in every
//! sentence that names a card, with French articles and elision ("l'As de trèfle", "la Dame de
//! pique", "le Roi de cœur") and German articles in the case the sentence needs ("den König" as
//! an object, "der König" as a subject, "mit dem König"). The expected words are written out
//! here, independently of the catalogs, so a wrong table in a catalog cannot pass.

use super::*;
use crate::engine::cards::{Card, CardSet, Rank, Suit};
use crate::engine::schraem::{RuleError, Verdict};
use crate::engine::{DealError, Refusal, SetupError};
use crate::i18n::ramsch::RamschMsg;
use crate::i18n::schraem::SchraemMsg;
use crate::session::Choice;

fn every_card() -> Vec<Card> {
    CardSet::FULL.iter().collect()
}

fn rank_index(r: Rank) -> usize {
    Rank::ALL.iter().position(|&x| x == r).unwrap()
}

fn suit_index(s: Suit) -> usize {
    Suit::ALL.iter().position(|&x| x == s).unwrap()
}

/// French: the card with its definite article ("l'As de trèfle", "la Dame de pique").
fn fr(c: Card) -> String {
    let (article, rank) = [
        ("le ", "Sept"),
        ("le ", "Huit"),
        ("le ", "Neuf"),
        ("le ", "Dix"),
        ("le ", "Valet"),
        ("la ", "Dame"),
        ("le ", "Roi"),
        ("l'", "As"),
    ][rank_index(c.rank())];
    let suit = ["trèfle", "pique", "cœur", "carreau"][suit_index(c.suit())];
    format!("{article}{rank} de {suit}")
}

/// French: the past participle agreeing with the card ("donné", "donnée").
fn fr_given(c: Card) -> &'static str {
    if c.rank() == Rank::Queen {
        "donnée"
    } else {
        "donné"
    }
}

#[derive(Clone, Copy)]
enum Case {
    Nom,
    Acc,
    Dat,
}

/// German: the card with its article in `case` ("den Kreuz König", "dem Pik Buben").
fn de(c: Card, case: Case) -> String {
    // (nominative, accusative, dative) article and noun.
    let forms = [
        [("die", "Sieben"), ("die", "Sieben"), ("der", "Sieben")],
        [("die", "Acht"), ("die", "Acht"), ("der", "Acht")],
        [("die", "Neun"), ("die", "Neun"), ("der", "Neun")],
        [("die", "Zehn"), ("die", "Zehn"), ("der", "Zehn")],
        [("der", "Bube"), ("den", "Buben"), ("dem", "Buben")],
        [("die", "Dame"), ("die", "Dame"), ("der", "Dame")],
        [("der", "König"), ("den", "König"), ("dem", "König")],
        [("das", "Ass"), ("das", "Ass"), ("dem", "Ass")],
    ][rank_index(c.rank())];
    let (article, noun) = forms[case as usize];
    let suit = ["Kreuz", "Pik", "Herz", "Karo"][suit_index(c.suit())];
    format!("{article} {suit} {noun}")
}

/// German: the same at the start of a sentence.
fn de_cap(c: Card, case: Case) -> String {
    let s = de(c, case);
    let mut chars = s.chars();
    let first = chars.next().unwrap().to_uppercase();
    format!("{first}{}", chars.as_str())
}

/// Another card than `c`, so sentences naming two cards get two different ones.
fn other(c: Card) -> Card {
    every_card().into_iter().rev().find(|&o| o != c).unwrap()
}

#[test]
fn played_cards_take_their_article_in_french_and_the_accusative_in_german() {
    for c in every_card() {
        let m = Msg::Played {
            who: "Hans".into(),
            card: c,
        };
        assert_eq!(Lang::Fr.say(&m), format!("Hans joue {}.", fr(c)));
        assert_eq!(
            Lang::De.say(&m),
            format!("Hans spielt {}.", de(c, Case::Acc))
        );
        let en = Lang::En.t().card_name(c);
        assert_eq!(Lang::En.say(&m), format!("Hans plays the {en}."));
    }
}

#[test]
fn cards_picked_up_discarded_turned_and_revealed_each_have_their_article() {
    for c in every_card() {
        let o = other(c);
        let one = CardSet::single(c);
        let two: CardSet = [c, o].into_iter().collect();
        // The set names its cards in its own order.
        let (a, b) = (two.nth(0).unwrap(), two.nth(1).unwrap());
        let fr2 = format!("{} et {}", fr(a), fr(b));
        let de2 = format!("{} und {}", de(a, Case::Acc), de(b, Case::Acc));
        let de2_nom = format!("{} und {}", de(a, Case::Nom), de(b, Case::Nom));

        let picked = Msg::from(RamschMsg::PickedUp {
            who: "Hans".into(),
            count: 1,
            cards: Some(one),
        });
        assert_eq!(Lang::Fr.say(&picked), format!("Hans prend {}.", fr(c)));
        assert_eq!(
            Lang::De.say(&picked),
            format!("Hans nimmt {} auf.", de(c, Case::Acc))
        );
        let discarded = Msg::from(RamschMsg::Discarded {
            who: "Hans".into(),
            count: 2,
            cards: Some(two),
        });
        assert_eq!(Lang::Fr.say(&discarded), format!("Hans écarte {fr2}."));
        assert_eq!(Lang::De.say(&discarded), format!("Hans drückt {de2}."));
        let en = |c: Card| Lang::En.t().card_name(c);
        assert_eq!(
            Lang::En.say(&discarded),
            format!("Hans discards the {} and the {}.", en(a), en(b))
        );
        let skat = Msg::from(RamschMsg::SkatRevealed { cards: two });
        assert_eq!(Lang::Fr.say(&skat), format!("Le skat : {fr2}."));
        assert_eq!(Lang::De.say(&skat), format!("Im Skat: {de2_nom}."));
        let turned = Msg::from(SchraemMsg::Challenged {
            who: "Hans".into(),
            whom: "Gerda".into(),
            cards: one,
            verdict: Verdict::Courts,
        });
        assert_eq!(
            Lang::Fr.say(&turned),
            format!("Hans retourne chez Gerda {} : que des figures.", fr(c))
        );
        assert_eq!(
            Lang::De.say(&turned),
            format!("Hans deckt bei Gerda {} auf: nur Bilder.", de(c, Case::Acc))
        );
    }
}

#[test]
fn hints_name_the_card_to_play_and_the_card_to_keep_with_their_articles() {
    for c in every_card() {
        let o = other(c);
        assert_eq!(
            Lang::Fr.say(&Msg::HintCard { card: c }),
            format!("Conseil : jouer {}.", fr(c))
        );
        assert_eq!(
            Lang::De.say(&Msg::HintCard { card: c }),
            format!("Tipp: {} spielen.", de(c, Case::Acc))
        );
        assert_eq!(
            Lang::Fr.say(&Msg::HintKeep { card: c, keep: o }),
            format!(
                "Conseil : jouer {} et garder {} pour le dernier pli.",
                fr(c),
                fr(o)
            )
        );
        assert_eq!(
            Lang::De.say(&Msg::HintKeep { card: c, keep: o }),
            format!(
                "Tipp: {} spielen und {} für den letzten Stich behalten.",
                de(c, Case::Acc),
                de(o, Case::Acc)
            )
        );
    }
}

#[test]
fn the_review_names_cards_with_articles_a_subject_in_the_nominative_and_mit_with_the_dative() {
    for c in every_card() {
        let o = other(c);
        let fr_cost = Lang::Fr.say(&Msg::from(SchraemMsg::ReviewCost {
            n: 1,
            card: c,
            better: o,
        }));
        let want = format!("Pli 2 : {} vous a coûté la main — avec {}, ", fr(c), fr(o));
        assert!(fr_cost.starts_with(&want), "{fr_cost:?} / {want:?}");
        let de_cost = Lang::De.say(&Msg::from(SchraemMsg::ReviewCost {
            n: 1,
            card: c,
            better: o,
        }));
        let want = format!("2. Stich: {} hat dich ", de_cap(c, Case::Nom));
        assert!(de_cost.starts_with(&want), "{de_cost:?} / {want:?}");
        let want = format!(" – mit {} wäre ", de(o, Case::Dat));
        assert!(de_cost.contains(&want), "{de_cost:?} / {want:?}");

        // The review's Schieberamsch line compares the card played with a better one: "Nach der
        // Kreuz Sieben … als nach dem Pik Ass", "après l'As de trèfle … qu'après la Dame".
        let ramsch = Msg::from(RamschMsg::RamschCost {
            n: 1,
            card: c,
            better: o,
            more: 10,
        });
        let fr_ramsch = Lang::Fr.say(&ramsch);
        for want in [format!("après {}", fr(c)), format!("après {}", fr(o))] {
            assert!(fr_ramsch.contains(&want), "{fr_ramsch:?} / {want:?}");
        }
        let de_ramsch = Lang::De.say(&ramsch);
        for want in [
            format!("2. Stich: Nach {} ", de(c, Case::Dat)),
            format!(" nach {}.", de(o, Case::Dat)),
        ] {
            assert!(de_ramsch.contains(&want), "{de_ramsch:?} / {want:?}");
        }

        let fr_kept = Lang::Fr.say(&Msg::from(SchraemMsg::ReviewKept {
            n: 1,
            choice: Choice::Card(c),
        }));
        assert_eq!(
            fr_kept,
            format!("Pli 2 : {} — le dernier pli était à vous.", fr(c))
        );
        let de_kept = Lang::De.say(&Msg::from(SchraemMsg::ReviewKept {
            n: 1,
            choice: Choice::Card(c),
        }));
        assert_eq!(
            de_kept,
            format!(
                "2. Stich: {} – der letzte Stich war dir sicher.",
                de(c, Case::Nom)
            )
        );
        let fr_lost = Lang::Fr.say(&Msg::from(SchraemMsg::ReviewNoWin {
            n: 1,
            choice: Choice::Card(c),
        }));
        assert!(
            fr_lost.starts_with(&format!("Pli 2 : {} — ", fr(c))),
            "{fr_lost}"
        );
        let de_lost = Lang::De.say(&Msg::from(SchraemMsg::ReviewNoWin {
            n: 1,
            choice: Choice::Card(c),
        }));
        assert!(
            de_lost.starts_with(&format!("2. Stich: {} – ", de(c, Case::Nom))),
            "{de_lost}"
        );
    }
}

#[test]
fn refusals_and_setup_errors_name_cards_with_their_article_and_agreement() {
    for c in every_card() {
        let not_held = Msg::Refused(&Refusal::Schraem(RuleError::CardNotInHand(c)));
        assert_eq!(
            Lang::Fr.say(&not_held),
            format!("Vous n'avez pas {}.", fr(c))
        );
        assert_eq!(
            Lang::De.say(&not_held),
            format!("Du hast {} nicht auf der Hand.", de(c, Case::Acc))
        );
        let twice = SetupError::Deal {
            index: 0,
            error: DealError::CardTwice(c),
        };
        assert_eq!(
            Lang::Fr.say(&Msg::Setup(&twice)),
            format!("Donne 1 : {} est {} deux fois.", fr(c), fr_given(c))
        );
        assert_eq!(
            Lang::De.say(&Msg::Setup(&twice)),
            format!("Spiel 1: {} wurde zweimal gegeben.", de_cap(c, Case::Nom))
        );
    }
}

/// A damaged save's notice names the thing kept with the pronoun of its noun: der Spielstand →
/// er, das Turnier → es, die Tafel → sie; la partie → elle, le tournoi → il, l'ardoise → elle.
#[test]
fn damaged_save_notices_say_it_was_kept_with_the_pronoun_of_their_noun() {
    use crate::present::notice::notice_lines;
    use crate::session::{Notice, SaveError, SlateError, TournamentLoadError};
    let cases = [
        (
            Notice::SaveDamaged(SaveError::Malformed(String::new())),
            [
                "Der gespeicherte Spielstand ist beschädigt.",
                "Er wurde aufbewahrt: Export / Import hat ihn noch.",
            ],
            [
                "La partie enregistrée est endommagée.",
                "Elle a été conservée : Exporter / importer l'a encore.",
            ],
        ),
        (
            Notice::TournamentDamaged(TournamentLoadError::Malformed),
            [
                "Das gespeicherte Turnier ist beschädigt.",
                "Es wurde aufbewahrt: Export / Import hat es noch.",
            ],
            [
                "Le tournoi enregistré est endommagé.",
                "Il a été conservé : Exporter / importer l'a encore.",
            ],
        ),
        (
            Notice::SlateDamaged(SlateError::Malformed(String::new())),
            [
                "Die gespeicherte Tafel ist beschädigt.",
                "Sie wurde aufbewahrt: Export / Import hat sie noch.",
            ],
            [
                "L’ardoise enregistrée est endommagée.",
                "Elle a été conservée : Exporter / importer l'a encore.",
            ],
        ),
    ];
    for (notice, de, fr) in cases {
        assert_eq!(notice_lines(&notice, Lang::De), de);
        assert_eq!(notice_lines(&notice, Lang::Fr), fr);
    }
}
