//! `schraem regret`: where a Schieberamsch bot's card play loses against the truth. The bot plays
//! with medium and easy in every rotation; at each of its card plays with a choice, every legal
//! card is scored **on the real deal** by rollouts (common random numbers), as the all-seeing
//! cheat would score it, and the best card's value minus the chosen card's is added to the cell
//! of that trick and position. The rollouts' own play makes the sum larger than what a deal
//! really costs; the cheat's own choices measured the same way give the method's noise floor.
//! docs/bots.md (*Where the Schieberamsch gap lies*) has a run.

use crate::ai::{Bot, BotGame, Budget, CheatBot, Level, Peek, SystemClock};
use crate::engine::ramsch::{Action, Match, PhaseView, Preset, Ruleset};
use crate::engine::rng::Xoshiro256StarStar;
use crate::engine::{Game, Seat, Setup};
use std::process::ExitCode;

const HELP: &str = "usage: schraem regret [--preset ID] [--seat hard|cheatplay] [--seeds N]
                      [--samples K] [--rollouts R]

  --preset    schieberamsch (default) or schieberamsch_fr
  --seat      the bot measured, with medium and easy (default hard)
  --seeds     deal seeds, each played in every rotation (default 40)
  --samples   sampled deals per decision of the measured bot (default 300)
  --rollouts  rollouts per legal card on the real deal (default 400)";

/// Tricks a Schieberamsch deal has.
const TRICKS: usize = 10;

struct Args {
    preset: Preset,
    cheat: bool,
    seeds: u64,
    samples: u32,
    rollouts: u32,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        preset: Preset::Schieberamsch,
        cheat: false,
        seeds: 40,
        samples: 300,
        rollouts: 400,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        let number = |v: &String| {
            v.parse::<u32>()
                .map_err(|_| format!("{flag}: not a number: {v}"))
        };
        match flag.as_str() {
            "--preset" => {
                let v = value()?;
                a.preset = Preset::ALL
                    .into_iter()
                    .find(|p| p.id() == v)
                    .ok_or(format!("unknown Schieberamsch preset: {v}"))?;
            }
            "--seat" => {
                a.cheat = match value()?.as_str() {
                    "hard" => false,
                    "cheatplay" => true,
                    other => return Err(format!("--seat: hard or cheatplay, not {other}")),
                };
            }
            "--seeds" => a.seeds = u64::from(number(value()?)?.max(1)),
            "--samples" => a.samples = number(value()?)?.max(1),
            "--rollouts" => a.rollouts = number(value()?)?.max(1),
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown option: {other}")),
        }
    }
    Ok(a)
}

/// Regret summed per cell: `[trick][position in the trick]`, with the number of decisions.
#[derive(Default)]
struct Regret {
    sum: [[f64; 3]; TRICKS],
    count: [[u32; 3]; TRICKS],
    deals: u32,
}

