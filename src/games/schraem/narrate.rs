//! Siebenschräm's events in words (see `crate::narrate`).

use crate::engine::schraem::{Event, RedealCause};
use crate::engine::Seat;
use crate::i18n::{Knock, Msg};
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
        } => Msg::HandStarted {
            hand,
            dealer: n(dealer),
            value,
        },
        Event::Dealt { .. } | Event::Drew { .. } | Event::Looked { .. } => return None,
        Event::KolschNotice { pips, .. } => Msg::Kolsch { pips },
        Event::Knocked {
            seat,
            value,
            blind,
            forced,
        } => Msg::Knocked {
            who: n(seat),
            value,
            how: match (forced, blind) {
                (true, _) => Knock::Forced,
                (false, true) => Knock::Blind,
                (false, false) => Knock::Sighted,
            },
        },
        Event::Held { seat } => Msg::Held { who: n(seat) },
        Event::Folded { seat, lost } => Msg::Folded {
            who: n(seat),
            lost,
            up,
        },
        Event::Played { seat, card } => Msg::Played { who: n(seat), card },
        Event::TrickWon { seat, trick } => Msg::TrickWon {
            who: n(seat),
            trick,
        },
        Event::Exchanged { seat } => Msg::Exchanged { who: n(seat) },
        Event::LaundryCalled { seat } => Msg::LaundryCalled { who: n(seat) },
        Event::Challenged {
            seat,
            exchanger,
            turned,
            verdict,
        } => Msg::Challenged {
            who: n(seat),
            whom: n(exchanger),
            cards: turned,
            verdict,
        },
        Event::Penalty { seat, lost, out } => Msg::Penalty {
            who: n(seat),
            lost,
            out,
            up,
        },
        Event::Declined { seat } => Msg::Declined { who: n(seat) },
        Event::RedealRequested { seat } => Msg::RedealRequested { who: n(seat) },
        Event::Agreed { seat } => Msg::Agreed { who: n(seat) },
        Event::Redeal { cause } => match cause {
            RedealCause::FourCourts { seat, .. } => Msg::RedealFourCourts { who: n(seat) },
            RedealCause::PrettyOnes { .. } => Msg::RedealPretty,
        },
        Event::Lost { seat, lost } => Msg::Lost {
            who: n(seat),
            lost,
            up,
        },
        Event::HandWon {
            seat,
            value,
            by_folds,
        } => Msg::HandWon {
            who: n(seat),
            value,
            by_folds,
        },
        Event::NobodyWins { folder, value } => Msg::NobodyWins {
            folder: n(folder),
            value,
        },
        Event::Escaped { seat } => Msg::Escaped { who: n(seat) },
        Event::Eliminated { seat } => Msg::Eliminated { who: n(seat) },
        Event::FinalHandNext => Msg::FinalHandNext,
        Event::ShortLongOne { players } => Msg::ShortLongOne { players },
        Event::LongOneForTie { seats } => Msg::LongOneForTie {
            names: names_of(names, seats),
        },
        Event::GameOver {
            game,
            winner,
            loser,
            drawn,
        } => Msg::GameOver {
            game,
            winner: winner.map(n),
            loser: loser.map(n),
            drawn: names_of(names, drawn),
        },
        Event::MatchOver {
            winner,
            loser,
            tied,
        } => Msg::MatchOver {
            winner: winner.map(n),
            loser: loser.map(n),
            tied: names_of(names, tied),
        },
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
