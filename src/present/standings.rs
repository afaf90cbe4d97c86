//! The final standings: best first, who won or shares first place, who lost.

use crate::engine::{Seat, Standings};
use crate::i18n::Lang;
use crate::session::AnyMatch;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Standing {
    /// 1-based place (shared places repeat).
    pub place: usize,
    /// The player's name.
    pub name: String,
    /// The score in words (match points, marks, penalty points).
    pub score: String,
    /// Won, or shares first place.
    pub winner: bool,
    /// Lost (pays the round).
    pub loser: bool,
}

/// The standings of a finished match, or of a series the players ended (the leaders share first
/// place).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct StandingsModel {
    /// Who won, in a sentence.
    pub headline: String,
    /// Every player, best first.
    pub lines: Vec<Standing>,
}

/// The standings of `live` in `lang`.
#[must_use]
pub fn standings(live: &AnyMatch, viewer: Option<Seat>, lang: Lang) -> StandingsModel {
    let parts = live.public_parts(lang);
    standings_of(
        &parts.names,
        live.standings(),
        parts.standing_rows,
        parts.finished,
        |result| live.standings_headline(result, viewer, lang),
    )
}

/// The standings from a match's numbers: the names, the engine's `result`, every seat's `rows`
/// (seat, sort key — higher is better, the score in words), whether the match is `finished`
/// (else the players ended its series), and the `headline` of a result (a joined phone draws
/// its standings from these).
#[must_use]
pub fn standings_of(
    names: &[String],
    mut result: Standings,
    mut rows: Vec<(Seat, f64, String)>,
    finished: bool,
    headline: impl FnOnce(&Standings) -> String,
) -> StandingsModel {
    let name = |s: Seat| names.get(s.index()).map_or("?", String::as_str);
    if !finished {
        // A series the players ended: whoever leads now shares first place.
        let best = rows.iter().map(|r| r.1).fold(f64::NEG_INFINITY, f64::max);
        result.winners = rows.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
        result.losers.clear();
    }
    crate::engine::small_sort::sort_by(&mut rows, |a, b| {
        let rank = |s: Seat| {
            if result.winners.contains(&s) {
                0
            } else if result.losers.contains(&s) {
                2
            } else {
                1
            }
        };
        rank(a.0)
            .cmp(&rank(b.0))
            .then(b.1.total_cmp(&a.1))
            .then(a.0.index().cmp(&b.0.index()))
    });
    let mut lines: Vec<Standing> = Vec::new();
    for (k, (seat, key, score)) in rows.iter().enumerate() {
        let same_as_before = k > 0 && {
            let prev = &rows[k - 1];
            prev.1 == *key
                && result.winners.contains(&prev.0) == result.winners.contains(seat)
                && result.losers.contains(&prev.0) == result.losers.contains(seat)
        };
        let place = if same_as_before {
            lines[k - 1].place
        } else {
            k + 1
        };
        lines.push(Standing {
            place,
            name: name(*seat).to_owned(),
            score: score.clone(),
            winner: result.winners.contains(seat),
            loser: result.losers.contains(seat),
        });
    }
    let headline = headline(&result);
    StandingsModel { headline, lines }
}
