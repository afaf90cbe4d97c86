//! The host's side as plain data: the table it sends a joined phone, and whether a move that phone
//! sent may be applied.

use super::protocol::RemoteTable;
use crate::engine::{Refusal, Seat};
use crate::i18n::{Lang, Msg};
use crate::present::{latest_line, log_lines, paced_table, score_sheet, standings};
use crate::session::{AnyAction, ApplyError, Reader, SeatKind, Table};

/// How many of the newest log lines a phone is sent (the log panel shows the current hands; the
/// whole match stays on the host).
const LOG_LINES: usize = 80;

/// `seat`'s table as its phone draws it, in `lang`: built exactly as this device would build it
/// for that seat alone (its view, its legal actions, the public log and its own private events),
/// so nothing in it is hidden from that seat. No other human's knocks are offered on it. A hand's
/// result stays on it until the phone's player goes on (`session::pace`).
#[must_use]
pub fn remote_table(table: &Table, seat: Seat, lang: Lang) -> RemoteTable {
    let live = &table.live();
    let mut log = log_lines(table, Some(seat), lang);
    let keep = log.len().saturating_sub(LOG_LINES);
    log.drain(..keep);
    let model = paced_table(table, Some(seat), &[seat], Reader::Phone(seat), lang);
    RemoteTable {
        seat,
        title: lang.t().preset_name(live.preset()).to_owned(),
        fair: super::fair_deal(table, seat),
        model,
        ticker: latest_line(table, Some(seat), lang),
        log,
        sheet: score_sheet(live, lang),
        standings: table.is_over().then(|| standings(live, Some(seat), lang)),
        version: table.version(),
        seat_link: None,
        seq: 0,
    }
}

/// Why the host does not apply a move a phone sent.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The rules forbid it now (the phone's table was out of date, or the move was forged).
    Rules(Refusal),
}

impl MoveRefusal {
    /// The reason in the phone's language.
    #[must_use]
    pub fn reason(&self, lang: Lang) -> String {
        match self {
            MoveRefusal::OtherSeat { .. } | MoveRefusal::NotAPhoneSeat => {
                lang.phones().not_your_seat.to_owned()
            }
            MoveRefusal::Over => lang.texts().game_over.to_owned(),
            MoveRefusal::Rules(r) => lang.say(&Msg::Refused(r)),
        }
    }
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
        Err(ApplyError::Refused(r)) => Err(MoveRefusal::Rules(r)),
        // Legal after all, or an action of the other game: neither can be applied here.
        _ => Err(MoveRefusal::Rules(Refusal::Act(
            crate::engine::ActError::UnknownAct(action.to_string()),
        ))),
    }
}
