//! Schieberamsch heuristics: the card play shared by the medium level and the rollouts (duck
//! under the card that wins, smear high cards on tricks others take, take unavoidable tricks with
//! the most dangerous card), skat handling and Grand Hand / Kontra / Re judgement.

use crate::engine::cards::{Card, CardSet, Rank, Suit};
use crate::engine::ramsch::order::{card_points, legal_plays, points, strength, Follow, JACKS};
use crate::engine::ramsch::{Action, ActionList};

/// The card to play from `hand` onto `trick` (cards so far, in order); `last` when this card
/// completes the trick.
#[must_use]
pub fn play_card(hand: CardSet, trick: &[Card]) -> Option<Card> {
    let legal = legal_plays(hand, trick.first().copied());
    let Some(&lead) = trick.first() else {
        return lead_card(hand);
    };
    let follow = Follow::of(lead);
    let best = trick
        .iter()
        .map(|c| strength(*c, follow))
        .max()
        .unwrap_or(0);
    let following = !legal.intersection(follow.cards()).is_empty();
    if following {
        // Highest card that still loses; else, forced to win, the highest (shed a danger).
        let under = legal
            .iter()
            .filter(|c| strength(*c, follow) < best)
            .max_by_key(|c| strength(*c, follow));
        return under.or_else(|| legal.iter().max_by_key(|c| strength(*c, follow)));
    }
    // Cannot follow: smear the most points that do not win (a jack would win as a trump).
    let smear = legal
        .difference(JACKS)
        .iter()
        .max_by_key(|c| (card_points(*c), plain_rank(*c)));
    smear.or_else(|| legal.iter().min_by_key(|c| strength(*c, follow)))
}

/// A newcomer's card (the easy level's habit, not a random slip): leads its highest plain card to
/// "get rid of it", follows with its lowest card (keeping the high ones that will take tricks
/// later) and, unable to follow, throws its lowest card instead of smearing points.
#[must_use]
pub fn newcomer_card(hand: CardSet, trick: &[Card]) -> Option<Card> {
    let legal = legal_plays(hand, trick.first().copied());
    let Some(&lead) = trick.first() else {
        let plain = legal.difference(JACKS);
        return plain
            .iter()
            .max_by_key(|c| (plain_rank(*c), card_points(*c)))
            .or_else(|| legal.iter().min_by_key(|c| strength(*c, Follow::Trump)));
    };
    let follow = Follow::of(lead);
    legal
        .iter()
        .min_by_key(|c| (strength(*c, follow), card_points(*c)))
}

/// A newcomer's skat choice: judges its hand by the jacks alone and pushes without two of them.
#[must_use]
pub fn newcomer_pushes(hand: CardSet) -> bool {
    hand.intersection(JACKS).len() < 2
}

/// Leads the lowest plain card of the suit where it is least likely to win: short suits of low
/// cards first, jacks last.
fn lead_card(hand: CardSet) -> Option<Card> {
    let plain = hand.difference(JACKS);
    let pick = plain.iter().min_by_key(|c| {
        let suit_len = plain.of_suit(c.suit()).len();
        (plain_rank(*c), suit_len)
    });
    pick.or_else(|| hand.iter().min_by_key(|c| strength(*c, Follow::Trump)))
}

/// Rank within a plain suit, 1 (seven) to 7 (ace).
fn plain_rank(card: Card) -> u8 {
    strength(card, Follow::Suit(card.suit()))
}

/// How dangerous a hand is in a Ramsch (tricks and points it is likely to take).
#[must_use]
pub fn danger(hand: CardSet) -> u32 {
    let jacks = hand.intersection(JACKS);
    let mut d = 0;
    for j in jacks.iter() {
        d += 12 - 2 * j.suit().index() as u32;
    }
    for suit in Suit::ALL {
        let cards = hand.of_suit(suit).difference(JACKS);
        let low = cards
            .iter()
            .filter(|c| matches!(c.rank(), Rank::Seven | Rank::Eight | Rank::Nine))
            .count() as u32;
        let high = points(cards);
        // High cards without low cards to duck with take tricks.
        d += high / (1 + low);
    }
    d
}

