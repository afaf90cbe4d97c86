//! Siebenschräm's sentences in German: each of its [`SchraemMsg`]s worded.

use super::{Knock, SchraemMsg};
use crate::engine::schraem::Verdict;
use crate::i18n::de::grammar::{
    capital, dative, does, pays, subject, subject_inside, the_card, the_cards, verb, Case,
};
use crate::i18n::de::say::list;
use crate::session::{Choice, HandStory};

/// "1 Schräm" / "3 Schräm" or "1 Punkt" / "3 Punkte".
fn amount(n: i32, up: bool) -> String {
    match (up, n.abs() == 1) {
        (false, _) => format!("{n} Schräm"),
        (true, true) => format!("{n} Punkt"),
        (true, false) => format!("{n} Punkte"),
    }
}

/// A decision of the review: a card (with its article in `case`) or a button's name.
fn choice(c: Choice, case: Case) -> String {
    match c {
        Choice::Card(card) => the_card(card, case),
        Choice::Hold => crate::i18n::de::TEXTS.hold.to_owned(),
        Choice::Fold => crate::i18n::de::TEXTS.fold.to_owned(),
    }
}

pub(super) fn say(msg: &SchraemMsg) -> String {
    match msg {
        SchraemMsg::HandStarted { hand, dealer, value } => format!(
            "Spiel {}: {}, das Spiel zählt {value}.",
            hand + 1,
            does(*dealer, "gibt", "gibst")
        ),
        SchraemMsg::Kolsch { pips } => {
            format!("{pips} Augen auf der Hand: Du gibst eine Runde Kölsch aus!")
        }
        SchraemMsg::Knocked { who, value, how } => match how {
            Knock::Sighted => format!("{} auf {value}.", does(*who, "klopft", "klopfst")),
            Knock::Blind => format!("{} blind auf {value}.", does(*who, "klopft", "klopfst")),
            Knock::Forced => format!(
                "{} auf dem Hammer und {} auf {value}.",
                does(*who, "sitzt", "sitzt"),
                verb(*who, "klopft", "klopfst")
            ),
        },
        SchraemMsg::Held { who } => format!("{}.", does(*who, "hält", "hältst")),
        SchraemMsg::Folded { who, lost, up } => format!(
            "{} und {}.",
            does(*who, "passt", "passt"),
            pays(*who, *lost, *up)
        ),
        SchraemMsg::TrickWon { who, .. } => format!("{} den Stich.", does(*who, "macht", "machst")),
        SchraemMsg::Exchanged { who } => format!(
            "{} die Karten verdeckt ab und {} neue.",
            does(*who, "legt", "legst"),
            verb(*who, "zieht", "ziehst")
        ),
        SchraemMsg::LaundryCalled { who } => format!(
            "{} Wäsche an und {} die Karten verdeckt hin.",
            does(*who, "sagt", "sagst"),
            verb(*who, "legt", "legst")
        ),
        SchraemMsg::Challenged {
            who,
            whom,
            cards: turned,
            verdict,
        } => format!(
            "{} bei {} {} auf: {}",
            does(*who, "deckt", "deckst"),
            dative(*whom),
            the_cards(*turned, Case::Acc),
            match verdict {
                Verdict::Courts => "nur Bilder.",
                Verdict::Numeral => "nicht nur Bilder!",
                Verdict::Laundry => "echte Wäsche.",
                Verdict::NoLaundry => "geblufft!",
            }
        ),
        SchraemMsg::Penalty { who, lost, out, up } => {
            if *out {
                format!(
                    "{} {} und {} aus diesem Spiel raus.",
                    subject(*who),
                    pays(*who, *lost, *up),
                    verb(*who, "ist", "bist")
                )
            } else {
                format!("{} {}.", subject(*who), pays(*who, *lost, *up))
            }
        }
        SchraemMsg::Declined { who } => format!("{} ab.", does(*who, "lehnt", "lehnst")),
        SchraemMsg::RedealRequested { who } => {
            format!("{}: Sollen wir hübschen?", does(*who, "fragt", "fragst"))
        }
        SchraemMsg::Agreed { who } => format!("{} einverstanden.", does(*who, "ist", "bist")),
        SchraemMsg::RedealFourCourts { who } => format!(
            "{} vier Bilder: Es wird neu gegeben.",
            does(*who, "hat", "hast")
        ),
        SchraemMsg::RedealPretty => "Alle sind einverstanden: Es wird neu gegeben.".to_owned(),
        SchraemMsg::Lost { who, lost, up } => format!("{} {}.", subject(*who), pays(*who, *lost, *up)),
        SchraemMsg::HandWon {
            who,
            value,
            by_folds,
        } => {
            if *by_folds {
                format!(
                    "Alle anderen haben gepasst: {} für {value} (die Karten bleiben verdeckt).",
                    does(*who, "gewinnt", "gewinnst")
                )
            } else {
                format!(
                    "{} den letzten Stich und {} das Spiel (Wert {value}).",
                    does(*who, "macht", "machst"),
                    verb(*who, "gewinnt", "gewinnst")
                )
            }
        }
        SchraemMsg::NobodyWins { folder, value } => format!(
            "{} gepasst, aber {} liegengebliebene Karte macht den letzten Stich: Dieses Spiel gewinnt keiner, alle übrigen zahlen {value}.",
            does(*folder, "hatte", "hattest"),
            verb(*folder, "die", "deine")
        ),
        SchraemMsg::HandResult {
            winner,
            value,
            losses,
            up,
            escape,
        } => {
            let head = match (winner, escape) {
                (Some(w), true) => format!(
                    "{} das Spiel gewonnen und {} sicher.",
                    does(*w, "hat", "hast"),
                    verb(*w, "ist", "bist")
                ),
                (Some(w), false) => {
                    format!("{} das Spiel für {value} gewonnen.", does(*w, "hat", "hast"))
                }
                (None, _) => format!("Niemand hat das Spiel gewonnen ({value})."),
            };
            let paid: Vec<String> = losses
                .iter()
                .enumerate()
                .map(|(i, (who, n))| {
                    let name = if i == 0 { subject(*who) } else { subject_inside(*who) };
                    format!("{name} {}", pays(*who, *n, *up))
                })
                .collect();
            let refs: Vec<&str> = paid.iter().map(String::as_str).collect();
            if refs.is_empty() {
                head
            } else {
                format!("{head} {}.", list(&refs))
            }
        }
        SchraemMsg::Escaped { who } => format!("{} sicher.", does(*who, "ist", "bist")),
        SchraemMsg::Eliminated { who } => format!("{} raus.", does(*who, "ist", "bist")),
        SchraemMsg::FinalHandNext => "Alle sitzen auf dem Hammer: Das nächste Spiel entscheidet.".to_owned(),
        SchraemMsg::ShortLongOne { players } => format!(
            "Kurzer Langer: Die {players} Spieler auf dem letzten Schräm spielen allein weiter."
        ),
        SchraemMsg::LongOneForTie { names } => format!(
            "{} sind gleichzeitig am Limit: Sie spielen den Langen (8 Karten) um den Verlierer.",
            list(names)
        ),
        SchraemMsg::GameOver {
            game,
            winner,
            loser,
            drawn,
        } => match (winner, loser) {
            (Some(w), _) => {
                format!("Partie {} ist aus: {}.", game + 1, does(*w, "gewinnt", "gewinnst"))
            }
            (None, Some(l)) => format!(
                "Partie {} ist aus: {} verloren.",
                game + 1,
                does(*l, "hat", "hast")
            ),
            (None, None) if !drawn.is_empty() => format!(
                "Partie {} endet unentschieden: {} sind gleichzeitig raus.",
                game + 1,
                list(drawn)
            ),
            (None, None) => format!("Partie {} ist aus.", game + 1),
        },
        SchraemMsg::MatchOver {
            winner,
            loser,
            tied,
        } => match (winner, loser) {
            (Some(w), _) => format!("Ende: {} gewonnen!", does(*w, "hat", "hast")),
            (None, Some(l)) => format!(
                "Ende: {} verloren und {} eine Runde aus.",
                does(*l, "hat", "hast"),
                verb(*l, "gibt", "gibst")
            ),
            (None, None) if !tied.is_empty() => {
                format!("Ende: {} teilen sich den ersten Platz.", list(tied))
            }
            (None, None) => "Ende der Partie.".to_owned(),
        },
        SchraemMsg::PromptLookOrBlind => {
            "Sieh dir deine Karten an – oder klopf vorher blind.".to_owned()
        }
        SchraemMsg::PromptLook => "Sieh dir deine Karten an.".to_owned(),
        SchraemMsg::PromptPlayOrKnock => "Du bist dran: Spiel eine Karte – oder klopf vorher.".to_owned(),
        SchraemMsg::PromptForcedBlind { value, up } => {
            if *up {
                format!("Dir fehlt nur noch ein Punkt: Du musst vor der ersten Karte blind auf {value} klopfen.")
            } else {
                format!("Du hast nur noch einen Schräm: Du musst vor der ersten Karte blind auf {value} klopfen.")
            }
        }
        SchraemMsg::PromptHammer => {
            "Du sitzt auf dem Hammer: Sag ihn an (auf 2 klopfen). Du darfst vorher in deine Karten sehen.".to_owned()
        }
        SchraemMsg::WaitingForced { who } => {
            format!("{who} sitzt auf dem Hammer und muss zuerst klopfen …")
        }
        SchraemMsg::PromptAnswer {
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
        SchraemMsg::PromptHammerAnswer {
            poor,
            cost,
            up,
            blind,
        } => {
            let choice = if *blind { "Entscheide, bevor du deine Karten ansiehst: um 2 spielen" } else { "Um 2 spielen" };
            format!(
            "{poor} sitzt auf dem Hammer: Dieses Spiel zählt 2. {choice} oder hinlegen ({}).",
            if *up {
                format!("du bekommst {}", amount(*cost, true))
            } else {
                format!("du verlierst {}", amount(*cost, false))
            }
        )
        }
        SchraemMsg::PromptChallenge {
            exchanger,
            laundry,
            three,
        } => {
            if *laundry {
                format!("{exchanger} sagt Wäsche an. Die Karten aufdecken (ein Bluff kostet {exchanger} 1, echte Wäsche dich 1) oder gelten lassen.")
            } else if *three {
                format!("{exchanger} hat getauscht. Drei der abgelegten Karten zufällig aufdecken (kostet nichts) oder gelten lassen.")
            } else {
                format!("{exchanger} hat getauscht. Die abgelegten Karten aufdecken und auf Bilder prüfen oder gelten lassen.")
            }
        }
        SchraemMsg::PromptFourthCard { exchanger } => format!(
            "Drei Bilder. Die letzte Karte von {exchanger} aufdecken (ein Bild kostet dich 1, eine Zahl {exchanger} 1) oder aufhören."
        ),
        SchraemMsg::PromptPretty { requester } => {
            format!("{requester} möchte hübschen: neu geben. Einverstanden?")
        }
        SchraemMsg::ValueNow { value, knocker } => match knocker {
            Some(k) => format!(
                "Wert {value} · {} {} geklopft",
                subject_inside(*k),
                verb(*k, "hat", "hast")
            ),
            None => format!("Wert {value}"),
        },
        SchraemMsg::KnockAs { who } => format!("Klopfen ({who})"),
        SchraemMsg::ReviewVerdict { story } => match *story {
            HandStory::Unjudged => {
                "In diesem Spiel gab es keine Entscheidung von dir zu beurteilen.".to_owned()
            }
            HandStory::NoWin { won: false } => {
                "Mit diesen Karten war das Spiel nicht zu gewinnen.".to_owned()
            }
            HandStory::NoWin { won: true } => {
                "Gewonnen, obwohl bestes Spiel gegen dich es verhindert hätte.".to_owned()
            }
            HandStory::InHand { at_start: true, gave: None, won: true, .. } => {
                "Du hattest den letzten Stich sicher und hast ihn geholt.".to_owned()
            }
            HandStory::InHand { from, gave: None, won: true, .. } => format!(
                "Erst war nichts zu gewinnen, doch ab dem {}. Stich ließ dir das Spiel der anderen den letzten Stich, und du hast ihn geholt.",
                from + 1
            ),
            HandStory::InHand { from, gave: None, won: false, .. } => format!(
                "Ab dem {}. Stich war dir der letzte Stich sicher, und keine deiner Entscheidungen hat ihn hergegeben; das Spiel kippte durch ein Klopfen, das diese Auswertung nicht beurteilt.",
                from + 1
            ),
            HandStory::InHand { at_start: true, gave: Some(_), won: false, .. } => {
                "Mit offenen Karten hättest du den letzten Stich holen können.".to_owned()
            }
            HandStory::InHand { from, gave: Some(_), won: false, .. } => format!(
                "Erst war nichts zu gewinnen, doch ab dem {}. Stich ließ dir das Spiel der anderen den letzten Stich – dann ist er dir wieder entglitten.",
                from + 1
            ),
            HandStory::InHand { gave: Some(g), won: true, .. } => format!(
                "Gewonnen, aber nicht sicher: im {}. Stich ist dir der sichere letzte Stich entglitten, erst das Spiel der anderen gab ihn dir zurück.",
                g + 1
            ),
        },
        SchraemMsg::ReviewKept {
            n,
            choice: choice_made,
        } => {
            format!(
                "{}. Stich: {} – der letzte Stich war dir sicher.",
                n + 1,
                choice(*choice_made, Case::Nom)
            )
        }
        SchraemMsg::ReviewCost { n, card, better } => format!(
            "{}. Stich: {} hat dich das Spiel gekostet – mit {} wäre der letzte Stich sicher gewesen.",
            n + 1,
            capital(&the_card(*card, Case::Nom)),
            the_card(*better, Case::Dat)
        ),
        SchraemMsg::ReviewFoldCost { n } => {
            format!("{}. Stich: Mit dem Passen hast du ein gewinnbares Spiel aufgegeben.", n + 1)
        }
        SchraemMsg::ReviewNoWin {
            n,
            choice: choice_made,
        } => {
            format!(
                "{}. Stich: {} – den letzten Stich konnte nichts mehr holen.",
                n + 1,
                choice(*choice_made, Case::Nom)
            )
        }
    }
}
