//! The slate for real cards in words: the hand to enter (who deals, what it starts at, which
//! choices these rules have), what an entry would cost each player before it is booked, the last
//! hand, the chalk and the sheet, and the standings at the end.

use super::sheet::{score_sheet, Sheet};
use super::standings::{standings, StandingsModel};
use crate::engine::schraem::{FoldedCard, HandEntry, LastTrick, Scoring};
use crate::engine::Seat;
use crate::i18n::schraem::SchraemMsg;
use crate::i18n::{Lang, Msg, Who};
use crate::session::{AnyMatch, Slate};

/// One player on the entry form.
#[derive(Clone, Debug, PartialEq)]
pub struct SlatePlayer {
    /// The seat.
    pub seat: Seat,
    /// The name.
    pub name: String,
    /// Plays this hand (not out, not safe).
    pub in_hand: bool,
}

/// Everything the slate screen shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SlateModel {
    /// The hand to enter: its number, the dealer, its starting value.
    pub title: String,
    /// The game of a series ("Game 2 of 5"), if the match has several.
    pub game: Option<String>,
    /// No knocking in this hand (an escape hand): only who takes the last trick.
    pub escape: bool,
    /// The values the hand can end at.
    pub values: (u8, u8),
    /// The lowest value a fold can answer.
    pub lowest_fold: u8,
    /// Every player, seat order.
    pub players: Vec<SlatePlayer>,
    /// Marks a lost challenge costs when the player stays in (exchange presets), if any.
    pub challenge_penalty: Option<u8>,
    /// Marks a lost challenge costs when it also puts the player out (Eifel), if any.
    pub challenge_out: Option<u8>,
    /// Who knocked matters (Sebbe's Knollen: a raiser who loses pays one).
    pub knocks_count: bool,
    /// A folded player's card may take the last trick (`folded_card = stays_live`).
    pub folded_card_wins: bool,
    /// The last hand booked, in a sentence.
    pub last: Option<String>,
    /// The standings once the match is over.
    pub over: Option<StandingsModel>,
    /// The chalk and every hand.
    pub sheet: Sheet,
}

/// The slate screen's model in `lang`.
#[must_use]
pub fn slate_model(slate: &Slate, lang: Lang) -> SlateModel {
    let m = &slate.live;
    let rules = m.ruleset();
    let names = m.names();
    let hand = m.hand().filter(|_| !m.is_finished());
    let bounds = hand.map(|h| h.entry_bounds());
    let start = bounds.map_or(1, |b| b.lowest_value);
    let title = hand.map_or_else(String::new, |h| {
        lang.say(&Msg::from(SchraemMsg::HandStarted {
            hand: slate.entries.len() as u32,
            dealer: Who::Named(&names[h.dealer().index()]),
            value: start,
        }))
    });
    let series = rules.match_format.games() != Some(1);
    let game = (series && hand.is_some()).then(|| {
        lang.say(&Msg::GameNumber {
            n: m.game().number,
            of: rules.match_format.games(),
        })
    });
    let escape = bounds.is_some_and(|b| !b.knocks);
    let penalty = bounds.and_then(|b| b.challenge_penalty);
    let (challenge_penalty, challenge_out) = if bounds.is_some_and(|b| b.challenge_puts_out) {
        (None, penalty)
    } else {
        (penalty, None)
    };
    SlateModel {
        title,
        game,
        escape,
        values: (start, bounds.map_or(start, |b| b.highest_value)),
        lowest_fold: bounds.map_or(2, |b| b.lowest_fold),
        players: names
            .iter()
            .enumerate()
            .map(|(i, name)| SlatePlayer {
                seat: Seat(i as u8),
                name: name.clone(),
                in_hand: hand.is_some_and(|h| h.is_dealt_in(Seat(i as u8))),
            })
            .collect(),
        challenge_penalty,
        challenge_out,
        knocks_count: rules.scoring == Scoring::SebbeKnolle && !escape,
        folded_card_wins: rules.folded_card == FoldedCard::StaysLive && !escape,
        last: m
            .results()
            .last()
            .map(|r| result_sentence(slate, r.winner, r.value, &r.losses, r.escape, lang)),
        over: m
            .is_finished()
            .then(|| standings(&AnyMatch::Schraem(m.clone()), None, lang)),
        sheet: score_sheet(&AnyMatch::Schraem(m.clone()), lang),
    }
}

