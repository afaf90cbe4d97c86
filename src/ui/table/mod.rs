//! The table screen, phone first: a top bar (menu, value and hand, score sheet, log), the board
//! in one screen height, and panels over it (menu, score sheet, log, last trick, a link to share,
//! this game's rules, the end of the match; what they hold is the `table-panels` part's,
//! `panels`). With several humans at one device, a hand-over
//! screen hides every hand until the next one takes the device.

mod arming;
mod board;
mod chalk;
mod chip;
mod hand;
mod hint;
mod log;
mod over;
mod pace;
mod panels;
mod review;
mod sheet;

pub use board::Board;
pub use chalk::chalk;
pub use log::LogView;
pub use over::Standings;
pub use pace::use_auto_go_on;
pub(crate) use panels::{last_shared_hand, panel_body, PanelBody, TablePanel, TablePanelProps};
pub use sheet::SheetView;

use crate::engine::Seat;
use crate::present::review::review_offered;
use crate::present::{latest_line, paced_table};
use crate::session::{AnyAction, AppAction, Reader, Screen, TableScreen as View};
use crate::ui::app::AppHandle;
use crate::ui::dom;
use crate::ui::icons::{icon_button, Icon};
use crate::ui::lazy::LazyTablePanel;
use crate::ui::overlay::Dialog;
use crate::ui::screens::{button, go};

use crate::ui::effect::use_effect_on;
pub(crate) use review::{ReviewProps, ReviewView};
use yew::prelude::*;

/// The panel open over the table.
#[derive(Clone, Debug, PartialEq)]
enum Panel {
    Menu,
    /// The score sheet, what happened, the last trick, this game's rules, the last hand's link:
    /// drawn by their part (`ui::lazy::LazyTablePanel`).
    Part(TablePanel),
    /// The review of the last hand, of the match as it was when opened (solved once its part
    /// has come: `ui::lazy::LazyReview`).
    Review(crate::ui::lazy::ReviewOf),
    /// The seats played on other phones: invitations and links.
    Phones,
}

/// The model, its prompt saying so when the table waits for a seat whose phone is not
/// connected ("Gerda ist dran" alone left the table guessing why nothing happens).
fn awaiting_phone(
    model: crate::present::TableModel,
    phones: &[(Seat, String)],
    host: &crate::ui::remote::PhoneHost,
    lang: crate::i18n::Lang,
) -> crate::present::TableModel {
    let acting = model
        .others
        .iter()
        .chain(model.me.iter())
        .find(|c| c.acting)
        .map(|c| c.seat);
    let waiting = phones.iter().find(|(s, _)| {
        Some(*s) == acting && host.link_of(*s) != crate::ui::remote::PhoneLink::Connected
    });
    match waiting {
        Some((_, who)) => crate::present::TableModel {
            prompt: lang.say(&crate::i18n::Msg::WaitingForPhone { who }),
            ..model
        },
        None => model,
    }
}

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub state: AppHandle,
    /// The app's host of phones (the seats played on other phones).
    pub phones: crate::ui::remote::PhoneHost,
}

