//! The host's decisions for a table of phones: what a phone is sent never names another seat's
//! hidden card, a phone draws from it the table this device would draw for that seat, a phone's
//! moves are checked against its own seat, and messages are versioned.

use super::*;
use crate::ai::Level;
use crate::engine::cards::CardSet;
use crate::engine::{Game, PresetId, Seat};
use crate::games::{phone_table, PhoneTable};
use crate::lang::Lang;
use crate::session::{AnyAction, AnyMatch, AnyRuleError, MatchSetup, SeatKind, SeatSetup, Table};

/// The table as this device draws it for `seat` on a phone (`Reader::Phone`): what a phone must
/// draw from the game data it is sent, word for word. (The tests here check what the phone
/// shows, so they draw, above the session: `games::phone_table`.)
pub(super) fn drawn_here(table: &Table, seat: Seat, lang: Lang) -> PhoneTable {
    use crate::present::{latest_line, log_lines, paced_table, score_sheet, standings};
    let live = table.live();
    let mut log = log_lines(&table.seat_log(Some(seat)), lang);
    log.drain(..log.len().saturating_sub(LOG_LINES));
    PhoneTable {
        seat,
        title: lang.t().preset_name(live.preset()).to_owned(),
        model: paced_table(
            table,
            Some(seat),
            &[seat],
            crate::session::Reader::Phone(seat),
            lang,
        ),
        ticker: latest_line(&table.seat_log(Some(seat)), lang),
        log,
        sheet: score_sheet(live, lang),
        standings: table.is_over().then(|| standings(live, Some(seat), lang)),
        fair: fair_deal(table, seat),
        seat_link: None,
    }
}

/// The table a phone draws from what the host sends it for `seat`.
pub(super) fn drawn_there(table: &Table, seat: Seat, lang: Lang) -> PhoneTable {
    phone_table(&remote_seat(table, seat), lang).expect("drawable")
}

/// The table `guest` shows in `lang`, once it has one.
pub(super) fn shown(guest: &Guest, lang: Lang) -> Option<PhoneTable> {
    guest
        .state()
        .map(|state| phone_table(state, lang).expect("drawable"))
}

pub(super) fn table(preset: PresetId, kinds: &[SeatKind], seed: u64) -> Table {
    let seats: Vec<SeatSetup> = kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| SeatSetup {
            name: ["Ann", "Ben", "Cara", "Dirk"][i].into(),
            kind,
        })
        .collect();
    let setup = MatchSetup {
        preset,
        options: serde_json::Map::new(),
        seats,
    };
    let live = AnyMatch::start(preset, &setup.options, setup.names(), seed).expect("match");
    Table::new(setup, live)
}

/// A table of `preset` with Ann at the host's device, Ben and Cara on phones, computers beyond.
pub(super) fn with_phones(preset: PresetId, seed: u64) -> Table {
    let mut kinds = vec![SeatKind::Human, SeatKind::Phone, SeatKind::Phone];
    kinds.resize(
        usize::from(preset.players_range().0.max(3)),
        SeatKind::Bot(Level::Easy),
    );
    table(preset, &kinds, seed)
}

/// The cards `viewer` may not know now: the unplayed cards of every other seat, and its own cards
/// while it has not looked at them (Siebenschräm: a seat may knock blind).
fn hidden_from(live: &AnyMatch, viewer: Seat) -> CardSet {
    let n = live.names().len();
    let others = (0..n as u8).map(Seat).filter(|&s| s != viewer);
    match live {
        AnyMatch::Schraem(m) => {
            let mine = m.view(viewer);
            let known = mine.hand.as_ref().map_or(CardSet::EMPTY, |h| {
                h.own_cards
                    .unwrap_or(CardSet::EMPTY)
                    .union(h.own_discards)
                    .union(h.revealed)
            });
            let unseen_own = m
                .hand()
                .filter(|h| !h.has_looked(viewer))
                .map_or(CardSet::EMPTY, |h| h.cards(viewer));
            others
                .filter_map(|s| m.hand().map(|h| h.cards(s)))
                .fold(unseen_own, CardSet::union)
                .difference(known)
        }
        AnyMatch::Ramsch(m) => others
            .map(|s| Game::view_for(m, Some(s)).hand)
            .fold(CardSet::EMPTY, CardSet::union),
    }
}

