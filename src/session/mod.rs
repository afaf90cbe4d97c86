//! A match as the app holds it: who sits where (human or computer), the live engine match of
//! either game, the versioned save, and the player's statistics. Pure Rust: the UI renders and
//! stores it, the logic is tested natively.

mod export;
mod hand_share;
mod handover;
mod live;
mod rules_edit;
mod saved;
mod settings;
mod setup;
mod stats;
mod turns;

pub use export::{plan_import, Export, ImportPlan, EXPORT_FORMAT, KEY_PREFIX};
pub use hand_share::last_hand_record;
pub use handover::{screen_for, Screen as TableScreen};
pub use live::{Cue, GameAction, Happened, LiveMatch};
pub use rules_edit::{
    normalize, option_names, option_value, with_option, NamedRuleset, SavedRulesets,
};
pub use saved::{SaveError, SavedMatch, SAVE_VERSION};
pub use settings::{Settings, Speed};
pub use setup::{BotLevel, MatchSetup, SeatKind, SeatSetup};
pub use stats::Stats;
pub use turns::bots_to_ask;
