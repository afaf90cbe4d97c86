//! The host's panel "Phones at the table": each seat played on another phone with its link, an
//! invitation to send (copy, share, or a link that opens the Join screen with it), and the field
//! where the host pastes that phone's answer. With a signalling server set, a seat's invitation is
//! its room's link instead: the phone that opens it joins with nothing to send back.

use super::code_box::CodeBox;
use super::driver::{use_phone_links, PhoneHost};
use super::host::PhoneLink;
use super::rooms::ServerLink;
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::ui::dom;
use crate::ui::overlay::Dialog;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PhonesPanelProps {
    /// The app's host of phones.
    pub host: PhoneHost,
    /// The seats played on phones, with their names.
    pub seats: Vec<(Seat, String)>,
    /// The seats a computer plays, with their names (each may be given to a phone).
    #[prop_or_default]
    pub computers: Vec<(Seat, String)>,
    /// Gives a seat to a phone (`true`) or to a computer player (`false`).
    #[prop_or_default]
    pub on_give: Callback<(Seat, bool)>,
    pub lang: Lang,
    pub on_close: Callback<()>,
}

#[function_component(PhonesPanel)]
pub fn phones_panel(props: &PhonesPanelProps) -> Html {
    let host = props.host;
    use_phone_links(&host);
    let lang = props.lang;
    let (t, p) = (lang.texts(), lang.phones());
    // The seat whose invitation is open, and what went wrong last.
    let open = use_state(|| None::<Seat>);
    // With a server: the open seat shows a code invitation instead of its link.
    let by_code = use_state(|| false);
    let error = use_state(|| None::<String>);
    let answer = use_node_ref();
    let server = host.server_link();
    let waiting = host.claims();
    let l = lang.lobby();
    let computers = props.computers.iter().map(|(seat, name)| {
        let to_phone = props.on_give.reform({
            let seat = *seat;
            move |_| (seat, true)
        });
        html! {
            <li class="phone-seat computer">
                <div class="phone-head">
                    <strong>{ name.clone() }</strong>
                    <span class="phone-status">{ l.computer }</span>
                    <button type="button" class="to-phone" onclick={to_phone}>{ l.to_phone }</button>
                </div>
            </li>
        }
    });
    let rows = props.seats.iter().map(|(seat, name)| {
        let seat = *seat;
        // Another phone opened this seat's link: the seat is its player's phone's until the host
        // lets the other in.
        let claim = waiting.iter().find(|(s, _)| *s == seat).map(|(_, id)| *id);
        let link = host.link_of(seat);
        let status = match link {
            PhoneLink::Connected => p.connected,
            PhoneLink::None | PhoneLink::Invited | PhoneLink::Dropped => p.not_connected,
        };
        // Who took the seat by the table code, by the name they chose.
        let joiner = host.joiner_name(seat).filter(|j| j != name);
        let to_computer = props.on_give.reform(move |_| (seat, false));
        let invite_by_code = {
            let (open, error, name, by_code, host) = (
                open.clone(),
                error.clone(),
                name.clone(),
                by_code.clone(),
                host,
            );
            Callback::from(move |_| {
                let (open, error, name, host) =
                    (open.clone(), error.clone(), name.clone(), host);
                open.set(Some(seat));
                by_code.set(true);
                error.set(None);
                wasm_bindgen_futures::spawn_local(async move {
                    if host.invite(seat, name).await.is_err() {
                        error.set(Some(p.no_webrtc.to_owned()));
                    }
                });
            })
        };
        let room = host.seat_link(seat).filter(|_| server != ServerLink::Off);
        let on_invite = match room {
            Some(_) => {
                let (open, by_code) = (open.clone(), by_code.clone());
                Callback::from(move |_| {
                    open.set(Some(seat));
                    by_code.set(false);
                })
            }
            None => invite_by_code.clone(),
        };
        let label = if matches!(link, PhoneLink::None) { p.invite } else { p.new_invite };
        let code = host.pending_code(seat)
            .filter(|_| *open == Some(seat) && (room.is_none() || *by_code));
        let room = room.filter(|_| *open == Some(seat) && !*by_code);
        let let_in = |yes: bool| {
            Callback::from(move |_| {
                if let Some(id) = claim {
                    host.let_in(id, yes);
                }
            })
        };
        html! {
            <li class={classes!("phone-seat", (link == PhoneLink::Connected).then_some("connected"))}>
                <div class="phone-head">
                    <strong>{ (p.phone_of)(name) }</strong>
                    <span class="phone-status" role="status">{ status }</span>
                    if link != PhoneLink::Connected || *open == Some(seat) {
                        <button type="button" class="invite" onclick={on_invite}>{ label }</button>
                    }
                </div>
                if let Some(joiner) = joiner {
                    <p class="played-by">{ (l.played_by)(&joiner) }</p>
                }
                if link != PhoneLink::Connected {
                    <button type="button" class="to-computer" onclick={to_computer}>{ l.to_computer }</button>
                }
                if claim.is_some() {
                    <div class="claim" role="group" aria-label={(p.claim_waiting)(name)}>
                        <p role="status">{ (p.claim_waiting)(name) }</p>
                        <div class="row">
                            <button type="button" class="let-in" onclick={let_in(true)}>{ p.let_in }</button>
                            <button type="button" class="refuse" onclick={let_in(false)}>{ p.refuse }</button>
                        </div>
                    </div>
                }
                if let Some(room) = room {
                    { seat_link_html(&room, lang, invite_by_code) }
                }
                if let Some(code) = code {
                    { invitation(&host, &code, name, lang, &answer, &error) }
                }
            </li>
        }
    });
    html! {
        <Dialog title={t.phones} id="phones-title" class="phones-panel" close_label={t.close}
            on_close={props.on_close.clone()}>
            <CodeBox host={host} seats={props.seats.clone()} {lang} />
            <p class="help">{ p.phones_help }</p>
            if let Some(line) = match server {
                ServerLink::Off => None,
                ServerLink::Connecting => Some(p.server_connecting),
                ServerLink::Open => Some(p.server_open),
                ServerLink::Unreachable => Some(p.server_unreachable),
            } {
                <p class="server-status" role="status">{ line }</p>
            }
            <h3 class="seats-title">{ l.seats }</h3>
            <ul class="phone-seats">
                { for rows }
                { for computers }
            </ul>
            if let Some(e) = (*error).clone() {
                <p class="error" role="alert">{ e }</p>
            }
        </Dialog>
    }
}

