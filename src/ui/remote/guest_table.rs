//! What the `guest` part draws of a joined table: the answer to send back to the host, and the
//! table the host sent with its score sheet, log and standings.

use crate::engine::Seat;
use crate::games::PhoneTable;
use crate::i18n::Lang;
use crate::session::remote::{Guest, Unfair};
use crate::session::{AnyAction, Screen};
use crate::ui::app::AppHandle;
use crate::ui::icons::{icon_button, Icon};
use crate::ui::overlay::Dialog;
use crate::ui::table::{Board, LogView, SheetView, Standings};
use std::rc::Rc;
use yew::prelude::*;

/// The joined table's open panel.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Panel {
    Sheet,
    Log,
    /// "Leave the table?": the menu button asks first, a tap by mistake costs nothing.
    Leave,
}

/// The deal check's verdict on each hand so far, as the log says it (`true`: fair).
pub(super) fn fair_lines(table: &PhoneTable, guest: &Guest, lang: Lang) -> Vec<(String, bool)> {
    let p = lang.phones();
    let name = |seat: Seat| {
        let model = &table.model;
        model
            .others
            .iter()
            .chain(&model.me)
            .find(|c| c.seat == seat)
            .map_or_else(|| seat.to_string(), |c| c.name.clone())
    };
    guest
        .ledger()
        .verdicts()
        .iter()
        .map(|&(hand, verdict)| match verdict {
            Ok(()) => ((p.fair_ok)(hand + 1), true),
            Err(unfair) => {
                let seat = match unfair {
                    Unfair::Played(s) => s,
                    _ => table.seat,
                };
                ((p.fair_bad)(hand + 1, unfair, &name(seat)), false)
            }
        })
        .collect()
}

/// The answer's stage: the code to send back to the host (copy, share, QR code), and the wait.
/// `error`: what went wrong since (the host's reader could not be fetched), at the top, where it
/// is seen without scrolling past the code.
pub(super) fn answer(code: &str, name: &str, error: Option<Html>, lang: Lang) -> Html {
    let (t, p) = (lang.texts(), lang.phones());
    let copy = {
        let code = code.to_owned();
        Callback::from(move |_| crate::ui::dom::copy(&code))
    };
    let share = {
        let code = code.to_owned();
        Callback::from(move |_| crate::ui::dom::share_text(&code, t.app_name))
    };
    html! {
        <>
            <p class="you-play">{ (p.you_play)(name) }</p>
            { error.unwrap_or_default() }
            <p class="help">{ p.answer_help }</p>
            <label class="field">
                <span>{ p.your_answer }</span>
                <textarea class="answer-code" readonly=true rows="4" value={code.to_owned()} />
            </label>
            <div class="row">
                <button type="button" class="primary" onclick={copy}>{ p.copy_code }</button>
                if crate::ui::dom::can_share() {
                    <button type="button" onclick={share}>{ t.share }</button>
                }
            </div>
            <p>{ p.scan_answer }</p>
            <crate::ui::qr::QrImage text={crate::ui::dom::link_url(&format!("answer={code}"))} label={p.qr_label} {lang} />
            <p class="waiting" role="status">{ p.waiting_for_host }</p>
        </>
    }
}

/// The joined table: the board the host sent, the score sheet and the log, the standings at the
/// end.
pub(super) fn playing(
    table: &Rc<PhoneTable>,
    fair: &[(String, bool)],
    (on_act, on_proceed): (Callback<(Seat, AnyAction)>, Callback<()>),
    refused: Option<String>,
    (panel, over_closed): (&UseStateHandle<Option<Panel>>, &UseStateHandle<bool>),
    state: &AppHandle,
) -> Html {
    let (lang, four_colour) = (state.settings.lang, state.settings.four_colour);
    let t = lang.texts();
    let open = |p: Panel| {
        let panel = panel.clone();
        Callback::from(move |_: MouseEvent| panel.set(Some(p)))
    };
    let close = {
        let panel = panel.clone();
        Callback::from(move |()| panel.set(None))
    };
    let panel_html = match **panel {
        None => Html::default(),
        Some(Panel::Sheet) => html! {
            <Dialog title={t.score_sheet} id="sheet-title" class="sheet-panel" close_label={t.close} on_close={close}>
                <SheetView sheet={table.sheet.clone()} {lang} />
            </Dialog>
        },
        Some(Panel::Log) => html! {
            <Dialog title={t.log} id="log-title" class="log-panel" close_label={t.close} on_close={close}>
                <LogView lines={table.log.iter().chain(fair.iter().map(|(line, _)| line)).cloned().collect::<Vec<_>>()} label={t.log} />
            </Dialog>
        },
        Some(Panel::Leave) => {
            let p = lang.phones();
            html! {
                <Dialog title={p.leave_title} id="leave-title" class="leave-panel" close_label={t.close} on_close={close.clone()}>
                    <p>{ p.leave_help }</p>
                    <div class="row">
                        <button type="button" class="primary" onclick={close.reform(|_| ())}>{ p.stay }</button>
                        <button type="button" onclick={crate::ui::screens::go(state, Screen::Home)}>{ p.leave }</button>
                    </div>
                </Dialog>
            }
        }
    };
    let over_html = match (&table.standings, **over_closed || panel.is_some()) {
        (Some(standings), false) => html! {
            <Dialog title={t.game_over} id="over-title" class="over-panel" close_label={t.close}
                on_close={let c = over_closed.clone(); Callback::from(move |()| c.set(true))}>
                <Standings standings={standings.clone()} {lang} />
                <div class="row">
                    <button type="button" onclick={open(Panel::Sheet)}>{ t.score_sheet }</button>
                    <button type="button" onclick={crate::ui::screens::go(state, Screen::Home)}>{ t.home }</button>
                </div>
            </Dialog>
        },
        _ => Html::default(),
    };
    let ticker = refused.or_else(|| table.ticker.clone());
    html! {
        <section class="screen table-screen joined" aria-labelledby="table-title">
            <header class="table-bar">
                { icon_button(Icon::Menu, t.home, open(Panel::Leave)) }
                <h1 id="table-title" class="visually-hidden" tabindex="-1">{ table.title.clone() }</h1>
                <ul class="status" aria-label={t.table_label}>
                    { for table.model.status.iter().map(|s| html! { <li>{ s.clone() }</li> }) }
                </ul>
                { icon_button(Icon::Sheet, t.score_sheet, open(Panel::Sheet)) }
                { icon_button(Icon::Log, t.log, open(Panel::Log)) }
            </header>
            // A broken promise is said at once, above the table.
            { for fair.iter().filter(|(_, ok)| !ok).map(|(line, _)| html! { <p class="notice unfair" role="alert">{ line.clone() }</p> }) }
            <Board model={Rc::new(table.model.clone())} {lang} {four_colour} {on_act} {on_proceed} {ticker} />
            { panel_html }
            { over_html }
        </section>
    }
}
