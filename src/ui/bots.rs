//! The computer players' search as a part (issue 30; docs/parts.md): the page's first load
//! does not carry it. The bot worker loads this part for itself (it runs the same module, so the
//! part's file is fetched once and then cached); the page needs it only for a hint or when there
//! is no worker (it thinks in slices then, src/ui/players.rs).

use super::part::{split_point, Unavailable};
use crate::ai::Clock;
use crate::ai::Level;
use crate::engine::Seat;
use crate::session::{AnyMatch, BotAnswer, BotRequest, Thinker};
use std::cell::Cell;

/// What the part offers: a decision to step through in slices, and a request answered whole.
#[derive(Clone, Copy)]
pub struct Bots {
    /// As [`Thinker::begin_with`].
    pub begin: fn(&AnyMatch, Seat, Level, u64, Option<u32>) -> Thinker,
    /// As [`BotRequest::answer`].
    pub answer: fn(&BotRequest, &dyn Clock) -> BotAnswer,
}

split_point!(
    bots,
    fn bots_part() -> Bots {
        Bots {
            begin: Thinker::begin_with,
            answer: BotRequest::answer,
        }
    }
);

thread_local! {
    static BOTS: Cell<Option<Bots>> = const { Cell::new(None) };
}

/// The search, fetched on first use (the module's own code where there is no split).
///
/// # Errors
/// The part could not be fetched (offline before it was cached).
pub async fn bots() -> Result<Bots, Unavailable> {
    if let Some(bots) = BOTS.with(Cell::get) {
        return Ok(bots);
    }
    let bots = bots_part().await?;
    BOTS.with(|b| b.set(Some(bots)));
    Ok(bots)
}

/// The search if its part has already come.
pub fn here() -> Option<Bots> {
    BOTS.with(Cell::get)
}
