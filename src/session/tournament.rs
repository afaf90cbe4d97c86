//! Tournaments of Siebenschräm played with real cards at several tables (localStorage key
//! `schraem.tournament`): the players list, a seat draw for every round, each table's results as
//! its slate (or paper) says them, and the standings.
//!
//! * The **Rhineland Championship** (RULES.md A1, `rhineland_tournament`): 5 series of 5 games,
//!   four at every table; new seats are drawn for each series and seat 4 deals the series' first
//!   hand; each player scores the series' match points (a game's winner: marks left + 7).
//! * **Three tables** (RULES.md A2, `three_tables`): 3 rounds of 10 hands, three or four at a
//!   table, everyone on 5 marks; new pairings each round; each player scores the marks left.
//!
//! Draws use the engine's portable generator from the tournament's seed, so a stored tournament
//! draws the same tables on any device; of 64 shuffles the one repeating the fewest pairings of
//! earlier rounds is taken.

use crate::engine::Xoshiro256StarStar;
use crate::json::{FromJson, ToJson};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The stored format written today.
pub const TOURNAMENT_VERSION: u32 = 1;

/// Shuffles tried per draw (the fewest repeated pairings wins).
const DRAW_TRIES: u64 = 64;

/// The tournament formats of RULES.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentFormat {
    /// 5 series of 5 games, four at a table, match points.
    RhinelandChampionship,
    /// 3 rounds of 10 hands on 5 marks, three or four at a table, marks left.
    ThreeTables,
}

impl TournamentFormat {
    /// Both formats, the default first.
    pub const ALL: [TournamentFormat; 2] = [
        TournamentFormat::RhinelandChampionship,
        TournamentFormat::ThreeTables,
    ];

    /// The number of rounds (series, table rounds).
    #[must_use]
    pub const fn rounds(self) -> usize {
        match self {
            TournamentFormat::RhinelandChampionship => 5,
            TournamentFormat::ThreeTables => 3,
        }
    }

    /// The most one player can score in a round: 5 games won with 7 marks left (7 + 7 each), or
    /// 5 marks left.
    #[must_use]
    pub const fn max_score(self) -> u32 {
        match self {
            TournamentFormat::RhinelandChampionship => 70,
            TournamentFormat::ThreeTables => 5,
        }
    }

    /// The smallest number of players.
    #[must_use]
    pub const fn min_players(self) -> usize {
        match self {
            TournamentFormat::RhinelandChampionship => 4,
            TournamentFormat::ThreeTables => 3,
        }
    }

    /// Table sizes for `n` players: fours, and for three tables threes where needed.
    ///
    /// # Errors
    /// [`TournamentError`] when `n` players cannot be seated.
    pub fn tables(self, n: usize) -> Result<Vec<usize>, TournamentError> {
        if n < self.min_players() {
            return Err(TournamentError::TooFewPlayers {
                min: self.min_players(),
            });
        }
        match self {
            TournamentFormat::RhinelandChampionship if !n.is_multiple_of(4) => {
                Err(TournamentError::FoursOnly)
            }
            TournamentFormat::RhinelandChampionship => Ok(vec![4; n / 4]),
            // n = 3a + 4b with as many fours as possible; 5 is the one count that cannot be seated.
            TournamentFormat::ThreeTables if n == 5 => Err(TournamentError::CannotSeat),
            TournamentFormat::ThreeTables => {
                let threes = (4 - n % 4) % 4;
                let fours = (n - 3 * threes) / 4;
                let mut sizes = vec![4; fours];
                sizes.extend(std::iter::repeat_n(3, threes));
                Ok(sizes)
            }
        }
    }
}

/// Why a tournament cannot start or a result cannot be entered. Nothing is changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentError {
    /// Not enough players for the format.
    TooFewPlayers {
        /// The fewest.
        min: usize,
    },
    /// The Rhineland Championship seats four at every table.
    FoursOnly,
    /// Five players cannot sit at tables of three and four.
    CannotSeat,
    /// Two players have the same name (the standings could not tell them apart).
    SameName(String),
    /// A player without a name.
    NoName,
    /// A score above what a round can give.
    ScoreTooHigh {
        /// The most a round gives.
        max: u32,
    },
    /// A round is drawn only when the last one's tables have all their results.
    RoundOpen,
    /// Every round is drawn.
    AllRoundsDrawn,
    /// No such table in the current round, or a result with the wrong number of players.
    NoSuchTable,
}

