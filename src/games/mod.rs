//! One folder per game: what the app knows of a game beyond its engine, behind one trait
//! ([`AppGame`]) implemented once per game (`schraem/`, `ramsch/`). The app holds either game
//! as a `session::AnyMatch`, whose file is the only place that picks one; everything else is
//! written against this trait, the engine's `Game`, or one game's views.

pub mod ramsch;
pub mod schraem;
mod seat;

pub use seat::SeatInput;

use crate::i18n::Lang;
use crate::present::pace::LastHand;
use crate::present::TableModel;
use crate::session::Wrap;

/// The app's side of one game: how its table looks from one seat, in words.
pub trait AppGame: Wrap {
    /// The table as the seat of `seat` sees it, with the last finished hand shown as `last`
    /// says. Built from the seat's input alone (never from the match), so a local seat, a
    /// joined phone and a replay are drawn alike.
    fn table(seat: &SeatInput<Self>, lang: Lang, last: LastHand) -> TableModel;

    /// Whether scores count points up (narration then speaks of points reached, not marks
    /// lost).
    fn counts_up(rules: &Self::Rules) -> bool;

    /// The words of the button that goes on after a result ("Next hand", "Next deal").
    fn next_hand_label(lang: Lang) -> &'static str;
}
