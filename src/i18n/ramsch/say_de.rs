//! Schieberamsch's sentences in German: each of its [`RamschMsg`]s worded.

use super::RamschMsg;
use crate::i18n::de::grammar::{does, subject_inside, the_card, the_cards, times, Case};
use crate::i18n::de::say::list;
use crate::session::DealStory;

pub(super) fn say(msg: &RamschMsg) -> String {
    match msg {
        RamschMsg::NotCounted { of, grand: true } => format!(
            "zählt auf dem Blatt, aber nicht als eins der {of} Spiele: derselbe gibt noch einmal"
        ),
        RamschMsg::NotCounted { of, grand: false } => format!(
            "ungültig, zählt nicht als eins der {of} Spiele: derselbe gibt noch einmal"
        ),
        RamschMsg::DealStarted { counted, again: false, dealer } => {
            format!("Spiel {}: {}.", counted + 1, does(*dealer, "gibt", "gibst"))
        }
        RamschMsg::DealStarted { counted, again: true, dealer } => format!(
            "Spiel {} noch einmal: {} wieder.",
            counted + 1,
            does(*dealer, "gibt", "gibst")
        ),
        RamschMsg::GrandHandAnnounced { who } => {
            format!("{} Grand Hand!", does(*who, "spielt", "spielst"))
        }
        RamschMsg::PassedGrand { who } => format!("{}: passe.", does(*who, "sagt", "sagst")),
        RamschMsg::RamschBegins => "Kein Grand Hand: Es wird geramscht.".to_owned(),
        RamschMsg::Kontra { who } => format!("{} Kontra.", does(*who, "sagt", "sagst")),
        RamschMsg::Re { who } => format!("{} Re.", does(*who, "sagt", "sagst")),
        RamschMsg::PickedUp { who, count, cards: seen } => {
            let takes = does(*who, "nimmt", "nimmst");
            match seen {
                Some(set) if !set.is_empty() => {
                    format!("{takes} {} auf.", the_cards(*set, Case::Acc))
                }
                _ if *count == 1 => format!("{takes} eine Skatkarte auf."),
                _ => format!("{takes} den Skat auf."),
            }
        }
        RamschMsg::Discarded { who, count, cards: seen } => {
            let puts = does(*who, "drückt", "drückst");
            match seen {
                Some(set) if !set.is_empty() => {
                    format!("{puts} {}.", the_cards(*set, Case::Acc))
                }
                _ if *count == 1 => format!("{puts} eine Karte."),
                _ => format!("{puts} {count} Karten."),
            }
        }
        RamschMsg::Pushed { who, factor } => format!(
            "{}: Das Spiel zählt jetzt {}.",
            does(*who, "schiebt", "schiebst"),
            times(*factor)
        ),
        RamschMsg::RamschTrick { who, points, .. } => format!(
            "{} den Stich ({points} Augen).",
            does(*who, "macht", "machst")
        ),
        RamschMsg::SkatRevealed { cards: set } => {
            format!("Im Skat: {}.", the_cards(*set, Case::Nom))
        }
        RamschMsg::DealScored { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .map(|(who, s)| {
                    let name = subject_inside(*who);
                    match s {
                        0 => format!("{name} 0"),
                        s if *s < 0 => format!("{name} {s} (Gutschrift)"),
                        s => format!("{name} +{s}"),
                    }
                })
                .collect();
            format!("Minuspunkte in diesem Spiel: {}.", parts.join(", "))
        }
        RamschMsg::RamschMatchOver { winners } => match winners.as_slice() {
            [one] => format!("Ende: {one} hat die wenigsten Minuspunkte und gewinnt!"),
            many => format!(
                "Ende: {} teilen sich mit den wenigsten Minuspunkten den ersten Platz.",
                list(many)
            ),
        },
        RamschMsg::PromptGrandHand => "Grand Hand allein spielen oder passen?".to_owned(),
        RamschMsg::PromptSkat { factor } => format!(
            "Skat aufnehmen und zwei drücken oder ungesehen schieben (das Spiel zählt dann {}).",
            times(*factor)
        ),
        RamschMsg::PromptDiscard { count } => {
            if *count == 1 {
                "Wähle eine Karte zum Drücken.".to_owned()
            } else {
                format!("Wähle {count} Karten zum Drücken.")
            }
        }
        RamschMsg::RamschVerdict { got, story } => match *story {
            DealStory::Unjudged => format!("Du hast {got} Minuspunkte bekommen."),
            DealStory::AllBest { best, .. } if *got < best => format!(
                "Du hast {got} Minuspunkte bekommen, weniger als bestes Spiel gegen dich dir hätte geben können ({best})."
            ),
            DealStory::AllBest { from, .. } => format!(
                "Du hast {got} Minuspunkte bekommen: ab dem {}. Stich ging es auch mit offenen Karten nicht mit weniger.",
                from + 1
            ),
            DealStory::Cost { from, best } if *got > best => format!(
                "Du hast {got} Minuspunkte bekommen; ab dem {}. Stich hätte bestes Spiel mit offenen Karten dich bei {best} gehalten.",
                from + 1
            ),
            DealStory::Cost { from, best } => format!(
                "Du hast {got} Minuspunkte bekommen, nicht mehr, als dir ab dem {}. Stich mit bestem Spiel sicher war ({best}) – aber nur, weil die anderen deine Karten unten nicht bestraft haben.",
                from + 1
            ),
        },
        RamschMsg::RamschCost { n, card, better, more } => format!(
            "{}. Stich: Nach {} hätte bestes Spiel dir {more} Minuspunkte mehr geben können als nach {}.",
            n + 1,
            the_card(*card, Case::Dat),
            the_card(*better, Case::Dat)
        ),
        RamschMsg::RamschAllBest => "Jede deiner Karten in den letzten fünf Stichen war die beste.".to_owned(),
    }
}
