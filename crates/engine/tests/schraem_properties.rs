//! Property tests: random legal matches for every preset (and the match formats). Each step checks
//! that `legal_actions` agrees exactly with `apply`, that an illegal action leaves the state
//! unchanged, that cards are conserved and none is played twice, that the follow rule holds, that
//! marks move only through the events that say so, that views never show a card their seat may not
//! know, and at the end that record → replay gives the same state.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{config, names, universe};
use proptest::prelude::*;
use schraem_engine::cards::{CardSet, Suit};
use schraem_engine::record::Deal;
use schraem_engine::rng::Xoshiro256StarStar;
use schraem_engine::schraem::{Action, Event, FoldedCard, Match, Preset, Ruleset};
use schraem_engine::seat::Seat;
use schraem_engine::{Rules, Setup};

fn players_for(preset: Preset, pick: u64) -> usize {
    let (lo, hi) = preset.players_range();
    lo as usize + (pick % u64::from(hi - lo + 1)) as usize
}

/// The cards `seat` may legitimately know in the current hand.
fn knowable(m: &Match, seat: Option<Seat>) -> CardSet {
    let hand = m.hand().expect("a hand");
    let mut known = hand.revealed();
    for s in 0..m.names().len() as u8 {
        known = known.union(hand.played(Seat(s)));
    }
    if let Some(seat) = seat {
        known = known
            .union(m.dealt()[seat.index()])
            .union(hand.cards(seat))
            .union(hand.discards(seat));
    }
    for e in m.log() {
        if let Event::Redeal { .. } = e {
            known = known.union(e.cards_shown());
        }
    }
    known
}

/// RULES.md C1 restated from the hand's public history: the first card sets the suit led; when
/// a player leaves the hand mid-trick, the suit led stays while an active player's card of it
/// lies in the trick, else the first active card counts as led. A live folded card
/// (`folded_card = stays_live`) keeps the suit led.
fn suit_to_follow(m: &Match) -> Option<Suit> {
    let view = m.public_view();
    let history = &view.hand.as_ref()?.history;
    let live = m.ruleset().folded_card == FoldedCard::StaysLive;
    let mut trick: Vec<(Seat, Suit)> = Vec::new();
    let mut gone: Vec<Seat> = Vec::new();
    let mut led: Option<Suit> = None;
    for e in history {
        match *e {
            Event::Played { seat, card } => {
                trick.push((seat, card.suit()));
                led.get_or_insert(card.suit());
            }
            Event::TrickWon { .. } => {
                trick.clear();
                led = None;
            }
            Event::Folded { seat, .. }
            | Event::Penalty {
                seat, out: true, ..
            } => {
                gone.push(seat);
                if !live {
                    let active = |s: &Seat| !gone.contains(s);
                    let keeps = trick
                        .iter()
                        .any(|(s, suit)| active(s) && Some(*suit) == led);
                    if !keeps {
                        led = trick.iter().find(|(s, _)| active(s)).map(|(_, suit)| *suit);
                    }
                }
            }
            _ => {}
        }
    }
    led
}

