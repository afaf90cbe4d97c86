//! The player's settings (localStorage key `schraem.settings`).

use crate::json::{one_of, Fields, FromJson, ReadError, ToJson, Writer};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How long the table pauses before each computer move, so people can follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Speed {
    /// A long pause, to follow every card.
    Slow,
    /// The usual pause.
    Normal,
    /// A short pause.
    Fast,
    /// No pause at all (to play through quickly).
    Instant,
}

impl Speed {
    /// Every speed, slowest first (the settings menu's order).
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

/// What the table does once a hand's result is on it (see `session::pace`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    /// The result stays until the player taps "Next hand".
    #[default]
    OnTap,
    /// The next hand begins by itself after a pause (three times the computer speed's).
    Auto,
}

impl Pace {
    /// Both, in the order Settings offers them.
    pub const ALL: [Pace; 2] = [Pace::OnTap, Pace::Auto];
}

/// The player's settings on this device (saved with the app's state).
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
    /// This device's own STUN/TURN servers, as the JSON list of `config.json`'s `iceServers`
    /// (`session::site_config`); empty: the site's, `[]`: none (local candidates only).
    pub ice_servers: String,
    /// After a hand's result: wait for "Next hand", or go on by itself (settings saved before
    /// this existed load with the default, waiting).
    pub next_hand: Pace,
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
            ice_servers: String::new(),
            next_hand: Pace::OnTap,
        }
    }
}

/// The settings as JSON by hand (`crate::json`, issue 30), as serde writes them: every field, a
/// missing one read as [`Settings::default`]'s.
impl FromJson for Settings {
    fn from_json(value: &Value) -> Result<Settings, ReadError> {
        let f = Fields::of(value)?;
        let d = Settings::default();
        Ok(Settings {
            lang: f.or("lang", d.lang)?,
            four_colour: f.or("four_colour", d.four_colour)?,
            speed: f.or("speed", d.speed)?,
            sound: f.or("sound", d.sound)?,
            haptics: f.or("haptics", d.haptics)?,
            signal_server: f.or("signal_server", d.signal_server)?,
            ice_servers: f.or("ice_servers", d.ice_servers)?,
            next_hand: f.or("next_hand", d.next_hand)?,
        })
    }
}

impl ToJson for Settings {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("lang");
        self.lang.write_json(out);
        out.key("four_colour");
        out.bool(self.four_colour);
        out.key("speed");
        self.speed.write_json(out);
        out.key("sound");
        out.bool(self.sound);
        out.key("haptics");
        out.bool(self.haptics);
        out.key("signal_server");
        out.string(&self.signal_server);
        out.key("ice_servers");
        out.string(&self.ice_servers);
        out.key("next_hand");
        self.next_hand.write_json(out);
        out.end_object();
    }
}

const LANGS: [(&str, Lang); 3] = [("de", Lang::De), ("en", Lang::En), ("fr", Lang::Fr)];
const SPEEDS: [(&str, Speed); 4] = [
    ("slow", Speed::Slow),
    ("normal", Speed::Normal),
    ("fast", Speed::Fast),
    ("instant", Speed::Instant),
];
const PACES: [(&str, Pace); 2] = [("on_tap", Pace::OnTap), ("auto", Pace::Auto)];

/// The name of `item` in `names` (every variant has one).
fn name_of<T: PartialEq>(names: &[(&'static str, T)], item: &T) -> &'static str {
    names.iter().find(|(_, t)| t == item).map_or("", |(n, _)| n)
}

/// A unit enum read and written by its name in `names`.
macro_rules! json_by_name {
    ($($t:ty: $names:ident),*) => {$(
        impl FromJson for $t {
            fn from_json(value: &Value) -> Result<$t, ReadError> {
                one_of(value, &$names)
            }
        }

        impl ToJson for $t {
            fn write_json(&self, out: &mut Writer) {
                out.string(name_of(&$names, self));
            }
        }
    )*};
}

json_by_name!(Lang: LANGS, Speed: SPEEDS, Pace: PACES);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_saved_before_the_pace_existed_load_and_wait_for_the_tap() {
        let old = r#"{"lang":"de","four_colour":true,"speed":"normal","sound":false,"haptics":true,"signal_server":""}"#;
        let s: Settings = serde_json::from_str(old).unwrap();
        assert_eq!((s.lang, s.four_colour, s.sound), (Lang::De, true, false));
        assert_eq!(s.next_hand, Pace::OnTap);
        let auto = Settings {
            next_hand: Pace::Auto,
            ..Settings::default()
        };
        let back: Settings = serde_json::from_str(&serde_json::to_string(&auto).unwrap()).unwrap();
        assert_eq!(back, auto);
    }
}
