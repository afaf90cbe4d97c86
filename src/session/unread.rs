//! The saved slate and tournament as the page finds them at start: their text, read by a part
//! (issue 30, docs/parts.md). Home needs to know only that one is saved (its button), New game
//! that a slate is, so their readers — most of the real cards' code the first load carried — come
//! with the part, which the page asks for at once when either is saved. Until it has read them the
//! app stores neither (nothing replaced them yet), and their screens wait for it.

use super::notice::Notice;
use super::slate::Slate;
use super::tournament::Tournament;
use std::rc::Rc;

/// The texts of the saved slate and tournament not read yet (`None`: none saved, or read).
#[derive(Clone, Debug, Default)]
pub struct Unread {
    /// The slate's save (`schraem.slate`).
    pub slate: Option<Rc<str>>,
    /// The tournament's save (`schraem.tournament`).
    pub tournament: Option<Rc<str>>,
    /// The slate's save when a new slate replaced it before it was read (the player confirmed
    /// that): read only so that a damaged one is set aside with its notice, as at start.
    pub replaced_slate: Option<Rc<str>>,
}

impl Unread {
    /// Nothing is waiting for its reader.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.slate.is_none() && self.tournament.is_none() && self.replaced_slate.is_none()
    }
}

/// What the reader made of [`Unread`] (`AppAction::SavesRead`): each save read, or the notice
/// of a damaged one (its backup is the page's business, `ui::storage`). `None`: it had no text.
#[derive(Clone, Debug)]
pub struct SavesRead {
    /// The slate, or why it could not be opened.
    pub slate: Option<Result<Slate, Notice>>,
    /// The tournament, or why it could not be opened.
    pub tournament: Option<Result<Tournament, Notice>>,
    /// Why the replaced slate ([`Unread::replaced_slate`]) could not have been opened.
    pub replaced_slate: Option<Notice>,
}

impl SavesRead {
    /// Reads both texts (the part's code: the only caller besides the tests).
    #[must_use]
    pub fn of(unread: &Unread) -> SavesRead {
        SavesRead {
            slate: unread
                .slate
                .as_deref()
                .map(|text| Slate::load(text).map_err(Notice::SlateDamaged)),
            tournament: unread
                .tournament
                .as_deref()
                .map(|text| Tournament::load(text).map_err(Notice::TournamentDamaged)),
            replaced_slate: unread
                .replaced_slate
                .as_deref()
                .and_then(|text| Slate::load(text).err().map(Notice::SlateDamaged)),
        }
    }
}

