//! A tournament in words: the round, each table's seats (who deals first) and results, whether
//! the next round can be drawn, and the standings with every round's score.

use crate::i18n::{Lang, Msg};
use crate::session::{Tournament, TournamentFormat};

/// One table of the current round.
#[derive(Clone, Debug, PartialEq)]
pub struct TableLine {
    /// "Table 2".
    pub title: String,
    /// "Dirk deals the first hand." (the last seat, as at a table on screen: seat 4 in the
    /// Rhineland Championship).
    pub deals_first: String,
    /// Each seat: the player's name and the result entered, if any.
    pub seats: Vec<(String, Option<u32>)>,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingLine {
    /// 1-based place, shared by equal totals.
    pub place: usize,
    /// The player.
    pub name: String,
    /// Each round's score ("–" before it is entered).
    pub rounds: Vec<String>,
    /// The sum.
    pub total: u32,
    /// First place once the tournament is over.
    pub winner: bool,
}

/// The tournament screen's model.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentModel {
    /// "Series 2 of 5" / "Round 2 of 3".
    pub round: String,
    /// What a table enters per player (match points, marks left).
    pub score_label: &'static str,
    /// The most a player scores in a round.
    pub max: u32,
    /// The current round's tables.
    pub tables: Vec<TableLine>,
    /// Every result of the round is in and a round is left to draw.
    pub can_draw: bool,
    /// The column heads of the standings: one per round drawn.
    pub round_heads: Vec<String>,
    /// The standings.
    pub standings: Vec<StandingLine>,
    /// Who won, once every round is played.
    pub over: Option<String>,
}

/// The model of `t` in `lang`.
#[must_use]
pub fn tournament_model(t: &Tournament, lang: Lang) -> TournamentModel {
    let texts = lang.texts();
    let series = t.format == TournamentFormat::RhinelandChampionship;
    let name = |p: usize| t.players[p].clone();
    let round = t.current().expect("a tournament has its first round drawn");
    let tables = round
        .tables
        .iter()
        .zip(&round.results)
        .enumerate()
        .map(|(i, (seats, result))| TableLine {
            title: lang.say(&Msg::TableNumber { n: i + 1 }),
            deals_first: lang.say(&Msg::DealsFirst {
                who: &t.players[*seats.last().expect("a table has players")],
            }),
            seats: seats
                .iter()
                .enumerate()
                .map(|(k, &p)| (name(p), result.as_ref().map(|r| r[k])))
                .collect(),
        })
        .collect();
    let finished = t.is_finished();
    let standings = t.standings();
    let best = standings.first().map_or(0, |s| s.total);
    let winners: Vec<&str> = standings
        .iter()
        .filter(|s| s.total == best)
        .map(|s| t.players[s.player].as_str())
        .collect();
    TournamentModel {
        round: lang.say(&Msg::TournamentRound {
            n: t.rounds.len(),
            of: t.format.rounds(),
            series,
        }),
        score_label: if series {
            texts.match_points
        } else {
            texts.marks
        },
        max: t.format.max_score(),
        tables,
        can_draw: t.round_complete() && !finished,
        round_heads: (1..=t.rounds.len()).map(|n| n.to_string()).collect(),
        over: finished.then(|| lang.say(&Msg::TournamentWon { winners })),
        standings: standings
            .iter()
            .map(|s| StandingLine {
                place: s.place,
                name: name(s.player),
                rounds: s
                    .rounds
                    .iter()
                    .map(|r| r.map_or_else(|| "–".to_owned(), |x| x.to_string()))
                    .collect(),
                total: s.total,
                winner: finished && s.total == best,
            })
            .collect(),
    }
}

/// The standings as plain text (for a group chat): the round, then one line per player.
#[must_use]
pub fn standings_text(m: &TournamentModel, title: &str) -> String {
    let mut lines = vec![
        title.to_owned(),
        m.over.clone().unwrap_or_else(|| m.round.clone()),
    ];
    lines.extend(m.standings.iter().map(|s| {
        format!(
            "{}. {} | {} | {}",
            s.place,
            s.name,
            s.rounds.join(" "),
            s.total
        )
    }));
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_seat_deals_and_the_standings_fill_in() {
        let players = (0..8).map(|i| format!("P{i}")).collect();
        let mut t = Tournament::new(TournamentFormat::RhinelandChampionship, players, 4).unwrap();
        let m = tournament_model(&t, Lang::En);
        assert_eq!(m.round, "Series 1 of 5");
        let last = m.tables[0].seats[3].0.clone();
        assert_eq!(
            m.tables[0].deals_first,
            format!("{last} deals the first hand.")
        );
        assert!(!m.can_draw);
        t.enter(0, vec![14, 0, 8, 30]).unwrap();
        t.enter(1, vec![0, 0, 0, 70]).unwrap();
        let m = tournament_model(&t, Lang::De);
        assert!(m.can_draw);
        assert_eq!(m.standings[0].total, 70);
        assert_eq!(m.standings[0].rounds, vec!["70"]);
        assert_eq!(m.round, "Serie 1 von 5");
        assert!(m.over.is_none());
        let text = standings_text(&m, "Turnier");
        assert!(text.starts_with("Turnier\nSerie 1 von 5\n1. "), "{text}");
        assert!(text.contains(" | 70 | 70"), "{text}");
    }
}
