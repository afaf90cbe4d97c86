//! Deutsche Sätze.

use super::data::{import_failed, import_warning, imported, kept_as_backup, last_played};
use super::errors::{link, refused, ruleset, save, setup};
use super::grammar::{
    capital, dative, does, pays, subject, subject_inside, the_card, the_cards, times, verb, Case,
};
use crate::engine::schraem::Verdict;
use crate::i18n::{join, HintWhy, Knock, Msg, Who};
use crate::session::RulesetsError;
use crate::session::{Choice, DealStory, HandStory, Lesson};

pub(super) fn list(items: &[&str]) -> String {
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

/// A decision of the review: a card (with its article in `case`) or a button's name.
fn choice(c: Choice, case: Case) -> String {
    match c {
        Choice::Card(card) => the_card(card, case),
        Choice::Hold => super::TEXTS.hold.to_owned(),
        Choice::Fold => super::TEXTS.fold.to_owned(),
    }
}

pub(super) fn say(msg: &Msg) -> String {
    match msg {
        Msg::HandStarted { hand, dealer, value } => format!(
            "Spiel {}: {}, das Spiel zählt {value}.",
            hand + 1,
            does(*dealer, "gibt", "gibst")
        ),
        Msg::Kolsch { pips } => {
            format!("{pips} Augen auf der Hand: Du gibst eine Runde Kölsch aus!")
        }
        Msg::Knocked { who, value, how } => match how {
            Knock::Sighted => format!("{} auf {value}.", does(*who, "klopft", "klopfst")),
            Knock::Blind => format!("{} blind auf {value}.", does(*who, "klopft", "klopfst")),
            Knock::Forced => format!(
                "{} auf dem Hammer und {} auf {value}.",
                does(*who, "sitzt", "sitzt"),
                verb(*who, "klopft", "klopfst")
            ),
        },
        Msg::Held { who } => format!("{}.", does(*who, "hält", "hältst")),
        Msg::Folded { who, lost, up } => format!(
            "{} und {}.",
            does(*who, "passt", "passt"),
            pays(*who, *lost, *up)
        ),
        Msg::Played { who, card } => format!(
            "{} {}.",
            does(*who, "spielt", "spielst"),
            the_card(*card, Case::Acc)
        ),
        Msg::TrickWon { who, .. } => format!("{} den Stich.", does(*who, "macht", "machst")),
        Msg::Exchanged { who } => format!(
            "{} die Karten verdeckt ab und {} neue.",
            does(*who, "legt", "legst"),
            verb(*who, "zieht", "ziehst")
        ),
        Msg::LaundryCalled { who } => format!(
            "{} Wäsche an und {} die Karten verdeckt hin.",
            does(*who, "sagt", "sagst"),
            verb(*who, "legt", "legst")
        ),
        Msg::Challenged {
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
        Msg::Penalty { who, lost, out, up } => {
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
        Msg::Declined { who } => format!("{} ab.", does(*who, "lehnt", "lehnst")),
        Msg::RedealRequested { who } => {
            format!("{}: Sollen wir hübschen?", does(*who, "fragt", "fragst"))
        }
        Msg::Agreed { who } => format!("{} einverstanden.", does(*who, "ist", "bist")),
        Msg::RedealFourCourts { who } => format!(
            "{} vier Bilder: Es wird neu gegeben.",
            does(*who, "hat", "hast")
        ),
        Msg::RedealPretty => "Alle sind einverstanden: Es wird neu gegeben.".to_owned(),
        Msg::Lost { who, lost, up } => format!("{} {}.", subject(*who), pays(*who, *lost, *up)),
        Msg::HandWon {
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
        Msg::NobodyWins { folder, value } => format!(
            "{} gepasst, aber {} liegengebliebene Karte macht den letzten Stich: Dieses Spiel gewinnt keiner, alle übrigen zahlen {value}.",
            does(*folder, "hatte", "hattest"),
            verb(*folder, "die", "deine")
        ),
        Msg::HandResult {
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
        Msg::Escaped { who } => format!("{} sicher.", does(*who, "ist", "bist")),
        Msg::Eliminated { who } => format!("{} raus.", does(*who, "ist", "bist")),
        Msg::FinalHandNext => "Alle sitzen auf dem Hammer: Das nächste Spiel entscheidet.".to_owned(),
        Msg::ShortLongOne { players } => format!(
            "Kurzer Langer: Die {players} Spieler auf dem letzten Schräm spielen allein weiter."
        ),
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
        Msg::MatchOver {
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
        Msg::NotCounted { of, grand: true } => format!(
            "zählt auf dem Blatt, aber nicht als eins der {of} Spiele: derselbe gibt noch einmal"
        ),
        Msg::NotCounted { of, grand: false } => format!(
            "ungültig, zählt nicht als eins der {of} Spiele: derselbe gibt noch einmal"
        ),
        Msg::DealStarted { counted, again: false, dealer } => {
            format!("Spiel {}: {}.", counted + 1, does(*dealer, "gibt", "gibst"))
        }
        Msg::DealStarted { counted, again: true, dealer } => format!(
            "Spiel {} noch einmal: {} wieder.",
            counted + 1,
            does(*dealer, "gibt", "gibst")
        ),
        Msg::GrandHandAnnounced { who } => {
            format!("{} Grand Hand!", does(*who, "spielt", "spielst"))
        }
        Msg::PassedGrand { who } => format!("{}: passe.", does(*who, "sagt", "sagst")),
        Msg::RamschBegins => "Kein Grand Hand: Es wird geramscht.".to_owned(),
        Msg::Kontra { who } => format!("{} Kontra.", does(*who, "sagt", "sagst")),
        Msg::Re { who } => format!("{} Re.", does(*who, "sagt", "sagst")),
        Msg::PickedUp { who, count, cards: seen } => {
            let takes = does(*who, "nimmt", "nimmst");
            match seen {
                Some(set) if !set.is_empty() => {
                    format!("{takes} {} auf.", the_cards(*set, Case::Acc))
                }
                _ if *count == 1 => format!("{takes} eine Skatkarte auf."),
                _ => format!("{takes} den Skat auf."),
            }
        }
        Msg::Discarded { who, count, cards: seen } => {
            let puts = does(*who, "drückt", "drückst");
            match seen {
                Some(set) if !set.is_empty() => {
                    format!("{puts} {}.", the_cards(*set, Case::Acc))
                }
                _ if *count == 1 => format!("{puts} eine Karte."),
                _ => format!("{puts} {count} Karten."),
            }
        }
        Msg::Pushed { who, factor } => format!(
            "{}: Das Spiel zählt jetzt {}.",
            does(*who, "schiebt", "schiebst"),
            times(*factor)
        ),
        Msg::RamschTrick { who, points, .. } => format!(
            "{} den Stich ({points} Augen).",
            does(*who, "macht", "machst")
        ),
        Msg::SkatRevealed { cards: set } => {
            format!("Im Skat: {}.", the_cards(*set, Case::Nom))
        }
        Msg::DealScored { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .map(|(who, s)| {
                    let name = subject_inside(*who);
                    match s {
                        0 => format!("{name} 0"),
                        s if *s < 0 => format!("{name} {s} (Gutschrift)"),
                        s => format!("{name} +{s}"),
                    }
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
        Msg::PromptHammerAnswer {
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
        Msg::PromptChallenge {
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
        Msg::PromptFourthCard { exchanger } => format!(
            "Drei Bilder. Die letzte Karte von {exchanger} aufdecken (ein Bild kostet dich 1, eine Zahl {exchanger} 1) oder aufhören."
        ),
        Msg::PromptPretty { requester } => {
            format!("{requester} möchte hübschen: neu geben. Einverstanden?")
        }
        Msg::PromptGrandHand => "Grand Hand allein spielen oder passen?".to_owned(),
        Msg::PromptSkat { factor } => format!(
            "Skat aufnehmen und zwei drücken oder ungesehen schieben (das Spiel zählt dann {}).",
            times(*factor)
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
            Some(k) => format!(
                "Wert {value} · {} {} geklopft",
                subject_inside(*k),
                verb(*k, "hat", "hast")
            ),
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
        Msg::LastTrickBy { who } => match who {
            Who::You => "Letzter Stich: deiner".to_owned(),
            Who::Named(name) => format!("Letzter Stich: {name}"),
        },
        Msg::ReplayStep { i, n } => format!("Schritt {i} von {n}"),
        Msg::PresetChanged { preset } => format!("{preset} – geändert"),
        Msg::ChangedOptions { changes } => {
            let each: Vec<String> = changes.iter().map(|(o, v)| format!("{o} „{v}“")).collect();
            format!("Anders als in der Vorlage: {}.", each.join(", "))
        }
        Msg::OtherwiseAsPreset { summary } => format!("Sonst wie die Vorlage: {summary}"),
        Msg::WaitingForPhone { who } => format!("{who} ist dran, aber das Handy von {who} ist nicht verbunden: Lade es über Menü → Handys am Tisch ein."),
        Msg::ScoreOutOfRange { max } => format!("Nur ganze Zahlen von 0 bis {max}."),
        Msg::HintCard { card } => format!("Tipp: {} spielen.", the_card(*card, Case::Acc)),
        Msg::HintButton { label } => format!("Tipp: „{label}“."),
        Msg::HintKeep { card, keep } => format!(
            "Tipp: {} spielen und {} für den letzten Stich behalten.",
            the_card(*card, Case::Acc),
            the_card(*keep, Case::Acc)
        ),
        Msg::HintButtonWhy { label, why } => format!("Tipp: „{label}“ – {}.", hint_why(*why)),
        Msg::ReviewVerdict { story } => match *story {
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
        Msg::ReviewTrick { n, who } => match who {
            Some(who) => format!("{}. Stich: {who} hat ihn", n + 1),
            None => format!("{}. Stich", n + 1),
        },
        Msg::ReviewKept {
            n,
            choice: choice_made,
        } => {
            format!(
                "{}. Stich: {} – der letzte Stich war dir sicher.",
                n + 1,
                choice(*choice_made, Case::Nom)
            )
        }
        Msg::ReviewCost { n, card, better } => format!(
            "{}. Stich: {} hat dich das Spiel gekostet – mit {} wäre der letzte Stich sicher gewesen.",
            n + 1,
            capital(&the_card(*card, Case::Nom)),
            the_card(*better, Case::Dat)
        ),
        Msg::ReviewFoldCost { n } => {
            format!("{}. Stich: Mit dem Passen hast du ein gewinnbares Spiel aufgegeben.", n + 1)
        }
        Msg::ReviewNoWin {
            n,
            choice: choice_made,
        } => {
            format!(
                "{}. Stich: {} – den letzten Stich konnte nichts mehr holen.",
                n + 1,
                choice(*choice_made, Case::Nom)
            )
        }
        Msg::RamschVerdict { got, story } => match *story {
            DealStory::Unjudged => format!("Du hast {got} Minuspunkte bekommen."),
            DealStory::AllBest { best, .. } if *got < best => format!(
                "Du hast {got} Minuspunkte bekommen, weniger als bestes Spiel gegen dich dir hätte geben können ({best})."
            ),
            DealStory::AllBest { from, .. } => format!(
                "Du hast {got} Minuspunkte bekommen: ab dem {}. Stich ging es auch mit offenen Karten nicht mit weniger.",
                from + 1
            ),
            DealStory::Cost { from, best } if *got > best => format!(
                "Du hast {got} Minuspunkte bekommen; ab dem {}. Stich hätte bestes Spiel mit offenen Karten dich bei {best} gehalten.",
                from + 1
            ),
            DealStory::Cost { from, best } => format!(
                "Du hast {got} Minuspunkte bekommen, nicht mehr, als dir ab dem {}. Stich mit bestem Spiel sicher war ({best}) – aber nur, weil die anderen deine Karten unten nicht bestraft haben.",
                from + 1
            ),
        },
        Msg::RamschCost { n, card, better, more } => format!(
            "{}. Stich: Nach {} hätte bestes Spiel dir {more} Minuspunkte mehr geben können als nach {}.",
            n + 1,
            the_card(*card, Case::Dat),
            the_card(*better, Case::Dat)
        ),
        Msg::RamschAllBest => "Jede deiner Karten in den letzten fünf Stichen war die beste.".to_owned(),
        Msg::Lesson(l) => match l {
            Lesson::Look => "Deine Karten liegen verdeckt. Tippe auf „Karten ansehen“.",
            Lesson::KeepYourBest => "Nur der letzte Stich zählt. Du spielst aus: eine kleine Karte, die Kreuz Sieben, und behalte deine Herz Zehn (die Zehn ist am höchsten: 10 9 8 7 A K D B).",
            Lesson::FollowSuit => "Gerda hat Pik ausgespielt: Farbe muss bedient werden. Spiel dein einziges Pik, die Sieben.",
            Lesson::Hold => "Hans hat geklopft: Das Spiel zählt jetzt 2. Wer passt, verliert jetzt 1 Schräm; wer hält, spielt um 2 weiter. Deine Herz Zehn ist noch das höchste Herz: halten!",
            Lesson::TakeTheLead => "Hans spielt Karo aus. Deine Karo Zehn nimmt den Stich, dann spielst du den letzten aus.",
            Lesson::Knock => "Du spielst den letzten Stich mit der höchsten Karte aus, die noch im Spiel ist. Klopf, dann zählt das Spiel 3!",
            Lesson::LastTrick => "Spiel die Herz Zehn: Wer den letzten Stich macht, gewinnt das Spiel.",
            Lesson::Chalk => "Das Spiel gehört dir. Wer gehalten hat, verliert den Wert des Spiels an Schräm, wer gepasst hat, den Wert vor dem Klopfen; die Kreide bei jedem Namen zeigt die Schräm, die noch bleiben. Wer keine mehr hat, ist raus; wer als Letzter drin ist, gewinnt.",
        }
        .to_owned(),
        Msg::Refused(r) => refused(r),
        Msg::Ruleset(e) => ruleset(e),
        Msg::Setup(e) => setup(e),
        Msg::Link(e) => link(e),
        Msg::Save(e) => save(e),
        Msg::SlateEntry { error, names } => super::real_cards::entry_error(*error, names),
        Msg::SlateDamaged(e) => super::real_cards::damaged(e),
        Msg::SlateFoldedAt { value } => super::real_cards::folded_at(*value),
        Msg::SlateFoldedCard { who } => super::real_cards::folded_card(who),
        Msg::TournamentRound { n, of, series } => super::real_cards::round(*n, *of, *series),
        Msg::TableNumber { n } => super::real_cards::table(*n),
        Msg::DealsFirst { who } => super::real_cards::deals_first(who),
        Msg::TournamentWon { winners } => super::real_cards::won(winners),
        Msg::Tournament(e) => super::real_cards::tournament_error(e),
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
        Msg::Imported { warnings } => imported(*warnings),
        Msg::ImportWarning(w) => import_warning(w),
        Msg::ImportFailed(e) => import_failed(e),
        Msg::LinkCopied => "Link kopiert.".to_owned(),
        Msg::KeptAsBackup(saved) => kept_as_backup(*saved),
        Msg::LastPlayed(when) => last_played(*when),
    }
}

fn hint_why(why: HintWhy) -> &'static str {
    match why {
        HintWhy::Knock => "deine Karten haben gute Chancen auf den letzten Stich",
        HintWhy::Hold => "deine Karten sind den höheren Einsatz wert",
        HintWhy::Fold => "der Einsatz ist für diese Karten zu hoch",
    }
}
