//! The Join screen, the `join` part (issue 30, docs/parts.md): paste the host's invitation (or
//! open its link), or type a table code. What is needed only once the player acts — the guest
//! connection, the signalling, the joined table (`guest`) — is the `guest` part, asked for once
//! this screen is drawn (beside the reader of the host's messages, `guest_reader`) and awaited where
//! it is needed: while it comes the screen says so, when it cannot it says so with Try again, and
//! what the player pasted or typed stays. A seat's link (`#join=`) asks for it at once.

use super::guest::GuestScreen;
use super::guest_reader::{self, ReaderRef};
use super::join_code::use_code_join;
use super::join_knock::{knock, Knock};
use crate::session::remote::{is_meeting, Meeting};
use crate::ui::app::{AppHandle, ScreenProps};
use crate::ui::effect::use_effect_on;
use crate::ui::lazy::{part_ref, pending_panel, use_part_when, when_idle, PartRef, Pending};
use crate::ui::part::split_point;
use std::any::Any;
use std::cell::Cell;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// What the player asked for on the Join screen, carried out by the `guest` part.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Act {
    /// Join with what was pasted into the invitation's field (an invitation or a seat's link).
    Pasted(String),
    /// The seat's link the page was opened with (`#join=`).
    Link(String),
    /// The seat the host let this phone in to after a knock with the table code.
    Seat(Meeting),
}

#[derive(Properties, PartialEq)]
pub(super) struct GuestProps {
    pub state: AppHandle,
    pub act: Act,
    /// The reader of the host's messages (its fetch is this part's, see `guest_reader`).
    pub reader: ReaderRef,
    /// Back to the form, saying why (`None`: to join again, with an empty field).
    pub on_back: Callback<Option<String>>,
}

/// What the `guest` part does for the Join screen.
#[derive(Clone, Copy)]
pub(super) struct GuestPart {
    /// The screen once the player has acted: connecting, the answer, the joined table.
    screen: fn(&GuestProps) -> Html,
    /// Knocks with a table code; the knock lasts while the returned value is kept.
    pub(super) knock: fn(Knock) -> Box<dyn Any>,
    /// Forgets the joiner's side kept between two acts on the screen (`guest::forget_kept`).
    forget: fn(),
}

split_point!(
    guest,
    fn guest_part() -> GuestPart {
        GuestPart {
            screen: |p| {
                html! {
                    <GuestScreen state={p.state.clone()} act={p.act.clone()} reader={p.reader}
                        on_back={p.on_back.clone()} />
                }
            },
            knock,
            forget: super::guest::forget_kept,
        }
    }
);

thread_local! {
    static GUEST: Cell<Option<GuestPart>> = const { Cell::new(None) };
}

/// Starts fetching the `guest` part beside this screen's own, for a page opened with a seat's
/// link (`ui::lazy`): that phone joins at once, so its connection must not wait for the screen's
/// part first. The screen's own ask finds the same load under way.
pub fn prefetch_guest() {
    #[cfg(feature = "split")]
    wasm_bindgen_futures::spawn_local(async {
        let _ = __wasm_split_preload_guest_part().await;
    });
}

static GUEST_PART: PartRef = part_ref!(GUEST, guest_part);