/// One round: the tables (player numbers in seat order) and the results entered so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Each table's players, seat 1 first.
    pub tables: Vec<Vec<usize>>,
    /// Each table's scores per seat, once entered.
    pub results: Vec<Option<Vec<u32>>>,
    /// The tables whose results are in, in the order they were entered (the last one first
    /// taken back).
    #[serde(default)]
    pub entered: Vec<usize>,
}

/// A tournament in progress (or finished).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// The stored format.
    pub version: u32,
    /// Championship or three tables.
    pub format: TournamentFormat,
    /// The players, in the order they were listed.
    pub players: Vec<String>,
    /// The seed of the seat draws.
    pub seed: u64,
    /// The rounds drawn so far.
    pub rounds: Vec<Round>,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentStanding {
    /// 1-based place (equal totals share it).
    pub place: usize,
    /// The player's number.
    pub player: usize,
    /// Per round: the score, if entered.
    pub rounds: Vec<Option<u32>>,
    /// The sum.
    pub total: u32,
}

impl Tournament {
    /// A new tournament with its first round drawn.
    ///
    /// # Errors
    /// [`TournamentError`] naming what is wrong with the players list.
    pub fn new(
        format: TournamentFormat,
        players: Vec<String>,
        seed: u64,
    ) -> Result<Tournament, TournamentError> {
        let players: Vec<String> = players.iter().map(|p| p.trim().to_owned()).collect();
        if players.iter().any(String::is_empty) {
            return Err(TournamentError::NoName);
        }
        for (i, p) in players.iter().enumerate() {
            // ASCII case only: the Unicode case tables would add ~20 KB to the download.
            if players[..i].iter().any(|q| q.eq_ignore_ascii_case(p)) {
                return Err(TournamentError::SameName(p.clone()));
            }
        }
        format.tables(players.len())?;
        let mut t = Tournament {
            version: TOURNAMENT_VERSION,
            format,
            players,
            seed,
            rounds: Vec::new(),
        };
        t.draw()?;
        Ok(t)
    }

    /// The round being played (the last one drawn).
    #[must_use]
    pub fn current(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// Every table of the last round has its results.
    #[must_use]
    pub fn round_complete(&self) -> bool {
        self.current()
            .is_some_and(|r| r.results.iter().all(Option::is_some))
    }

    /// Every round is drawn and played.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.rounds.len() == self.format.rounds() && self.round_complete()
    }

    /// Draws the next round's tables and seats.
    ///
    /// # Errors
    /// [`TournamentError::RoundOpen`] while the current round lacks results,
    /// [`TournamentError::AllRoundsDrawn`] after the last one.
    pub fn draw(&mut self) -> Result<(), TournamentError> {
        if !self.rounds.is_empty() && !self.round_complete() {
            return Err(TournamentError::RoundOpen);
        }
        if self.rounds.len() >= self.format.rounds() {
            return Err(TournamentError::AllRoundsDrawn);
        }
        let sizes = self.format.tables(self.players.len())?;
        let round = self.rounds.len() as u64;
        let mut best: Option<(usize, Vec<Vec<usize>>)> = None;
        for attempt in 0..DRAW_TRIES {
            let mut order: Vec<usize> = (0..self.players.len()).collect();
            Xoshiro256StarStar::from_seed_and_stream(self.seed, round * DRAW_TRIES + attempt)
                .shuffle(&mut order);
            // Greedy from the shuffled order: each seat goes to the first remaining player
            // who has sat with the fewest of the table's players before.
            let mut tables = Vec::new();
            for &size in &sizes {
                let mut table = vec![order.remove(0)];
                while table.len() < size {
                    let pick = (0..order.len())
                        .min_by_key(|&k| table.iter().filter(|&&p| self.met(p, order[k])).count())
                        .expect("enough players for the sizes");
                    table.push(order.remove(pick));
                }
                tables.push(table);
            }
            let repeats = self.repeated_pairings(&tables);
            if best.as_ref().is_none_or(|(r, _)| repeats < *r) {
                best = Some((repeats, tables));
            }
            if repeats == 0 {
                break;
            }
        }
        let tables = best.expect("at least one try").1;
        self.rounds.push(Round {
            results: vec![None; tables.len()],
            entered: Vec::new(),
            tables,
        });
        Ok(())
    }

