//! The English words only the menu's screens read: the games' summaries, what each rule option
//! means and the tutorial's coach. In the page's build they are a part of their own
//! (`i18n::parts`), fetched when a screen that reads them opens, not with the start.

use super::data::{import_failed, import_warning, imported};
use super::errors::link;
use super::En;
use crate::i18n::game_words;
use crate::i18n::{MenuWords, Msg, PhoneTexts, ScreenTexts, SiteTexts};
use crate::session::Lesson;

/// The English words of the menu's screens.
pub struct EnMenu;

impl MenuWords for EnMenu {
    fn say(&self, msg: &Msg) -> String {
        match msg {
            Msg::ReplayStep { i, n } => format!("Step {i} of {n}"),
            Msg::ScoreOutOfRange { max } => format!("Whole numbers from 0 to {max} only."),
            Msg::ReviewTrick { n, who } => match who {
                Some(who) => format!("Trick {}: {who} took it", n + 1),
                None => format!("Trick {}", n + 1),
            },
            Msg::Link(e) => link(e),
            Msg::SlateEntry { error, names } => super::real_cards::entry_error(*error, names),
            Msg::SlateFoldedAt { value } => super::real_cards::folded_at(*value),
            Msg::SlateFoldedCard { who } => super::real_cards::folded_card(who),
            Msg::TournamentRound { n, of, series } => super::real_cards::round(*n, *of, *series),
            Msg::TableNumber { n } => super::real_cards::table(*n),
            Msg::DealsFirst { who } => super::real_cards::deals_first(who),
            Msg::TournamentWon { winners } => super::real_cards::won(winners),
            Msg::Tournament(e) => super::real_cards::tournament_error(e),
            Msg::Imported { warnings } => imported(*warnings),
            Msg::ImportWarning(w) => import_warning(w),
            Msg::ImportFailed(e) => import_failed(e),
            _ => String::new(),
        }
    }
    fn phones(&self) -> &'static PhoneTexts {
        &super::phones::PHONES
    }
    fn site(&self) -> &'static SiteTexts {
        &super::site::SITE
    }
    fn texts(&self) -> &'static ScreenTexts {
        &super::screens::SCREEN_TEXTS
    }
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