/// Plays one random legal match, checking the invariants at every step.
fn play_match(ruleset: Ruleset, n: usize, seed: u64, check_all: bool) -> Result<(), TestCaseError> {
    let mut m = Match::new(Setup::new(ruleset, names(n), seed)).expect("valid");
    let mut rng = Xoshiro256StarStar::from_seed_and_stream(seed, 999);
    let universe = universe();
    for step in 0..200_000 {
        if m.is_finished() {
            break;
        }
        let hand = *m.hand().expect("a hand while the match runs");
        // Conservation: every card is in exactly one place.
        let mut total = hand.stock().len();
        let mut union = hand.stock();
        for s in 0..n as u8 {
            let s = Seat(s);
            for set in [hand.cards(s), hand.played(s), hand.discards(s)] {
                total += set.len();
                union = union.union(set);
            }
        }
        prop_assert_eq!(total, 32);
        prop_assert_eq!(union, CardSet::FULL);
        // legal_actions agrees with apply, and refusals change nothing.
        let mut options: Vec<(Seat, Action)> = Vec::new();
        for s in 0..n as u8 {
            let seat = Seat(s);
            let legal = m.legal_actions(seat);
            if check_all {
                for &a in &universe {
                    let mut h = hand;
                    let ok = h.apply(seat, a).is_ok();
                    prop_assert_eq!(ok, legal.contains(&a), "seat {} action {:?}", s, a);
                    prop_assert_eq!(ok, hand.check(seat, a).is_ok());
                    if !ok {
                        prop_assert_eq!(h, hand);
                    }
                }
            }
            options.extend(legal.iter().map(|&a| (seat, a)));
        }
        // Views never mention a card their seat may not know.
        for s in 0..n as u8 {
            let view = m.view(Seat(s));
            let extra = view
                .cards_mentioned()
                .difference(knowable(&m, Some(Seat(s))));
            prop_assert!(extra.is_empty(), "seat {} sees {}", s, extra);
        }
        let public = m
            .public_view()
            .cards_mentioned()
            .difference(knowable(&m, None));
        prop_assert!(public.is_empty(), "public view shows {}", public);
        prop_assert!(!options.is_empty(), "nobody can act in an unfinished match");
        // Record → replay → same state, also in the middle of a match.
        if step % 40 == 17 {
            let again = Match::from_record(&m.to_record()).expect("own record replays");
            prop_assert_eq!(again.marks(), m.marks());
            prop_assert_eq!(again.results(), m.results());
            prop_assert_eq!(again.to_act(), m.to_act());
            for s in 0..n as u8 {
                prop_assert_eq!(again.view(Seat(s)), m.view(Seat(s)));
                prop_assert_eq!(again.legal_actions(Seat(s)), m.legal_actions(Seat(s)));
            }
        }
        // A bot's rebuild: view + the true deal → the same hand as that seat sees it.
        if step % 5 == 0 && !hand.is_escape() {
            if let Some(seat) = m.to_act() {
                let view = m.view(seat);
                let deal = Deal {
                    hands: m.dealt().iter().map(|h| h.iter().collect()).collect(),
                    skat: hand.stock_order().to_vec(),
                };
                let record = view.hand_record(m.ruleset(), deal).expect("a hand in play");
                let rebuilt = Match::from_record(&record).expect("the rebuild replays");
                let (a, b) = (rebuilt.view(seat).hand.unwrap(), view.hand.unwrap());
                prop_assert_eq!(a.value, b.value);
                prop_assert_eq!(a.phase, b.phase);
                prop_assert_eq!(a.folded, b.folded);
                prop_assert_eq!(a.played, b.played);
                prop_assert_eq!(a.trick, b.trick);
                prop_assert_eq!(a.own_cards, b.own_cards);
                prop_assert_eq!(a.card_counts, b.card_counts);
                prop_assert_eq!(a.actions, b.actions);
                prop_assert_eq!(rebuilt.marks(), m.marks());
                prop_assert_eq!(rebuilt.legal_actions(seat), m.legal_actions(seat));
            }
        }
        // Choose: side actions (knocks, exchanges, requests) now and then, else the awaited seat.
        let side: Vec<_> = options
            .iter()
            .copied()
            .filter(|(_, a)| {
                matches!(
                    a,
                    Action::Knock | Action::BlindKnock | Action::Exchange | Action::RedealRequest
                )
            })
            .collect();
        let main: Vec<_> = options
            .iter()
            .copied()
            .filter(|(s, a)| {
                Some(*s) == m.to_act()
                    && !matches!(
                        a,
                        Action::Knock
                            | Action::BlindKnock
                            | Action::Exchange
                            | Action::RedealRequest
                    )
            })
            .collect();
        let (seat, action) = if !side.is_empty() && (main.is_empty() || rng.below(100) < 12) {
            side[rng.below(side.len() as u64) as usize]
        } else if !main.is_empty() {
            main[rng.below(main.len() as u64) as usize]
        } else {
            options[rng.below(options.len() as u64) as usize]
        };
        if let Action::Play(card) = action {
            if let Some(suit) = suit_to_follow(&m) {
                let holds = !hand.cards(seat).of_suit(suit).is_empty();
                prop_assert!(!holds || card.suit() == suit, "follow rule");
            }
        }
        let before = m.marks();
        let game_before = m.game().number;
        let events = m.apply(seat, action).expect("a legal action applies");
        if m.game().number == game_before {
            let mut expected = before.clone();
            let up = matches!(
                m.ruleset().scoring,
                schraem_engine::schraem::Scoring::CountUp(_)
            );
            for e in &events {
                let (s, lost) = match *e {
                    Event::Folded { seat, lost } | Event::Lost { seat, lost } => (seat, lost),
                    Event::Penalty { seat, lost, .. } => (seat, lost),
                    _ => continue,
                };
                prop_assert!((0..=15).contains(&lost));
                expected[s.index()] += if up { lost } else { -lost };
            }
            if !matches!(
                m.ruleset().scoring,
                schraem_engine::schraem::Scoring::Escape
            ) {
                prop_assert_eq!(m.marks(), expected, "marks moved without an event");
            }
        }
    }
    prop_assert!(m.is_finished(), "the match ends");
    // Record → replay → same state.
    let again = Match::from_record(&m.to_record()).expect("own record replays");
    prop_assert_eq!(again.marks(), m.marks());
    prop_assert_eq!(again.results(), m.results());
    prop_assert_eq!(again.match_points(), m.match_points());
    prop_assert_eq!(again.is_finished(), m.is_finished());
    for s in 0..n as u8 {
        prop_assert_eq!(again.view(Seat(s)), m.view(Seat(s)));
    }
    Ok(())
}

