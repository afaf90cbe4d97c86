//! English sentences.

use super::card_name;
use crate::engine::cards::CardSet;
use crate::engine::schraem::Verdict;
use crate::engine::{
    ramsch, schraem, ActError, Conflict, DealError, ReplayFailure, RulesetError, SetupError,
    StartError,
};
use crate::i18n::{join, Knock, Msg, Refused};
use crate::session::{ImportError, ImportWarning, RulesetsError, SaveError};
use crate::share::{LinkError, LinkKind};

fn cards(set: CardSet) -> String {
    let names: Vec<String> = set.iter().map(card_name).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    join(&refs, "and")
}

fn list(items: &[&str]) -> String {
    join(items, "and")
}

/// "1 mark" / "3 marks" or "1 point" / "3 points".
fn amount(n: i32, up: bool) -> String {
    match (up, n.abs() == 1) {
        (false, true) => format!("{n} mark"),
        (false, false) => format!("{n} marks"),
        (true, true) => format!("{n} point"),
        (true, false) => format!("{n} points"),
    }
}

/// "loses 2 marks" / "gets 2 points".
fn pays(n: i32, up: bool) -> String {
    if up {
        format!("gets {}", amount(n, true))
    } else {
        format!("loses {}", amount(n, false))
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

pub(super) fn say(msg: &Msg) -> String {
    match msg {
        Msg::HandStarted { hand, dealer, value } => {
            format!("Hand {}: {dealer} deals; the hand is worth {value}.", hand + 1)
        }
        Msg::Kolsch { pips } => format!("{pips} pips in your hand: you buy a round of Kölsch!"),
        Msg::Knocked { who, value, how } => match how {
            Knock::Sighted => format!("{who} knocks to {value}."),
            Knock::Blind => format!("{who} knocks blind to {value}."),
            Knock::Forced => format!("{who} is on the hammer and knocks to {value}."),
        },
        Msg::Held { who } => format!("{who} holds."),
        Msg::Folded { who, lost, up } => format!("{who} folds and {}.", pays(*lost, *up)),
        Msg::Played { who, card } => format!("{who} plays the {}.", card_name(*card)),
        Msg::TrickWon { who, trick } => {
            format!("{who} wins the {} trick.", ordinal(u32::from(*trick) + 1))
        }
        Msg::Exchanged { who } => {
            format!("{who} lays his hand face down and draws new cards.")
        }
        Msg::LaundryCalled { who } => format!("{who} calls laundry and lays his hand face down."),
        Msg::Challenged {
            who,
            whom,
            cards: turned,
            verdict,
        } => match verdict {
            Verdict::Courts => format!("{who} turns {whom}'s {}: courts only.", cards(*turned)),
            Verdict::Numeral => format!("{who} turns {whom}'s {}: not all courts!", cards(*turned)),
            Verdict::Laundry => format!("{who} turns {whom}'s {}: real laundry.", cards(*turned)),
            Verdict::NoLaundry => format!("{who} turns {whom}'s {}: a bluff!", cards(*turned)),
        },
        Msg::Penalty { who, lost, out, up } => {
            if *out {
                format!("{who} {} and is out of the hand.", pays(*lost, *up))
            } else {
                format!("{who} {}.", pays(*lost, *up))
            }
        }
        Msg::Declined { who } => format!("{who} declines."),
        Msg::RedealRequested { who } => format!("{who} asks for pretty ones: a redeal."),
        Msg::Agreed { who } => format!("{who} agrees."),
        Msg::RedealFourCourts { who } => {
            format!("{who} has four courts: the cards are dealt again.")
        }
        Msg::RedealPretty => "Everyone agrees: the cards are dealt again.".to_owned(),
        Msg::Lost { who, lost, up } => format!("{who} {}.", pays(*lost, *up)),
        Msg::HandWon {
            who,
            value,
            by_folds,
        } => {
            if *by_folds {
                format!("Everyone else folded: {who} wins the hand at {value} (his cards stay hidden).")
            } else {
                format!("{who} wins the last trick and the hand (value {value}).")
            }
        }
        Msg::NobodyWins { folder, value } => format!(
            "{folder} had folded, but his card took the last trick: nobody wins this hand, everyone still in pays {value}."
        ),
        Msg::Escaped { who } => format!("{who} is safe."),
        Msg::Eliminated { who } => format!("{who} is out."),
        Msg::FinalHandNext => "Everyone is on the hammer: the next hand decides.".to_owned(),
        Msg::ShortLongOne { players } => {
            format!("Short long one: the {players} players on their last mark play on alone.")
        }
        Msg::LongOneForTie { names } => format!(
            "{} reached the limit together: they play the long one (8 cards) to decide who has lost.",
            list(names)
        ),
        Msg::GameOver {
            game,
            winner,
            loser,
            drawn,
        } => match (winner, loser) {
            (Some(w), _) => format!("Game {} is over: {w} wins.", game + 1),
            (None, Some(l)) => format!("Game {} is over: {l} has lost.", game + 1),
            (None, None) if !drawn.is_empty() => format!(
                "Game {} is a draw: {} went out together.",
                game + 1,
                list(drawn)
            ),
            (None, None) => format!("Game {} is over.", game + 1),
        },
        Msg::MatchOver {
            winner,
            loser,
            tied,
        } => match (winner, loser) {
            (Some(w), _) => format!("The match is over: {w} wins!"),
            (None, Some(l)) => format!("The match is over: {l} has lost and buys a round."),
            (None, None) if !tied.is_empty() => {
                format!("The match is over: {} share first place.", list(tied))
            }
            (None, None) => "The match is over.".to_owned(),
        },
        Msg::DealStarted { number, dealer } => format!("Deal {}: {dealer} deals.", number + 1),
        Msg::GrandHandAnnounced { who } => format!("{who} plays a Grand Hand!"),
        Msg::PassedGrand { who } => format!("{who} passes."),
        Msg::RamschBegins => "No Grand Hand: Schieberamsch is played.".to_owned(),
        Msg::Kontra { who } => format!("{who} says Kontra."),
        Msg::Re { who } => format!("{who} says Re."),
        Msg::PickedUp { who, count, cards: seen } => match seen {
            Some(set) if !set.is_empty() => format!("{who} picks up the {}.", cards(*set)),
            _ if *count == 1 => format!("{who} picks up one skat card."),
            _ => format!("{who} picks up the skat."),
        },
        Msg::Discarded { who, count, cards: seen } => match seen {
            Some(set) if !set.is_empty() => format!("{who} discards the {}.", cards(*set)),
            _ if *count == 1 => format!("{who} discards one card."),
            _ => format!("{who} discards {count} cards."),
        },
        Msg::Pushed { who, factor } => {
            format!("{who} pushes the skat on: the deal now counts ×{factor}.")
        }
        Msg::RamschTrick {
            who,
            number,
            points,
        } => format!("{who} takes trick {number} ({points} card points)."),
        Msg::SkatRevealed { cards: set } => format!("The skat: {}.", cards(*set)),
        Msg::DealScored { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .map(|(name, s)| match s {
                    0 => format!("{name} 0"),
                    s if *s < 0 => format!("{name} {s} (a bonus)"),
                    s => format!("{name} +{s}"),
                })
                .collect();
            format!("Penalty points this deal: {}.", parts.join(", "))
        }
        Msg::RamschMatchOver { winners } => match winners.as_slice() {
            [one] => format!("The match is over: {one} has the fewest penalty points and wins!"),
            many => format!(
                "The match is over: {} share first place with the fewest penalty points.",
                list(many)
            ),
        },
        Msg::PromptLookOrBlind => "Look at your cards, or knock blind before you look.".to_owned(),
        Msg::PromptLook => "Look at your cards.".to_owned(),
        Msg::PromptPlay => "Your turn: play a card.".to_owned(),
        Msg::PromptPlayOrKnock => "Your turn: play a card, or knock first.".to_owned(),
        Msg::PromptForcedBlind { value, up } => {
            if *up {
                format!("You are one point from the limit: you must knock blind to {value} before the first card.")
            } else {
                format!("You have one mark left: you must knock blind to {value} before the first card.")
            }
        }
        Msg::PromptHammer => {
            "You are on the hammer: announce it (knock to 2). You may look at your cards first."
                .to_owned()
        }
        Msg::WaitingFor { who } => format!("Waiting for {who}…"),
        Msg::WaitingForced { who } => format!("{who} is on the hammer and must knock first…"),
        Msg::PromptAnswer {
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
        Msg::PromptHammerAnswer { poor, cost, up } => format!(
            "{poor} is on the hammer: this hand is worth 2. Decide before you look: play for 2, or lay your cards down ({}).",
            if *up {
                format!("you get {}", amount(*cost, true))
            } else {
                format!("you lose {}", amount(*cost, false))
            }
        ),
        Msg::PromptChallenge {
            exchanger,
            laundry,
            three,
        } => {
            if *laundry {
                format!("{exchanger} calls laundry. Turn his cards (a bluff costs him 1, real laundry costs you 1), or let it stand.")
            } else if *three {
                format!("{exchanger} exchanged his hand. Turn three of his cards at random (free), or let it stand.")
            } else {
                format!("{exchanger} exchanged his hand. Turn his cards to check for courts, or let it stand.")
            }
        }
        Msg::PromptFourthCard { exchanger } => format!(
            "Three courts. Turn {exchanger}'s last card (a court costs you 1, a numeral costs him 1), or stop."
        ),
        Msg::PromptPretty { requester } => {
            format!("{requester} asks for pretty ones: a redeal. Agree?")
        }
        Msg::PromptGrandHand => "Play a Grand Hand alone, or pass?".to_owned(),
        Msg::PromptSkat { factor } => {
            format!("Pick up the skat and discard two, or push it on unseen (the deal would count ×{factor}).")
        }
        Msg::PromptDiscard { count } => {
            if *count == 1 {
                "Choose one card to discard.".to_owned()
            } else {
                format!("Choose {count} cards to discard.")
            }
        }
        Msg::PromptOver => "This hand is over.".to_owned(),
        Msg::MarksLeft { n } => {
            if *n == 1 {
                "1 mark left".to_owned()
            } else {
                format!("{n} marks left")
            }
        }
        Msg::PointsOf { n, limit } => format!("{n} of {limit} points"),
        Msg::Knollen { n } => {
            if *n == 1 {
                "1 Knolle".to_owned()
            } else {
                format!("{n} Knollen")
            }
        }
        Msg::CardsLeft { n } => {
            if *n == 1 {
                "1 card".to_owned()
            } else {
                format!("{n} cards")
            }
        }
        Msg::HiddenCards { n } => {
            if *n == 1 {
                "1 hidden card".to_owned()
            } else {
                format!("{n} hidden cards")
            }
        }
        Msg::ValueNow { value, knocker } => match knocker {
            Some(k) => format!("Value {value} · {k} knocked"),
            None => format!("Value {value}"),
        },
        Msg::HandNumber { n } => format!("Hand {}", n + 1),
        Msg::DealNumber { n, of } => format!("Deal {} of {of}", n + 1),
        Msg::GameNumber { n, of } => match of {
            Some(of) => format!("Game {} of {of}", n + 1),
            None => format!("Game {}", n + 1),
        },
        Msg::PassDevice { who } => format!("Pass the device to {who}."),
        Msg::ReadyAs { who } => format!("I am {who}: show my cards"),
        Msg::KnockAs { who } => format!("Knock ({who})"),
        Msg::MatchPoints { n } => format!("{} match points", crate::i18n::number(*n, false)),
        Msg::PenaltyTotal { n } => format!("{n} penalty points"),
        Msg::CardPoints { n } => format!("{n} card points"),
        Msg::LastTrickBy { who } => format!("Last trick: {who}"),
        Msg::ReplayStep { i, n } => format!("Step {i} of {n}"),
        Msg::Refused(r) => refused(*r),
        Msg::Ruleset(e) => ruleset(e),
        Msg::Setup(e) => setup(e),
        Msg::Link(e) => link(e),
        Msg::Save(e) => save(e),
        Msg::StorageFull => {
            "This browser's storage is full: the match goes on, but it is not saved.".to_owned()
        }
        Msg::SecondTab => "Schräm is already open in another tab. This tab does not save, so the other one is not overwritten.".to_owned(),
        Msg::RulesetSaved { name } => format!("Saved as “{name}”."),
        Msg::RulesetsDropped { names } => format!(
            "These saved rule sets no longer work and were set aside: {}.",
            list(names)
        ),
        Msg::RulesetsUnreadable(e) => match e {
            RulesetsError::Damaged => "Your saved rule sets are damaged and could not be read.",
            RulesetsError::FromTheFuture => {
                "Your saved rule sets come from a newer version of the game."
            }
        }
        .to_owned(),
        Msg::Imported { warnings } => {
            if *warnings == 0 {
                "Imported.".to_owned()
            } else {
                format!("Imported, with {warnings} note(s):")
            }
        }
        Msg::ImportWarning(w) => match w {
            ImportWarning::MatchKeptAsBackup(e) => {
                format!("the match was kept as a backup: {}", save(e))
            }
            ImportWarning::Foreign(key) => format!("“{key}” is not the game's and was skipped"),
            ImportWarning::Damaged(key) => format!("“{key}” is damaged and was skipped"),
        },
        Msg::ImportFailed(e) => match e {
            ImportError::NotAnExport => "This file is not a Schräm export.".to_owned(),
            ImportError::OtherFormat(f) => {
                format!("This file is a “{f}” export, which this version cannot read.")
            }
        },
        Msg::LinkCopied => "Link copied.".to_owned(),
    }
}

fn refused(r: Refused) -> String {
    match r {
        Refused::Schraem(e) => schraem_rule(e),
        Refused::Ramsch(e) => ramsch_rule(e),
        Refused::Act(e) => match e {
            ActError::UnknownAct(a) => format!("“{a}” is not a move of this game."),
            ActError::Needs { act, field } => format!("The move “{act}” needs its “{field}”."),
            ActError::Extra { act } => format!("The move “{act}” has fields it does not take."),
        },
    }
}

fn schraem_rule(e: schraem::RuleError) -> String {
    use schraem::RuleError as E;
    match e {
        E::NoSuchSeat(s) => format!("There is no seat {}.", s.0 + 1),
        E::NotInPlay => "No hand is being played.".to_owned(),
        E::NotYourTurn => "It is not your turn.".to_owned(),
        E::NotActive => "You are not in this hand.".to_owned(),
        E::CardNotInHand(c) => format!("You do not hold the {}.", card_name(c)),
        E::MustFollowSuit(s) => format!("You must follow suit: play {}.", suit_plural(s)),
        E::KnockTwice => "You knocked last: someone else must knock before you again.".to_owned(),
        E::KnockMax(m) => format!("The hand is already worth {m}, the most it can be."),
        E::KnockLimit { value, marks } => {
            format!("You may not knock to {value} with {marks} left.")
        }
        E::KnockNotLeader => {
            "Only the player on lead may raise (and, to 3, the raiser and those who held at 2)."
                .to_owned()
        }
        E::KnockNotOnTurn => "Only the player about to play a card may knock.".to_owned(),
        E::NoKnocking => "There is no knocking in this hand.".to_owned(),
        E::BlindKnockAfterLooking => "You have looked: a blind knock is too late.".to_owned(),
        E::BlindKnockAfterLead => "Blind knocks are only allowed before the first card.".to_owned(),
        E::BlindKnockLimit { value, max } => match max {
            Some(max) => format!("A blind knock may go up to {max}, not {value}."),
            None => "These rules have no blind knocks.".to_owned(),
        },
        E::ForcedKnockPending => "The player on the hammer must knock first.".to_owned(),
        E::ForcedKnockMustBeBlind => "Your forced knock must be made blind.".to_owned(),
        E::NoKnockToAnswer => "There is no knock to answer.".to_owned(),
        E::AlreadyLooked => "You have already looked at your cards.".to_owned(),
        E::DecideBeforeLooking => {
            "Against the hammer you decide before looking at your cards.".to_owned()
        }
        E::ExchangeNotAllowed => "These rules have no exchange.".to_owned(),
        E::ExchangeAfterLead => "Exchanges are only allowed before the first card.".to_owned(),
        E::AlreadyExchanged => "You have already exchanged in this hand.".to_owned(),
        E::StockTooSmall => "There are not enough cards left for an exchange.".to_owned(),
        E::NotAllCourts => "Only a hand of four courts may be exchanged.".to_owned(),
        E::NoExchangeToChallenge => "There is nothing to challenge.".to_owned(),
        E::BadTurnCount(n) => format!("You cannot turn {n} cards here."),
        E::PrettyOnesNotAllowed => {
            "Pretty ones only when everyone left is on his last mark, before the first card."
                .to_owned()
        }
        E::NoRequestToAnswer => "There is no request to answer.".to_owned(),
        E::NotInVariant => "That is not part of these rules.".to_owned(),
    }
}

fn suit_plural(s: crate::engine::cards::Suit) -> &'static str {
    ["clubs", "spades", "hearts", "diamonds"][s.index()]
}

fn ramsch_rule(e: ramsch::RuleError) -> String {
    use ramsch::RuleError as E;
    match e {
        E::NotYourTurn => "It is not your turn.".to_owned(),
        E::NoSuchSeat => "Schieberamsch has seats 1 to 3 only.".to_owned(),
        E::DealOver => "This deal is over.".to_owned(),
        E::MatchOver => "The match is over.".to_owned(),
        E::GrandHandNotAllowed => "These rules have no Grand Hand.".to_owned(),
        E::NotOfferRound => "The Grand Hand round is over.".to_owned(),
        E::KontraReNotAllowed => "These rules have no Kontra or Re.".to_owned(),
        E::KontraOnlyInGrandHand => "Kontra and Re are said only against a Grand Hand.".to_owned(),
        E::KontraOnlyByOpponent => "Only an opponent of the soloist may say Kontra.".to_owned(),
        E::KontraAlreadySaid => "Kontra has already been said.".to_owned(),
        E::KontraTooLate => "Kontra only before your first card.".to_owned(),
        E::ReOnlyBySoloist => "Only the soloist may say Re.".to_owned(),
        E::ReOnlyAfterKontra => "Re only after a Kontra.".to_owned(),
        E::ReAlreadySaid => "Re has already been said.".to_owned(),
        E::ReTooLate => "Re only before your next card after the Kontra.".to_owned(),
        E::NotSkatRound => "The skat is not going round now.".to_owned(),
        E::PickUpOneNotAllowed => "These rules take both skat cards or none.".to_owned(),
        E::NoSuchSkatCard => "There is no such skat card.".to_owned(),
        E::CardNotInSkat => "That card is not in the skat.".to_owned(),
        E::MustDiscard => "You have picked up the skat: discard first.".to_owned(),
        E::NothingPickedUp => "Pick up the skat before you discard.".to_owned(),
        E::DiscardCount { expected } => {
            if expected == 1 {
                "Discard exactly one card.".to_owned()
            } else {
                "Discard exactly two cards.".to_owned()
            }
        }
        E::JacksMayNotBeDiscarded => "Jacks may not be discarded.".to_owned(),
        E::CardNotInHand => "You do not hold that card.".to_owned(),
        E::NotPlayPhase => "No card may be played before the skat has gone round.".to_owned(),
        E::MustFollowSuit(s) => format!("You must follow suit: play {}.", suit_plural(s)),
        E::MustFollowTrump => "A jack was led: you must play a jack.".to_owned(),
        E::UnknownAct => "That is not a move of Schieberamsch.".to_owned(),
        E::MissingCard => "A card is missing from the move.".to_owned(),
        E::MissingCards => "Cards are missing from the move.".to_owned(),
        E::NoDealAvailable => "There are no cards for the next deal.".to_owned(),
    }
}

fn ruleset(e: &RulesetError) -> String {
    match e {
        RulesetError::UnknownPreset(id) => format!("There are no rules called “{id}”."),
        RulesetError::UnknownOption(id) => format!("There is no rule option “{id}”."),
        RulesetError::BadValue { option, value, .. } => {
            format!("The option “{option}” cannot be {value}.")
        }
        RulesetError::Conflict(c) => conflict(c),
    }
}

fn conflict(c: &Conflict) -> String {
    match c {
        Conflict::Players {
            min, max, found, ..
        } => {
            if min == max {
                format!("These rules are for {min} players, not {found}.")
            } else {
                format!("These rules are for {min} to {max} players, not {found}.")
            }
        }
        Conflict::EscapeNeedsHalves => {
            "Hands without points are played as two halves and a play-off (or a single game)."
                .to_owned()
        }
        Conflict::LongOneNeedsMarks => {
            "The long one needs marks or points to be counted.".to_owned()
        }
    }
}

fn setup(e: &SetupError) -> String {
    match e {
        SetupError::Malformed(_) => "The game record is unreadable.".to_owned(),
        SetupError::Format(f) => {
            format!("The record is of the format “{f}”, which this version cannot read.")
        }
        SetupError::Ruleset(r) => ruleset(r),
        SetupError::Players { found, min, max } => {
            if min == max {
                format!("This game needs {min} players, not {found}.")
            } else {
                format!("This game is for {min} to {max} players, not {found}.")
            }
        }
        SetupError::PlayersOption { names, option } => {
            format!("The record names {names} players but its rules say {option}.")
        }
        SetupError::Start(s) => match s {
            StartError::Length {
                found, expected, ..
            } => {
                format!("The starting scores list {found} players, not {expected}.")
            }
            StartError::OutOfRange {
                seat,
                value,
                min,
                max,
                ..
            } => format!(
                "The starting score {value} of seat {} is outside {min} to {max}.",
                seat + 1
            ),
            StartError::Dealer { seat, .. } => {
                format!("Seat {} cannot deal: there is no such seat.", seat + 1)
            }
            StartError::Value { value, min, max } => {
                format!("A hand cannot start at {value}: it must be {min} to {max}.")
            }
            StartError::NotUsed { field } => format!("This game does not use “{field}”."),
            StartError::GameOver => "That position is already the end of the game.".to_owned(),
        },
        SetupError::Deal { index, error } => format!("Deal {}: {}", index + 1, deal(error)),
        SetupError::NoCards => "The record has no cards to deal.".to_owned(),
    }
}

fn deal(e: &DealError) -> String {
    match e {
        DealError::Hands { found, expected } => {
            format!("{found} hands for {expected} players.")
        }
        DealError::HandSize {
            seat,
            found,
            expected,
        } => format!("seat {} has {found} cards instead of {expected}.", seat + 1),
        DealError::CardTwice(c) => format!("the {} is dealt twice.", card_name(*c)),
        DealError::Skat { found } => format!("the skat has {found} cards instead of 2."),
    }
}

fn kind(k: LinkKind) -> &'static str {
    match k {
        LinkKind::Ruleset => "rules",
        LinkKind::Hand => "hand",
    }
}

fn link(e: &LinkError) -> String {
    match e {
        LinkError::TooLong { .. } => "This link is too long to be a Schräm link.".to_owned(),
        LinkError::NotSchraem => "This is not a Schräm link.".to_owned(),
        LinkError::NewerVersion => {
            "This link was made by a newer version of Schräm: reload to update.".to_owned()
        }
        LinkError::WrongKind { expected, found } => format!(
            "This is a {} link, not a {} link.",
            kind(*found),
            kind(*expected)
        ),
        LinkError::Damaged(_) => "This link is damaged (cut off or changed).".to_owned(),
        LinkError::Rules(r) => format!("This link's rules cannot be played: {}", ruleset(r)),
        LinkError::Hand(ReplayFailure::Illegal { index, reason, .. }) => format!(
            "Move {} of this hand is against the rules: {}",
            index + 1,
            refused(reason.into())
        ),
        LinkError::Hand(ReplayFailure::Setup(s)) => {
            format!("This hand cannot be shown: {}", setup(s))
        }
    }
}

fn save(e: &SaveError) -> String {
    match e {
        SaveError::Malformed(_) => "The saved match is damaged.".to_owned(),
        SaveError::FromTheFuture(_) => {
            "The saved match was written by a newer version of the game.".to_owned()
        }
        SaveError::DoesNotReplay(_) => "The saved match does not replay.".to_owned(),
        SaveError::SeatsDoNotMatch => "The saved match's seats do not fit its record.".to_owned(),
    }
}
