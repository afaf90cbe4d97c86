//! The decisions a knocking habit is made of, for the arena's best-response seat (issue 28): a
//! knock the seat may make now, and the answer to a knock. Everything else the seat plays as
//! the hard level does.

use super::exploit::without_knocks;
use super::knowledge::Knowledge;
use crate::engine::schraem::{Action, ActionList, PhaseView, PlayerView, Ruleset};

/// One decision of the knocking habit: the actions to try, and whether "not now, play on as
/// the hard level would" is one more choice (with what is then left to choose from).
#[derive(Clone, Debug, PartialEq)]
pub struct KnockPoint {
    /// Knock, or hold and fold.
    pub tries: ActionList,
    /// The legal actions without knocks, for the hard level's own choice; `None` when the
    /// tries are everything (an answer).
    pub otherwise: Option<ActionList>,
}

/// The knocking decision `view` asks of its seat, if any: its answer to a knock, a knock at its
/// turn, or out of turn a knock before a trick's lead (once per trick: asking at every card
/// would multiply the work for little, the lead being what a knock changes most).
#[must_use]
pub fn knock_point(view: &PlayerView, rules: &Ruleset, legal: &ActionList) -> Option<KnockPoint> {
    let k = Knowledge::of(view, rules)?;
    let h = view.hand.as_ref()?;
    match h.phase {
        PhaseView::Answer { .. } if k.awaited => {
            let both = legal.contains(&Action::Hold) && legal.contains(&Action::Fold);
            both.then(|| KnockPoint {
                tries: list(&[Action::Hold, Action::Fold]),
                otherwise: None,
            })
        }
        PhaseView::Play { .. } if k.looked && legal.contains(&Action::Knock) => {
            if !k.awaited && !k.trick.is_empty() {
                return None;
            }
            Some(KnockPoint {
                tries: list(&[Action::Knock]),
                otherwise: Some(without_knocks(legal)),
            })
        }
        _ => None,
    }
}

fn list(actions: &[Action]) -> ActionList {
    let mut list = ActionList::new();
    for a in actions {
        list.push(*a);
    }
    list
}
