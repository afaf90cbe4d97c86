//! English sentences.

use super::data::{import_failed, import_warning, imported, kept_as_backup, last_played};
use super::errors::{link, refused, ruleset, save, setup};
use super::grammar::{
    amount, cards, does, does_inside, pays, subject, subject_inside, the_card, the_cards, times,
    verb, whose,
};
use crate::engine::schraem::Verdict;
use crate::i18n::{join, HintWhy, Knock, Msg, Who};
use crate::session::RulesetsError;
use crate::session::{Choice, DealStory, HandStory, Lesson};

pub(super) fn list(items: &[&str]) -> String {
    join(items, "and")
}

/// A decision of the review: a card with its article, or a button's name.
fn choice(c: Choice) -> String {
    match c {
        Choice::Card(card) => the_card(card),
        Choice::Hold => super::TEXTS.hold.to_owned(),
        Choice::Fold => super::TEXTS.fold.to_owned(),
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
        Msg::HandStarted { hand, dealer, value } => format!(
            "Hand {}: {}; the hand is worth {value}.",
            hand + 1,
            does_inside(*dealer, "deals", "deal")
        ),
        Msg::Kolsch { pips } => format!("{pips} pips in your hand: you buy a round of Kölsch!"),
        Msg::Knocked { who, value, how } => match how {
            Knock::Sighted => format!("{} to {value}.", does(*who, "knocks", "knock")),
            Knock::Blind => format!("{} blind to {value}.", does(*who, "knocks", "knock")),
            Knock::Forced => format!(
                "{} on the hammer and {} to {value}.",
                does(*who, "is", "are"),
                verb(*who, "knocks", "knock")
            ),
        },
        Msg::Held { who } => format!("{}.", does(*who, "holds", "hold")),
        Msg::Folded { who, lost, up } => format!(
            "{} and {}.",
            does(*who, "folds", "fold"),
            pays(*who, *lost, *up)
        ),
        Msg::Played { who, card } => {
            format!("{} {}.", does(*who, "plays", "play"), the_card(*card))
        }
        Msg::TrickWon { who, trick } => format!(
            "{} the {} trick.",
            does(*who, "wins", "win"),
            ordinal(u32::from(*trick) + 1)
        ),
        Msg::Exchanged { who } => format!(
            "{} {} hand face down and {} new cards.",
            does(*who, "lays", "lay"),
            verb(*who, "their", "your"),
            verb(*who, "draws", "draw")
        ),
        Msg::LaundryCalled { who } => format!(
            "{} laundry and {} {} hand face down.",
            does(*who, "calls", "call"),
            verb(*who, "lays", "lay"),
            verb(*who, "their", "your")
        ),
        Msg::Challenged {
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
        Msg::Penalty { who, lost, out, up } => {
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
        Msg::Declined { who } => format!("{}.", does(*who, "declines", "decline")),
        Msg::RedealRequested { who } => {
            format!("{} for pretty ones: a redeal.", does(*who, "asks", "ask"))
        }
        Msg::Agreed { who } => format!("{}.", does(*who, "agrees", "agree")),
        Msg::RedealFourCourts { who } => format!(
            "{} four courts: the cards are dealt again.",
            does(*who, "has", "have")
        ),
        Msg::RedealPretty => "Everyone agrees: the cards are dealt again.".to_owned(),
        Msg::Lost { who, lost, up } => format!("{} {}.", subject(*who), pays(*who, *lost, *up)),
        Msg::HandWon {
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
        Msg::NobodyWins { folder, value } => format!(
            "{} folded, but {} card took the last trick: nobody wins this hand, everyone still in pays {value}.",
            does(*folder, "had", "had"),
            verb(*folder, "their", "your")
        ),
        Msg::HandResult {
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
        Msg::Escaped { who } => format!("{} safe.", does(*who, "is", "are")),
        Msg::Eliminated { who } => format!("{} out.", does(*who, "is", "are")),
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
        Msg::MatchOver {
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
        Msg::NotCounted { of, grand: true } => format!(
            "scores, but is not one of the {of} deals: the same dealer deals again"
        ),
        Msg::NotCounted { of, grand: false } => format!(
            "void, not one of the {of} deals: the same dealer deals again"
        ),
        Msg::DealStarted { counted, again: false, dealer } => format!(
            "Deal {}: {}.",
            counted + 1,
            does_inside(*dealer, "deals", "deal")
        ),
        Msg::DealStarted { counted, again: true, dealer } => format!(
            "Deal {} once more: {} again.",
            counted + 1,
            does_inside(*dealer, "deals", "deal")
        ),
        Msg::GrandHandAnnounced { who } => {
            format!("{} a Grand Hand!", does(*who, "plays", "play"))
        }
        Msg::PassedGrand { who } => format!("{}.", does(*who, "passes", "pass")),
        Msg::RamschBegins => "No Grand Hand: Schieberamsch is played.".to_owned(),
        Msg::Kontra { who } => format!("{} Kontra.", does(*who, "says", "say")),
        Msg::Re { who } => format!("{} Re.", does(*who, "says", "say")),
        Msg::PickedUp { who, count, cards: seen } => {
            let takes = does(*who, "picks up", "pick up");
            match seen {
                Some(set) if !set.is_empty() => format!("{takes} {}.", the_cards(*set)),
                _ if *count == 1 => format!("{takes} one skat card."),
                _ => format!("{takes} the skat."),
            }
        }
        Msg::Discarded { who, count, cards: seen } => {
            let puts = does(*who, "discards", "discard");
            match seen {
                Some(set) if !set.is_empty() => format!("{puts} {}.", the_cards(*set)),
                _ if *count == 1 => format!("{puts} one card."),
                _ => format!("{puts} {count} cards."),
            }
        }
        Msg::Pushed { who, factor } => format!(
            "{} the skat on: the deal now counts {}.",
            does(*who, "pushes", "push"),
            times(*factor)
        ),
        Msg::RamschTrick {
            who,
            number,
            points,
        } => format!(
            "{} trick {number} ({points} card points).",
            does(*who, "takes", "take")
        ),
        Msg::SkatRevealed { cards: set } => format!("The skat: {}.", the_cards(*set)),
        Msg::DealScored { scores } => {
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
        Msg::PromptHammerAnswer {
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
        Msg::PromptChallenge {
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
        Msg::PromptFourthCard { exchanger } => format!(
            "Three courts. Turn {exchanger}'s last card (a court costs you 1, a numeral costs {exchanger} 1), or stop."
        ),
        Msg::PromptPretty { requester } => {
            format!("{requester} asks for pretty ones: a redeal. Agree?")
        }
        Msg::PromptGrandHand => "Play a Grand Hand alone, or pass?".to_owned(),
        Msg::PromptSkat { factor } => {
            format!("Pick up the skat and discard two, or push it on unseen (the deal would count {}).", times(*factor))
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
            Some(k) => format!("Value {value} · {} knocked", subject_inside(*k)),
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
        Msg::LastTrickBy { who } => match who {
            Who::You => "Last trick: yours".to_owned(),
            Who::Named(name) => format!("Last trick: {name}"),
        },
        Msg::ReplayStep { i, n } => format!("Step {i} of {n}"),
        Msg::PresetChanged { preset } => format!("{preset} – changed"),
        Msg::ChangedOptions { changes } => {
            let each: Vec<String> = changes.iter().map(|(o, v)| format!("{o} “{v}”")).collect();
            format!("Changed from the preset: {}.", each.join(", "))
        }
        Msg::OtherwiseAsPreset { summary } => format!("Otherwise as the preset: {summary}"),
        Msg::WaitingForPhone { who } => format!("It is {who}’s turn, but {who}’s phone is not connected: invite it under Menu → Phones at the table."),
        Msg::ScoreOutOfRange { max } => format!("Whole numbers from 0 to {max} only."),
        Msg::HintCard { card } => format!("Hint: play {}.", the_card(*card)),
        Msg::HintButton { label } => format!("Hint: “{label}”."),
        Msg::HintKeep { card, keep } => format!(
            "Hint: play {} and keep {} for the last trick.",
            the_card(*card),
            the_card(*keep)
        ),
        Msg::HintButtonWhy { label, why } => format!("Hint: “{label}” — {}.", hint_why(*why)),
        Msg::ReviewVerdict { story } => match *story {
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
        Msg::ReviewTrick { n, who } => match who {
            Some(who) => format!("Trick {}: {who} took it", n + 1),
            None => format!("Trick {}", n + 1),
        },
        Msg::ReviewKept {
            n,
            choice: choice_made,
        } => {
            format!(
                "Trick {}: {} — the last trick was yours to take.",
                n + 1,
                choice(*choice_made)
            )
        }
        Msg::ReviewCost { n, card, better } => format!(
            "Trick {}: {} cost you the hand — {} would have kept the last trick.",
            n + 1,
            the_card(*card),
            the_card(*better)
        ),
        Msg::ReviewFoldCost { n } => {
            format!("Trick {}: folding gave up a hand you could have won.", n + 1)
        }
        Msg::ReviewNoWin {
            n,
            choice: choice_made,
        } => {
            format!(
                "Trick {}: {} — nothing could win the last trick any more.",
                n + 1,
                choice(*choice_made)
            )
        }
        Msg::RamschVerdict { got, story } => match *story {
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
        Msg::RamschCost { n, card, better, more } => format!(
            "Trick {}: after {}, best play could have given you {more} penalty points more than after {}.",
            n + 1,
            the_card(*card),
            the_card(*better)
        ),
        Msg::RamschAllBest => "Each of your cards in the last five tricks was the best one.".to_owned(),
        Msg::Lesson(l) => match l {
            Lesson::Look => "Your cards lie face down. Tap “Look at cards” to see them.",
            Lesson::KeepYourBest => "Only the last trick counts. You lead: play a low card, the Seven of Clubs, and keep your Ten of Hearts (tens are the highest: 10 9 8 7 A K Q J).",
            Lesson::FollowSuit => "Gerda led spades: you must follow suit if you can. Play your only spade, the Seven.",
            Lesson::Hold => "Hans knocked: the hand is now worth 2. Fold and you pay 1 now; hold and you play on for 2. Your Ten of Hearts is still the best heart: hold!",
            Lesson::TakeTheLead => "Hans leads diamonds. Your Ten of Diamonds takes the trick, so you will lead the last one.",
            Lesson::Knock => "You will lead the last trick with the best card left. Knock to raise the stake to 3!",
            Lesson::LastTrick => "Play the Ten of Hearts: whoever takes the last trick wins the hand.",
            Lesson::Chalk => "The hand is yours. Everyone who held loses the hand's value in marks, everyone who folded what it was worth before the knock; the chalk at each name shows the marks left. Whoever has no marks left is out; the last one in wins the game.",
        }
        .to_owned(),
        Msg::Refused(r) => refused(r),
        Msg::Ruleset(e) => ruleset(e),
        Msg::Setup(e) => setup(e),
        Msg::Link(e) => link(e),
        Msg::Save(e) => save(e),
        Msg::SlateEntry { error, names } => super::real_cards::entry_error(*error, names),
        Msg::SlateDamaged(e) => super::real_cards::damaged(e),
        Msg::SlateFoldedAt { value } => super::real_cards::folded_at(*value),
        Msg::SlateFoldedCard { who } => super::real_cards::folded_card(who),
        Msg::TournamentRound { n, of, series } => super::real_cards::round(*n, *of, *series),
        Msg::TableNumber { n } => super::real_cards::table(*n),
        Msg::DealsFirst { who } => super::real_cards::deals_first(who),
        Msg::TournamentWon { winners } => super::real_cards::won(winners),
        Msg::Tournament(e) => super::real_cards::tournament_error(e),
        Msg::TournamentDamaged(e) => super::real_cards::tournament_damaged(*e),
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
        Msg::Imported { warnings } => imported(*warnings),
        Msg::ImportWarning(w) => import_warning(w),
        Msg::ImportFailed(e) => import_failed(e),
        Msg::LinkCopied => "Link copied.".to_owned(),
        Msg::KeptAsBackup(saved) => kept_as_backup(*saved),
        Msg::LastPlayed(when) => last_played(*when),
    }
}

fn hint_why(why: HintWhy) -> &'static str {
    match why {
        HintWhy::Knock => "your cards have a good chance at the last trick",
        HintWhy::Hold => "your cards are worth the higher stake",
        HintWhy::Fold => "the stake is too high for these cards",
    }
}
