//! Pass-and-play: whose cards the screen may show, and who may act from it. With one human the
//! screen is always his; with several, a hand-over screen hides every hand until the next human
//! to act confirms, and nobody can act while it shows.

use super::any::{AnyAction, AnyMatch};
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

/// The human seats of a setup.
#[must_use]
pub fn humans(setup: &MatchSetup) -> Vec<Seat> {
    seats_of(setup, SeatKind::Human)
}

/// The seats played by `kind`, in seat order.
#[must_use]
pub fn seats_of(setup: &MatchSetup, kind: SeatKind) -> Vec<Seat> {
    setup
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind == kind)
        .map(|(i, _)| Seat(i as u8))
        .collect()
}

/// The screen after a change, given who was looking (`viewer`).
#[must_use]
pub fn screen_for(setup: &MatchSetup, live: &AnyMatch, viewer: Option<Seat>) -> Screen {
    match humans(setup).as_slice() {
        [] => Screen::Public,
        [only] => Screen::Seat(*only),
        humans => match live.to_act() {
            Some(next) if humans.contains(&next) && viewer != Some(next) => Screen::HandOver(next),
            _ => viewer.map_or(Screen::Public, Screen::Seat),
        },
    }
}

/// May a human at the device take `action` for `seat` now? The seat whose cards show acts
/// freely; another human seat may only knock (a knock needs no hand on screen); nobody acts
/// while the hand-over screen hides the table.
#[must_use]
pub fn may_act(setup: &MatchSetup, screen: Screen, seat: Seat, action: AnyAction) -> bool {
    let human = setup
        .seats
        .get(seat.index())
        .is_some_and(|s| s.kind == SeatKind::Human);
    match screen {
        _ if !human => false,
        Screen::HandOver(_) | Screen::Public => false,
        Screen::Seat(viewer) if viewer == seat => true,
        Screen::Seat(_) => action.acts_beside(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::{schraem, GameKind};

    fn start(setup: &MatchSetup) -> AnyMatch {
        AnyMatch::start(setup.preset, &setup.options, setup.names(), 1).unwrap()
    }

    #[test]
    fn one_human_always_sees_his_own_cards() {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        assert_eq!(
            screen_for(&setup, &start(&setup), None),
            Screen::Seat(Seat(0))
        );
    }

    #[test]
    fn the_next_human_gets_a_hand_over_screen_first_and_nobody_acts_meanwhile() {
        let mut setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        for seat in &mut setup.seats {
            seat.kind = SeatKind::Human;
        }
        let live = start(&setup);
        let next = live.to_act().unwrap();
        let screen = screen_for(&setup, &live, None);
        assert_eq!(screen, Screen::HandOver(next));
        let knock = AnyAction::Schraem(schraem::Action::Knock);
        assert!(!may_act(&setup, screen, next, knock));
        assert_eq!(screen_for(&setup, &live, Some(next)), Screen::Seat(next));
        let other = Seat((next.0 + 1) % 4);
        assert!(may_act(&setup, Screen::Seat(next), other, knock));
        assert!(!may_act(
            &setup,
            Screen::Seat(next),
            other,
            AnyAction::Schraem(schraem::Action::Look)
        ));
    }

    #[test]
    fn a_table_of_computers_shows_no_hand() {
        let mut setup = MatchSetup::default_for(GameKind::Schieberamsch, "Ann");
        setup.seats[0].kind = SeatKind::Bot(Level::Easy);
        assert_eq!(screen_for(&setup, &start(&setup), None), Screen::Public);
    }
}
