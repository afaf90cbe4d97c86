//! What each screen shows, as plain data in the player's language: seat chips, the trick, the
//! prompt and its controls, results, the score sheet. Built from a seat's view (never from hidden
//! cards), pure Rust and tested natively; the Yew components only render these models.

pub mod app_game;
pub mod arming;
pub mod chalk;
mod either;
pub mod hint;
pub mod matches;
pub mod notice;
pub mod pace;
pub mod qr;
pub mod replay;
pub mod review;
pub mod rules;
pub mod rules_in_force;
pub mod sheet;
pub mod slate;
pub mod standings;
pub mod tournament;

pub use app_game::{AppGame, PhoneParts};
pub use chalk::ChalkStyle;
pub use hint::hint_line;
pub use pace::paced_table;

pub use sheet::{score_sheet, CellMark, Sheet, SheetCell, SheetRow};
pub use standings::{standings, Standing, StandingsModel};

use crate::engine::cards::{Card, CardSet};
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::session::{AnyAction, AnySeat, SeatLog};

/// A button of the table: its words, who acts, the action, and whether it is the main one.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Control {
    /// What the button says.
    pub label: String,
    /// The seat it acts for (another human at the device may knock from the viewer's screen).
    pub seat: Seat,
    /// The action it dispatches.
    pub action: AnyAction,
    /// The prompt's main answer (drawn prominently, focused first).
    pub primary: bool,
    /// An answer that cannot be taken back (Fold, Lay down): drawn on a row of its own above the
    /// others, so it never stands where the button before it (Knock) was.
    #[serde(default)]
    pub apart: bool,
}

/// One card of the viewer's hand.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct HandCard {
    /// The card.
    pub card: Card,
    /// Playing it, when the viewer may play it now.
    pub play: Option<AnyAction>,
}

/// The viewer's hand as the screen shows it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum HandCards {
    /// No hand: a spectator, or the viewer is not in this hand.
    None,
    /// Face down: not looked at yet (or folded away).
    Hidden(u32),
    /// Face up; playable cards carry their action.
    Open(Vec<HandCard>),
    /// Choose `count` cards to discard; `choices` are the legal sets (the UI enables a card that is
    /// part of any, and the confirm button when the selection is one of them).
    Choose {
        /// The cards to choose from, in the order shown.
        cards: Vec<Card>,
        /// How many to choose.
        count: u8,
        /// Each legal choice and its action.
        choices: Vec<(CardSet, AnyAction)>,
    },
}

/// A table as one seat sees it, in words, ready to draw.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TableModel {
    /// Short facts for the top bar: value, hand number, multiplier, Kontra.
    pub status: Vec<String>,
    /// The other players, clockwise from the viewer's left.
    pub others: Vec<SeatChip>,
    /// The viewer's own chip.
    pub me: Option<SeatChip>,
    /// The cards in the middle: the trick in progress, or the one just taken.
    pub trick: Vec<TrickCard>,
    /// The trick shown was completed (taken by the `winning` card).
    pub trick_done: bool,
    /// Face-down cards in the middle (the skat), if any.
    pub skat: Option<u32>,
    /// What the viewer is asked (or who the table waits for).
    pub prompt: String,
    /// The viewer must act now.
    pub my_turn: bool,
    /// The viewer's cards.
    pub hand: HandCards,
    /// The viewer's buttons, the prompt's main answer first.
    pub controls: Vec<Control>,
    /// Knocks other humans at the device may make now ("Knock (Anne)").
    pub other_knocks: Vec<Control>,
    /// The result of the hand just finished, while the next has not got going.
    pub result: Option<String>,
    /// The last completed trick (the "last trick" peek), with its winner's name.
    pub last_trick: Option<(String, Vec<TrickCard>)>,
    /// The table waits for the viewer to go on ("Next hand" after a result, "Continue" in the
    /// tutorial): the button's words; no other button is offered meanwhile.
    #[serde(default)]
    pub proceed: Option<String>,
}

