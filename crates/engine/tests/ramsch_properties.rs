//! Property tests over random legal Schieberamsch matches with random rule sets: card and point
//! conservation, the skat, scores recomputed independently from the tricks, views that leak
//! nothing, legal actions that apply and illegal ones that change nothing, record round trips.
//!
//! Native only (proptest).

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use schraem_engine::cards::{Card, CardSet, Rank};
use schraem_engine::ramsch::{
    Action, AllThreeTie, DealerAfterGrand, DivisorScope, Event, Match, Phase, PickupRule, Preset,
    Rounding, Ruleset, SkatTo, TieForMost,
};
use schraem_engine::{Seat, Setup, Xoshiro256StarStar};
use serde_json::Value;

// ---- an independent reading of RULES.md B1.2, B1.5, B1.7 --------------------------------------

fn points_of(card: Card) -> u32 {
    match card.to_string().as_bytes()[1] {
        b'A' => 11,
        b'T' => 10,
        b'K' => 4,
        b'Q' => 3,
        b'J' => 2,
        _ => 0,
    }
}

fn is_jack(card: Card) -> bool {
    card.to_string().ends_with('J')
}

/// How strongly `card` bids for a trick led by `lead`.
fn power(card: Card, lead: Card) -> u32 {
    let name = card.to_string();
    if is_jack(card) {
        return 100 + 4 - "CSHD".find(&name[..1]).unwrap() as u32;
    }
    if !is_jack(lead) && card.suit() == lead.suit() {
        return 1 + "789QKTA".find(&name[1..]).unwrap() as u32;
    }
    0
}

#[derive(Default)]
struct Observed {
    played: Vec<(Seat, Card)>,
    trick_points: [u32; 3],
    tricks: [u32; 3],
    last_won: [u32; 3],
    pushes: u32,
    soloist: Option<Seat>,
    soloist_cards: CardSet,
    kontra: bool,
    re: bool,
    skat: CardSet,
}

fn expected_score(rules: &Ruleset, seen: &Observed) -> ([i32; 3], bool) {
    let skat_points: u32 = seen.skat.iter().map(points_of).sum();
    if let Some(soloist) = seen.soloist {
        let s = soloist.index();
        let own = seen.trick_points[s] + skat_points;
        let jacks =
            ["CJ", "SJ", "HJ", "DJ"].map(|n| seen.soloist_cards.contains(n.parse().unwrap()));
        let run = jacks.iter().take_while(|&&j| j == jacks[0]).count() as u32;
        let mut multiplier = run + 2;
        if own >= 90 || own <= 30 {
            multiplier += 1;
        }
        if seen.tricks[s] == 10 || seen.tricks[s] == 0 {
            multiplier += 1;
        }
        let mut value = 24 * multiplier as i32;
        if seen.kontra {
            value *= 2;
        }
        if seen.re {
            value *= 2;
        }
        let grand_divisor = match rules.divisor_scope {
            DivisorScope::Everything => i32::from(rules.divisor),
            DivisorScope::RamschOnly => 1,
        };
        let mut score = [0; 3];
        score[s] = if own >= 61 {
            -(value / grand_divisor)
        } else {
            value * i32::from(rules.lost_grand_factor) / grand_divisor
        };
        let redeal_same = rules.dealer_after_grand == DealerAfterGrand::Same;
        return (score, redeal_same);
    }
    if let Some(marcher) = (0..3).find(|&i| seen.tricks[i] == 10) {
        let mut score = [0; 3];
        let factor = if rules.durchmarsch_times_pushes {
            1 << seen.pushes
        } else {
            1
        };
        let bonus_divisor = match rules.divisor_scope {
            DivisorScope::Everything => i32::from(rules.divisor),
            DivisorScope::RamschOnly => 1,
        };
        score[marcher] = -(120 * factor / bonus_divisor);
        return (score, false);
    }
    let trick_max = *seen.trick_points.iter().max().unwrap();
    let mut card_points = seen.trick_points;
    for (i, points) in card_points.iter_mut().enumerate() {
        let gets_skat = match rules.skat_to {
            SkatTo::LastTrick => seen.last_won[i] == 10,
            SkatTo::Loser => seen.trick_points[i] == trick_max,
        };
        if gets_skat {
            *points += skat_points;
        }
    }
    let most = *card_points.iter().max().unwrap();
    let tied: Vec<usize> = (0..3).filter(|&i| card_points[i] == most).collect();
    let mut amount = most << seen.pushes;
    if seen.tricks.contains(&0) {
        amount *= 2;
    }
    let divisor = u32::from(rules.divisor);
    let multiplied = amount != most;
    if rules.rounding == Rounding::NearestTenWhenMultiplied && multiplied && divisor > 1 {
        // 192 → 190, 195 → 200.
        amount = (amount + 5) / 10 * 10;
    }
    let mut score = [0; 3];
    if tied.len() == 3 {
        return match rules.all_three_tie {
            AllThreeTie::Zero => (score, false),
            AllThreeTie::Redeal => (score, true),
            AllThreeTie::Minus40 => ([(amount / divisor) as i32; 3], false),
        };
    }
    match (tied.len(), rules.tie_for_most) {
        (2, TieForMost::Share) => {
            for &i in &tied {
                score[i] = (amount / 2 / divisor) as i32;
            }
        }
        (2, TieForMost::LastTrickLoses) => {
            let loser = *tied.iter().max_by_key(|&&i| seen.last_won[i]).unwrap();
            score[loser] = (amount / divisor) as i32;
        }
        _ => {
            for &i in &tied {
                score[i] = (amount / divisor) as i32;
            }
        }
    }
    (score, false)
}

