//! `schraem arena`: bots against bots on duplicate deals. For every deal seed the line-up is
//! rotated through every seat (each bot plays the same cards from every seat: common random
//! numbers), and each bot's win rate, marks lost per game (Siebenschräm) or penalty per deal
//! (Schieberamsch) are printed with 95 % confidence intervals, with decision-time percentiles.

use crate::ai::{ramsch, schraem, Budget, Clock, Level, SystemClock, Tally};
use crate::engine::seat::Seat;
use crate::engine::{ramsch as rm, schraem as sm, GameKind};
use std::collections::BTreeMap;
use std::process::ExitCode;

const HELP: &str = "usage: schraem arena [--game schraem|ramsch] [--preset ID] --seats A,B,C[,D...]
                     [--matches N] [--seed S] [--budget-ms X | --samples K]

  --seats      one bot per seat: random, easy, medium, hard or cheat (cheat sees all hands)
  --preset     a Siebenschräm or Schieberamsch preset (default rhineland / schieberamsch)
  --matches    games to play in all (Siebenschräm: one elimination game each; Schieberamsch:
               one match of the preset's deals); rounded up to a multiple of the seat count,
               because every deal seed is played once per rotation of the line-up (default 200)
  --seed       first deal seed (default 1)
  --budget-ms  search time per decision of hard and cheat (default 120)
  --samples    sampled deals per decision of hard and cheat instead of a time budget";

/// Parsed arguments.
struct Args {
    kind: GameKind,
    preset: String,
    seats: Vec<String>,
    matches: u64,
    seed: u64,
    budget: Budget,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut game = None;
    let mut preset = None;
    let mut seats = None;
    let mut matches = 200;
    let mut seed = 1;
    let mut budget = Budget::Millis(120.0);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().cloned().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--game" => game = Some(value()?),
            "--preset" => preset = Some(value()?),
            "--seats" => seats = Some(value()?),
            "--matches" => matches = value()?.parse().map_err(|e| format!("--matches: {e}"))?,
            "--seed" => seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--budget-ms" => {
                budget = Budget::Millis(value()?.parse().map_err(|e| format!("--budget-ms: {e}"))?);
            }
            "--samples" => {
                budget = Budget::Samples(value()?.parse().map_err(|e| format!("--samples: {e}"))?);
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    let kind = match game.as_deref() {
        Some("schraem") | None => GameKind::Siebenschraem,
        Some("ramsch") => GameKind::Schieberamsch,
        Some(other) => return Err(format!("--game: unknown game {other}")),
    };
    let kind = match preset.as_deref().and_then(GameKind::of_preset) {
        Some(k) => k,
        None if preset.is_some() => return Err("--preset: unknown preset".into()),
        None => kind,
    };
    let preset = preset.unwrap_or_else(|| match kind {
        GameKind::Siebenschraem => "rhineland".into(),
        GameKind::Schieberamsch => "schieberamsch".into(),
    });
    let seats: Vec<String> = seats
        .ok_or("--seats is required")?
        .split(',')
        .map(str::to_owned)
        .collect();
    for s in &seats {
        if s != "cheat" && Level::from_id(s).is_none() {
            return Err(format!("--seats: unknown bot {s}"));
        }
    }
    Ok(Args {
        kind,
        preset,
        seats,
        matches,
        seed,
        budget,
    })
}

/// Results of one bot label over all its seats and games.
#[derive(Default)]
struct Stats {
    wins: Tally,
    loss: Tally,
    times: Vec<f64>,
}

/// Runs the arena with the arguments after `arena`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let a = match parse(args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("schraem arena: {e}\n{HELP}");
            return ExitCode::from(2);
        }
    };
    let n = a.seats.len();
    let seeds = a.matches.div_ceil(n as u64);
    let mut stats: BTreeMap<String, Stats> = BTreeMap::new();
    let clock = SystemClock::new();
    for i in 0..seeds {
        let deal_seed = a.seed + i;
        for r in 0..n {
            // Bot j sits at seat (j + r) mod n.
            let line: Vec<String> = (0..n).map(|s| a.seats[(s + n - r) % n].clone()).collect();
            let outcome = match a.kind {
                GameKind::Siebenschraem => play_schraem(&a, &line, deal_seed, &clock),
                GameKind::Schieberamsch => play_ramsch(&a, &line, deal_seed, &clock),
            };
            let outcome = match outcome {
                Ok(o) => o,
                Err(e) => {
                    eprintln!("schraem arena: seed {deal_seed}, rotation {r}: {e}");
                    return ExitCode::FAILURE;
                }
            };
            for (s, label) in line.iter().enumerate() {
                let st = stats.entry(label.clone()).or_default();
                st.wins.add(outcome.win[s]);
                st.loss.add(outcome.loss[s]);
                st.times.extend_from_slice(&outcome.times[s]);
            }
        }
    }
    print_table(&a, seeds * n as u64, &mut stats);
    ExitCode::SUCCESS
}

