//! An action of either game as a short text (`"s knock"`, `"r play HT"`, `"r discard HT SK"`):
//! how a phone at a shared table sends what it does to the host, and how the host's screen model
//! names the actions a joiner may take. The game's letter, then the action in its engine's one
//! text form (`engine::action_text`); `session/any.rs` writes and reads the letter. Written by
//! hand rather than derived: one small parser instead of a serde deserializer per action type in
//! the page.

use super::any::AnyAction;
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A text that names no action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadActionCode(pub String);

impl fmt::Display for BadActionCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not an action: {:?}", self.0)
    }
}

impl Serialize for AnyAction {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for AnyAction {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AnyAction, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        s.parse().map_err(de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::AnyMatch;

    /// Every action legal anywhere in a few played matches of both games survives the round trip.
    #[test]
    fn every_legal_action_round_trips_through_its_code() {
        for preset in crate::engine::PresetId::all() {
            let (low, _) = preset.players_range();
            let names = (0..low).map(|i| format!("P{i}")).collect();
            let mut m = AnyMatch::start(preset, &serde_json::Map::new(), names, 7).expect("match");
            for step in 0..400 {
                let Some(seat) = m.to_act() else { break };
                let legal = m.legal_actions(seat);
                for a in &legal {
                    let code = a.to_string();
                    assert_eq!(code.parse::<AnyAction>(), Ok(*a), "{preset}: {code}");
                }
                let pick = legal[step % legal.len()];
                m.apply(seat, pick).expect("legal");
            }
        }
    }

    #[test]
    fn texts_that_name_no_action_are_refused() {
        for text in [
            "",
            "s",
            "s dance",
            "s play",
            "s play H10",
            "r discard",
            "x knock",
            "s knock HT",
        ] {
            assert!(text.parse::<AnyAction>().is_err(), "{text:?}");
        }
    }
}
