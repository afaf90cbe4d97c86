//! Joining by a table code on the Join screen: the player types the code the host read out (or
//! opens the link the host sent, which fills it in) and a name; the knock itself (the code's lobby
//! room on the signalling server, until the host lets the phone in) is the `guest` part's
//! (`join_knock`), fetched as the screen opens.

use super::join::GuestPart;
use crate::i18n::Lang;
use crate::session::remote::{decode_code_link, room_url, KnockStage, Meeting, MAX_NAME};
use crate::ui::effect::use_effect_on;
use std::any::Any;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// What the code form shows under its fields.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Status {
    Idle,
    Knocking(KnockStage),
    Failed(String),
}

/// The code form of the Join screen, and whether the page's `#join=` was a code link (then the
/// invitation field below stays empty).
pub(super) struct CodeJoin {
    pub html: Option<Html>,
    pub from_link: bool,
}

/// The code form, for a phone whose server for table codes is `server` (empty: none known; a
/// code link names one). `initial`: what followed `#join=` in the page's address. `guest`: the
/// part that knocks, once here; `pending`: what to show while a knock waits for it; `on_seat`:
/// where the seat goes that the host let the phone in to.
#[hook]
pub(super) fn use_code_join(
    lang: Lang,
    server: &str,
    initial: &str,
    guest: Option<GuestPart>,
    pending: Html,
    on_seat: Callback<Meeting>,
) -> CodeJoin {
    let lobby = lang.lobby();
    let status = use_state(|| Status::Idle);
    // The knock under way (dropped: it ends).
    let held = use_mut_ref(|| None::<Box<dyn Any>>);
    // A knock asked for before the `guest` part was here: its room and name.
    let waiting = use_state(|| None::<(String, String)>);
    let link = decode_code_link(initial).ok();
    // What is typed (the code link's code, the name this device joined with last).
    let code_text = use_state(|| {
        link.as_ref()
            .map(|(code, _)| code.spaced())
            .unwrap_or_default()
    });
    let name_text = use_state(crate::ui::storage::joiner_name);
    let from_link = link.is_some();
    let server = link
        .as_ref()
        .and_then(|(_, s)| s.clone())
        .unwrap_or_else(|| server.to_owned());
    let knock = {
        let (held, status) = (held.clone(), status.clone());
        move |guest: GuestPart, (url, name): (String, String)| {
            drop(held.take());
            let knock = super::join_knock::Knock {
                url,
                name,
                lang,
                status: status.clone(),
                on_seat: on_seat.clone(),
            };
            *held.borrow_mut() = Some((guest.knock)(knock));
        }
    };
    {
        let (waiting, knock) = (waiting.clone(), knock.clone());
        use_effect_on((guest.is_some(), waiting.is_some()), move |_| {
            if let (Some(asked), Some(guest)) = ((*waiting).clone(), guest) {
                waiting.set(None);
                knock(guest, asked);
            }
        });
    }
    {
        let held = held.clone();
        use_effect_on((), move |()| move || drop(held.take()));
    }
    if server.is_empty() {
        return CodeJoin {
            html: None,
            from_link,
        };
    }
    let ask = {
        let (status, waiting) = (status.clone(), waiting.clone());
        let (code_text, name_text, server) = (code_text.clone(), name_text.clone(), server.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let code = match decode_code_link(&code_text) {
                Ok((code, _)) => code,
                Err(e) => return status.set(Status::Failed((lobby.code_error)(e))),
            };
            let name = name_text.trim().to_owned();
            if name.is_empty() {
                return status.set(Status::Failed(lobby.name_missing.to_owned()));
            }
            crate::ui::storage::keep_joiner_name(&name);
            let asked = (room_url(&server, &code.room()), name);
            status.set(Status::Idle);
            match guest {
                Some(guest) => knock(guest, asked),
                None => waiting.set(Some(asked)),
            }
        })
    };
    let busy = matches!(*status, Status::Knocking(_)) || waiting.is_some();
    let line = match &*status {
        _ if waiting.is_some() => pending,
        Status::Idle => Html::default(),
        Status::Knocking(KnockStage::Waiting) => {
            html! { <p class="waiting" role="status">{ lobby.waiting_to_be_let_in }</p> }
        }
        Status::Knocking(_) => html! { <p class="waiting" role="status">{ lobby.looking }</p> },
        Status::Failed(e) => html! { <p class="error" role="alert">{ e.clone() }</p> },
    };
    let typed = |text: &UseStateHandle<String>| {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            text.set(e.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let html = html! {
        <form class="by-code" aria-labelledby="by-code-title" onsubmit={ask}>
            <h2 id="by-code-title">{ lobby.join_by_code }</h2>
            <p class="help">{ lobby.join_code_help }</p>
            <label class="field">
                <span>{ lobby.table_code }</span>
                <input class="table-code" type="text" value={(*code_text).clone()} oninput={typed(&code_text)}
                    autocomplete="off" autocapitalize="characters" spellcheck="false"
                    maxlength="20" />
            </label>
            <label class="field">
                <span>{ lobby.your_name }</span>
                <input class="joiner-name" type="text" value={(*name_text).clone()}
                    oninput={typed(&name_text)} autocomplete="nickname"
                    maxlength={MAX_NAME.to_string()} />
            </label>
            { line }
            <button type="submit" class="primary ask" disabled={busy}>{ lobby.ask_to_join }</button>
        </form>
    };
    CodeJoin {
        html: Some(html),
        from_link,
    }
}
