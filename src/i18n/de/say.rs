//! Deutsche Sätze.

use super::card_name;
use crate::engine::cards::CardSet;
use crate::engine::schraem::Verdict;
use crate::engine::{
    ramsch, schraem, ActError, Conflict, DealError, ReplayFailure, RulesetError, SetupError,
    StartError,
};
use crate::i18n::{join, Knock, Msg, Refused};
use crate::session::{ImportError, ImportWarning, RulesetsError, SaveError};
use crate::share::{LinkError, LinkKind};

fn cards(set: CardSet) -> String {
    let names: Vec<String> = set.iter().map(card_name).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    join(&refs, "und")
}

fn list(items: &[&str]) -> String {
    join(items, "und")
}

/// "1 Schräm" / "3 Schräm" or "1 Punkt" / "3 Punkte".
fn amount(n: i32, up: bool) -> String {
    match (up, n.abs() == 1) {
        (false, _) => format!("{n} Schräm"),
        (true, true) => format!("{n} Punkt"),
        (true, false) => format!("{n} Punkte"),
    }
}

/// "verliert 2 Schräm" / "bekommt 2 Punkte".
fn pays(n: i32, up: bool) -> String {
    if up {
        format!("bekommt {}", amount(n, true))
    } else {
        format!("verliert {}", amount(n, false))
    }
}

