//! The native `schraem` command line tool: `replay FILE` (and `-` for stdin); `arena` and
//! `regret` measure the bots; `xskat` seats XSkat's Schieberamsch player (docs/bots.md). The
//! benchmarks are `cargo bench` (`benches/`), not a subcommand.

mod arena;
mod arena_ramsch;
mod arena_schraem;
mod arena_seats;
mod arena_stats;
mod best_response;
mod regret;
mod replay;
mod xskat;

use std::process::ExitCode;

const USAGE: &str = "usage: schraem replay FILE   (FILE may be - for standard input)\n       schraem arena --seats A,B,C,D [options]   (see schraem arena --help)\n       schraem regret [options]   (see schraem regret --help)\n       schraem xskat --driver PATH --seats A,B,C [options]   (see schraem xskat --help)";

/// Runs the tool with the process arguments and returns its exit status.
#[must_use]
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("replay") => replay::run(&args[1..]),
        Some("arena") => arena::run(&args[1..]),
        Some("regret") => regret::run(&args[1..]),
        Some("xskat") => xskat::run(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}
