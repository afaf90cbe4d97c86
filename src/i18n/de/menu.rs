//! The German words only the menu's screens read: the games' summaries, what each rule option
//! means and the tutorial's coach. In the page's build they are a part of their own
//! (`i18n::parts`), fetched when a screen that reads them opens, not with the start.

use super::De;
use crate::i18n::game_words;
use crate::i18n::{said_on_screens_by, MenuWords};
use crate::session::Lesson;

/// The German words of the menu's screens.
pub struct DeMenu;

impl MenuWords for DeMenu {
    said_on_screens_by!();
    game_words::menu_game_words!(De);
    fn lesson(&self, lesson: Lesson) -> &'static str {
        match lesson {
            Lesson::Look => "Deine Karten liegen verdeckt. Tippe auf „Karten ansehen“.",
            Lesson::KeepYourBest => "Nur der letzte Stich zählt. Du spielst aus: eine kleine Karte, die Kreuz Sieben, und behalte deine Herz Zehn (die Zehn ist am höchsten: 10 9 8 7 A K D B).",
            Lesson::FollowSuit => "Gerda hat Pik ausgespielt: Farbe muss bedient werden. Spiel dein einziges Pik, die Sieben.",
            Lesson::Hold => "Hans hat geklopft: Das Spiel zählt jetzt 2. Wer passt, verliert jetzt 1 Schräm; wer hält, spielt um 2 weiter. Deine Herz Zehn ist noch das höchste Herz: halten!",
            Lesson::TakeTheLead => "Hans spielt Karo aus. Deine Karo Zehn nimmt den Stich, dann spielst du den letzten aus.",
            Lesson::Knock => "Du spielst den letzten Stich mit der höchsten Karte aus, die noch im Spiel ist. Klopf, dann zählt das Spiel 3!",
            Lesson::LastTrick => "Spiel die Herz Zehn: Wer den letzten Stich macht, gewinnt das Spiel.",
            Lesson::Chalk => "Das Spiel gehört dir. Wer gehalten hat, verliert den Wert des Spiels an Schräm, wer gepasst hat, den Wert vor dem Klopfen; die Kreide bei jedem Namen zeigt die Schräm, die noch bleiben. Wer keine mehr hat, ist raus; wer als Letzter drin ist, gewinnt.",
        }
    }
}