fn print_table(a: &Args, games: u64, stats: &mut BTreeMap<String, Stats>) {
    let budget = match a.budget {
        Budget::Millis(ms) => format!("{ms} ms per hard/cheat decision"),
        Budget::Samples(k) => format!("{k} sampled deals per hard/cheat decision"),
    };
    println!(
        "preset {} | seats {} | {games} games on {} deal seeds from {} (every rotation) | {budget}",
        a.preset,
        a.seats.join(","),
        games / a.seats.len() as u64,
        a.seed
    );
    let metric = match a.kind {
        GameKind::Siebenschraem => "marks lost / game",
        GameKind::Schieberamsch => "penalty / deal",
    };
    println!(
        "| bot | seat-games | win rate (95% CI) | {metric} (95% CI) | decision ms p50 / p95 / p99 / max |"
    );
    println!("|---|---|---|---|---|");
    for (label, st) in stats.iter_mut() {
        st.times.sort_by(f64::total_cmp);
        let pct = |p: f64| {
            if st.times.is_empty() {
                return 0.0;
            }
            let i = ((st.times.len() - 1) as f64 * p).round() as usize;
            st.times[i]
        };
        println!(
            "| {label} | {} | {:.1}% ± {:.1} | {:.3} ± {:.3} | {:.2} / {:.2} / {:.2} / {:.2} |",
            st.wins.count(),
            100.0 * st.wins.mean(),
            100.0 * st.wins.ci95(),
            st.loss.mean(),
            st.loss.ci95(),
            pct(0.5),
            pct(0.95),
            pct(0.99),
            pct(1.0)
        );
    }
}

/// Per seat: win share (1, 0 or a split tie), loss metric and decision times.
struct Outcome {
    win: Vec<f64>,
    loss: Vec<f64>,
    times: Vec<Vec<f64>>,
}

enum SBot {
    Honest(schraem::Bot),
    Cheat(schraem::CheatBot),
}

fn play_schraem(
    a: &Args,
    line: &[String],
    seed: u64,
    clock: &SystemClock,
) -> Result<Outcome, String> {
    let preset = sm::Preset::from_id(&a.preset).ok_or("unknown preset")?;
    let mut rules = preset.ruleset();
    // One elimination game per arena game, whatever the preset's match format.
    rules.match_format = sm::MatchFormat::SingleGame;
    let n = line.len();
    let names = (0..n).map(|s| format!("seat{s}")).collect();
    let mut m = sm::Match::new(rules, names, seed).map_err(|e| e.to_string())?;
    let mut bots: Vec<SBot> = line
        .iter()
        .enumerate()
        .map(|(s, l)| {
            let bseed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ s as u64;
            match Level::from_id(l) {
                Some(level) => {
                    SBot::Honest(schraem::Bot::new(level, bseed, rules).with_budget(a.budget))
                }
                None => SBot::Cheat(schraem::CheatBot::new(bseed, rules, a.budget)),
            }
        })
        .collect();
    let budget_ms = match a.budget {
        Budget::Millis(ms) => ms,
        Budget::Samples(_) => f64::INFINITY,
    };
    let mut times = vec![Vec::new(); n];
    let mut steps = 0;
    while !m.is_finished() {
        steps += 1;
        if steps > 100_000 {
            return Err("the game does not end".into());
        }
        let awaited = m
            .to_act()
            .ok_or_else(|| m.blocked().unwrap_or("stuck").to_owned())?;
        let (s, action) = next_move(n, awaited, &mut times, clock, |s| {
            let legal = m.legal_actions(s);
            if legal.is_empty() {
                return None;
            }
            decide_s(&mut bots[s.index()], &m, s, &legal, clock, budget_ms)
        })?;
        m.apply(s, action)
            .map_err(|e| format!("seat {s:?} {action:?}: {e}"))?;
    }
    let mut loss = vec![0.0; n];
    for r in m.results() {
        for (l, lost) in loss.iter_mut().zip(&r.losses) {
            *l += f64::from(*lost);
        }
    }
    let win = (0..n)
        .map(|s| f64::from(u8::from(m.winner() == Some(Seat(s as u8)))))
        .collect();
    Ok(Outcome { win, loss, times })
}

