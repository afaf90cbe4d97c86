//! The score sheet: the chalk slate (each player's marks as the preset chalks them), every finished
//! hand or deal, and the totals. Only results, which never carry a hidden card.

use super::ChalkStyle;
use crate::engine::ramsch::{self, DealKind};
use crate::engine::schraem;
use crate::engine::Seat;
use crate::i18n::{Lang, Msg};
use crate::session::AnyMatch;

/// How a cell reads at a glance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CellMark {
    /// Nothing special.
    Plain,
    /// Won the hand (or first place).
    Winner,
    /// Paid, or a loser of the deal.
    Loser,
}

/// One cell: its text, a second smaller line, and its mark.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SheetCell {
    /// The main text ("−2", "+40", "✓").
    pub text: String,
    /// A second line ("24 card points").
    pub sub: String,
    /// How it reads at a glance.
    pub mark: CellMark,
}

/// One row: its head, a cell per player, and a note (value, multiplier).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SheetRow {
    /// The row's head ("3", "Total").
    pub head: String,
    /// A cell per player.
    pub cells: Vec<SheetCell>,
    /// The value or multiplier and what made it.
    pub note: String,
    /// A heading row between games ("Game 2"): `cells` is empty.
    pub divider: bool,
}

/// The whole sheet.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Sheet {
    /// The players' names.
    pub columns: Vec<String>,
    /// The note column's heading (value, multiplier).
    pub note_head: String,
    /// The chalk slate: each player's score now, drawn as the preset chalks it.
    pub slate: Vec<(String, ChalkStyle, i32, String)>,
    /// The hands or deals.
    pub rows: Vec<SheetRow>,
    /// Totals (and match points).
    pub totals: Vec<SheetRow>,
    /// What the numbers mean.
    pub help: String,
}

/// `sheet` as plain text under `title` (for a group chat): one line per hand, cells separated by
/// " | ", then the totals and the chalk in words.
#[must_use]
pub fn sheet_text(sheet: &Sheet, title: &str) -> String {
    let line = |head: &str, cells: Vec<&str>, note: &str| {
        let mut parts = vec![head];
        parts.extend(cells);
        if !note.is_empty() {
            parts.push(note);
        }
        parts.join(" | ")
    };
    let mut lines = vec![title.to_owned()];
    let names: Vec<&str> = sheet.columns.iter().map(String::as_str).collect();
    lines.push(line("#", names, &sheet.note_head));
    for r in sheet.rows.iter().chain(&sheet.totals) {
        if r.divider {
            lines.push(r.head.clone());
        } else {
            let cells = r.cells.iter().map(|c| c.text.as_str()).collect();
            lines.push(line(&r.head, cells, &r.note));
        }
    }
    lines.extend(
        sheet
            .slate
            .iter()
            .filter(|s| !s.3.is_empty())
            .map(|(name, _, _, words)| format!("{name}: {words}")),
    );
    lines.join("\n")
}

/// The score sheet of `live` in `lang`.
#[must_use]
pub fn score_sheet(live: &AnyMatch, lang: Lang) -> Sheet {
    live.sheet(lang)
}

fn cell(text: String, mark: CellMark) -> SheetCell {
    SheetCell {
        text,
        sub: String::new(),
        mark,
    }
}

/// The score sheet of a Siebenschräm match (also the slate's).
#[must_use]
pub fn schraem_sheet(m: &schraem::Match, lang: Lang) -> Sheet {
    let winners = crate::engine::Game::standings(m).winners;
    schraem_sheet_of(&m.public_view(), m.ruleset(), m.results(), &winners, lang)
}