/// What happened at the table, in sentences, as `log`'s viewer may know it, oldest first: from
/// the seat's log alone (`Table::seat_log`, or a joined phone's), never the match.
#[must_use]
pub fn log_lines(log: &SeatLog<'_>, lang: Lang) -> Vec<String> {
    log.told
        .iter()
        .filter_map(|e| e.msg(log.names, log.up, log.viewer))
        .map(|m| lang.say(&m))
        .collect()
}

/// The newest sentence of `log` (the table's ticker).
#[must_use]
pub fn latest_line(log: &SeatLog<'_>, lang: Lang) -> Option<String> {
    log.told
        .iter()
        .rev()
        .find_map(|e| e.msg(log.names, log.up, log.viewer).map(|m| lang.say(&m)))
}

/// The table as `seat` sees it, the last finished hand on view until the next gets going.
#[must_use]
pub fn table_model(seat: &AnySeat, lang: Lang) -> TableModel {
    seat.table(lang, pace::LastHand::UntilNext)
}

/// Where a seat sits around the table as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Side {
    /// To the viewer's left (the next players clockwise).
    Left,
    /// Across the table.
    Top,
    /// To the viewer's right.
    Right,
}

/// One player as a compact chip: name, score, cards, what he played, his state.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SeatChip {
    /// The seat.
    pub seat: Seat,
    /// The name.
    pub name: String,
    /// The score as the preset chalks it (marks left, points, Knollen, penalty total).
    pub score: i32,
    /// How the score is drawn.
    pub chalk: ChalkStyle,
    /// The score in words.
    pub score_label: String,
    /// Short states: dealer, knocked, folded, out, safe, soloist.
    pub badges: Vec<String>,
    /// Unplayed cards.
    pub cards: u32,
    /// Cards played face up in this hand.
    pub played: CardSet,
    /// The table waits for this seat.
    pub acting: bool,
    /// Out of this hand (folded, out, safe).
    pub inactive: bool,
    /// Where it sits, seen from the viewer.
    pub side: Side,
    /// Everything above in one sentence, for screen readers.
    pub label: String,
}

/// A card on the table with the name of who played it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TrickCard {
    /// Who played it.
    pub seat: Seat,
    /// His name.
    pub name: String,
    /// The card.
    pub card: Card,
    /// It takes (or took) the trick.
    pub winning: bool,
}

/// The chips of `n` seats as `viewer` sees them (`chip` draws one): the others clockwise from his
/// left, and his own (`None` in the public view, where everyone is among the others).
pub fn around(
    viewer: Option<Seat>,
    n: usize,
    chip: impl Fn(Seat) -> SeatChip,
) -> (Vec<SeatChip>, Option<SeatChip>) {
    let mut chips: Vec<SeatChip> = (1..=n)
        .map(|k| Seat(((viewer.map_or(n - 1, Seat::index) + k) % n) as u8))
        .map(chip)
        .collect();
    match viewer {
        Some(v) => {
            let mine = chips.pop().filter(|c| c.seat == v);
            (chips, mine)
        }
        None => (chips, None),
    }
}

/// The side of each of `n` seats as seen from `me` (the next seats clockwise sit to the left).
#[must_use]
pub fn side_of(seat: Seat, me: Option<Seat>, n: usize) -> Side {
    let me = me.unwrap_or(Seat((n - 1) as u8));
    let rel = (seat.index() + n - me.index()) % n;
    let others = n - 1;
    if others <= 1 {
        return Side::Top;
    }
    let third = others.div_ceil(3);
    if rel <= third {
        Side::Left
    } else if rel > others - third {
        Side::Right
    } else {
        Side::Top
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_players_sit_left_across_and_right() {
        let me = Some(Seat(0));
        assert_eq!(side_of(Seat(1), me, 4), Side::Left);
        assert_eq!(side_of(Seat(2), me, 4), Side::Top);
        assert_eq!(side_of(Seat(3), me, 4), Side::Right);
        assert_eq!(side_of(Seat(1), me, 2), Side::Top);
    }
}
