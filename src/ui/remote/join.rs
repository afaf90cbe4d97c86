//! The joiner's side: paste the host's invitation (or open its link), send back the answer, then
//! play the seat on the table the host sends. The connection lives in this screen; if the host's
//! phone leaves, the table pauses with a message and a new invitation lets the player back in.

use super::join_meeting::{meet_later, start};
use super::rtc;
use super::socket::RoomSocket;
use crate::engine::Seat;
use crate::games::{phone_table, PhoneTable};
use crate::i18n::Lang;
use crate::session::remote::{
    decode_meeting, decode_signal, encode_signal, is_meeting, Guest, GuestOut, Meeting, Signal,
    SignalKind, HELLO_EVERY_MS,
};
use crate::session::{AnyAction, Screen};
use crate::ui::app::ScreenProps;
use crate::ui::icons::{Icon, IconButton};
use crate::ui::overlay::Dialog;
use crate::ui::table::{Board, LogView, SheetView, Standings};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    HtmlTextAreaElement, MessageEvent, RtcDataChannel, RtcDataChannelEvent, RtcPeerConnection,
};
use yew::prelude::*;

/// Where the joiner is.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Stage {
    /// Waiting for the invitation to be pasted.
    Paste,
    /// Making the answer.
    Answering,
    /// The answer is made: send it back, wait for the host.
    Answer { code: String, name: String },
    /// At the table.
    Playing(Rc<PhoneTable>),
    /// Entering the seat's room on the signalling server and waiting for the host's offer.
    Meeting { name: String },
    /// The host's phone has gone: the table pauses.
    HostLeft,
    /// The host runs another version.
    Reload,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Panel {
    Sheet,
    Log,
    /// "Leave the table?": the menu button asks first, a tap by mistake costs nothing.
    Leave,
}

/// The connection to the host, kept across renders.
pub(super) struct Link {
    pc: Option<RtcPeerConnection>,
    pub(super) channel: Option<RtcDataChannel>,
    /// The seat's room on the signalling server, when joining by a meeting link.
    pub(super) socket: Option<RoomSocket>,
    pub(super) meeting: Option<Meeting>,
    /// The screen has been left: nothing may reconnect any more.
    pub(super) left: bool,
    /// Every decision of the joiner's side: the table, its changes, hello, the deal check
    /// (across reconnections).
    pub(super) guest: Guest,
    /// The host's messages that came before their reader's part (`guest_reader`).
    pub(super) unread: VecDeque<String>,
}

impl Link {
    fn new() -> Link {
        Link {
            pc: None,
            channel: None,
            socket: None,
            meeting: None,
            left: false,
            guest: Guest::new(crate::session::remote::phone_id(
                &crate::ui::storage::room_secret(),
            )),
            unread: VecDeque::new(),
        }
    }
}

pub(super) type Shared = Rc<RefCell<Link>>;

/// What a connection's handlers reach: the phone's language, the connection, and the screen's
/// stage and message.
#[derive(Clone)]
pub(super) struct Joiner {
    pub(super) lang: Lang,
    pub(super) link: Shared,
    pub(super) stage: UseStateHandle<Stage>,
    pub(super) error: UseStateHandle<Option<String>>,
}

