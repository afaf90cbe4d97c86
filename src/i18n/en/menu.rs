//! The English words only the menu's screens read: the games' summaries, what each rule option
//! means and the tutorial's coach. In the page's build they are a part of their own
//! (`i18n::parts`), fetched when a screen that reads them opens, not with the start.

use super::En;
use crate::i18n::game_words;
use crate::i18n::{said_on_screens_by, MenuWords};
use crate::session::Lesson;

/// The English words of the menu's screens.
pub struct EnMenu;

impl MenuWords for EnMenu {
    said_on_screens_by!();
    game_words::menu_game_words!(En);
    fn lesson(&self, lesson: Lesson) -> &'static str {
        match lesson {
            Lesson::Look => "Your cards lie face down. Tap “Look at cards” to see them.",
            Lesson::KeepYourBest => "Only the last trick counts. You lead: play a low card, the Seven of Clubs, and keep your Ten of Hearts (tens are the highest: 10 9 8 7 A K Q J).",
            Lesson::FollowSuit => "Gerda led spades: you must follow suit if you can. Play your only spade, the Seven.",
            Lesson::Hold => "Hans knocked: the hand is now worth 2. Fold and you pay 1 now; hold and you play on for 2. Your Ten of Hearts is still the best heart: hold!",
            Lesson::TakeTheLead => "Hans leads diamonds. Your Ten of Diamonds takes the trick, so you will lead the last one.",
            Lesson::Knock => "You will lead the last trick with the best card left. Knock to raise the stake to 3!",
            Lesson::LastTrick => "Play the Ten of Hearts: whoever takes the last trick wins the hand.",
            Lesson::Chalk => "The hand is yours. Everyone who held loses the hand's value in marks, everyone who folded what it was worth before the knock; the chalk at each name shows the marks left. Whoever has no marks left is out; the last one in wins the game.",
        }
    }
}