#[test]
fn a_phone_is_never_sent_another_seats_hidden_card() {
    for (preset, seed) in PresetId::all().into_iter().zip(3..) {
        let mut t = with_phones(preset, seed);
        let mut checked = 0;
        // Cards played are public: in this hand and the last (its tricks stay on view) for the
        // board; ever, for the log.
        let (mut last_hand, mut this_hand, mut ever) =
            (CardSet::EMPTY, CardSet::EMPTY, CardSet::EMPTY);
        for step in 0..300 {
            for phone in [Seat(1), Seat(2)] {
                let hidden = hidden_from(t.live(), phone);
                // Each language in turn: the words differ, the cards sent do not.
                // The message itself (its log apart: it tells of earlier hands, whose played
                // cards are public but may be in someone's hand now).
                let mut sent = remote_seat(&t, phone);
                let log = match &mut sent.game {
                    SeatGame::Schraem { log, .. } => serde_json::to_string(&std::mem::take(log)),
                    SeatGame::Ramsch { log, .. } => serde_json::to_string(&std::mem::take(log)),
                }
                .expect("json");
                let board = encode(&ToGuest::State(Box::new(sent)));
                for card in hidden.difference(last_hand.union(this_hand)).iter() {
                    let code = format!("\"{card}\"");
                    assert!(
                        !board.contains(&code),
                        "{preset} step {step}: {phone} sent {card}\n{board}"
                    );
                }
                for card in hidden.difference(ever).iter() {
                    let code = format!("\"{card}\"");
                    assert!(
                        !log.contains(&code),
                        "{preset} step {step}: {phone}'s log: {card}\n{log}"
                    );
                }
                // And the table the phone draws from it, in each language in turn.
                let lang = Lang::ALL[step % Lang::ALL.len()];
                let drawn = drawn_there(&t, phone, lang);
                let words = format!("{:?}", (&drawn.model, &drawn.sheet, &drawn.standings));
                for card in hidden.difference(last_hand.union(this_hand)).iter() {
                    let name = lang.t().card_name(card);
                    assert!(
                        !words.contains(&name),
                        "{preset} step {step}: {phone} drew {name}"
                    );
                }
                checked += 1;
            }
            let Some(seat) = t.live().to_act() else { break };
            let legal = t.live().legal_actions(seat);
            let action = legal[(step * 7) % legal.len()];
            let hands = t.live().finished_hands();
            t.act(seat, action).expect("legal");
            // Cards everyone has seen: played, turned in a challenge, shown for a redeal, the last skat.
            let shown = t
                .last_events()
                .iter()
                .filter_map(|e| e.for_viewer(None))
                .map(|e| match e {
                    crate::session::AnyEvent::Schraem(e) => e.cards_shown(),
                    crate::session::AnyEvent::Ramsch(
                        crate::engine::ramsch::Event::CardPlayed { card, .. },
                    ) => CardSet::single(card),
                    crate::session::AnyEvent::Ramsch(
                        crate::engine::ramsch::Event::SkatRevealed { cards },
                    ) => cards,
                    crate::session::AnyEvent::Ramsch(_) => CardSet::EMPTY,
                });
            for cards in shown {
                this_hand = this_hand.union(cards);
                ever = ever.union(cards);
            }
            if t.live().finished_hands() > hands {
                last_hand = std::mem::take(&mut this_hand);
            }
        }
        assert!(checked > 100, "{preset}: {checked}");
    }
}

