//! The host's side as plain data: the game data it sends a joined phone, and whether a move that
//! phone sent may be applied.

use super::protocol::RemoteSeat;
use crate::engine::{Game, Rules, Seat};
use crate::session::{
    AnyAction, AnyEvent, AnyRuleError, ApplyError, Reader, SeatKind, Table, TableGame, Wrap,
};
use crate::{each_game, each_wrapped};
use serde::{Deserialize, Serialize};

/// How many of the newest told events a phone is sent for its log (the log panel shows the
/// current hands; the whole match stays on the host).
pub const LOG_LINES: usize = 80;

/// What `seat`'s phone is sent: that seat's view of the match, its legal moves, the newest
/// events of its log (public ones and its own private ones), and the results as numbers —
/// nothing that seat may not know now, and no words (the phone draws and words its table,
/// `games::phone_table`). Of the hand's private events none that show cards is sent: the
/// seat's own cards come as the view's own cards, which the engine fills only once the seat
/// has looked (a phone must not know them while it may still knock blind).
#[must_use]
pub fn remote_seat(table: &Table, seat: Seat) -> RemoteSeat {
    let live = table.live();
    let mut told: Vec<AnyEvent> = table
        .log_for(Some(seat))
        .into_iter()
        .filter(|e| each_wrapped!(AnyEvent, e, e, G => G::in_log(e)))
        .collect();
    told.drain(..told.len().saturating_sub(LOG_LINES));
    let (rules, legal, standings) =
        each_game!(&**live, m => (m.rules().to_spec(), wrapped(m, seat), m.standings()));
    RemoteSeat {
        seat,
        rules,
        game: live.seat_game(seat, &told),
        legal,
        holds: table.holds_result(Reader::Phone(seat)),
        over: table.is_over(),
        standings,
        version: table.version(),
        fair: super::fair_deal(table, seat),
        seat_link: None,
        seq: 0,
    }
}

fn wrapped<G: Wrap>(m: &G, seat: Seat) -> Vec<AnyAction> {
    m.legal_actions(seat)
        .iter()
        .map(|&a| G::wrap_action(a))
        .collect()
}

/// Why the host does not apply a move a phone sent: sent to the phone as it is (it words it,
/// `Lang::move_refused` in `i18n`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveRefusal {
    /// The move is for `claimed`, but this phone plays `own`.
    OtherSeat {
        /// The seat named in the move.
        claimed: Seat,
        /// The seat this connection plays.
        own: Seat,
    },
    /// This connection's seat is not (or no longer) played on a phone.
    NotAPhoneSeat,
    /// The match is over.
    Over,
    /// It is no move of the game played (a move of the other game, sent after a new match).
    NotAMove(AnyAction),
    /// A rule of the game played forbids it now (the phone's table was out of date, or the move
    /// was forged). Sent as the rule alone (`{"schraem": …}`), so it is the last variant: serde
    /// reads an untagged variant only after no tag matched.
    #[serde(untagged)]
    Rule(AnyRuleError),
}

/// May the phone playing `own` make `action` for `seat` now? The seat is checked first: a phone
/// never acts for another seat, whatever it sends.
///
/// # Errors
/// The [`MoveRefusal`] to send back; the table is not changed either way.
pub fn check_move(
    table: &Table,
    own: Seat,
    seat: Seat,
    action: AnyAction,
) -> Result<(), MoveRefusal> {
    if seat != own {
        return Err(MoveRefusal::OtherSeat { claimed: seat, own });
    }
    if table.setup().seats.get(own.index()).map(|s| s.kind) != Some(SeatKind::Phone) {
        return Err(MoveRefusal::NotAPhoneSeat);
    }
    if table.is_over() {
        return Err(MoveRefusal::Over);
    }
    if table.live().legal_actions(own).contains(&action) {
        return Ok(());
    }
    match (**table.live()).clone().apply(own, action) {
        Err(ApplyError::Refused(r)) => {
            Err(AnyRuleError::of(&r).map_or(MoveRefusal::NotAMove(action), MoveRefusal::Rule))
        }
        // Legal after all, or an action of the other game: neither can be applied here.
        _ => Err(MoveRefusal::NotAMove(action)),
    }
}
