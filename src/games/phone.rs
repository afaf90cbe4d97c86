//! A joined phone's table, drawn on the phone from the game data its host sent
//! (`session::remote::RemoteSeat`) in the phone's own language: the same presenters as for a
//! seat played on this device, fed the seat's view instead of the match. Written once against
//! [`AppGame`]; each game says what its phone shows beside the table
//! ([`AppGame::phone_parts`]). It sits in `games`, above `present`, because it reads the game
//! data of a `session::remote::RemoteSeat` as whichever game's (`each_kind!`).

use super::{AppGame, PhoneParts};
use crate::engine::Seat;
use crate::lang::Lang;
use crate::present::pace::paced;
use crate::present::standings::standings_of;
use crate::present::{log_lines, Sheet, StandingsModel, TableModel};
use crate::session::remote::{FairDeal, RemoteSeat, SeatDataError};
use crate::session::SeatLog;

/// One seat's table as its phone draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct PhoneTable {
    /// The seat this phone plays.
    pub seat: Seat,
    /// The game being played (the preset's name).
    pub title: String,
    /// The board: chips, trick, prompt, buttons, hand.
    pub model: TableModel,
    /// The newest line of the log.
    pub ticker: Option<String>,
    /// The log as this seat may read it (its newest lines).
    pub log: Vec<String>,
    /// The score sheet.
    pub sheet: Sheet,
    /// The final standings, once the match is over.
    pub standings: Option<StandingsModel>,
    /// The promise of the hand's deal and the entries opened to this phone.
    pub fair: Option<FairDeal>,
    /// The seat's link through the signalling server, if the host uses one.
    pub seat_link: Option<String>,
}

/// `data` drawn in `lang`.
///
/// # Errors
/// A [`SeatDataError`] when the data do not describe one seat of a game this page knows.
pub fn phone_table(data: &RemoteSeat, lang: Lang) -> Result<PhoneTable, SeatDataError> {
    crate::each_kind!(data.preset()?.game(), G => drawn::<G>(data, lang))
}

fn drawn<G: AppGame>(data: &RemoteSeat, lang: Lang) -> Result<PhoneTable, SeatDataError> {
    let read = data.read::<G>()?;
    let seat = data.seat;
    let PhoneParts {
        names,
        sheet,
        standing_rows,
        finished,
    } = G::phone_parts(&read.parts, &read.rules, &data.standings.winners, lang);
    let up = G::counts_up(&read.rules);
    let log = log_lines(
        &SeatLog {
            told: read.parts.log.iter().copied().map(G::wrap_event).collect(),
            names: &names,
            up,
            viewer: Some(seat),
        },
        lang,
    );
    let standings = data.over.then(|| {
        standings_of(
            &names,
            data.standings.clone(),
            standing_rows,
            finished,
            |result| G::standings_headline(result, &names, Some(seat), lang),
        )
    });
    Ok(PhoneTable {
        seat,
        title: lang.t().preset_name(read.preset).to_owned(),
        model: paced(&G::wrap_seat(read.input()), data.holds, data.over, lang),
        ticker: log.last().cloned(),
        log,
        sheet,
        standings,
        fair: data.fair.clone(),
        seat_link: data.seat_link.clone(),
    })
}