#[test]
fn a_phone_acts_only_for_its_own_seat_and_only_legally() {
    let preset = PresetId::from_id("rhineland").unwrap();
    let kinds = [
        SeatKind::Phone,
        SeatKind::Phone,
        SeatKind::Bot(Level::Easy),
        SeatKind::Human,
    ];
    let t = table(preset, &kinds, 9);
    let to_act = t.live().to_act().expect("someone acts");
    let legal = t.live().legal_actions(to_act)[0];
    let other = Seat((to_act.0 + 1) % 2);
    assert_eq!(
        check_move(&t, other, to_act, legal),
        Err(MoveRefusal::OtherSeat {
            claimed: to_act,
            own: other
        })
    );
    assert_eq!(
        check_move(&t, Seat(2), Seat(2), legal),
        Err(MoveRefusal::NotAPhoneSeat)
    );
    if kinds[to_act.index()] == SeatKind::Phone {
        assert_eq!(check_move(&t, to_act, to_act, legal), Ok(()));
    }
    let play_any = AnyAction::Schraem(crate::engine::schraem::Action::Play(
        crate::engine::cards::Card::all().next().unwrap(),
    ));
    assert!(matches!(
        check_move(&t, Seat(0), Seat(0), play_any),
        Err(MoveRefusal::Rule(AnyRuleError::Schraem(_)))
    ));
    let reason = Lang::De.move_refused(&MoveRefusal::OtherSeat {
        claimed: Seat(1),
        own: Seat(0),
    });
    assert!(reason.contains("anderen Platz"), "{reason}");
}

#[test]
fn messages_carry_their_version_and_bad_ones_are_named() {
    let hello = ToHost::Hello { phone: "p1".into() };
    let text = encode(&hello);
    assert!(text.contains("\"v\":4"), "{text}");
    assert_eq!(decode::<ToHost>(&text), Ok(hello));
    let moved = ToHost::Move {
        seat: Seat(2),
        action: "s play HT".parse().unwrap(),
    };
    assert_eq!(decode::<ToHost>(&encode(&moved)), Ok(moved));
    assert_eq!(
        decode::<ToHost>(&encode(&ToHost::NextHand {})),
        Ok(ToHost::NextHand {})
    );
    assert_eq!(
        decode::<ToHost>(&text.replace("\"v\":4", "\"v\":1")),
        Err(MessageError::Version(1))
    );
    for bad in [
        "",
        "{",
        "[]",
        "{\"hello\":{\"lang\":\"De\"}}",
        "{\"v\":4,\"t\":\"dance\"}",
        "{\"v\":4,\"move\":{\"seat\":0,\"action\":\"s play H10\"}}",
    ] {
        assert!(
            matches!(decode::<ToHost>(bad), Err(MessageError::Malformed(_))),
            "{bad}"
        );
    }
}

