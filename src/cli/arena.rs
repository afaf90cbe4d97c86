//! `schraem arena`: bots against bots on duplicate deals, written once for every game. For every
//! deal seed the line-up is rotated through every seat (each bot plays the same cards from every
//! seat: common random numbers). Each preset is scored by what its players play for: winning an
//! elimination game or a Schieberamsch match, *not losing* where a game names a loser
//! (`first_out_loses`, Tuppen, Dedenbach). The table prints each bot's objective with its fair
//! share, a secondary figure (marks lost, Sebbe's marks at the end, penalty per deal), decision
//! times, and the paired difference between every two bots on the same deal seeds.

use super::arena_seats::{step, Player, ViewSeat};
use super::arena_stats::{paired_rows, print_paired, Row};
use super::best_response::BestResponse;
use crate::ai::schraem::Exploit;
use crate::ai::{Bot, BotGame, Budget, CheatBot, Level, Peek, SystemClock, Tally};
use crate::engine::{Game, GameKind, PresetId, Seat, Setup};
use std::collections::BTreeMap;
use std::process::ExitCode;

const HELP: &str = "usage: schraem arena [--preset ID] --seats A,B,C[,D...]
                     [--matches N] [--seed S] [--budget-ms X | --samples K]

  --seats      one bot per seat: random, easy, medium, hard or cheat (cheat sees all hands;
               cheatplay, Schieberamsch only, sees them only when it plays a card and else
               decides as hard; cheatlead, Schieberamsch only, only when it leads one of
               the first five tricks); Siebenschräm also seats exploiters, fixed habits
               that play their cards like medium: knockall (knocks whenever it may),
               blind (knocks blind whenever it may), neverfold (holds every knock),
               foldall (folds to every knock), sureknock (knocks only with a last
               trick sure in every deal it can imagine), bluffP (knocks at P % of its
               turns, e.g. bluff30), and bestresponse: plays its cards as hard does and
               decides each knock and answer by playing the hand on with copies of the
               table's bots on the real deal (its other seats: levels or cheat)
  --preset     any preset of either game (default rhineland)
  --matches    games to play in all (Siebenschräm: one game of the preset, Dedenbach newcomers
               both halves and the play-off; Schieberamsch: one match of the preset's deals);
               rounded up to a multiple of the seat count, because every deal seed is played
               once per rotation of the line-up (default 200)
  --seed       first deal seed (default 1)
  --budget-ms  search time per decision of hard and cheat (default 120)
  --samples    sampled deals per decision of hard and cheat instead of a time budget";

/// Parsed arguments.
struct Args {
    preset: PresetId,
    seats: Vec<String>,
    matches: u64,
    seed: u64,
    budget: Budget,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut preset = PresetId::reference(GameKind::Siebenschraem);
    let mut seats = None;
    let mut matches = 200;
    let mut seed = 1;
    let mut budget = Budget::Millis(120.0);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().cloned().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--preset" => {
                let id = value()?;
                preset = PresetId::from_id(&id).ok_or(format!("--preset: unknown preset {id}"))?;
            }
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
    let seats: Vec<String> = seats
        .ok_or("--seats is required")?
        .split(',')
        .map(str::to_owned)
        .collect();
    for s in &seats {
        let exploiter = Exploit::from_id(s).is_some() || s == BEST_RESPONSE;
        if Level::from_id(s).is_none() && Peek::from_id(s).is_none() && !exploiter {
            return Err(format!("--seats: unknown bot {s}"));
        }
        if exploiter && preset.game() != GameKind::Siebenschraem {
            return Err(format!("--seats: {s} plays Siebenschräm only"));
        }
    }
    if seats.iter().any(|s| s == BEST_RESPONSE)
        && seats.iter().any(|s| Exploit::from_id(s).is_some())
    {
        return Err(format!(
            "--seats: {BEST_RESPONSE} plays against levels and cheat bots, not exploiters"
        ));
    }
    let (lo, hi) = preset.players_range();
    if !(usize::from(lo)..=usize::from(hi)).contains(&seats.len()) {
        return Err(format!(
            "--seats: {} is for {lo} to {hi} players, not {}",
            preset.id(),
            seats.len()
        ));
    }
    Ok(Args {
        preset,
        seats,
        matches,
        seed,
        budget,
    })
}

/// The best-response seat's name.
const BEST_RESPONSE: &str = "bestresponse";

/// A knocking decision for the best response: the actions to try, and the legal actions left
/// for its hard level's own choice as one more option (`None`: no such option).
pub(crate) type KnockChoice<G> = (Vec<<G as Game>::Action>, Option<<G as Game>::Actions>);

