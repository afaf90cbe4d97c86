//! A joining phone once the player has acted on the Join screen (`join`, a small part of its
//! own): the `guest` part (issue 30, docs/parts.md) answers the host's invitation or enters the
//! seat's room on the signalling server, then plays the seat on the table the host sends. The
//! connection lives in this screen; if the host's phone leaves, the table pauses with a message
//! and a new invitation lets the player back in.

use super::guest_reader::ReaderRef;
use super::join::{Act, GuestProps};
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
use crate::session::AnyAction;
use crate::ui::effect::use_effect_on;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, RtcDataChannel, RtcDataChannelEvent, RtcPeerConnection};
use yew::prelude::*;

/// Where the joiner is once he has acted (before that, the Join screen's form).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Stage {
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

thread_local! {
    /// The joiner's side between two acts on one visit to the Join screen ("Join again" after the
    /// host's phone left, back to the form with an error): its deal check stays into the next
    /// match (docs/multiplayer.md), as when the screen was one component. Forgotten when the Join
    /// screen is opened afresh ([`forget_kept`]).
    static KEPT: RefCell<Option<Guest>> = const { RefCell::new(None) };
}

/// Forgets the joiner's side kept between acts: the Join screen opens afresh.
pub(super) fn forget_kept() {
    KEPT.with(|kept| kept.borrow_mut().take());
}

impl Link {
    fn new() -> Link {
        Link {
            pc: None,
            channel: None,
            socket: None,
            meeting: None,
            left: false,
            guest: KEPT
                .with(|kept| kept.borrow_mut().take())
                .unwrap_or_else(|| {
                    Guest::new(crate::session::remote::phone_id(
                        &crate::ui::storage::room_secret(),
                    ))
                }),
            unread: VecDeque::new(),
        }
    }
}

pub(super) type Shared = Rc<RefCell<Link>>;

/// What a connection's handlers reach: the phone's language, the connection, the screen's
/// stage and message, the reader of the host's messages and the way back to the form.
#[derive(Clone)]
pub(super) struct Joiner {
    pub(super) lang: Lang,
    pub(super) link: Shared,
    pub(super) stage: UseStateHandle<Stage>,
    pub(super) error: UseStateHandle<Option<String>>,
    pub(super) reader: ReaderRef,
    /// Back to the Join screen's form, saying why (`None`: to join again).
    pub(super) back: Callback<Option<String>>,
}

/// The stage the screen shows first for `act`.
fn first_stage(act: &Act) -> Stage {
    match act {
        Act::Pasted(text) if !is_meeting(text) => Stage::Answering,
        Act::Seat(meeting) => Stage::Meeting {
            name: meeting.name.clone(),
        },
        // Its name once it is read (a damaged one goes back to the form).
        Act::Pasted(_) | Act::Link(_) => Stage::Meeting {
            name: String::new(),
        },
    }
}

/// Carries out what the player asked for on the Join screen.
fn carry_out(act: &Act, joiner: &Joiner) {
    let p = joiner.lang.phones();
    match act {
        Act::Seat(meeting) => start(meeting, joiner),
        Act::Link(text) | Act::Pasted(text) if is_meeting(text) => match decode_meeting(text) {
            Ok(meeting) => start(&meeting, joiner),
            Err(e) => {
                // A damaged seat link is not kept in the address.
                if matches!(act, Act::Link(_)) {
                    crate::ui::dom::clear_fragment();
                }
                joiner.back.emit(Some((p.signal_error)(e).to_owned()));
            }
        },
        Act::Link(_) => joiner.back.emit(None),
        Act::Pasted(text) => match decode_signal(SignalKind::Invite, text) {
            Err(e) => joiner.back.emit(Some((p.signal_error)(e).to_owned())),
            Ok(invite) => {
                let joiner = joiner.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    match connect(&invite, &joiner).await {
                        Ok(code) => joiner.stage.set(Stage::Answer {
                            code,
                            name: invite.name.clone(),
                        }),
                        Err(_) => joiner.back.emit(Some(p.connect_failed.to_owned())),
                    }
                });
            }
        },
    }
}

/// The Join screen once the player has acted: connecting, the answer to send back, the joined
/// table.
#[function_component(GuestScreen)]
pub(super) fn guest_screen(props: &GuestProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let (t, p) = (lang.texts(), lang.phones());
    let stage = use_state(|| first_stage(&props.act));
    let error = use_state(|| None::<String>);
    let link: Shared = use_mut_ref(Link::new);
    let joiner = Joiner {
        lang,
        link: link.clone(),
        stage: stage.clone(),
        error: error.clone(),
        reader: props.reader,
        back: props.on_back.clone(),
    };
    {
        let (joiner, act) = (joiner.clone(), props.act.clone());
        use_effect_on((), move |()| {
            carry_out(&act, &joiner);
            move || {
                let mut l = joiner.link.borrow_mut();
                l.left = true;
                if let Some(pc) = l.pc.take() {
                    pc.close();
                }
                l.channel = None;
                l.socket = None;
                // Left behind for the next act (`l.left`: nothing reads this link's side again).
                let guest = std::mem::replace(&mut l.guest, Guest::new(String::new()));
                KEPT.with(|kept| *kept.borrow_mut() = Some(guest));
                // The seat's link was kept in the address for reloads; leaving ends that.
                if l.meeting.is_some() {
                    crate::ui::dom::clear_fragment();
                }
            }
        });
    }
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
    let panel = use_state(|| None::<super::guest_table::Panel>);
    let over_closed = use_state(|| false);
    let error_html = (*error)
        .clone()
        .map(|e| html! { <p class="error" role="alert">{ e }</p> });

    let body = match (*stage).clone() {
        Stage::Playing(table) => {
            let fair = super::guest_table::fair_lines(&table, &link.borrow().guest, lang);
            return super::guest_table::playing(
                &table,
                &fair,
                (on_act, on_proceed),
                (*error).clone(),
                (&panel, &over_closed),
                state,
            );
        }
        Stage::Answering => html! {
            <>
                <p class="waiting" role="status">{ p.connecting }</p>
                { error_html }
            </>
        },
        Stage::Answer { code, name } => super::guest_table::answer(&code, &name, error_html, lang),
        Stage::Meeting { name } => html! {
            <>
                if !name.is_empty() {
                    <p class="you-play">{ (p.you_play)(&name) }</p>
                }
                <p class="waiting" role="status">{ p.joining_via_server }</p>
                { error_html }
            </>
        },
        Stage::HostLeft if link.borrow().meeting.is_some() => html! {
            <p role="alert">{ p.host_left_back }</p>
        },
        Stage::HostLeft => {
            let again = props.on_back.reform(|_| None);
            html! {
                <>
                    <p role="alert">{ p.host_left }</p>
                    <button type="button" class="primary" onclick={again}>{ p.join_again }</button>
                </>
            }
        }
        Stage::Reload => html! {
            <>
                <p role="alert">{ p.reload_needed }</p>
                <button type="button" class="primary" onclick={Callback::from(|_| crate::ui::dom::reload())}>{ p.reload }</button>
            </>
        },
    };
    crate::ui::screens::frame(state, t.join_table, "join-screen", body)
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
            super::guest_inbox::receive(text, &this, &joiner);
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