#[test]
fn a_refusal_is_sent_as_its_reason_and_worded_on_the_phone() {
    use crate::engine::cards::Suit;
    use crate::engine::{ramsch, schraem};
    let follow = MoveRefusal::Rule(AnyRuleError::Schraem(schraem::RuleError::MustFollowSuit(
        Suit::Hearts,
    )));
    let text = encode(&ToGuest::Refused {
        reason: follow.clone(),
    });
    assert!(
        text.contains(r#"{"refused":{"reason":{"schraem":{"MustFollowSuit":"Hearts"}}}"#),
        "{text}"
    );
    for reason in [
        follow,
        MoveRefusal::OtherSeat {
            claimed: Seat(0),
            own: Seat(1),
        },
        MoveRefusal::NotAPhoneSeat,
        MoveRefusal::Over,
        MoveRefusal::Rule(AnyRuleError::Ramsch(ramsch::RuleError::NotYourTurn)),
        MoveRefusal::NotAMove("s look".parse().unwrap()),
    ] {
        let sent = ToGuest::Refused { reason };
        assert_eq!(decode::<ToGuest>(&encode(&sent)), Ok(sent.clone()));
        let ToGuest::Refused { reason } = sent else {
            unreachable!()
        };
        // Worded in each language, never as a code name.
        for lang in Lang::ALL {
            let words = lang.move_refused(&reason);
            assert!(
                !words.is_empty() && !words.contains("MustFollow"),
                "{words}"
            );
        }
    }
    assert!(Lang::De
        .move_refused(&MoveRefusal::Rule(AnyRuleError::Schraem(
            schraem::RuleError::MustFollowSuit(Suit::Hearts)
        )))
        .contains("Herz"));
}

#[test]
fn a_phone_reads_the_hosts_table_back_whole() {
    let preset = PresetId::from_id("schieberamsch").unwrap();
    let t = table(
        preset,
        &[SeatKind::Phone, SeatKind::Human, SeatKind::Phone],
        11,
    );
    let sent = ToGuest::State(Box::new(remote_seat(&t, Seat(0))));
    assert_eq!(decode::<ToGuest>(&encode(&sent)), Ok(sent));
}
#[test]
fn a_phone_move_changes_the_hosts_table_only_for_a_phone_seat() {
    use crate::session::{AppAction, AppState, Screen, Stored};
    let preset = PresetId::from_id("rhineland").unwrap();
    let kinds = [
        SeatKind::Phone,
        SeatKind::Human,
        SeatKind::Phone,
        SeatKind::Human,
    ];
    let t = table(preset, &kinds, 41);
    let state = AppState::new(
        Stored {
            tables: vec![t],
            ..Stored::default()
        },
        Screen::Table,
        "",
    );
    let live = &state.table.as_ref().unwrap().live();
    let (seat, action) = [Seat(0), Seat(2)]
        .into_iter()
        .find_map(|s| live.legal_actions(s).first().map(|a| (s, *a)))
        .expect("a phone seat may act (look, at least)");
    let before = live.actions_so_far();
    let after = state.reduce(AppAction::PhoneAct(seat, action));
    assert_eq!(
        after.table.as_ref().unwrap().live().actions_so_far(),
        before + 1,
        "{seat}: {action}"
    );
    // A human seat at the host's device cannot be moved from a phone.
    let human = Seat(1);
    if let Some(&a) = live.legal_actions(human).first() {
        let after = state.reduce(AppAction::PhoneAct(human, a));
        assert_eq!(
            after.table.as_ref().unwrap().live().actions_so_far(),
            before
        );
    }
    // Taking back a move is off once a seat is played on a phone.
    assert!(!after.table.as_ref().unwrap().can_undo());
}

#[test]
fn a_phone_keeps_the_result_until_its_player_goes_on_and_the_host_until_its_own() {
    use crate::session::{AppAction, AppState, Reader, Screen, Stored};
    let preset = PresetId::from_id("rhineland").unwrap();
    let kinds = [
        SeatKind::Human,
        SeatKind::Phone,
        SeatKind::Bot(Level::Easy),
        SeatKind::Bot(Level::Easy),
    ];
    let mut t = table(preset, &kinds, 5);
    while t.live().finished_hands() == 0 {
        let seat = t.live().to_act().unwrap();
        let action = t.live().legal_actions(seat)[0];
        t.act(seat, action).unwrap();
    }
    let state = AppState::new(
        Stored {
            tables: vec![t],
            ..Stored::default()
        },
        Screen::Table,
        "",
    );
    let phone = |s: &AppState| drawn_there(s.table.as_ref().unwrap(), Seat(1), Lang::De).model;
    assert_eq!(phone(&state).proceed.as_deref(), Some("Nächstes Spiel"));
    assert!(phone(&state).result.is_some());
    // The host's tap lets the host's computers go on; the phone still shows the result.
    let state = state.reduce(AppAction::NextHand(Reader::Here));
    assert!(!state.table.as_ref().unwrap().holds_result(Reader::Here));
    assert!(phone(&state).proceed.is_some());
    let state = state.reduce(AppAction::NextHand(Reader::Phone(Seat(1))));
    assert_eq!(phone(&state).proceed, None);
}

/// The cards a drawn board shows in its owner's hand, and how many it holds.
fn held(hand: &crate::present::HandCards) -> (CardSet, u32) {
    use crate::present::HandCards;
    match hand {
        HandCards::Open(cards) => {
            let set: CardSet = cards.iter().map(|c| c.card).collect();
            (set, set.len())
        }
        HandCards::Choose { cards, .. } => {
            let set: CardSet = cards.iter().copied().collect();
            (set, set.len())
        }
        HandCards::Hidden(n) => (CardSet::EMPTY, *n),
        HandCards::None => (CardSet::EMPTY, 0),
    }
}

#[test]
fn the_hand_a_phone_checks_against_the_promise_is_the_hand_it_draws() {
    let mut shapes = std::collections::BTreeSet::new();
    for (preset, seed) in PresetId::all().into_iter().zip(20..) {
        let mut t = with_phones(preset, seed);
        for step in 0..150 {
            for phone in [Seat(1), Seat(2)] {
                let sent = remote_seat(&t, phone);
                let drawn = drawn_there(&t, phone, Lang::En).model.hand;
                let (cards, count) = sent.game.own_hand();
                assert_eq!(
                    (cards, count),
                    held(&drawn),
                    "{preset} step {step}: {phone}"
                );
                shapes.insert((cards.is_empty(), count == 0));
            }
            let Some(seat) = t.live().to_act() else { break };
            let legal = t.live().legal_actions(seat);
            t.act(seat, legal[(step * 5) % legal.len()]).expect("legal");
        }
    }
    // Hands face up, face down and none at all were all compared.
    assert_eq!(shapes.len(), 3, "{shapes:?}");
}

#[test]
fn a_phone_refuses_a_view_whose_lists_do_not_fit_its_players() {
    use crate::engine::schraem;

    // A broken or hostile host: a list short of a player, or a seat no player has. The phone
    // keeps what it had and draws nothing of it (its drawing indexes the lists by seat).
    let rhineland = PresetId::from_id("rhineland").unwrap();
    let kinds = [
        SeatKind::Phone,
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Human,
    ];
    let t = table(rhineland, &kinds, 41);
    let good = remote_seat(&t, Seat(0));
    assert_eq!(good.check(), Ok(()));
    let mutated = |change: &dyn Fn(&mut schraem::PlayerView)| {
        let mut data = good.clone();
        let SeatGame::Schraem { view, .. } = &mut data.game else {
            unreachable!("a Siebenschräm table");
        };
        change(view);
        data
    };
    let broken = [
        mutated(&|v| v.marks.clear()),
        mutated(&|v| v.to_act = Some(Seat(9))),
        mutated(&|v| {
            if let Some(h) = v.hand.as_mut() {
                h.folded.pop();
            }
        }),
    ];
    for data in broken {
        assert_eq!(data.check(), Err(SeatDataError::Malformed));
        let mut guest = Guest::new("phone0".into());
        let out = guest.received(&encode(&ToGuest::State(Box::new(data))));
        assert!(!out.contains(&GuestOut::Show), "{out:?}");
        assert!(guest.state().is_none());
    }
    let ramsch = PresetId::from_id("schieberamsch").unwrap();
    let t = table(
        ramsch,
        &[SeatKind::Phone, SeatKind::Human, SeatKind::Human],
        11,
    );
    let mut data = remote_seat(&t, Seat(0));
    let SeatGame::Ramsch { view, .. } = &mut data.game else {
        unreachable!("a Schieberamsch table");
    };
    view.public.pushed_by.push(Seat(5));
    assert_eq!(data.check(), Err(SeatDataError::Malformed));
}
