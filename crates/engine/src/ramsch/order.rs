//! Trick order and card points of Schieberamsch (RULES.md B1.2, B1.5): the four jacks are the only
//! trumps (CJ > SJ > HJ > DJ); plain suits run A 10 K Q 9 8 7; A 11, 10 10, K 4, Q 3, J 2.
//!
//! Everything here works on bitsets so that the hot loops (bench, bots) do no branching per card.

use crate::cards::{Card, CardSet, Rank, Suit};

/// Bits of one rank in all four suits (bit `suit * 8 + rank`).
const fn rank_mask(rank: Rank) -> u32 {
    0x0101_0101 << (rank as u32)
}

/// The four jacks: the trump "suit".
pub const JACKS: CardSet = CardSet::from_bits(rank_mask(Rank::Jack));

/// Card points of one card.
#[must_use]
pub const fn card_points(card: Card) -> u32 {
    match card.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        Rank::Nine | Rank::Eight | Rank::Seven => 0,
    }
}

/// Card points of a set of cards (120 for the whole pack).
#[must_use]
pub const fn points(cards: CardSet) -> u32 {
    let bits = cards.bits();
    11 * (bits & rank_mask(Rank::Ace)).count_ones()
        + 10 * (bits & rank_mask(Rank::Ten)).count_ones()
        + 4 * (bits & rank_mask(Rank::King)).count_ones()
        + 3 * (bits & rank_mask(Rank::Queen)).count_ones()
        + 2 * (bits & rank_mask(Rank::Jack)).count_ones()
}

/// What a led card asks the others to follow: the trumps (any jack) or a plain suit (its cards
/// without its jack, because a jack belongs to the trumps and not to its printed suit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Follow {
    /// The trumps: the four jacks.
    Trump,
    /// A plain suit, without its jack.
    Suit(Suit),
}

impl Follow {
    /// The class a card belongs to.
    #[must_use]
    pub const fn of(card: Card) -> Follow {
        if matches!(card.rank(), Rank::Jack) {
            Follow::Trump
        } else {
            Follow::Suit(card.suit())
        }
    }

    /// All cards of this class.
    #[must_use]
    pub const fn cards(self) -> CardSet {
        match self {
            Follow::Trump => JACKS,
            Follow::Suit(suit) => CardSet::suit(suit).difference(JACKS),
        }
    }
}

/// The cards of `hand` that may be played to a trick whose first card is `lead` (`None`: leading).
/// A player must follow the lead's class if he can; otherwise any card, a jack included.
#[must_use]
pub const fn legal_plays(hand: CardSet, lead: Option<Card>) -> CardSet {
    match lead {
        None => hand,
        Some(lead) => {
            let follow = hand.intersection(Follow::of(lead).cards());
            if follow.is_empty() {
                hand
            } else {
                follow
            }
        }
    }
}

/// Strength of a card in a trick led by `lead`: jacks beat everything (CJ highest); cards of the
/// led suit rank A 10 K Q 9 8 7; anything else cannot win.
#[must_use]
pub const fn strength(card: Card, lead: Follow) -> u8 {
    if matches!(card.rank(), Rank::Jack) {
        // Clubs has suit index 0 and is the highest jack.
        return 20 - card.suit() as u8;
    }
    match lead {
        Follow::Suit(suit) if suit as u8 == card.suit() as u8 => match card.rank() {
            Rank::Ace => 7,
            Rank::Ten => 6,
            Rank::King => 5,
            Rank::Queen => 4,
            Rank::Nine => 3,
            Rank::Eight => 2,
            _ => 1,
        },
        _ => 0,
    }
}

/// Index (0..3, in play order) of the card that wins a complete trick.
#[must_use]
pub const fn trick_winner(cards: [Card; 3]) -> usize {
    let lead = Follow::of(cards[0]);
    let mut best = 0;
    let mut i = 1;
    while i < 3 {
        if strength(cards[i], lead) > strength(cards[best], lead) {
            best = i;
        }
        i += 1;
    }
    best
}

/// Matadors "with/without n" of a Grand: the unbroken run of jacks from CJ that `cards` holds
/// (with) or lacks (without). Returns `(n, with)`; n is 1..=4.
#[must_use]
pub fn matadors(cards: CardSet) -> (u32, bool) {
    let with = cards.contains(Card::new(Suit::Clubs, Rank::Jack));
    let run = Suit::ALL
        .into_iter()
        .take_while(|&suit| cards.contains(Card::new(suit, Rank::Jack)) == with)
        .count();
    (run as u32, with)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(name: &str) -> Card {
        name.parse().unwrap()
    }

    fn set(names: &[&str]) -> CardSet {
        names.iter().map(|n| c(n)).collect()
    }

    #[test]
    fn pack_has_120_points() {
        assert_eq!(points(CardSet::from_bits(u32::MAX)), 120);
        assert_eq!(Card::all().map(card_points).sum::<u32>(), 120);
        assert_eq!(points(set(&["HA", "HT", "HK", "HQ", "HJ", "H9"])), 30);
    }

    #[test]
    fn jacks_are_trumps_and_rank_by_suit() {
        assert_eq!(trick_winner([c("HA"), c("DJ"), c("HT")]), 1);
        assert_eq!(trick_winner([c("DJ"), c("CJ"), c("SJ")]), 1);
        assert_eq!(trick_winner([c("HK"), c("HT"), c("HA")]), 2);
        // Ten beats king; a card of another suit cannot win.
        assert_eq!(trick_winner([c("HK"), c("HT"), c("SA")]), 1);
        assert_eq!(trick_winner([c("H7"), c("SA"), c("CA")]), 0);
    }

    #[test]
    fn a_jack_is_not_its_printed_suit() {
        let hand = set(&["HJ", "S7", "SA"]);
        // Hearts led: the heart jack is a trump, so the player is void and may play anything.
        assert_eq!(legal_plays(hand, Some(c("HA"))), hand);
        // Trump led: the heart jack must follow.
        assert_eq!(legal_plays(hand, Some(c("CJ"))), set(&["HJ"]));
        assert_eq!(legal_plays(hand, Some(c("S9"))), set(&["S7", "SA"]));
    }

    #[test]
    fn matadors_count_the_unbroken_run() {
        assert_eq!(matadors(set(&["CJ", "HJ"])), (1, true));
        assert_eq!(matadors(set(&["CJ", "SJ", "HJ", "DJ"])), (4, true));
        assert_eq!(matadors(set(&["SJ"])), (1, false));
        assert_eq!(matadors(set(&["HJ"])), (2, false));
        assert_eq!(matadors(set(&[])), (4, false));
    }
}
