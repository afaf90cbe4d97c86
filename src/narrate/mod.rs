//! Events in words: what a table's log and its live region say. Each event becomes a
//! [`Msg`] (the i18n module says it in the player's language). Only events already filtered for
//! the listener come here, so it can never say more than he may know. Each game tells its own
//! events (`games::<game>::narrate`) with the helpers here.

use crate::engine::{Seat, SeatSet};
use crate::i18n::{Msg, Who};
use crate::session::AnyEvent;

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

/// One event as a sentence, or `None` for events nobody needs to hear (the deal of one's own
/// cards shows in the hand). `up`: the preset counts points up rather than marks down.
/// `viewer`: the seat whose screen it is, spoken to in the second person (`None`: everyone is
/// named, as in a shared hand's replay).
#[must_use]
pub fn event_msg<'a>(
    event: &AnyEvent,
    names: &'a [String],
    up: bool,
    viewer: Option<Seat>,
) -> Option<Msg<'a>> {
    event.msg(names, up, viewer)
}