#[function_component(JoinScreen)]
pub fn join_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let (t, p) = (lang.texts(), lang.phones());
    // What followed `#join=` in the page's address: an invitation fills in the field, a seat's
    // link joins at once (no button to press), a code link fills in the code form.
    let initial = state.join_code.clone().unwrap_or_default();
    // The guest part, asked for once the screen is drawn and the page idle (before the reader:
    // it is needed first); a seat's link asks at once (`prefetch_guest`). Asked for in the tap's
    // task, its instantiation came before the screen's frame (docs/parts-cached.md).
    let idle = use_state(|| is_meeting(&initial));
    let pending = use_part_when(&GUEST_PART, None, *idle);
    let guest = GUEST.with(Cell::get);
    let act = use_state(|| is_meeting(&initial).then(|| Act::Link(initial.clone())));
    let error = use_state(|| None::<String>);
    // What the invitation's field holds when it is drawn again (`None`: what the link said).
    let field = use_state(|| None::<String>);
    let pasted = use_node_ref();
    // A fresh visit starts without the joiner's side an earlier visit kept (its first render,
    // before a seat link's act mounts the guest's screen and takes it).
    use_mut_ref(|| {
        if let Some(guest) = GUEST.with(Cell::get) {
            (guest.forget)();
        }
    });
    {
        // A seat's link is kept in the address for reloads until the player leaves the screen,
        // also when its part is still coming or could not be loaded.
        let seat_link = is_meeting(&initial);
        let idle = idle.clone();
        use_effect_on((), move |()| {
            when_idle(move || {
                guest_reader::prefetch();
                idle.set(true);
            });
            move || {
                if seat_link {
                    crate::ui::dom::clear_fragment();
                }
            }
        });
    }
    // What stands in for the `guest` part while an act waits for it: coming, or failed with Try
    // again (the act goes on when it comes).
    let waiting_line = pending_panel(lang, pending.unwrap_or(Pending::Coming));
    let on_seat = {
        let act = act.clone();
        Callback::from(move |meeting| act.set(Some(Act::Seat(meeting))))
    };
    // Joining by a table code (with a server for it known, or named by the host's code link).
    let site = crate::ui::site::use_site(&state.settings);
    let server = crate::ui::site::signal_server(&state.settings, &site);
    let by_code = use_code_join(
        lang,
        &server,
        &initial,
        guest,
        waiting_line.clone(),
        on_seat,
    );
    if let (Some(act_now), Some(guest)) = ((*act).clone(), guest) {
        let on_back = {
            let (act, error, field) = (act.clone(), error.clone(), field.clone());
            Callback::from(move |why: Option<String>| {
                if why.is_none() {
                    field.set(Some(String::new()));
                }
                error.set(why);
                act.set(None);
            })
        };
        return (guest.screen)(&GuestProps {
            state: state.clone(),
            act: act_now,
            reader: guest_reader::reader(),
            on_back,
        });
    }
    let join = {
        let (act, error, field, pasted) =
            (act.clone(), error.clone(), field.clone(), pasted.clone());
        Callback::from(move |_| {
            let text = pasted
                .cast::<HtmlTextAreaElement>()
                .map(|a| a.value())
                .unwrap_or_default();
            error.set(None);
            field.set(Some(text.clone()));
            act.set(Some(Act::Pasted(text)));
        })
    };
    let connecting = act.is_some();
    let text = (*field).clone().unwrap_or_else(|| {
        if by_code.from_link {
            String::new()
        } else {
            initial
        }
    });
    let body = if matches!(*act, Some(Act::Link(_))) {
        // A seat's link, waiting for the part that joins.
        html! {
            <>
                <p class="waiting" role="status">{ p.joining_via_server }</p>
                { waiting_line }
            </>
        }
    } else {
        html! {
            <>
                if let Some(form) = by_code.html {
                    { form }
                    <h2 class="or-paste">{ lang.lobby().or_paste }</h2>
                }
                <p class="help">{ p.join_help }</p>
                <label class="field">
                    <span>{ p.host_code }</span>
                    <textarea class="host-code" rows="4" ref={pasted} defaultvalue={text} />
                </label>
                if let Some(e) = (*error).clone() {
                    <p class="error" role="alert">{ e }</p>
                }
                if connecting {
                    { waiting_line }
                }
                <button type="button" class="primary join" onclick={join} disabled={connecting}>
                    { if connecting { p.connecting } else { p.join } }
                </button>
            </>
        }
    };
    crate::ui::screens::frame(state, t.join_table, "join-screen", body)
}
