//! An action of either game as a short text (`"knock"`, `"play HT"`, `"discard HT SK"`): how a
//! phone at a shared table sends what it does to the host, and how the host's screen model names
//! the actions a joiner may take. Written by hand rather than derived: one small parser instead of
//! a serde deserializer per action type in the page.

use super::any::AnyAction;
use crate::engine::cards::{Card, CardSet};
use crate::engine::{ramsch, schraem};
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

impl fmt::Display for AnyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            AnyAction::Schraem(a) => match a {
                schraem::Action::Play(card) => write!(f, "s play {card}"),
                schraem::Action::Challenge { turn } => write!(f, "s challenge {turn}"),
                other => write!(f, "s {}", other.act()),
            },
            AnyAction::Ramsch(a) => match a {
                ramsch::Action::GrandHand => f.write_str("r grand_hand"),
                ramsch::Action::Pass => f.write_str("r pass"),
                ramsch::Action::Kontra => f.write_str("r kontra"),
                ramsch::Action::Re => f.write_str("r re"),
                ramsch::Action::PickUpBoth => f.write_str("r pickup"),
                ramsch::Action::PickUpOne { slot } => write!(f, "r pickup_one {slot}"),
                ramsch::Action::Push => f.write_str("r push"),
                ramsch::Action::Play { card } => write!(f, "r play {card}"),
                ramsch::Action::Discard { cards } => {
                    f.write_str("r discard")?;
                    cards.iter().try_for_each(|c| write!(f, " {c}"))
                }
            },
        }
    }
}

/// A text that names no action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadActionCode(pub String);

impl fmt::Display for BadActionCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not an action: {:?}", self.0)
    }
}

impl std::str::FromStr for AnyAction {
    type Err = BadActionCode;

    fn from_str(text: &str) -> Result<AnyAction, BadActionCode> {
        let bad = || BadActionCode(text.to_owned());
        let mut words = text.split(' ');
        let (game, act) = (words.next(), words.next().ok_or_else(bad)?);
        let rest: Vec<&str> = words.collect();
        let card = |i: usize| rest.get(i).and_then(|w| w.parse::<Card>().ok());
        let number = || rest.first().and_then(|w| w.parse::<u8>().ok());
        let action = match (game, act, rest.len()) {
            (Some("s"), "play", 1) => card(0).map(|c| AnyAction::Schraem(schraem::Action::Play(c))),
            (Some("s"), "challenge", 1) => {
                number().map(|turn| AnyAction::Schraem(schraem::Action::Challenge { turn }))
            }
            (Some("s"), act, 0) => schraem_bare(act).map(AnyAction::Schraem),
            (Some("r"), "play", 1) => {
                card(0).map(|card| AnyAction::Ramsch(ramsch::Action::Play { card }))
            }
            (Some("r"), "pickup_one", 1) => {
                number().map(|slot| AnyAction::Ramsch(ramsch::Action::PickUpOne { slot }))
            }
            (Some("r"), "discard", n) if n > 0 => (0..n)
                .map(card)
                .collect::<Option<Vec<Card>>>()
                .map(|cards| {
                    AnyAction::Ramsch(ramsch::Action::Discard {
                        cards: cards.into_iter().collect::<CardSet>(),
                    })
                }),
            (Some("r"), act, 0) => ramsch_bare(act).map(AnyAction::Ramsch),
            _ => None,
        };
        action.ok_or_else(bad)
    }
}

fn schraem_bare(act: &str) -> Option<schraem::Action> {
    use schraem::Action as A;
    [
        A::Look,
        A::Knock,
        A::BlindKnock,
        A::Hold,
        A::Fold,
        A::Exchange,
        A::Decline,
        A::RedealRequest,
        A::Agree,
    ]
    .into_iter()
    .find(|a| a.act() == act)
}

fn ramsch_bare(act: &str) -> Option<ramsch::Action> {
    use ramsch::Action as A;
    Some(match act {
        "grand_hand" => A::GrandHand,
        "pass" => A::Pass,
        "kontra" => A::Kontra,
        "re" => A::Re,
        "pickup" => A::PickUpBoth,
        "push" => A::Push,
        _ => return None,
    })
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
