//! Schieberamsch in the app: its table as one seat sees it.

pub mod table;

use super::{AppGame, SeatInput};
use crate::engine::ramsch::{Match, Ruleset};
use crate::i18n::Lang;
use crate::present::pace::LastHand;
use crate::present::TableModel;

impl AppGame for Match {
    fn table(seat: &SeatInput<Match>, lang: Lang, last: LastHand) -> TableModel {
        table::table(seat, lang, last)
    }

    fn counts_up(_: &Ruleset) -> bool {
        false
    }

    fn next_hand_label(lang: Lang) -> &'static str {
        lang.texts().next_deal
    }
}