/// The score sheet of a Siebenschräm match from its numbers: a view of it (names, marks,
/// match points), its rules, every finished hand's result and the winners so far (a joined
/// phone draws its sheet from these).
#[must_use]
pub fn schraem_sheet_of(
    view: &schraem::PlayerView,
    rules: &schraem::Ruleset,
    results: &[schraem::HandResult],
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
                _ if r.winner == Some(Seat(s as u8)) => cell("✓".to_owned(), CellMark::Winner),
                0 => cell("·".to_owned(), CellMark::Plain),
                l if up => cell(format!("+{l}"), CellMark::Loser),
                l => cell(format!("−{l}"), CellMark::Loser),
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
            .map(|&n| cell(style.figure(n), CellMark::Plain))
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
                    cell(crate::i18n::number(p, comma), mark)
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

/// The score sheet of a Schieberamsch match.
#[must_use]
pub fn ramsch_sheet(m: &ramsch::Match, lang: Lang) -> Sheet {
    ramsch_sheet_of(&crate::engine::Game::view_for(m, None).public, lang)
}

/// The score sheet of a Schieberamsch match from what everyone may know of it (a joined phone
/// draws its sheet from its view).
#[must_use]
pub fn ramsch_sheet_of(public: &ramsch::PublicView, lang: Lang) -> Sheet {
    let t = lang.texts();
    let sheet = &public.sheet;
    let names = public.players.clone();
    let agreed = public.deals_agreed;
    // Rows are numbered as the players count deals toward the agreed number (the header's
    // "Deal 2 of 8", the ticker's "Deal 2 once more"): a deal that does not count shares its
    // number with the one dealt again after it.
    let mut counted = 0u32;
    let rows = sheet
        .rows
        .iter()
        .map(|row| {
            let number = counted + 1;
            counted += u32::from(row.counted);
            let r = &row.result;
            let mut notes = Vec::new();
            if r.kind == DealKind::GrandHand {
                notes.push(t.grand_hand.to_owned());
            }
            if r.pushes > 0 {
                notes.push(format!("{} ×{}", t.push, 1u32 << r.pushes));
            }
            if r.jungfrau {
                notes.push(t.jungfrau.to_owned());
            }
            if r.durchmarsch.is_some() {
                notes.push(t.durchmarsch.to_owned());
            }
            if let Some(g) = r.grand {
                if g.kontra {
                    notes.push(t.kontra.to_owned());
                }
                if g.re {
                    notes.push(t.re.to_owned());
                }
            }
            if r.divisor > 1 {
                notes.push(format!("÷{}", r.divisor));
            }
            if !row.counted {
                // Why the deal does not count, and what that means: a Grand Hand's score stands
                // on the sheet all the same.
                notes.push(lang.say(&Msg::NotCounted {
                    of: agreed,
                    grand: r.kind == DealKind::GrandHand,
                }));
            }
            let cells = (0..3)
                .map(|s| SheetCell {
                    text: format!("{:+}", r.score[s]),
                    sub: lang.say(&Msg::CardPoints {
                        n: r.card_points[s],
                    }),
                    mark: if r.losers[s] {
                        CellMark::Loser
                    } else {
                        CellMark::Plain
                    },
                })
                .collect();
            SheetRow {
                head: number.to_string(),
                cells,
                note: std::iter::once(format!("×{}", r.multiplier))
                    .chain(notes)
                    .collect::<Vec<_>>()
                    .join(" · "),
                divider: false,
            }
        })
        .collect();
    let totals = public.totals;
    let best = totals.iter().copied().min().unwrap_or(0);
    let finished = public.finished;
    Sheet {
        columns: names.clone(),
        note_head: t.multiplier.to_owned(),
        slate: names
            .iter()
            .zip(totals)
            .map(|(n, s)| {
                let style = ChalkStyle::Penalty;
                (n.clone(), style, s, style.words(lang, s))
            })
            .collect(),
        rows,
        totals: vec![SheetRow {
            head: t.total.to_owned(),
            cells: totals
                .iter()
                .map(|&p| {
                    let mark = if finished && p == best {
                        CellMark::Winner
                    } else {
                        CellMark::Plain
                    };
                    cell(p.to_string(), mark)
                })
                .collect(),
            note: String::new(),
            divider: false,
        }],
        help: t.penalty_help.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PresetId;

    fn play_out(live: &mut AnyMatch, actions: usize) {
        for _ in 0..actions {
            let Some(seat) = live.to_act() else { break };
            let first = live.legal_actions(seat)[0];
            live.apply(seat, first).unwrap();
        }
    }

    #[test]
    fn a_siebenschraem_sheet_has_a_row_per_hand_and_the_marks() {
        let names = ["A", "B", "C", "D"].map(str::to_owned).to_vec();
        let preset = PresetId::from_id("rhineland").unwrap();
        let mut live = AnyMatch::start(preset, &serde_json::Map::new(), names, 3).unwrap();
        // Everyone looks and plays: several hands finish.
        play_out(&mut live, 400);
        let sheet = score_sheet(&live, Lang::De);
        assert_eq!(sheet.columns.len(), 4);
        assert!(sheet.rows.len() >= live.finished_hands());
        assert!(sheet.rows.iter().all(|r| r.divider || r.cells.len() == 4));
        assert_eq!(sheet.slate.len(), 4);
        assert_eq!(sheet.totals[0].cells.len(), 4);
    }

    #[test]
    fn a_schieberamsch_sheet_notes_multipliers() {
        let names = vec!["A".to_owned(), "B".to_owned(), "C".to_owned()];
        let preset = PresetId::from_id("schieberamsch").unwrap();
        let mut live = AnyMatch::start(preset, &serde_json::Map::new(), names, 3).unwrap();
        play_out(&mut live, 120);
        let sheet = score_sheet(&live, Lang::Fr);
        assert!(!sheet.rows.is_empty());
        assert!(sheet.rows.iter().all(|r| r.note.starts_with('×')));
        assert_eq!(sheet.help, Lang::Fr.texts().penalty_help);
    }
}
