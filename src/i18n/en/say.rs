//! English sentences.

use super::data::{kept_as_backup, last_played};
use super::errors::{refused, ruleset, save, setup};
use super::grammar::{does, the_card};
use crate::i18n::{join, HintWhy, Msg, Who};
use crate::session::RulesetsError;

pub(in crate::i18n) fn list(items: &[&str]) -> String {
    join(items, "and")
}

pub(super) fn say(msg: &Msg) -> String {
    match msg {
        Msg::Played { who, card } => {
            format!("{} {}.", does(*who, "plays", "play"), the_card(*card))
        }
        Msg::PromptPlay => "Your turn: play a card.".to_owned(),
        Msg::WaitingFor { who } => format!("Waiting for {who}…"),
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
        Msg::HandNumber { n } => format!("Hand {}", n + 1),
        Msg::DealNumber { n, of } => format!("Deal {} of {of}", n + 1),
        Msg::GameNumber { n, of } => match of {
            Some(of) => format!("Game {} of {of}", n + 1),
            None => format!("Game {}", n + 1),
        },
        Msg::PassDevice { who } => format!("Pass the device to {who}."),
        Msg::ReadyAs { who } => format!("I am {who}: show my cards"),
        Msg::MatchPoints { n } => format!("{} match points", crate::i18n::number(*n, false)),
        Msg::PenaltyTotal { n } => format!("{n} penalty points"),
        Msg::CardPoints { n } => format!("{n} card points"),
        Msg::LastTrickBy { who } => match who {
            Who::You => "Last trick: yours".to_owned(),
            Who::Named(name) => format!("Last trick: {name}"),
        },
        Msg::PresetChanged { preset } => format!("{preset} – changed"),
        Msg::ChangedOptions { changes } => {
            let each: Vec<String> = changes.iter().map(|(o, v)| format!("{o} “{v}”")).collect();
            format!("Changed from the preset: {}.", each.join(", "))
        }
        Msg::OtherwiseAsPreset { summary } => format!("Otherwise as the preset: {summary}"),
        Msg::WaitingForPhone { who } => format!("It is {who}’s turn, but {who}’s phone is not connected: invite it under Menu → Phones at the table."),
        Msg::HintCard { card } => format!("Hint: play {}.", the_card(*card)),
        Msg::HintButton { label } => format!("Hint: “{label}”."),
        Msg::HintKeep { card, keep } => format!(
            "Hint: play {} and keep {} for the last trick.",
            the_card(*card),
            the_card(*keep)
        ),
        Msg::HintButtonWhy { label, why } => format!("Hint: “{label}” — {}.", hint_why(*why)),
        Msg::Refused(r) => refused(r),
        Msg::Ruleset(e) => ruleset(e),
        Msg::Setup(e) => setup(e),
        Msg::Save(e) => save(e),
        Msg::SlateDamaged(e) => super::real_cards::damaged(e),
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
        Msg::LinkCopied => "Link copied.".to_owned(),
        Msg::KeptAsBackup(saved) => kept_as_backup(*saved),
        Msg::LastPlayed(when) => last_played(*when),
        Msg::Game(said) => said.say::<super::En>(),
        crate::i18n::said_on_screens!() => crate::i18n::say_on_screens(crate::i18n::Lang::En, msg),
    }
}

fn hint_why(why: HintWhy) -> &'static str {
    match why {
        HintWhy::Knock => "your cards have a good chance at the last trick",
        HintWhy::Hold => "your cards are worth the higher stake",
        HintWhy::Fold => "the stake is too high for these cards",
    }
}
