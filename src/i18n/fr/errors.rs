//! Messages d'erreur en français : coups refusés, règles, parties, liens, sauvegardes.

use super::grammar::{given, the_card};
use crate::engine::Refusal;
use crate::engine::{
    ramsch, schraem, ActError, Conflict, DealError, ReplayFailure, RulesetError, SetupError,
    StartError,
};
use crate::session::SaveError;
use crate::share::{LinkError, LinkKind};

pub(super) fn refused(r: &Refusal) -> String {
    match r {
        Refusal::Schraem(e) => schraem_rule(*e),
        Refusal::Ramsch(e) => ramsch_rule(*e),
        Refusal::Act(e) => match e {
            ActError::UnknownAct(a) => format!("« {a} » n'est pas un coup de ce jeu."),
            ActError::Needs { act, field } => format!("Il manque « {field} » au coup « {act} »."),
            ActError::Extra { act } => {
                format!("Le coup « {act} » a des champs qu'il ne connaît pas.")
            }
        },
    }
}

fn suit_name(s: crate::engine::cards::Suit) -> &'static str {
    ["trèfle", "pique", "cœur", "carreau"][s.index()]
}

fn schraem_rule(e: schraem::RuleError) -> String {
    use schraem::RuleError as E;
    match e {
        E::NoSuchSeat(s) => format!("Il n'y a pas de place {}.", s.0 + 1),
        E::NotInPlay => "Aucune main n'est en cours.".to_owned(),
        E::NotYourTurn => "Ce n'est pas à vous.".to_owned(),
        E::NotActive => "Vous n'êtes plus dans cette main.".to_owned(),
        E::CardNotInHand(c) => format!("Vous n'avez pas {}.", the_card(c)),
        E::MustFollowSuit(s) => format!("Vous devez fournir : jouez {}.", suit_name(s)),
        E::KnockTwice => {
            "Vous avez frappé le dernier : un autre doit frapper avant vous.".to_owned()
        }
        E::KnockMax(m) => format!("La main vaut déjà {m}, le maximum."),
        E::KnockLimit { value, marks } => {
            format!("Avec {marks}, vous ne pouvez pas frapper à {value}.")
        }
        E::KnockNotLeader => {
            "Seul l'entameur peut monter (à 3 aussi celui qui a monté et ceux qui ont tenu à 2)."
                .to_owned()
        }
        E::KnockNotOnTurn => "Seul le joueur qui doit jouer une carte peut frapper.".to_owned(),
        E::NoKnocking => "On ne frappe pas dans cette main.".to_owned(),
        E::BlindKnockAfterLooking => {
            "Vous avez regardé : trop tard pour frapper à l'aveugle.".to_owned()
        }
        E::BlindKnockAfterLead => "On ne frappe à l'aveugle qu'avant la première carte.".to_owned(),
        E::BlindKnockLimit { value, max } => match max {
            Some(max) => format!("À l'aveugle on frappe jusqu'à {max}, pas à {value}."),
            None => "Ces règles ne connaissent pas la frappe à l'aveugle.".to_owned(),
        },
        E::ForcedKnockPending => "Le joueur au marteau doit frapper d'abord.".to_owned(),
        E::ForcedKnockMustBeBlind => "Votre frappe obligatoire se fait à l'aveugle.".to_owned(),
        E::NoKnockToAnswer => "Personne n'a frappé.".to_owned(),
        E::AlreadyLooked => "Vous avez déjà regardé vos cartes.".to_owned(),
        E::DecideBeforeLooking => {
            "Face au marteau, on décide avant de regarder ses cartes.".to_owned()
        }
        E::ExchangeNotAllowed => "Ces règles ne connaissent pas l'échange.".to_owned(),
        E::ExchangeAfterLead => "On n'échange qu'avant la première carte.".to_owned(),
        E::AlreadyExchanged => "Vous avez déjà échangé dans cette main.".to_owned(),
        E::StockTooSmall => "Il ne reste pas assez de cartes pour échanger.".to_owned(),
        E::NotAllCourts => "Seule une main de quatre figures peut être échangée.".to_owned(),
        E::NoExchangeToChallenge => "Il n'y a rien à contester.".to_owned(),
        E::BadTurnCount(n) => format!("Vous ne pouvez pas retourner {n} cartes ici."),
        E::PrettyOnesNotAllowed => {
            "On ne redonne que si tous sont à leur dernière marque, avant la première carte."
                .to_owned()
        }
        E::NoRequestToAnswer => "Il n'y a pas de demande en cours.".to_owned(),
        E::NotInVariant => "Cela ne fait pas partie de ces règles.".to_owned(),
    }
}

