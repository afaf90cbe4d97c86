//! A joined phone's game data read back as its game's own types: the rules parsed, the view of
//! the seat the data are for, its legal moves of that game. The phone's state machine
//! (`guest.rs`) keeps only data that read so; its table is drawn from them above the session
//! (`games::phone_table`), in the phone's own language.

use super::protocol::RemoteSeat;
use crate::engine::{PresetId, Rules};
use crate::session::{SeatInput, SeatParts, SeatWire};

/// Why game data cannot be read as one seat of a game this page knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatDataError {
    /// The rules name no preset of this page, or an option it does not know.
    Rules(String),
    /// The rules are of one game and the view of the other.
    OtherGame,
    /// The view is of another seat than the one the data are for.
    OtherSeat,
    /// A list of the view has not one entry per player, or the view names a seat that is no
    /// player's (a broken or hostile host).
    Malformed,
}

/// One seat's game data read as game `G`'s.
#[derive(Debug)]
pub struct SeatRead<'a, G: SeatWire> {
    /// The preset played.
    pub preset: PresetId,
    /// The rules played.
    pub rules: G::Rules,
    /// The seat's view, log and what the game sends beside them.
    pub parts: SeatParts<'a, G>,
    /// What the seat may do now.
    pub legal: Vec<G::Action>,
}

impl<G: SeatWire> SeatRead<'_, G> {
    /// The seat's input to the presenters: its view, its legal moves, the rules; no other human
    /// beside it (a phone is one seat's screen).
    #[must_use]
    pub fn input(&self) -> SeatInput<G> {
        SeatInput {
            view: self.parts.view.clone(),
            legal: self.legal.clone(),
            rules: self.rules,
            beside: Vec::new(),
        }
    }
}

impl RemoteSeat {
    /// The preset the data name.
    ///
    /// # Errors
    /// [`SeatDataError::Rules`] for a preset this page does not know.
    pub fn preset(&self) -> Result<PresetId, SeatDataError> {
        PresetId::from_id(&self.rules.preset)
            .ok_or_else(|| SeatDataError::Rules(self.rules.preset.clone()))
    }

    /// The data read as game `G`'s.
    ///
    /// # Errors
    /// A [`SeatDataError`] when the data do not describe this seat of a match of `G`.
    pub fn read<G: SeatWire>(&self) -> Result<SeatRead<'_, G>, SeatDataError> {
        let preset = self.preset()?;
        let rules =
            G::Rules::from_spec(&self.rules).map_err(|e| SeatDataError::Rules(e.to_string()))?;
        let parts = G::seat_parts(&self.game)
            .filter(|_| preset.game() == G::KIND)
            .ok_or(SeatDataError::OtherGame)?;
        if parts.viewer != Some(self.seat) {
            return Err(SeatDataError::OtherSeat);
        }
        if !G::fits_its_seats(parts.view) {
            return Err(SeatDataError::Malformed);
        }
        let legal = self
            .legal
            .iter()
            .filter_map(|&a| G::unwrap_action(a))
            .collect();
        Ok(SeatRead {
            preset,
            rules,
            parts,
            legal,
        })
    }

    /// Checks that the data describe their seat of a match of a game this page knows (so the
    /// phone can draw them).
    ///
    /// # Errors
    /// The [`SeatDataError`] saying what does not fit.
    pub fn check(&self) -> Result<(), SeatDataError> {
        crate::each_kind!(self.preset()?.game(), G => self.read::<G>().map(|_| ()))
    }
}
