//! What one seat's log is told from: the events it may know, the names and whether points count
//! up — plain data, the same whether the seat is played here or on a joined phone.

use super::{AnyEvent, Table};
use crate::engine::Seat;

/// One seat's log, the input of the log's presenters (`present::log_lines`, `latest_line`).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatLog<'a> {
    /// The events `viewer` may know (his private events included, RULES.md C10), oldest first.
    pub told: Vec<AnyEvent>,
    /// The players' names.
    pub names: &'a [String],
    /// The rules count points up rather than marks down.
    pub up: bool,
    /// The seat whose log it is, spoken to in the second person (`None`: everyone is named).
    pub viewer: Option<Seat>,
}

impl Table {
    /// The log of `viewer` at this table (see [`Table::log_for`]).
    #[must_use]
    pub fn seat_log(&self, viewer: Option<Seat>) -> SeatLog<'_> {
        SeatLog {
            told: self.log_for(viewer),
            names: self.live().names(),
            up: self.live().counts_up(),
            viewer,
        }
    }
}
