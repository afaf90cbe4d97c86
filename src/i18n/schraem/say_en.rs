//! Siebenschräm's sentences in English: each of its [`SchraemMsg`]s worded.

use super::{Knock, SchraemMsg};
use crate::engine::schraem::Verdict;
use crate::i18n::en::grammar::{
    amount, cards, does, does_inside, pays, subject, subject_inside, the_card, verb, whose,
};
use crate::i18n::en::say::list;
use crate::session::{Choice, HandStory};

/// A decision of the review: a card with its article, or a button's name.
fn choice(c: Choice) -> String {
    match c {
        Choice::Card(card) => the_card(card),
        Choice::Hold => crate::i18n::en::TEXTS.hold.to_owned(),
        Choice::Fold => crate::i18n::en::TEXTS.fold.to_owned(),
    }
}

fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

pub(super) fn say(msg: &SchraemMsg) -> String {
    match msg {
        SchraemMsg::HandStarted { hand, dealer, value } => format!(
            "Hand {}: {}; the hand is worth {value}.",
            hand + 1,
            does_inside(*dealer, "deals", "deal")
        ),
        SchraemMsg::Kolsch { pips } => format!("{pips} pips in your hand: you buy a round of Kölsch!"),
        SchraemMsg::Knocked { who, value, how } => match how {
            Knock::Sighted => format!("{} to {value}.", does(*who, "knocks", "knock")),
            Knock::Blind => format!("{} blind to {value}.", does(*who, "knocks", "knock")),
            Knock::Forced => format!(
                "{} on the hammer and {} to {value}.",
                does(*who, "is", "are"),
                verb(*who, "knocks", "knock")
            ),
        },
        SchraemMsg::Held { who } => format!("{}.", does(*who, "holds", "hold")),
        SchraemMsg::Folded { who, lost, up } => format!(
            "{} and {}.",
            does(*who, "folds", "fold"),
            pays(*who, *lost, *up)
        ),
        SchraemMsg::TrickWon { who, trick } => format!(
            "{} the {} trick.",
            does(*who, "wins", "win"),
            ordinal(u32::from(*trick) + 1)
        ),
        SchraemMsg::Exchanged { who } => format!(
            "{} {} hand face down and {} new cards.",
            does(*who, "lays", "lay"),
            verb(*who, "their", "your"),
            verb(*who, "draws", "draw")
        ),
        SchraemMsg::LaundryCalled { who } => format!(
            "{} laundry and {} {} hand face down.",
            does(*who, "calls", "call"),
            verb(*who, "lays", "lay"),
            verb(*who, "their", "your")
        ),
        SchraemMsg::Challenged {
            who,
            whom,
            cards: turned,
            verdict,
        } => format!(
            "{} {} {}: {}",
            does(*who, "turns", "turn"),
            whose(*whom),
            cards(*turned),
            match verdict {
                Verdict::Courts => "courts only.",
                Verdict::Numeral => "not all courts!",
                Verdict::Laundry => "real laundry.",
                Verdict::NoLaundry => "a bluff!",
            }
        ),
        SchraemMsg::Penalty { who, lost, out, up } => {
            if *out {
                format!(
                    "{} {} and {} out of the hand.",
                    subject(*who),
                    pays(*who, *lost, *up),
                    verb(*who, "is", "are")
                )
            } else {
                format!("{} {}.", subject(*who), pays(*who, *lost, *up))
            }
        }
        SchraemMsg::Declined { who } => format!("{}.", does(*who, "declines", "decline")),
        SchraemMsg::RedealRequested { who } => {
            format!("{} for pretty ones: a redeal.", does(*who, "asks", "ask"))
        }
        SchraemMsg::Agreed { who } => format!("{}.", does(*who, "agrees", "agree")),
        SchraemMsg::RedealFourCourts { who } => format!(
            "{} four courts: the cards are dealt again.",
            does(*who, "has", "have")
        ),
        SchraemMsg::RedealPretty => "Everyone agrees: the cards are dealt again.".to_owned(),
        SchraemMsg::Lost { who, lost, up } => format!("{} {}.", subject(*who), pays(*who, *lost, *up)),
        SchraemMsg::HandWon {
            who,
            value,
            by_folds,
        } => {
            if *by_folds {
                format!(
                    "Everyone else folded: {} the hand at {value} ({} cards stay hidden).",
                    does_inside(*who, "wins", "win"),
                    verb(*who, "their", "your")
                )
            } else {
                format!(
                    "{} the last trick and the hand (value {value}).",
                    does(*who, "wins", "win")
                )
            }
        }
        SchraemMsg::NobodyWins { folder, value } => format!(
            "{} folded, but {} card took the last trick: nobody wins this hand, everyone still in pays {value}.",
            does(*folder, "had", "had"),
            verb(*folder, "their", "your")
        ),
        SchraemMsg::HandResult {
            winner,
            value,
            losses,
            up,
            escape,
        } => {
            let head = match (winner, escape) {
                (Some(w), true) => format!(
                    "{} the hand and {} safe.",
                    does(*w, "won", "won"),
                    verb(*w, "is", "are")
                ),
                (Some(w), false) => format!("{} the hand at {value}.", does(*w, "won", "won")),
                (None, _) => format!("Nobody won the hand ({value})."),
            };
            let paid: Vec<String> = losses
                .iter()
                .enumerate()
                .map(|(i, (who, n))| {
                    let name = if i == 0 { subject(*who) } else { subject_inside(*who) };
                    format!("{name} {}", pays(*who, *n, *up))
                })
                .collect();
            let refs: Vec<&str> = paid.iter().map(String::as_str).collect();
            if refs.is_empty() {
                head
            } else {
                format!("{head} {}.", list(&refs))
            }
        }
        SchraemMsg::Escaped { who } => format!("{} safe.", does(*who, "is", "are")),
        SchraemMsg::Eliminated { who } => format!("{} out.", does(*who, "is", "are")),
        SchraemMsg::FinalHandNext => "Everyone is on the hammer: the next hand decides.".to_owned(),
        SchraemMsg::ShortLongOne { players } => {
            format!("Short long one: the {players} players on their last mark play on alone.")
        }
        SchraemMsg::LongOneForTie { names } => format!(
            "{} reached the limit together: they play the long one (8 cards) to decide who has lost.",
            list(names)
        ),
        SchraemMsg::GameOver {
            game,
            winner,
            loser,
            drawn,
        } => match (winner, loser) {
            (Some(w), _) => format!(
                "Game {} is over: {}.",
                game + 1,
                does_inside(*w, "wins", "win")
            ),
            (None, Some(l)) => format!(
                "Game {} is over: {} lost.",
                game + 1,
                does_inside(*l, "has", "have")
            ),
            (None, None) if !drawn.is_empty() => format!(
                "Game {} is a draw: {} went out together.",
                game + 1,
                list(drawn)
            ),
            (None, None) => format!("Game {} is over.", game + 1),
        },
        SchraemMsg::MatchOver {
            winner,
            loser,
            tied,
        } => match (winner, loser) {
            (Some(w), _) => format!("The match is over: {}!", does_inside(*w, "wins", "win")),
            (None, Some(l)) => format!(
                "The match is over: {} lost and {} a round.",
                does_inside(*l, "has", "have"),
                verb(*l, "buys", "buy")
            ),
            (None, None) if !tied.is_empty() => {
                format!("The match is over: {} share first place.", list(tied))
            }
            (None, None) => "The match is over.".to_owned(),
        },
        SchraemMsg::PromptLookOrBlind => "Look at your cards, or knock blind before you look.".to_owned(),
        SchraemMsg::PromptLook => "Look at your cards.".to_owned(),
        SchraemMsg::PromptPlayOrKnock => "Your turn: play a card, or knock first.".to_owned(),
        SchraemMsg::PromptForcedBlind { value, up } => {
            if *up {
                format!("You are one point from the limit: you must knock blind to {value} before the first card.")
            } else {
                format!("You have one mark left: you must knock blind to {value} before the first card.")
            }
        }
        SchraemMsg::PromptHammer => {
            "You are on the hammer: announce it (knock to 2). You may look at your cards first."
                .to_owned()
        }
        SchraemMsg::WaitingForced { who } => format!("{who} is on the hammer and must knock first…"),
        SchraemMsg::PromptAnswer {
            knocker,
            value,
            cost,
            up,
        } => format!(
            "{knocker} knocked. Hold and play for {value}, or fold now ({}).",
            if *up {
                format!("you get {}", amount(*cost, true))
            } else {
                format!("you lose {}", amount(*cost, false))
            }
        ),
        SchraemMsg::PromptHammerAnswer {
            poor,
            cost,
            up,
            blind,
        } => {
            let choice = if *blind { "Decide before you look: play for 2" } else { "Play for 2" };
            format!(
            "{poor} is on the hammer: this hand is worth 2. {choice}, or lay your cards down ({}).",
            if *up {
                format!("you get {}", amount(*cost, true))
            } else {
                format!("you lose {}", amount(*cost, false))
            }
        )
        }
        SchraemMsg::PromptChallenge {
            exchanger,
            laundry,
            three,
        } => {
            if *laundry {
                format!("{exchanger} calls laundry. Turn the cards (a bluff costs {exchanger} 1, real laundry costs you 1), or let it stand.")
            } else if *three {
                format!("{exchanger} exchanged their hand. Turn three of the cards laid down at random (free), or let it stand.")
            } else {
                format!("{exchanger} exchanged their hand. Turn the cards laid down to check for courts, or let it stand.")
            }
        }
        SchraemMsg::PromptFourthCard { exchanger } => format!(
            "Three courts. Turn {exchanger}'s last card (a court costs you 1, a numeral costs {exchanger} 1), or stop."
        ),
        SchraemMsg::PromptPretty { requester } => {
            format!("{requester} asks for pretty ones: a redeal. Agree?")
        }
        SchraemMsg::ValueNow { value, knocker } => match knocker {
            Some(k) => format!("Value {value} · {} knocked", subject_inside(*k)),
            None => format!("Value {value}"),
        },
        SchraemMsg::KnockAs { who } => format!("Knock ({who})"),
        SchraemMsg::ReviewVerdict { story } => match *story {
            HandStory::Unjudged => "You made no decision to judge in this hand.".to_owned(),
            HandStory::NoWin { won: false } => {
                "With these cards nothing would have won this hand.".to_owned()
            }
            HandStory::NoWin { won: true } => {
                "You won, though best play against you would have stopped you.".to_owned()
            }
            HandStory::InHand { at_start: true, gave: None, won: true, .. } => {
                "You had the last trick in hand and took it.".to_owned()
            }
            HandStory::InHand { from, gave: None, won: true, .. } => format!(
                "At first nothing could win, but from trick {} on the others' play left the last trick to you, and you took it.",
                from + 1
            ),
            HandStory::InHand { from, gave: None, won: false, .. } => format!(
                "From trick {} on the last trick was yours to take, and none of your choices gave it away; the hand turned on a knock, which this review does not judge.",
                from + 1
            ),
            HandStory::InHand { at_start: true, gave: Some(_), won: false, .. } => {
                "With all cards open, you could have taken the last trick.".to_owned()
            }
            HandStory::InHand { from, gave: Some(_), won: false, .. } => format!(
                "At first nothing could win, but from trick {} on the others' play left the last trick to you — and it slipped away again.",
                from + 1
            ),
            HandStory::InHand { gave: Some(g), won: true, .. } => format!(
                "You won, but not for sure: in trick {} the last trick slipped out of your hands, and only the others' play gave it back.",
                g + 1
            ),
        },
        SchraemMsg::ReviewKept {
            n,
            choice: choice_made,
        } => {
            format!(
                "Trick {}: {} — the last trick was yours to take.",
                n + 1,
                choice(*choice_made)
            )
        }
        SchraemMsg::ReviewCost { n, card, better } => format!(
            "Trick {}: {} cost you the hand — {} would have kept the last trick.",
            n + 1,
            the_card(*card),
            the_card(*better)
        ),
        SchraemMsg::ReviewFoldCost { n } => {
            format!("Trick {}: folding gave up a hand you could have won.", n + 1)
        }
        SchraemMsg::ReviewNoWin {
            n,
            choice: choice_made,
        } => {
            format!(
                "Trick {}: {} — nothing could win the last trick any more.",
                n + 1,
                choice(*choice_made)
            )
        }
    }
}
