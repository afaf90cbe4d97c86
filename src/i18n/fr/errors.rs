//! Messages d'erreur en français : coups refusés, règles, parties, liens, sauvegardes.

use super::grammar::{given, the_card};
use super::Fr;
use crate::engine::Refusal;
use crate::engine::{
    ActError, Conflict, DealError, ReplayFailure, RulesetError, SetupError, StartError,
};
use crate::i18n::game_words;
use crate::i18n::{Lang, Msg};
use crate::session::SaveError;
use crate::share::{LinkError, LinkKind};

pub(super) fn refused(r: &Refusal) -> String {
    game_words::refused::<Fr>(r, act)
}

fn act(e: &ActError) -> String {
    match e {
        ActError::UnknownAct(a) => format!("« {a} » n'est pas un coup de ce jeu."),
        ActError::Needs { act, field } => format!("Il manque « {field} » au coup « {act} »."),
        ActError::Extra { act } => {
            format!("Le coup « {act} » a des champs qu'il ne connaît pas.")
        }
    }
}

pub(super) fn ruleset(e: &RulesetError) -> String {
    match e {
        RulesetError::UnknownPreset(id) => format!("Il n'existe pas de règles « {id} »."),
        RulesetError::UnknownOption(id) => format!("L'option « {id} » n'existe pas."),
        RulesetError::BadValue { option, value, .. } => {
            format!("L'option « {option} » ne peut pas valoir {value}.")
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
                format!("Ces règles sont pour {min} joueurs, pas {found}.")
            } else {
                format!("Ces règles sont pour {min} à {max} joueurs, pas {found}.")
            }
        }
        Conflict::EscapeNeedsHalves => {
            "Les mains sans points se jouent en deux manches et un barrage (ou en une partie)."
                .to_owned()
        }
        Conflict::LongOneNeedsMarks => {
            "La longue a besoin de marques ou de points comptés.".to_owned()
        }
    }
}

pub(super) fn setup(e: &SetupError) -> String {
    match e {
        SetupError::Malformed(_) => "L'enregistrement de la partie est illisible.".to_owned(),
        SetupError::Format(f) => {
            format!("L'enregistrement est au format « {f} », que cette version ne sait pas lire.")
        }
        SetupError::Ruleset(r) => ruleset(r),
        SetupError::Players { found, min, max } => {
            if min == max {
                format!("Ce jeu se joue à {min}, pas à {found}.")
            } else {
                format!("Ce jeu se joue de {min} à {max} joueurs, pas à {found}.")
            }
        }
        SetupError::PlayersOption { names, option } => {
            format!(
                "L'enregistrement nomme {names} joueurs, mais ses règles en prévoient {option}."
            )
        }
        SetupError::Start(s) => match s {
            StartError::Length {
                found, expected, ..
            } => {
                format!("Les scores de départ comptent {found} joueurs au lieu de {expected}.")
            }
            StartError::OutOfRange {
                seat,
                value,
                min,
                max,
                ..
            } => format!(
                "Le score de départ {value} de la place {} n'est pas entre {min} et {max}.",
                seat + 1
            ),
            StartError::Dealer { seat, .. } => format!(
                "La place {} ne peut pas donner : elle n'existe pas.",
                seat + 1
            ),
            StartError::Value { value, min, max } => {
                format!("Une main ne peut pas commencer à {value} : il faut de {min} à {max}.")
            }
            StartError::NotUsed { field } => format!("Ce jeu n'utilise pas « {field} »."),
            StartError::GameOver => "Dans cette position, la partie est déjà terminée.".to_owned(),
        },
        SetupError::Deal { index, error } => format!("Donne {} : {}", index + 1, deal(error)),
        SetupError::NoCards => "L'enregistrement n'a pas de cartes à donner.".to_owned(),
    }
}

fn deal(e: &DealError) -> String {
    match e {
        DealError::Hands { found, expected } => format!("{found} mains pour {expected} joueurs."),
        DealError::HandSize {
            seat,
            found,
            expected,
        } => format!(
            "la place {} a {found} cartes au lieu de {expected}.",
            seat + 1
        ),
        DealError::CardTwice(c) => format!("{} est {} deux fois.", the_card(*c), given(*c)),
        DealError::Skat { found } => format!("le skat a {found} cartes au lieu de 2."),
    }
}

fn kind(k: LinkKind) -> &'static str {
    match k {
        LinkKind::Ruleset => "de règles",
        LinkKind::Hand => "de main",
    }
}

/// Why a link cannot be opened: only a part's screen says it (`MenuWords::say`), so the
/// rule errors it quotes are asked of the language's `Catalog` (not reached from here: they stay
/// in the first load's words).
pub(super) fn link(e: &LinkError) -> String {
    match e {
        LinkError::TooLong { .. } => "Ce lien est trop long pour être un lien Schräm.".to_owned(),
        LinkError::NotSchraem => "Ce n'est pas un lien Schräm.".to_owned(),
        LinkError::NewerVersion => {
            "Ce lien vient d'une version plus récente de Schräm : rechargez pour la mettre à jour."
                .to_owned()
        }
        LinkError::WrongKind { expected, found } => format!(
            "C'est un lien {}, pas un lien {}.",
            kind(*found),
            kind(*expected)
        ),
        LinkError::Damaged(_) => "Ce lien est endommagé (coupé ou modifié).".to_owned(),
        LinkError::Rules(r) => format!(
            "On ne peut pas jouer avec les règles de ce lien : {}",
            Lang::Fr.say(&Msg::Ruleset(r))
        ),
        LinkError::Hand(ReplayFailure::Illegal { index, reason, .. }) => format!(
            "Le coup {} de cette main enfreint les règles : {}",
            index + 1,
            Lang::Fr.say(&Msg::Refused(reason))
        ),
        LinkError::Hand(ReplayFailure::Setup(s)) => {
            format!(
                "Cette main ne peut pas être montrée : {}",
                Lang::Fr.say(&Msg::Setup(s))
            )
        }
    }
}

pub(super) fn save(e: &SaveError) -> String {
    match e {
        SaveError::Malformed(_) => "La partie enregistrée est endommagée.".to_owned(),
        SaveError::FromTheFuture(_) => {
            "La partie enregistrée vient d'une version plus récente du jeu.".to_owned()
        }
        SaveError::DoesNotReplay(_) => "La partie enregistrée ne se rejoue pas.".to_owned(),
        SaveError::SeatsDoNotMatch => {
            "Les places de la partie enregistrée ne correspondent pas à son enregistrement."
                .to_owned()
        }
    }
}
