use super::{name, pick};
use crate::engine::ramsch::Event;
use crate::i18n::{card_name, Lang};

/// One Schieberamsch event as a sentence, or `None` for events with nothing to say.
/// Pass events already filtered for the listener (`Event::for_seat` / `public`): a discard's
/// cards appear only if the event still carries them.
#[must_use]
pub fn ramsch_event(event: &Event, names: &[String], lang: Lang) -> Option<String> {
    let n = |s| name(names, s).to_owned();
    let text = match *event {
        Event::DealStarted { number, dealer } => pick(
            lang,
            format!("Spiel {}: {} gibt.", number + 1, n(dealer)),
            format!("Deal {}: {} deals.", number + 1, n(dealer)),
            format!("Donne {} : {} distribue.", number + 1, n(dealer)),
        ),
        Event::GrandHandAnnounced { seat } => pick(
            lang,
            format!("{} spielt Grand Hand!", n(seat)),
            format!("{} plays a Grand Hand!", n(seat)),
            format!("{} joue un Grand Hand !", n(seat)),
        ),
        Event::Passed { seat } => pick(
            lang,
            format!("{} sagt: passe.", n(seat)),
            format!("{} passes.", n(seat)),
            format!("{} passe.", n(seat)),
        ),
        Event::RamschBegins => pick(
            lang,
            "Kein Grand Hand: Es wird geramscht.".to_owned(),
            "No Grand Hand: Schieberamsch is played.".to_owned(),
            "Pas de Grand Hand : on joue le Schieberamsch.".to_owned(),
        ),
        Event::Kontra { seat } => pick(
            lang,
            format!("{} sagt Kontra.", n(seat)),
            format!("{} says Kontra.", n(seat)),
            format!("{} dit contre.", n(seat)),
        ),
        Event::Re { seat } => pick(
            lang,
            format!("{} sagt Re.", n(seat)),
            format!("{} says Re.", n(seat)),
            format!("{} dit surcontre.", n(seat)),
        ),
        Event::PickedUp { seat, count, .. } => pick(
            lang,
            format!("{} nimmt {count} Skatkarte(n) auf.", n(seat)),
            format!("{} picks up {count} skat card(s).", n(seat)),
            format!("{} prend {count} carte(s) du skat.", n(seat)),
        ),
        Event::Discarded { seat, count, cards } => match cards {
            Some(cards) if !cards.is_empty() => {
                let list = |l| {
                    cards
                        .iter()
                        .map(|c| card_name(c, l))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                pick(
                    lang,
                    format!("{} drückt {}.", n(seat), list(Lang::De)),
                    format!("{} discards {}.", n(seat), list(Lang::En)),
                    format!("{} écarte {}.", n(seat), list(Lang::Fr)),
                )
            }
            _ => pick(
                lang,
                format!("{} drückt {count} Karte(n).", n(seat)),
                format!("{} discards {count} card(s).", n(seat)),
                format!("{} écarte {count} carte(s).", n(seat)),
            ),
        },
        Event::Pushed { seat, pushes } => pick(
            lang,
            format!("{} schiebt (×{}).", n(seat), 1u32 << pushes),
            format!("{} pushes the skat on (×{}).", n(seat), 1u32 << pushes),
            format!("{} pousse le skat (×{}).", n(seat), 1u32 << pushes),
        ),
        Event::CardPlayed { seat, card } => pick(
            lang,
            format!("{} spielt {}.", n(seat), card_name(card, Lang::De)),
            format!("{} plays the {}.", n(seat), card_name(card, Lang::En)),
            format!("{} joue le {}.", n(seat), card_name(card, Lang::Fr)),
        ),
        Event::TrickWon {
            seat,
            number,
            points,
            ..
        } => pick(
            lang,
            format!("{} bekommt den {number}. Stich ({points} Augen).", n(seat)),
            format!("{} takes trick {number} ({points} points).", n(seat)),
            format!("{} prend le pli {number} ({points} points).", n(seat)),
        ),
        Event::SkatRevealed { cards } => {
            let list = |l| {
                cards
                    .iter()
                    .map(|c| card_name(c, l))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            pick(
                lang,
                format!("Im Skat: {}.", list(Lang::De)),
                format!("The skat: {}.", list(Lang::En)),
                format!("Le skat : {}.", list(Lang::Fr)),
            )
        }
        Event::DealEnded { score } => {
            let parts = |l: Lang| {
                score
                    .iter()
                    .enumerate()
                    .map(|(i, s)| format!("{} {s:+}", name(names, crate::engine::Seat(i as u8))))
                    .collect::<Vec<_>>()
                    .join(if l == Lang::Fr { " ; " } else { ", " })
            };
            pick(
                lang,
                format!("Ergebnis: {}.", parts(Lang::De)),
                format!("Result: {}.", parts(Lang::En)),
                format!("Résultat : {}.", parts(Lang::Fr)),
            )
        }
        Event::MatchEnded { totals } => {
            let best = (0..3).min_by_key(|&i| totals[i]).unwrap_or(0);
            let who = name(names, crate::engine::Seat(best as u8)).to_owned();
            pick(
                lang,
                format!("Ende: {who} hat die wenigsten Minuspunkte und gewinnt!"),
                format!("The match is over: {who} has the fewest penalty points and wins!"),
                format!("Fin : {who} a le moins de pénalités et gagne !"),
            )
        }
    };
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    #[test]
    fn a_push_states_the_new_multiplier() {
        let names: Vec<String> = ["Ann", "Bo", "Cy"].map(String::from).to_vec();
        let e = Event::Pushed {
            seat: Seat(2),
            pushes: 2,
        };
        assert_eq!(
            ramsch_event(&e, &names, Lang::En).unwrap(),
            "Cy pushes the skat on (×4)."
        );
    }
}
