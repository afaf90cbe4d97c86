//! The French words only the menu's screens read: the games' summaries, what each rule option
//! means and the tutorial's coach. In the page's build they are a part of their own
//! (`i18n::parts`), fetched when a screen that reads them opens, not with the start.

use super::Fr;
use crate::i18n::game_words;
use crate::i18n::{said_on_screens_by, MenuWords};
use crate::session::Lesson;

/// The French words of the menu's screens.
pub struct FrMenu;

impl MenuWords for FrMenu {
    said_on_screens_by!();
    game_words::menu_game_words!(Fr);
    fn lesson(&self, lesson: Lesson) -> &'static str {
        match lesson {
            Lesson::Look => "Vos cartes sont face cachée. Touchez « Regarder ses cartes ».",
            Lesson::KeepYourBest => "Seul le dernier pli compte. Vous entamez : jouez une petite carte, le Sept de trèfle, et gardez votre Dix de cœur (le dix est la plus forte : 10 9 8 7 A R D V).",
            Lesson::FollowSuit => "Gerda a entamé pique : il faut fournir la couleur. Jouez votre seul pique, le Sept.",
            Lesson::Hold => "Hans a frappé : la main vaut maintenant 2. Se coucher coûte 1 tout de suite ; tenir, c'est jouer pour 2. Votre Dix de cœur est encore le plus fort cœur : tenez !",
            Lesson::TakeTheLead => "Hans entame carreau. Votre Dix de carreau prend le pli : vous entamerez le dernier.",
            Lesson::Knock => "Vous entamerez le dernier pli avec la plus forte carte restante. Frappez : la main vaudra 3 !",
            Lesson::LastTrick => "Jouez le Dix de cœur : qui prend le dernier pli gagne la main.",
            Lesson::Chalk => "La main est à vous. Qui a tenu perd la valeur de la main en marques, qui s'est couché la valeur d'avant la frappe ; la craie près de chaque nom montre les marques qui restent. Qui n'en a plus est éliminé ; le dernier en jeu gagne.",
        }
    }
}