pub(super) fn say(msg: &Msg) -> String {
    match msg {
        Msg::HandStarted { hand, dealer, value } => {
            format!("Spiel {}: {dealer} gibt, das Spiel zählt {value}.", hand + 1)
        }
        Msg::Kolsch { pips } => {
            format!("{pips} Augen auf der Hand: Du gibst eine Runde Kölsch aus!")
        }
        Msg::Knocked { who, value, how } => match how {
            Knock::Sighted => format!("{who} klopft auf {value}."),
            Knock::Blind => format!("{who} klopft blind auf {value}."),
            Knock::Forced => format!("{who} sitzt auf dem Hammer und klopft auf {value}."),
        },
        Msg::Held { who } => format!("{who} hält."),
        Msg::Folded { who, lost, up } => format!("{who} passt und {}.", pays(*lost, *up)),
        Msg::Played { who, card } => format!("{who} spielt {}.", card_name(*card)),
        Msg::TrickWon { who, trick } => format!("{who} bekommt den {}. Stich.", trick + 1),
        Msg::Exchanged { who } => {
            format!("{who} legt seine Karten verdeckt ab und zieht neue.")
        }
        Msg::LaundryCalled { who } => {
            format!("{who} sagt Wäsche an und legt seine Karten verdeckt hin.")
        }
        Msg::Challenged {
            who,
            whom,
            cards: turned,
            verdict,
        } => match verdict {
            Verdict::Courts => format!("{who} deckt bei {whom} {} auf: nur Bilder.", cards(*turned)),
            Verdict::Numeral => {
                format!("{who} deckt bei {whom} {} auf: nicht nur Bilder!", cards(*turned))
            }
            Verdict::Laundry => {
                format!("{who} deckt bei {whom} {} auf: echte Wäsche.", cards(*turned))
            }
            Verdict::NoLaundry => {
                format!("{who} deckt bei {whom} {} auf: geblufft!", cards(*turned))
            }
        },
        Msg::Penalty { who, lost, out, up } => {
            if *out {
                format!("{who} {} und ist aus diesem Spiel raus.", pays(*lost, *up))
            } else {
                format!("{who} {}.", pays(*lost, *up))
            }
        }
        Msg::Declined { who } => format!("{who} lehnt ab."),
        Msg::RedealRequested { who } => format!("{who} fragt: Sollen wir hübschen?"),
        Msg::Agreed { who } => format!("{who} ist einverstanden."),
        Msg::RedealFourCourts { who } => {
            format!("{who} hat vier Bilder: Es wird neu gegeben.")
        }
        Msg::RedealPretty => "Alle sind einverstanden: Es wird neu gegeben.".to_owned(),
        Msg::Lost { who, lost, up } => format!("{who} {}.", pays(*lost, *up)),
        Msg::HandWon {
            who,
            value,
            by_folds,
        } => {
            if *by_folds {
                format!("Alle anderen haben gepasst: {who} gewinnt für {value} (seine Karten bleiben verdeckt).")
            } else {
                format!("{who} macht den letzten Stich und gewinnt das Spiel (Wert {value}).")
            }
        }
        Msg::NobodyWins { folder, value } => format!(
            "{folder} hatte gepasst, aber seine Karte macht den letzten Stich: Dieses Spiel gewinnt keiner, alle übrigen zahlen {value}."
        ),
        Msg::Escaped { who } => format!("{who} ist sicher."),
        Msg::Eliminated { who } => format!("{who} ist raus."),
        Msg::FinalHandNext => "Alle sitzen auf dem Hammer: Das nächste Spiel entscheidet.".to_owned(),
        Msg::ShortLongOne { players } => {
            format!("Kurzer Langer: Die {players} Spieler auf dem letzten Strich spielen allein weiter.")
        }
        Msg::LongOneForTie { names } => format!(
            "{} sind gleichzeitig am Limit: Sie spielen den Langen (8 Karten) um den Verlierer.",
            list(names)
        ),
        Msg::GameOver {
            game,
            winner,
            loser,
            drawn,
        } => match (winner, loser) {
            (Some(w), _) => format!("Partie {} ist aus: {w} gewinnt.", game + 1),
            (None, Some(l)) => format!("Partie {} ist aus: {l} hat verloren.", game + 1),
            (None, None) if !drawn.is_empty() => format!(
                "Partie {} endet unentschieden: {} sind gleichzeitig raus.",
                game + 1,
                list(drawn)
            ),
            (None, None) => format!("Partie {} ist aus.", game + 1),
        },
        Msg::MatchOver {
            winner,
            loser,
            tied,
        } => match (winner, loser) {
            (Some(w), _) => format!("Ende: {w} hat gewonnen!"),
            (None, Some(l)) => format!("Ende: {l} hat verloren und gibt eine Runde aus."),
            (None, None) if !tied.is_empty() => {
                format!("Ende: {} teilen sich den ersten Platz.", list(tied))
            }
            (None, None) => "Ende der Partie.".to_owned(),
        },
        Msg::DealStarted { number, dealer } => format!("Spiel {}: {dealer} gibt.", number + 1),
        Msg::GrandHandAnnounced { who } => format!("{who} spielt Grand Hand!"),
        Msg::PassedGrand { who } => format!("{who} sagt: passe."),
        Msg::RamschBegins => "Kein Grand Hand: Es wird geramscht.".to_owned(),
        Msg::Kontra { who } => format!("{who} sagt Kontra."),
        Msg::Re { who } => format!("{who} sagt Re."),
        Msg::PickedUp { who, count, cards: seen } => match seen {
            Some(set) if !set.is_empty() => format!("{who} nimmt {} auf.", cards(*set)),
            _ if *count == 1 => format!("{who} nimmt eine Skatkarte auf."),
            _ => format!("{who} nimmt den Skat auf."),
        },
        Msg::Discarded { who, count, cards: seen } => match seen {
            Some(set) if !set.is_empty() => format!("{who} drückt {}.", cards(*set)),
            _ if *count == 1 => format!("{who} drückt eine Karte."),
            _ => format!("{who} drückt {count} Karten."),
        },
        Msg::Pushed { who, factor } => {
            format!("{who} schiebt: Das Spiel zählt jetzt ×{factor}.")
        }
        Msg::RamschTrick {
            who,
            number,
            points,
        } => format!("{who} bekommt den {number}. Stich ({points} Augen)."),
        Msg::SkatRevealed { cards: set } => format!("Im Skat: {}.", cards(*set)),
        Msg::DealScored { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .map(|(name, s)| match s {
                    0 => format!("{name} 0"),
                    s if *s < 0 => format!("{name} {s} (Gutschrift)"),
                    s => format!("{name} +{s}"),
                })
                .collect();
            format!("Minuspunkte in diesem Spiel: {}.", parts.join(", "))
        }
        Msg::RamschMatchOver { winners } => match winners.as_slice() {
            [one] => format!("Ende: {one} hat die wenigsten Minuspunkte und gewinnt!"),
            many => format!(
                "Ende: {} teilen sich mit den wenigsten Minuspunkten den ersten Platz.",
                list(many)
            ),
        },
        Msg::PromptLookOrBlind => {
            "Sieh dir deine Karten an – oder klopf vorher blind.".to_owned()
        }
        Msg::PromptLook => "Sieh dir deine Karten an.".to_owned(),
        Msg::PromptPlay => "Du bist dran: Spiel eine Karte.".to_owned(),
        Msg::PromptPlayOrKnock => "Du bist dran: Spiel eine Karte – oder klopf vorher.".to_owned(),
        Msg::PromptForcedBlind { value, up } => {
            if *up {
                format!("Dir fehlt nur noch ein Punkt: Du musst vor der ersten Karte blind auf {value} klopfen.")
            } else {
                format!("Du hast nur noch einen Schräm: Du musst vor der ersten Karte blind auf {value} klopfen.")
            }
        }
        Msg::PromptHammer => {
            "Du sitzt auf dem Hammer: Sag ihn an (auf 2 klopfen). Du darfst vorher in deine Karten sehen.".to_owned()
        }
        Msg::WaitingFor { who } => format!("{who} ist dran …"),
        Msg::WaitingForced { who } => {
            format!("{who} sitzt auf dem Hammer und muss zuerst klopfen …")
        }
        Msg::PromptAnswer {
            knocker,
            value,
            cost,
            up,
        } => format!(
            "{knocker} hat geklopft. Halten und um {value} spielen – oder jetzt passen ({}).",
            if *up {
                format!("du bekommst {}", amount(*cost, true))
            } else {
                format!("du verlierst {}", amount(*cost, false))
            }
        ),
        Msg::PromptHammerAnswer { poor, cost, up } => format!(
            "{poor} sitzt auf dem Hammer: Dieses Spiel zählt 2. Entscheide, bevor du deine Karten ansiehst: um 2 spielen oder hinlegen ({}).",
            if *up {
                format!("du bekommst {}", amount(*cost, true))
            } else {
                format!("du verlierst {}", amount(*cost, false))
            }
        ),
        Msg::PromptChallenge {
            exchanger,
            laundry,
            three,
        } => {
            if *laundry {
                format!("{exchanger} sagt Wäsche an. Karten aufdecken (ein Bluff kostet ihn 1, echte Wäsche dich 1) oder gelten lassen.")
            } else if *three {
                format!("{exchanger} hat getauscht. Drei seiner Karten zufällig aufdecken (kostet nichts) oder gelten lassen.")
            } else {
                format!("{exchanger} hat getauscht. Seine Karten aufdecken und auf Bilder prüfen oder gelten lassen.")
            }
        }
        Msg::PromptFourthCard { exchanger } => format!(
            "Drei Bilder. Die letzte Karte von {exchanger} aufdecken (ein Bild kostet dich 1, eine Zahl ihn 1) oder aufhören."
        ),
        Msg::PromptPretty { requester } => {
            format!("{requester} möchte hübschen: neu geben. Einverstanden?")
        }
        Msg::PromptGrandHand => "Grand Hand allein spielen oder passen?".to_owned(),
        Msg::PromptSkat { factor } => format!(
            "Skat aufnehmen und zwei drücken oder ungesehen schieben (das Spiel zählte dann ×{factor})."
        ),
        Msg::PromptDiscard { count } => {
            if *count == 1 {
                "Wähle eine Karte zum Drücken.".to_owned()
            } else {
                format!("Wähle {count} Karten zum Drücken.")
            }
        }
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
        Msg::ValueNow { value, knocker } => match knocker {
            Some(k) => format!("Wert {value} · {k} hat geklopft"),
            None => format!("Wert {value}"),
        },
        Msg::HandNumber { n } => format!("Spiel {}", n + 1),
        Msg::DealNumber { n, of } => format!("Spiel {} von {of}", n + 1),
        Msg::GameNumber { n, of } => match of {
            Some(of) => format!("Partie {} von {of}", n + 1),
            None => format!("Partie {}", n + 1),
        },
        Msg::PassDevice { who } => format!("Gib das Gerät an {who} weiter."),
        Msg::ReadyAs { who } => format!("Ich bin {who}: meine Karten zeigen"),
        Msg::KnockAs { who } => format!("Klopfen ({who})"),
        Msg::MatchPoints { n } => format!("{} Wertungspunkte", crate::i18n::number(*n, true)),
        Msg::PenaltyTotal { n } => format!("{n} Minuspunkte"),
        Msg::CardPoints { n } => format!("{n} Augen"),
        Msg::LastTrickBy { who } => format!("Letzter Stich: {who}"),
        Msg::ReplayStep { i, n } => format!("Schritt {i} von {n}"),
        Msg::Refused(r) => refused(*r),
        Msg::Ruleset(e) => ruleset(e),
        Msg::Setup(e) => setup(e),
        Msg::Link(e) => link(e),
        Msg::Save(e) => save(e),
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
        Msg::Imported { warnings } => {
            if *warnings == 0 {
                "Importiert.".to_owned()
            } else {
                format!("Importiert, mit {warnings} Hinweis(en):")
            }
        }
        Msg::ImportWarning(w) => match w {
            ImportWarning::MatchKeptAsBackup(e) => {
                format!("die Partie wurde als Sicherung aufbewahrt: {}", save(e))
            }
            ImportWarning::Foreign(key) => {
                format!("„{key}“ gehört nicht zum Spiel und wurde übersprungen")
            }
            ImportWarning::Damaged(key) => format!("„{key}“ ist beschädigt und wurde übersprungen"),
        },
        Msg::ImportFailed(e) => match e {
            ImportError::NotAnExport => "Diese Datei ist kein Schräm-Export.".to_owned(),
            ImportError::OtherFormat(f) => {
                format!("Diese Datei ist ein Export im Format „{f}“, das diese Version nicht lesen kann.")
            }
        },
        Msg::LinkCopied => "Link kopiert.".to_owned(),
    }
}