/// What booking `entry` would do, in a sentence; or why it cannot be booked.
///
/// # Errors
/// The engine's reason, in words, naming the players.
pub fn preview(slate: &Slate, entry: &HandEntry, lang: Lang) -> Result<String, String> {
    let names = slate.live.names();
    match slate.preview(entry) {
        Ok(losses) => {
            let winner = match entry.last_trick {
                LastTrick::Won(w) => Some(w),
                LastTrick::FoldedCard(_) => None,
            };
            let escape = slate.live.hand().is_some_and(|h| h.is_escape());
            Ok(result_sentence(
                slate,
                winner,
                entry.value,
                &losses,
                escape,
                lang,
            ))
        }
        Err(error) => Err(lang.say(&Msg::SlateEntry { error, names })),
    }
}

fn result_sentence(
    slate: &Slate,
    winner: Option<Seat>,
    value: u8,
    losses: &[i32],
    escape: bool,
    lang: Lang,
) -> String {
    let names = slate.live.names();
    lang.say(&Msg::from(SchraemMsg::HandResult {
        winner: winner.map(|w| Who::Named(names[w.index()].as_str())),
        value,
        losses: losses
            .iter()
            .enumerate()
            .filter(|(_, &n)| n != 0)
            .map(|(s, &n)| (Who::Named(names[s].as_str()), n))
            .collect(),
        up: slate.live.ruleset().scoring.counts_up(),
        escape,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::schraem::{Preset, SeatEntry};
    use crate::engine::{GameKind, PresetId};
    use crate::session::MatchSetup;

    fn slate(preset: Preset) -> Slate {
        let mut setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        setup.preset = PresetId::Schraem(preset);
        Slate::new(setup, 1).unwrap()
    }

    #[test]
    fn the_form_offers_what_the_preset_has() {
        let rhineland = slate_model(&slate(Preset::Rhineland), Lang::En);
        assert_eq!(rhineland.values, (1, 7));
        assert_eq!(
            (rhineland.challenge_penalty, rhineland.challenge_out),
            (None, None)
        );
        assert!(!rhineland.knocks_count);
        assert!(rhineland.title.contains("deals"), "{}", rhineland.title);
        let eifel = slate_model(&slate(Preset::Eifel), Lang::De);
        assert_eq!(eifel.challenge_out, Some(2));
        let sebbe = slate_model(&slate(Preset::Sebbe), Lang::Fr);
        assert!(sebbe.knocks_count);
        assert_eq!(sebbe.values.1, 3);
    }

    #[test]
    fn a_preview_names_the_players_and_what_they_pay() {
        let s = slate(Preset::Rhineland);
        let entry = HandEntry {
            value: 2,
            seats: vec![SeatEntry {
                folded_at: Some(2),
                ..SeatEntry::default()
            }],
            last_trick: LastTrick::Won(Seat(1)),
        };
        let text = preview(&s, &entry, Lang::En).unwrap();
        assert!(
            text.contains("Ann") && text.contains(&s.live.names()[1]),
            "{text}"
        );
        let bad = HandEntry {
            last_trick: LastTrick::Won(Seat(0)),
            ..entry
        };
        let why = preview(&s, &bad, Lang::De).unwrap_err();
        assert!(why.contains("Ann"), "{why}");
    }

    #[test]
    fn the_sheet_as_text_has_a_line_per_hand_and_the_chalk_in_words() {
        let mut s = slate(Preset::Rhineland);
        s.enter(HandEntry::won(Seat(1), 2, 4)).unwrap();
        let text =
            crate::present::sheet::sheet_text(&slate_model(&s, Lang::En).sheet, "Slate", Lang::En);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Slate");
        assert!(lines[1].starts_with("# | Ann | "), "{text}");
        assert!(lines[2].starts_with("1 | −2 | ✓ | −2 | −2 | 2"), "{text}");
        assert!(text.contains("Ann: 5 marks left"), "{text}");
    }
}
