//! Dealing. Seeded deals are portable and documented (docs/record.md):
//!
//! 1. The deal of hand *k* (0-based count of every deal in the match, redeals included) uses
//!    `Xoshiro256StarStar::from_seed_and_stream(seed, k)`.
//! 2. The 32 cards in card index order (C7 C8 C9 CT CJ CQ CK CA S7 … DA) are shuffled with the
//!    generator's Fisher–Yates `shuffle`.
//! 3. Cards are dealt from the front of the shuffled deck in packets, clockwise from forehand (the
//!    first seat dealt in after the dealer): 4 cards as 2+2, 6 as 3+3, 8 as 3–2–3.
//! 4. The rest, in deck order, is the stock that exchanges draw from.
//!
//! An explicit deal from a record gives each seat's hand (empty for seats not dealt in); its
//! `skat` field, if not empty, gives the stock's draw order, followed by any undealt card not
//! listed, in card index order.

use super::hand::HandSetup;
use crate::cards::{Card, CardSet};
use crate::error::DealError;
use crate::record::Deal;
use crate::seat::Seat;
use crate::seat_set::SeatSet;

/// Packet sizes for a hand of `hand_size` cards.
#[must_use]
pub fn packets(hand_size: u8) -> &'static [u8] {
    match hand_size {
        4 => &[2, 2],
        6 => &[3, 3],
        8 => &[3, 2, 3],
        2 => &[2],
        _ => &[1, 1, 1, 1, 1, 1, 1, 1][..hand_size.min(8) as usize],
    }
}

/// Seats dealt in, clockwise from forehand.
fn receivers(players: u8, dealer: Seat, dealt_in: SeatSet) -> ([u8; 8], usize) {
    let mut order = [0u8; 8];
    let mut len = 0;
    let mut s = dealer.0;
    for _ in 0..players {
        // Clockwise without a division (this runs once per deal in every playout).
        s = if s + 1 == players { 0 } else { s + 1 };
        if dealt_in.contains(Seat(s)) {
            order[len] = s;
            len += 1;
        }
    }
    (order, len)
}

/// The pack of deal `k`: the shared seeded shuffle ([`crate::rng::shuffled_deck`]).
#[must_use]
pub fn shuffled_deck(seed: u64, k: u64) -> [Card; 32] {
    crate::rng::shuffled_deck(seed, k)
}

/// Fills `setup.hands` and the stock from `seed`, deal number `k`.
pub fn deal_seeded(setup: &mut HandSetup, seed: u64, k: u64, hand_size: u8) {
    let deck = shuffled_deck(seed, k);
    let (order, len) = receivers(setup.players, setup.dealer, setup.dealt_in);
    setup.hands = [CardSet::EMPTY; 8];
    let mut pos = 0;
    for &packet in packets(hand_size) {
        for &s in &order[..len] {
            for _ in 0..packet {
                setup.hands[s as usize].insert(deck[pos]);
                pos += 1;
            }
        }
    }
    setup.stock = [Card::from_index(0); 32];
    setup.stock_len = (32 - pos) as u8;
    setup.stock[..32 - pos].copy_from_slice(&deck[pos..]);
}

/// Fills `setup.hands` and the stock from an explicit deal.
///
/// # Errors
/// A [`DealError`] when the deal does not fit: wrong number of seats, a seat dealt in without
/// `hand_size` cards, a card given to a seat not dealt in, or a card twice.
pub fn deal_explicit(setup: &mut HandSetup, deal: &Deal, hand_size: u8) -> Result<(), DealError> {
    if deal.hands.len() != setup.players as usize {
        return Err(DealError::Hands {
            found: deal.hands.len(),
            expected: setup.players as usize,
        });
    }
    let mut seen = CardSet::EMPTY;
    setup.hands = [CardSet::EMPTY; 8];
    for (s, cards) in deal.hands.iter().enumerate() {
        let dealt_in = setup.dealt_in.contains(Seat(s as u8));
        let want = if dealt_in { hand_size as usize } else { 0 };
        if cards.len() != want {
            return Err(DealError::HandSize {
                seat: s,
                found: cards.len(),
                expected: want,
            });
        }
        for &card in cards {
            if seen.contains(card) {
                return Err(DealError::CardTwice(card));
            }
            seen.insert(card);
            setup.hands[s].insert(card);
        }
    }
    let mut len = 0;
    for &card in &deal.skat {
        if seen.contains(card) {
            return Err(DealError::CardTwice(card));
        }
        seen.insert(card);
        setup.stock[len] = card;
        len += 1;
    }
    for card in CardSet::FULL.difference(seen).iter() {
        setup.stock[len] = card;
        len += 1;
    }
    setup.stock_len = len as u8;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Xoshiro256StarStar;

    #[test]
    fn seeded_deal_is_pinned_and_conserves_cards() {
        let mut setup = HandSetup {
            players: 4,
            dealer: Seat(3),
            dealt_in: SeatSet::all(4),
            lives: [7; 8],
            value: 1,
            escape: false,
            hands: [CardSet::EMPTY; 8],
            stock: [Card::from_index(0); 32],
            stock_len: 0,
        };
        deal_seeded(&mut setup, 42, 0, 4);
        let mut all = CardSet::EMPTY;
        for s in 0..4 {
            assert_eq!(setup.hands[s].len(), 4);
            all = all.union(setup.hands[s]);
        }
        for c in &setup.stock[..setup.stock_len as usize] {
            all.insert(*c);
        }
        assert_eq!(all, CardSet::FULL);
        assert_eq!(setup.stock_len, 16);
        // Pinned: a change to the shuffle or the packets would silently change every seeded record.
        let mut again = setup;
        deal_seeded(&mut again, 42, 0, 4);
        assert_eq!(again.hands, setup.hands);
        assert_eq!(setup.hands[0].to_string(), PINNED_SEED_42_SEAT_0);
    }

    #[test]
    fn fast_shuffle_equals_the_generators_shuffle() {
        for seed in 0..200u64 {
            for k in 0..5 {
                let mut deck: [Card; 32] = std::array::from_fn(|i| Card::from_index(i as u8));
                Xoshiro256StarStar::from_seed_and_stream(seed, k).shuffle(&mut deck);
                assert_eq!(shuffled_deck(seed, k), deck);
            }
        }
    }

    const PINNED_SEED_42_SEAT_0: &str = "[CJ CQ S9 HT]";
}