fn refused(r: Refused) -> String {
    match r {
        Refused::Schraem(e) => schraem_rule(e),
        Refused::Ramsch(e) => ramsch_rule(e),
        Refused::Act(e) => match e {
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
        E::CardNotInHand(c) => format!("Du hast {} nicht auf der Hand.", card_name(c)),
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
            "Hübschen nur, wenn alle auf dem letzten Strich sitzen, vor der ersten Karte."
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

fn ruleset(e: &RulesetError) -> String {
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

fn setup(e: &SetupError) -> String {
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
        SetupError::Deal { index, error } => format!("Geben {}: {}", index + 1, deal(error)),
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
        DealError::CardTwice(c) => format!("{} wurde zweimal gegeben.", card_name(*c)),
        DealError::Skat { found } => format!("Der Skat hat {found} Karten statt 2."),
    }
}

fn kind(k: LinkKind) -> &'static str {
    match k {
        LinkKind::Ruleset => "Regel",
        LinkKind::Hand => "Spiel",
    }
}

fn link(e: &LinkError) -> String {
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
            refused(reason.into())
        ),
        LinkError::Hand(ReplayFailure::Setup(s)) => {
            format!("Dieses Spiel lässt sich nicht zeigen: {}", setup(s))
        }
    }
}

fn save(e: &SaveError) -> String {
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
