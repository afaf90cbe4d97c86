//! Random Siebenschräm playouts (`rhineland`, 4 players, all on 7 marks): deal from the seeded,
//! documented shuffle, then play to the end of the hand. At each step, with probability 1/8 a
//! random seat tries to knock (sighted, or blind before the first lead) and the others answer;
//! otherwise the awaited seat takes a uniformly random action from `legal_actions` (look, hold,
//! fold, a legal card...). Goal (issue 3): 2,000,000 hands/s native on one core.
//!
//! Run: `cargo bench --bench schraem_playout`; criterion reports elements (hands) per second.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use schraem::engine::cards::{Card, CardSet};
use schraem::engine::schraem::deal::deal_seeded;
use schraem::engine::schraem::{Action, Hand, HandSetup, Preset, Ruleset};
use schraem::engine::{Seat, Xoshiro256StarStar};
use std::hint::black_box;

const HANDS_PER_BATCH: u64 = 1_000;

/// Plays hand `number` with random legal actions; returns the winner's seat.
fn play_hand(rules: &Ruleset, number: u64, rng: &mut Xoshiro256StarStar) -> u8 {
    let mut setup = HandSetup {
        players: 4,
        dealer: Seat((number % 4) as u8),
        dealt_in: 0b1111,
        lives: [7; 8],
        value: 1,
        escape: false,
        hands: [CardSet::EMPTY; 8],
        stock: [Card::from_index(0); 32],
        stock_len: 0,
    };
    deal_seeded(&mut setup, 0x5EED, number, 4);
    let (mut hand, _) = Hand::new(rules, &setup);
    while let Some(seat) = hand.to_act() {
        let r = rng.next_word();
        if r & 7 == 0 {
            let knocker = Seat(((r >> 8) & 3) as u8);
            let knock = if (r >> 16) & 1 == 0 {
                Action::Knock
            } else {
                Action::BlindKnock
            };
            if hand.apply(knocker, knock).is_ok() {
                continue;
            }
        }
        let actions = hand.legal_actions(seat);
        let action = actions[((r >> 32) % actions.len() as u64) as usize];
        hand.apply(seat, action).expect("a legal action applies");
    }
    hand.outcome().map_or(0, |o| o.winner.0)
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("schraem_playout");
    group.throughput(Throughput::Elements(HANDS_PER_BATCH));
    let rules = Ruleset::preset(Preset::Rhineland);
    let mut next = 0u64;
    group.bench_function("rhineland_4p_random_hands", |b| {
        b.iter_batched(
            || {
                next += HANDS_PER_BATCH;
                next
            },
            |first| {
                let mut rng = Xoshiro256StarStar::from_seed(first);
                let mut sum = 0u64;
                for number in first..first + HANDS_PER_BATCH {
                    sum += u64::from(play_hand(&rules, number, &mut rng));
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
