//! Les mots français de l’ardoise et du tournoi pour de vraies cartes.

use crate::engine::schraem::EntryError;
use crate::engine::Seat;
use crate::session::{SlateError, TournamentError, TournamentLoadError};

/// Why an entered hand does not fit, naming players by `names` (by seat number without them).
pub(super) fn entry_error(e: EntryError, names: &[String]) -> String {
    use EntryError as E;
    let who = |s: Seat| {
        names
            .get(s.index())
            .cloned()
            .unwrap_or_else(|| format!("place {}", s.0 + 1))
    };
    match e {
        E::NotInPlay => "La partie est terminée.".to_owned(),
        E::HandStarted => "Cette main se joue à l’écran.".to_owned(),
        E::NoSuchSeat(s) => format!("Il n’y a pas de {}.", who(s)),
        E::NotDealtIn(s) => format!("{} ne joue pas cette main.", who(s)),
        E::ValueBelowStart { start } => {
            format!("La main a commencé à {start} : elle ne peut pas finir plus bas.")
        }
        E::ValueAboveMax { max } => format!("La valeur la plus haute est {max}."),
        E::NoKnocking => {
            "Cette main se joue sans frappe : personne ne relance ni ne se couche.".to_owned()
        }
        E::ChallengePenalty(s) => format!(
            "{} ne peut pas avoir payé cela pour des contestations avec ces règles.",
            who(s)
        ),
        E::KnockWithoutRaise(s) => format!("{} a frappé, mais la main n’a jamais monté.", who(s)),
        E::EndedAtLastFold { value } => {
            format!("Tous les autres se sont couchés : la main s’est donc terminée à {value}.")
        }
        E::FoldValue { seat, value } => format!(
            "{} ne peut pas s’être couché à {value} : aucune frappe n’y est allée.",
            who(seat)
        ),
        E::FoldedAndOut(s) => format!("{} ne peut pas s’être couché et avoir été sorti.", who(s)),
        E::WinnerLeft(s) => format!(
            "{} a quitté la main et n’a pas pu prendre le dernier pli.",
            who(s)
        ),
        E::NobodyLeft => "Quelqu’un doit être resté pour prendre le dernier pli.".to_owned(),
        E::OnlyOneLeft(s) => format!("Seul {} est resté : {0} a donc gagné la main.", who(s)),
        E::FoldedCardsWithdrawn => {
            "Avec ces règles, la carte d’un joueur couché ne prend pas de pli.".to_owned()
        }
        E::NotFolded(s) => format!("{} ne s’est pas couché.", who(s)),
    }
}

pub(super) fn damaged(e: &SlateError) -> String {
    match e {
        SlateError::Malformed(_) => "L’ardoise enregistrée est endommagée.".to_owned(),
        SlateError::FromTheFuture(_) => {
            "L’ardoise enregistrée vient d’une version plus récente du jeu.".to_owned()
        }
        SlateError::Setup(_) => {
            "Les règles ou les joueurs de l’ardoise enregistrée ne permettent pas de commencer."
                .to_owned()
        }
        SlateError::Entry { hand, .. } => format!(
            "La main {} de l’ardoise enregistrée ne suit pas les mains d’avant.",
            hand + 1
        ),
    }
}

pub(super) fn folded_at(value: u8) -> String {
    format!("couché à {value}")
}

pub(super) fn folded_card(who: &str) -> String {
    format!("la carte couchée de {who}")
}

pub(super) fn round(n: usize, of: usize, series: bool) -> String {
    if series {
        format!("Série {n} sur {of}")
    } else {
        format!("Tour {n} sur {of}")
    }
}

pub(super) fn table(n: usize) -> String {
    format!("Table {n}")
}

pub(super) fn deals_first(who: &str) -> String {
    format!("{who} donne la première main.")
}

pub(super) fn won(winners: &[&str]) -> String {
    match winners {
        [one] => format!("Le tournoi est terminé : {one} gagne !"),
        many => format!(
            "Le tournoi est terminé : {} partagent la première place.",
            crate::i18n::Lang::Fr.t().list(many)
        ),
    }
}

pub(super) fn tournament_error(e: &TournamentError) -> String {
    use TournamentError as E;
    match e {
        E::TooFewPlayers { min } => format!("Cette formule demande au moins {min} joueurs."),
        E::FoursOnly => {
            "Au championnat de Rhénanie, chaque table compte quatre joueurs : 4, 8, 12… joueurs."
                .to_owned()
        }
        E::CannotSeat => {
            "Cinq joueurs ne se répartissent pas en tables de trois et de quatre.".to_owned()
        }
        E::SameName(name) => format!("« {name} » figure deux fois sur la liste."),
        E::NoName => "Chaque joueur a besoin d’un nom.".to_owned(),
        E::ScoreTooHigh { max } => format!("Un tour rapporte au plus {max}."),
        E::RoundOpen => "Chaque table de ce tour doit d’abord avoir ses résultats.".to_owned(),
        E::AllRoundsDrawn => "Tous les tours ont été tirés.".to_owned(),
        E::NoSuchTable => "Cette table n’existe pas dans ce tour.".to_owned(),
    }
}

pub(super) fn tournament_damaged(e: TournamentLoadError) -> String {
    use TournamentLoadError as E;
    match e {
        E::Malformed => "Le tournoi enregistré est endommagé.".to_owned(),
        E::FromTheFuture(_) => {
            "Le tournoi enregistré vient d’une version plus récente du jeu.".to_owned()
        }
        E::Inconsistent => {
            "Les tables et les résultats du tournoi enregistré ne concordent pas.".to_owned()
        }
    }
}
