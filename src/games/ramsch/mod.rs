//! Schieberamsch in the app: its table as one seat sees it, its events told, heard and
//! counted, its score sheet, standings, review and hints.

mod fair;
mod narrate;
pub mod review;
pub mod sheet;
pub mod table;

use super::{AppGame, PhoneParts, SeatInput};
use crate::engine::cards::{Card, CardSet, Rank};
use crate::engine::ramsch::{Action, Event, Match, PlayerView, Ruleset};
use crate::engine::record::Record;
use crate::engine::{Seat, Standings};
use crate::i18n::ramsch::RamschMsg;
use crate::i18n::{HintWhy, Lang, Msg};
use crate::present::pace::LastHand;
use crate::present::review::ReviewModel;
use crate::present::TableModel;
use crate::session::remote::Dealt;
use crate::session::{Cue, DealReview, PresetStats};
use crate::session::{SeatParts, TableGame};

impl AppGame for Match {
    fn table(seat: &SeatInput<Match>, lang: Lang, last: LastHand) -> TableModel {
        table::table(seat, lang, last)
    }

    fn event_msg<'a>(
        event: &Event,
        names: &'a [String],
        _up: bool,
        viewer: Option<Seat>,
    ) -> Option<Msg<'a>> {
        narrate::msg(event, names, viewer)
    }

    /// As Skat players sort a hand: the jacks first (♣ ♠ ♥ ♦, the trumps, highest first),
    /// then each suit ♣ ♠ ♥ ♦ from A 10 K Q 9 8 7.
    fn hand_place(card: Card) -> u8 {
        let suit = card.suit().index() as u8;
        if card.rank() == Rank::Jack {
            return suit;
        }
        let place = match card.rank() {
            Rank::Ace => 0,
            Rank::Ten => 1,
            Rank::King => 2,
            Rank::Queen => 3,
            Rank::Nine => 4,
            Rank::Eight => 5,
            Rank::Seven | Rank::Jack => 6,
        };
        4 + suit * 8 + place
    }

    fn review(record: &Record, me: Seat, lang: Lang) -> Option<ReviewModel> {
        Some(review::deal_review_model(
            &DealReview::of(record, me)?,
            &record.players,
            lang,
        ))
    }

    fn phone_parts(
        sent: &SeatParts<'_, Match>,
        _rules: &Ruleset,
        _winners: &[Seat],
        lang: Lang,
    ) -> PhoneParts {
        let public = &sent.view.public;
        PhoneParts {
            names: public.players.clone(),
            sheet: sheet::sheet_of(public, lang),
            standing_rows: standing_rows_of(&public.totals, lang),
            finished: public.finished,
        }
    }

    fn hint_why(_: &Action) -> Option<HintWhy> {
        None
    }
}

impl TableGame for Match {
    /// The last deal is judged on the final table.
    const JUDGED_WHEN_OVER: bool = true;

    fn counts_up(_: &Ruleset) -> bool {
        false
    }

    fn next_hand_label(lang: Lang) -> &'static str {
        lang.texts().next_deal
    }

    fn in_log(event: &Event) -> bool {
        narrate::msg(event, &[], None).is_some()
    }

    fn cue(event: &Event) -> Option<Cue> {
        match event {
            Event::Kontra { .. } | Event::Re { .. } => Some(Cue::Knock),
            Event::CardPlayed { .. } => Some(Cue::Card),
            _ => None,
        }
    }

    fn ends_hand(event: &Event) -> bool {
        matches!(event, Event::DealEnded { .. })
    }

    fn count(event: &Event, entry: &mut PresetStats, humans: &[Seat]) {
        match event {
            Event::DealEnded { score } => {
                for seat in humans {
                    entry.deals += 1;
                    entry.penalty += i64::from(score[seat.index()]);
                }
            }
            Event::MatchEnded { totals } => {
                entry.games += 1;
                let best = *totals.iter().min().unwrap_or(&0);
                if humans.iter().any(|s| totals[s.index()] == best) {
                    entry.wins += 1;
                }
            }
            _ => {}
        }
    }

    fn standings_headline(
        result: &Standings,
        names: &[String],
        _viewer: Option<Seat>,
        lang: Lang,
    ) -> String {
        let name = |s: Seat| names.get(s.index()).map_or("?", String::as_str);
        let winners: Vec<&str> = result.winners.iter().map(|&s| name(s)).collect();
        lang.say(&Msg::from(RamschMsg::RamschMatchOver { winners }))
    }

    fn kept_back(_: Card, _: &[Card]) -> Option<Card> {
        None
    }

    fn acts_beside(_: &Action) -> bool {
        false
    }

    fn dealt_now(m: &Match) -> Option<Dealt> {
        fair::dealt_now(m)
    }

    fn sees_own(m: &Match, seat: Seat) -> bool {
        // A Schieberamsch hand is always seen.
        let _ = (m, seat);
        true
    }

    fn own_hand(view: &PlayerView) -> (CardSet, u32) {
        // Always face up, in a choice of discards as in play.
        match view.seat {
            Some(_) => (view.hand, view.hand.len()),
            None => (CardSet::EMPTY, 0),
        }
    }
}

/// Every seat's standing (seat, sort key — higher is better, the score in words) from the
/// penalty totals ([`AppGame::phone_parts`]: a joined phone's and this device's).
fn standing_rows_of(totals: &[i32], lang: Lang) -> Vec<(Seat, f64, String)> {
    totals
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            (
                Seat(i as u8),
                -f64::from(p),
                lang.say(&Msg::PenaltyTotal { n: p }),
            )
        })
        .collect()
}