#[function_component(JoinScreen)]
pub fn join_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let (t, p) = (lang.texts(), lang.phones());
    let stage = use_state(|| Stage::Paste);
    let error = use_state(|| None::<String>);
    let panel = use_state(|| None::<Panel>);
    let over_closed = use_state(|| false);
    let link: Shared = use_mut_ref(Link::new);
    let joiner = Joiner {
        lang,
        link: link.clone(),
        stage: stage.clone(),
        error: error.clone(),
    };
    let pasted = use_node_ref();
    // A link with `#join=` fills in the invitation.
    let initial = state.join_code.clone().unwrap_or_default();
    // Joining by a table code (with a server for it known, or named by the host's code link).
    let site = crate::ui::site::use_site(&state.settings);
    let by_code = super::join_code::use_code_join(
        &joiner,
        &crate::ui::site::signal_server(&state.settings, &site),
        &initial,
    );
    let initial = if by_code.from_link {
        String::new()
    } else {
        initial
    };
    {
        let link = link.clone();
        use_effect_with((), move |()| {
            // What reads the host's messages comes while the player joins.
            super::guest_reader::prefetch();
            move || {
                let mut l = link.borrow_mut();
                l.left = true;
                if let Some(pc) = l.pc.take() {
                    pc.close();
                }
                l.channel = None;
                l.socket = None;
                // The seat's link was kept in the address for reloads; leaving ends that.
                if l.meeting.is_some() {
                    crate::ui::dom::clear_fragment();
                }
            }
        });
    }
    // A seat's link through the server joins at once: no button to press.
    {
        let (joiner, initial) = (joiner.clone(), initial.clone());
        use_effect_with((), move |()| {
            match decode_meeting(&initial) {
                Ok(meeting) => start(&meeting, &joiner),
                // A damaged seat link: say so, and do not keep it in the address.
                Err(e) if is_meeting(&initial) => {
                    joiner.error.set(Some((p.signal_error)(e).to_owned()));
                    crate::ui::dom::clear_fragment();
                }
                Err(_) => {}
            }
        });
    }
    let join = {
        let (joiner, pasted) = (joiner.clone(), pasted.clone());
        Callback::from(move |_| {
            let Joiner { stage, error, .. } = &joiner;
            let text = pasted
                .cast::<HtmlTextAreaElement>()
                .map(|a| a.value())
                .unwrap_or_default();
            if is_meeting(&text) {
                match decode_meeting(&text) {
                    Err(e) => error.set(Some((p.signal_error)(e).to_owned())),
                    Ok(meeting) => start(&meeting, &joiner),
                }
                return;
            }
            match decode_signal(SignalKind::Invite, &text) {
                Err(e) => error.set(Some((p.signal_error)(e).to_owned())),
                Ok(invite) => {
                    error.set(None);
                    stage.set(Stage::Answering);
                    let joiner = joiner.clone();
                    wasm_bindgen_futures::spawn_local(async move {
                        let Joiner { stage, error, .. } = &joiner;
                        match connect(&invite, &joiner).await {
                            Ok(code) => stage.set(Stage::Answer {
                                code,
                                name: invite.name.clone(),
                            }),
                            Err(_) => {
                                error.set(Some(p.connect_failed.to_owned()));
                                stage.set(Stage::Paste);
                            }
                        }
                    });
                }
            }
        })
    };
    let on_act = {
        let (link, error) = (link.clone(), error.clone());
        Callback::from(move |(_, action): (Seat, AnyAction)| {
            error.set(None);
            let l = link.borrow();
            if let (Some(channel), Some(text)) = (&l.channel, l.guest.act(action)) {
                rtc::send(channel, &text);
            }
        })
    };
    // "Next hand": this phone's player goes on from a hand's result (the host holds it for him).
    let on_proceed = {
        let link = link.clone();
        Callback::from(move |()| {
            let l = link.borrow();
            if let (Some(channel), Some(text)) = (&l.channel, l.guest.next_hand()) {
                rtc::send(channel, &text);
            }
        })
    };
    let holding = matches!(&*stage, Stage::Playing(table) if table.model.proceed.is_some());
    crate::ui::table::use_auto_go_on(holding, &state.settings, on_proceed.clone());
    let again = {
        let stage = stage.clone();
        Callback::from(move |_| stage.set(Stage::Paste))
    };
    let error_html = (*error)
        .clone()
        .map(|e| html! { <p class="error" role="alert">{ e }</p> });

    match (*stage).clone() {
        Stage::Playing(table) => {
            let refused = (*error).clone();
            let name = |seat: Seat| {
                let model = &table.model;
                model
                    .others
                    .iter()
                    .chain(&model.me)
                    .find(|c| c.seat == seat)
                    .map_or_else(|| seat.to_string(), |c| c.name.clone())
            };
            let fair: Vec<(String, bool)> = link
                .borrow()
                .guest
                .ledger()
                .verdicts()
                .iter()
                .map(|&(hand, verdict)| match verdict {
                    Ok(()) => ((p.fair_ok)(hand + 1), true),
                    Err(unfair) => {
                        let seat = match unfair {
                            crate::session::remote::Unfair::Played(s) => s,
                            _ => table.seat,
                        };
                        ((p.fair_bad)(hand + 1, unfair, &name(seat)), false)
                    }
                })
                .collect();
            playing(
                &table,
                &fair,
                lang,
                state.settings.four_colour,
                (on_act, on_proceed),
                refused,
                &panel,
                &over_closed,
                state,
            )
        }
        other => {
            let body = match other {
                Stage::Paste | Stage::Answering => html! {
                    <>
                        if let Some(form) = by_code.html.clone() {
                            { form }
                            <h2 class="or-paste">{ lang.lobby().or_paste }</h2>
                        }
                        <p class="help">{ p.join_help }</p>
                        <label class="field">
                            <span>{ p.host_code }</span>
                            <textarea class="host-code" rows="4" ref={pasted} defaultvalue={initial} />
                        </label>
                        { error_html.clone().unwrap_or_default() }
                        <button type="button" class="primary join" onclick={join}
                            disabled={other == Stage::Answering}>
                            { if other == Stage::Answering { p.connecting } else { p.join } }
                        </button>
                    </>
                },
                Stage::Answer { code, name } => {
                    let code_for_qr = code.clone();
                    let copy = {
                        let code = code.clone();
                        Callback::from(move |_| crate::ui::dom::copy(&code))
                    };
                    let share = {
                        let code = code.clone();
                        Callback::from(move |_| crate::ui::dom::share_text(&code, t.app_name))
                    };
                    html! {
                        <>
                            <p class="you-play">{ (p.you_play)(&name) }</p>
                            // The host's reader could not be fetched (guest_reader): at the top,
                            // where it is seen without scrolling past the code.
                            { error_html.clone().unwrap_or_default() }
                            <p class="help">{ p.answer_help }</p>
                            <label class="field">
                                <span>{ p.your_answer }</span>
                                <textarea class="answer-code" readonly=true rows="4" value={code} />
                            </label>
                            <div class="row">
                                <button type="button" class="primary" onclick={copy}>{ p.copy_code }</button>
                                if crate::ui::dom::can_share() {
                                    <button type="button" onclick={share}>{ t.share }</button>
                                }
                            </div>
                            <p>{ p.scan_answer }</p>
                            <crate::ui::qr::QrImage text={crate::ui::dom::link_url(&format!("answer={code_for_qr}"))} label={p.qr_label} {lang} />
                            <p class="waiting" role="status">{ p.waiting_for_host }</p>
                        </>
                    }
                }
                Stage::Meeting { name } => html! {
                    <>
                        <p class="you-play">{ (p.you_play)(&name) }</p>
                        <p class="waiting" role="status">{ p.joining_via_server }</p>
                        { error_html.clone().unwrap_or_default() }
                    </>
                },
                Stage::HostLeft if link.borrow().meeting.is_some() => html! {
                    <p role="alert">{ p.host_left_back }</p>
                },
                Stage::HostLeft => html! {
                    <>
                        <p role="alert">{ p.host_left }</p>
                        <button type="button" class="primary" onclick={again}>{ p.join_again }</button>
                    </>
                },
                Stage::Reload => html! {
                    <>
                        <p role="alert">{ p.reload_needed }</p>
                        <button type="button" class="primary" onclick={Callback::from(|_| crate::ui::dom::reload())}>{ p.reload }</button>
                    </>
                },
                Stage::Playing(_) => Html::default(),
            };
            html! {
                <crate::ui::screens::Frame state={state.clone()} title={t.join_table} class="join-screen">
                    { body }
                </crate::ui::screens::Frame>
            }
        }
    }
}