#[function_component(TableScreen)]
pub fn table_screen(props: &TableProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let four_colour = state.settings.four_colour;
    let panel = use_state(|| None::<Panel>);
    let over_closed = use_state(|| false);
    let version = state.table.as_ref().map_or(0, |t| t.version());
    let is_over = state.table.as_ref().is_some_and(|t| t.is_over());
    {
        // A new match starts with its end-of-match panel closed.
        let over_closed = over_closed.clone();
        use_effect_on(is_over, move |over| {
            if !over {
                over_closed.set(false);
            }
        });
    }
    let view = state.table.as_ref().map_or(View::Public, |t| t.screen());
    let viewer = match view {
        View::Seat(s) => Some(s),
        _ => None,
    };
    let model = use_memo((version, lang, viewer), |_| {
        state
            .table
            .as_ref()
            .map(|t| paced_table(t, viewer, &t.humans(), Reader::Here, lang))
    });
    {
        // The panels' part, asked for once the table's first frame is drawn and the page is
        // idle, and its panels drawn once away from the page: a tap on a panel draws it at once
        // (docs/parts.md "The table's panels").
        let (state, model) = (state.clone(), model.clone());
        use_effect_on((), move |()| {
            if let Some(model) = (*model).clone() {
                crate::ui::lazy::panels_soon(state, viewer, std::rc::Rc::new(model));
            }
        });
    }
    let hint = hint::use_hint(version, lang, state.dispatcher());
    // A phone's link coming or going changes what the prompt says of its seat.
    let host = props.phones;
    crate::ui::remote::use_phone_links(&host);
    // The signalling server, for the table code's lobby (issue 29).
    let site = crate::ui::site::use_site(&state.settings);
    let server = crate::ui::site::signal_server(&state.settings, &site);
    let phones: Vec<(Seat, String)> = state
        .table
        .as_ref()
        .map(crate::session::Table::phones)
        .unwrap_or_default();
    // The Phones panel stays in the menu once every phone seat went to a computer player: it is
    // the way to give one back.
    let seed = state.table.as_ref().and_then(|t| t.live().seed());
    let offer_phones = !phones.is_empty() || seed.is_some_and(|seed| host.had_phones(seed));
    {
        // A table with phones not yet at it opens with their invitations.
        let (panel, waiting) = (
            panel.clone(),
            !is_over
                && phones
                    .iter()
                    .any(|(s, _)| host.link_of(*s) != crate::ui::remote::PhoneLink::Connected),
        );
        use_effect_on((), move |()| {
            if waiting {
                panel.set(Some(Panel::Phones));
            }
        });
    }
    {
        // Another phone asks for a seat that is its player's phone's: the host decides at once.
        let panel = panel.clone();
        let claimed = !host.claims().is_empty();
        use_effect_on(claimed, move |claimed| {
            if *claimed {
                panel.set(Some(Panel::Phones));
            }
        });
    }
    let (Some(table), Some(model)) = (state.table.as_ref(), (*model).clone()) else {
        return Html::default();
    };
    let model = std::rc::Rc::new(awaiting_phone(model, &phones, &host, lang));
    let open = |p: Panel| {
        let panel = panel.clone();
        Callback::from(move |_: MouseEvent| panel.set(Some(p.clone())))
    };
    let close = {
        let panel = panel.clone();
        Callback::from(move |()| panel.set(None))
    };
    let dispatch = state.dispatcher();
    let on_act = {
        let d = dispatch.clone();
        Callback::from(move |(seat, action): (Seat, AnyAction)| {
            d.dispatch(AppAction::Act(seat, action))
        })
    };
    // The last finished hand can be shared; its link is made by the panel (`panels::share_url`),
    // for the hand that was the last when it was opened.
    let shared_hand = panels::last_shared_hand(table.live());
    let open_ended = table.live().is_open_ended();

    if let View::HandOver(seat) = view {
        let who = table
            .live()
            .names()
            .get(seat.index())
            .cloned()
            .unwrap_or_default();
        let take = {
            let d = dispatch.clone();
            Callback::from(move |_| d.dispatch(AppAction::TakeDevice(seat)))
        };
        return html! {
            <section class="screen hand-over" aria-labelledby="handover-title">
                <h1 id="handover-title" tabindex="-1">{ lang.say(&crate::i18n::Msg::PassDevice { who: &who }) }</h1>
                <p>{ t.hand_over_hint }</p>
                <button type="button" class="primary dialog-first" onclick={take}>
                    { lang.say(&crate::i18n::Msg::ReadyAs { who: &who }) }
                </button>
                { button(t.home, None, go(state, Screen::Home)) }
            </section>
        };
    }

    // Against computers only (never pass-and-play), and not in a second tab that only watches.
    let can_undo = table.can_undo() && !state.read_only;
    let hint_for = viewer.filter(|&s| {
        !is_over && !table.holds_result(Reader::Here) && table.live().to_act() == Some(s)
    });
    let menu_item = |label: &'static str, cb: Callback<MouseEvent>| {
        html! { <li>{ button(label, None, cb) }</li> }
    };
    let panel_item = |label: &'static str, p: TablePanel| {
        html! { <li>{ button(label, Some("opens-panel"), open(Panel::Part(p))) }</li> }
    };
    let panel_html = match (*panel).clone() {
        None => Html::default(),
        Some(Panel::Menu) => html! {
            <Dialog title={t.menu} id="menu-title" class="menu-panel" close_label={t.close} on_close={close.clone()}>
                <ul class="menu-list">
                    { menu_item(t.home, go(state, Screen::Home)) }
                    if let Some(seat) = hint_for {
                        { menu_item(t.hint, {
                            let ask = hint.ask.clone();
                            let live = table.live().clone();
                            let model = model.clone();
                            let panel = panel.clone();
                            Callback::from(move |_| {
                                panel.set(None);
                                ask.emit((live.clone(), seat, model.clone()));
                            })
                        }) }
                    }
                    if can_undo {
                        { menu_item(t.undo, {
                            let d = dispatch.clone();
                            let panel = panel.clone();
                            Callback::from(move |_| { panel.set(None); d.dispatch(AppAction::Undo) })
                        }) }
                    }
                    if offer_phones {
                        <li>{ button(t.phones, Some("opens-panel"), open(Panel::Phones)) }</li>
                    }
                    { panel_item(t.score_sheet, TablePanel::Sheet) }
                    { panel_item(t.log, TablePanel::Log) }
                    if model.last_trick.is_some() { { panel_item(t.last_trick, TablePanel::LastTrick) } }
                    if review_offered(table.live(), &table.humans(), viewer) {
                        // Solved while the menu is open, so that a tap on it draws it at once
                        // (docs/parts-cached.md).
                        { crate::ui::lazy::review_ahead(crate::ui::lazy::ReviewOf::new(table.live().clone(), table.humans(), viewer), lang, four_colour) }
                        { menu_item(t.review_hand, {
                            let (live, humans, panel) = (table.live().clone(), table.humans(), panel.clone());
                            Callback::from(move |_| {
                                let of = crate::ui::lazy::ReviewOf::new(live.clone(), humans.clone(), viewer);
                                panel.set(Some(Panel::Review(of)));
                            })
                        }) }
                    }
                    if let Some(hand) = shared_hand { { panel_item(t.share_hand, TablePanel::Share(hand)) } }
                    { panel_item(t.rules_of_game, TablePanel::Rules) }
                    if open_ended && !is_over {
                        { menu_item(t.end_series, {
                            let d = dispatch.clone();
                            let panel = panel.clone();
                            Callback::from(move |_| { panel.set(None); d.dispatch(AppAction::EndSeries) })
                        }) }
                    }
                    { menu_item(t.settings, go(state, Screen::Settings)) }
                </ul>
            </Dialog>
        },
        Some(Panel::Part(p)) => html! {
            <LazyTablePanel state={state.clone()} panel={p} {viewer} model={model.clone()} on_close={close.clone()} />
        },
        Some(Panel::Review(of)) => html! {
            <crate::ui::lazy::LazyReview {of} {lang} {four_colour} on_close={close.clone()} />
        },
        Some(Panel::Phones) => {
            // Any computer seat may be given to a phone (back, after its player left for good).
            let computers: Vec<(Seat, String)> = table
                .setup()
                .seats
                .iter()
                .enumerate()
                .filter(|(_, s)| matches!(s.kind, crate::session::SeatKind::Bot(_)))
                .map(|(i, s)| (Seat(i as u8), s.name.clone()))
                .collect();
            let d = dispatch.clone();
            let on_give = Callback::from(move |(seat, to_phone)| {
                d.dispatch(AppAction::GiveSeat(seat, to_phone));
            });
            html! {
                <crate::ui::lazy::LazyPhonesPanel host={host} seats={phones.clone()} {computers} {on_give}
                    {lang} on_close={close.clone()} />
            }
        }
    };
    let over_html = if is_over && !*over_closed && panel.is_none() {
        let again = {
            let d = dispatch.clone();
            Callback::from(move |_| d.dispatch(AppAction::Rematch(dom::fresh_seed())))
        };
        let title = if open_ended {
            t.series_over
        } else {
            t.game_over
        };
        html! {
            <Dialog {title} id="over-title" class="over-panel" close_label={t.close}
                on_close={let c = over_closed.clone(); Callback::from(move |()| c.set(true))}>
                <LazyTablePanel state={state.clone()} panel={TablePanel::Standings} {viewer} model={model.clone()} on_close={close.clone()} />
                <div class="row">
                    { button(t.play_again, Some("primary"), again) }
                    { button(t.score_sheet, None, open(Panel::Part(TablePanel::Sheet))) }
                    if let Some(hand) = shared_hand {
                        { button(t.share_hand, None, open(Panel::Part(TablePanel::Share(hand)))) }
                    }
                    { button(t.new_game, None, go(state, Screen::NewGame)) }
                </div>
            </Dialog>
        }
    } else {
        Html::default()
    };
    html! {
        <section class="screen table-screen" aria-labelledby="table-title">
            <header class="table-bar">
                { icon_button(Icon::Menu, t.menu, open(Panel::Menu)) }
                <h1 id="table-title" class="visually-hidden" tabindex="-1">{ lang.t().preset_name(table.live().preset()) }</h1>
                <ul class="status" aria-label={t.table_label}>
                    { for model.status.iter().map(|s| html! { <li>{ s.clone() }</li> }) }
                </ul>
                if is_over && *over_closed {
                    <button type="button" class="standings-button"
                        onclick={let c = over_closed.clone(); Callback::from(move |_| c.set(false))}>{ t.standings }</button>
                }
                { icon_button(Icon::Sheet, t.score_sheet, open(Panel::Part(TablePanel::Sheet))) }
                { icon_button(Icon::Log, t.log, open(Panel::Part(TablePanel::Log))) }
            </header>
            <Board model={model.clone()} {lang} {four_colour} {on_act}
                on_proceed={let d = dispatch.clone(); Callback::from(move |()| d.dispatch(AppAction::NextHand(Reader::Here)))}
                hint={hint.line.is_some()}
                ticker={hint.line.clone().or_else(|| latest_line(&table.seat_log(viewer), lang))} />
            { panel_html }
            { over_html }
            if !phones.is_empty() {
                // Someone knocking with the table's code opens the Phones panel: the host decides.
                <crate::ui::lazy::LazyHostLobby host={host} server={server} seed={table.live().seed()}
                    phones={phones.clone()}
                    on_knock={let p = panel.clone(); Callback::from(move |()| p.set(Some(Panel::Phones)))} />
            }
        </section>
    }
}
