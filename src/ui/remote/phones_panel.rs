//! The host's panel "Phones at the table": each seat played on another phone with its link, an
//! invitation to send (copy, share, or a link that opens the Join screen with it), and the field
//! where the host pastes that phone's answer.

use super::host::{accept, invite, link_of, use_phone_links, PhoneLink};
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::ui::dom;
use crate::ui::overlay::Dialog;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PhonesPanelProps {
    /// The seats played on phones, with their names.
    pub seats: Vec<(Seat, String)>,
    pub lang: Lang,
    pub on_close: Callback<()>,
}

#[function_component(PhonesPanel)]
pub fn phones_panel(props: &PhonesPanelProps) -> Html {
    use_phone_links();
    let lang = props.lang;
    let (t, p) = (lang.texts(), lang.phones());
    // The seat whose invitation is open, and what went wrong last.
    let open = use_state(|| None::<Seat>);
    let error = use_state(|| None::<String>);
    let answer = use_node_ref();
    let rows = props.seats.iter().map(|(seat, name)| {
        let seat = *seat;
        let link = link_of(seat);
        let status = match link {
            PhoneLink::Connected => p.connected,
            PhoneLink::None | PhoneLink::Invited(_) | PhoneLink::Dropped => p.not_connected,
        };
        let on_invite = {
            let (open, error, name) = (open.clone(), error.clone(), name.clone());
            Callback::from(move |_| {
                let (open, error, name) = (open.clone(), error.clone(), name.clone());
                open.set(Some(seat));
                error.set(None);
                wasm_bindgen_futures::spawn_local(async move {
                    if invite(seat, name).await.is_err() {
                        error.set(Some(p.no_webrtc.to_owned()));
                    }
                });
            })
        };
        let label = if matches!(link, PhoneLink::None) { p.invite } else { p.new_invite };
        let code = match (&link, *open == Some(seat)) {
            (PhoneLink::Invited(code), true) => Some(code.clone()),
            _ => None,
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
                if let Some(code) = code {
                    { invitation(&code, name, lang, &answer, &error) }
                }
            </li>
        }
    });
    html! {
        <Dialog title={p.phones} id="phones-title" class="phones-panel" close_label={t.close}
            on_close={props.on_close.clone()}>
            <p class="help">{ p.phones_help }</p>
            <ul class="phone-seats">{ for rows }</ul>
            if let Some(e) = (*error).clone() {
                <p class="error" role="alert">{ e }</p>
            }
        </Dialog>
    }
}

/// The open invitation: its code to send, and the field for the answer.
fn invitation(
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
        let (answer, error) = (answer.clone(), error.clone());
        Callback::from(move |_| {
            let text = answer
                .cast::<HtmlTextAreaElement>()
                .map(|a| a.value())
                .unwrap_or_default();
            let error = error.clone();
            wasm_bindgen_futures::spawn_local(async move {
                error.set(accept(&text).await.err().map(|e| e.reason(lang).to_owned()));
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
            <crate::ui::qr::QrImage text={qr_url} label={p.qr_label} />
            <label class="field">
                <span>{ (p.answer_from)(name) }</span>
                <textarea class="answer-code" rows="3" ref={answer.clone()} />
            </label>
            <button type="button" class="primary connect" onclick={connect}>{ p.connect }</button>
        </div>
    }
}
