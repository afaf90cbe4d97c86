use super::{name, pick};
use crate::engine::schraem::{Event, RedealCause};
use crate::i18n::card_name;
use crate::i18n::Lang;

/// One Siebenschräm event as a sentence, or `None` for events nobody needs to hear (the deal of a
/// seat's own cards is shown in its hand, not read out).
#[must_use]
pub fn schraem_event(event: &Event, names: &[String], lang: Lang) -> Option<String> {
    let n = |s| name(names, s).to_owned();
    let text = match *event {
        Event::HandStarted {
            hand,
            dealer,
            value,
            ..
        } => pick(
            lang,
            format!("Spiel {}: {} gibt, Wert {value}.", hand + 1, n(dealer)),
            format!("Hand {}: {} deals, value {value}.", hand + 1, n(dealer)),
            format!("Main {} : {} donne, valeur {value}.", hand + 1, n(dealer)),
        ),
        Event::Dealt { .. } | Event::Drew { .. } | Event::Looked { .. } => return None,
        Event::KolschNotice { pips, .. } => pick(
            lang,
            format!("{pips} Augen auf der Hand: Du gibst eine Runde Kölsch aus!"),
            format!("{pips} pips in your hand: you buy a round of Kölsch!"),
            format!("{pips} points en main : vous payez une tournée de Kölsch !"),
        ),
        Event::Knocked {
            seat,
            value,
            blind,
            forced,
        } => {
            let who = n(seat);
            match (forced, blind) {
                (true, _) => pick(
                    lang,
                    format!("{who} hat den Hammer und klopft auf {value}."),
                    format!("{who} is on the hammer and knocks to {value}."),
                    format!("{who} est au marteau et frappe à {value}."),
                ),
                (false, true) => pick(
                    lang,
                    format!("{who} klopft blind auf {value}."),
                    format!("{who} knocks blind to {value}."),
                    format!("{who} frappe à l'aveugle à {value}."),
                ),
                (false, false) => pick(
                    lang,
                    format!("{who} klopft auf {value}."),
                    format!("{who} knocks to {value}."),
                    format!("{who} frappe à {value}."),
                ),
            }
        }
        Event::Held { seat } => pick(
            lang,
            format!("{} hält.", n(seat)),
            format!("{} holds.", n(seat)),
            format!("{} tient.", n(seat)),
        ),
        Event::Folded { seat, lost } => pick(
            lang,
            format!("{} passt und verliert {lost}.", n(seat)),
            format!("{} folds and loses {lost}.", n(seat)),
            format!("{} se couche et perd {lost}.", n(seat)),
        ),
        Event::Played { seat, card } => pick(
            lang,
            format!("{} spielt {}.", n(seat), card_name(card, Lang::De)),
            format!("{} plays the {}.", n(seat), card_name(card, Lang::En)),
            format!("{} joue le {}.", n(seat), card_name(card, Lang::Fr)),
        ),
        Event::TrickWon { seat, trick } => pick(
            lang,
            format!("{} gewinnt den {}. Stich.", n(seat), trick + 1),
            format!("{} wins trick {}.", n(seat), trick + 1),
            format!("{} remporte le pli {}.", n(seat), trick + 1),
        ),
        Event::Exchanged { seat } => pick(
            lang,
            format!("{} tauscht seine Karten.", n(seat)),
            format!("{} exchanges the hand.", n(seat)),
            format!("{} échange sa main.", n(seat)),
        ),
        Event::Challenged {
            seat,
            exchanger,
            all_courts,
            ..
        } => {
            let (who, whom) = (n(seat), n(exchanger));
            if all_courts {
                pick(
                    lang,
                    format!("{who} deckt {whom}s Karten auf: nur Bilder."),
                    format!("{who} turns {whom}'s cards: all courts."),
                    format!("{who} retourne les cartes de {whom} : que des figures."),
                )
            } else {
                pick(
                    lang,
                    format!("{who} deckt {whom}s Karten auf: nicht nur Bilder!"),
                    format!("{who} turns {whom}'s cards: not all courts!"),
                    format!("{who} retourne les cartes de {whom} : pas que des figures !"),
                )
            }
        }
        Event::Penalty { seat, lost, out } => {
            let who = n(seat);
            if out {
                pick(
                    lang,
                    format!("{who} verliert {lost} und ist aus dem Spiel."),
                    format!("{who} loses {lost} and is out of the hand."),
                    format!("{who} perd {lost} et quitte la main."),
                )
            } else {
                pick(
                    lang,
                    format!("{who} verliert {lost}."),
                    format!("{who} loses {lost}."),
                    format!("{who} perd {lost}."),
                )
            }
        }
        Event::Declined { seat } => pick(
            lang,
            format!("{} lehnt ab.", n(seat)),
            format!("{} declines.", n(seat)),
            format!("{} refuse.", n(seat)),
        ),
        Event::RedealRequested { seat } => pick(
            lang,
            format!("{} fragt: Sollen wir hübschen?", n(seat)),
            format!("{} asks for pretty ones (a redeal).", n(seat)),
            format!("{} demande à redonner.", n(seat)),
        ),
        Event::Agreed { seat } => pick(
            lang,
            format!("{} ist einverstanden.", n(seat)),
            format!("{} agrees.", n(seat)),
            format!("{} est d'accord.", n(seat)),
        ),
        Event::Redeal { cause } => match cause {
            RedealCause::FourCourts { seat, .. } => pick(
                lang,
                format!("{} hat vier Bilder: Es wird neu gegeben.", n(seat)),
                format!("{} has four courts: the cards are dealt again.", n(seat)),
                format!("{} a quatre figures : on redonne.", n(seat)),
            ),
            RedealCause::PrettyOnes { .. } => pick(
                lang,
                "Alle sind einverstanden: Es wird neu gegeben.".to_owned(),
                "Everyone agrees: the cards are dealt again.".to_owned(),
                "Tout le monde est d'accord : on redonne.".to_owned(),
            ),
        },
        Event::Lost { seat, lost } => pick(
            lang,
            format!("{} verliert {lost}.", n(seat)),
            format!("{} loses {lost}.", n(seat)),
            format!("{} perd {lost}.", n(seat)),
        ),
        Event::HandWon {
            seat,
            value,
            by_folds,
        } => {
            let who = n(seat);
            if by_folds {
                pick(
                    lang,
                    format!("Alle haben gepasst: {who} gewinnt das Spiel (Wert {value}) und muss nichts zeigen."),
                    format!("Everyone folded: {who} wins the hand (value {value}) without showing a card."),
                    format!("Tous se sont couchés : {who} gagne la main (valeur {value}) sans rien montrer."),
                )
            } else {
                pick(
                    lang,
                    format!("{who} gewinnt den letzten Stich und das Spiel (Wert {value})."),
                    format!("{who} wins the last trick and the hand (value {value})."),
                    format!("{who} remporte le dernier pli et la main (valeur {value})."),
                )
            }
        }
        Event::Escaped { seat } => pick(
            lang,
            format!("{} ist raus und sicher.", n(seat)),
            format!("{} is safe.", n(seat)),
            format!("{} est sauvé.", n(seat)),
        ),
        Event::Eliminated { seat } => pick(
            lang,
            format!("{} hat keine Schräm mehr und scheidet aus.", n(seat)),
            format!("{} has no marks left and is out.", n(seat)),
            format!("{} n'a plus de marques et est éliminé.", n(seat)),
        ),
        Event::FinalHandNext => pick(
            lang,
            "Alle sitzen auf dem Hammer: Das nächste Spiel entscheidet.".to_owned(),
            "Everyone is on the hammer: the next hand decides.".to_owned(),
            "Tous sont au marteau : la main suivante décide.".to_owned(),
        ),
        Event::ShortLongOne { players } => pick(
            lang,
            format!("Kurzer Langer: {players} Spieler auf 6 spielen weiter."),
            format!("Short long one: the {players} players on 6 play on."),
            format!("Petite longue : les {players} joueurs à 6 continuent."),
        ),
        Event::GameOver {
            game,
            winner,
            loser,
        } => {
            let who = winner.map(n).or_else(|| loser.map(n)).unwrap_or_default();
            match (winner, loser) {
                (Some(_), _) => pick(
                    lang,
                    format!("Partie {} ist aus: {who} gewinnt.", game + 1),
                    format!("Game {} is over: {who} wins.", game + 1),
                    format!("La partie {} est finie : {who} gagne.", game + 1),
                ),
                (None, Some(_)) => pick(
                    lang,
                    format!("Partie {} ist aus: {who} verliert.", game + 1),
                    format!("Game {} is over: {who} loses.", game + 1),
                    format!("La partie {} est finie : {who} perd.", game + 1),
                ),
                (None, None) => pick(
                    lang,
                    format!("Partie {} ist aus.", game + 1),
                    format!("Game {} is over.", game + 1),
                    format!("La partie {} est finie.", game + 1),
                ),
            }
        }
        Event::MatchOver { winner, loser } => match (winner.map(n), loser.map(n)) {
            (Some(w), _) => pick(
                lang,
                format!("Ende: {w} hat gewonnen!"),
                format!("The match is over: {w} wins!"),
                format!("Fin du match : {w} gagne !"),
            ),
            (None, Some(l)) => pick(
                lang,
                format!("Ende: {l} hat verloren und gibt eine Runde aus."),
                format!("The match is over: {l} loses and buys a round."),
                format!("Fin du match : {l} perd et paie une tournée."),
            ),
            (None, None) => pick(
                lang,
                "Ende der Partie.".to_owned(),
                "The match is over.".to_owned(),
                "Fin du match.".to_owned(),
            ),
        },
    };
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    fn names() -> Vec<String> {
        ["Hubert", "Gerda", "Hans", "Anne"]
            .map(String::from)
            .to_vec()
    }

    #[test]
    fn a_fold_says_who_and_what_it_cost() {
        let e = Event::Folded {
            seat: Seat(1),
            lost: 3,
        };
        assert_eq!(
            schraem_event(&e, &names(), Lang::En).unwrap(),
            "Gerda folds and loses 3."
        );
        assert_eq!(
            schraem_event(&e, &names(), Lang::De).unwrap(),
            "Gerda passt und verliert 3."
        );
        assert_eq!(
            schraem_event(&e, &names(), Lang::Fr).unwrap(),
            "Gerda se couche et perd 3."
        );
    }

    #[test]
    fn dealt_cards_are_never_read_out() {
        let e = Event::Dealt {
            seat: Seat(0),
            cards: crate::engine::CardSet::FULL,
        };
        assert_eq!(schraem_event(&e, &names(), Lang::En), None);
    }
}
