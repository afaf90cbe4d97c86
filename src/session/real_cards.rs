//! What the slate's and the tournament's screens do to the app (issue 30): their steps carry the
//! function that applies them, so the app's reducer ([`AppState::reduce`]) names no slate or
//! tournament rule. The screens are a part loaded on first use (docs/parts.md); only they
//! build these steps, so the rules come with them instead of with the first load. Natively (the
//! tests) a step is applied exactly as on the page.

use super::app::{AppAction, AppState};
use super::notice::Notice;
use super::tournament::{Tournament, TournamentFormat};
use crate::engine::schraem::HandEntry;

/// A step on the slate or at the tournament.
#[derive(Clone, Debug)]
pub enum RealCardsAction {
    /// Book the next hand on the slate.
    SlateEnter(HandEntry),
    /// Take back the slate's last entry.
    SlateUndo,
    /// Start a tournament (its first round drawn from `seed`).
    StartTournament(TournamentFormat, Vec<String>, u64),
    /// Enter (or correct) a table's results in the current round.
    TournamentEnter(usize, Vec<u32>),
    /// Draw the tournament's next round.
    TournamentDraw,
    /// Take back the tournament's last step.
    TournamentUndo,
    /// Forget the tournament (to start another).
    EndTournament,
}

/// A [`RealCardsAction`] with the rules that apply it (`AppAction::RealCards`).
#[derive(Clone)]
pub struct RealCardsStep {
    action: RealCardsAction,
    apply: fn(&mut AppState, RealCardsAction),
}

impl RealCardsStep {
    /// The step that applies `action`.
    #[must_use]
    pub fn new(action: RealCardsAction) -> RealCardsStep {
        RealCardsStep {
            action,
            apply: apply_real_cards,
        }
    }

    /// Applies the step to `next` (a copy of the state it was dispatched on).
    pub(super) fn apply_to(self, next: &mut AppState) {
        (self.apply)(next, self.action);
    }
}

impl std::fmt::Debug for RealCardsStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.action.fmt(f)
    }
}

/// The slate and the tournament change only in a tab that saves (not a second one); a refused
/// entry changes nothing but the message.
fn apply_real_cards(next: &mut AppState, action: RealCardsAction) {
    let read_only = next.read_only;
    match action {
        RealCardsAction::SlateEnter(entry) => {
            if let Some(slate) = next.slate.as_mut().filter(|_| !read_only) {
                if let Err(e) = slate.enter(entry) {
                    next.notice = Some(Notice::SlateEntry(e));
                }
            }
        }
        RealCardsAction::SlateUndo => {
            if let Some(slate) = next.slate.as_mut().filter(|_| !read_only) {
                slate.undo();
            }
        }
        RealCardsAction::StartTournament(format, players, seed) => {
            match Tournament::new(format, players, seed) {
                Ok(t) => next.tournament = Some(t),
                Err(e) => next.notice = Some(Notice::Tournament(e)),
            }
        }
        RealCardsAction::TournamentEnter(table, scores) => {
            if let Some(t) = next.tournament.as_mut().filter(|_| !read_only) {
                if let Err(e) = t.enter(table, scores) {
                    next.notice = Some(Notice::Tournament(e));
                }
            }
        }
        RealCardsAction::TournamentDraw => {
            if let Some(t) = next.tournament.as_mut().filter(|_| !read_only) {
                if let Err(e) = t.draw() {
                    next.notice = Some(Notice::Tournament(e));
                }
            }
        }
        RealCardsAction::TournamentUndo => {
            if let Some(t) = next.tournament.as_mut().filter(|_| !read_only) {
                t.undo();
            }
        }
        RealCardsAction::EndTournament => next.tournament = None,
    }
}

impl From<RealCardsAction> for AppAction {
    fn from(action: RealCardsAction) -> AppAction {
        AppAction::RealCards(RealCardsStep::new(action))
    }
}
