//! [`HandReplay`]: a shared hand as the app steps through it. Built once by replaying the record
//! with its game's engine: one spectator's view per step (no hand cards: folded hands, unturned
//! discards, the skat and a winner's unshown cards stay hidden) and the public events of each
//! action, so the screen can say what happened and end on the hand's result.

use super::any::{AnyEvent, AnyMatch, AnySeat};
use crate::engine::record::{Record, RecordAction};
use crate::engine::{GameKind, Seat};
use crate::share::LinkError;

/// A checked record, ready to be stepped through.
#[derive(Clone, Debug, PartialEq)]
pub struct HandReplay {
    record: Record,
    /// The seat whose table the hand was shared from: the replay seats the players as it did.
    viewer: Seat,
    /// The public table's input at every step (0: the deal).
    frames: Vec<AnySeat>,
    /// The public events of each action.
    events: Vec<Vec<AnyEvent>>,
}

impl HandReplay {
    /// Checks `record` by replaying all of it, keeping every step.
    ///
    /// # Errors
    /// [`LinkError::Rules`] for its rule set, [`LinkError::Hand`] for an unusable record or the
    /// first illegal action.
    pub fn new(record: Record) -> Result<HandReplay, LinkError> {
        crate::engine::by_preset::normalize(&record.ruleset)?;
        let mut frames = Vec::with_capacity(record.actions.len() + 1);
        let mut events = Vec::with_capacity(record.actions.len());
        AnyMatch::replay_steps(&record, |frame, happened| {
            if !frames.is_empty() {
                events.push(happened);
            }
            frames.push(frame);
        })?;
        Ok(HandReplay {
            record,
            viewer: Seat(0),
            frames,
            events,
        })
    }

    /// The same hand, seated as `viewer`'s table was (a seat the table lacks: unchanged).
    #[must_use]
    pub fn seen_by(mut self, viewer: Seat) -> HandReplay {
        if viewer.index() < self.record.players.len() {
            self.viewer = viewer;
        }
        self
    }

    /// The seat whose table the hand was shared from.
    #[must_use]
    pub fn viewer(&self) -> Seat {
        self.viewer
    }

    /// Which game the hand is of.
    #[must_use]
    pub fn game(&self) -> GameKind {
        self.frames[0].game()
    }

    /// The record being replayed.
    #[must_use]
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The names at the table.
    #[must_use]
    pub fn names(&self) -> &[String] {
        &self.record.players
    }

    /// The number of actions; steps go from 0 (the deal) to `len()` (the end).
    #[must_use]
    pub fn len(&self) -> usize {
        self.record.actions.len()
    }

    /// Whether the record has no action (only step 0 exists).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.record.actions.is_empty()
    }

    /// Action `i` (0-based): the one that leads from step `i` to step `i + 1`.
    #[must_use]
    pub fn action(&self, i: usize) -> Option<&RecordAction> {
        self.record.actions.get(i)
    }

    /// The public table's input at every step (0: the deal, `len()`: the end).
    #[must_use]
    pub fn frames(&self) -> &[AnySeat] {
        &self.frames
    }

    /// The public events of the first `i` actions, in order (what the log shows at step `i`).
    #[must_use]
    pub fn events_until(&self, i: usize) -> Vec<AnyEvent> {
        self.events.iter().take(i).flatten().copied().collect()
    }

    /// The public events of action `i` (0-based).
    #[must_use]
    pub fn events_of(&self, i: usize) -> &[AnyEvent] {
        self.events.get(i).map_or(&[], Vec::as_slice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ReplayFailure;
    use crate::share::hand_link::tests::finished_hands;

    #[test]
    fn steps_from_the_deal_to_the_end_of_every_preset() {
        for record in finished_hands() {
            let replay = HandReplay::new(record.clone()).unwrap();
            assert_eq!(replay.len(), record.actions.len());
            let n = replay.frames().len();
            assert_eq!(n, replay.len() + 1);
            assert!(!replay.events_until(replay.len()).is_empty());
        }
    }

    #[test]
    fn a_bad_record_is_refused_before_any_step() {
        let mut record = finished_hands().remove(0);
        record.ruleset.preset = "skat".into();
        assert!(matches!(HandReplay::new(record), Err(LinkError::Rules(_))));
        let mut record = finished_hands().remove(0);
        record.actions.insert(0, RecordAction::bare(9, "look"));
        assert!(matches!(
            HandReplay::new(record),
            Err(LinkError::Hand(ReplayFailure::Illegal { index: 0, .. }))
        ));
    }
}
