//! The table's panels as a part (issue 30, `table-panels`): the score sheet, what happened, the
//! last trick, this game's rules, the link to share the last hand and the end of the match's
//! standings (`ui::table::panels`). The table asks for the part once it has drawn its first frame
//! and the page is idle ([`panels_soon`]), and the service worker caches it after the first paint
//! like every part, so in play a panel opens at once. A tap before it has come opens the panel's
//! dialog all the same, saying that it is coming (or that it cannot, with Try again).

use super::{part_ref, pending_panel, split_point, use_part, when_idle, PartRef, Pending};
use crate::engine::Seat;
use crate::present::TableModel;
use crate::ui::app::AppHandle;
use crate::ui::overlay::Dialog;
use crate::ui::table::{last_shared_hand, panel_body, PanelBody, TablePanel, TablePanelProps};
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// What the part offers: what a panel holds, and the panels of a table drawn once away from the
/// page ([`warm_panels`], in the part: the first load only calls it).
#[derive(Clone, Copy)]
struct Panels {
    body: fn(&TablePanelProps) -> PanelBody,
    warm: fn(&AppHandle, Option<Seat>, &Rc<TableModel>),
}

split_point!(
    table_panels,
    fn table_panels_part() -> Panels {
        Panels {
            body: panel_body,
            warm: warm_panels,
        }
    }
);

thread_local! {
    static PANELS: Cell<Option<Panels>> = const { Cell::new(None) };
}

pub(super) static PANELS_PART: PartRef = part_ref!(PANELS, table_panels_part);

/// Asks for the panels' part once the page is idle after the frame being made (the table's
/// first), then draws what the panels hold for this table once away from the page (`warm`: V8
/// compiles a function when it first runs, which made a cached tap on the score sheet 50–100 ms
/// slower than when it was in the first load). A tap on a panel then finds it here and compiled.
/// Nothing more when it cannot come (a panel's tap asks again).
pub fn panels_soon(state: AppHandle, viewer: Option<Seat>, model: Rc<TableModel>) {
    when_idle(move || {
        wasm_bindgen_futures::spawn_local(async move {
            if (PANELS_PART.here)() || (PANELS_PART.load)().await {
                when_idle(move || {
                    if let Some(panels) = PANELS.with(Cell::get) {
                        (panels.warm)(&state, viewer, &model);
                    }
                });
            }
        });
    });
}

/// Draws the score sheet, what happened, the rules, the last hand's link and (at a match's end)
/// the standings of the table in `state` once, away from the page.
fn warm_panels(state: &AppHandle, viewer: Option<Seat>, model: &Rc<TableModel>) {
    let over = state.table.as_ref().is_some_and(|t| t.is_over());
    let shared = state
        .table
        .as_ref()
        .and_then(|t| last_shared_hand(t.live()));
    let panels = [TablePanel::Sheet, TablePanel::Log, TablePanel::Rules];
    let html: Html = panels
        .into_iter()
        .chain(shared.map(TablePanel::Share))
        .chain(over.then_some(TablePanel::Standings))
        .map(|panel| {
            panel_body(&TablePanelProps {
                state: state.clone(),
                panel,
                viewer,
                model: model.clone(),
                on_close: Callback::noop(),
            })
            .1
        })
        .collect();
    super::warm::warm_html(html);
}

/// A panel over the table: its dialog at once (the standings: inside the table's own), with
/// what the part draws in it once here, until then that it is coming or cannot come.
#[function_component(LazyTablePanel)]
pub fn lazy_table_panel(props: &TablePanelProps) -> Html {
    let pending = use_part(&PANELS_PART, None);
    let (title, body) = match (pending, PANELS.with(Cell::get)) {
        (None, Some(panels)) => (panels.body)(props),
        (pending, _) => (
            None,
            pending_panel(
                props.state.settings.lang,
                pending.unwrap_or(Pending::Coming),
            ),
        ),
    };
    let lang = props.state.settings.lang;
    let t = lang.texts();
    let (title, id, class): (AttrValue, &'static str, &'static str) = match props.panel {
        TablePanel::Standings => return body,
        TablePanel::Sheet => (t.score_sheet.into(), "sheet-title", "sheet-panel"),
        TablePanel::Log => (t.log.into(), "log-title", "log-panel"),
        TablePanel::LastTrick => (
            props
                .model
                .last_trick
                .as_ref()
                .map(|(title, _)| title.clone())
                .unwrap_or_default()
                .into(),
            "last-trick-title",
            "last-trick-panel",
        ),
        // Named by the part when options are changed ("…, changed"); the preset until then.
        TablePanel::Rules => (
            title
                .unwrap_or_else(|| {
                    props
                        .state
                        .table
                        .as_ref()
                        .map_or_else(String::new, |table| {
                            lang.t().preset_name(table.live().preset()).to_owned()
                        })
                })
                .into(),
            "rules-title",
            "rules-panel",
        ),
        TablePanel::Share(_) => (t.share_hand.into(), "share-title", "share-box"),
    };
    html! {
        <Dialog {title} {id} {class} close_label={t.close} on_close={props.on_close.clone()}>
            { body }
        </Dialog>
    }
}
