//! The heuristic levels (random, easy, medium) of Siebenschräm, decided from the view alone.
//! The hard level falls back on [`medium`] for the rare decisions it does not search.

use super::knowledge::Knowledge;
use crate::ai::Level;
use crate::engine::cards::Card;
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::schraem::order::{all_courts, strength};
use crate::engine::schraem::{Action, ActionList, FoldCost, PhaseView, PlayerView, Ruleset};

/// A bot's choice at `level` (hard uses this where it does not search).
pub fn decide(
    level: Level,
    rules: &Ruleset,
    view: &PlayerView,
    legal: &ActionList,
    rng: &mut Xoshiro256StarStar,
) -> Option<Action> {
    if legal.is_empty() {
        return None;
    }
    let Some(k) = Knowledge::of(view, rules) else {
        return legal.first().copied();
    };
    match level {
        Level::Random => random(&k, legal, rng),
        Level::Easy => super::easy::decide(rules, view, &k, legal, rng),
        Level::Medium | Level::Hard => medium(rules, view, &k, legal, rng),
    }
}

fn random(k: &Knowledge, legal: &ActionList, rng: &mut Xoshiro256StarStar) -> Option<Action> {
    if legal.contains(&Action::Look) && !k.awaited {
        return Some(Action::Look);
    }
    if !k.awaited {
        // Out of turn a random player knocks now and then, not at every chance.
        let knock = legal.contains(&Action::Knock) && rng.below(100) == 0;
        return knock.then_some(Action::Knock);
    }
    Some(legal[rng.below(legal.len() as u64) as usize])
}

/// Medium: looks first, knocks when its estimate is good enough for the stake, holds when the
/// expected loss of holding is below the certain cost of folding, keeps its best card for the
/// last trick.
pub fn medium(
    rules: &Ruleset,
    view: &PlayerView,
    k: &Knowledge,
    legal: &ActionList,
    rng: &mut Xoshiro256StarStar,
) -> Option<Action> {
    let phase = view.hand.as_ref().map(|h| h.phase);
    if let Some(PhaseView::ForcedKnock { .. }) = phase {
        return [Action::Knock, Action::BlindKnock]
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| legal.first().copied());
    }
    if legal.contains(&Action::Look) {
        return Some(Action::Look);
    }
    let p = k.win_chance();
    match phase {
        Some(PhaseView::Answer { .. }) if k.awaited => {
            // The knocker claims a good hand: discount the own chance accordingly.
            return Some(if hold_is_better(rules, k, p * 0.7) {
                Action::Hold
            } else {
                Action::Fold
            });
        }
        Some(PhaseView::Challenge { .. } | PhaseView::Pretty { .. }) if k.awaited => {
            let agree = legal.contains(&Action::Agree) && p < 0.3;
            return Some(if agree {
                Action::Agree
            } else {
                Action::Decline
            });
        }
        _ => {}
    }
    if exchanges_four_courts(k, legal) {
        return Some(Action::Exchange);
    }
    if legal.contains(&Action::Knock) && wants_knock(k, p) {
        return Some(Action::Knock);
    }
    if !k.awaited {
        return None;
    }
    let card = choose_card(k, legal, rng);
    card.map(Action::Play)
        .or_else(|| legal.iter().copied().find(|a| *a == Action::Hold))
        .or_else(|| legal.first().copied())
}

/// Every level exchanges four courts when the preset allows it.
pub fn exchanges_four_courts(k: &Knowledge, legal: &ActionList) -> bool {
    legal.contains(&Action::Exchange) && k.mine.len() == 4 && all_courts(k.mine.iter())
}

/// Hold if the expected marks lost by holding are below the certain cost of folding.
pub fn hold_is_better(rules: &Ruleset, k: &Knowledge, p: f64) -> bool {
    let value = f64::from(k.value);
    let marks = f64::from(k.my_marks.max(1));
    let before = match rules.fold_cost {
        FoldCost::ValueBeforeKnock => f64::from(k.value.saturating_sub(1).max(1)),
        FoldCost::One => 1.0,
    };
    let fold_cost = before.min(marks);
    let mut hold_cost = (1.0 - p) * value.min(marks);
    if value >= marks {
        // Holding risks being out of the game: weigh it more than the marks themselves.
        hold_cost *= 1.5;
    }
    hold_cost < fold_cost
}

/// Knock when the estimate clearly beats the stake: more cautious when low on marks.
pub fn wants_knock(k: &Knowledge, p: f64) -> bool {
    let threshold = if k.my_marks <= i32::from(k.value) + 1 {
        0.75
    } else {
        0.65
    };
    p >= threshold
}

/// Keeps the card most likely to take the last trick; otherwise gets rid of weak cards, and on
/// the second-to-last trick tries to win the lead for a probable boss.
fn choose_card(k: &Knowledge, legal: &ActionList, rng: &mut Xoshiro256StarStar) -> Option<Card> {
    let plays = playable(legal);
    if plays.len() <= 1 {
        return plays.first().copied();
    }
    let keeper = k.keeper();
    let others: Vec<Card> = plays
        .iter()
        .copied()
        .filter(|c| Some(*c) != keeper)
        .collect();
    let weakest = |cards: &[Card]| {
        cards
            .iter()
            .copied()
            .min_by(|a, b| k.boss_chance(*a).total_cmp(&k.boss_chance(*b)))
    };
    if k.mine.len() == 2 {
        if let (Some(keep), Some(&other)) = (keeper, others.first()) {
            if k.boss_chance(keep) > 0.5 && wins_now(k, other) {
                return Some(other);
            }
        }
    }
    if others.is_empty() {
        return keeper;
    }
    // Ties between equally weak cards are broken at random so play is not predictable.
    let weak = weakest(&others)?;
    let ties: Vec<Card> = others
        .iter()
        .copied()
        .filter(|c| (k.boss_chance(*c) - k.boss_chance(weak)).abs() < 1e-9)
        .collect();
    Some(ties[rng.below(ties.len() as u64) as usize])
}

/// The cards among `legal`.
pub fn playable(legal: &ActionList) -> Vec<Card> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
        .collect()
}

/// Would `card` currently win the trick (ignoring players still to come)?
fn wins_now(k: &Knowledge, card: Card) -> bool {
    match k.follow {
        None => k.boss_chance(card) > 0.5,
        Some(suit) => {
            card.suit() == suit
                && k.trick.iter().all(|(s, c)| {
                    !k.opponents.contains(s)
                        || c.suit() != suit
                        || strength(c.rank()) < strength(card.rank())
                })
        }
    }
}
