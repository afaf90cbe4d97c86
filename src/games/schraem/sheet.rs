//! Siebenschräm's score sheet: a row per finished hand (games of a series divided), the marks
//! as the preset chalks them, and match points in a series.

use crate::engine::schraem::{HandResult, PlayerView, Ruleset};
use crate::engine::Seat;
use crate::i18n::{Lang, Msg};
use crate::present::{CellMark, ChalkStyle, Sheet, SheetCell, SheetRow};

/// The score sheet of a Siebenschräm match (also the slate's) from its numbers: a view of it (names, marks,
/// match points), its rules, every finished hand's result and the winners so far (a joined
/// phone draws its sheet from these).
#[must_use]
pub fn sheet_of(
    view: &PlayerView,
    rules: &Ruleset,
    results: &[HandResult],
    winners: &[Seat],
    lang: Lang,
) -> Sheet {
    let t = lang.texts();
    let up = rules.scoring.counts_up();
    let style = ChalkStyle::of(rules.scoring);
    let series = rules.match_format.games() != Some(1);
    let mut rows = Vec::new();
    let mut game = None;
    for (k, r) in results.iter().enumerate() {
        if series && game != Some(r.game) {
            game = Some(r.game);
            rows.push(SheetRow {
                head: lang.say(&Msg::GameNumber {
                    n: r.game,
                    of: rules.match_format.games(),
                }),
                cells: Vec::new(),
                note: String::new(),
                divider: true,
            });
        }
        let cells = r
            .losses
            .iter()
            .enumerate()
            .map(|(s, &l)| match l {
                _ if r.winner == Some(Seat(s as u8)) => {
                    SheetCell::plain("✓".to_owned(), CellMark::Winner)
                }
                0 => SheetCell::plain("·".to_owned(), CellMark::Plain),
                l if up => SheetCell::plain(format!("+{l}"), CellMark::Loser),
                l => SheetCell::plain(format!("−{l}"), CellMark::Loser),
            })
            .collect();
        let mut note = r.value.to_string();
        if r.winner.is_none() {
            note = format!("{note} · {}", t.nobody);
        }
        rows.push(SheetRow {
            head: (k + 1).to_string(),
            cells,
            note,
            divider: false,
        });
    }
    let comma = lang != Lang::En;
    let mut totals = vec![SheetRow {
        head: if up { t.points } else { t.marks }.to_owned(),
        cells: view
            .marks
            .iter()
            .map(|&n| SheetCell::plain(style.figure(n), CellMark::Plain))
            .collect(),
        note: String::new(),
        divider: false,
    }];
    if series {
        totals.push(SheetRow {
            head: t.match_points.to_owned(),
            cells: view
                .match_points
                .iter()
                .enumerate()
                .map(|(s, &p)| {
                    let mark = if winners.contains(&Seat(s as u8)) {
                        CellMark::Winner
                    } else {
                        CellMark::Plain
                    };
                    SheetCell::plain(crate::i18n::number(p, comma), mark)
                })
                .collect(),
            note: String::new(),
            divider: false,
        });
    }
    Sheet {
        columns: view.names.clone(),
        note_head: t.value.to_owned(),
        slate: view
            .names
            .iter()
            .zip(&view.marks)
            .map(|(n, &s)| (n.clone(), style, s, style.words(lang, s)))
            .collect(),
        rows,
        totals,
        help: if series {
            t.match_points_help.to_owned()
        } else {
            String::new()
        },
    }
}
