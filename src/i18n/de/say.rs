//! Deutsche Sätze.

use super::data::{kept_as_backup, last_played};
use super::errors::{refused, ruleset, save, setup};
use super::grammar::{does, the_card, Case};
use crate::i18n::{join, HintWhy, Msg, Who};
use crate::session::RulesetsError;

pub(in crate::i18n) fn list(items: &[&str]) -> String {
    join(items, "und")
}

pub(super) fn say(msg: &Msg) -> String {
    match msg {
        Msg::Played { who, card } => format!(
            "{} {}.",
            does(*who, "spielt", "spielst"),
            the_card(*card, Case::Acc)
        ),
        Msg::PromptPlay => "Du bist dran: Spiel eine Karte.".to_owned(),
        Msg::WaitingFor { who } => format!("{who} ist dran …"),
        Msg::PromptOver => "Dieses Spiel ist vorbei.".to_owned(),
        Msg::MarksLeft { n } => format!("noch {n} Schräm"),
        Msg::PointsOf { n, limit } => format!("{n} von {limit} Punkten"),
        Msg::Knollen { n } => {
            if *n == 1 {
                "1 Knolle".to_owned()
            } else {
                format!("{n} Knollen")
            }
        }
        Msg::CardsLeft { n } => {
            if *n == 1 {
                "1 Karte".to_owned()
            } else {
                format!("{n} Karten")
            }
        }
        Msg::HiddenCards { n } => {
            if *n == 1 {
                "1 verdeckte Karte".to_owned()
            } else {
                format!("{n} verdeckte Karten")
            }
        }
        Msg::HandNumber { n } => format!("Spiel {}", n + 1),
        Msg::DealNumber { n, of } => format!("Spiel {} von {of}", n + 1),
        Msg::GameNumber { n, of } => match of {
            Some(of) => format!("Partie {} von {of}", n + 1),
            None => format!("Partie {}", n + 1),
        },
        Msg::PassDevice { who } => format!("Gib das Gerät an {who} weiter."),
        Msg::ReadyAs { who } => format!("Ich bin {who}: meine Karten zeigen"),
        Msg::MatchPoints { n } => format!("{} Wertungspunkte", crate::i18n::number(*n, true)),
        Msg::PenaltyTotal { n } => format!("{n} Minuspunkte"),
        Msg::CardPoints { n } => format!("{n} Augen"),
        Msg::LastTrickBy { who } => match who {
            Who::You => "Letzter Stich: deiner".to_owned(),
            Who::Named(name) => format!("Letzter Stich: {name}"),
        },
        Msg::PresetChanged { preset } => format!("{preset} – geändert"),
        Msg::ChangedOptions { changes } => {
            let each: Vec<String> = changes.iter().map(|(o, v)| format!("{o} „{v}“")).collect();
            format!("Anders als in der Vorlage: {}.", each.join(", "))
        }
        Msg::OtherwiseAsPreset { summary } => format!("Sonst wie die Vorlage: {summary}"),
        Msg::WaitingForPhone { who } => format!("{who} ist dran, aber das Handy von {who} ist nicht verbunden: Lade es über Menü → Handys am Tisch ein."),
        Msg::HintCard { card } => format!("Tipp: {} spielen.", the_card(*card, Case::Acc)),
        Msg::HintButton { label } => format!("Tipp: „{label}“."),
        Msg::HintKeep { card, keep } => format!(
            "Tipp: {} spielen und {} für den letzten Stich behalten.",
            the_card(*card, Case::Acc),
            the_card(*keep, Case::Acc)
        ),
        Msg::HintButtonWhy { label, why } => format!("Tipp: „{label}“ – {}.", hint_why(*why)),
        Msg::Refused(r) => refused(r),
        Msg::Ruleset(e) => ruleset(e),
        Msg::Setup(e) => setup(e),
        Msg::Save(e) => save(e),
        Msg::SlateDamaged(e) => super::real_cards::damaged(e),
        Msg::TournamentDamaged(e) => super::real_cards::tournament_damaged(*e),
        Msg::StorageFull => {
            "Der Speicher dieses Browsers ist voll: Die Partie geht weiter, wird aber nicht gespeichert.".to_owned()
        }
        Msg::SecondTab => "Schräm ist schon in einem anderen Tab offen. Dieser Tab speichert nicht, damit der andere nicht überschrieben wird.".to_owned(),
        Msg::RulesetSaved { name } => format!("Gespeichert als „{name}“."),
        Msg::RulesetsDropped { names } => format!(
            "Diese gespeicherten Regeln passen nicht mehr und wurden beiseitegelegt: {}.",
            list(names)
        ),
        Msg::RulesetsUnreadable(e) => match e {
            RulesetsError::Damaged => {
                "Deine gespeicherten Regeln sind beschädigt und ließen sich nicht lesen."
            }
            RulesetsError::FromTheFuture => {
                "Deine gespeicherten Regeln stammen aus einer neueren Version des Spiels."
            }
        }
        .to_owned(),
        Msg::LinkCopied => "Link kopiert.".to_owned(),
        Msg::KeptAsBackup(saved) => kept_as_backup(*saved),
        Msg::LastPlayed(when) => last_played(*when),
        Msg::Game(said) => said.say::<super::De>(),
        crate::i18n::said_on_screens!() => crate::i18n::say_on_screens(crate::i18n::Lang::De, msg),
    }
}

fn hint_why(why: HintWhy) -> &'static str {
    match why {
        HintWhy::Knock => "deine Karten haben gute Chancen auf den letzten Stich",
        HintWhy::Hold => "deine Karten sind den höheren Einsatz wert",
        HintWhy::Fold => "der Einsatz ist für diese Karten zu hoch",
    }
}
