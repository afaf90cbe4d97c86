//! `schraem xskat`: our Schieberamsch bots against XSkat's computer player (mfrasca/xskat,
//! `ramsch.c`: `comp_sramsch` for the skat, `m_bramsch` for the cards) on duplicate deals, as
//! `schraem arena` plays them: every match seed once per rotation of the line-up, the same
//! cards from every seat. XSkat runs in its own process (scripts/xskat/driver.c), built from a
//! checkout that is given to scripts/xskat-build.sh, never copied here; docs/bots.md has the
//! command and the measured table.

mod codec;
mod driver;

use super::arena_stats::{paired_rows, print_paired};
use crate::ai::{Bot, Budget, Clock, Level, SystemClock, Tally};
use crate::engine::ramsch::{self, Preset};
use crate::engine::{Game, Rules, Seat, Setup};
use driver::{Driver, XskatTable};
use serde_json::json;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

const HELP: &str = "usage: schraem xskat --driver PATH --seats A,B,C
                     [--matches N] [--seed S] [--deals D] [--skat-to last_trick|loser]
                     [--budget-ms X | --samples K]

  --driver     the XSkat driver built by scripts/xskat-build.sh CHECKOUT (or the environment
               variable SCHRAEM_XSKAT_DRIVER)
  --seats      three seats: random, easy, medium, hard, or xskat (XSkat's computer player)
  --matches    matches to play in all, rounded up to a multiple of 3: every match seed is
               played once per rotation of the line-up (default 60)
  --deals      deals per match, a multiple of 3 (default 12, the preset's)
  --skat-to    who gets the final skat: last_trick (XSkat's default) or loser (its
               -skattoloser)
  --seed       first match seed (default 1)
  --budget-ms  search time per decision of hard (default 120)
  --samples    sampled deals per decision of hard instead of a time budget

Rules: preset schieberamsch with grand_hand=false, durchmarsch_times_pushes=true,
all_three_tie=zero and the --skat-to choice: what XSkat plays with -ramschonly -sramsch.";

/// Parsed arguments.
struct Args {
    driver: PathBuf,
    seats: Vec<String>,
    matches: u64,
    seed: u64,
    deals: u16,
    skat_to: String,
    budget: Budget,
}

/// The flags `schraem xskat` knows; each takes a value.
const FLAGS: [&str; 8] = [
    "--driver",
    "--seats",
    "--matches",
    "--seed",
    "--deals",
    "--skat-to",
    "--budget-ms",
    "--samples",
];

fn parse(args: &[String]) -> Result<Args, String> {
    let mut given: BTreeMap<&str, &str> = BTreeMap::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if !FLAGS.contains(&flag.as_str()) {
            return Err(format!("unknown argument {flag}"));
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        given.insert(flag, value);
    }
    fn number<T: std::str::FromStr>(
        given: &BTreeMap<&str, &str>,
        flag: &str,
        default: T,
    ) -> Result<T, String>
    where
        T::Err: std::fmt::Display,
    {
        given.get(flag).map_or(Ok(default), |v| {
            v.parse().map_err(|e| format!("{flag}: {e}"))
        })
    }
    let seats: Vec<String> = given
        .get("--seats")
        .ok_or("--seats is required")?
        .split(',')
        .map(str::to_owned)
        .collect();
    if seats.len() != 3 {
        return Err(format!(
            "--seats: Schieberamsch is for 3, not {}",
            seats.len()
        ));
    }
    if let Some(s) = seats
        .iter()
        .find(|s| *s != "xskat" && Level::from_id(s).is_none())
    {
        return Err(format!("--seats: unknown player {s}"));
    }
    let driver = given
        .get("--driver")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("SCHRAEM_XSKAT_DRIVER").map(PathBuf::from))
        .ok_or("--driver is required (build it with scripts/xskat-build.sh)")?;
    let budget = if given.contains_key("--samples") {
        Budget::Samples(number(&given, "--samples", 300)?)
    } else {
        Budget::Millis(number(&given, "--budget-ms", 120.0)?)
    };
    Ok(Args {
        driver,
        seats,
        matches: number(&given, "--matches", 60)?,
        seed: number(&given, "--seed", 1)?,
        deals: number(&given, "--deals", 12)?,
        skat_to: given.get("--skat-to").unwrap_or(&"last_trick").to_string(),
        budget,
    })
}

/// The rules both programs play by: XSkat's pure Schieberamsch (`-ramschonly -sramsch`) has no
/// Grand Hand (it offers one only in the Ramsch rounds of a Bock series), doubles a Durchmarsch
/// per push (`ramsch_result` doubles `spwert` after setting it to 120), and scores three equal
/// shares 0. Set through the option ids, so that the engine checks them.
///
/// # Errors
/// An option value the engine refuses.
fn agreed_rules(skat_to: &str, deals: u16) -> Result<ramsch::Ruleset, String> {
    let mut rules = ramsch::Ruleset::preset(Preset::Schieberamsch);
    for (id, value) in [
        ("grand_hand", json!(false)),
        ("durchmarsch_times_pushes", json!(true)),
        ("all_three_tie", json!("zero")),
        ("skat_to", json!(skat_to)),
        ("deals", json!(deals)),
    ] {
        rules = rules
            .with_option(id, &value)
            .map_err(|e| format!("{id}: {e}"))?;
    }
    Ok(rules)
}

/// Runs the harness with the arguments after `xskat`.
#[must_use]
pub fn run(args: &[String]) -> ExitCode {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let result = parse(args).and_then(|a| {
        let rules = agreed_rules(&a.skat_to, a.deals)?;
        tournament(&a, rules)
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("schraem xskat: {e}\n{HELP}");
            ExitCode::FAILURE
        }
    }
}

/// Per label: penalty per deal of every seat-match, matches won (a share of a tie), decision
/// times.
#[derive(Default)]
struct Stats {
    penalty: Tally,
    wins: Tally,
    times: Vec<f64>,
}

fn tournament(a: &Args, rules: ramsch::Ruleset) -> Result<(), String> {
    let mut driver = Driver::start(&a.driver)?;
    let seeds = a.matches.div_ceil(3);
    let mut stats: BTreeMap<String, Stats> = BTreeMap::new();
    let mut by_seed: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let clock = SystemClock::new();
    for i in 0..seeds {
        let seed = a.seed + i;
        // Per label, the mean penalty per deal over its seats in this seed's three rotations.
        let mut seed_mean: BTreeMap<String, Tally> = BTreeMap::new();
        for r in 0..3 {
            let line: Vec<String> = (0..3).map(|s| a.seats[(s + 3 - r) % 3].clone()).collect();
            let outcome = play(&mut driver, rules, a, &line, seed, &clock)
                .map_err(|e| format!("seed {seed}, rotation {r}: {e}"))?;
            for (s, label) in line.iter().enumerate() {
                let st = stats.entry(label.clone()).or_default();
                st.penalty.add(outcome.penalty[s]);
                st.wins.add(outcome.win[s]);
                st.times.extend_from_slice(&outcome.times[s]);
                seed_mean
                    .entry(label.clone())
                    .or_default()
                    .add(outcome.penalty[s]);
            }
        }
        for (label, mean) in seed_mean {
            by_seed.entry(label).or_default().push(mean.mean());
        }
    }
    print_table(a, &rules, seeds, &mut stats, &by_seed);
    Ok(())
}

fn print_table(
    a: &Args,
    rules: &ramsch::Ruleset,
    seeds: u64,
    stats: &mut BTreeMap<String, Stats>,
    by_seed: &BTreeMap<String, Vec<f64>>,
) {
    let budget = match a.budget {
        Budget::Millis(ms) => format!("{ms} ms per hard decision"),
        Budget::Samples(k) => format!("{k} sampled deals per hard decision"),
    };
    println!(
        "seats {} | {} matches of {} deals on {seeds} match seeds from {} (every rotation) | {budget}",
        a.seats.join(","),
        seeds * 3,
        rules.deals,
        a.seed
    );
    println!(
        "rules: schieberamsch with grand_hand={} durchmarsch_times_pushes={} all_three_tie={} skat_to={}",
        rules.grand_hand,
        rules.durchmarsch_times_pushes,
        rules.all_three_tie.id(),
        rules.skat_to.id()
    );
    println!("| player | seat-matches | seat-deals | penalty / deal (95% CI; lower is better) | matches won (95% CI) | decision ms p50 / p95 / max |");
    println!("|---|---|---|---|---|---|");
    for (label, st) in stats.iter_mut() {
        st.times.sort_by(f64::total_cmp);
        let pct = |p: f64| {
            st.times
                .get(((st.times.len().max(1) - 1) as f64 * p).round() as usize)
                .copied()
                .unwrap_or(0.0)
        };
        println!(
            "| {label} | {} | {} | {:.2} ± {:.2} | {:.1}% ± {:.1} | {:.2} / {:.2} / {:.2} |",
            st.penalty.count(),
            st.penalty.count() * u64::from(rules.deals),
            st.penalty.mean(),
            st.penalty.ci95(),
            100.0 * st.wins.mean(),
            100.0 * st.wins.ci95(),
            pct(0.5),
            pct(0.95),
            pct(1.0)
        );
    }
    print_paired(
        &paired_rows(by_seed),
        "penalty / deal, same match seeds",
        1.0,
        "",
    );
}

/// One match: per seat its penalty per deal, its share of the match win, its decision times.
struct Outcome {
    penalty: Vec<f64>,
    win: Vec<f64>,
    times: Vec<Vec<f64>>,
}

/// One seat of the table.
enum Player {
    Ours(Bot<ramsch::Match>),
    Xskat,
}

fn play(
    driver: &mut Driver,
    rules: ramsch::Ruleset,
    a: &Args,
    line: &[String],
    seed: u64,
    clock: &SystemClock,
) -> Result<Outcome, String> {
    let names = (0..3).map(|s| format!("seat{s}")).collect();
    let mut m = ramsch::Match::new(Setup::new(rules, names, seed)).map_err(|e| e.to_string())?;
    let mut players: Vec<Player> = line
        .iter()
        .enumerate()
        .map(|(s, l)| match Level::from_id(l) {
            // The arena's seeding, so that our bots meet the same luck as there.
            Some(level) => Player::Ours(
                Bot::new(
                    level,
                    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ s as u64,
                    rules,
                )
                .with_budget(a.budget),
            ),
            None => Player::Xskat,
        })
        .collect();
    let seats = [0, 1, 2].map(|s| matches!(players[s], Player::Xskat));
    let mut table = XskatTable::new(seats, rules.skat_to == ramsch::SkatTo::Loser);
    table.begin_deal(driver, &m)?;
    let budget_ms = match a.budget {
        Budget::Millis(ms) => ms,
        Budget::Samples(_) => f64::INFINITY,
    };
    let mut times = vec![Vec::new(); 3];
    while !m.is_finished() {
        let s = m.to_act().ok_or("nobody to act")?;
        let t = clock.now_ms();
        let action = match &mut players[s.index()] {
            Player::Ours(bot) => {
                let legal = m.legal_actions(s);
                bot.decide(&m.view(s), &legal, clock, budget_ms)
                    .ok_or("our bot did nothing")?
            }
            Player::Xskat => table.decide(driver, &m, s)?,
        };
        times[s.index()].push(clock.now_ms() - t);
        let events = m
            .apply(s, action)
            .map_err(|e| format!("seat {} {action}: {e}", s.0))?;
        table.observe(driver, &m, events.as_slice())?;
    }
    let deals = f64::from(m.view_for(None).public.deals_counted.max(1));
    let totals = m.totals();
    let winners = m.standings().winners;
    let win = (0..3)
        .map(|s| {
            if winners.contains(&Seat(s)) {
                1.0 / winners.len() as f64
            } else {
                0.0
            }
        })
        .collect();
    Ok(Outcome {
        penalty: totals.iter().map(|&t| f64::from(t) / deals).collect(),
        win,
        times,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ramsch::{AllThreeTie, SkatTo};

    #[test]
    fn the_agreed_rules_are_xskats_pure_schieberamsch() {
        let rules = agreed_rules("loser", 12).expect("valid options");
        assert!(!rules.grand_hand);
        assert!(rules.durchmarsch_times_pushes);
        assert_eq!(rules.all_three_tie, AllThreeTie::Zero);
        assert_eq!(rules.skat_to, SkatTo::Loser);
        let reference = ramsch::Ruleset::preset(Preset::Schieberamsch);
        assert_eq!(
            agreed_rules("last_trick", 12).expect("valid").tie_for_most,
            reference.tie_for_most
        );
        assert!(
            agreed_rules("dealer", 12).is_err(),
            "a bad value is refused"
        );
    }

    #[test]
    fn the_harness_needs_a_driver_and_three_known_seats() {
        let args = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        if std::env::var_os("SCHRAEM_XSKAT_DRIVER").is_none() {
            let e = parse(&args(&["--seats", "hard,xskat,xskat"])).err();
            assert!(e.is_some_and(|e| e.contains("--driver")));
        }
        let e = parse(&args(&["--driver", "d", "--seats", "hard,xskat"])).err();
        assert!(e.is_some_and(|e| e.contains("for 3")));
        let e = parse(&args(&["--driver", "d", "--seats", "hard,gnu,xskat"])).err();
        assert!(e.is_some_and(|e| e.contains("gnu")));
        assert!(parse(&args(&["--driver", "d", "--seats", "hard,medium,xskat"])).is_ok());
    }
}
