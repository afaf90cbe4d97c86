//! How a game is presented: the trait each game implements once in its folder
//! (`games/<game>/mod.rs`), [`AppGame`], and what a joined phone shows beside its table
//! ([`PhoneParts`]). It is declared here, beside the screen models it fills, so that the
//! either-game presenters of this module (`either.rs`: a seat's table, an event's sentence, the
//! sheet, the review, a hint's reason) call down to it, never up into `games`.

use super::pace::LastHand;
use super::review::ReviewModel;
use super::{Sheet, TableModel};
use crate::engine::cards::Card;
use crate::engine::record::Record;
use crate::engine::Seat;
use crate::i18n::{HintWhy, Lang, Msg};
use crate::session::{SeatInput, SeatParts, SeatWire};

/// The app's side of one game in words and pictures: its table from one seat (on this device or
/// a joined phone), its events told, its score sheet, review and hints. What the session itself
/// needs of a game (sounds, hand ends, statistics, standings, fair-deal promises) is
/// [`TableGame`](crate::session::TableGame), implemented beside it; what a joined phone is sent
/// of it is [`SeatWire`] (in the dispatch place, `session/any/`).
pub trait AppGame: SeatWire {
    /// The table as the seat of `seat` sees it, with the last finished hand shown as `last`
    /// says. Built from the seat's input alone (never from the match), so a local seat, a
    /// joined phone and a replay are drawn alike.
    fn table(seat: &SeatInput<Self>, lang: Lang, last: LastHand) -> TableModel;

    /// One event as a sentence, or `None` for events nobody needs to hear. `up`: the rules
    /// count points up; `viewer` is spoken to in the second person (`None`: everyone is named).
    fn event_msg<'a>(
        event: &Self::Event,
        names: &'a [String],
        up: bool,
        viewer: Option<Seat>,
    ) -> Option<Msg<'a>>;

    /// Where `card` goes in a hand sorted as this game's players sort it (lower first; see
    /// `games::hand_order::sorted`).
    fn hand_place(card: Card) -> u8;

    /// The review from seat `me` of the finished hand `record` holds (`Game::hand_record`: it
    /// has every card, the hidden ones too), if it can be judged.
    fn review(record: &Record, me: Seat, lang: Lang) -> Option<ReviewModel>;

    /// What a seat shows of the match beside its table, from the game's part of the data a
    /// joined phone is sent (`sent`; on this device `AnyMatch::public_game`), the rules and
    /// the winners so far: the names at the table, the score sheet, every seat's standing and
    /// whether the match is finished. The table itself is [`AppGame::table`] of the seat's
    /// input (`games::phone_table` draws both; this device's sheet and standings are
    /// `AnyMatch::public_parts`).
    fn phone_parts(
        sent: &SeatParts<'_, Self>,
        rules: &Self::Rules,
        winners: &[Seat],
        lang: Lang,
    ) -> PhoneParts;

    /// The short reason a hint gives for a button's action, if the game gives one plainly.
    fn hint_why(action: &Self::Action) -> Option<HintWhy>;
}

/// What a seat shows of its match beside the table, on a joined phone and on this device alike
/// (see [`AppGame::phone_parts`]).
#[derive(Clone, Debug, PartialEq)]
pub struct PhoneParts {
    /// The names at the table.
    pub names: Vec<String>,
    /// The score sheet.
    pub sheet: Sheet,
    /// Every seat's standing: (seat, sort key — higher is better, the score in words).
    pub standing_rows: Vec<(Seat, f64, String)>,
    /// The match is finished (not a series the players ended).
    pub finished: bool,
}