pub fn run(args: &[String]) -> ExitCode {
    let a = match parse(args) {
        Ok(a) => a,
        Err(e) if e.is_empty() => {
            println!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("{e}\n{HELP}");
            return ExitCode::from(2);
        }
    };
    let mut regret = Regret::default();
    for seed in 1..=a.seeds {
        for rotation in 0..3u8 {
            if let Err(e) = play(&a, seed, rotation, &mut regret) {
                eprintln!("seed {seed}: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    print(&a, &regret);
    ExitCode::SUCCESS
}

/// One match: the measured bot at seat `rotation`, then medium, then easy.
fn play(a: &Args, seed: u64, rotation: u8, regret: &mut Regret) -> Result<(), String> {
    let rules = Ruleset::preset(a.preset);
    let clock = SystemClock::new();
    let budget = Budget::Samples(a.samples);
    let names = (0..3).map(|s| format!("seat{s}")).collect();
    let mut m = <Match as Game>::new(Setup::new(rules, names, seed)).map_err(|e| e.to_string())?;
    let me = Seat(rotation);
    let bot_seed = |s: u8| seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(s);
    let mut bots: Vec<Bot<Match>> = (0..3u8)
        .map(|s| {
            let level = match (s + 3 - rotation) % 3 {
                0 => Level::Hard,
                1 => Level::Medium,
                _ => Level::Easy,
            };
            Bot::new(level, bot_seed(s), rules).with_budget(budget)
        })
        .collect();
    let mut cheat = CheatBot::<Match>::new(bot_seed(me.0), rules, budget).peeking(Peek::CardPlay);
    let mut rng = Xoshiro256StarStar::from_seed(bot_seed(7));
    for _ in 0..100_000 {
        if Game::is_finished(&m) {
            return Ok(());
        }
        let awaited = Game::to_act(&m).ok_or("nobody to act")?;
        // Kontra and Re out of turn first, as at the arena's tables.
        let mut choice = None;
        for k in 1..3u8 {
            let s = Seat((awaited.0 + k) % 3);
            let legal = Game::legal_actions(&m, s);
            if !legal.is_empty() {
                let view = Game::view_for(&m, Some(s));
                if let Some(action) = bots[s.index()].decide(&view, &legal, &clock, f64::INFINITY) {
                    choice = Some((s, action));
                    break;
                }
            }
        }
        let (seat, action) = match choice {
            Some(c) => c,
            None if awaited == me && a.cheat => (
                me,
                cheat
                    .decide(&m, me, &clock)
                    .ok_or("the cheat did nothing")?,
            ),
            None => {
                let view = Game::view_for(&m, Some(awaited));
                let legal = Game::legal_actions(&m, awaited);
                let action = bots[awaited.index()]
                    .decide(&view, &legal, &clock, f64::INFINITY)
                    .ok_or("the awaited bot did nothing")?;
                (awaited, action)
            }
        };
        if seat == me {
            measure(&m, me, action, a.rollouts, &mut rng, regret);
        }
        let deals = m.deals_counted();
        Game::apply(&mut m, seat, action).map_err(|e| e.to_string())?;
        if m.deals_counted() != deals {
            regret.deals += 1;
        }
    }
    Err("the match does not end".into())
}

/// Adds the regret of `chosen` when it is a Ramsch card play with a choice.
fn measure(
    m: &Match,
    me: Seat,
    chosen: Action,
    rollouts: u32,
    rng: &mut Xoshiro256StarStar,
    regret: &mut Regret,
) {
    let view = Game::view_for(m, Some(me));
    let p = &view.public;
    if p.phase != PhaseView::Play || p.soloist.is_some() || !matches!(chosen, Action::Play { .. }) {
        return;
    }
    let plays: Vec<Action> = Game::legal_actions(m, me)
        .iter()
        .copied()
        .filter(|x| matches!(x, Action::Play { .. }))
        .collect();
    let (Some(truth), true) = (m.truth(), plays.len() > 1) else {
        return;
    };
    let mut sums = vec![0.0; plays.len()];
    for _ in 0..rollouts {
        let base = rng.next_word();
        for (sum, play) in sums.iter_mut().zip(&plays) {
            let mut r = Xoshiro256StarStar::from_seed(base);
            *sum += Match::evaluate(&truth, me, Some(*play), &mut r);
        }
    }
    let Some(mine) = plays.iter().position(|x| *x == chosen) else {
        return;
    };
    let best = sums.iter().copied().fold(f64::MIN, f64::max);
    let trick = p.tricks.iter().filter(|t| t.winner.is_some()).count();
    let position = p
        .tricks
        .last()
        .filter(|t| t.winner.is_none())
        .map_or(0, |t| t.cards.len());
    if trick < TRICKS && position < 3 {
        regret.sum[trick][position] += (best - sums[mine]) / f64::from(rollouts);
        regret.count[trick][position] += 1;
    }
}

fn print(a: &Args, r: &Regret) {
    let deals = f64::from(r.deals.max(1));
    println!(
        "preset {} | measured {} with medium and easy | {} deals ({} seeds, every rotation) | {} samples, {} rollouts per card",
        a.preset.id(),
        if a.cheat { "cheatplay" } else { "hard" },
        r.deals,
        a.seeds,
        a.samples,
        a.rollouts
    );
    println!("| regret per deal (decisions) | lead | second | third |");
    println!("|---|---|---|---|");
    let mut total = 0.0;
    for (t, (sum, count)) in r.sum.iter().zip(&r.count).enumerate() {
        let cell = |i: usize| format!("{:.2} ({})", sum[i] / deals, count[i]);
        println!(
            "| trick {} | {} | {} | {} |",
            t + 1,
            cell(0),
            cell(1),
            cell(2)
        );
        total += sum.iter().sum::<f64>();
    }
    println!("| **all** | {:.2} per deal | | |", total / deals);
}
