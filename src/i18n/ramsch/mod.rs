//! Schieberamsch's words: one file per language, each the game's `GameWords` in that language,
//! and its own sentences (`msg.rs`), worded in `say_<lang>.rs`.

mod de;
mod en;
mod fr;
mod msg;
mod say_de;
mod say_en;
mod say_fr;

pub use msg::RamschMsg;

use super::game_words::Worded;
use crate::engine::ramsch::Match;

impl Worded for Match {
    type Msg<'a> = RamschMsg<'a>;
    type De = de::Words;
    type En = en::Words;
    type Fr = fr::Words;
}
