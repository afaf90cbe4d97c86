//! A hint in words: what the strong computer player would do from the viewer's seat, named as the
//! screen names it (the card's full name, or the button's label), with a short reason where the
//! game gives one plainly: in Siebenschräm only the last trick counts, so a card played while a
//! stronger one stays in hand is played to keep that one; a knock, hold or fold is about the
//! chance at the last trick against the stake.

use super::{HandCards, TableModel};
use crate::engine::cards::Card;
use crate::i18n::{Lang, Msg};
use crate::session::AnyAction;

/// The hint for `action` on the table `model` shows, or `None` when the screen offers no card or
/// button for it (a discard of several cards is not named).
#[must_use]
pub fn hint_line(model: &TableModel, action: AnyAction, lang: Lang) -> Option<String> {
    if let Some(c) = model.controls.iter().find(|c| c.action == action) {
        return Some(match action.hint_why() {
            Some(why) => lang.say(&Msg::HintButtonWhy {
                label: &c.label,
                why,
            }),
            None => lang.say(&Msg::HintButton { label: &c.label }),
        });
    }
    let HandCards::Open(cards) = &model.hand else {
        return None;
    };
    let card = cards.iter().find(|c| c.play == Some(action))?;
    let hand: Vec<Card> = cards.iter().map(|c| c.card).collect();
    let keep = action.kept_back(card.card, &hand);
    Some(match keep {
        Some(keep) => lang.say(&Msg::HintKeep {
            card: card.card,
            keep,
        }),
        None => lang.say(&Msg::HintCard { card: card.card }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::ai::StepClock;
    use crate::engine::{GameKind, Seat};
    use crate::present::table_model;
    use crate::session::{AnyMatch, MatchSetup, Thinker};

    /// The hint names the hard bot's choice from the viewer's own view, as a button or a card the
    /// viewer can see, in every language.
    #[test]
    fn a_hint_names_the_strong_players_choice_as_the_screen_shows_it() {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        let mut live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 9).unwrap();
        let me = Seat(0);
        let mut named = 0;
        let mut english = Vec::new();
        for _ in 0..60 {
            if live.is_finished() {
                break;
            }
            let to_act = live.to_act().unwrap();
            if to_act == me {
                let mut t = Thinker::begin(&live, me, Level::Hard, 1);
                let clock = StepClock::new(1.0);
                let action = loop {
                    if let Some(d) = t.step(&clock, 50.0) {
                        break d.unwrap();
                    }
                };
                for lang in Lang::ALL {
                    let model = table_model(&live.seat(Some(me), &[]), lang);
                    if let Some(line) = hint_line(&model, action, lang) {
                        assert!(!line.is_empty());
                        named += 1;
                        if lang == Lang::En {
                            english.push(line);
                        }
                    }
                }
                live.apply(me, action).unwrap();
            } else {
                let action = live.legal_actions(to_act)[0];
                live.apply(to_act, action).unwrap();
            }
        }
        assert!(named >= 6, "hints named: {named}");
        // Cards played while a stronger one is kept say so; knocks and answers say why.
        assert!(
            english
                .iter()
                .any(|l| l.contains("for the last trick") || l.contains(" — ")),
            "{english:?}"
        );
    }
}
