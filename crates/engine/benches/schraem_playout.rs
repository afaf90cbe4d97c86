//! Random Siebenschräm playouts (`rhineland`, 4 players, all on 7 marks): deal from the seeded,
//! documented shuffle, then play to the end of the hand through the public `Hand` API
//! (`to_act`, `legal_actions`, `apply_into`, every action validated). At each step, with
//! probability 1/8 a random seat tries to knock (sighted, or blind before the first lead); then
//! the awaited seat acts:
//! * `rhineland_4p_playouts` (the headline figure): a random card of `playable_cards`, or in
//!   an answer round hold (3/4) or fold (1/4);
//! * `rhineland_4p_uniform_actions`: a uniformly random action of `legal_actions`, looks and
//!   knocks included (many more knock rounds per hand);
//! * `rhineland_4p_deal_only`: the deal alone, for comparison.
//!
//! Goal (issue 3): 2,000,000 hands/s native on one core.
//!
//! Run: `cargo bench --bench schraem_playout`; criterion reports elements (hands) per second.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use schraem_engine::cards::{Card, CardSet};
use schraem_engine::schraem::dealing::deal_seeded;
use schraem_engine::schraem::{Action, Events, Hand, HandSetup, Phase, Preset, Ruleset};
use schraem_engine::{Seat, SeatSet, Xoshiro256StarStar};
use std::hint::black_box;

const HANDS_PER_BATCH: u64 = 1_000;

/// A fresh 4-player hand on 7 marks each, dealer rotating.
fn setup_for(number: u64) -> HandSetup {
    HandSetup {
        players: 4,
        dealer: Seat((number % 4) as u8),
        dealt_in: SeatSet::all(4),
        lives: [7; 8],
        value: 1,
        escape: false,
        hands: [CardSet::EMPTY; 8],
        stock: [Card::from_index(0); 32],
        stock_len: 0,
    }
}

/// Plays hand `number` with random legal actions; returns the winner's seat.
fn play_hand(
    rules: &Ruleset,
    number: u64,
    rng: &mut Xoshiro256StarStar,
    events: &mut Events,
    uniform: bool,
) -> u8 {
    let mut setup = setup_for(number);
    deal_seeded(&mut setup, 0x5EED, number, 4);
    let mut hand = Hand::start(rules, &setup, events);
    while let Some(seat) = hand.to_act() {
        let r = rng.next_word();
        if r & 7 == 0 {
            let knocker = Seat(((r >> 8) & 3) as u8);
            let knock = if (r >> 16) & 1 == 0 {
                Action::Knock
            } else {
                Action::BlindKnock
            };
            if hand.apply_into(knocker, knock, events).is_ok() {
                continue;
            }
        }
        let action = if uniform {
            let actions = hand.legal_actions(seat);
            // Multiply-shift instead of a division: uniform enough for random play.
            actions[(((r >> 32) * actions.len() as u64) >> 32) as usize]
        } else {
            // Plays and answers only (knocks come from the side attempts above), picked the way
            // a playout bot does: a random card of `playable_cards`, a random answer, or the
            // forced blind knock.
            let cards = hand.playable_cards(seat);
            if !cards.is_empty() {
                let k = ((r >> 32) * u64::from(cards.len())) >> 32;
                Action::Play(cards.nth(k as u32).expect("k < len"))
            } else if matches!(hand.phase(), Phase::Answer { .. }) {
                if (r >> 40) & 3 == 0 {
                    Action::Fold
                } else {
                    Action::Hold
                }
            } else {
                Action::BlindKnock
            }
        };
        hand.apply_into(seat, action, events)
            .expect("a legal action applies");
    }
    hand.outcome().map_or(0, |o| o.deals_next.0)
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("schraem_playout");
    group.throughput(Throughput::Elements(HANDS_PER_BATCH));
    let rules = Ruleset::preset(Preset::Rhineland);
    let mut next = 0u64;
    for (name, uniform) in [
        ("rhineland_4p_playouts", false),
        ("rhineland_4p_uniform_actions", true),
    ] {
        group.bench_function(name, |b| {
            b.iter_batched(
                || {
                    next += HANDS_PER_BATCH;
                    next
                },
                |first| {
                    let mut rng = Xoshiro256StarStar::from_seed(first);
                    let mut events = Events::default();
                    let mut sum = 0u64;
                    for number in first..first + HANDS_PER_BATCH {
                        sum += u64::from(play_hand(&rules, number, &mut rng, &mut events, uniform));
                    }
                    black_box(sum)
                },
                BatchSize::SmallInput,
            );
        });
    }
    // For comparison: the deal alone (shuffle + packets + Hand::start), no play.
    group.bench_function("rhineland_4p_deal_only", |b| {
        b.iter_batched(
            || {
                next += HANDS_PER_BATCH;
                next
            },
            |first| {
                let mut events = Events::default();
                let mut sum = 0u64;
                for number in first..first + HANDS_PER_BATCH {
                    let mut setup = setup_for(number);
                    deal_seeded(&mut setup, 0x5EED, number, 4);
                    let hand = Hand::start(&rules, &setup, &mut events);
                    sum += u64::from(hand.cards(Seat(0)).bits() & 1);
                }
                black_box(sum)
            },
            BatchSize::SmallInput,
        );
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
