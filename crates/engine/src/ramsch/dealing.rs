//! The cards of one deal: dealt from a seed, or taken from a record.
//!
//! Seeded deal *k* (0-based, counting every deal dealt, Grand Hand and void redeals included):
//! `Xoshiro256StarStar::from_seed_and_stream(seed, k)` shuffles the 32 cards in index order
//! (C7 C8 … CA S7 … DA) with its Fisher–Yates `shuffle`; then, reading the shuffled pack from the
//! front, forehand, middlehand and the dealer get 3 cards each, the skat 2, then 4 each, then 3
//! each (RULES.md B1.1, clockwise from forehand, the dealer last).

use crate::cards::{Card, CardSet};
use crate::error::DealError;
use crate::record::Deal;
use crate::seat::Seat;
use crate::seat_map::SeatMap;

/// The pack of deal `number`: the shared seeded shuffle ([`crate::rng::shuffled_deck`]).
#[must_use]
pub fn shuffled_deck(seed: u64, number: u64) -> [Card; 32] {
    crate::rng::shuffled_deck(seed, number)
}

/// The hands (by seat) and the two skat cards (in skat order) of one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DealCards {
    /// The ten cards dealt to each seat, by seat.
    pub hands: SeatMap<CardSet, 3>,
    /// The two skat cards, by skat place (0 and 1).
    pub skat: [Card; 2],
}

impl DealCards {
    /// Deal `number` of the match seeded with `seed`, dealt by `dealer` (see the module docs).
    #[must_use]
    pub fn seeded(seed: u64, number: u64, dealer: Seat) -> DealCards {
        let deck = shuffled_deck(seed, number);
        let mut hands = SeatMap::<CardSet, 3>::default();
        // Packets in deal order: (first index in the shuffled pack, cards per player).
        for (start, count) in [(0, 3), (11, 4), (23, 3)] {
            // Offsets 1, 2, 3 from the dealer: forehand, middlehand, the dealer.
            for offset in 1..=3 {
                let seat = dealer.offset(offset, 3);
                let from = start + (offset - 1) * count;
                for card in &deck[from..from + count] {
                    hands[seat].insert(*card);
                }
            }
        }
        let skat = [deck[9], deck[10]];
        DealCards { hands, skat }
    }

    /// The cards of a record's explicit deal.
    ///
    /// # Errors
    /// A [`DealError`] naming what is wrong: not 3 hands of 10, a skat not of 2, a card twice.
    pub fn from_record(deal: &Deal) -> Result<DealCards, DealError> {
        if deal.hands.len() != 3 {
            return Err(DealError::Hands {
                found: deal.hands.len(),
                expected: 3,
            });
        }
        let mut seen = CardSet::EMPTY;
        let mut hands = SeatMap::<CardSet, 3>::default();
        for (seat, hand) in deal.hands.iter().enumerate() {
            if hand.len() != 10 {
                return Err(DealError::HandSize {
                    seat,
                    found: hand.len(),
                    expected: 10,
                });
            }
            for &card in hand {
                if seen.contains(card) {
                    return Err(DealError::CardTwice(card));
                }
                seen.insert(card);
                hands[seat].insert(card);
            }
        }
        let [a, b] = deal.skat[..] else {
            return Err(DealError::Skat {
                found: deal.skat.len(),
            });
        };
        for card in [a, b] {
            if seen.contains(card) {
                return Err(DealError::CardTwice(card));
            }
            seen.insert(card);
        }
        Ok(DealCards {
            hands,
            skat: [a, b],
        })
    }

    /// The record form.
    #[must_use]
    pub fn to_record(&self) -> Deal {
        Deal {
            hands: self.hands.iter().map(|h| h.iter().collect()).collect(),
            skat: self.skat.to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Xoshiro256StarStar;

    #[test]
    fn fast_shuffle_is_the_generators_shuffle() {
        for seed in [0, 1, 42, u64::MAX] {
            for number in 0..50 {
                let mut deck: [Card; 32] = std::array::from_fn(|i| Card::from_index(i as u8));
                Xoshiro256StarStar::from_seed_and_stream(seed, number).shuffle(&mut deck);
                assert_eq!(shuffled_deck(seed, number), deck);
            }
        }
    }

    #[test]
    fn seeded_deal_is_a_partition_in_the_documented_order() {
        let cards = DealCards::seeded(7, 3, Seat(2));
        let mut all = CardSet::EMPTY;
        for hand in cards.hands.into_array() {
            assert_eq!(hand.len(), 10);
            all = all.union(hand);
        }
        all.insert(cards.skat[0]);
        all.insert(cards.skat[1]);
        assert_eq!(all, CardSet::FULL);

        let mut deck: [Card; 32] = std::array::from_fn(|i| Card::from_index(i as u8));
        Xoshiro256StarStar::from_seed_and_stream(7, 3).shuffle(&mut deck);
        // Dealer 2: forehand is seat 0 and gets the first three cards.
        assert!(deck[..3].iter().all(|&c| cards.hands[0].contains(c)));
        assert!(deck[6..9].iter().all(|&c| cards.hands[2].contains(c)));
        assert_eq!(cards.skat, [deck[9], deck[10]]);
        assert!(deck[11..15].iter().all(|&c| cards.hands[0].contains(c)));
        assert!(deck[29..].iter().all(|&c| cards.hands[2].contains(c)));
        assert_eq!(DealCards::from_record(&cards.to_record()), Ok(cards));
    }
}