/// What the arena needs of a game beyond the bots' interface (implemented once per game:
/// `arena_schraem.rs`, `arena_ramsch.rs`).
pub(crate) trait ArenaGame: BotGame {
    /// The rules of one arena game of `preset` for `players` (one game, not a long series).
    fn arena_rules(preset: PresetId, players: usize) -> Option<Self::Rules>;
    /// The secondary figure per seat: marks lost, Sebbe's marks at the end, penalty per deal.
    fn secondary(&self) -> Vec<f64>;
    /// What the secondary figure is.
    fn secondary_name(rules: &Self::Rules) -> &'static str;
    /// The preset is played for the secondary figure, not for winning (Sebbe: the marks left at
    /// the end, below zero Knollen): the paired difference is then taken on it.
    fn scored_by_secondary(_rules: &Self::Rules) -> bool {
        false
    }
    /// The exploiter seat `id` names (Siebenschräm only), seeded with `seed`.
    fn exploiter(_id: &str, _seed: u64, _rules: Self::Rules) -> Option<ViewSeat<Self>> {
        None
    }
    /// The knocking decision `view` asks of its seat (Siebenschräm only).
    fn knock_point(
        _view: &Self::View,
        _rules: &Self::Rules,
        _legal: &Self::Actions,
    ) -> Option<KnockChoice<Self>> {
        None
    }
    /// Hands finished so far.
    fn hands_done(&self) -> usize;
    /// What the hand being played in `before` was worth to `seat` once over in `after`, by the
    /// hard level's measure.
    fn hand_value(_before: &Self, _after: &Self, _seat: Seat) -> f64 {
        0.0
    }
}

