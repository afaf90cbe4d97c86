//! Schieberamsch auf Deutsch: seine Regeloptionen und ihre Werte, seine Vorlagen, die Regeln, die
//! einen Zug ablehnen.

use crate::engine::ramsch::{Match, Preset, RuleError};
use crate::i18n::de::grammar::suit_name;
use crate::i18n::game_words::GameWords;

use super::RamschMsg;

/// Schieberamsch in German.
pub struct Words;

impl GameWords<Match> for Words {
    fn summary() -> &'static str {
        "Drei Spieler, Buben sind Trumpf. Skat aufnehmen oder schieben; wer die meisten Augen bekommt, verliert sie."
    }

    fn option_label(id: &str) -> Option<&'static str> {
        Some(match id {
            "grand_hand" => "Grand Hand",
            "kontra_re" => "Kontra und Re",
            "lost_grand_factor" => "Verlorener Grand Hand",
            "dealer_after_grand" => "Geber nach Grand Hand",
            "pickup" => "Skat aufnehmen",
            "jacks_in_skat" => "Buben drücken",
            "skat_to" => "Der letzte Skat",
            "tie_for_most" => "Gleich viele Augen",
            "all_three_tie" => "Alle drei 40",
            "durchmarsch_times_pushes" => "Schieben und Durchmarsch",
            "divisor" => "Teiler",
            "rounding" => "Runden",
            "divisor_scope" => "Was geteilt wird",
            "deals" => "Spiele",
            _ => return None,
        })
    }

    fn length_help() -> &'static str {
        "Wie viele Spiele eine Partie hat (ein Vielfaches von 3)."
    }

    fn option_help(id: &str) -> Option<&'static str> {
        Some(match id {
            "grand_hand" => "Ob ein Spieler vor dem Schieben allein Grand Hand spielen darf.",
            "kontra_re" => "Ob ein Gegenspieler eines Grand Hand Kontra (×2) und der Alleinspieler Re (×4) sagen darf.",
            "lost_grand_factor" => "Ob ein verlorener Grand Hand doppelt oder einfach zählt.",
            "dealer_after_grand" => "Nach Grand Hand gibt derselbe noch einmal (das Spiel zählt nicht), oder der Nächste.",
            "pickup" => "Ob der Skat ganz aufgenommen wird, oder eine oder beide Karten.",
            "jacks_in_skat" => "Ob Buben in den Skat gedrückt werden dürfen.",
            "skat_to" => "Wem die Augen des letzten Skats zählen: dem Gewinner des letzten Stichs, oder dem Verlierer.",
            "tie_for_most" => "Zwei haben gleich viele Augen: beide verlieren, wer zuletzt gestochen hat verliert, oder sie teilen.",
            "all_three_tie" => "Alle drei haben 40: keiner zahlt, alle zahlen 40, oder das Spiel zählt nicht.",
            "durchmarsch_times_pushes" => "Ob das Schieben auch einen Durchmarsch vervielfacht.",
            "divisor" => "Ob Verluste durch 10 geteilt werden.",
            "rounding" => "Wie ein geteilter Verlust gerundet wird: ab, oder – wenn Schieben oder Jungfrau ihn vervielfacht haben – erst auf volle Zehner (48 × 4 = 192 → 190 → 19).",
            "divisor_scope" => "Was geteilt wird: nur Ramsch-Verluste, oder auch Grand-Hand-Werte und der Durchmarsch (72 → 7).",
            _ => return None,
        })
    }

    fn value_label(option: &str, value: &str) -> Option<&'static str> {
        Some(match (option, value) {
            ("lost_grand_factor", "2") => "Zählt doppelt",
            ("lost_grand_factor", "1") => "Zählt einfach",
            ("dealer_after_grand", "same") => "Derselbe gibt noch einmal",
            ("dealer_after_grand", "next") => "Der Nächste gibt",
            ("pickup", "both") => "Beide Karten",
            ("pickup", "one_or_both") => "Eine oder beide Karten",
            ("skat_to", "last_trick") => "Dem Gewinner des letzten Stichs",
            ("skat_to", "loser") => "Dem Verlierer",
            ("tie_for_most", "all_lose") => "Beide verlieren",
            ("tie_for_most", "last_trick_loses") => "Wer zuletzt stach, verliert",
            ("tie_for_most", "share") => "Sie teilen",
            ("all_three_tie", "zero") => "Keiner zahlt",
            ("all_three_tie", "minus_40") => "Alle zahlen 40",
            ("all_three_tie", "redeal") => "Das Spiel zählt nicht",
            ("divisor", "1") => "Nicht geteilt",
            ("divisor", "10") => "Durch 10 geteilt",
            ("rounding", "floor") => "Abrunden",
            ("rounding", "nearest_ten_when_multiplied") => "Vervielfacht: erst auf Zehner",
            ("divisor_scope", "ramsch_only") => "Nur Ramsch-Verluste",
            ("divisor_scope", "everything") => "Auch Grand Hand und Durchmarsch",
            _ => return None,
        })
    }

    fn preset_name(preset: Preset) -> &'static str {
        match preset {
            Preset::Schieberamsch => "Schieberamsch",
            Preset::SchieberamschFr => "Schieberamsch (französische Seite)",
        }
    }

    fn preset_summary(preset: Preset) -> &'static str {
        match preset {
            Preset::Schieberamsch => "Drei Spieler; die vier Buben sind die einzigen Trümpfe (Kreuz, Pik, Herz, Karo), dann A 10 K D 9 8 7. Zuerst darf jeder allein Grand Hand spielen. Sonst geht der Skat herum: aufnehmen und zwei drücken (keine Buben) oder ungesehen schieben – jedes Schieben verdoppelt das Spiel. Wer die meisten Augen bekommt, verliert sie; wer keinen Stich macht, verdoppelt (Jungfrau); wer alle Stiche macht, bekommt 120 gut (Durchmarsch). 12 Spiele; die wenigsten Minuspunkte gewinnen.",
            Preset::SchieberamschFr => "Die Regeln der französischen Seite: wie Schieberamsch, aber man darf eine oder beide Skatkarten aufnehmen, gegen Grand Hand gibt es Kontra und Re, und Verluste werden durch 10 geteilt: ein einfacher Verlust wird abgerundet (48 → 4), einer, den Schieben oder Jungfrau vervielfacht haben, erst auf volle Zehner gerundet (48 × 4 = 192 → 190 → 19). Grand-Hand-Werte und Durchmarsch werden nicht geteilt (eine Option teilt sie mit).",
        }
    }

    fn rule_error(e: RuleError) -> String {
        use RuleError as E;
        match e {
            E::NotYourTurn => "Du bist nicht dran.".to_owned(),
            E::NoSuchSeat => "Beim Schieberamsch gibt es nur drei Plätze.".to_owned(),
            E::DealOver => "Dieses Spiel ist vorbei.".to_owned(),
            E::MatchOver => "Die Partie ist vorbei.".to_owned(),
            E::GrandHandNotAllowed => "Bei diesen Regeln gibt es keinen Grand Hand.".to_owned(),
            E::NotOfferRound => "Die Grand-Hand-Runde ist vorbei.".to_owned(),
            E::KontraReNotAllowed => "Bei diesen Regeln gibt es kein Kontra und Re.".to_owned(),
            E::KontraOnlyInGrandHand => {
                "Kontra und Re gibt es nur gegen einen Grand Hand.".to_owned()
            }
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
            E::MustFollowTrump => {
                "Es wurde Bube gespielt: Du musst einen Buben zugeben.".to_owned()
            }
            E::UnknownAct => "Das ist kein Zug im Schieberamsch.".to_owned(),
            E::MissingCard => "Dem Zug fehlt die Karte.".to_owned(),
            E::MissingCards => "Dem Zug fehlen die Karten.".to_owned(),
            E::NoDealAvailable => "Für das nächste Spiel gibt es keine Karten.".to_owned(),
        }
    }

    fn say(msg: &RamschMsg<'_>) -> String {
        super::say_de::say(msg)
    }
}
