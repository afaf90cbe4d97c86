//! The score sheet: the chalk slate (each player's marks as the preset chalks them), every finished
//! hand or deal, and the totals. Only results, which never carry a hidden card. Each game fills
//! it in its folder (`games/<game>/sheet.rs`, through `AppGame::phone_parts`).

use super::ChalkStyle;
use crate::i18n::Lang;
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
/// " | ", then the totals and the chalk in words (`lang`'s "name: words").
#[must_use]
pub fn sheet_text(sheet: &Sheet, title: &str, lang: Lang) -> String {
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
            .map(|(name, _, _, words)| lang.labelled(name, words)),
    );
    lines.join("\n")
}

/// The score sheet of `live` in `lang`.
#[must_use]
pub fn score_sheet(live: &AnyMatch, lang: Lang) -> Sheet {
    live.sheet(lang)
}

impl SheetCell {
    /// A cell of one line.
    #[must_use]
    pub fn plain(text: String, mark: CellMark) -> SheetCell {
        SheetCell {
            text,
            sub: String::new(),
            mark,
        }
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
