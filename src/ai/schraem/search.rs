//! What a finished hand is worth to one seat, for the hard level's search (and the arena's
//! best-response seat): its own marks count fully (being knocked out of the game counts
//! double), the opponents' losses count a little.

use crate::engine::schraem::Hand;
use crate::engine::seat::Seat;

/// The utility of the finished hand `end` (played out from `start`) for `me`.
#[must_use]
pub fn utility(start: &Hand, end: &Hand, me: Seat) -> f64 {
    let Some(o) = end.outcome() else { return 0.0 };
    settled(start, &o.losses, o.escape, o.winner, me)
}

/// The utility for `me` of a hand played out from `start` that ended with these `losses` per
/// seat (an escape hand: `winner` became safe).
#[must_use]
pub fn settled(start: &Hand, losses: &[i32], escape: bool, winner: Option<Seat>, me: Seat) -> f64 {
    if escape {
        return if winner == Some(me) { 1.0 } else { -1.0 };
    }
    let n = start.players().min(losses.len());
    let lives = start.marks(me) + start.losses()[me.index()];
    let mine = losses[me.index()];
    let mut u = -f64::from(mine);
    if mine >= lives && lives > 0 {
        u -= 2.0;
    }
    let mut others = 0.0;
    let mut count = 0.0;
    for (s, lost) in losses.iter().enumerate().take(n) {
        if s != me.index() && start.is_dealt_in(Seat(s as u8)) {
            let l = start.marks(Seat(s as u8)) + start.losses()[s];
            others += f64::from((*lost).min(l.max(0)));
            count += 1.0;
        }
    }
    if count > 0.0 {
        u += 0.4 * others / count;
    }
    u
}