fn decide_s(
    bot: &mut SBot,
    m: &sm::Match,
    s: Seat,
    legal: &sm::ActionList,
    clock: &dyn Clock,
    budget_ms: f64,
) -> Option<sm::Action> {
    match bot {
        SBot::Honest(b) => b.decide(&m.view(s), legal, clock, budget_ms),
        SBot::Cheat(c) => c.decide(m, s, clock),
    }
}

enum RBot {
    Honest(ramsch::Bot),
    Cheat(ramsch::CheatBot),
}

fn play_ramsch(
    a: &Args,
    line: &[String],
    seed: u64,
    clock: &SystemClock,
) -> Result<Outcome, String> {
    let preset = rm::Preset::from_id(&a.preset).ok_or("unknown preset")?;
    let rules = rm::Ruleset::preset(preset);
    if line.len() != 3 {
        return Err("Schieberamsch needs 3 seats".into());
    }
    let mut m =
        rm::Match::new(rules, &["seat0", "seat1", "seat2"], seed).map_err(|e| e.to_string())?;
    let mut bots: Vec<RBot> = line
        .iter()
        .enumerate()
        .map(|(s, l)| {
            let bseed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ s as u64;
            match Level::from_id(l) {
                Some(level) => {
                    RBot::Honest(ramsch::Bot::new(level, bseed, rules).with_budget(a.budget))
                }
                None => RBot::Cheat(ramsch::CheatBot::new(bseed, rules, a.budget)),
            }
        })
        .collect();
    let budget_ms = match a.budget {
        Budget::Millis(ms) => ms,
        Budget::Samples(_) => f64::INFINITY,
    };
    let mut times = vec![Vec::new(); 3];
    let mut steps = 0;
    while !m.is_finished() {
        steps += 1;
        if steps > 10_000 {
            return Err("the match does not end".into());
        }
        let awaited = m.to_act().ok_or("no seat to act")?;
        let (s, action) = next_move(3, awaited, &mut times, clock, |s| {
            let legal = m.legal_actions(s);
            if legal.is_empty() {
                return None;
            }
            decide_r(&mut bots[s.index()], &m, s, &legal, clock, budget_ms)
        })?;
        m.apply(s, action)
            .map_err(|e| format!("seat {s:?} {action:?}: {e}"))?;
    }
    let totals = m.totals();
    let deals = f64::from(m.deals_counted().max(1));
    let best = totals.iter().copied().min().unwrap_or(0);
    let tied = totals.iter().filter(|&&t| t == best).count() as f64;
    let win = totals
        .iter()
        .map(|&t| if t == best { 1.0 / tied } else { 0.0 })
        .collect();
    let loss = totals.iter().map(|&t| f64::from(t) / deals).collect();
    Ok(Outcome { win, loss, times })
}

fn decide_r(
    bot: &mut RBot,
    m: &rm::Match,
    s: Seat,
    legal: &rm::ActionList,
    clock: &dyn Clock,
    budget_ms: f64,
) -> Option<rm::Action> {
    match bot {
        RBot::Honest(b) => b.decide(&m.view(s), legal, clock, budget_ms),
        RBot::Cheat(c) => c.decide(m, s, clock),
    }
}

/// One move at a table of bots: every seat but the awaited one may act first (knock out of
/// turn), asked clockwise from the awaited seat; if none does, the awaited seat must, and its
/// decision time is recorded. `decide` answers `None` for "nothing now".
///
/// # Errors
/// When the awaited bot does nothing.
fn next_move<A>(
    players: usize,
    awaited: Seat,
    times: &mut [Vec<f64>],
    clock: &dyn Clock,
    mut decide: impl FnMut(Seat) -> Option<A>,
) -> Result<(Seat, A), String> {
    for k in 1..players {
        let s = Seat(((awaited.index() + k) % players) as u8);
        if let Some(action) = decide(s) {
            return Ok((s, action));
        }
    }
    let t = clock.now_ms();
    let choice = decide(awaited);
    times[awaited.index()].push(clock.now_ms() - t);
    choice
        .map(|action| (awaited, action))
        .ok_or_else(|| "the awaited bot did nothing".to_owned())
}
