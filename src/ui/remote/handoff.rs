//! An answer scanned on the host's phone opens the game in a new tab (`#answer=…`): that tab hands
//! it over a BroadcastChannel to the tab hosting the table, which takes it as if pasted and says
//! how it went. The hosting tab listens from its first table with phones on ([`PhoneHost`]), so
//! none of this is in the first load.

use super::driver::PhoneHost;
use crate::i18n::Lang;
use crate::session::remote::{decode_signal, SignalKind};
use crate::session::AppAction;
use crate::ui::app::ScreenProps;
use crate::ui::effect::use_effect_on;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};
use yew::prelude::*;

const CHANNEL: &str = "schraem.answers";
/// How long the answer tab waits for a hosting tab to reply.
const WAIT_MS: u32 = 3000;

/// The hosting tab's ear for answers handed over by other tabs (kept by the [`PhoneHost`]).
pub(super) struct AnswerEar {
    _channel: BroadcastChannel,
    _on_message: Closure<dyn Fn(MessageEvent)>,
}

impl PhoneHost {
    /// In the hosting tab: takes answers handed over by other tabs and replies with the outcome
    /// in words (`""`: taken), in the language of the host's last change. Listening starts with
    /// the first table with phones (no invitation can be out before), in the phone host's part.
    pub(super) fn hear_answers(self) {
        if self.with(|h| h.ear.is_some()) {
            return;
        }
        let Ok(channel) = BroadcastChannel::new(CHANNEL) else {
            return;
        };
        let reply_to = channel.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let Some(answer) = e
                .data()
                .as_string()
                .and_then(|t| t.strip_prefix("answer ").map(str::to_owned))
            else {
                return;
            };
            // Only the tab whose invitation it answers replies (the answering tab listens too).
            if !self.awaits(&answer) {
                return;
            }
            let lang = self.with(|h| h.lang).unwrap_or(Lang::ALL[0]);
            let reply_to = reply_to.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let outcome = self
                    .accept(&answer)
                    .await
                    .err()
                    .map_or("", |e| e.reason(lang));
                let _ = reply_to.post_message(&format!("taken {outcome}").into());
            });
        });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        self.with_mut(|h| {
            h.ear = Some(AnswerEar {
                _channel: channel,
                _on_message: on_message,
            });
        });
    }
}

/// The tab a scanned answer opened: hands it over and says whether a table took it.
#[function_component(AnswerScreen)]
pub fn answer_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let p = lang.phones();
    // `None`: waiting; `Some("")`: taken; `Some(reason)`: not taken (a damaged code at once).
    let outcome = use_state(|| {
        decode_signal(
            SignalKind::Answer,
            state.answer_code.as_deref().unwrap_or_default(),
        )
        .err()
        .map(|e| (p.signal_error)(e).to_owned())
    });
    {
        let (outcome, answer) = (
            outcome.clone(),
            state.answer_code.clone().unwrap_or_default(),
        );
        let damaged = outcome.is_some();
        use_effect_on((), move |()| {
            let channel = BroadcastChannel::new(CHANNEL).ok().filter(|_| !damaged);
            // Set once a table replied (the state handle in the timer would only see its start).
            let replied = std::rc::Rc::new(std::cell::Cell::new(false));
            let listener = channel.as_ref().map(|ch| {
                let (outcome, replied) = (outcome.clone(), replied.clone());
                let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                    if let Some(reason) = e
                        .data()
                        .as_string()
                        .and_then(|t| t.strip_prefix("taken ").map(str::to_owned))
                    {
                        replied.set(true);
                        outcome.set(Some(reason));
                    }
                });
                ch.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                let _ = ch.post_message(&format!("answer {answer}").into());
                on_message
            });
            let timeout = (!damaged).then(|| {
                gloo::timers::callback::Timeout::new(WAIT_MS, move || {
                    if !replied.get() {
                        outcome.set(Some(p.answer_no_table.to_owned()));
                    }
                })
            });
            move || {
                crate::ui::dom::close_channel(channel);
                drop((listener, timeout));
            }
        });
    }
    let (text, role) = match (*outcome).as_deref() {
        None => (p.answer_handing.to_owned(), "status"),
        Some("") => (p.answer_taken.to_owned(), "status"),
        Some(reason) => (reason.to_owned(), "alert"),
    };
    crate::ui::screens::frame(
        state,
        lang.texts().join_table,
        "answer-screen",
        html! {
            <>
                <p class="answer-outcome" {role}>{ text }</p>
                <button type="button" onclick={{
                    let d = state.dispatcher();
                    Callback::from(move |_| d.dispatch(AppAction::Show(crate::session::Screen::Table)))
                }}>{ lang.texts().continue_match }</button>
            </>
        },
    )
}