/// A seat's link through the server: a QR code for the player's camera, the link to copy or
/// share, and the way back to codes (a phone that cannot reach the server).
fn seat_link_html(code: &str, lang: Lang, by_code: Callback<MouseEvent>) -> Html {
    let (t, p) = (lang.texts(), lang.phones());
    let url = dom::link_url(&format!("join={code}"));
    let copy = {
        let url = url.clone();
        Callback::from(move |_| dom::copy(&url))
    };
    let share = {
        let url = url.clone();
        Callback::from(move |_| dom::share(&url, t.app_name))
    };
    html! {
        <div class="invitation seat-link" data-link={url.clone()}>
            <p>{ p.seat_link_help }</p>
            <crate::ui::qr::QrImage text={url} label={p.qr_label} {lang} />
            <div class="row">
                <button type="button" class="primary" onclick={copy}>{ p.copy_link }</button>
                if dom::can_share() {
                    <button type="button" onclick={share}>{ t.share }</button>
                }
            </div>
            <button type="button" class="by-code" onclick={by_code}>{ p.invite_with_code }</button>
        </div>
    }
}

/// The open invitation: its code to send, and the field for the answer.
fn invitation(
    host: &PhoneHost,
    code: &str,
    name: &str,
    lang: Lang,
    answer: &NodeRef,
    error: &UseStateHandle<Option<String>>,
) -> Html {
    let (t, p) = (lang.texts(), lang.phones());
    let url = dom::link_url(&format!("join={code}"));
    let qr_url = url.clone();
    let copy = {
        let code = code.to_owned();
        Callback::from(move |_| dom::copy(&code))
    };
    let share = Callback::from(move |_| dom::share(&url, t.app_name));
    let connect = {
        let (answer, error, host) = (answer.clone(), error.clone(), *host);
        Callback::from(move |_| {
            let text = answer
                .cast::<HtmlTextAreaElement>()
                .map(|a| a.value())
                .unwrap_or_default();
            let (error, host) = (error.clone(), host);
            wasm_bindgen_futures::spawn_local(async move {
                error.set(
                    host.accept(&text)
                        .await
                        .err()
                        .map(|e| e.reason(lang).to_owned()),
                );
            });
        })
    };
    let select_all = Callback::from(|e: FocusEvent| {
        let area: HtmlTextAreaElement = e.target_unchecked_into();
        area.select();
    });
    html! {
        <div class="invitation">
            <p>{ p.invite_help }</p>
            <label class="field">
                <span>{ p.invitation }</span>
                <textarea class="invite-code" readonly=true rows="3" value={code.to_owned()}
                    onfocus={select_all} />
            </label>
            <div class="row">
                <button type="button" class="primary" onclick={copy}>{ p.copy_code }</button>
                if dom::can_share() {
                    <button type="button" onclick={share}>{ t.share }</button>
                }
            </div>
            <p>{ p.scan_invite }</p>
            <crate::ui::qr::QrImage text={qr_url} label={p.qr_label} {lang} />
            <label class="field">
                <span>{ (p.answer_from)(name) }</span>
                <textarea class="answer-code" rows="3" ref={answer.clone()} />
            </label>
            <button type="button" class="primary connect" onclick={connect}>{ p.connect }</button>
        </div>
    }
}
