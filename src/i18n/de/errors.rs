//! Deutsche Fehlermeldungen: abgelehnte Züge, Regelwerke, Aufstellungen, Links, Spielstände.

use super::grammar::{capital, the_card, Case};
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
            ActError::UnknownAct(a) => format!("„{a}“ ist kein Zug dieses Spiels."),
            ActError::Needs { act, field } => format!("Dem Zug „{act}“ fehlt „{field}“."),
            ActError::Extra { act } => format!("Der Zug „{act}“ hat Angaben, die er nicht kennt."),
        },
    }
}

fn suit_name(s: crate::engine::cards::Suit) -> &'static str {
    ["Kreuz", "Pik", "Herz", "Karo"][s.index()]
}

fn schraem_rule(e: schraem::RuleError) -> String {
    use schraem::RuleError as E;
    match e {
        E::NoSuchSeat(s) => format!("Es gibt keinen Platz {}.", s.0 + 1),
        E::NotInPlay => "Es wird gerade kein Spiel gespielt.".to_owned(),
        E::NotYourTurn => "Du bist nicht dran.".to_owned(),
        E::NotActive => "Du bist in diesem Spiel nicht mehr dabei.".to_owned(),
        E::CardNotInHand(c) => {
            format!("Du hast {} nicht auf der Hand.", the_card(c, Case::Acc))
        }
        E::MustFollowSuit(s) => format!("Du musst Farbe bedienen: {}.", suit_name(s)),
        E::KnockTwice => "Du hast zuletzt geklopft: Erst muss ein anderer klopfen.".to_owned(),
        E::KnockMax(m) => format!("Das Spiel steht schon auf {m}, mehr geht nicht."),
        E::KnockLimit { value, marks } => {
            format!("Mit {marks} darfst du nicht auf {value} klopfen.")
        }
        E::KnockNotLeader => {
            "Nur wer auf ist, darf erhöhen (auf 3 auch der Erhöher und wer bei 2 gehalten hat)."
                .to_owned()
        }
        E::KnockNotOnTurn => "Klopfen darf nur, wer gerade eine Karte spielen muss.".to_owned(),
        E::NoKnocking => "In diesem Spiel wird nicht geklopft.".to_owned(),
        E::BlindKnockAfterLooking => {
            "Du hast schon hingesehen: Blind klopfen geht nicht mehr.".to_owned()
        }
        E::BlindKnockAfterLead => "Blind klopfen nur vor der ersten Karte.".to_owned(),
        E::BlindKnockLimit { value, max } => match max {
            Some(max) => format!("Blind darf man nur bis {max} klopfen, nicht auf {value}."),
            None => "Bei diesen Regeln wird nicht blind geklopft.".to_owned(),
        },
        E::ForcedKnockPending => "Wer auf dem Hammer sitzt, muss zuerst klopfen.".to_owned(),
        E::ForcedKnockMustBeBlind => "Dein Pflichtklopfen muss blind sein.".to_owned(),
        E::NoKnockToAnswer => "Es hat niemand geklopft.".to_owned(),
        E::AlreadyLooked => "Du hast deine Karten schon angesehen.".to_owned(),
        E::DecideBeforeLooking => {
            "Gegen den Hammer entscheidest du, bevor du deine Karten ansiehst.".to_owned()
        }
        E::ExchangeNotAllowed => "Bei diesen Regeln wird nicht getauscht.".to_owned(),
        E::ExchangeAfterLead => "Tauschen nur vor der ersten Karte.".to_owned(),
        E::AlreadyExchanged => "Du hast in diesem Spiel schon getauscht.".to_owned(),
        E::StockTooSmall => "Es sind nicht genug Karten zum Tauschen übrig.".to_owned(),
        E::NotAllCourts => "Nur vier Bilder dürfen getauscht werden.".to_owned(),
        E::NoExchangeToChallenge => "Es gibt nichts aufzudecken.".to_owned(),
        E::BadTurnCount(n) => format!("Hier kannst du nicht {n} Karten aufdecken."),
        E::PrettyOnesNotAllowed => {
            "Hübschen nur, wenn alle auf dem letzten Schräm sitzen, vor der ersten Karte."
                .to_owned()
        }
        E::NoRequestToAnswer => "Es gibt keine Frage zu beantworten.".to_owned(),
        E::NotInVariant => "Das gibt es bei diesen Regeln nicht.".to_owned(),
    }
}

