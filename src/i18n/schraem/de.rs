//! Siebenschräm auf Deutsch: seine Regeloptionen und ihre Werte, seine Vorlagen, die Regeln, die
//! einen Zug ablehnen.

use crate::engine::schraem::{Match, Preset, RuleError};
use crate::i18n::de::grammar::{suit_name, the_card, Case};
use crate::i18n::game_words::GameWords;

use super::SchraemMsg;

/// Siebenschräm in German.
pub struct Words;

impl GameWords<Match> for Words {
    fn summary() -> &'static str {
        "Vier Karten je Spieler, nur der letzte Stich zählt. Klopfen erhöht den Einsatz; jeder hat 7 Schräm, wer zuletzt noch welche hat, gewinnt."
    }

    fn option_label(id: &str) -> Option<&'static str> {
        Some(match id {
            "players" => "Mitspieler",
            "hand_size" => "Karten je Spieler",
            "scoring" => "Zählweise",
            "end" => "Ende einer Partie",
            "knock_who" => "Wer klopfen darf",
            "knock_max" => "Höchster Wert",
            "knock_limit" => "Klopfgrenze",
            "max_blind_value" => "Blind klopfen",
            "fold_cost" => "Was Passen kostet",
            "poor" => "Der arme Mann (Hammer)",
            "poor_leads_first" => "Der Arme spielt aus",
            "prefold_sees_hand" => "Vor dem Hinlegen ansehen",
            "four_courts" => "Vier Bilder",
            "lead_after_fold" => "Ausspiel nach dem Passen",
            "cross_suit_order" => "Farben vergleichen",
            "folded_card" => "Karte eines Passenden",
            "pretty_ones" => "Hübschen",
            "kolsch_round" => "Runde Kölsch",
            "dealer" => "Nächster Geber",
            "new_game_start" => "Geber der neuen Partie",
            "match" => "Partie",
            _ => return None,
        })
    }

    fn length_help() -> &'static str {
        "Was gespielt wird: eine Partie, eine Serie von Partien, das Rheinland-Turnier (5 × 5 Partien), zwei Hälften mit Stechen, oder drei Tische."
    }

    fn option_help(id: &str) -> Option<&'static str> {
        Some(match id {
            "players" => "Wie viele am Tisch spielen.",
            "hand_size" => "Karten je Spieler: 4, oder 6 und 8 in Dedenbachs Hälften und im Langen.",
            "scoring" => "Wie gezählt wird: Schräm abstreichen (7, oder 5 auf dem Würfel), Punkte bis zu einer Grenze hochzählen, Sebbes römische XII mit Knollen, oder gar keine Punkte.",
            "end" => "Wann eine Partie endet: wenn nur noch einer übrig ist, sobald der Erste raus ist (der hat verloren), oder mit Tuppens kurzem Langen und Langen.",
            "knock_who" => "Wer den Einsatz erhöhen darf: jeder jederzeit, nur wer auf ist, nur wer gerade eine Karte spielen muss, oder niemand.",
            "knock_max" => "Der höchste Wert, den ein Spiel erreichen kann.",
            "knock_limit" => "Wie hoch man klopfen darf, gemessen an den eigenen Schräm. Halten ist nie begrenzt, das Pflichtklopfen des Armen immer erlaubt.",
            "max_blind_value" => "Bis zu welchem Wert man blind klopfen darf – bevor man die Karten ansieht und vor der ersten Karte.",
            "fold_cost" => "Was Passen kostet: den Wert vor dem Klopfen, auf das man antwortet, oder immer 1.",
            "poor" => "Wer auf dem letzten Schräm sitzt: Er muss blind auf 2 klopfen; er sagt seinen Hammer an; das Spiel zählt sofort 2 und die anderen dürfen für 1 hinlegen; oder ab dem ersten Hammer zählt jedes Spiel 2.",
            "poor_leads_first" => "Ob der Arme zum ersten Stich ausspielt.",
            "prefold_sees_hand" => "Gegen einen automatischen Hammer: ob die anderen ihre Karten ansehen dürfen, bevor sie sich fürs Hinlegen entscheiden.",
            "four_courts" => "Was eine Hand aus Bildern (A K D B) erlaubt: nichts; verdeckt tauschen mit Aufdecken (Wipperfürth: drei zufällige Karten, dann die vierte); heimlich tauschen, wer falsch liegt, ist mit 2 raus (Eifel); aufdecken kostet den Falschen 1; Toepens Wäsche; neu geben; oder frei tauschen.",
            "lead_after_fold" => "Wer ausspielt, wenn der Ausspieler passt: der Nächste, oder (Marienheide) die höchste Karte im Stich.",
            "cross_suit_order" => "Wie Marienheide Karten verschiedener Farben vergleicht: erst der Rang, oder erst die Farbe (♣ ♠ ♥ ♦).",
            "folded_card" => "Was mit der Karte eines Spielers geschieht, der nach dem Ausspielen passt: Sie zählt nicht mehr, oder (Toepen) sie bleibt liegen und kann den Stich sogar machen – macht sie den letzten, gewinnt keiner das Spiel.",
            "pretty_ones" => "Sitzen alle auf dem letzten Schräm, darf vor der ersten Karte jeder neu geben lassen; alle müssen zustimmen.",
            "kolsch_round" => "Ein Hinweis an den Spieler, dessen vier Karten über 37 Augen zählen: Er gibt eine Runde Kölsch aus.",
            "dealer" => "Wer das nächste Spiel gibt: der Gewinner, oder der Nächste im Uhrzeigersinn.",
            "new_game_start" => "Wer das erste Spiel der nächsten Partie gibt: der Gewinner des letzten Spiels oder der Verlierer der Partie.",
            _ => return None,
        })
    }

    fn value_label(option: &str, value: &str) -> Option<&'static str> {
        Some(match (option, value) {
            ("hand_size", "4") => "4 Karten",
            ("hand_size", "6") => "6 Karten",
            ("hand_size", "8") => "8 Karten",
            ("scoring", "count_down(7)") => "7 Schräm, abgestrichen",
            ("scoring", "count_down(5)") => "5 Punkte auf dem Würfel",
            ("scoring", "count_up(7)") => "Punkte bis 7",
            ("scoring", "count_up(10)") => "Punkte bis 10",
            ("scoring", "count_up(15)") => "Punkte bis 15",
            ("scoring", "sebbe_knolle") => "Römische XII und Knollen",
            ("scoring", "escape") => "Keine Punkte (der Gewinner ist sicher)",
            ("end", "last_survivor") => "Wer übrig bleibt, gewinnt",
            ("end", "first_out_loses") => "Wer zuerst raus ist, verliert",
            ("end", "tuppen_long_one") => "Wer zuerst raus ist, verliert; der Lange",
            ("knock_who", "anyone") => "Jeder, jederzeit",
            ("knock_who", "leader_only") => "Nur wer auf ist",
            ("knock_who", "on_turn") => "Nur wer dran ist",
            ("knock_who", "nobody") => "Niemand",
            ("knock_max" | "max_blind_value", "2") => "Bis 2",
            ("knock_max" | "max_blind_value", "3") => "Bis 3",
            ("knock_max" | "max_blind_value", "4") => "Bis 4",
            ("knock_max" | "max_blind_value", "5") => "Bis 5",
            ("knock_max" | "max_blind_value", "6") => "Bis 6",
            ("knock_max" | "max_blind_value", "7") => "Bis 7",
            ("knock_max", "none") => "Ohne Höchstwert",
            ("max_blind_value", "none") => "Nicht blind klopfen",
            ("knock_limit", "strict_two_to_three") => "Bis zu den eigenen Schräm (mit 2 auf 3)",
            ("knock_limit", "strict") => "Bis zu den eigenen Schräm",
            ("knock_limit", "plus_one") => "Einen über die eigenen Schräm",
            ("knock_limit", "dark_plus_one") => "Einen darüber, nur blind",
            ("knock_limit", "none") => "Ohne Grenze",
            ("fold_cost", "value_before_knock") => "Den Wert vor dem Klopfen",
            ("fold_cost", "one") => "Immer 1",
            ("poor", "forced_blind_two") => "Muss blind auf 2 klopfen",
            ("poor", "hammer_announced") => "Sagt seinen Hammer an",
            ("poor", "auto_two_prefold") => "Spiel zählt 2; andere dürfen hinlegen",
            ("poor", "all_games_two_after_first_hammer") => "Jedes Spiel 2 ab dem ersten Hammer",
            ("poor", "none") => "Keine Regel",
            ("four_courts", "none") => "Kein Tausch",
            ("four_courts", "wipperfuerth_challenge") => "Tausch; 3 aufdecken, dann die 4.",
            ("four_courts", "eifel_secret_exchange") => "Heimlicher Tausch; mit 2 raus",
            ("four_courts", "toepen_challenge") => "Tausch; Aufdecken kostet 1",
            ("four_courts", "dirty_laundry") => "Wäsche (auch schmutzige)",
            ("four_courts", "redeal") => "Neu geben",
            ("four_courts", "free_exchange") => "Vier Bilder frei tauschen",
            ("lead_after_fold", "next_active") => "Der Nächste",
            ("lead_after_fold", "marienheide_highest_card") => "Die höchste Karte im Stich",
            ("cross_suit_order", "rank_then_suit") => "Erst Rang, dann ♣ ♠ ♥ ♦",
            ("cross_suit_order", "suit_then_rank") => "Erst Farbe (♣ ♠ ♥ ♦), dann Rang",
            ("folded_card", "withdrawn") => "Zählt nicht mehr",
            ("folded_card", "stays_live") => "Bleibt liegen und kann stechen",
            ("dealer", "winner_deals") => "Der Gewinner",
            ("dealer", "next_clockwise") => "Der Nächste im Uhrzeigersinn",
            ("new_game_start", "winner_deals") => "Der Gewinner des letzten Spiels",
            ("new_game_start", "loser_deals") => "Der Verlierer der Partie",
            ("match", "single_game") => "Eine Partie",
            ("match", "games(3)") => "3 Partien",
            ("match", "games(5)") => "5 Partien",
            ("match", "games(7)") => "7 Partien",
            ("match", "games(10)") => "10 Partien",
            ("match", "open_ended") => "Partien, bis ihr aufhört",
            ("match", "rhineland_tournament") => "Turnier: 5 × 5 Partien",
            ("match", "two_halves_playoff") => "Zwei Hälften mit Stechen",
            ("match", "three_tables") => "Drei Tische zu 10 Spielen",
            _ => return None,
        })
    }

    fn preset_name(preset: Preset) -> &'static str {
        match preset {
            Preset::Rhineland => "Siebenschräm (Rheinland-Meisterschaft)",
            Preset::Wipperfuerth => "Schrööm (Wipperfürth)",
            Preset::Marienheide => "Schrööm (Marienheide)",
            Preset::Eifel => "Siwwe Strööm (Eifel)",
            Preset::Sebbe => "Sebbe Schröhm",
            Preset::DedenbachNewcomer => "Siwwe Schröhm für Zugezogene (Dedenbach)",
            Preset::DedenbachClassic => "Siwwe Schröhm klassisch (Dedenbach)",
            Preset::Tuppen => "Tuppen",
            Preset::Toepen => "Toepen",
        }
    }

    fn preset_summary(preset: Preset) -> &'static str {
        match preset {
            Preset::Rhineland => "Vier Spieler, je vier Karten; 10 9 8 7 A K D B in jeder Farbe, kein Trumpf, Farbe bedienen. Nur der letzte Stich gewinnt. Jeder hat 7 Schräm; ein verlorenes Spiel kostet einen. Jeder darf jederzeit klopfen und den Einsatz um eins erhöhen (bis 7, nie zweimal hintereinander, nicht über die eigenen Schräm – mit 2 darf man auf 3); die anderen halten oder passen und zahlen den alten Wert. Blind klopfen bis 4 vor dem Ansehen; wer nur noch einen Schräm hat, muss blind auf 2 klopfen. Passt der Ausspieler, bleibt die Farbe, solange einer, der noch dabei ist, sie bedient hat. Wer zuletzt noch Schräm hat, gewinnt.",
            Preset::Wipperfuerth => "Schrööm aus Wipperfürth: 2–8 Spieler, 7 Punkte; man darf einen höher klopfen, als man Punkte hat. Wer auf dem letzten Punkt sitzt, sagt seinen Hammer an: ein Klopfen auf 2 (er darf vorher hinsehen); die anderen halten oder gehen für 1 weg. Vor der ersten Karte darf jeder seine Karten verdeckt gegen vier neue tauschen – der Knopf steht bei jeder Hand, es kann also ein Bluff sein: Wer aufdeckt, dreht drei der abgelegten Karten zufällig um, kostenlos; eine Zahl kostet den Tauscher 1; nach drei Bildern darf er aufhören oder die vierte umdrehen: ein Bild kostet ihn 1, eine Zahl den Tauscher. Sitzen alle auf dem letzten Punkt, darf jeder hübschen (alle müssen zustimmen). Über 37 Augen auf der Hand: eine Runde Kölsch.",
            Preset::Marienheide => "Schrööm aus Marienheide: 2–5 Spieler mit 5 Punkten auf dem Würfel; man darf einen höher klopfen, als man Punkte hat. Passt der Ausspieler mitten im Stich, macht die höchste Karte, die noch im Stich liegt, den Stich und spielt aus (erst der Rang, dann ♣ ♠ ♥ ♦); sonst spielt der Nächste aus. Eine Serie von Partien: Ist eine Partie aus, beginnen alle wieder mit 5, und wer zuerst raus war, gibt. Spielt, so lange ihr wollt.",
            Preset::Eifel => "Siwwe Strööm: Punkte zählen von 0 hoch; wer 7 erreicht, ist raus, wer übrig bleibt, gewinnt. Wer auf 6 steht, macht jedes Spiel sofort 2 wert; die anderen entscheiden, bevor sie ihre Karten ansehen, ob sie um 2 spielen oder für 1 Punkt hinlegen. Jeder darf seine ganze Hand verdeckt tauschen und vier Bilder behaupten: Deckt einer auf und es stimmte, ist der Aufdecker mit 2 Punkten aus dem Spiel; war es geblufft, der Tauscher.",
            Preset::Sebbe => "Sebbe Schröhm: 7 Schröhm als römische XII. Nur wer auf ist, darf auf 2 erhöhen; auf 3 – mehr geht nicht – dürfen der Erhöher und jeder, der bei 2 gehalten hat; die Schröhm begrenzen das Klopfen nicht. Passen kostet 1. Verliert der Erhöher, zahlt er 1, verliert ein Halter, zahlt er den Wert. Vier Bilder dürfen gegen neue Karten getauscht werden. Niemand scheidet aus: unter null malt man Knollen. Sitzt einer auf dem Hammer, beginnt jedes Spiel mit 2; sitzen alle darauf, ist das nächste Spiel das Finale: sein Gewinner gewinnt.",
            Preset::DedenbachNewcomer => "Siwwe Schröhm für Zugezogene: 2–5 Spieler, je 8 Karten (6 bei 5 Spielern), keine Punkte, kein Klopfen. Wer den letzten Stich macht, ist sicher und gibt als Nächster; die anderen spielen weiter, bis zwei übrig sind, und wer dann den letzten Stich nicht macht, hat die Hälfte verloren. Nach zwei Hälften spielen die beiden Verlierer ein Spiel mit 8 Karten: Dessen Verlierer hat insgesamt verloren (kein Stechen, wenn einer beide Hälften verloren hat).",
            Preset::DedenbachClassic => "Siwwe Schröhm klassisch: 4 Spieler, 4 Karten. Jeder Verlierer eines Spiels bekommt einen Strich; wer zuerst 7 hat, hat verloren. Wer auf 6 steht, muss vor der ersten Karte blind auf 2 klopfen; sonst wird nicht blind geklopft, und es gibt keine Klopfgrenze. Erreichen zwei im selben Spiel die 7, spielen sie den Langen (8 Karten) um den Verlierer.",
            Preset::Tuppen => "Tuppen: 2–8 Spieler, gegeben wird 2+2; Punkte zählen bis 7, klopfen darf man bis zu den eigenen restlichen Punkten. Wer auf 6 steht, muss blind auf 2 klopfen. Wer zuerst 7 hat, verliert. Stehen zwei oder mehr auf 6, spielen nur sie weiter: Spiele mit 4 Karten, deren Gewinner sicher ist, und die letzten beiden spielen ein Spiel mit 8 Karten, den Langen. Wer gleichzeitig 7 erreicht, spielt ebenfalls den Langen.",
            Preset::Toepen => "Toepen, wie die meisten niederländischen Apps es spielen: 2–8 Spieler (meist 4), Punkte bis 10 (oder 15). Klopfen darf nur, wer gerade eine Karte spielen muss, vor dieser Karte, nie zweimal hintereinander; es gibt keinen Höchstwert, aber man darf nicht über seine restlichen Punkte klopfen. Passen kostet den Wert vor dem Klopfen. Wer auf 9 steht, macht das Spiel 2 wert: Die anderen sehen hin und spielen um 2 oder gehen für 1 weg. Wäsche: Vor der ersten Karte darf jeder vier Bilder, oder drei Bilder und eine Sieben, behaupten und seine Karten verdeckt hinlegen; deckt einer auf, kostet echte Wäsche den Aufdecker 1 und der Ansager bekommt vier neue Karten, ein Bluff kostet den Ansager 1 und er spielt mit seinen Karten weiter. Deckt keiner auf, bekommt er vier neue. Wer übrig bleibt, gewinnt.",
        }
    }

    fn rule_error(e: RuleError) -> String {
        use RuleError as E;
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

    fn say(msg: &SchraemMsg<'_>) -> String {
        super::say_de::say(msg)
    }
}