/// Answers `invite` and wires the connection so that tables, refusals and the host leaving reach
/// the screen; returns the answer's code.
async fn connect(invite: &Signal, joiner: &Joiner) -> Result<String, JsValue> {
    let sdp = answer_offer(&invite.sdp, joiner).await?;
    let answer = Signal {
        sdp,
        ..invite.clone()
    };
    Ok(encode_signal(SignalKind::Answer, &answer))
}

/// Answers the host's offer `offer` (replacing any earlier connection) and wires the connection
/// so that tables, refusals and the host leaving reach the screen; returns the answer's SDP.
pub(super) async fn answer_offer(offer: &str, joiner: &Joiner) -> Result<String, JsValue> {
    let link = &joiner.link;
    if link.borrow().left {
        return Err(JsValue::from_str("the Join screen was left"));
    }
    let old = link.borrow_mut().pc.take();
    link.borrow_mut().channel = None;
    if let Some(old) = old {
        old.close();
    }
    let pc = rtc::peer()?;
    let on_channel = {
        let joiner = joiner.clone();
        Closure::<dyn FnMut(RtcDataChannelEvent)>::new(move |e: RtcDataChannelEvent| {
            wire(&e.channel(), &joiner);
            joiner.link.borrow_mut().channel = Some(e.channel());
        })
    };
    pc.set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
    on_channel.forget();
    link.borrow_mut().pc = Some(pc.clone());
    rtc::answer(&pc, offer).await
}

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// Carries out what the joiner's side decided: sends on `channel`, and shows tables, refusals,
/// a reload or the host leaving.
pub(super) fn run(out: Vec<GuestOut>, channel: &RtcDataChannel, joiner: &Joiner) {
    for o in out {
        match o {
            GuestOut::Send(text) => rtc::send(channel, &text),
            GuestOut::Show => {
                // Drawn here, in this phone's language, from the game data the guest took.
                let table = (joiner.link.borrow().guest.state())
                    .and_then(|state| phone_table(state, joiner.lang).ok());
                if let Some(table) = table {
                    keep_seat_link(&joiner.link, table.seat_link.as_deref());
                    joiner.stage.set(Stage::Playing(Rc::new(table)));
                }
            }
            GuestOut::Refused(reason) => joiner.error.set(Some(joiner.lang.move_refused(&reason))),
            GuestOut::Reload => joiner.stage.set(Stage::Reload),
            GuestOut::HostLeft => joiner.stage.set(Stage::HostLeft),
            GuestOut::Dropped(why) => {
                web_sys::console::warn_1(&format!("message dropped: {why}").into());
            }
        }
    }
}