    /// Players `a` and `b` sat at one table in an earlier round.
    fn met(&self, a: usize, b: usize) -> bool {
        self.rounds
            .iter()
            .any(|r| r.tables.iter().any(|t| t.contains(&a) && t.contains(&b)))
    }

    /// Pairs of players in `tables` who already sat together in an earlier round.
    fn repeated_pairings(&self, tables: &[Vec<usize>]) -> usize {
        let together = |a: usize, b: usize| self.met(a, b);
        tables
            .iter()
            .map(|t| {
                (0..t.len())
                    .flat_map(|i| (i + 1..t.len()).map(move |j| (i, j)))
                    .filter(|&(i, j)| together(t[i], t[j]))
                    .count()
            })
            .sum()
    }

    /// Enters (or corrects, until the next round is drawn) a table's scores, seat order.
    ///
    /// # Errors
    /// [`TournamentError`]; nothing changes then.
    pub fn enter(&mut self, table: usize, scores: Vec<u32>) -> Result<(), TournamentError> {
        let max = self.format.max_score();
        let round = self.rounds.last_mut().ok_or(TournamentError::NoSuchTable)?;
        let seats = round
            .tables
            .get(table)
            .ok_or(TournamentError::NoSuchTable)?;
        if scores.len() != seats.len() {
            return Err(TournamentError::NoSuchTable);
        }
        if scores.iter().any(|&s| s > max) {
            return Err(TournamentError::ScoreTooHigh { max });
        }
        round.results[table] = Some(scores);
        round.entered.retain(|&t| t != table);
        round.entered.push(table);
        Ok(())
    }

    /// Takes back the last step: the results of the table entered last, or the last round's
    /// draw when none of its results is in. `false`: only the first draw is left.
    pub fn undo(&mut self) -> bool {
        let Some(round) = self.rounds.last_mut() else {
            return false;
        };
        if let Some(table) = round.entered.pop() {
            round.results[table] = None;
            true
        } else if round.results.iter().any(Option::is_some) {
            // Results without their order: all of them.
            round.results.iter_mut().for_each(|r| *r = None);
            true
        } else if self.rounds.len() > 1 {
            self.rounds.pop();
            true
        } else {
            false
        }
    }

    /// The standings: highest total first; equal totals share a place.
    #[must_use]
    pub fn standings(&self) -> Vec<TournamentStanding> {
        let mut lines: Vec<TournamentStanding> = (0..self.players.len())
            .map(|player| {
                let rounds: Vec<Option<u32>> = self
                    .rounds
                    .iter()
                    .map(|r| {
                        r.tables.iter().zip(&r.results).find_map(|(t, res)| {
                            let seat = t.iter().position(|&p| p == player)?;
                            res.as_ref().map(|s| s[seat])
                        })
                    })
                    .collect();
                TournamentStanding {
                    place: 0,
                    player,
                    total: rounds.iter().flatten().sum(),
                    rounds,
                }
            })
            .collect();
        // Highest total first; ties stay in list order.
        crate::engine::small_sort::sort_by_key(&mut lines, |l| std::cmp::Reverse(l.total));
        for k in 0..lines.len() {
            lines[k].place = if k > 0 && lines[k].total == lines[k - 1].total {
                lines[k - 1].place
            } else {
                k + 1
            };
        }
        lines
    }

    /// As stored.
    #[must_use]
    pub fn to_json(&self) -> String {
        self.to_json_text()
    }

