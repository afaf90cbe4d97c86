//! Phrases en français.

use super::data::{kept_as_backup, last_played};
use super::errors::{refused, ruleset, save, setup};
use super::grammar::{does, subject_inside, the_card};
use crate::i18n::{join, HintWhy, Msg};
use crate::session::RulesetsError;

pub(in crate::i18n) fn list(items: &[&str]) -> String {
    join(items, "et")
}

pub(super) fn say(msg: &Msg) -> String {
    match msg {
        Msg::Played { who, card } => {
            format!("{} {}.", does(*who, "joue", "jouez"), the_card(*card))
        }
        Msg::PromptPlay => "À vous : jouez une carte.".to_owned(),
        Msg::WaitingFor { who } => format!("C'est à {who}…"),
        Msg::PromptOver => "Cette main est terminée.".to_owned(),
        Msg::MarksLeft { n } => {
            if *n <= 1 {
                format!("{n} marque restante")
            } else {
                format!("{n} marques restantes")
            }
        }
        Msg::PointsOf { n, limit } => format!("{n} points sur {limit}"),
        Msg::Knollen { n } => {
            if *n <= 1 {
                format!("{n} Knolle")
            } else {
                format!("{n} Knollen")
            }
        }
        Msg::CardsLeft { n } => {
            if *n <= 1 {
                format!("{n} carte")
            } else {
                format!("{n} cartes")
            }
        }
        Msg::HiddenCards { n } => {
            if *n <= 1 {
                format!("{n} carte cachée")
            } else {
                format!("{n} cartes cachées")
            }
        }
        Msg::HandNumber { n } => format!("Main {}", n + 1),
        Msg::DealNumber { n, of } => format!("Donne {} sur {of}", n + 1),
        Msg::GameNumber { n, of } => match of {
            Some(of) => format!("Partie {} sur {of}", n + 1),
            None => format!("Partie {}", n + 1),
        },
        Msg::PassDevice { who } => format!("Passez l'appareil à {who}."),
        Msg::ReadyAs { who } => format!("Je suis {who} : montrer mes cartes"),
        Msg::MatchPoints { n } => {
            format!("{} points de classement", crate::i18n::number(*n, true))
        }
        Msg::PenaltyTotal { n } => format!("{n} points de pénalité"),
        Msg::CardPoints { n } => format!("{n} points de cartes"),
        Msg::LastTrickBy { who } => format!("Dernier pli : {}", subject_inside(*who)),
        Msg::PresetChanged { preset } => format!("{preset} – modifié"),
        Msg::ChangedOptions { changes } => {
            let each: Vec<String> = changes.iter().map(|(o, v)| format!("{o} « {v} »")).collect();
            format!("Différent du modèle : {}.", each.join(", "))
        }
        Msg::OtherwiseAsPreset { summary } => format!("Sinon comme le modèle : {summary}"),
        Msg::WaitingForPhone { who } => format!("C’est à {who} de jouer, mais le téléphone de {who} n’est pas connecté : invitez-le via Menu → Téléphones à la table."),
        Msg::HintCard { card } => format!("Conseil : jouer {}.", the_card(*card)),
        Msg::HintButton { label } => format!("Conseil : « {label} »."),
        Msg::HintKeep { card, keep } => format!(
            "Conseil : jouer {} et garder {} pour le dernier pli.",
            the_card(*card),
            the_card(*keep)
        ),
        Msg::HintButtonWhy { label, why } => format!("Conseil : « {label} » — {}.", hint_why(*why)),
        Msg::Refused(r) => refused(r),
        Msg::Ruleset(e) => ruleset(e),
        Msg::Setup(e) => setup(e),
        Msg::Save(e) => save(e),
        Msg::SlateDamaged(e) => super::real_cards::damaged(e),
        Msg::TournamentDamaged(e) => super::real_cards::tournament_damaged(*e),
        Msg::StorageFull => {
            "La mémoire de ce navigateur est pleine : la partie continue, mais elle n'est pas enregistrée.".to_owned()
        }
        Msg::SecondTab => "Schräm est déjà ouvert dans un autre onglet. Cet onglet n'enregistre pas, pour ne pas écraser l'autre.".to_owned(),
        Msg::RulesetSaved { name } => format!("Enregistré sous « {name} »."),
        Msg::RulesetsDropped { names } => format!(
            "Ces règles enregistrées ne fonctionnent plus et ont été mises de côté : {}.",
            list(names)
        ),
        Msg::RulesetsUnreadable(e) => match e {
            RulesetsError::Damaged => "Vos règles enregistrées sont endommagées et illisibles.",
            RulesetsError::FromTheFuture => {
                "Vos règles enregistrées viennent d'une version plus récente du jeu."
            }
        }
        .to_owned(),
        Msg::LinkCopied => "Lien copié.".to_owned(),
        Msg::KeptAsBackup(saved) => kept_as_backup(*saved),
        Msg::LastPlayed(when) => last_played(*when),
        Msg::Game(said) => said.say::<super::Fr>(),
        crate::i18n::said_on_screens!() => crate::i18n::say_on_screens(crate::i18n::Lang::Fr, msg),
    }
}

fn hint_why(why: HintWhy) -> &'static str {
    match why {
        HintWhy::Knock => "vos cartes ont de bonnes chances de faire le dernier pli",
        HintWhy::Hold => "vos cartes valent la mise plus haute",
        HintWhy::Fold => "la mise est trop haute pour ces cartes",
    }
}