impl super::app::AppState {
    /// Takes what the reader read: each save the app still waited for (one replaced meanwhile,
    /// a new slate started over it, stays replaced); a damaged one's notice after those showing,
    /// replaced or not (the page has set its text aside).
    pub(super) fn saves_read(&mut self, read: SavesRead) {
        let mut damaged = Vec::new();
        let waited = self.unread.slate.take().is_some();
        match read.slate {
            Some(Ok(slate)) if waited => self.slate = Some(slate),
            Some(Err(notice)) => damaged.push(notice),
            _ => {}
        }
        let waited = self.unread.tournament.take().is_some();
        match read.tournament {
            Some(Ok(tournament)) if waited => self.tournament = Some(tournament),
            Some(Err(notice)) => damaged.push(notice),
            _ => {}
        }
        self.unread.replaced_slate = None;
        damaged.extend(read.replaced_slate);
        for notice in damaged {
            if self.notice.is_none() {
                self.notice = Some(notice);
            } else {
                self.queued.push(notice);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::schraem::HandEntry;
    use crate::engine::{GameKind, Seat};
    use crate::session::tournament::TournamentFormat;
    use crate::session::{AppAction, AppState, MatchSetup, Screen, Stored};

    fn saved() -> (Slate, Tournament) {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        let mut slate = Slate::new(setup, 2).unwrap();
        slate.enter(HandEntry::won(Seat(1), 2, 4)).unwrap();
        let names = ["A", "B", "C", "D", "E", "F", "G", "H"].map(String::from);
        let tournament =
            Tournament::new(TournamentFormat::RhinelandChampionship, names.to_vec(), 4).unwrap();
        (slate, tournament)
    }

    fn started_with(slate: &str, tournament: &str, notices: Vec<Notice>) -> AppState {
        let unread = Unread {
            slate: Some(slate.into()),
            tournament: (!tournament.is_empty()).then(|| tournament.into()),
            ..Unread::default()
        };
        let stored = Stored {
            unread,
            notices,
            ..Stored::default()
        };
        AppState::new(stored, Screen::Home, "")
    }

    #[test]
    fn the_saves_wait_as_text_and_come_back_whole_when_read() {
        let (slate, tournament) = saved();
        let s = started_with(&slate.to_json(), &tournament.to_json(), Vec::new());
        assert!(s.slate.is_none() && s.tournament.is_none());
        assert!(s.unread.slate.is_some() && s.unread.tournament.is_some());
        let s = s.reduce(AppAction::SavesRead(Box::new(SavesRead::of(&s.unread))));
        assert!(s.unread.is_empty());
        assert_eq!(s.slate.as_ref().map(Slate::to_json), Some(slate.to_json()));
        assert_eq!(s.tournament, Some(tournament));
        assert_eq!(s.notice, None);
    }

    #[test]
    fn a_damaged_save_gets_its_notice_after_those_of_the_start() {
        let s = started_with(
            "{\"version\": 1}",
            "{\"version\": 1",
            vec![Notice::SettingsDamaged],
        );
        let s = s.reduce(AppAction::SavesRead(Box::new(SavesRead::of(&s.unread))));
        assert!(s.unread.is_empty() && s.slate.is_none() && s.tournament.is_none());
        assert_eq!(s.notice, Some(Notice::SettingsDamaged));
        assert!(matches!(
            s.queued.as_slice(),
            [Notice::SlateDamaged(_), Notice::TournamentDamaged(_)]
        ));
    }

    #[test]
    fn a_damaged_slate_replaced_before_the_read_comes_is_still_read_and_gets_its_notice() {
        let s = started_with("{\"version\": 1}", "", Vec::new());
        let s = s.reduce(AppAction::StartSlate(9));
        // Its text waits for the reader still, so that the page can set it aside if damaged.
        assert_eq!(s.unread.replaced_slate.as_deref(), Some("{\"version\": 1}"));
        assert!(s.unread.slate.is_none() && !s.unread.is_empty());
        let read = SavesRead::of(&s.unread);
        assert!(read.slate.is_none() && read.replaced_slate.is_some());
        let fresh = s.slate.as_ref().map(Slate::to_json);
        let s = s.reduce(AppAction::SavesRead(Box::new(read)));
        assert!(s.unread.is_empty());
        assert_eq!(s.slate.as_ref().map(Slate::to_json), fresh);
        assert!(matches!(s.notice, Some(Notice::SlateDamaged(_))));
    }

    #[test]
    fn a_good_slate_replaced_before_the_read_comes_is_dropped_quietly() {
        let (slate, _) = saved();
        let s = started_with(&slate.to_json(), "", Vec::new());
        let s = s.reduce(AppAction::StartSlate(9));
        let s = s.reduce(AppAction::SavesRead(Box::new(SavesRead::of(&s.unread))));
        assert!(s.unread.is_empty() && s.notice.is_none());
        assert!(s.slate.as_ref().is_some_and(|s| s.entries.is_empty()));
    }

    #[test]
    fn a_slate_started_before_the_read_comes_is_not_replaced_by_the_saved_one() {
        let (slate, tournament) = saved();
        let s = started_with(&slate.to_json(), &tournament.to_json(), Vec::new());
        let unread = s.unread.clone();
        let s = s.reduce(AppAction::StartSlate(9));
        assert!(s.unread.slate.is_none());
        let fresh = s.slate.as_ref().map(Slate::to_json);
        let s = s.reduce(AppAction::SavesRead(Box::new(SavesRead::of(&unread))));
        assert_eq!(s.slate.as_ref().map(Slate::to_json), fresh);
        assert!(s.slate.as_ref().is_some_and(|s| s.entries.is_empty()));
        assert_eq!(s.tournament, Some(tournament));
    }
}