    /// Reads a stored tournament and checks it whole: the players can be seated, every
    /// table is a draw of distinct players, every score within the format's range.
    ///
    /// # Errors
    /// [`TournamentLoadError`] naming what failed.
    pub fn load(text: &str) -> Result<Tournament, TournamentLoadError> {
        let value = crate::json::parse(text).map_err(|_| TournamentLoadError::Malformed)?;
        let version = value
            .get("version")
            .and_then(Value::as_u64)
            .ok_or(TournamentLoadError::Malformed)?;
        if version > u64::from(TOURNAMENT_VERSION) {
            return Err(TournamentLoadError::FromTheFuture(version));
        }
        let t = Tournament::from_json(&value).map_err(|_| TournamentLoadError::Malformed)?;
        let n = t.players.len();
        let sizes = t
            .format
            .tables(n)
            .map_err(|_| TournamentLoadError::Inconsistent)?;
        let max = t.format.max_score();
        let names_fit = t.players.iter().enumerate().all(|(i, p)| {
            !p.trim().is_empty() && !t.players[..i].iter().any(|q| q.eq_ignore_ascii_case(p))
        });
        let consistent = names_fit
            && !t.rounds.is_empty()
            && t.rounds.len() <= t.format.rounds()
            && t.rounds.iter().all(|r| round_fits(r, n, &sizes, max));
        if !consistent {
            return Err(TournamentLoadError::Inconsistent);
        }
        Ok(t)
    }
}

/// A stored round seats every one of `n` players once at tables of `sizes`, with scores up to
/// `max`.
fn round_fits(round: &Round, n: usize, sizes: &[usize], max: u32) -> bool {
    let mut seen = vec![false; n];
    let seated = round
        .tables
        .iter()
        .flatten()
        .all(|&p| p < n && !std::mem::replace(&mut seen[p], true));
    let scores_fit = round
        .tables
        .iter()
        .zip(&round.results)
        .all(|(table, result)| {
            result
                .as_ref()
                .is_none_or(|s| s.len() == table.len() && s.iter().all(|&x| x <= max))
        });
    let entered_fit = round
        .entered
        .iter()
        .all(|&t| round.results.get(t).is_some_and(Option::is_some));
    entered_fit
        && round.tables.len() == sizes.len()
        && round
            .tables
            .iter()
            .zip(sizes)
            .all(|(t, &size)| t.len() == size)
        && round.results.len() == sizes.len()
        && seated
        && seen.iter().all(|&s| s)
        && scores_fit
}

