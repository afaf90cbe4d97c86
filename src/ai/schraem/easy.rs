//! The easy level: a newcomer at the pub table. It makes the mistakes newcomers make, not random
//! ones:
//! * it judges its cards by their rank alone and does not count what was played (a nine stays
//!   "just a nine" after the ten fell; a seven looks poor even when it is the last of its suit);
//! * it likes winning tricks: now and then it takes an early trick with its best card, forgetting
//!   that only the last trick counts;
//! * it knocks on hope (any ten), and when knocked at it holds out of stubbornness with a card
//!   that merely looks good.
//!
//! The rituals (look first, the forced knock, four courts exchanged, challenges declined) are
//! every level's.

use super::heuristic::{exchanges_four_courts, hold_is_better, medium, playable, wants_knock};
use super::knowledge::Knowledge;
use crate::engine::cards::Card;
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::schraem::order::strength;
use crate::engine::schraem::{Action, ActionList, PhaseView, PlayerView, Ruleset};

/// A newcomer's feeling for its best card (by strength, 1 jack … 8 ten) taking the last trick:
/// rank alone, no counting.
const FEEL_BY_RANK: [f64; 9] = [0.0, 0.05, 0.08, 0.12, 0.18, 0.25, 0.35, 0.5, 0.7];
/// Per cent of early tricks a newcomer tries to win with its best card.
const GREEDY_PERCENT: u64 = 30;
/// Hope: added to its feeling before knocking or holding.
const HOPE: f64 = 0.25;

/// The easy level's choice.
pub fn decide(
    rules: &Ruleset,
    view: &PlayerView,
    k: &Knowledge,
    legal: &ActionList,
    rng: &mut Xoshiro256StarStar,
) -> Option<Action> {
    let phase = view.hand.as_ref().map(|h| h.phase);
    let rituals = legal.contains(&Action::Look)
        || matches!(
            phase,
            Some(
                PhaseView::ForcedKnock { .. }
                    | PhaseView::Challenge { .. }
                    | PhaseView::Pretty { .. }
            )
        );
    if rituals || !k.looked {
        return medium(rules, view, k, legal, rng);
    }
    if exchanges_four_courts(k, legal) {
        return Some(Action::Exchange);
    }
    let feel = (feeling(k) + HOPE).min(0.95);
    if matches!(phase, Some(PhaseView::Answer { .. })) && k.awaited {
        return Some(if hold_is_better(rules, k, feel) {
            Action::Hold
        } else {
            Action::Fold
        });
    }
    if legal.contains(&Action::Knock) && wants_knock(k, feel) {
        return Some(Action::Knock);
    }
    if !k.awaited {
        return None;
    }
    choose_card(k, legal, rng)
        .map(Action::Play)
        .or_else(|| legal.first().copied())
}

/// How good its cards feel: the rank of the best one.
fn feeling(k: &Knowledge) -> f64 {
    let best = k.mine.iter().map(|c| strength(c.rank())).max().unwrap_or(1);
    FEEL_BY_RANK[usize::from(best)]
}

/// Keeps its highest-ranked card and sheds its lowest; on an early trick it sometimes plays to
/// win the trick instead.
fn choose_card(k: &Knowledge, legal: &ActionList, rng: &mut Xoshiro256StarStar) -> Option<Card> {
    let plays = playable(legal);
    let by_rank = |c: &Card| strength(c.rank());
    let highest = plays.iter().copied().max_by_key(by_rank)?;
    if plays.len() == 1 {
        return Some(highest);
    }
    let early = k.mine.len() > 2;
    if early && rng.below(100) < GREEDY_PERCENT && takes_trick(k, highest) {
        return Some(highest);
    }
    plays
        .iter()
        .copied()
        .filter(|c| *c != highest)
        .min_by_key(by_rank)
}

/// Would `card` top the trick on the table (any card leads a new trick)?
fn takes_trick(k: &Knowledge, card: Card) -> bool {
    match k.follow {
        None => true,
        Some(suit) => {
            card.suit() == suit
                && k.trick
                    .iter()
                    .all(|(_, c)| c.suit() != suit || strength(c.rank()) < strength(card.rank()))
        }
    }
}
