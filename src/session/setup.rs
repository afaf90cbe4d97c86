use crate::engine::{ramsch, schraem, GameKind};
use serde::{Deserialize, Serialize};

/// How strong a computer player is (the levels offered in the game; see `docs/bots.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    Easy,
    Medium,
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard];
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "level")]
pub enum SeatKind {
    Human,
    Bot(BotLevel),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    pub kind: SeatKind,
}

/// What the New game screen chose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSetup {
    pub game: GameKind,
    /// A preset id of RULES.md.
    pub preset: String,
    /// Overrides of the preset's options by name (e.g. `match`, `deals`), as in a record.
    #[serde(default)]
    pub options: serde_json::Map<String, serde_json::Value>,
    pub seats: Vec<SeatSetup>,
}

const BOT_NAMES: [&str; 8] = [
    "Gerda", "Hans", "Anne", "Hubert", "Lisbeth", "Jupp", "Trud", "Pitter",
];

impl MatchSetup {
    /// The usual table: you against computer players at medium strength.
    #[must_use]
    pub fn default_for(game: GameKind) -> MatchSetup {
        let (preset, players) = match game {
            GameKind::Siebenschraem => (schraem::Preset::Rhineland.id(), 4),
            GameKind::Schieberamsch => (ramsch::Preset::Schieberamsch.id(), 3),
        };
        let mut seats = vec![SeatSetup {
            name: "Player".to_owned(),
            kind: SeatKind::Human,
        }];
        seats.extend(BOT_NAMES.iter().take(players - 1).map(|name| SeatSetup {
            name: (*name).to_owned(),
            kind: SeatKind::Bot(BotLevel::Medium),
        }));
        MatchSetup {
            game,
            preset: preset.to_owned(),
            options: serde_json::Map::new(),
            seats,
        }
    }

    /// The number of players the preset allows, as (fewest, most).
    #[must_use]
    pub fn players_range(&self) -> (usize, usize) {
        match self.game {
            GameKind::Schieberamsch => (3, 3),
            GameKind::Siebenschraem => schraem::Preset::from_id(&self.preset).map_or((4, 4), |p| {
                let (lo, hi) = p.players_range();
                (lo as usize, hi as usize)
            }),
        }
    }

    /// A name for a new seat that nobody at the table has yet.
    #[must_use]
    pub fn fresh_bot_name(&self) -> String {
        BOT_NAMES
            .iter()
            .find(|n| self.seats.iter().all(|s| s.name != **n))
            .map_or_else(
                || format!("Player {}", self.seats.len() + 1),
                |n| (*n).to_owned(),
            )
    }

    /// The rule set chosen: preset and overrides.
    #[must_use]
    pub fn spec(&self) -> crate::engine::record::RulesetSpec {
        crate::engine::record::RulesetSpec {
            preset: self.preset.clone(),
            options: self.options.clone(),
        }
    }

    /// The default table for the game of `spec`, playing by `spec` (e.g. from a shared link).
    #[must_use]
    pub fn for_spec(spec: &crate::engine::record::RulesetSpec) -> MatchSetup {
        let game = GameKind::of_preset(&spec.preset).unwrap_or(GameKind::Siebenschraem);
        let mut setup = MatchSetup::default_for(game);
        setup.preset = spec.preset.clone();
        setup.options = spec.options.clone();
        setup.options.remove("players");
        let (lo, hi) = setup.players_range();
        while setup.seats.len() < lo {
            let name = setup.fresh_bot_name();
            setup.seats.push(SeatSetup {
                name,
                kind: SeatKind::Bot(BotLevel::Medium),
            });
        }
        setup.seats.truncate(hi);
        setup
    }

    #[must_use]
    pub fn humans(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .count()
    }
}
