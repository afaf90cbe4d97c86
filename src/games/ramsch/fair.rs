//! What a Schieberamsch deal's fair-deal promise commits to (see `session/remote/fair.rs`): the
//! skat passes hands in secret (which played card came from it is hidden), so the promise is of
//! the hands as trick play begins, after the skat round.

use crate::engine::cards::{Card, CardSet};
use crate::engine::ramsch::{Action, Match, Phase};
use crate::engine::Seat;
use crate::session::remote::{add_card, Dealt};

/// The deal in trick play (or the one just ended, whole) as promised.
pub fn dealt_now(m: &Match) -> Option<Dealt> {
    let seats = m.players().len();
    let spans = m.spans();
    let deal = m.deal();
    if let Some(deal) = deal.filter(|d| matches!(d.phase(), Phase::Play | Phase::Finished)) {
        let span = spans.last()?;
        let played = played(m, span.action..m.history().len());
        let hands = (0u8..)
            .zip(&played)
            .map(|(s, &p)| deal.hand(Seat(s)).union(p))
            .collect();
        return Some(Dealt {
            hand: span.number,
            hands,
            stock: deal.skat(),
            drawn: vec![0; seats],
            played,
            complete: false,
        });
    }
    // Between deals (the next one in its skat round, or the match over): the deal just
    // ended, whole — every card of its hands was played, so its verdict is due now.
    let last = spans
        .len()
        .checked_sub(if deal.is_some() { 2 } else { 1 })?;
    let span = spans.get(last)?;
    let end = spans.get(last + 1).map_or(m.history().len(), |s| s.action);
    let played = played(m, span.action..end);
    let all = played.iter().fold(CardSet::EMPTY, |a, &p| a.union(p));
    // A deal that ended before its tricks (none played) was never promised.
    if all.len() != 30 {
        return None;
    }
    Some(Dealt {
        hand: span.number,
        hands: played.clone(),
        stock: Card::all().filter(|&c| !all.contains(c)).collect(),
        drawn: vec![0; seats],
        played,
        complete: true,
    })
}

/// Per seat, the cards played in actions `range`.
fn played(m: &Match, range: std::ops::Range<usize>) -> Vec<CardSet> {
    let mut played = vec![CardSet::EMPTY; m.players().len()];
    for &(seat, action) in m.history().get(range).unwrap_or_default() {
        if let Action::Play { card } = action {
            add_card(&mut played, seat, card);
        }
    }
    played
}