fn ramsch_rule(e: ramsch::RuleError) -> String {
    use ramsch::RuleError as E;
    match e {
        E::NotYourTurn => "Ce n'est pas à vous.".to_owned(),
        E::NoSuchSeat => "Le Schieberamsch n'a que trois places.".to_owned(),
        E::DealOver => "Cette donne est terminée.".to_owned(),
        E::MatchOver => "Le match est terminé.".to_owned(),
        E::GrandHandNotAllowed => "Ces règles n'ont pas de Grand Hand.".to_owned(),
        E::NotOfferRound => "Le tour du Grand Hand est passé.".to_owned(),
        E::KontraReNotAllowed => "Ces règles n'ont ni contre ni surcontre.".to_owned(),
        E::KontraOnlyInGrandHand => {
            "Contre et surcontre seulement face à un Grand Hand.".to_owned()
        }
        E::KontraOnlyByOpponent => "Seul un adversaire du déclarant peut dire contre.".to_owned(),
        E::KontraAlreadySaid => "Le contre a déjà été dit.".to_owned(),
        E::KontraTooLate => "Contre seulement avant votre première carte.".to_owned(),
        E::ReOnlyBySoloist => "Seul le déclarant peut surcontrer.".to_owned(),
        E::ReOnlyAfterKontra => "Surcontre seulement après un contre.".to_owned(),
        E::ReAlreadySaid => "Le surcontre a déjà été dit.".to_owned(),
        E::ReTooLate => "Surcontre seulement avant votre carte suivante.".to_owned(),
        E::NotSkatRound => "Le skat ne circule pas en ce moment.".to_owned(),
        E::PickUpOneNotAllowed => {
            "Ces règles prennent les deux cartes du skat ou aucune.".to_owned()
        }
        E::NoSuchSkatCard => "Cette carte du skat n'existe pas.".to_owned(),
        E::CardNotInSkat => "Cette carte n'est pas dans le skat.".to_owned(),
        E::MustDiscard => "Vous avez pris le skat : écartez d'abord.".to_owned(),
        E::NothingPickedUp => "Prenez le skat avant d'écarter.".to_owned(),
        E::DiscardCount { expected } => {
            if expected == 1 {
                "Écartez exactement une carte.".to_owned()
            } else {
                "Écartez exactement deux cartes.".to_owned()
            }
        }
        E::JacksMayNotBeDiscarded => "On ne peut pas écarter de valet.".to_owned(),
        E::CardNotInHand => "Vous n'avez pas cette carte.".to_owned(),
        E::NotPlayPhase => "On ne joue qu'une fois le skat passé.".to_owned(),
        E::MustFollowSuit(s) => format!("Vous devez fournir : jouez {}.", suit_name(s)),
        E::MustFollowTrump => "Un valet a été joué : vous devez fournir un valet.".to_owned(),
        E::UnknownAct => "Ce n'est pas un coup du Schieberamsch.".to_owned(),
        E::MissingCard => "Il manque la carte du coup.".to_owned(),
        E::MissingCards => "Il manque les cartes du coup.".to_owned(),
        E::NoDealAvailable => "Il n'y a pas de cartes pour la donne suivante.".to_owned(),
    }
}

pub(super) fn ruleset(e: &RulesetError) -> String {
    match e {
        RulesetError::UnknownPreset(id) => format!("Il n'existe pas de règles « {id} »."),
        RulesetError::UnknownOption(id) => format!("L'option « {id} » n'existe pas."),
        RulesetError::BadValue { option, value, .. } => {
            format!("L'option « {option} » ne peut pas valoir {value}.")
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
            format!("L'enregistrement est au format « {f} », que cette version ne sait pas lire.")
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
                "La place {} ne peut pas donner : elle n'existe pas.",
                seat + 1
            ),
            StartError::Value { value, min, max } => {
                format!("Une main ne peut pas commencer à {value} : il faut de {min} à {max}.")
            }
            StartError::NotUsed { field } => format!("Ce jeu n'utilise pas « {field} »."),
            StartError::GameOver => "Dans cette position, la partie est déjà terminée.".to_owned(),
        },
        SetupError::Deal { index, error } => format!("Donne {} : {}", index + 1, deal(error)),
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

pub(super) fn link(e: &LinkError) -> String {
    match e {
        LinkError::TooLong { .. } => "Ce lien est trop long pour être un lien Schräm.".to_owned(),
        LinkError::NotSchraem => "Ce n'est pas un lien Schräm.".to_owned(),
        LinkError::NewerVersion => {
            "Ce lien vient d'une version plus récente de Schräm : rechargez pour la mettre à jour."
                .to_owned()
        }
        LinkError::WrongKind { expected, found } => format!(
            "C'est un lien {}, pas un lien {}.",
            kind(*found),
            kind(*expected)
        ),
        LinkError::Damaged(_) => "Ce lien est endommagé (coupé ou modifié).".to_owned(),
        LinkError::Rules(r) => format!(
            "On ne peut pas jouer avec les règles de ce lien : {}",
            ruleset(r)
        ),
        LinkError::Hand(ReplayFailure::Illegal { index, reason, .. }) => format!(
            "Le coup {} de cette main enfreint les règles : {}",
            index + 1,
            refused(reason)
        ),
        LinkError::Hand(ReplayFailure::Setup(s)) => {
            format!("Cette main ne peut pas être montrée : {}", setup(s))
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
