//! Bot strengths offered to players.

/// How strong a bot plays. The cheat bots are separate types, never a level. Saves and the
/// New game screen hold a computer seat's level as this type too (its id in snake case); only
/// [`Level::OFFERED`] is offered there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Uniformly random legal actions (a baseline for the arena, not offered).
    Random,
    /// A sensible heuristic with human-like mistakes.
    Easy,
    /// A solid heuristic: card counting, suit voids, stake against marks.
    Medium,
    /// Search over sampled deals consistent with the seat's view, under a time budget.
    Hard,
}

impl Level {
    /// The levels a player can choose in the game.
    pub const OFFERED: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];
    /// Every level, the arena's random player included.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// The level's stable id (`"easy"`), as saves and the arena write it.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level of an id, or `None` for an unknown one.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }
}
