//! Bot decisions natively: one hard decision with a fixed number of sampled deals (the search's
//! throughput, samples per second) and one medium decision, for both games, at a mid-hand
//! position reached by medium bots.
//!
//! Run: `cargo bench --bench bots`.

//! Native only: criterion is not a wasm32 dependency, so on wasm32 this is an empty program.

#![cfg_attr(target_arch = "wasm32", allow(dead_code, unused_imports))]

#[cfg(not(target_arch = "wasm32"))]
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use schraem::ai::{Bot, Budget, Level, StepClock};
use schraem::engine::ramsch as rm;
use schraem::engine::schraem as sm;
use schraem::engine::{Seat, Setup};
use std::hint::black_box;

const SAMPLES: u32 = 200;

/// A rhineland match after the first trick of its first hand, every seat having looked.
fn schraem_position() -> sm::Match {
    let rules = sm::Preset::Rhineland.ruleset();
    let names = (0..4).map(|i| format!("P{i}")).collect();
    let mut m = sm::Match::new(Setup::new(rules, names, 3)).unwrap();
    let clock = StepClock::new(0.0);
    let mut bot = Bot::<sm::Match>::new(Level::Medium, 1, rules);
    while m.hand().is_some_and(|h| h.tricks_done() < 1) {
        let s = m.to_act().unwrap();
        let a = bot
            .decide(&m.view(s), &m.legal_actions(s), &clock, 0.0)
            .unwrap();
        m.apply(s, a).unwrap();
    }
    m
}

/// A Schieberamsch match after the skat round and two tricks.
fn ramsch_position() -> rm::Match {
    let rules = rm::Ruleset::preset(rm::Preset::Schieberamsch);
    let names = vec!["A".into(), "B".into(), "C".into()];
    let mut m = rm::Match::new(Setup::new(rules, names, 3)).unwrap();
    let clock = StepClock::new(0.0);
    let mut bot = Bot::<rm::Match>::new(Level::Medium, 1, rules);
    while m.deal().is_some_and(|d| d.tricks_done() < 2) {
        let s = m.to_act().unwrap();
        let a = bot
            .decide(&m.view(s), &m.legal_actions(s), &clock, 0.0)
            .unwrap();
        m.apply(s, a).unwrap();
    }
    m
}

#[cfg(not(target_arch = "wasm32"))]
fn bench(c: &mut Criterion) {
    let clock = StepClock::new(0.0);
    let sm_match = schraem_position();
    let s = sm_match.to_act().unwrap_or(Seat(0));
    let (view, legal) = (sm_match.view(s), sm_match.legal_actions(s));
    let rules = *sm_match.ruleset();
    let mut group = c.benchmark_group("siebenschraem");
    group.throughput(Throughput::Elements(u64::from(SAMPLES)));
    group.bench_function("hard_decision_200_samples", |b| {
        b.iter(|| {
            let mut bot =
                Bot::<sm::Match>::new(Level::Hard, 7, rules).with_budget(Budget::Samples(SAMPLES));
            black_box(bot.decide(&view, &legal, &clock, f64::INFINITY))
        });
    });
    group.throughput(Throughput::Elements(1));
    group.bench_function("medium_decision", |b| {
        b.iter(|| {
            let mut bot = Bot::<sm::Match>::new(Level::Medium, 7, rules);
            black_box(bot.decide(&view, &legal, &clock, 0.0))
        });
    });
    group.finish();

    let rm_match = ramsch_position();
    let s = rm_match.to_act().unwrap_or(Seat(0));
    let (view, legal) = (rm_match.view(s), rm_match.legal_actions(s));
    let rules = *rm_match.rules();
    let mut group = c.benchmark_group("schieberamsch");
    group.throughput(Throughput::Elements(u64::from(SAMPLES)));
    group.bench_function("hard_decision_200_samples", |b| {
        b.iter(|| {
            let mut bot =
                Bot::<rm::Match>::new(Level::Hard, 7, rules).with_budget(Budget::Samples(SAMPLES));
            black_box(bot.decide(&view, &legal, &clock, f64::INFINITY))
        });
    });
    group.throughput(Throughput::Elements(1));
    group.bench_function("medium_decision", |b| {
        b.iter(|| {
            let mut bot = Bot::<rm::Match>::new(Level::Medium, 7, rules);
            black_box(bot.decide(&view, &legal, &clock, 0.0))
        });
    });
    group.finish();
}

#[cfg(not(target_arch = "wasm32"))]
criterion_group!(benches, bench);
#[cfg(not(target_arch = "wasm32"))]
criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