/// Results of one bot label over all its seats and games.
#[derive(Default)]
struct Stats {
    objective: Tally,
    secondary: Tally,
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
    let result = crate::each_kind!(a.preset.game(), G => tournament::<G>(&a));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("schraem arena: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Every deal seed in every rotation, then the table.
fn tournament<G: ArenaGame>(a: &Args) -> Result<(), String> {
    let n = a.seats.len();
    let rules = G::arena_rules(a.preset, n).ok_or("preset of another game")?;
    let seeds = a.matches.div_ceil(n as u64);
    let mut stats: BTreeMap<String, Stats> = BTreeMap::new();
    // Per label, per deal seed: the mean objective over its seats in every rotation.
    let mut by_seed: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let clock = SystemClock::new();
    let mut losers_named = false;
    let by_secondary = G::scored_by_secondary(&rules);
    for i in 0..seeds {
        let deal_seed = a.seed + i;
        let mut seed_sum: BTreeMap<String, (f64, f64)> = BTreeMap::new();
        for r in 0..n {
            // Bot j sits at seat (j + r) mod n.
            let line: Vec<String> = (0..n).map(|s| a.seats[(s + n - r) % n].clone()).collect();
            let outcome = play::<G>(rules, a.budget, &line, deal_seed, &clock)
                .map_err(|e| format!("seed {deal_seed}, rotation {r}: {e}"))?;
            losers_named |= outcome.losers_named;
            for (s, label) in line.iter().enumerate() {
                let st = stats.entry(label.clone()).or_default();
                st.objective.add(outcome.objective[s]);
                st.secondary.add(outcome.secondary[s]);
                st.times.extend_from_slice(&outcome.times[s]);
                let e = seed_sum.entry(label.clone()).or_default();
                e.0 += if by_secondary {
                    outcome.secondary[s]
                } else {
                    outcome.objective[s]
                };
                e.1 += 1.0;
            }
        }
        for (label, (sum, count)) in seed_sum {
            by_seed.entry(label).or_default().push(sum / count);
        }
    }
    let games = seeds * n as u64;
    print_table::<G>(a, &rules, games, losers_named, &mut stats, &by_seed);
    Ok(())
}

fn print_table<G: ArenaGame>(
    a: &Args,
    rules: &G::Rules,
    games: u64,
    losers_named: bool,
    stats: &mut BTreeMap<String, Stats>,
    by_seed: &BTreeMap<String, Vec<f64>>,
) {
    let n = a.seats.len() as f64;
    let budget = match a.budget {
        Budget::Millis(ms) => format!("{ms} ms per hard/cheat decision"),
        Budget::Samples(k) => format!("{k} sampled deals per hard/cheat decision"),
    };
    let (objective, fair) = if losers_named {
        ("not the loser", (n - 1.0) / n)
    } else {
        ("win", 1.0 / n)
    };
    println!(
        "preset {} | seats {} | {games} games on {} deal seeds from {} (every rotation) | {budget}",
        a.preset.id(),
        a.seats.join(","),
        games / a.seats.len() as u64,
        a.seed
    );
    println!(
        "| bot | seat-games | {objective} (95% CI; fair share {:.1}%) | {} (95% CI) | decision ms p50 / p95 / p99 / max |",
        100.0 * fair,
        G::secondary_name(rules)
    );
    println!("|---|---|---|---|---|");
    for (label, st) in stats.iter_mut() {
        st.times.sort_by(f64::total_cmp);
        let pct = |p: f64| {
            if st.times.is_empty() {
                return 0.0;
            }
            st.times[((st.times.len() - 1) as f64 * p).round() as usize]
        };
        println!(
            "| {label} | {} | {:.1}% ± {:.1} | {:.3} ± {:.3} | {:.2} / {:.2} / {:.2} / {:.2} |",
            st.objective.count(),
            100.0 * st.objective.mean(),
            100.0 * st.objective.ci95(),
            st.secondary.mean(),
            st.secondary.ci95(),
            pct(0.5),
            pct(0.95),
            pct(0.99),
            pct(1.0)
        );
    }
    let rows: Vec<Row> = paired_rows(by_seed);
    // Sebbe is played for the marks at the end: the difference is in marks, not win points.
    let (paired, scale, unit) = if G::scored_by_secondary(rules) {
        (G::secondary_name(rules), 1.0, "marks")
    } else {
        (objective, 100.0, "points")
    };
    print_paired(
        &rows,
        &format!("{paired}, same deal seeds"),
        scale,
        &format!(" {unit}"),
    );
    if let Some(best) = by_seed.get(BEST_RESPONSE) {
        print_exploitability(best, by_seed, fair, G::scored_by_secondary(rules), unit);
    }
}

fn clear(mean: f64, ci95: f64) -> &'static str {
    if mean.abs() > ci95 {
        "yes"
    } else {
        "no"
    }
}

/// Exploitability: what the best response wins beyond its fair share, per deal seed (where a
/// preset is played for marks, Sebbe, beyond the bots it plays against, on the same seeds).
fn print_exploitability(
    best: &[f64],
    by_seed: &BTreeMap<String, Vec<f64>>,
    fair: f64,
    by_secondary: bool,
    unit: &str,
) {
    let mut t = Tally::default();
    let (what, scale) = if by_secondary {
        let Some((other, theirs)) = by_seed.iter().find(|(l, _)| *l != BEST_RESPONSE) else {
            return;
        };
        for (x, y) in best.iter().zip(theirs) {
            t.add(x - y);
        }
        (format!("{BEST_RESPONSE} − {other}, same deal seeds"), 1.0)
    } else {
        for x in best {
            t.add(x - fair);
        }
        let share = format!(
            "{BEST_RESPONSE} − fair share {:.1}%, per deal seed",
            100.0 * fair
        );
        (share, 100.0)
    };
    println!();
    println!("| exploitability ({what}) | mean (95% CI) | clear of zero |");
    println!("|---|---|---|");
    println!(
        "| exploitability | {:+.2} {unit} ± {:.2} | {} |",
        scale * t.mean(),
        scale * t.ci95(),
        clear(t.mean(), t.ci95())
    );
}

/// Per seat: objective (1, 0 or a share of a tie), secondary figure, decision times.
struct Outcome {
    objective: Vec<f64>,
    secondary: Vec<f64>,
    times: Vec<Vec<f64>>,
    /// The game names a loser rather than a winner.
    losers_named: bool,
}

fn play<G: ArenaGame>(
    rules: G::Rules,
    budget: Budget,
    line: &[String],
    seed: u64,
    clock: &SystemClock,
) -> Result<Outcome, String> {
    let n = line.len();
    let names = (0..n).map(|s| format!("seat{s}")).collect();
    let mut m = G::new(Setup::new(rules, names, seed)).map_err(|e| e.to_string())?;
    let mut bots: Vec<Player<G>> = line
        .iter()
        .enumerate()
        .map(|(s, l)| {
            let bseed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ s as u64;
            if let Some(seat) = G::exploiter(l, bseed, rules) {
                return Player::Fixed(seat);
            }
            if l == BEST_RESPONSE {
                return Player::Best(BestResponse::new(bseed, rules, budget));
            }
            match Level::from_id(l) {
                Some(level) => Player::Honest(Bot::new(level, bseed, rules).with_budget(budget)),
                None => {
                    // `parse` let only levels, exploiters and cheat seats through.
                    let peeks = Peek::from_id(l).unwrap_or(Peek::Always);
                    Player::Cheat(CheatBot::new(bseed, rules, budget).peeking(peeks))
                }
            }
        })
        .collect();
    let budget_ms = match budget {
        Budget::Millis(ms) => ms,
        Budget::Samples(_) => f64::INFINITY,
    };
    let mut times = vec![Vec::new(); n];
    for _ in 0..200_000 {
        if m.is_finished() {
            let standings = m.standings();
            let share = |seats: &[Seat]| 1.0 / seats.len().max(1) as f64;
            let objective = (0..n as u8)
                .map(Seat)
                .map(|s| {
                    if !standings.winners.is_empty() {
                        if standings.winners.contains(&s) {
                            share(&standings.winners)
                        } else {
                            0.0
                        }
                    } else if standings.losers.contains(&s) {
                        1.0 - share(&standings.losers)
                    } else {
                        1.0
                    }
                })
                .collect();
            return Ok(Outcome {
                objective,
                secondary: m.secondary(),
                times,
                losers_named: standings.winners.is_empty() && !standings.losers.is_empty(),
            });
        }
        step(&mut m, &mut bots, &mut times, clock, budget_ms)?;
    }
    Err("the game does not end".into())
}
