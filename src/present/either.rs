//! The presenting side of either game: what the app shows of an [`AnySeat`], [`AnyAction`],
//! [`AnyEvent`] or [`AnyMatch`] (of a match, only what everyone may know: its public game data), each by the game's [`AppGame`] through the dispatch macros of
//! `session/any.rs` (which names the games; this file does not). Written against the trait
//! alone, so the presenters below `games` reach each game's side without importing it.

use super::{AppGame, PhoneParts};
use crate::engine::Seat;
use crate::i18n::{HintWhy, Msg};
use crate::lang::Lang;
use crate::present::pace::LastHand;
use crate::present::{Sheet, TableModel};
use crate::session::remote::SeatGame;
use crate::session::{AnyAction, AnyEvent, AnyMatch, AnySeat};
use crate::{each_game, each_wrapped};

impl AnySeat {
    /// The table as this seat sees it, with the last finished hand shown as `last` says.
    #[must_use]
    pub fn table(&self, lang: Lang, last: LastHand) -> TableModel {
        each_wrapped!(AnySeat, self, seat, G => G::table(seat, lang, last))
    }
}

impl AnyAction {
    /// The short reason a hint gives for this button's action, if any.
    #[must_use]
    pub fn hint_why(&self) -> Option<HintWhy> {
        each_wrapped!(AnyAction, self, a, G => G::hint_why(a))
    }
}

impl AnyEvent {
    /// The event as a sentence, or `None` for events nobody needs to hear (the deal of one's
    /// own cards shows in the hand; see [`AppGame::event_msg`]). `up`: the preset counts points
    /// up rather than marks down. `viewer`: the seat whose screen it is, spoken to in the second
    /// person (`None`: everyone is named, as in a shared hand's replay).
    #[must_use]
    pub fn msg<'a>(&self, names: &'a [String], up: bool, viewer: Option<Seat>) -> Option<Msg<'a>> {
        each_wrapped!(AnyEvent, self, e, G => G::event_msg(e, names, up, viewer))
    }
}

impl AnyMatch {
    /// What every seat shows of the match beside its table (names, score sheet, standings),
    /// drawn from what everyone may know of it ([`AnyMatch::public_game`]) as a joined phone
    /// draws it from what it is sent: the two cannot differ.
    #[must_use]
    pub fn public_parts(&self, lang: Lang) -> PhoneParts {
        let game = self.public_game();
        let winners = self.standings().winners;
        each_game!(self, m => public_parts(m, &game, &winners, lang))
    }

    /// The score sheet in `lang`.
    #[must_use]
    pub fn sheet(&self, lang: Lang) -> Sheet {
        self.public_parts(lang).sheet
    }
}

/// `m`'s [`PhoneParts`] from `game`, its public game data.
fn public_parts<G: AppGame>(m: &G, game: &SeatGame, winners: &[Seat], lang: Lang) -> PhoneParts {
    // `game` is `m`'s own (`AnyMatch::public_game`), so it reads as `G`'s.
    let sent = G::seat_parts(game).expect("a match's public game data is its game's");
    G::phone_parts(&sent, m.rules(), winners, lang)
}
