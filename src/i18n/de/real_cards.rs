//! Deutsche Wörter der Tafel und des Turniers für echte Karten.

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
            .unwrap_or_else(|| format!("Platz {}", s.0 + 1))
    };
    match e {
        E::NotInPlay => "Die Partie ist vorbei.".to_owned(),
        E::HandStarted => "Dieses Spiel wird auf dem Bildschirm gespielt.".to_owned(),
        E::NoSuchSeat(s) => format!("{} gibt es nicht.", who(s)),
        E::NotDealtIn(s) => format!("{} spielt dieses Spiel nicht mit.", who(s)),
        E::ValueBelowStart { start } => {
            format!("Das Spiel begann bei {start} und kann nicht niedriger enden.")
        }
        E::ValueAboveMax { max } => format!("Der höchste Wert ist {max}."),
        E::NoKnocking => "In diesem Spiel wird nicht geklopft: Niemand erhöht oder passt.".to_owned(),
        E::ChallengePenalty(s) => format!("{} kann nach diesen Regeln nicht so viel für Anfechtungen bezahlt haben.", who(s)),
        E::KnockWithoutRaise(s) => format!("{} hat geklopft, aber das Spiel ist nie gestiegen.", who(s)),
        E::EndedAtLastFold { value } => format!("Alle anderen haben gepasst, also endete das Spiel bei {value}."),
        E::FoldValue { seat, value } => format!(
            "{} kann nicht bei {value} gepasst haben: So wurde nicht geklopft.",
            who(seat)
        ),
        E::FoldedAndOut(s) => format!(
            "{} kann nicht gepasst haben und zugleich rausgeflogen sein.",
            who(s)
        ),
        E::WinnerLeft(s) => format!(
            "{} hat gepasst und kann den letzten Stich nicht gemacht haben.",
            who(s)
        ),
        E::NobodyLeft => {
            "Jemand muss drin geblieben sein und den letzten Stich gemacht haben.".to_owned()
        }
        E::OnlyOneLeft(s) => format!("Nur {} blieb drin, also hat {0} das Spiel gewonnen.", who(s)),
        E::FoldedCardsWithdrawn => {
            "Nach diesen Regeln kann die Karte eines Spielers, der gepasst hat, keinen Stich machen.".to_owned()
        }
        E::NotFolded(s) => format!("{} hat nicht gepasst.", who(s)),
    }
}

pub(super) fn damaged(e: &SlateError) -> String {
    match e {
        SlateError::Malformed(_) => "Die gespeicherte Tafel ist beschädigt.".to_owned(),
        SlateError::FromTheFuture(_) => {
            "Die gespeicherte Tafel stammt von einer neueren Version des Spiels.".to_owned()
        }
        SlateError::Setup(_) => {
            "Mit den Regeln oder Spielern der gespeicherten Tafel lässt sich keine Partie beginnen."
                .to_owned()
        }
        SlateError::Entry { hand, .. } => format!(
            "Spiel {} der gespeicherten Tafel passt nicht zu den Spielen davor.",
            hand + 1
        ),
    }
}

pub(super) fn folded_at(value: u8) -> String {
    format!("passt bei {value}")
}

pub(super) fn folded_card(who: &str) -> String {
    format!("die liegengebliebene Karte von {who}")
}

pub(super) fn round(n: usize, of: usize, series: bool) -> String {
    if series {
        format!("Serie {n} von {of}")
    } else {
        format!("Runde {n} von {of}")
    }
}

pub(super) fn table(n: usize) -> String {
    format!("Tisch {n}")
}

pub(super) fn deals_first(who: &str) -> String {
    format!("{who} gibt zuerst.")
}

pub(super) fn won(winners: &[&str]) -> String {
    match winners {
        [one] => format!("Das Turnier ist vorbei: {one} gewinnt!"),
        many => format!(
            "Das Turnier ist vorbei: {} teilen sich den ersten Platz.",
            crate::i18n::Lang::De.t().list(many)
        ),
    }
}

pub(super) fn tournament_error(e: &TournamentError) -> String {
    use TournamentError as E;
    match e {
        E::TooFewPlayers { min } => format!("Dieser Modus braucht mindestens {min} Spieler."),
        E::FoursOnly => {
            "Bei der Rheinland-Meisterschaft sitzen an jedem Tisch vier: 4, 8, 12 … Spieler."
                .to_owned()
        }
        E::CannotSeat => {
            "Fünf Spieler lassen sich nicht an Tische zu dritt und zu viert setzen.".to_owned()
        }
        E::SameName(name) => format!("„{name}“ steht zweimal auf der Liste."),
        E::NoName => "Jeder Spieler braucht einen Namen.".to_owned(),
        E::ScoreTooHigh { max } => format!("Eine Runde bringt höchstens {max}."),
        E::RoundOpen => "Erst braucht jeder Tisch dieser Runde sein Ergebnis.".to_owned(),
        E::AllRoundsDrawn => "Alle Runden sind ausgelost.".to_owned(),
        E::NoSuchTable => "Diesen Tisch gibt es in dieser Runde nicht.".to_owned(),
    }
}

pub(super) fn tournament_damaged(e: TournamentLoadError) -> String {
    use TournamentLoadError as E;
    match e {
        E::Malformed => "Das gespeicherte Turnier ist beschädigt.".to_owned(),
        E::FromTheFuture(_) => {
            "Das gespeicherte Turnier stammt von einer neueren Version des Spiels.".to_owned()
        }
        E::Inconsistent => {
            "Tische und Ergebnisse des gespeicherten Turniers passen nicht zusammen.".to_owned()
        }
    }
}