fn ramsch_rule(e: ramsch::RuleError) -> String {
    use ramsch::RuleError as E;
    match e {
        E::NotYourTurn => "Du bist nicht dran.".to_owned(),
        E::NoSuchSeat => "Beim Schieberamsch gibt es nur drei Plätze.".to_owned(),
        E::DealOver => "Dieses Spiel ist vorbei.".to_owned(),
        E::MatchOver => "Die Partie ist vorbei.".to_owned(),
        E::GrandHandNotAllowed => "Bei diesen Regeln gibt es keinen Grand Hand.".to_owned(),
        E::NotOfferRound => "Die Grand-Hand-Runde ist vorbei.".to_owned(),
        E::KontraReNotAllowed => "Bei diesen Regeln gibt es kein Kontra und Re.".to_owned(),
        E::KontraOnlyInGrandHand => "Kontra und Re gibt es nur gegen einen Grand Hand.".to_owned(),
        E::KontraOnlyByOpponent => "Kontra sagt nur ein Gegenspieler.".to_owned(),
        E::KontraAlreadySaid => "Kontra ist schon gesagt.".to_owned(),
        E::KontraTooLate => "Kontra nur vor deiner ersten Karte.".to_owned(),
        E::ReOnlyBySoloist => "Re sagt nur der Alleinspieler.".to_owned(),
        E::ReOnlyAfterKontra => "Re nur nach einem Kontra.".to_owned(),
        E::ReAlreadySaid => "Re ist schon gesagt.".to_owned(),
        E::ReTooLate => "Re nur vor deiner nächsten Karte nach dem Kontra.".to_owned(),
        E::NotSkatRound => "Der Skat geht gerade nicht herum.".to_owned(),
        E::PickUpOneNotAllowed => {
            "Bei diesen Regeln nimmt man beide Skatkarten oder keine.".to_owned()
        }
        E::NoSuchSkatCard => "Diese Skatkarte gibt es nicht.".to_owned(),
        E::CardNotInSkat => "Diese Karte liegt nicht im Skat.".to_owned(),
        E::MustDiscard => "Du hast den Skat aufgenommen: erst drücken.".to_owned(),
        E::NothingPickedUp => "Erst den Skat aufnehmen, dann drücken.".to_owned(),
        E::DiscardCount { expected } => {
            if expected == 1 {
                "Drück genau eine Karte.".to_owned()
            } else {
                "Drück genau zwei Karten.".to_owned()
            }
        }
        E::JacksMayNotBeDiscarded => "Buben dürfen nicht gedrückt werden.".to_owned(),
        E::CardNotInHand => "Diese Karte hast du nicht.".to_owned(),
        E::NotPlayPhase => "Gespielt wird erst, wenn der Skat herum ist.".to_owned(),
        E::MustFollowSuit(s) => format!("Du musst Farbe bedienen: {}.", suit_name(s)),
        E::MustFollowTrump => "Es wurde Bube gespielt: Du musst einen Buben zugeben.".to_owned(),
        E::UnknownAct => "Das ist kein Zug im Schieberamsch.".to_owned(),
        E::MissingCard => "Dem Zug fehlt die Karte.".to_owned(),
        E::MissingCards => "Dem Zug fehlen die Karten.".to_owned(),
        E::NoDealAvailable => "Für das nächste Spiel gibt es keine Karten.".to_owned(),
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
            ruleset(r)
        ),
        LinkError::Hand(ReplayFailure::Illegal { index, reason, .. }) => format!(
            "Zug {} dieses Spiels verstößt gegen die Regeln: {}",
            index + 1,
            refused(reason)
        ),
        LinkError::Hand(ReplayFailure::Setup(s)) => {
            format!("Dieses Spiel lässt sich nicht zeigen: {}", setup(s))
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
