//! What a Siebenschräm hand's fair-deal promise commits to (see `session/remote/fair.rs`): the
//! deal as dealt, then each seat's draws and the cards played face up; and the hand a phone
//! checks against it.

use crate::engine::cards::CardSet;
use crate::engine::schraem::{Event, Match, PlayerView};
use crate::engine::{Game, Seat};
use crate::session::remote::{add_card, add_count, Dealt};

/// The hand in progress (or just ended) as dealt.
pub fn dealt_now(m: &Match) -> Option<Dealt> {
    let span = m.spans().last()?;
    let n = m.players().len();
    let (mut drawn, mut played) = (vec![0u8; n], vec![CardSet::EMPTY; n]);
    for event in m.log().get(span.log..).unwrap_or_default() {
        match event {
            Event::Drew { seat, cards } => add_count(&mut drawn, *seat, cards.len() as u8),
            Event::Played { seat, card } => add_card(&mut played, *seat, *card),
            _ => {}
        }
    }
    Some(Dealt {
        hand: span.number,
        hands: span.hands[..n].to_vec(),
        stock: span.stock.iter().copied().collect(),
        drawn,
        played,
        complete: false,
    })
}

/// A seat sees its own cards only once it has looked at them (before, it may still knock blind).
pub fn sees_own(m: &Match, seat: Seat) -> bool {
    m.view(seat).hand.is_some_and(|h| h.own_cards.is_some())
}

/// The viewer's own hand in `view`: `None` when it holds none (no hand dealt, not dealt in,
/// folded), else its cards once it has looked at them, and how many it holds. Its table draws
/// this hand, and its phone checks it against the promise.
pub fn own_hand(view: &PlayerView) -> Option<(Option<CardSet>, u32)> {
    let (seat, hand) = (view.seat?, view.hand.as_ref()?);
    let i = seat.index();
    if !hand.dealt_in[i] || hand.folded[i] {
        return None;
    }
    Some(match hand.own_cards {
        Some(cards) => (Some(cards), cards.len()),
        None => (None, u32::from(hand.card_counts[i])),
    })
}
