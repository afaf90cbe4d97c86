//! Random Schieberamsch deals played to the end: deal from a seed, Grand Hand offer, skat round
//! (pick up and discard, or push) and 30 card plays, each action chosen uniformly from
//! `legal_actions`. Goal (issue 4): 300,000 deals/s native on one core.
//!
//! Run: `cargo bench --bench ramsch_deals`; criterion reports elements (deals) per second.

//! Native only: criterion is not a wasm32 dependency, so on wasm32 this is an empty program.

#![cfg_attr(target_arch = "wasm32", allow(dead_code, unused_imports))]

#[cfg(not(target_arch = "wasm32"))]
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use schraem_engine::ramsch::{Action, DealCards, DealState, Preset, Ruleset};
use schraem_engine::{Seat, Xoshiro256StarStar};
use std::hint::black_box;

const DEALS_PER_BATCH: u64 = 1_000;

/// A random index below `n` by multiply-shift, without `below`'s exact rejection step: the
/// policy's dice are not what is measured, and a bias of n / 2^64 does not matter here.
fn pick(rng: &mut Xoshiro256StarStar, n: usize) -> usize {
    ((u128::from(rng.next_word()) * n as u128) >> 64) as usize
}

/// Plays one deal with uniformly random legal actions; `grand_every` > 0 lets a player announce
/// a Grand Hand with probability 1/`grand_every` instead of always passing.
fn play_deal(rules: Ruleset, number: u64, rng: &mut Xoshiro256StarStar, grand_every: u64) -> i32 {
    let dealer = Seat((number % 3) as u8);
    let mut deal = DealState::new(rules, dealer, DealCards::seeded(0x5EED, number, dealer));
    while let Some(seat) = deal.to_act() {
        let actions = deal.legal_actions(seat);
        let action = if actions.contains(&Action::GrandHand) {
            if grand_every > 0 && pick(rng, grand_every as usize) == 0 {
                Action::GrandHand
            } else {
                Action::Pass
            }
        } else {
            actions[pick(rng, actions.len())]
        };
        deal.apply(seat, action).expect("a legal action applies");
    }
    deal.result().map_or(0, |r| r.score[0])
}

#[cfg(not(target_arch = "wasm32"))]
fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("ramsch_deals");
    group.throughput(Throughput::Elements(DEALS_PER_BATCH));
    for (name, preset, grand_every) in [
        ("schieberamsch_ramsch_only", Preset::Schieberamsch, 0),
        ("schieberamsch_fr_with_grand", Preset::SchieberamschFr, 10),
    ] {
        let rules = Ruleset::preset(preset);
        let mut next = 0u64;
        group.bench_function(name, |b| {
            b.iter_batched(
                || {
                    next += DEALS_PER_BATCH;
                    next
                },
                |first| {
                    let mut rng = Xoshiro256StarStar::from_seed(first);
                    let mut sum = 0i64;
                    for number in first..first + DEALS_PER_BATCH {
                        sum += i64::from(play_deal(rules, number, &mut rng, grand_every));
                    }
                    black_box(sum)
                },
                BatchSize::SmallInput,
            );
        });
    }
    group.finish();
}

#[cfg(not(target_arch = "wasm32"))]
criterion_group!(benches, bench);
#[cfg(not(target_arch = "wasm32"))]
criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
