//! The player's settings (localStorage key `schraem.settings`).

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// How long the table pauses before each computer move, so people can follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    /// No pause at all (to play through quickly).
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// Pause before a computer move, in milliseconds.
    #[must_use]
    pub const fn delay_ms(self) -> u32 {
        match self {
            Speed::Slow => 1400,
            Speed::Normal => 700,
            Speed::Fast => 250,
            Speed::Instant => 0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language of every text.
    pub lang: Lang,
    /// Clubs green and diamonds blue.
    pub four_colour: bool,
    /// How long the table pauses before a computer player's move.
    pub speed: Speed,
    /// Knock and card sounds.
    pub sound: bool,
    /// A short vibration on a knock, where the device can.
    pub haptics: bool,
    /// The signalling server (`matchbox_server`) through which phones join in one tap, as a
    /// WebSocket address (`session::remote::parse_server`); empty: none, codes are exchanged.
    pub signal_server: String,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            lang: Lang::En,
            four_colour: false,
            speed: Speed::Normal,
            sound: true,
            haptics: true,
            signal_server: String::new(),
        }
    }
}
