//! Who sits where and which rules are played: the [`MatchSetup`] the New game screen edits, as a
//! pure reducer ([`MatchSetup::edit`] with a [`SetupEdit`]), so the screen holds no logic.

use crate::ai::Level;
use crate::engine::by_preset::normalize;
use crate::engine::record::RulesetSpec;
use crate::engine::{GameKind, PresetId, RulesetError};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "level")]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A computer player.
    Bot(Level),
    /// A person on his own phone, joined over the network (see docs/multiplayer.md): this
    /// device's screen never shows his cards, and the table waits for his phone.
    Phone,
}

/// One seat of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    /// The name shown and written into the record.
    pub name: String,
    /// Who plays it.
    pub kind: SeatKind,
}

/// What the New game screen chose: a preset of one game, the options changed from it (in normal
/// form: only real differences), and the seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSetup {
    /// The preset (its game follows from it).
    pub preset: PresetId,
    /// Overrides of the preset's options by id, as in a record.
    #[serde(default)]
    pub options: Map<String, Value>,
    /// The seats, seat 0 first.
    pub seats: Vec<SeatSetup>,
}

/// One change on the New game screen.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupEdit {
    /// Play this game (its reference preset, the usual table).
    Game(GameKind),
    /// Play this preset (options reset; seats kept within its range).
    Preset(PresetId),
    /// Set one option.
    Option(String, Value),
    /// Play exactly these rules (a saved or shared rule set).
    Rules(RulesetSpec),
    /// Add a computer seat.
    AddSeat,
    /// Remove a seat.
    RemoveSeat(usize),
    /// Change who plays a seat.
    Kind(usize, SeatKind),
    /// Rename a seat.
    Name(usize, String),
}

/// Names for computer seats.
const BOT_NAMES: [&str; 8] = [
    "Gerda", "Hans", "Anne", "Hubert", "Lisbeth", "Jupp", "Trud", "Pitter",
];

impl MatchSetup {
    /// The usual table of `game`: `you` against computer players at medium strength.
    #[must_use]
    pub fn default_for(game: GameKind, you: &str) -> MatchSetup {
        let preset = PresetId::reference(game);
        let players = usize::from(preset.players_range().0);
        let mut seats = vec![SeatSetup {
            name: you.to_owned(),
            kind: SeatKind::Human,
        }];
        seats.extend(BOT_NAMES.iter().take(players - 1).map(|name| SeatSetup {
            name: (*name).to_owned(),
            kind: SeatKind::Bot(Level::Medium),
        }));
        MatchSetup {
            preset,
            options: Map::new(),
            seats,
        }
    }

    /// The game played.
    #[must_use]
    pub fn game(&self) -> GameKind {
        self.preset.game()
    }

    /// The number of players the preset allows, as (fewest, most).
    #[must_use]
    pub fn players_range(&self) -> (usize, usize) {
        let (lo, hi) = self.preset.players_range();
        (usize::from(lo), usize::from(hi))
    }

    /// A name for a new seat that nobody at the table has yet.
    #[must_use]
    pub fn fresh_bot_name(&self) -> String {
        BOT_NAMES
            .iter()
            .find(|n| self.seats.iter().all(|s| s.name != **n))
            .map_or_else(
                || format!("{} {}", BOT_NAMES[0], self.seats.len() + 1),
                |n| (*n).to_owned(),
            )
    }

    /// The rule set chosen: preset and overrides.
    #[must_use]
    pub fn spec(&self) -> RulesetSpec {
        RulesetSpec {
            preset: self.preset.id().to_owned(),
            options: self.options.clone(),
        }
    }

    /// The number of human seats.
    #[must_use]
    pub fn humans(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .count()
    }

    /// The names at the table.
    #[must_use]
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// Seats added or removed (computer players) until the preset's range holds.
    fn fit_seats(&mut self) {
        let (lo, hi) = self.players_range();
        while self.seats.len() < lo {
            let name = self.fresh_bot_name();
            self.seats.push(SeatSetup {
                name,
                kind: SeatKind::Bot(Level::Medium),
            });
        }
        self.seats.truncate(hi);
    }

    /// The setup after one change.
    ///
    /// # Errors
    /// The [`RulesetError`] of an option value or rule set the engine refuses; the setup is
    /// unchanged then.
    pub fn edit(&self, edit: SetupEdit) -> Result<MatchSetup, RulesetError> {
        let mut next = self.clone();
        match edit {
            SetupEdit::Game(game) => {
                let you = self
                    .seats
                    .iter()
                    .find(|s| s.kind == SeatKind::Human)
                    .map_or(BOT_NAMES[0], |s| s.name.as_str());
                next = MatchSetup::default_for(game, you);
            }
            SetupEdit::Preset(preset) => {
                next.preset = preset;
                next.options = Map::new();
                next.fit_seats();
            }
            SetupEdit::Option(id, value) => {
                let mut spec = self.spec();
                spec.options.insert(id, value);
                next.options = normalize(&spec)?.options;
            }
            SetupEdit::Rules(spec) => {
                let spec = normalize(&spec)?;
                next.preset = PresetId::from_id(&spec.preset)
                    .ok_or_else(|| RulesetError::UnknownPreset(spec.preset.clone()))?;
                next.options = spec.options;
                next.fit_seats();
            }
            SetupEdit::AddSeat => {
                if next.seats.len() < next.players_range().1 {
                    let name = next.fresh_bot_name();
                    next.seats.push(SeatSetup {
                        name,
                        kind: SeatKind::Bot(Level::Medium),
                    });
                }
            }
            SetupEdit::RemoveSeat(i) => {
                if next.seats.len() > next.players_range().0 && i < next.seats.len() {
                    next.seats.remove(i);
                }
            }
            SetupEdit::Kind(i, kind) => {
                if let Some(seat) = next.seats.get_mut(i) {
                    seat.kind = kind;
                }
            }
            SetupEdit::Name(i, name) => {
                if let Some(seat) = next.seats.get_mut(i) {
                    seat.name = name.trim().chars().take(24).collect();
                }
            }
        }
        Ok(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_preset_keeps_the_table_within_its_range() {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        assert_eq!(setup.seats.len(), 4);
        let wipp = setup
            .edit(SetupEdit::Preset(
                PresetId::from_id("wipperfuerth").unwrap(),
            ))
            .unwrap();
        let more = wipp.edit(SetupEdit::AddSeat).unwrap();
        assert_eq!(more.seats.len(), 5);
        let back = more
            .edit(SetupEdit::Preset(PresetId::from_id("rhineland").unwrap()))
            .unwrap();
        assert_eq!(back.seats.len(), 4);
        assert_eq!(back.seats[0].name, "Ann");
    }

    #[test]
    fn options_stay_in_normal_form_and_bad_values_change_nothing() {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        let three = setup
            .edit(SetupEdit::Option("max_blind_value".into(), Value::from(3)))
            .unwrap();
        assert_eq!(three.options.get("max_blind_value"), Some(&Value::from(3)));
        let back = three
            .edit(SetupEdit::Option("max_blind_value".into(), Value::from(4)))
            .unwrap();
        assert!(back.options.is_empty());
        assert!(setup
            .edit(SetupEdit::Option("knock_max".into(), Value::from(99)))
            .is_err());
    }

    #[test]
    fn switching_the_game_keeps_the_human_name() {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        let ramsch = setup
            .edit(SetupEdit::Game(GameKind::Schieberamsch))
            .unwrap();
        assert_eq!(ramsch.seats.len(), 3);
        assert_eq!(ramsch.seats[0].name, "Ann");
        assert_eq!(ramsch.game(), GameKind::Schieberamsch);
    }
}
