//! [`HandReplay`]: a shared hand as the UI steps through it, one public frame per action.

use super::error::LinkError;
use crate::engine::record::{Record, RecordAction};
use crate::engine::{ramsch, schraem, GameKind};

/// The table after some actions of a hand, as a spectator sees it: the engines' public views,
/// which show no hand cards (folded hands, unturned discards, the skat and a winner's unshown
/// cards stay hidden), only what was played face up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(
    clippy::large_enum_variant,
    reason = "one frame at a time is built for display; unboxed views keep the UI's matches plain"
)]
pub enum ReplayFrame {
    Schraem(schraem::PlayerView),
    Ramsch(ramsch::PublicView),
}

/// A checked record, ready to be stepped through.
#[derive(Clone, Debug, PartialEq)]
pub struct HandReplay {
    game: GameKind,
    record: Record,
}

/// A match of either game after replaying a record.
pub(crate) enum Replayed {
    Schraem(Box<schraem::Match>),
    Ramsch(Box<ramsch::Match>),
}

/// Replays `record` with the engine of its preset.
///
/// # Errors
/// [`LinkError::UnknownRuleset`] for an unknown preset, [`LinkError::BadHand`] for an unusable
/// record, [`LinkError::IllegalMove`] for the first illegal action.
pub(crate) fn replay(record: &Record) -> Result<Replayed, LinkError> {
    match GameKind::of_preset(&record.ruleset.preset) {
        Some(GameKind::Siebenschraem) => Ok(Replayed::Schraem(Box::new(
            schraem::Match::from_record(record)?,
        ))),
        Some(GameKind::Schieberamsch) => Ok(Replayed::Ramsch(Box::new(
            ramsch::Match::from_record(record)?,
        ))),
        None => Err(LinkError::UnknownRuleset(record.ruleset.preset.clone())),
    }
}

impl HandReplay {
    /// Checks `record` by replaying all of it.
    ///
    /// # Errors
    /// [`LinkError::UnknownRuleset`], [`LinkError::BadOption`], [`LinkError::RulesConflict`] for
    /// its rule set, [`LinkError::BadHand`] for an unusable record, [`LinkError::IllegalMove`]
    /// for the first illegal action.
    pub fn new(record: Record) -> Result<HandReplay, LinkError> {
        super::ruleset_link::checked_spec(&record.ruleset)?;
        let game = match replay(&record)? {
            Replayed::Schraem(_) => GameKind::Siebenschraem,
            Replayed::Ramsch(_) => GameKind::Schieberamsch,
        };
        Ok(HandReplay { game, record })
    }

    /// Which game the hand is of.
    #[must_use]
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// The record being replayed.
    #[must_use]
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The number of actions; frames go from 0 (the deal) to `len()` (the end).
    #[must_use]
    pub fn len(&self) -> usize {
        self.record.actions.len()
    }

    /// Whether the record has no action (only frame 0 exists).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.record.actions.is_empty()
    }

    /// Action `i` (0-based): the one that leads from frame `i` to frame `i + 1`.
    #[must_use]
    pub fn action(&self, i: usize) -> Option<&RecordAction> {
        self.record.actions.get(i)
    }

    /// The table after the first `i` actions (`None` for `i > len()`).
    #[must_use]
    pub fn step(&self, i: usize) -> Option<ReplayFrame> {
        let actions = self.record.actions.get(..i)?;
        let prefix = Record {
            actions: actions.to_vec(),
            ..self.record.clone()
        };
        match replay(&prefix).ok()? {
            Replayed::Schraem(m) => Some(ReplayFrame::Schraem(m.public_view())),
            Replayed::Ramsch(m) => Some(ReplayFrame::Ramsch(m.public_view())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::{Card, CardSet};
    use crate::share::hand_link::tests::finished_hands;

    #[test]
    fn steps_from_the_deal_to_the_end_of_every_preset() {
        for record in finished_hands() {
            let replay = HandReplay::new(record.clone()).unwrap();
            assert_eq!(replay.len(), record.actions.len());
            assert!(!replay.is_empty());
            assert_eq!(replay.action(0), record.actions.first());
            for i in 0..=replay.len() {
                assert!(replay.step(i).is_some(), "{} {i}", record.ruleset.preset);
            }
            assert_eq!(replay.step(replay.len() + 1), None);
            assert_eq!(replay.record(), &record);
        }
    }

    #[test]
    fn frames_show_no_hidden_cards() {
        for record in finished_hands() {
            let replay = HandReplay::new(record).unwrap();
            for i in 0..=replay.len() {
                let frame = replay.step(i).unwrap();
                if let ReplayFrame::Schraem(view) = &frame {
                    assert_eq!(view.seat, None);
                    let hand = view.hand.as_ref().unwrap();
                    assert_eq!(hand.own_cards, None);
                    assert_eq!(hand.own_discards, CardSet::EMPTY);
                }
                if i == 0 {
                    // Dealt, nothing played: a spectator knows no card at all.
                    let mentioned = match &frame {
                        ReplayFrame::Schraem(view) => view.cards_mentioned(),
                        ReplayFrame::Ramsch(view) => {
                            let text = serde_json::to_string(view).unwrap();
                            Card::all()
                                .filter(|card| text.contains(&format!("\"{card}\"")))
                                .collect()
                        }
                    };
                    assert_eq!(mentioned, CardSet::EMPTY);
                }
            }
        }
    }

    #[test]
    fn a_bad_record_is_refused_before_any_frame() {
        let mut record = finished_hands().remove(0);
        record.ruleset.preset = "skat".into();
        assert_eq!(
            HandReplay::new(record),
            Err(LinkError::UnknownRuleset("skat".into()))
        );
        let mut record = finished_hands().remove(0);
        record.actions.swap(0, 1);
        record.actions.insert(0, RecordAction::bare(9, "look"));
        assert!(matches!(
            HandReplay::new(record),
            Err(LinkError::IllegalMove { index: 0, .. })
        ));
    }
}