// ---- random rule sets and play ------------------------------------------------------------------

fn rules_from(bits: u32) -> Ruleset {
    let pick = |shift: u32, n: u32| (bits >> shift) % n;
    let mut rules = Ruleset::preset(Preset::ALL[pick(0, 2) as usize]);
    rules.grand_hand = pick(1, 4) != 0;
    rules.kontra_re = pick(3, 2) == 1;
    rules.lost_grand_factor = if pick(4, 2) == 1 { 1 } else { 2 };
    rules.dealer_after_grand =
        [DealerAfterGrand::Same, DealerAfterGrand::Next][pick(5, 2) as usize];
    rules.pickup = [PickupRule::Both, PickupRule::OneOrBoth][pick(6, 2) as usize];
    rules.jacks_in_skat = pick(7, 2) == 1;
    rules.skat_to = [SkatTo::LastTrick, SkatTo::Loser][pick(8, 2) as usize];
    rules.tie_for_most = [
        TieForMost::AllLose,
        TieForMost::LastTrickLoses,
        TieForMost::Share,
    ][pick(9, 3) as usize];
    rules.all_three_tie =
        [AllThreeTie::Zero, AllThreeTie::Minus40, AllThreeTie::Redeal][pick(12, 3) as usize];
    rules.durchmarsch_times_pushes = pick(14, 2) == 1;
    rules.divisor = if pick(15, 2) == 1 { 10 } else { 1 };
    rules.rounding = [Rounding::Floor, Rounding::NearestTenWhenMultiplied][pick(16, 2) as usize];
    rules.divisor_scope =
        [DivisorScope::RamschOnly, DivisorScope::Everything][pick(17, 2) as usize];
    rules.deals = 3;
    rules
}

