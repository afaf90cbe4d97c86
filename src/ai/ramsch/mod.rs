//! Schieberamsch for the bots: the heuristic levels, the sampler of hidden cards and the
//! rollout policy, plugged into the shared search ([`crate::ai::Bot`]) through [`BotGame`].
//! Kontra and Re are offered to seats that are not awaited: the bots answer `None` there when
//! they let it pass.

mod policy;
mod rollout;
mod sample;
pub mod solve;

use crate::ai::search::BotGame;
use crate::ai::Level;
use crate::engine::cards::Card;
use crate::engine::ramsch::{Action, ActionList, DealState, Match, PhaseView, PlayerView, Ruleset};
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::seat::Seat;
use sample::Frame;

pub use sample::consistent;

impl BotGame for Match {
    type Sim = DealState;
    type Frame = Frame;

    const LATER_WINS_TIES: bool = true;

    fn viewer(view: &PlayerView) -> Option<Seat> {
        view.seat
    }

    fn heuristic(
        level: Level,
        _rules: &Ruleset,
        view: &PlayerView,
        legal: &ActionList,
        rng: &mut Xoshiro256StarStar,
    ) -> Option<Action> {
        heuristic(level, view, legal, rng)
    }

    fn candidates(
        _rules: &Ruleset,
        view: &PlayerView,
        legal: &ActionList,
        fallback: Option<Action>,
    ) -> Vec<Option<Action>> {
        if view.seat.is_none() || view.public.to_act != view.seat {
            return Vec::new();
        }
        candidates(view, legal, fallback)
            .into_iter()
            .map(Some)
            .collect()
    }

    fn frame(view: &PlayerView, rules: &Ruleset) -> Option<Frame> {
        Frame::of(view, rules)
    }

    fn sample(frame: &Frame, rng: &mut Xoshiro256StarStar) -> Option<(DealState, f64)> {
        frame.sample(rng)
    }

    fn truth(&self) -> Option<DealState> {
        self.deal().cloned()
    }

    fn is_card_play(view: &PlayerView) -> bool {
        view.public.phase == PhaseView::Play
    }

    fn is_early_lead(view: &PlayerView) -> bool {
        let tricks = &view.public.tricks;
        let done = tricks.iter().filter(|t| t.winner.is_some()).count();
        let leading = tricks
            .last()
            .is_none_or(|t| t.winner.is_some() || t.cards.is_empty());
        Self::is_card_play(view) && leading && done < EARLY_LEADS
    }

    fn evaluate(
        sim: &DealState,
        me: Seat,
        candidate: Option<Action>,
        rng: &mut Xoshiro256StarStar,
    ) -> f64 {
        let mut d = sim.clone();
        if let Some(a) = candidate {
            if d.apply(me, a).is_err() {
                return -1000.0;
            }
        }
        rollout::finish(&mut d, rng);
        -d.result()
            .map_or(0.0, |res| f64::from(res.score[me.index()]))
    }
}

/// How many of the heuristic's safest discards the hard level compares by search.
const DISCARDS_SEARCHED: usize = 4;

/// The leads the arena's `cheatlead` seat plays seeing every hand: the first five tricks, where
/// `schraem regret` finds two thirds of the hard level's regret (docs/bots.md).
const EARLY_LEADS: usize = 5;

/// The actions the hard level compares by search; one or none means the heuristic decides.
fn candidates(view: &PlayerView, legal: &ActionList, fallback: Option<Action>) -> Vec<Action> {
    match view.public.phase {
        PhaseView::Play if view.public.soloist.is_none() => legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Play { .. }))
            .collect(),
        PhaseView::SkatRound { picked_up: 0 } => legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::PickUpBoth | Action::Push))
            .collect(),
        // After picking up both: the few safest discards by the heuristic, compared by search.
        PhaseView::SkatRound { picked_up: 2 } if view.public.soloist.is_none() => {
            policy::ranked_discards(view.hand, legal)
                .into_iter()
                .take(DISCARDS_SEARCHED)
                .collect()
        }
        _ => fallback.into_iter().collect(),
    }
}

/// The easy level's newcomer habits where they apply (Ramsch card play, the skat choice).
fn newcomer(view: &PlayerView, legal: &ActionList) -> Option<Action> {
    let hand = view.hand;
    let action = match view.public.phase {
        PhaseView::SkatRound { picked_up: 0 } => {
            if policy::newcomer_pushes(hand) {
                Action::Push
            } else {
                Action::PickUpBoth
            }
        }
        PhaseView::Play if view.public.soloist.is_none() => Action::Play {
            card: policy::newcomer_card(hand, &current_trick(view))?,
        },
        _ => return None,
    };
    legal.contains(&action).then_some(action)
}

/// The cards of the trick on the table.
fn current_trick(view: &PlayerView) -> Vec<Card> {
    view.public
        .tricks
        .last()
        .filter(|t| t.winner.is_none())
        .map(|t| t.cards.iter().map(|(_, c)| *c).collect())
        .unwrap_or_default()
}

/// The random, easy and medium levels (and the hard level's decisions it does not search).
fn heuristic(
    level: Level,
    view: &PlayerView,
    legal: &ActionList,
    rng: &mut Xoshiro256StarStar,
) -> Option<Action> {
    let awaited = view.seat.is_some() && view.public.to_act == view.seat;
    if legal.is_empty() {
        return None;
    }
    let hand = view.hand;
    let say = |a: Action, want: bool| (legal.contains(&a) && want).then_some(a);
    match level {
        Level::Random => {
            if !awaited {
                return None;
            }
            let plain: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| !matches!(a, Action::Kontra | Action::Re))
                .collect();
            return plain
                .get(rng.below(plain.len().max(1) as u64) as usize)
                .copied();
        }
        Level::Easy if awaited && rng.below(100) < 30 => {
            // A newcomer's habit, not a random slip (see `policy::newcomer_card`).
            if let Some(a) = newcomer(view, legal) {
                return Some(a);
            }
        }
        _ => {}
    }
    if let Some(a) = say(Action::Kontra, policy::wants_kontra(hand))
        .or_else(|| say(Action::Re, policy::wants_re(hand)))
    {
        return Some(a);
    }
    if !awaited {
        return None;
    }
    match view.public.phase {
        PhaseView::GrandHandOffer => Some(if policy::wants_grand(hand) {
            Action::GrandHand
        } else {
            Action::Pass
        }),
        PhaseView::SkatRound { picked_up: 0 } => {
            if policy::wants_push(hand, view.public.pushes) && legal.contains(&Action::Push) {
                Some(Action::Push)
            } else {
                Some(Action::PickUpBoth)
            }
        }
        PhaseView::SkatRound { .. } => policy::discard(hand, legal),
        PhaseView::Play => {
            let trick = current_trick(view);
            let card = if view.public.soloist.is_some() {
                policy::grand_card(hand, &trick)
            } else {
                policy::play_card(hand, &trick)
            };
            card.map(|card| Action::Play { card })
                .filter(|a| legal.contains(a))
                .or_else(|| legal.first().copied())
        }
        _ => legal.first().copied(),
    }
}
