//! The score sheet: the chalk slate (each player's score as the preset chalks it), every hand or
//! deal with its value or multiplier, totals and match points; scrolls inside itself (reachable
//! by keyboard) so the page never overflows sideways.

use super::chalk::chalk;
use crate::i18n::Lang;
use crate::present::sheet::CellMark;
use crate::present::{Sheet, SheetRow};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SheetProps {
    pub sheet: Sheet,
    pub lang: Lang,
}

fn mark_class(mark: CellMark) -> Option<&'static str> {
    match mark {
        CellMark::Plain => None,
        CellMark::Winner => Some("winner"),
        CellMark::Loser => Some("loser"),
    }
}

fn row(r: &SheetRow, columns: usize) -> Html {
    if r.divider {
        return html! {
            <tr class="divider"><th scope="colgroup" colspan={(columns + 2).to_string()}>{ r.head.clone() }</th></tr>
        };
    }
    html! {
        <tr>
            <th scope="row">{ r.head.clone() }</th>
            { for r.cells.iter().map(|c| html! {
                <td class={classes!(mark_class(c.mark))}>
                    { c.text.clone() }
                    if !c.sub.is_empty() { <span class="sub">{ c.sub.clone() }</span> }
                </td>
            }) }
            <td class="note">{ r.note.clone() }</td>
        </tr>
    }
}

#[function_component(SheetView)]
pub fn sheet_view(props: &SheetProps) -> Html {
    let s = &props.sheet;
    let t = props.lang.texts();
    let columns = s.columns.len();
    html! {
        <div class="sheet">
            <ul class="slate">
                { for s.slate.iter().map(|(name, style, score, words)| html! {
                    <li>
                        <span class="slate-name">{ name.clone() }</span>
                        { chalk(*style, *score, words, true) }
                    </li>
                }) }
            </ul>
            if s.rows.is_empty() {
                <p>{ t.no_hands_yet }</p>
            } else {
                <div class="sheet-scroll" tabindex="0" role="region" aria-label={t.score_sheet}>
                    <table>
                        <thead>
                            <tr>
                                <th scope="col">{ "#" }</th>
                                { for s.columns.iter().map(|n| html! { <th scope="col">{ n.clone() }</th> }) }
                                <th scope="col">{ s.note_head.clone() }</th>
                            </tr>
                        </thead>
                        <tbody>{ for s.rows.iter().map(|r| row(r, columns)) }</tbody>
                        <tfoot>{ for s.totals.iter().map(|r| row(r, columns)) }</tfoot>
                    </table>
                </div>
            }
            if !s.help.is_empty() { <p class="help">{ s.help.clone() }</p> }
        </div>
    }
}
