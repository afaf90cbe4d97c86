//! Schieberamsch's sentences in English: each of its [`RamschMsg`]s worded.

use super::RamschMsg;
use crate::i18n::en::grammar::{does, does_inside, subject_inside, the_card, the_cards, times};
use crate::i18n::en::say::list;
use crate::session::DealStory;

pub(super) fn say(msg: &RamschMsg) -> String {
    match msg {
        RamschMsg::NotCounted { of, grand: true } => format!(
            "scores, but is not one of the {of} deals: the same dealer deals again"
        ),
        RamschMsg::NotCounted { of, grand: false } => format!(
            "void, not one of the {of} deals: the same dealer deals again"
        ),
        RamschMsg::DealStarted { counted, again: false, dealer } => format!(
            "Deal {}: {}.",
            counted + 1,
            does_inside(*dealer, "deals", "deal")
        ),
        RamschMsg::DealStarted { counted, again: true, dealer } => format!(
            "Deal {} once more: {} again.",
            counted + 1,
            does_inside(*dealer, "deals", "deal")
        ),
        RamschMsg::GrandHandAnnounced { who } => {
            format!("{} a Grand Hand!", does(*who, "plays", "play"))
        }
        RamschMsg::PassedGrand { who } => format!("{}.", does(*who, "passes", "pass")),
        RamschMsg::RamschBegins => "No Grand Hand: Schieberamsch is played.".to_owned(),
        RamschMsg::Kontra { who } => format!("{} Kontra.", does(*who, "says", "say")),
        RamschMsg::Re { who } => format!("{} Re.", does(*who, "says", "say")),
        RamschMsg::PickedUp { who, count, cards: seen } => {
            let takes = does(*who, "picks up", "pick up");
            match seen {
                Some(set) if !set.is_empty() => format!("{takes} {}.", the_cards(*set)),
                _ if *count == 1 => format!("{takes} one skat card."),
                _ => format!("{takes} the skat."),
            }
        }
        RamschMsg::Discarded { who, count, cards: seen } => {
            let puts = does(*who, "discards", "discard");
            match seen {
                Some(set) if !set.is_empty() => format!("{puts} {}.", the_cards(*set)),
                _ if *count == 1 => format!("{puts} one card."),
                _ => format!("{puts} {count} cards."),
            }
        }
        RamschMsg::Pushed { who, factor } => format!(
            "{} the skat on: the deal now counts {}.",
            does(*who, "pushes", "push"),
            times(*factor)
        ),
        RamschMsg::RamschTrick {
            who,
            number,
            points,
        } => format!(
            "{} trick {number} ({points} card points).",
            does(*who, "takes", "take")
        ),
        RamschMsg::SkatRevealed { cards: set } => format!("The skat: {}.", the_cards(*set)),
        RamschMsg::DealScored { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .map(|(who, s)| {
                    let name = subject_inside(*who);
                    match s {
                        0 => format!("{name} 0"),
                        s if *s < 0 => format!("{name} {s} (a bonus)"),
                        s => format!("{name} +{s}"),
                    }
                })
                .collect();
            format!("Penalty points this deal: {}.", parts.join(", "))
        }
        RamschMsg::RamschMatchOver { winners } => match winners.as_slice() {
            [one] => format!("The match is over: {one} has the fewest penalty points and wins!"),
            many => format!(
                "The match is over: {} share first place with the fewest penalty points.",
                list(many)
            ),
        },
        RamschMsg::PromptGrandHand => "Play a Grand Hand alone, or pass?".to_owned(),
        RamschMsg::PromptSkat { factor } => {
            format!("Pick up the skat and discard two, or push it on unseen (the deal would count {}).", times(*factor))
        }
        RamschMsg::PromptDiscard { count } => {
            if *count == 1 {
                "Choose one card to discard.".to_owned()
            } else {
                format!("Choose {count} cards to discard.")
            }
        }
        RamschMsg::RamschVerdict { got, story } => match *story {
            DealStory::Unjudged => format!("You got {got} penalty points."),
            DealStory::AllBest { best, .. } if *got < best => format!(
                "You got {got} penalty points, fewer than best play against you could have given you ({best})."
            ),
            DealStory::AllBest { from, .. } => format!(
                "You got {got} penalty points: from trick {} on, no play could have held you to fewer with all cards open.",
                from + 1
            ),
            DealStory::Cost { from, best } if *got > best => format!(
                "You got {got} penalty points; from trick {} on, best play with all cards open would have held you to {best}.",
                from + 1
            ),
            DealStory::Cost { from, best } => format!(
                "You got {got} penalty points, no more than best play could have held you to from trick {} on ({best}) — but only because the others did not punish the cards below.",
                from + 1
            ),
        },
        RamschMsg::RamschCost { n, card, better, more } => format!(
            "Trick {}: after {}, best play could have given you {more} penalty points more than after {}.",
            n + 1,
            the_card(*card),
            the_card(*better)
        ),
        RamschMsg::RamschAllBest => "Each of your cards in the last five tricks was the best one.".to_owned(),
    }
}
