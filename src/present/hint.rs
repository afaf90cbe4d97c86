//! A hint in words: what the strong computer player would do from the viewer's seat, named as the
//! screen names it (the card's full name, or the button's label).

use super::{HandCards, TableModel};
use crate::i18n::{Lang, Msg};
use crate::session::AnyAction;

/// The hint for `action` on the table `model` shows, or `None` when the screen offers no card or
/// button for it (a discard of several cards is not named).
#[must_use]
pub fn hint_line(model: &TableModel, action: AnyAction, lang: Lang) -> Option<String> {
    if let Some(c) = model.controls.iter().find(|c| c.action == action) {
        return Some(lang.say(&Msg::HintButton { label: &c.label }));
    }
    let HandCards::Open(cards) = &model.hand else {
        return None;
    };
    let card = cards.iter().find(|c| c.play == Some(action))?;
    let name = lang.t().card_name(card.card);
    Some(lang.say(&Msg::HintCard { card: &name }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::StepClock;
    use crate::engine::{GameKind, Seat};
    use crate::present::table_model;
    use crate::session::{AnyMatch, BotLevel, MatchSetup, Thinker};

    /// The hint names the hard bot's choice from the viewer's own view, as a button or a card the
    /// viewer can see, in every language.
    #[test]
    fn a_hint_names_the_strong_players_choice_as_the_screen_shows_it() {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
        let mut live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 9).unwrap();
        let me = Seat(0);
        let mut named = 0;
        for _ in 0..60 {
            if live.is_finished() {
                break;
            }
            let to_act = live.to_act().unwrap();
            if to_act == me {
                let mut t = Thinker::begin(&live, me, BotLevel::Hard, 1);
                let clock = StepClock::new(1.0);
                let action = loop {
                    if let Some(d) = t.step(&clock, 50.0) {
                        break d.unwrap();
                    }
                };
                for lang in Lang::ALL {
                    let model = table_model(&live, Some(me), &[], lang);
                    if let Some(line) = hint_line(&model, action, lang) {
                        assert!(!line.is_empty());
                        named += 1;
                    }
                }
                live.apply(me, action).unwrap();
            } else {
                let action = live.legal_actions(to_act)[0];
                live.apply(to_act, action).unwrap();
            }
        }
        assert!(named >= 6, "hints named: {named}");
    }
}
