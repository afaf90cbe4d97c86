//! One folder per game: what the app knows of a game beyond its engine, behind one trait
//! ([`AppGame`]) implemented once per game (`schraem/`, `ramsch/`). The app holds either game
//! as a `session::AnyMatch`, whose file is the only place that picks one; everything else is
//! written against this trait, the engine's `Game`, or one game's views.

mod either;
pub mod hand_order;
pub mod ramsch;
mod review;
pub mod schraem;

pub use crate::session::SeatInput;

use crate::engine::cards::Card;
use crate::engine::Seat;
use crate::i18n::{HintWhy, Lang, Msg};
use crate::present::pace::LastHand;
use crate::present::review::ReviewModel;
use crate::present::{Sheet, TableModel};
use crate::session::TableGame;

/// The app's side of one game in words and pictures: its table from one seat, its events told,
/// its score sheet, review and hints. What the session itself needs of a game (sounds, hand
/// ends, statistics, standings, fair-deal promises) is [`TableGame`], implemented beside it.
pub trait AppGame: TableGame {
    /// The table as the seat of `seat` sees it, with the last finished hand shown as `last`
    /// says. Built from the seat's input alone (never from the match), so a local seat, a
    /// joined phone and a replay are drawn alike.
    fn table(seat: &SeatInput<Self>, lang: Lang, last: LastHand) -> TableModel;

    /// One event as a sentence, or `None` for events nobody needs to hear. `up`: the rules
    /// count points up; `viewer` is spoken to in the second person (`None`: everyone is named).
    fn event_msg<'a>(
        event: &Self::Event,
        names: &'a [String],
        up: bool,
        viewer: Option<Seat>,
    ) -> Option<Msg<'a>>;

    /// The score sheet of `m`.
    fn sheet(m: &Self, lang: Lang) -> Sheet;

    /// Where `card` goes in a hand sorted as this game's players sort it (lower first; see
    /// [`hand_order::sorted`]).
    fn hand_place(card: Card) -> u8;

    /// The review of finished hand `k` from seat `me`, if it can be judged.
    fn review(m: &Self, k: usize, me: Seat, lang: Lang) -> Option<ReviewModel>;

    /// The short reason a hint gives for a button's action, if the game gives one plainly.
    fn hint_why(action: &Self::Action) -> Option<HintWhy>;
}
