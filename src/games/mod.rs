//! One folder per game: what the app knows of a game beyond its engine, behind the traits it
//! implements once per game (`schraem/`, `ramsch/`): [`AppGame`] (declared in `present`, whose
//! models it fills) and `session::TableGame`. The app holds either game
//! as a `session::AnyMatch`, whose file is the only place that picks one; everything else is
//! written against this trait, the engine's `Game`, or one game's views — as a joined phone's
//! table is, drawn from the game data its host sent ([`phone_table`]).

pub mod hand_order;
mod phone;
pub mod ramsch;
mod review;
pub mod schraem;

pub use crate::present::{AppGame, PhoneParts};
pub use crate::session::SeatInput;
pub use phone::{phone_table, PhoneTable};
