//! Schieberamsch's sentences in French: each of its [`RamschMsg`]s worded.

use super::RamschMsg;
use crate::i18n::fr::grammar::{does, does_inside, subject_inside, the_card, the_cards, times};
use crate::i18n::fr::say::list;
use crate::session::DealStory;

pub(super) fn say(msg: &RamschMsg) -> String {
    match msg {
        RamschMsg::NotCounted { of, grand: true } => format!(
            "compte au score, mais pas parmi les {of} donnes : le même donneur redistribue"
        ),
        RamschMsg::NotCounted { of, grand: false } => format!(
            "nulle, ne compte pas parmi les {of} donnes : le même donneur redistribue"
        ),
        RamschMsg::DealStarted { counted, again: false, dealer } => format!(
            "Donne {} : {}.",
            counted + 1,
            does_inside(*dealer, "distribue", "distribuez")
        ),
        RamschMsg::DealStarted { counted, again: true, dealer } => format!(
            "Donne {} à nouveau : {}.",
            counted + 1,
            does_inside(*dealer, "redistribue", "redistribuez")
        ),
        RamschMsg::GrandHandAnnounced { who } => {
            format!("{} un Grand Hand !", does(*who, "joue", "jouez"))
        }
        RamschMsg::PassedGrand { who } => format!("{}.", does(*who, "passe", "passez")),
        RamschMsg::RamschBegins => "Pas de Grand Hand : on joue le Schieberamsch.".to_owned(),
        RamschMsg::Kontra { who } => format!("{} contre.", does(*who, "dit", "dites")),
        RamschMsg::Re { who } => format!("{} surcontre.", does(*who, "dit", "dites")),
        RamschMsg::PickedUp { who, count, cards: seen } => {
            let takes = does(*who, "prend", "prenez");
            match seen {
                Some(set) if !set.is_empty() => format!("{takes} {}.", the_cards(*set)),
                _ if *count == 1 => format!("{takes} une carte du skat."),
                _ => format!("{takes} le skat."),
            }
        }
        RamschMsg::Discarded { who, count, cards: seen } => {
            let puts = does(*who, "écarte", "écartez");
            match seen {
                Some(set) if !set.is_empty() => format!("{puts} {}.", the_cards(*set)),
                _ if *count == 1 => format!("{puts} une carte."),
                _ => format!("{puts} {count} cartes."),
            }
        }
        RamschMsg::Pushed { who, factor } => format!(
            "{} le skat : la donne compte désormais {}.",
            does(*who, "pousse", "poussez"),
            times(*factor)
        ),
        RamschMsg::RamschTrick {
            who,
            number,
            points,
        } => format!(
            "{} le pli {number} ({points} points).",
            does(*who, "prend", "prenez")
        ),
        RamschMsg::SkatRevealed { cards: set } => format!("Le skat : {}.", the_cards(*set)),
        RamschMsg::DealScored { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .map(|(who, s)| {
                    let name = subject_inside(*who);
                    match s {
                        0 => format!("{name} 0"),
                        s if *s < 0 => format!("{name} {s} (bonus)"),
                        s => format!("{name} +{s}"),
                    }
                })
                .collect();
            format!("Pénalités de la donne : {}.", parts.join(" ; "))
        }
        RamschMsg::RamschMatchOver { winners } => match winners.as_slice() {
            [one] => format!("Fin du match : {one} a le moins de pénalités et gagne !"),
            many => format!(
                "Fin du match : {} se partagent la première place avec le moins de pénalités.",
                list(many)
            ),
        },
        RamschMsg::PromptGrandHand => "Jouer un Grand Hand seul, ou passer ?".to_owned(),
        RamschMsg::PromptSkat { factor } => format!(
            "Prenez le skat et écartez deux cartes, ou poussez-le sans le regarder (la donne compterait {}).",
            times(*factor)
        ),
        RamschMsg::PromptDiscard { count } => {
            if *count == 1 {
                "Choisissez une carte à écarter.".to_owned()
            } else {
                format!("Choisissez {count} cartes à écarter.")
            }
        }
        RamschMsg::RamschVerdict { got, story } => match *story {
            DealStory::Unjudged => format!("Vous avez reçu {got} points de pénalité."),
            DealStory::AllBest { best, .. } if *got < best => format!(
                "Vous avez reçu {got} points de pénalité, moins qu'un jeu parfait contre vous aurait pu vous donner ({best})."
            ),
            DealStory::AllBest { from, .. } => format!(
                "Vous avez reçu {got} points de pénalité : à partir du pli {}, même cartes sur table, impossible de faire moins.",
                from + 1
            ),
            DealStory::Cost { from, best } if *got > best => format!(
                "Vous avez reçu {got} points de pénalité ; à partir du pli {}, un jeu parfait cartes sur table vous aurait limité à {best}.",
                from + 1
            ),
            DealStory::Cost { from, best } => format!(
                "Vous avez reçu {got} points de pénalité, pas plus qu'un jeu parfait ne vous garantissait à partir du pli {} ({best}) — mais seulement parce que les autres n'ont pas puni les cartes ci-dessous.",
                from + 1
            ),
        },
        RamschMsg::RamschCost { n, card, better, more } => format!(
            "Pli {} : après {}, un jeu parfait pouvait vous donner {more} points de pénalité de plus qu'après {}.",
            n + 1,
            the_card(*card),
            the_card(*better)
        ),
        RamschMsg::RamschAllBest => "Chacune de vos cartes des cinq derniers plis était la meilleure.".to_owned(),
    }
}
