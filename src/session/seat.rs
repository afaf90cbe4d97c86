//! What one seat's screen is built from: its view, its legal actions and the rules — plain data,
//! the same whether the seat is played here, by a bot, on a joined phone or in a replay.

use crate::engine::{Game, Seat};

/// One seat's input to the presenters (`view.seat` is the viewer; `None`: the public view).
#[derive(Clone, Debug)]
pub struct SeatInput<G: Game> {
    /// What the seat may know.
    pub view: G::View,
    /// What the seat may do now (empty for a spectator or when it cannot act).
    pub legal: Vec<G::Action>,
    /// The rules played.
    pub rules: G::Rules,
    /// The other seats played at the same screen, each with what it may do now: another human
    /// at the device may knock from the viewer's screen. Empty on a phone, for a bot and in a
    /// replay.
    pub beside: Vec<(Seat, Vec<G::Action>)>,
}

impl<G: Game> SeatInput<G> {
    /// The input of `viewer` at `m` (`None`: the public view), with the other `humans` at the
    /// device who may act now beside it.
    #[must_use]
    pub fn of(m: &G, viewer: Option<Seat>, humans: &[Seat]) -> SeatInput<G> {
        SeatInput {
            view: m.view_for(viewer),
            legal: viewer.map_or_else(Vec::new, |s| m.legal_actions(s).to_vec()),
            rules: *m.rules(),
            beside: humans
                .iter()
                .filter(|&&h| Some(h) != viewer)
                .map(|&h| (h, m.legal_actions(h).to_vec()))
                .filter(|(_, legal)| !legal.is_empty())
                .collect(),
        }
    }
}

impl<G: Game> PartialEq for SeatInput<G> {
    fn eq(&self, other: &SeatInput<G>) -> bool {
        self.view == other.view
            && self.legal == other.legal
            && self.rules == other.rules
            && self.beside == other.beside
    }
}
