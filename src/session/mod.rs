//! The app as data, without a web crate: a match of either game ([`AnyMatch`]), the seats
//! ([`MatchSetup`]), the table ([`Table`]), saves, rule sets, statistics, settings and messages,
//! and the whole app state with its pure reducer ([`AppState::reduce`]). The UI renders it and
//! dispatches actions; all of it is tested natively.

mod action_code;
mod any;
mod app;
mod bot_request;
mod export;
mod handover;
mod held;
pub mod json;
pub mod matches;
mod notice;
mod pace;
mod ramsch_review;
mod real_cards;
pub mod remote;
mod replay;
mod review;
mod rules_edit;
mod saved;
mod saved_json;
mod seat;
mod seat_log;
mod settings;
mod setup;
pub mod site_config;
#[cfg(test)]
mod site_config_tests;
mod slate;
mod slate_json;
mod stats;
mod stats_json;
mod table;
mod table_game;
mod thinker;
mod tournament;
mod tournament_json;
mod turns;
mod tutorial;
mod unread;

pub use action_code::BadActionCode;
pub use any::{
    AnyAction, AnyEvent, AnyMatch, AnyRuleError, AnySeat, ApplyError, SeatParts, SeatWire, Wrap,
};
pub use app::{read_link, AppAction, AppState, LinkRead, Screen, Stored};
pub use bot_request::{seat_seed, BotAnswer, BotRequest};
pub use export::{
    plan_import, Export, ImportError, ImportPlan, ImportReplaces, ImportWarning, EXPORT_FORMAT,
    KEY_PREFIX,
};
pub use handover::{humans, may_act, screen_for, Screen as TableScreen};
pub use held::Held;
pub use matches::{MatchId, LEGACY_MATCH_KEY, MATCH_KEY_PREFIX};
pub use notice::Notice;
pub use pace::{Reader, ResultsRead};
pub use ramsch_review::{CardCost, DealReview, DealStory, JUDGED_TRICKS};
pub use real_cards::{RealCardsAction, RealCardsStep};
pub use replay::HandReplay;
pub use review::{Choice, HandReview, HandStory, Moment, ReviewTrick, Verdict};
pub use rules_edit::{NamedRuleset, RulesetsError, SavedRulesets};
pub use saved::{SaveError, SavedMatch, SAVE_VERSION};
pub use seat::SeatInput;
pub use seat_log::SeatLog;
pub use settings::{Pace, Settings, Speed};
pub use setup::{MatchSetup, SeatKind, SeatSetup, SetupEdit};
pub use slate::{Slate, SlateError, SLATE_VERSION};
pub use slate_json::{StoredEntry, StoredSlate};
pub use stats::{PresetStats, Stats};
pub use table::{Cue, Table};
pub use table_game::TableGame;
pub use thinker::Thinker;
pub use tournament::{
    Round, Tournament, TournamentError, TournamentFormat, TournamentLoadError, TournamentStanding,
};
pub use turns::bots_to_ask;
pub use tutorial::{Lesson, Tutorial, YOU as TUTORIAL_SEAT};
pub use unread::{SavesRead, Unread};
