//! The table while a screen holds the last hand's result (`session::pace`): the result and the
//! hand's last trick stay on it, and the only button is "Next hand" ("Next deal").

use super::{HandCard, HandCards, TableModel};
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::session::{AnySeat, Reader, Table};

/// How the last finished hand shows on a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastHand {
    /// Its tricks and result, until the next hand gets going (a shared hand's replay, the
    /// tutorial, a finished match).
    UntilNext,
    /// Its last trick and result, whatever has happened since: the screen holds the result.
    Held,
    /// Not at all: the player has gone on.
    Gone,
}

/// The table of `table` as `viewer` sees it on `reader`'s screen (`humans`: as for
/// [`super::table_model`]): while that screen holds the last hand's result, the result with
/// "Next hand" ("Next deal") as the only button; once its player went on, the new hand alone.
#[must_use]
pub fn paced_table(
    table: &Table,
    viewer: Option<Seat>,
    humans: &[Seat],
    reader: Reader,
    lang: Lang,
) -> TableModel {
    paced(
        &table.live().seat(viewer, humans),
        table.holds_result(reader),
        table.is_over(),
        lang,
    )
}

/// The table as `seat` sees it while its screen `holds` the last hand's result (or not), in a
/// match that is `over` (or not): see [`paced_table`].
#[must_use]
pub fn paced(seat: &AnySeat, holds: bool, over: bool, lang: Lang) -> TableModel {
    let last = if holds {
        LastHand::Held
    } else if over {
        LastHand::UntilNext
    } else {
        LastHand::Gone
    };
    let model = seat.table(lang, last);
    if holds {
        held(model, seat.next_hand_label(lang))
    } else {
        model
    }
}

/// `model` waiting for its viewer to go on: no button but `proceed` (labelled `label`), no card
/// playable, nothing asked meanwhile. Also the tutorial's pause after a trick.
#[must_use]
pub fn held(mut model: TableModel, label: &str) -> TableModel {
    model.controls.clear();
    model.other_knocks.clear();
    model.my_turn = false;
    model.prompt = String::new();
    model.hand = match model.hand {
        HandCards::Open(cards) => HandCards::Open(
            cards
                .into_iter()
                .map(|c| HandCard { play: None, ..c })
                .collect(),
        ),
        HandCards::Choose { cards, .. } => HandCards::Open(
            cards
                .into_iter()
                .map(|card| HandCard { card, play: None })
                .collect(),
        ),
        other => other,
    };
    model.proceed = Some(label.to_owned());
    model
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::session::AnyMatch;
    use crate::session::{MatchSetup, SeatKind};

    fn table(game: GameKind) -> Table {
        let mut setup = MatchSetup::default_for(game, "Ann");
        setup.seats[1].kind = SeatKind::Phone;
        let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 4).unwrap();
        Table::new(setup, live)
    }

    /// Plays first legal actions to the end of the first hand, then one more action if
    /// `and_more` (the next hand gets going, as it does when a phone's player acts).
    fn play(t: &mut Table, and_more: bool) {
        while t.live().finished_hands() == 0 {
            let seat = t.live().to_act().unwrap();
            let action = t.live().legal_actions(seat)[0];
            t.act(seat, action).unwrap();
        }
        if and_more {
            let seat = t.live().to_act().unwrap();
            let action = t.live().legal_actions(seat)[0];
            t.act(seat, action).unwrap();
        }
    }

    #[test]
    fn the_result_stays_with_next_hand_as_the_only_button_until_the_player_goes_on() {
        for (game, label) in [
            (GameKind::Siebenschraem, "Next hand"),
            (GameKind::Schieberamsch, "Next deal"),
        ] {
            let mut t = table(game);
            play(&mut t, true);
            let me = Some(Seat(0));
            let on_phone = |t: &Table| {
                paced_table(
                    t,
                    Some(Seat(1)),
                    &[Seat(1)],
                    Reader::Phone(Seat(1)),
                    Lang::En,
                )
            };
            let shown = paced_table(&t, me, &[Seat(0)], Reader::Here, Lang::En);
            assert!(shown.result.is_some(), "{game:?}: the result stays");
            assert_eq!(shown.proceed.as_deref(), Some(label));
            assert!(shown.controls.is_empty() && !shown.my_turn);
            if let HandCards::Open(cards) = &shown.hand {
                assert!(cards.iter().all(|c| c.play.is_none()));
            }
            // The phone's screen holds it too, until its own player goes on.
            let phone = on_phone(&t);
            assert!(phone.result.is_some() && phone.proceed.is_some());
            t.go_on(Reader::Here);
            let after = paced_table(&t, me, &[Seat(0)], Reader::Here, Lang::En);
            assert_eq!(after.proceed, None);
            assert_eq!(after.result, None, "{game:?}: gone with Next hand");
            let phone = on_phone(&t);
            assert!(phone.proceed.is_some());
        }
    }

    #[test]
    fn the_words_of_next_hand_in_every_language() {
        for (lang, hand, deal) in [
            (Lang::De, "Nächstes Spiel", "Nächstes Spiel"),
            (Lang::En, "Next hand", "Next deal"),
            (Lang::Fr, "Main suivante", "Donne suivante"),
        ] {
            for (game, label) in [
                (GameKind::Siebenschraem, hand),
                (GameKind::Schieberamsch, deal),
            ] {
                let mut t = table(game);
                play(&mut t, false);
                let shown = paced_table(&t, Some(Seat(0)), &[Seat(0)], Reader::Here, lang);
                assert_eq!(shown.proceed.as_deref(), Some(label));
            }
        }
    }
}
