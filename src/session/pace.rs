//! After a hand: its result stays on a screen until that screen's player goes on ("Next hand"),
//! so it can be read at any speed (issue 26: it vanished two seconds later, with the next hand's
//! first card).
//!
//! Who goes on for whom (docs/ui.md, "After a hand"): every screen holds the result until its own
//! player taps — this device ([`Reader::Here`], whoever holds it in pass-and-play: one tap for
//! the device) and each phone that plays a seat ([`Reader::Phone`]). The computer players sit
//! at the host, so they wait for the host's tap only; a phone's player who has not tapped yet
//! is simply waited for when his seat is to act, as for any move.

use super::any::AnyMatch;
use crate::engine::{Game, Seat};

/// A screen the table is shown on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    /// This device.
    Here,
    /// The phone that plays this seat.
    Phone(Seat),
}

/// How many finished hands each screen's player has gone on from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultsRead {
    here: usize,
    /// By seat index (seats not on a phone are never asked).
    phones: Vec<usize>,
}

impl ResultsRead {
    /// As a table opens: every result read, except the last one while it is still on the table
    /// (its hand is over and nothing has happened in the next one yet), so a reload right after
    /// a hand shows its result again until the tap.
    #[must_use]
    pub fn on_open(live: &AnyMatch) -> ResultsRead {
        let finished = live.finished_hands();
        let on_view = finished
            .checked_sub(1)
            .and_then(|k| crate::each_game!(live, m => Game::hand_actions(m, k)))
            .is_some_and(|hand| hand.end == live.actions_so_far());
        let read = finished - usize::from(on_view);
        ResultsRead {
            here: read,
            phones: vec![read; live.names().len()],
        }
    }

    pub(super) fn of(&self, reader: Reader) -> usize {
        match reader {
            Reader::Here => self.here,
            Reader::Phone(seat) => self.phones.get(seat.index()).copied().unwrap_or(0),
        }
    }

    pub(super) fn set(&mut self, reader: Reader, read: usize) {
        match reader {
            Reader::Here => self.here = read,
            Reader::Phone(seat) => {
                if self.phones.len() <= seat.index() {
                    self.phones.resize(seat.index() + 1, 0);
                }
                self.phones[seat.index()] = read;
            }
        }
    }

    /// Hands were taken back (undo): a result read of a hand no longer finished is unread again
    /// when that hand ends anew.
    pub fn take_back(&mut self, finished: usize) {
        self.here = self.here.min(finished);
        for read in &mut self.phones {
            *read = (*read).min(finished);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::session::handover::Screen;
    use crate::session::table::Table;
    use crate::session::{AnyAction, MatchSetup, SeatKind};

    /// Plays the awaited seats' first legal actions until a hand has ended.
    fn to_hand_end(table: &mut Table) {
        let before = table.live().finished_hands();
        while table.live().finished_hands() == before {
            let seat = table.live().to_act().unwrap();
            let action: AnyAction = table.live().legal_actions(seat)[0];
            table.act(seat, action).unwrap();
        }
    }

    fn table(game: GameKind, humans: usize) -> Table {
        let mut setup = MatchSetup::default_for(game, "Ann");
        for (i, s) in setup.seats.iter_mut().enumerate() {
            if i < humans {
                s.kind = SeatKind::Human;
            }
        }
        let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 9).unwrap();
        Table::new(setup, live)
    }

    #[test]
    fn a_result_stays_on_each_screen_until_its_player_goes_on() {
        for game in GameKind::ALL {
            let mut t = table(game, 1);
            assert!(!t.holds_result(Reader::Here));
            to_hand_end(&mut t);
            assert!(t.holds_result(Reader::Here), "{game:?}");
            assert!(t.holds_result(Reader::Phone(Seat(1))));
            let version = t.version();
            t.go_on(Reader::Here);
            assert!(!t.holds_result(Reader::Here));
            assert!(t.version() > version, "the computer players are woken");
            // A phone's player goes on by himself.
            assert!(t.holds_result(Reader::Phone(Seat(1))));
            t.go_on(Reader::Phone(Seat(1)));
            assert!(!t.holds_result(Reader::Phone(Seat(1))));
            // Going on twice changes nothing.
            let version = t.version();
            t.go_on(Reader::Here);
            assert_eq!(t.version(), version);
        }
    }

    #[test]
    fn a_table_opened_on_a_result_shows_it_again_and_one_opened_later_does_not() {
        let mut t = table(GameKind::Siebenschraem, 1);
        to_hand_end(&mut t);
        let reopened = Table::new(t.setup().clone(), (**t.live()).clone());
        assert!(reopened.holds_result(Reader::Here));
        t.go_on(Reader::Here);
        let seat = t.live().to_act().unwrap();
        let action = t.live().legal_actions(seat)[0];
        t.act(seat, action).unwrap();
        let later = Table::new(t.setup().clone(), (**t.live()).clone());
        assert!(!later.holds_result(Reader::Here));
    }

    #[test]
    fn in_pass_and_play_the_result_stays_with_whoever_holds_the_device() {
        let mut t = table(GameKind::Siebenschraem, 4);
        // Everyone takes the device when asked.
        let before = t.live().finished_hands();
        while t.live().finished_hands() == before {
            if let Screen::HandOver(next) = t.screen() {
                t.take_device(next);
            }
            let seat = t.live().to_act().unwrap();
            let action = t.live().legal_actions(seat)[0];
            t.act(seat, action).unwrap();
        }
        let holder = t.viewer().unwrap();
        assert_eq!(t.screen(), Screen::Seat(holder));
        t.go_on(Reader::Here);
        let next = t.live().to_act().unwrap();
        let expected = if next == holder {
            Screen::Seat(holder)
        } else {
            Screen::HandOver(next)
        };
        assert_eq!(t.screen(), expected);
    }

    #[test]
    fn a_hand_taken_back_and_ended_again_shows_its_result_again() {
        let mut t = table(GameKind::Siebenschraem, 1);
        to_hand_end(&mut t);
        t.go_on(Reader::Here);
        assert!(t.undo());
        assert_eq!(t.live().finished_hands(), 0);
        assert!(!t.holds_result(Reader::Here));
        to_hand_end(&mut t);
        assert!(t.holds_result(Reader::Here));
    }
}
