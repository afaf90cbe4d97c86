//! The saved matches, statistics and rule sets the page could not read at start (issue 30,
//! docs/parts-saves.md): their reader is a part, fetched at start beside the
//! language's words when any is stored. When it cannot come (offline before the service worker
//! cached it) the app starts without them and must not write over them: it knows only which are
//! stored, says so, and the next start that has the part reads them.

use super::matches::MatchId;

/// What is stored but was not read (all empty: everything stored was read).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Held {
    /// The saved matches' ids (`schraem.match.<id>`): a new match takes another id.
    pub matches: Vec<MatchId>,
    /// A match of earlier versions (`schraem.match`), which nothing writes now.
    pub legacy_match: bool,
    /// The statistics are stored: they are not stored over.
    pub stats: bool,
    /// Saved rule sets are stored: they are not stored over.
    pub rulesets: bool,
}

impl Held {
    /// Nothing stored waits for its reader.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.matches.is_empty() && !self.legacy_match && !self.stats && !self.rulesets
    }
}

impl super::app::AppState {
    /// The ids a new match must not take: every match's, those not read at start among them.
    pub(super) fn taken_ids(&self) -> Vec<MatchId> {
        let mut ids = self.match_ids();
        ids.extend_from_slice(&self.held.matches);
        ids
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{AppAction, AppState, Notice, Screen, Stored};

    fn started_with(held: Held, notices: Vec<Notice>) -> AppState {
        let stored = Stored {
            held,
            notices,
            ..Stored::default()
        };
        AppState::new(stored, Screen::Home, "")
    }

    #[test]
    fn saves_not_read_are_said_after_the_start_s_other_notices() {
        let held = Held {
            stats: true,
            ..Held::default()
        };
        let s = started_with(held.clone(), vec![Notice::SettingsDamaged]);
        assert_eq!(s.notice, Some(Notice::SettingsDamaged));
        assert_eq!(s.queued, vec![Notice::SavesHeld]);
        assert_eq!(s.held, held);
        let s = started_with(Held::default(), Vec::new());
        assert_eq!(s.notice, None);
        assert!(s.held.is_empty());
    }

    #[test]
    fn a_new_match_never_takes_the_id_of_a_saved_one_not_read() {
        // The id a match dealt from seed 5 takes when nothing else is saved.
        let fresh = started_with(Held::default(), Vec::new())
            .reduce(AppAction::Start(5))
            .table
            .map(|t| t.id())
            .unwrap();
        let held = Held {
            matches: vec![fresh],
            ..Held::default()
        };
        let s = started_with(held, Vec::new()).reduce(AppAction::Start(5));
        let id = s.table.as_ref().map(|t| t.id()).unwrap();
        assert_ne!(id, fresh);
        // Its saves, and whether the statistics and rule sets are held, stay as they were.
        assert_eq!(s.held.matches, vec![fresh]);
        assert_eq!(s.notice, Some(Notice::SavesHeld));
    }

    #[test]
    fn a_rule_set_is_not_saved_over_saved_ones_not_read_and_the_player_is_told_why() {
        let spec = crate::engine::record::RulesetSpec {
            preset: "rhineland".into(),
            options: serde_json::Map::new(),
        };
        let held = Held {
            rulesets: true,
            ..Held::default()
        };
        let s = started_with(held, Vec::new()).reduce(AppAction::DismissNotice);
        let s = s.reduce(AppAction::SaveRuleset("Ours".into(), spec.clone()));
        assert!(s.rulesets.rulesets.is_empty());
        assert_eq!(s.notice, Some(Notice::RulesetNotSaved));
        let s = started_with(Held::default(), Vec::new());
        let s = s.reduce(AppAction::SaveRuleset("Ours".into(), spec));
        assert_eq!(s.rulesets.rulesets.len(), 1);
        assert_eq!(s.notice, Some(Notice::RulesetSaved("Ours".into())));
    }

    #[test]
    fn each_stored_kind_counts() {
        assert!(Held::default().is_empty());
        for held in [
            Held {
                matches: vec![MatchId(1)],
                ..Held::default()
            },
            Held {
                legacy_match: true,
                ..Held::default()
            },
            Held {
                stats: true,
                ..Held::default()
            },
            Held {
                rulesets: true,
                ..Held::default()
            },
        ] {
            assert!(!held.is_empty(), "{held:?}");
        }
    }
}