macro_rules! preset_property {
    ($name:ident, $preset:expr) => {
        proptest! {
            #![proptest_config(config(48))]
            #[test]
            fn $name(seed in any::<u64>(), pick in any::<u64>()) {
                let preset = $preset;
                play_match(ending(Ruleset::preset(preset)), players_for(preset, pick), seed, true)?;
            }
        }
    };
}

/// Found by `toepen_random_matches`: the leader folds (the next active card's suit counts as led),
/// then that card's player folds too while another card of its suit stays in the trick; the suit
/// to follow must stay that suit (RULES.md C1), not fall back to the first card's.
#[test]
fn a_second_fold_in_a_trick_keeps_the_suit_that_counts_as_led() {
    let preset = Preset::Toepen;
    let players = players_for(preset, 6_173_913_173_455_614_690);
    play_match(
        ending(Ruleset::preset(preset)),
        players,
        10_942_897_176_268_122_426,
        true,
    )
    .unwrap();
}

preset_property!(rhineland_random_matches, Preset::Rhineland);
preset_property!(wipperfuerth_random_matches, Preset::Wipperfuerth);
preset_property!(marienheide_random_matches, Preset::Marienheide);
preset_property!(eifel_random_matches, Preset::Eifel);
preset_property!(sebbe_random_matches, Preset::Sebbe);
preset_property!(dedenbach_newcomer_random_matches, Preset::DedenbachNewcomer);
preset_property!(dedenbach_classic_random_matches, Preset::DedenbachClassic);
preset_property!(tuppen_random_matches, Preset::Tuppen);
preset_property!(toepen_random_matches, Preset::Toepen);

/// The rule set with a match that ends by itself (an open-ended series becomes three games).
fn ending(mut r: Ruleset) -> Ruleset {
    if r.match_format.games().is_none() {
        r.match_format = schraem_engine::schraem::MatchFormat::Games(3);
    }
    r
}

/// The rule sets `match_formats_play_to_the_end` plays: each preset with each of four match
/// formats, where the pair is a valid rule set (Dedenbach's newcomers keep their halves).
/// Generated whole, so that every case plays a match instead of returning early.
fn format_variants() -> Vec<(Preset, Ruleset)> {
    use schraem_engine::schraem::MatchFormat;
    let formats = [
        MatchFormat::RhinelandTournament,
        MatchFormat::ThreeTables,
        MatchFormat::SingleGame,
        MatchFormat::Games(5),
    ];
    Preset::ALL
        .iter()
        .filter(|&&preset| preset != Preset::DedenbachNewcomer)
        .flat_map(|&preset| {
            formats.map(|format| {
                let mut r = Ruleset::preset(preset);
                r.match_format = format;
                (preset, r)
            })
        })
        .filter(|(_, r)| r.validate().is_ok())
        .collect()
}

proptest! {
    #![proptest_config(config(6))]
    #[test]
    fn match_formats_play_to_the_end(seed in any::<u64>(), (preset, r) in prop::sample::select(format_variants())) {
        play_match(r, players_for(preset, seed), seed, false)?;
    }

    #[test]
    fn option_variants_play_to_the_end(seed in any::<u64>(), variant in 0u8..14) {
        use schraem_engine::schraem::{
            CrossSuitOrder, DealerRule, FourCourts, KnockLimit, KnockWho, LeadAfterFold, Poor,
            Scoring,
        };
        let mut r = Ruleset::preset(Preset::Rhineland);
        match variant {
            0 => r.four_courts = FourCourts::ToepenChallenge,
            1 => r.four_courts = FourCourts::Redeal,
            2 => r.knock_limit = KnockLimit::DarkPlusOne,
            3 => r.poor_leads_first = true,
            4 => r.max_blind_value = Some(3),
            5 => r.pretty_ones = true,
            6 => r.folded_card = FoldedCard::StaysLive,
            7 => r.knock_who = KnockWho::OnTurn,
            8 => {
                r.knock_max = None;
                r.knock_limit = KnockLimit::None;
            }
            9 => r.four_courts = FourCourts::DirtyLaundry,
            10 => r.dealer = DealerRule::NextClockwise,
            11 => {
                r.lead_after_fold = LeadAfterFold::MarienheideHighestCard;
                r.cross_suit_order = CrossSuitOrder::SuitThenRank;
            }
            12 => {
                r.poor = Poor::AutoTwoPrefold;
                r.prefold_sees_hand = true;
                r.scoring = Scoring::CountUp(15);
            }
            _ => {
                r.four_courts = FourCourts::WipperfuerthChallenge;
                r.folded_card = FoldedCard::StaysLive;
                r.lead_after_fold = LeadAfterFold::MarienheideHighestCard;
            }
        }
        play_match(r, 4, seed, true)?;
    }
}
