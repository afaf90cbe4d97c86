//! The table's panels as their part draws them (issue 30, `ui::lazy::panels`): the score sheet,
//! what happened, the last trick, this game's rules, the link to share the last hand and the
//! end of the match's standings. The table opens each panel's dialog itself (its title, its
//! close button) and asks the part for what is in it; the part is asked for once the table has
//! drawn its first frame, so in play a panel opens at once.

use super::{LogView, SheetView, Standings};
use crate::engine::Seat;
use crate::present::{log_lines, score_sheet, standings, TableModel};
use crate::session::{AnyMatch, Table};
use crate::share::Link;
use crate::ui::app::AppHandle;
use crate::ui::dom;
use crate::ui::share_box::ShareBox;
use std::rc::Rc;
use yew::prelude::*;

/// A panel over the table whose content is the `table-panels` part's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TablePanel {
    Sheet,
    Log,
    LastTrick,
    Rules,
    /// A link to a finished hand: the last one when the panel was opened (the computer players
    /// may finish another while it is open; the link stays the one the player asked for).
    Share(usize),
    /// The end of the match: who won and everyone's standing (inside the table's own dialog
    /// with its buttons).
    Standings,
}

#[derive(Properties, PartialEq)]
pub struct TablePanelProps {
    pub state: AppHandle,
    pub panel: TablePanel,
    /// Whose table this screen shows (`None`: everyone's).
    pub viewer: Option<Seat>,
    /// The table as drawn (the last trick).
    pub model: Rc<TableModel>,
    pub on_close: Callback<()>,
}

/// What a panel holds: its title when the part names it otherwise than the table does (this
/// game's rules, marked when changed), and its content.
pub type PanelBody = (Option<String>, Html);

/// The content of `props.panel` (the part's view).
pub(crate) fn panel_body(props: &TablePanelProps) -> PanelBody {
    let state = &props.state;
    let Some(table) = state.table.as_ref() else {
        return (None, Html::default());
    };
    let lang = state.settings.lang;
    let t = lang.texts();
    let viewer = props.viewer;
    let body = match props.panel {
        TablePanel::Sheet => html! { <SheetView sheet={score_sheet(table.live(), lang)} {lang} /> },
        TablePanel::Log => html! {
            <LogView lines={log_lines(&table.seat_log(viewer), lang)} label={t.log} />
        },
        TablePanel::LastTrick => {
            let four_colour = state.settings.four_colour;
            let cards = props
                .model
                .last_trick
                .as_ref()
                .map(|(_, cards)| cards.as_slice())
                .unwrap_or_default();
            html! {
                <div class="trick done" role="group" aria-label={t.last_trick}>
                    { for cards.iter().map(|c| html! {
                        <figure class={classes!("trick-card", c.winning.then_some("winning"))}>
                            { crate::ui::card::card_image(c.card, lang, four_colour, Classes::new()) }
                            <figcaption>{ c.name.clone() }</figcaption>
                        </figure>
                    }) }
                </div>
            }
        }
        TablePanel::Rules => return rules(table, lang),
        TablePanel::Share(hand) => match share_url(table, viewer, hand) {
            Some(url) => html! {
                <ShareBox title={t.share_hand} {url} {lang} on_close={props.on_close.clone()} bare=true />
            },
            None => Html::default(),
        },
        TablePanel::Standings => html! {
            <Standings standings={standings(table.live(), viewer, lang)} {lang} />
        },
    };
    (None, body)
}

/// This game's rules: the options changed from its preset, marked as such, and the preset's
/// summary after the changes, said to hold for the rest.
fn rules(table: &Table, lang: crate::i18n::Lang) -> PanelBody {
    let t = lang.texts();
    let spec = table.live().to_record().ruleset;
    let changed = crate::present::rules_in_force::changed_options(&spec, lang).unwrap_or_default();
    let rules = crate::present::rules_in_force::rules_in_force(&spec, lang);
    let title = rules.as_ref().map(|r| r.name.clone());
    let summary = rules.map_or_else(
        || lang.t().preset_summary(table.live().preset()).to_owned(),
        |r| r.summary,
    );
    let body = html! {
        <>
            if !changed.is_empty() {
                <h3>{ t.changed_options }</h3>
                <dl class="overrides">
                    { for changed.into_iter().map(|(k, v)| html! { <><dt>{ k }</dt><dd>{ v }</dd></> }) }
                </dl>
            }
            <p>{ summary }</p>
        </>
    };
    (title, body)
}

/// The last finished hand if it can be shared (not an escape hand, which no record can start).
pub(crate) fn last_shared_hand(live: &AnyMatch) -> Option<usize> {
    live.finished_hands()
        .checked_sub(1)
        .filter(|&k| live.hand_record(k).is_some())
}

/// The link to finished hand `hand`, as seen from this screen's seat (so the replay seats the
/// players as here); computed when the panel is drawn, not on every render of the table.
fn share_url(table: &Table, viewer: Option<Seat>, hand: usize) -> Option<String> {
    let record = table.live().hand_record(hand)?;
    let seen_by = viewer
        .or_else(|| table.humans().first().copied())
        .unwrap_or(Seat(0));
    Some(dom::link_url(
        &Link::Hand(Box::new(record), seen_by).to_fragment(),
    ))
}
