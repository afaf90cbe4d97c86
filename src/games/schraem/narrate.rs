//! Siebenschräm's events in words (see `crate::narrate`).

use crate::engine::schraem::{Event, RedealCause};
use crate::engine::Seat;
use crate::i18n::schraem::{Knock, SchraemMsg};
use crate::i18n::Msg;
use crate::narrate::{names_of, who};

/// One Siebenschräm event as a message.
pub(super) fn msg<'a>(
    event: &Event,
    names: &'a [String],
    up: bool,
    viewer: Option<Seat>,
) -> Option<Msg<'a>> {
    let n = |s| who(names, viewer, s);
    Some(match *event {
        Event::HandStarted {
            hand,
            dealer,
            value,
            ..
        } => Msg::from(SchraemMsg::HandStarted {
            hand,
            dealer: n(dealer),
            value,
        }),
        Event::Dealt { .. } | Event::Drew { .. } | Event::Looked { .. } => return None,
        Event::KolschNotice { pips, .. } => Msg::from(SchraemMsg::Kolsch { pips }),
        Event::Knocked {
            seat,
            value,
            blind,
            forced,
        } => Msg::from(SchraemMsg::Knocked {
            who: n(seat),
            value,
            how: match (forced, blind) {
                (true, _) => Knock::Forced,
                (false, true) => Knock::Blind,
                (false, false) => Knock::Sighted,
            },
        }),
        Event::Held { seat } => Msg::from(SchraemMsg::Held { who: n(seat) }),
        Event::Folded { seat, lost } => Msg::from(SchraemMsg::Folded {
            who: n(seat),
            lost,
            up,
        }),
        Event::Played { seat, card } => Msg::Played { who: n(seat), card },
        Event::TrickWon { seat, trick } => Msg::from(SchraemMsg::TrickWon {
            who: n(seat),
            trick,
        }),
        Event::Exchanged { seat } => Msg::from(SchraemMsg::Exchanged { who: n(seat) }),
        Event::LaundryCalled { seat } => Msg::from(SchraemMsg::LaundryCalled { who: n(seat) }),
        Event::Challenged {
            seat,
            exchanger,
            turned,
            verdict,
        } => Msg::from(SchraemMsg::Challenged {
            who: n(seat),
            whom: n(exchanger),
            cards: turned,
            verdict,
        }),
        Event::Penalty { seat, lost, out } => Msg::from(SchraemMsg::Penalty {
            who: n(seat),
            lost,
            out,
            up,
        }),
        Event::Declined { seat } => Msg::from(SchraemMsg::Declined { who: n(seat) }),
        Event::RedealRequested { seat } => Msg::from(SchraemMsg::RedealRequested { who: n(seat) }),
        Event::Agreed { seat } => Msg::from(SchraemMsg::Agreed { who: n(seat) }),
        Event::Redeal { cause } => match cause {
            RedealCause::FourCourts { seat, .. } => {
                Msg::from(SchraemMsg::RedealFourCourts { who: n(seat) })
            }
            RedealCause::PrettyOnes { .. } => Msg::from(SchraemMsg::RedealPretty),
        },
        Event::Lost { seat, lost } => Msg::from(SchraemMsg::Lost {
            who: n(seat),
            lost,
            up,
        }),
        Event::HandWon {
            seat,
            value,
            by_folds,
        } => Msg::from(SchraemMsg::HandWon {
            who: n(seat),
            value,
            by_folds,
        }),
        Event::NobodyWins { folder, value } => Msg::from(SchraemMsg::NobodyWins {
            folder: n(folder),
            value,
        }),
        Event::Escaped { seat } => Msg::from(SchraemMsg::Escaped { who: n(seat) }),
        Event::Eliminated { seat } => Msg::from(SchraemMsg::Eliminated { who: n(seat) }),
        Event::FinalHandNext => Msg::from(SchraemMsg::FinalHandNext),
        Event::ShortLongOne { players } => Msg::from(SchraemMsg::ShortLongOne { players }),
        Event::LongOneForTie { seats } => Msg::from(SchraemMsg::LongOneForTie {
            names: names_of(names, seats),
        }),
        Event::GameOver {
            game,
            winner,
            loser,
            drawn,
        } => Msg::from(SchraemMsg::GameOver {
            game,
            winner: winner.map(n),
            loser: loser.map(n),
            drawn: names_of(names, drawn),
        }),
        Event::MatchOver {
            winner,
            loser,
            tied,
        } => Msg::from(SchraemMsg::MatchOver {
            winner: winner.map(n),
            loser: loser.map(n),
            tied: names_of(names, tied),
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::i18n::Lang;

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
        let names = names();
        let m = msg(&e, &names, false, None).unwrap();
        assert_eq!(Lang::En.say(&m), "Gerda folds and loses 3 marks.");
        assert_eq!(Lang::De.say(&m), "Gerda passt und verliert 3 Schräm.");
        assert_eq!(Lang::Fr.say(&m), "Gerda se couche et perd 3 marques.");
    }

    #[test]
    fn dealt_cards_are_never_read_out() {
        let e = Event::Dealt {
            seat: Seat(0),
            cards: crate::engine::CardSet::FULL,
        };
        assert_eq!(msg(&e, &names(), false, None), None);
    }
}
