//! A joined phone's table, drawn on the phone from the game data the host sent
//! ([`RemoteSeat`]) in the phone's own language: the same presenters as for a seat played on
//! this device (`games::AppGame::table`, `present`, `narrate`), fed the seat's view instead of
//! the match.

use super::protocol::{RemoteSeat, SeatGame};
use super::FairDeal;
use crate::engine::{ramsch, schraem, PresetId, Rules, Seat, Standings};
use crate::lang::Lang;
use crate::present::pace::paced;
use crate::present::sheet::{ramsch_sheet_of, schraem_sheet_of};
use crate::present::standings::standings_of;
use crate::present::{Sheet, StandingsModel, TableModel};
use crate::session::SeatInput;
use crate::session::{AnyEvent, AnySeat, TableGame, Wrap};

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

/// Why game data cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScreenError {
    /// The rules name no preset of this page, or an option it does not know.
    Rules(String),
    /// The rules are of one game and the view of the other.
    OtherGame,
    /// The view is of another seat than the one the data is for.
    OtherSeat,
}

/// `data` drawn in `lang`.
///
/// # Errors
/// A [`ScreenError`] when the data do not describe one seat of a game this page knows.
pub fn phone_table(data: &RemoteSeat, lang: Lang) -> Result<PhoneTable, ScreenError> {
    let preset = PresetId::from_id(&data.rules.preset)
        .ok_or_else(|| ScreenError::Rules(data.rules.preset.clone()))?;
    let seat = data.seat;
    let (input, names, log, sheet, rows, finished, headline) = match &data.game {
        SeatGame::Schraem { view, log, results } => {
            let rules = rules_of::<schraem::Ruleset>(data)?;
            if view.seat != Some(seat) || preset.game() != crate::engine::GameKind::Siebenschraem {
                return Err(mismatch(view.seat, seat));
            }
            (
                input_of::<schraem::Match>(view, rules, data),
                view.names.clone(),
                log.iter()
                    .map(|&e| AnyEvent::Schraem(e))
                    .collect::<Vec<_>>(),
                schraem_sheet_of(view, &rules, results, &data.standings.winners, lang),
                crate::games::schraem::standing_rows_of(view, &rules, lang),
                view.finished,
                <schraem::Match as TableGame>::standings_headline as Headline,
            )
        }
        SeatGame::Ramsch { view, log } => {
            let rules = rules_of::<ramsch::Ruleset>(data)?;
            if view.seat != Some(seat) || preset.game() != crate::engine::GameKind::Schieberamsch {
                return Err(mismatch(view.seat, seat));
            }
            (
                input_of::<ramsch::Match>(view, rules, data),
                view.public.players.clone(),
                log.iter().map(|&e| AnyEvent::Ramsch(e)).collect(),
                ramsch_sheet_of(&view.public, lang),
                crate::games::ramsch::standing_rows_of(&view.public.totals, lang),
                view.public.finished,
                <ramsch::Match as TableGame>::standings_headline as Headline,
            )
        }
    };
    let up = input.counts_up();
    let lines: Vec<String> = log
        .iter()
        .filter_map(|e| crate::narrate::event_msg(e, &names, up, Some(seat)))
        .map(|m| lang.say(&m))
        .collect();
    let standings = data.over.then(|| {
        standings_of(&names, data.standings.clone(), rows, finished, |result| {
            headline(result, &names, Some(seat), lang)
        })
    });
    Ok(PhoneTable {
        seat,
        title: lang.t().preset_name(preset).to_owned(),
        model: paced(&input, data.holds, data.over, lang),
        ticker: lines.last().cloned(),
        log: lines,
        sheet,
        standings,
        fair: data.fair.clone(),
        seat_link: data.seat_link.clone(),
    })
}

/// A game's headline of the standings (see [`TableGame::standings_headline`]).
type Headline = fn(&Standings, &[String], Option<Seat>, Lang) -> String;

fn mismatch(viewer: Option<Seat>, seat: Seat) -> ScreenError {
    match viewer == Some(seat) {
        true => ScreenError::OtherGame,
        false => ScreenError::OtherSeat,
    }
}

fn rules_of<R: Rules>(data: &RemoteSeat) -> Result<R, ScreenError> {
    R::from_spec(&data.rules).map_err(|e| ScreenError::Rules(e.to_string()))
}

/// The seat's input to the presenters: its view, its legal moves of this game, the rules; no
/// other human beside it (a phone is one seat's screen).
fn input_of<G: Wrap>(view: &G::View, rules: G::Rules, data: &RemoteSeat) -> AnySeat
where
    G::View: Clone,
{
    G::wrap_seat(SeatInput {
        view: view.clone(),
        legal: data
            .legal
            .iter()
            .filter_map(|&a| G::unwrap_action(a))
            .collect(),
        rules,
        beside: Vec::new(),
    })
}