/// The two cards to discard after picking up: the ones whose removal leaves the safest hand.
#[must_use]
pub fn discard(hand: CardSet, legal: &ActionList) -> Option<Action> {
    ranked_discards(hand, legal).first().copied()
}

/// Legal discards, safest first.
#[must_use]
pub fn ranked_discards(hand: CardSet, legal: &ActionList) -> Vec<Action> {
    let mut options: Vec<(u32, Action)> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::Discard { cards } => Some((danger(hand.difference(cards)), *a)),
            _ => None,
        })
        .collect();
    crate::engine::small_sort::sort_by_key(&mut options, |(d, _)| *d);
    options.into_iter().map(|(_, a)| a).collect()
}

/// Push when the hand is safe enough: a push doubles everything, picking up lets one shed.
#[must_use]
pub fn wants_push(hand: CardSet, pushes: u8) -> bool {
    danger(hand) <= 14 + 4 * u32::from(pushes)
}

/// Announce a Grand Hand only with a clearly winning hand.
#[must_use]
pub fn wants_grand(hand: CardSet) -> bool {
    let jacks = hand.intersection(JACKS);
    let top = jacks.contains(Card::new(Suit::Clubs, Rank::Jack));
    let aces_tens = hand
        .difference(JACKS)
        .iter()
        .filter(|c| matches!(c.rank(), Rank::Ace | Rank::Ten))
        .count();
    top && jacks.len() >= 3 && aces_tens >= 4
}

/// Kontra against a Grand Hand with two jacks including a top one; Re never without all but one.
#[must_use]
pub fn wants_kontra(hand: CardSet) -> bool {
    let jacks = hand.intersection(JACKS);
    jacks.len() >= 2
        && (jacks.contains(Card::new(Suit::Clubs, Rank::Jack))
            || jacks.contains(Card::new(Suit::Spades, Rank::Jack)))
}

#[must_use]
pub fn wants_re(hand: CardSet) -> bool {
    hand.intersection(JACKS).len() >= 3
}

/// Grand Hand play, for soloist and opponents alike: take the trick cheaply when possible,
/// otherwise give the fewest points; lead the strongest card.
#[must_use]
pub fn grand_card(hand: CardSet, trick: &[Card]) -> Option<Card> {
    let legal = legal_plays(hand, trick.first().copied());
    let Some(&lead) = trick.first() else {
        return legal.iter().max_by_key(|c| strength(*c, Follow::of(*c)));
    };
    let follow = Follow::of(lead);
    let best = trick
        .iter()
        .map(|c| strength(*c, follow))
        .max()
        .unwrap_or(0);
    let winning = legal
        .iter()
        .filter(|c| strength(*c, follow) > best)
        .min_by_key(|c| strength(*c, follow));
    winning.or_else(|| {
        legal
            .iter()
            .min_by_key(|c| (card_points(*c), strength(*c, follow)))
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Cards from their short names ("HA S7").
    pub(in crate::ai::ramsch) fn set(list: &str) -> CardSet {
        list.split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    fn card(c: &str) -> Card {
        c.parse().unwrap()
    }

    /// The easy level's habits differ from medium's where a Ramsch player would see it.
    #[test]
    fn a_newcomer_plays_differently_from_a_club_player() {
        let hand = set("HA H9 H7 SA S8 CT");
        // Following hearts under the king: the club player ducks with the nine, the newcomer
        // keeps the ace and nine and plays the seven.
        let trick = [card("HK")];
        assert_eq!(play_card(hand, &trick), Some(card("H9")));
        assert_eq!(newcomer_card(hand, &trick), Some(card("H7")));
        // Void in diamonds: the club player smears an ace, the newcomer throws a low card.
        let trick = [card("DK")];
        assert_eq!(
            play_card(hand, &trick).map(card_points),
            Some(11),
            "smears an ace"
        );
        assert_eq!(newcomer_card(hand, &trick).map(card_points), Some(0));
        // On lead the newcomer gets rid of an ace; the club player leads low.
        assert_eq!(newcomer_card(hand, &[]).map(|c| c.rank()), Some(Rank::Ace));
        assert_eq!(play_card(hand, &[]).map(|c| c.rank()), Some(Rank::Seven));
    }
}