/// Why a stored tournament cannot be opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentLoadError {
    /// Not JSON of the tournament's shape.
    Malformed,
    /// Written by a newer version of the game.
    FromTheFuture(u64),
    /// Tables, players or scores that do not fit together.
    Inconsistent,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i}")).collect()
    }

    #[test]
    fn players_are_seated_at_fours_and_threes_as_the_format_allows() {
        use TournamentFormat::{RhinelandChampionship as Rh, ThreeTables as Three};
        assert_eq!(Rh.tables(12), Ok(vec![4, 4, 4]));
        assert_eq!(Rh.tables(10), Err(TournamentError::FoursOnly));
        assert_eq!(Three.tables(10), Ok(vec![4, 3, 3]));
        assert_eq!(Three.tables(9), Ok(vec![3, 3, 3]));
        assert_eq!(Three.tables(7), Ok(vec![4, 3]));
        assert_eq!(Three.tables(5), Err(TournamentError::CannotSeat));
        assert_eq!(
            Three.tables(2),
            Err(TournamentError::TooFewPlayers { min: 3 })
        );
        for n in 6..40 {
            let sizes = Three.tables(n).unwrap();
            assert_eq!(sizes.iter().sum::<usize>(), n);
            assert!(sizes.iter().all(|&s| s == 3 || s == 4));
        }
    }

    #[test]
    fn a_championship_is_drawn_played_and_ranked() {
        let mut t = Tournament::new(TournamentFormat::RhinelandChampionship, names(8), 7).unwrap();
        assert_eq!(t.draw(), Err(TournamentError::RoundOpen));
        for round in 0..5 {
            let tables = t.current().unwrap().tables.clone();
            assert_eq!(tables.len(), 2);
            // Player k scores k in every series.
            for (i, table) in tables.iter().enumerate() {
                t.enter(i, table.iter().map(|&p| p as u32).collect())
                    .unwrap();
            }
            if round < 4 {
                t.draw().unwrap();
            }
        }
        assert!(t.is_finished());
        assert_eq!(t.draw(), Err(TournamentError::AllRoundsDrawn));
        let standings = t.standings();
        assert_eq!(standings[0].player, 7);
        assert_eq!(standings[0].total, 35);
        assert_eq!(standings[7].total, 0);
        assert_eq!(Tournament::load(&t.to_json()), Ok(t.clone()));
    }

    #[test]
    fn new_pairings_avoid_repeats_where_they_can() {
        let mut t = Tournament::new(TournamentFormat::ThreeTables, names(16), 3).unwrap();
        for _ in 0..2 {
            for i in 0..4 {
                t.enter(i, vec![5, 4, 3, 2]).unwrap();
            }
            let before = t.clone();
            t.draw().unwrap();
            let last = t.current().unwrap().tables.clone();
            assert_eq!(before.repeated_pairings(&last), 0, "{last:?}");
        }
    }

    #[test]
    fn bad_lists_results_and_saves_are_refused() {
        let f = TournamentFormat::ThreeTables;
        let mut dup = names(6);
        dup[3] = "p1".into();
        assert_eq!(
            Tournament::new(f, dup, 1),
            Err(TournamentError::SameName("p1".into()))
        );
        let mut blank = names(6);
        blank[0] = "  ".into();
        assert_eq!(Tournament::new(f, blank, 1), Err(TournamentError::NoName));
        let mut t = Tournament::new(f, names(6), 1).unwrap();
        assert_eq!(
            t.enter(0, vec![6, 0, 0]),
            Err(TournamentError::ScoreTooHigh { max: 5 })
        );
        assert_eq!(t.enter(0, vec![1, 2]), Err(TournamentError::NoSuchTable));
        assert_eq!(t.enter(5, vec![1, 2, 3]), Err(TournamentError::NoSuchTable));
        t.enter(0, vec![1, 2, 3]).unwrap();
        let tampered = t.to_json().replace("[1,2,3]", "[1,2,9]");
        assert_eq!(
            Tournament::load(&tampered),
            Err(TournamentLoadError::Inconsistent)
        );
        assert_eq!(
            Tournament::load("{\"version\":2}"),
            Err(TournamentLoadError::FromTheFuture(2))
        );
        assert_eq!(Tournament::load("[]"), Err(TournamentLoadError::Malformed));
        // Tampered shapes that would leave the screen nothing to show: no round, a table of
        // all and an empty one, twice the same name.
        let no_round = t.to_json().replace(
            &format!("\"rounds\":{}", serde_json::to_string(&t.rounds).unwrap()),
            "\"rounds\":[]",
        );
        assert_eq!(
            Tournament::load(&no_round),
            Err(TournamentLoadError::Inconsistent)
        );
        let mut lopsided = t.clone();
        lopsided.rounds[0].tables = vec![(0..6).collect(), Vec::new()];
        assert_eq!(
            Tournament::load(&lopsided.to_json()),
            Err(TournamentLoadError::Inconsistent)
        );
        let mut twins = t.clone();
        twins.players[1] = twins.players[0].to_uppercase();
        assert_eq!(
            Tournament::load(&twins.to_json()),
            Err(TournamentLoadError::Inconsistent)
        );
        // Undo: the draw, then the tables' results one by one, last entered first (never the
        // first draw). Table 0 was corrected after table 1: it goes first.
        t.enter(1, vec![0, 0, 0]).unwrap();
        t.enter(0, vec![3, 2, 1]).unwrap();
        t.draw().unwrap();
        assert!(t.undo());
        assert_eq!(t.rounds.len(), 1);
        assert!(t.undo());
        let results = &t.current().unwrap().results;
        assert_eq!((results[0].is_none(), results[1].is_some()), (true, true));
        assert!(t.undo());
        assert!(t.current().unwrap().results.iter().all(Option::is_none));
        assert!(!t.undo());
    }
}
