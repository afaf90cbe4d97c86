//! Schieberamsch's words: one file per language, each the game's `GameWords` in that language.

mod de;
mod en;
mod fr;

use super::game_words::Worded;
use crate::engine::ramsch::Match;

impl Worded for Match {
    type De = de::Words;
    type En = en::Words;
    type Fr = fr::Words;
}