/// Card names in a JSON value (strings that parse as cards).
fn cards_in(value: &Value, out: &mut CardSet) {
    match value {
        Value::String(s) => {
            if let Ok(card) = s.parse::<Card>() {
                out.insert(card);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| cards_in(v, out)),
        Value::Object(map) => map.values().for_each(|v| cards_in(v, out)),
        _ => {}
    }
}

/// A random action that may or may not be legal (to test rejection).
fn random_action(game: &Match, rng: &mut Xoshiro256StarStar) -> (Seat, Action) {
    let seat = Seat(rng.below(3) as u8);
    let hand = game.deal().map_or(CardSet::EMPTY, |d| d.hand(seat));
    let any_card = Card::from_index(rng.below(32) as u8);
    let own_card = hand
        .nth(rng.below(u64::from(hand.len().max(1))) as u32)
        .unwrap_or(any_card);
    let action = match rng.below(10) {
        0 => Action::GrandHand,
        1 => Action::Pass,
        2 => Action::Kontra,
        3 => Action::Re,
        4 => Action::PickUpBoth,
        5 => Action::PickUpOne {
            slot: rng.below(3) as u8,
        },
        6 => Action::Push,
        7 => {
            let mut cards = CardSet::single(own_card);
            cards.insert(any_card);
            Action::Discard { cards }
        }
        8 => Action::Play { card: any_card },
        _ => Action::Play { card: own_card },
    };
    (seat, action)
}

fn check_match(bits: u32, seed: u64, policy_seed: u64) {
    let rules = rules_from(bits);
    let mut game = Match::new(Setup::new(
        rules,
        vec!["Ann".into(), "Ben".into(), "Cem".into()],
        seed,
    ))
    .unwrap();
    let mut rng = Xoshiro256StarStar::from_seed(policy_seed);
    let mut seen = Observed::default();
    let mut deals_scored = 0;
    let mut steps = 0;
    while let Some(to_act) = game.to_act() {
        steps += 1;
        assert!(steps < 1000, "a match of 3 deals ends");
        let deal = game.deal().unwrap().clone();

        // Every card is in exactly one place; the skat holds 2 unless a player holds picked-up cards.
        let (_, trick) = deal.current_trick();
        let mut places: Vec<CardSet> = (0..3).map(|i| deal.hand(Seat(i))).collect();
        places.extend(deal.won());
        places.push(deal.skat());
        places.push(trick.iter().copied().collect());
        let total: u32 = places.iter().map(|s| s.len()).sum();
        let union = places.iter().fold(CardSet::EMPTY, |a, &b| a.union(b));
        assert_eq!((total, union), (32, CardSet::FULL));
        match deal.phase() {
            Phase::SkatRound { pending, .. } => {
                assert_eq!(deal.skat().len() + u32::from(pending), 2)
            }
            _ => assert_eq!(deal.skat().len(), 2),
        }

        // Views leak nothing: a seat sees its hand, played cards and its own skat handling. (The
        // score sheet of finished deals is left out: every card of a finished deal is public.)
        let played: CardSet = seen.played.iter().map(|&(_, c)| c).collect();
        for viewer in 0..3 {
            let view = game.view(Seat(viewer));
            let mut json = serde_json::to_value(&view).unwrap();
            json["public"]["sheet"] = Value::Null;
            let mut shown = CardSet::EMPTY;
            cards_in(&json, &mut shown);
            let allowed = played
                .union(view.hand)
                .union(view.picked_up)
                .union(view.discarded);
            assert!(
                shown.is_subset(allowed),
                "seat {viewer} sees {}",
                shown.difference(allowed)
            );
            assert_eq!(view.hand, deal.hand(Seat(viewer)));
        }
        let mut json = serde_json::to_value(game.public_view().public).unwrap();
        json["sheet"] = Value::Null;
        let mut shown = CardSet::EMPTY;
        cards_in(&json, &mut shown);
        assert!(shown.is_subset(played));

        // Every legal action applies; random other actions are rejected without any change.
        let legal = game.legal_actions(to_act);
        assert!(!legal.is_empty());
        for &action in legal.iter() {
            let mut copy = game.clone();
            copy.apply(to_act, action)
                .expect("a listed action is legal");
        }
        for _ in 0..4 {
            let (seat, action) = random_action(&game, &mut rng);
            if game.legal_actions(seat).contains(&action) {
                continue;
            }
            let before = game.clone();
            assert!(
                game.apply(seat, action).is_err(),
                "{seat} {action} should be illegal"
            );
            assert_eq!(game, before);
        }

        // A record written mid-match replays to the same match.
        if rng.below(8) == 0 {
            assert_eq!(Match::from_record(&game.to_record()).unwrap(), game);
        }

        // Pick: pass mostly, Kontra/Re sometimes, otherwise uniformly.
        let action = if legal.contains(&Action::GrandHand) {
            if rng.below(6) == 0 {
                Action::GrandHand
            } else {
                Action::Pass
            }
        } else {
            legal[rng.below(legal.len() as u64) as usize]
        };
        if action == Action::GrandHand {
            seen.soloist = Some(to_act);
            seen.soloist_cards = deal.hand(to_act).union(deal.skat());
        }
        let events = game.apply(to_act, action).unwrap();
        for event in events.iter() {
            match *event {
                Event::Pushed { .. } => seen.pushes += 1,
                Event::Kontra { .. } => seen.kontra = true,
                Event::Re { .. } => seen.re = true,
                Event::CardPlayed { seat, card } => seen.played.push((seat, card)),
                Event::TrickWon { seat, number, .. } => {
                    let trick = &seen.played[seen.played.len() - 3..];
                    let lead = trick[0].1;
                    let (winner, _) = *trick.iter().max_by_key(|&&(_, c)| power(c, lead)).unwrap();
                    assert_eq!(seat, winner);
                    let w = seat.index();
                    seen.trick_points[w] += trick.iter().map(|&(_, c)| points_of(c)).sum::<u32>();
                    seen.tricks[w] += 1;
                    seen.last_won[w] = u32::from(number);
                }
                Event::SkatRevealed { cards } => seen.skat = cards,
                Event::DealEnded { score } => {
                    let skat_points: u32 = seen.skat.iter().map(points_of).sum();
                    assert_eq!(seen.trick_points.iter().sum::<u32>() + skat_points, 120);
                    let (expected, _) = expected_score(&rules, &seen);
                    assert_eq!(score, expected, "rules {rules:?}");
                    deals_scored += 1;
                    seen = Observed::default();
                }
                _ => {}
            }
        }
        // Kontra is never awaited: offer it now and then when it is possible.
        for seat in 0..3 {
            if game.legal_actions(Seat(seat)).contains(&Action::Kontra) && rng.below(4) == 0 {
                game.apply(Seat(seat), Action::Kontra).unwrap();
                seen.kontra = true;
            }
            if game.legal_actions(Seat(seat)).contains(&Action::Re) && rng.below(2) == 0 {
                game.apply(Seat(seat), Action::Re).unwrap();
                seen.re = true;
            }
        }
    }
    assert!(game.is_finished());
    assert_eq!(deals_scored, game.sheet().rows.len());
    let totals: [i32; 3] = std::array::from_fn(|i| {
        game.sheet()
            .rows
            .iter()
            .map(|row| row.result.score[i])
            .sum()
    });
    assert_eq!(game.totals(), totals);
    // Record → replay → the same match.
    let replayed = Match::from_record(&game.to_record()).unwrap();
    assert_eq!(replayed, game);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn random_matches_keep_every_invariant(bits in any::<u32>(), seed in any::<u64>(), policy in any::<u64>()) {
        check_match(bits, seed, policy);
    }

    #[test]
    fn a_jack_is_never_offered_as_a_discard_unless_allowed(seed in any::<u64>(), jacks in any::<bool>()) {
        let mut rules = Ruleset::preset(Preset::Schieberamsch);
        rules.jacks_in_skat = jacks;
        rules.grand_hand = false;
        let mut game = Match::new(Setup::new(rules, vec!["Ann".into(), "Ben".into(), "Cem".into()], seed)).unwrap();
        game.apply(Seat(0), Action::PickUpBoth).unwrap();
        let discards = game.legal_actions(Seat(0));
        let hand = game.deal().unwrap().hand(Seat(0));
        let non_jacks = hand.iter().filter(|&c| c.rank() != Rank::Jack).count();
        let offered_jack = discards.iter().any(|a| matches!(a, Action::Discard { cards } if cards.iter().any(|c| c.rank() == Rank::Jack)));
        prop_assert_eq!(offered_jack, jacks && non_jacks < 12);
        let n = if jacks { 12 } else { non_jacks };
        prop_assert_eq!(discards.len(), n * (n - 1) / 2);
    }
}
