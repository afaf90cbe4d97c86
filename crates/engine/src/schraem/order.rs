//! Card order of the Siebenschräm family: within a suit **10 9 8 7 A K Q J** (RULES.md A1.1; the
//! article's "Q < J" is a typo). There are no trumps and no suit order, except Marienheide's
//! ♣ > ♠ > ♥ > ♦ when the highest card of a trick is compared across suits. Also: what counts
//! as four courts or laundry, and the order in which a challenger turns face-down cards.

use super::options::CrossSuitOrder;
use crate::cards::{Card, CardSet, Rank, Suit};

/// Strength of a rank, 1 (jack) to 8 (ten). Each card is unique, so two cards of one suit never tie.
#[must_use]
#[inline]
pub const fn strength(rank: Rank) -> u8 {
    match rank {
        Rank::Jack => 1,
        Rank::Queen => 2,
        Rank::King => 3,
        Rank::Ace => 4,
        Rank::Seven => 5,
        Rank::Eight => 6,
        Rank::Nine => 7,
        Rank::Ten => 8,
    }
}

/// Does `a` beat `b` when `suit` is the suit to follow? A card off that suit never wins.
#[must_use]
#[inline]
pub fn beats(a: Card, b: Card, suit: Suit) -> bool {
    match (a.suit() == suit, b.suit() == suit) {
        (true, false) => true,
        (false, _) => false,
        (true, true) => strength(a.rank()) > strength(b.rank()),
    }
}

/// Marienheide comparison across suits (RESEARCH.md A-10, RULES.md C5): rank then ♣ > ♠ > ♥ > ♦,
/// or suit first.
#[must_use]
pub fn marienheide_key(card: Card, order: CrossSuitOrder) -> u8 {
    // Suit::Clubs has discriminant 0 and is the highest, hence 3 - index.
    let suit = 3 - card.suit().index() as u8;
    match order {
        CrossSuitOrder::RankThenSuit => strength(card.rank()) * 4 + suit,
        CrossSuitOrder::SuitThenRank => suit * 8 + strength(card.rank()),
    }
}

/// All four courts (A K Q J)? Used by the four-court exchanges.
#[must_use]
pub fn all_courts(cards: impl IntoIterator<Item = Card>) -> bool {
    cards.into_iter().all(|c| c.rank().is_court())
}

/// Toepen's laundry (RULES.md C14c): four courts ("white"), or exactly three courts and one
/// seven ("dirty").
#[must_use]
pub fn is_laundry(cards: CardSet) -> bool {
    let courts = cards.iter().filter(|c| c.rank().is_court()).count();
    let sevens = cards.iter().filter(|c| c.rank() == Rank::Seven).count();
    cards.len() == 4 && (courts == 4 || (courts == 3 && sevens == 1))
}

/// A key that fixes, for one deal, the order in which face-down cards lie: derived from every
/// dealt hand, so it is the same in every replay and unknown to a player who sees only his own.
#[must_use]
pub fn deal_key(hands: &[CardSet]) -> u64 {
    hands.iter().fold(0x9E37_79B9_7F4A_7C15_u64, |k, h| {
        mix(k ^ u64::from(h.bits()))
    })
}

/// `cards` in the order they lie face down for deal `key` (a challenger turning "three at
/// random" turns the first three).
#[must_use]
pub fn face_down_order(cards: CardSet, key: u64) -> Vec<Card> {
    let mut v: Vec<Card> = cards.iter().collect();
    crate::small_sort::sort_by_key(&mut v, |c| mix(key ^ u64::from(c.index())));
    v
}

/// SplitMix64's finaliser: a fixed, portable mixing of 64 bits.
const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_is_highest_and_jack_lowest() {
        let order = [
            Rank::Ten,
            Rank::Nine,
            Rank::Eight,
            Rank::Seven,
            Rank::Ace,
            Rank::King,
            Rank::Queen,
            Rank::Jack,
        ];
        for pair in order.windows(2) {
            assert!(strength(pair[0]) > strength(pair[1]), "{pair:?}");
        }
        let h7 = Card::new(Suit::Hearts, Rank::Seven);
        let ha = Card::new(Suit::Hearts, Rank::Ace);
        let st = Card::new(Suit::Spades, Rank::Ten);
        assert!(beats(h7, ha, Suit::Hearts));
        assert!(!beats(st, h7, Suit::Hearts));
        // Marienheide: same rank, clubs beats spades.
        let c9 = Card::new(Suit::Clubs, Rank::Nine);
        let s9 = Card::new(Suit::Spades, Rank::Nine);
        let rank_first = CrossSuitOrder::RankThenSuit;
        assert!(marienheide_key(c9, rank_first) > marienheide_key(s9, rank_first));
        assert!(marienheide_key(st, rank_first) > marienheide_key(c9, rank_first));
        // Suit first: any club beats the ten of spades.
        let suit_first = CrossSuitOrder::SuitThenRank;
        let cj = Card::new(Suit::Clubs, Rank::Jack);
        assert!(marienheide_key(cj, suit_first) > marienheide_key(st, suit_first));
    }

    #[test]
    fn laundry_is_four_courts_or_three_courts_and_a_seven() {
        let set = |cards: &str| -> CardSet {
            cards
                .split(' ')
                .map(|c| c.parse::<Card>().unwrap())
                .collect()
        };
        assert!(is_laundry(set("HA SK CQ DJ")));
        assert!(is_laundry(set("HA SK CQ D7")));
        assert!(!is_laundry(set("HA SK C7 D7")));
        assert!(!is_laundry(set("HA SK CQ D8")));
    }

    #[test]
    fn face_down_order_is_a_fixed_permutation_of_the_cards() {
        let cards = CardSet::from_bits(0b1111_0000);
        let order = face_down_order(cards, 42);
        assert_eq!(order.len(), 4);
        assert_eq!(order.iter().copied().collect::<CardSet>(), cards);
        assert_eq!(order, face_down_order(cards, 42));
    }
}
