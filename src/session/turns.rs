//! Which computer players to ask for a move, and in what order.

use super::any::AnyMatch;
use super::setup::{MatchSetup, SeatKind};
use crate::ai::Level;
use crate::engine::Seat;

/// The computer seats to ask now. If a computer is awaited, only it (it may also knock). If a
/// human is awaited, every other computer seat that could act (knock) out of turn, in seat order:
/// each may decline, and the first that acts changes the table.
#[must_use]
pub fn bots_to_ask(setup: &MatchSetup, live: &AnyMatch) -> Vec<(Seat, Level)> {
    if live.is_finished() {
        return Vec::new();
    }
    let level = |s: Seat| match setup.seats.get(s.index()).map(|x| x.kind) {
        Some(SeatKind::Bot(l)) => Some(l),
        _ => None,
    };
    if let Some(next) = live.to_act() {
        if let Some(l) = level(next) {
            return vec![(next, l)];
        }
    }
    (0..setup.seats.len() as u8)
        .map(Seat)
        .filter(|s| Some(*s) != live.to_act())
        .filter_map(|s| level(s).map(|l| (s, l)))
        .filter(|(s, _)| live.can_act(*s))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;

    fn start(setup: &MatchSetup) -> AnyMatch {
        AnyMatch::start(setup.preset, &setup.options, setup.names(), 3).unwrap()
    }

    #[test]
    fn an_awaited_computer_is_asked_alone() {
        let mut setup = MatchSetup::default_for(GameKind::Schieberamsch, "Ann");
        for s in &mut setup.seats {
            s.kind = SeatKind::Bot(Level::Easy);
        }
        let live = start(&setup);
        let next = live.to_act().unwrap();
        assert_eq!(bots_to_ask(&setup, &live), vec![(next, Level::Easy)]);
    }

    #[test]
    fn while_a_human_is_awaited_only_computers_that_can_act_are_asked() {
        let setup = MatchSetup::default_for(GameKind::Schieberamsch, "Ann");
        let mut live = start(&setup);
        while live.to_act() != Some(Seat(0)) {
            let s = live.to_act().unwrap();
            let a = live.legal_actions(s)[0];
            live.apply(s, a).unwrap();
        }
        for (seat, _) in bots_to_ask(&setup, &live) {
            assert!(live.can_act(seat));
            assert_ne!(seat, Seat(0));
        }
    }
}
