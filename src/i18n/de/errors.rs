//! Deutsche Fehlermeldungen: abgelehnte Züge, Regelwerke, Aufstellungen, Links, Spielstände.

use super::grammar::{capital, the_card, Case};
use super::De;
use crate::engine::Refusal;
use crate::engine::{
    ActError, Conflict, DealError, ReplayFailure, RulesetError, SetupError, StartError,
};
use crate::i18n::game_words;
use crate::i18n::{Lang, Msg};
use crate::session::SaveError;
use crate::share::{LinkError, LinkKind};

pub(super) fn refused(r: &Refusal) -> String {
    game_words::refused::<De>(r, act)
}

fn act(e: &ActError) -> String {
    match e {
        ActError::UnknownAct(a) => format!("„{a}“ ist kein Zug dieses Spiels."),
        ActError::Needs { act, field } => format!("Dem Zug „{act}“ fehlt „{field}“."),
        ActError::Extra { act } => format!("Der Zug „{act}“ hat Angaben, die er nicht kennt."),
    }
}

pub(super) fn ruleset(e: &RulesetError) -> String {
    match e {
        RulesetError::UnknownPreset(id) => format!("Regeln namens „{id}“ gibt es nicht."),
        RulesetError::UnknownOption(id) => format!("Die Regeloption „{id}“ gibt es nicht."),
        RulesetError::BadValue { option, value, .. } => {
            format!("Die Option „{option}“ kann nicht {value} sein.")
        }
        RulesetError::Conflict(c) => conflict(c),
    }
}

fn conflict(c: &Conflict) -> String {
    match c {
        Conflict::Players { min, max, found, .. } => {
            if min == max {
                format!("Diese Regeln sind für {min} Spieler, nicht {found}.")
            } else {
                format!("Diese Regeln sind für {min} bis {max} Spieler, nicht {found}.")
            }
        }
        Conflict::EscapeNeedsHalves => {
            "Spiele ohne Punkte werden als zwei Hälften mit Stechen (oder als eine Partie) gespielt.".to_owned()
        }
        Conflict::LongOneNeedsMarks => {
            "Für den Langen müssen Schräm oder Punkte gezählt werden.".to_owned()
        }
    }
}

pub(super) fn setup(e: &SetupError) -> String {
    match e {
        SetupError::Malformed(_) => "Der Spielbericht ist nicht lesbar.".to_owned(),
        SetupError::Format(f) => {
            format!("Der Spielbericht hat das Format „{f}“, das diese Version nicht lesen kann.")
        }
        SetupError::Ruleset(r) => ruleset(r),
        SetupError::Players { found, min, max } => {
            if min == max {
                format!("Dieses Spiel braucht {min} Spieler, nicht {found}.")
            } else {
                format!("Dieses Spiel ist für {min} bis {max} Spieler, nicht {found}.")
            }
        }
        SetupError::PlayersOption { names, option } => {
            format!("Der Bericht nennt {names} Spieler, seine Regeln aber {option}.")
        }
        SetupError::Start(s) => match s {
            StartError::Length {
                found, expected, ..
            } => {
                format!("Der Anfangsstand nennt {found} Spieler statt {expected}.")
            }
            StartError::OutOfRange {
                seat,
                value,
                min,
                max,
                ..
            } => format!(
                "Der Anfangsstand {value} von Platz {} liegt nicht zwischen {min} und {max}.",
                seat + 1
            ),
            StartError::Dealer { seat, .. } => format!(
                "Platz {} kann nicht geben: Den Platz gibt es nicht.",
                seat + 1
            ),
            StartError::Value { value, min, max } => {
                format!("Ein Spiel kann nicht mit {value} beginnen, nur mit {min} bis {max}.")
            }
            StartError::NotUsed { field } => format!("Dieses Spiel kennt „{field}“ nicht."),
            StartError::GameOver => "In diesem Stand ist die Partie schon vorbei.".to_owned(),
        },
        SetupError::Deal { index, error } => format!("Spiel {}: {}", index + 1, deal(error)),
        SetupError::NoCards => "Der Bericht hat keine Karten zum Geben.".to_owned(),
    }
}

fn deal(e: &DealError) -> String {
    match e {
        DealError::Hands { found, expected } => format!("{found} Hände für {expected} Spieler."),
        DealError::HandSize {
            seat,
            found,
            expected,
        } => format!("Platz {} hat {found} Karten statt {expected}.", seat + 1),
        DealError::CardTwice(c) => format!(
            "{} wurde zweimal gegeben.",
            capital(&the_card(*c, Case::Nom))
        ),
        DealError::Skat { found } => format!("Der Skat hat {found} Karten statt 2."),
    }
}

fn kind(k: LinkKind) -> &'static str {
    match k {
        LinkKind::Ruleset => "Regel",
        LinkKind::Hand => "Spiel",
    }
}

/// Why a link cannot be opened: only a part's screen says it (`MenuWords::say`), so the
/// rule errors it quotes are asked of the language's `Catalog` (not reached from here: they stay
/// in the first load's words).
pub(super) fn link(e: &LinkError) -> String {
    match e {
        LinkError::TooLong { .. } => "Dieser Link ist zu lang für einen Schräm-Link.".to_owned(),
        LinkError::NotSchraem => "Das ist kein Schräm-Link.".to_owned(),
        LinkError::NewerVersion => {
            "Dieser Link stammt aus einer neueren Version von Schräm: Neu laden aktualisiert."
                .to_owned()
        }
        LinkError::WrongKind { expected, found } => format!(
            "Das ist ein {}-Link, kein {}-Link.",
            kind(*found),
            kind(*expected)
        ),
        LinkError::Damaged(_) => {
            "Dieser Link ist beschädigt (abgeschnitten oder verändert).".to_owned()
        }
        LinkError::Rules(r) => format!(
            "Mit den Regeln dieses Links kann man nicht spielen: {}",
            Lang::De.say(&Msg::Ruleset(r))
        ),
        LinkError::Hand(ReplayFailure::Illegal { index, reason, .. }) => format!(
            "Zug {} dieses Spiels verstößt gegen die Regeln: {}",
            index + 1,
            Lang::De.say(&Msg::Refused(reason))
        ),
        LinkError::Hand(ReplayFailure::Setup(s)) => {
            format!(
                "Dieses Spiel lässt sich nicht zeigen: {}",
                Lang::De.say(&Msg::Setup(s))
            )
        }
    }
}

pub(super) fn save(e: &SaveError) -> String {
    match e {
        SaveError::Malformed(_) => "Der gespeicherte Spielstand ist beschädigt.".to_owned(),
        SaveError::FromTheFuture(_) => {
            "Der gespeicherte Spielstand stammt aus einer neueren Version des Spiels.".to_owned()
        }
        SaveError::DoesNotReplay(_) => {
            "Der gespeicherte Spielstand lässt sich nicht nachspielen.".to_owned()
        }
        SaveError::SeatsDoNotMatch => {
            "Die Plätze des Spielstands passen nicht zu seinem Bericht.".to_owned()
        }
    }
}
