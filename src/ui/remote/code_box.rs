//! The top of the host's Phones panel with a signalling server: the table's code, big and
//! readable aloud, how long it holds, "Send the link" (the share sheet, else the clipboard), and
//! the joiners knocking — each by the name they chose, to be let in to a free seat or refused.

use crate::engine::Seat;
use crate::i18n::Lang;
use crate::session::remote::encode_code_link;
use crate::ui::dom;
use crate::ui::effect::use_effect_on;
use yew::prelude::*;

/// `ms` (since 1970) as the hour and minute of this device's clock, `13:45`.
fn clock(ms: u64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    format!("{:02}:{:02}", date.get_hours(), date.get_minutes())
}

#[derive(Properties, PartialEq)]
pub struct CodeBoxProps {
    /// The app's host of phones.
    pub host: super::PhoneHost,
    /// The phone seats with their names (to say whose seat a joiner is let in to).
    pub seats: Vec<(Seat, String)>,
    pub lang: Lang,
}

/// The table code and who knocks with it (nothing without a server).
#[function_component(CodeBox)]
pub fn code_box(props: &CodeBoxProps) -> Html {
    // Re-drawn when someone knocks or the lobby opens (the panel's own props do not change).
    let host = props.host;
    super::use_phone_links(&host);
    let lang = props.lang;
    let (l, p) = (lang.lobby(), lang.phones());
    let copied = use_state(|| false);
    let update = use_force_update();
    let issued = host.issued();
    let expires = issued.as_ref().map(|i| i.expires_ms());
    // Re-drawn when the code expires, so the panel says so.
    use_effect_on(expires, move |expires| {
        let timer = expires.map(|at| {
            let wait = at
                .saturating_sub(js_sys::Date::now() as u64)
                .min(u64::from(u32::MAX));
            gloo::timers::callback::Timeout::new(wait as u32 + 50, move || update.force_update())
        });
        move || drop(timer)
    });
    let Some(issued) = issued else {
        return Html::default();
    };
    let expired = issued.expired(js_sys::Date::now() as u64);
    let code = issued.code.spaced();
    let url = dom::link_url(&format!(
        "join={}",
        encode_code_link(&issued.code, &host.lobby_server())
    ));
    let send = {
        let (url, copied, text) = (url.clone(), copied.clone(), (l.share_text)(&code));
        Callback::from(move |_| {
            if dom::can_share() {
                dom::share_link(&url, &text, lang.texts().app_name);
            } else {
                dom::copy(&url);
                copied.set(true);
            }
        })
    };
    let name_of = |seat: Seat| {
        props
            .seats
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or_else(|| seat.to_string(), |(_, n)| n.clone())
    };
    let free = host.free_seats();
    let waiting = host.knocks().into_iter().map(|knock| {
        let title = (l.asks_to_join)(&knock.name);
        let seats = free.iter().map(|&seat| {
            let (phone, host) = (knock.phone.clone(), host);
            html! {
                <button type="button" class="let-in" onclick={Callback::from(move |_| host.let_in_by_code(&phone, seat))}>
                    { (l.let_in_to)(&name_of(seat)) }
                </button>
            }
        });
        let refuse = {
            let (phone, host) = (knock.phone.clone(), host);
            Callback::from(move |_| host.refuse_by_code(&phone))
        };
        html! {
            <li class="knock">
                <div role="group" aria-label={title.clone()}>
                    <p role="status"><strong>{ title }</strong></p>
                    if free.is_empty() {
                        <p>{ l.no_free_seat }</p>
                    }
                    <div class="row">
                        { for seats }
                        <button type="button" class="refuse" onclick={refuse}>{ p.refuse }</button>
                    </div>
                </div>
            </li>
        }
    });
    let renew = Callback::from(move |_| host.renew_code());
    html! {
        <section class="code-box" aria-labelledby="code-title" data-link={url}>
            <h3 id="code-title">{ l.code_title }</h3>
            <p class={classes!("table-code-shown", expired.then_some("expired"))}>{ code }</p>
            if expired {
                <p class="code-expiry" role="status">{ l.code_expired }</p>
            } else {
                <p class="code-expiry">{ (l.valid_until)(&clock(issued.expires_ms())) }</p>
            }
            <p class="help">{ l.code_help }</p>
            <div class="row">
                if expired {
                    <button type="button" class="primary new-code" onclick={renew.clone()}>{ l.new_code }</button>
                } else {
                    <button type="button" class="primary send-link" onclick={send}>{ l.send_link }</button>
                    <button type="button" class="new-code" onclick={renew.clone()}>{ l.new_code }</button>
                }
            </div>
            if *copied {
                <p class="copied" role="status">{ l.link_copied }</p>
            }
            <ul class="knocks">{ for waiting }</ul>
        </section>
    }
}
