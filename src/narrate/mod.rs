//! Events in words: what a table's log and its live region say. Each event becomes a
//! [`Msg`](crate::i18n::Msg) (the i18n module says it in the player's language). Only events
//! already filtered for the listener come here, so it can never say more than he may know. Each
//! game tells its own events (`games::<game>::narrate`, `AppGame::event_msg`) with the helpers
//! here; `AnyEvent::msg` (`present/either.rs`) tells an event of either game.

use crate::engine::{Seat, SeatSet};
use crate::i18n::Who;

/// The name of seat `seat`, or "?" for a seat the record does not name.
pub(crate) fn name(names: &[String], seat: Seat) -> &str {
    names.get(seat.index()).map_or("?", String::as_str)
}

/// Seat `seat` as a sentence speaks of it: the viewer is spoken to ("you lose"), anyone else
/// is named.
pub(crate) fn who(names: &[String], viewer: Option<Seat>, seat: Seat) -> Who<'_> {
    if viewer == Some(seat) {
        Who::You
    } else {
        Who::Named(name(names, seat))
    }
}

/// The names of the seats of a set, in seat order.
pub(crate) fn names_of(names: &[String], seats: SeatSet) -> Vec<&str> {
    seats.iter().map(|s| name(names, s)).collect()
}
