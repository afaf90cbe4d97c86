//! Schieberamsch's score sheet: a row per deal with its multiplier and what made it, the
//! penalty totals.

use crate::engine::ramsch::{DealKind, PublicView};
use crate::i18n::ramsch::RamschMsg;
use crate::i18n::{Lang, Msg};
use crate::present::{CellMark, ChalkStyle, Sheet, SheetCell, SheetRow};

/// The score sheet of a Schieberamsch match from what everyone may know of it (a joined phone
/// draws its sheet from its view, this device from the view of no seat).
#[must_use]
pub fn sheet_of(public: &PublicView, lang: Lang) -> Sheet {
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
                notes.push(lang.say(&Msg::from(RamschMsg::NotCounted {
                    of: agreed,
                    grand: r.kind == DealKind::GrandHand,
                })));
            }
            let cells = (0..r.score.len())
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
                    SheetCell::plain(p.to_string(), mark)
                })
                .collect(),
            note: String::new(),
            divider: false,
        }],
        help: t.penalty_help.to_owned(),
    }
}
