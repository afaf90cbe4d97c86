//! Pass-and-play: whose cards the screen may show. With one human the screen is always his; with
//! several, a hand-over screen hides every hand until the next human to act confirms.

use super::live::LiveMatch;
use super::setup::{MatchSetup, SeatKind};
use crate::engine::Seat;

/// What the screen shows now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// `seat`'s cards may show.
    Seat(Seat),
    /// Hide every hand: the device must go to `seat`, who confirms first.
    HandOver(Seat),
    /// Nobody's cards (no human plays, or nobody has taken the device yet).
    Public,
}

/// The screen after a change, given who was looking (`viewer`).
#[must_use]
pub fn screen_for(setup: &MatchSetup, live: &LiveMatch, viewer: Option<Seat>) -> Screen {
    let humans: Vec<Seat> = setup
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind == SeatKind::Human)
        .map(|(i, _)| Seat(i as u8))
        .collect();
    match humans.as_slice() {
        [] => Screen::Public,
        [only] => Screen::Seat(*only),
        _ => match live.to_act() {
            Some(next) if humans.contains(&next) && viewer != Some(next) => Screen::HandOver(next),
            _ => viewer.map_or(Screen::Public, Screen::Seat),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::session::setup::BotLevel;

    #[test]
    fn one_human_always_sees_his_own_cards() {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem);
        let live = LiveMatch::start(&setup, 1).unwrap();
        assert_eq!(screen_for(&setup, &live, None), Screen::Seat(Seat(0)));
    }

    #[test]
    fn the_next_human_gets_a_hand_over_screen_first() {
        let mut setup = MatchSetup::default_for(GameKind::Siebenschraem);
        for seat in &mut setup.seats {
            seat.kind = SeatKind::Human;
        }
        let live = LiveMatch::start(&setup, 1).unwrap();
        let next = live.to_act().unwrap();
        assert_eq!(screen_for(&setup, &live, None), Screen::HandOver(next));
        assert_eq!(screen_for(&setup, &live, Some(next)), Screen::Seat(next));
        let other = Seat((next.0 + 1) % 4);
        assert_eq!(
            screen_for(&setup, &live, Some(other)),
            Screen::HandOver(next)
        );
    }

    #[test]
    fn a_table_of_computers_shows_no_hand() {
        let mut setup = MatchSetup::default_for(GameKind::Schieberamsch);
        setup.seats[0].kind = SeatKind::Bot(BotLevel::Easy);
        let live = LiveMatch::start(&setup, 1).unwrap();
        assert_eq!(screen_for(&setup, &live, None), Screen::Public);
    }
}