fn wire(channel: &RtcDataChannel, joiner: &Joiner) {
    // Time for the joiner's side (hello is repeated until the first table), while the channel
    // lives.
    let ticking: Rc<RefCell<Option<gloo::timers::callback::Interval>>> = Rc::default();
    let greet = {
        let (channel, joiner, ticking) = (channel.clone(), joiner.clone(), ticking.clone());
        move || {
            let out = joiner.link.borrow_mut().guest.opened(now_ms());
            run(out, &channel, &joiner);
            let (channel, joiner) = (channel.clone(), joiner.clone());
            let interval =
                gloo::timers::callback::Interval::new(HELLO_EVERY_MS as u32, move || {
                    let out = joiner.link.borrow_mut().guest.tick(now_ms());
                    run(out, &channel, &joiner);
                });
            *ticking.borrow_mut() = Some(interval);
        }
    };
    let on_message = {
        let (joiner, this) = (joiner.clone(), channel.clone());
        Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let Some(text) = e.data().as_string() else {
                return;
            };
            super::guest_reader::receive(text, &this, &joiner);
        })
    };
    let on_close = {
        let (joiner, this) = (joiner.clone(), channel.clone());
        Closure::<dyn FnMut()>::new(move || {
            ticking.borrow_mut().take();
            // A connection this phone replaced itself closes too: that is no host leaving.
            if joiner.link.borrow().channel.as_ref() != Some(&this) {
                return;
            }
            let out = joiner.link.borrow_mut().guest.closed();
            run(out, &this, &joiner);
            // Through a server: enter the room again, so that a host that is back already (or
            // comes back) is told we are here.
            let meeting = joiner.link.borrow().meeting.clone();
            if let Some(meeting) = meeting {
                meet_later(&meeting, &joiner, 0);
            }
        })
    };
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    // The channel a joiner is handed may be open already: then `open` has fired before anyone
    // listened.
    if channel.ready_state() == web_sys::RtcDataChannelState::Open {
        greet();
    } else {
        let on_open = Closure::<dyn FnMut()>::new(greet);
        channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        on_open.forget();
    }
    on_message.forget();
    on_close.forget();
}

/// Keeps the seat's current link through the server (a new match has new ones): a closed
/// connection enters that room again, and a reload of the page goes back to it.
fn keep_seat_link(link: &Shared, code: Option<&str>) {
    let Some(meeting) = code.and_then(|c| decode_meeting(c).ok()) else {
        return;
    };
    let mut l = link.borrow_mut();
    if l.meeting.as_ref() != Some(&meeting) {
        l.meeting = Some(meeting);
        crate::ui::dom::set_fragment(&format!("join={}", code.unwrap_or_default()));
    }
}

/// The joined table: the board the host sent, the score sheet and the log, the standings at the
/// end.
#[allow(clippy::too_many_arguments, reason = "one screen's parts, passed once")]
fn playing(
    table: &Rc<PhoneTable>,
    fair: &[(String, bool)],
    lang: Lang,
    four_colour: bool,
    (on_act, on_proceed): (Callback<(Seat, AnyAction)>, Callback<()>),
    refused: Option<String>,
    panel: &UseStateHandle<Option<Panel>>,
    over_closed: &UseStateHandle<bool>,
    state: &crate::ui::app::AppHandle,
) -> Html {
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
                <IconButton icon={Icon::Menu} label={t.home} onclick={open(Panel::Leave)} />
                <h1 id="table-title" class="visually-hidden" tabindex="-1">{ table.title.clone() }</h1>
                <ul class="status" aria-label={t.table_label}>
                    { for table.model.status.iter().map(|s| html! { <li>{ s.clone() }</li> }) }
                </ul>
                <IconButton icon={Icon::Sheet} label={t.score_sheet} onclick={open(Panel::Sheet)} />
                <IconButton icon={Icon::Log} label={t.log} onclick={open(Panel::Log)} />
            </header>
            // A broken promise is said at once, above the table.
            { for fair.iter().filter(|(_, ok)| !ok).map(|(line, _)| html! { <p class="notice unfair" role="alert">{ line.clone() }</p> }) }
            <Board model={Rc::new(table.model.clone())} {lang} {four_colour} {on_act} {on_proceed} {ticker} />
            { panel_html }
            { over_html }
        </section>
    }
}
