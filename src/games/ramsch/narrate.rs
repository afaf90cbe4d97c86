//! Schieberamsch's events in words (see `crate::narrate`).

use crate::engine::ramsch::Event;
use crate::engine::Seat;
use crate::i18n::ramsch::RamschMsg;
use crate::i18n::Msg;
use crate::narrate::{name, who};

/// One Schieberamsch event as a message (events already filtered for the listener: a pickup's
/// or discard's cards appear only if the event still carries them).
pub(super) fn msg<'a>(event: &Event, names: &'a [String], viewer: Option<Seat>) -> Option<Msg<'a>> {
    let n = |s| who(names, viewer, s);
    Some(match *event {
        Event::DealStarted {
            counted,
            again,
            dealer,
            ..
        } => Msg::from(RamschMsg::DealStarted {
            counted,
            again,
            dealer: n(dealer),
        }),
        Event::GrandHandAnnounced { seat } => {
            Msg::from(RamschMsg::GrandHandAnnounced { who: n(seat) })
        }
        Event::Passed { seat } => Msg::from(RamschMsg::PassedGrand { who: n(seat) }),
        Event::RamschBegins => Msg::from(RamschMsg::RamschBegins),
        Event::Kontra { seat } => Msg::from(RamschMsg::Kontra { who: n(seat) }),
        Event::Re { seat } => Msg::from(RamschMsg::Re { who: n(seat) }),
        Event::PickedUp {
            seat, count, cards, ..
        } => Msg::from(RamschMsg::PickedUp {
            who: n(seat),
            count,
            cards,
        }),
        Event::Discarded { seat, count, cards } => Msg::from(RamschMsg::Discarded {
            who: n(seat),
            count,
            cards,
        }),
        Event::Pushed { seat, pushes } => Msg::from(RamschMsg::Pushed {
            who: n(seat),
            factor: 1u32 << pushes,
        }),
        Event::CardPlayed { seat, card } => Msg::Played { who: n(seat), card },
        Event::TrickWon {
            seat,
            number,
            points,
            ..
        } => Msg::from(RamschMsg::RamschTrick {
            who: n(seat),
            number,
            points,
        }),
        Event::SkatRevealed { cards } => Msg::from(RamschMsg::SkatRevealed { cards }),
        Event::DealEnded { score } => Msg::from(RamschMsg::DealScored {
            scores: (0u8..).zip(score).map(|(s, p)| (n(Seat(s)), p)).collect(),
        }),
        Event::MatchEnded { totals } => {
            let best = totals.iter().copied().min().unwrap_or(0);
            Msg::from(RamschMsg::RamschMatchOver {
                winners: (0u8..)
                    .zip(totals)
                    .filter(|&(_, p)| p == best)
                    .map(|(s, _)| name(names, Seat(s)))
                    .collect(),
            })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_push_states_the_new_multiplier_and_ties_share_first_place() {
        let names: Vec<String> = ["Ann", "Bo", "Cy"].map(String::from).to_vec();
        let e = Event::Pushed {
            seat: Seat(2),
            pushes: 2,
        };
        assert_eq!(
            Lang::En.say(&msg(&e, &names, None).unwrap()),
            "Cy pushes the skat on: the deal now counts four times."
        );
        let end = Event::MatchEnded {
            totals: [10, 10, 40],
        };
        assert_eq!(
            Lang::En.say(&msg(&end, &names, None).unwrap()),
            "The match is over: Ann and Bo share first place with the fewest penalty points."
        );
    }
}
