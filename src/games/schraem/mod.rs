//! Siebenschräm in the app: its table as one seat sees it, its events told, heard and counted,
//! its score sheet, standings, review and hints.

mod fair;
mod narrate;
pub mod review;
pub mod sheet;
pub mod table;

use super::{AppGame, PhoneParts, SeatInput};
use crate::engine::cards::{Card, CardSet};
use crate::engine::record::Record;
use crate::engine::schraem::order::strength;
use crate::engine::schraem::{Action, Event, Match, PlayerView, Ruleset};
use crate::engine::{Seat, Standings};
use crate::i18n::schraem::SchraemMsg;
use crate::i18n::{HintWhy, Lang, Msg, Who};
use crate::present::pace::LastHand;
use crate::present::review::ReviewModel;
use crate::present::{ChalkStyle, TableModel};
use crate::session::remote::Dealt;
use crate::session::{Cue, HandReview, PresetStats};
use crate::session::{SeatParts, TableGame};

impl AppGame for Match {
    fn table(seat: &SeatInput<Match>, lang: Lang, last: LastHand) -> TableModel {
        table::table(seat, lang, last)
    }

    fn event_msg<'a>(
        event: &Event,
        names: &'a [String],
        up: bool,
        viewer: Option<Seat>,
    ) -> Option<Msg<'a>> {
        narrate::msg(event, names, up, viewer)
    }

    /// Each suit by the game's own order, highest first (10 9 8 7 A K Q J), suits ♣ ♠ ♥ ♦.
    fn hand_place(card: Card) -> u8 {
        card.suit().index() as u8 * 8 + (8 - strength(card.rank()))
    }

    fn review(record: &Record, me: Seat, lang: Lang) -> Option<ReviewModel> {
        Some(review::hand_review_model(
            &HandReview::of(record, me)?,
            &record.players,
            lang,
        ))
    }

    fn phone_parts(
        sent: &SeatParts<'_, Match>,
        rules: &Ruleset,
        winners: &[Seat],
        lang: Lang,
    ) -> PhoneParts {
        let view = sent.view;
        PhoneParts {
            names: view.names.clone(),
            sheet: sheet::sheet_of(view, rules, sent.extra, winners, lang),
            standing_rows: standing_rows_of(view, rules, lang),
            finished: view.finished,
        }
    }

    fn hint_why(action: &Action) -> Option<HintWhy> {
        match action {
            Action::Knock | Action::BlindKnock => Some(HintWhy::Knock),
            Action::Hold => Some(HintWhy::Hold),
            Action::Fold => Some(HintWhy::Fold),
            _ => None,
        }
    }
}

impl TableGame for Match {
    /// A Siebenschräm match that is over has no hand left to follow.
    const JUDGED_WHEN_OVER: bool = false;

    fn counts_up(rules: &Ruleset) -> bool {
        rules.scoring.counts_up()
    }

    fn next_hand_label(lang: Lang) -> &'static str {
        lang.texts().next_hand
    }

    fn in_log(event: &Event) -> bool {
        narrate::msg(event, &[], false, None).is_some()
    }

    fn cue(event: &Event) -> Option<Cue> {
        match event {
            Event::Knocked { .. } => Some(Cue::Knock),
            Event::Played { .. } => Some(Cue::Card),
            _ => None,
        }
    }

    fn ends_hand(event: &Event) -> bool {
        matches!(
            event,
            Event::HandWon { .. } | Event::NobodyWins { .. } | Event::Redeal { .. }
        )
    }

    fn count(event: &Event, entry: &mut PresetStats, humans: &[Seat]) {
        let human = |s: &Seat| humans.contains(s);
        match event {
            Event::Knocked { seat, .. } if human(seat) => entry.knocks_made += 1,
            Event::Held { seat } if human(seat) => entry.knocks_held += 1,
            Event::Folded { seat, .. } if human(seat) => entry.folds += 1,
            Event::HandWon { value, .. } | Event::NobodyWins { value, .. } => {
                entry.highest_stake = entry.highest_stake.max(*value);
            }
            Event::GameOver { winner, drawn, .. } => {
                entry.games += 1;
                let drew = humans.iter().any(|&s| drawn.contains(s));
                if winner.as_ref().is_some_and(human) || drew {
                    entry.wins += 1;
                }
            }
            _ => {}
        }
    }

    fn standings_headline(
        result: &Standings,
        names: &[String],
        viewer: Option<Seat>,
        lang: Lang,
    ) -> String {
        let name = |s: Seat| names.get(s.index()).map_or("?", String::as_str);
        let winners: Vec<&str> = result.winners.iter().map(|&s| name(s)).collect();
        // The viewer is spoken to ("Du hast gewonnen!"); ties are listed by name.
        let who = |s: Seat| {
            if viewer == Some(s) {
                Who::You
            } else {
                Who::Named(name(s))
            }
        };
        let (winner, tied) = match result.winners.as_slice() {
            [one] => (Some(who(*one)), Vec::new()),
            _ => (None, winners),
        };
        lang.say(&Msg::from(SchraemMsg::MatchOver {
            winner,
            loser: result.losers.first().map(|&s| who(s)),
            tied,
        }))
    }

    fn kept_back(card: Card, hand: &[Card]) -> Option<Card> {
        // The strongest card kept back for the last trick, if it beats the one played.
        hand.iter()
            .copied()
            .filter(|&c| c != card)
            .max_by_key(|c| strength(c.rank()))
            .filter(|k| strength(k.rank()) > strength(card.rank()))
    }

    fn acts_beside(action: &Action) -> bool {
        *action == Action::Knock
    }

    fn dealt_now(m: &Match) -> Option<Dealt> {
        fair::dealt_now(m)
    }

    fn sees_own(m: &Match, seat: Seat) -> bool {
        fair::sees_own(m, seat)
    }

    fn own_hand(view: &PlayerView) -> (CardSet, u32) {
        fair::own_hand(view).map_or((CardSet::EMPTY, 0), |(cards, count)| {
            (cards.unwrap_or(CardSet::EMPTY), count)
        })
    }
}

/// Every seat's standing (seat, sort key — higher is better, the score in words) from a view of
/// the match and its rules ([`AppGame::phone_parts`]: a joined phone's and this device's).
fn standing_rows_of(view: &PlayerView, rules: &Ruleset, lang: Lang) -> Vec<(Seat, f64, String)> {
    let up = rules.scoring.counts_up();
    let series = rules.match_format.games() != Some(1);
    let style = ChalkStyle::of(rules.scoring);
    (0..view.names.len())
        .map(|i| {
            let marks = f64::from(view.marks[i]);
            let key = if up { -marks } else { marks };
            let points = view.match_points[i];
            let words = if series {
                lang.say(&Msg::MatchPoints { n: points })
            } else {
                style.words(lang, view.marks[i])
            };
            // Match points first, then the marks of the last game.
            let key = if series { points * 1000.0 + key } else { key };
            (Seat(i as u8), key, words)
        })
        .collect()
}
