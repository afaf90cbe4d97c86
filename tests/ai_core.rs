//! The shared bot core: the samplers' self-check (as OpenSpiel checks its resamplers): every
//! world a hard bot samples, seen from its own seat, is exactly the world its view shows — on
//! every preset of both games, at many points of random matches. Nothing hidden leaks in either:
//! the sampler is given the view only.
#![cfg(not(target_arch = "wasm32"))]

use schraem::ai::BotGame;
use schraem::engine::{ramsch, schraem as sm, Game, Seat, Setup, Xoshiro256StarStar};

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// Plays random legal actions; at every `every`-th step, samples worlds for the awaited seat and
/// checks each with `consistent`. Returns how many samples were checked.
fn check_samples<G: BotGame>(
    mut game: G,
    seed: u64,
    every: usize,
    consistent: impl Fn(&G::Sim, &G::View) -> bool,
) -> usize {
    let mut rng = Xoshiro256StarStar::from_seed(seed);
    let mut checked = 0;
    for step in 0..400 {
        if game.is_finished() {
            break;
        }
        let Some(seat) = game.to_act() else { break };
        if step % every == 0 {
            let view = game.view_for(Some(seat));
            if let Some(frame) = G::frame(&view, game.rules()) {
                for _ in 0..8 {
                    if let Some((sim, weight)) = G::sample(&frame, &mut rng) {
                        assert!(consistent(&sim, &view), "step {step}: {view:?}");
                        assert!(
                            weight > 0.0 && weight <= 1.0,
                            "step {step}: weight {weight}"
                        );
                        checked += 1;
                    }
                }
            }
        }
        let legal = game.legal_actions(seat);
        let action = legal[rng.below(legal.len() as u64) as usize];
        game.apply(seat, action).unwrap();
    }
    checked
}

#[test]
fn siebenschraem_samples_look_like_the_view_on_every_preset() {
    let mut total = 0;
    for preset in sm::Preset::ALL {
        for seed in 0..6u64 {
            let (lo, hi) = preset.players_range();
            let n = usize::from(lo + (seed as u8 % (hi - lo + 1)));
            let mut rules = sm::Ruleset::preset(preset);
            rules.match_format = sm::MatchFormat::SingleGame;
            if preset == sm::Preset::DedenbachNewcomer {
                rules.match_format = sm::MatchFormat::TwoHalvesPlayoff;
            }
            let m = sm::Match::new(Setup::new(rules, names(n), seed)).unwrap();
            total += check_samples(m, seed, 3, schraem::ai::schraem::consistent);
        }
    }
    assert!(total > 1_000, "{total} samples checked");
}

#[test]
fn schieberamsch_samples_look_like_the_view_on_every_preset() {
    let mut total = 0;
    for preset in ramsch::Preset::ALL {
        for seed in 0..6u64 {
            let mut rules = ramsch::Ruleset::preset(preset);
            rules.deals = 3;
            let m = ramsch::Match::new(Setup::new(rules, names(3), seed)).unwrap();
            total += check_samples(m, seed, 2, schraem::ai::ramsch::consistent);
        }
    }
    assert!(total > 500, "{total} samples checked");
}

#[test]
fn a_seat_never_gets_another_seats_view() {
    let m = sm::Match::new(Setup::new(sm::Ruleset::rhineland(), names(4), 3)).unwrap();
    for s in 0..4u8 {
        assert_eq!(m.view(Seat(s)).seat, Some(Seat(s)));
    }
    assert_eq!(Game::view_for(&m, None).seat, None);
}
