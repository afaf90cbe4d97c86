//! A phone joining by its seat's link through the signalling server: it enters the seat's room,
//! answers the offer the host passes (the host makes one whenever a phone enters or says it is
//! there), and stays in the room, so that when the host's page comes back after leaving, the table
//! goes on by itself. When its connection to the host closes it enters the room again.

use super::join::{answer_offer, Shared, Stage};
use super::socket::{later, RoomHandlers, RoomSocket, RETRY_MS};
use crate::i18n::Lang;
use crate::session::remote::{Meeting, PeerEvent, PeerRequest, PeerSignal};
use web_sys::RtcDataChannelState;
use yew::UseStateHandle;

/// Whether the phone is connected to the host right now.
fn at_table(link: &Shared) -> bool {
    link.borrow()
        .channel
        .as_ref()
        .is_some_and(|c| c.ready_state() == RtcDataChannelState::Open)
}

/// Enters (or enters again) `meeting`'s room.
pub(super) fn meet(
    meeting: &Meeting,
    lang: Lang,
    link: &Shared,
    stage: &UseStateHandle<Stage>,
    error: &UseStateHandle<Option<String>>,
) {
    if link.borrow().left {
        return;
    }
    let again = {
        let (meeting, link, stage, error) =
            (meeting.clone(), link.clone(), stage.clone(), error.clone());
        move |ms: u32| {
            let (meeting, link, stage, error) =
                (meeting.clone(), link.clone(), stage.clone(), error.clone());
            later(ms, move || meet(&meeting, lang, &link, &stage, &error));
        }
    };
    let on_event = {
        let (link, stage, error) = (link.clone(), stage.clone(), error.clone());
        move |event: PeerEvent| match event {
            // Someone entered after us — the host, coming (back): the server tells only those
            // already in the room, so we say we are here and the host offers. (Another phone on
            // the same link ignores it.)
            PeerEvent::NewPeer(other) if !at_table(&link) => {
                if let Some(socket) = &link.borrow().socket {
                    socket.send(&PeerRequest::Signal {
                        receiver: other,
                        data: PeerSignal::Here,
                    });
                }
            }
            PeerEvent::Signal {
                sender,
                data: PeerSignal::Offer(offer),
            } => {
                let (link, stage, error) = (link.clone(), stage.clone(), error.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    match answer_offer(&offer, lang, &link, &stage, &error).await {
                        Ok(answer) => {
                            error.set(None);
                            if let Some(socket) = &link.borrow().socket {
                                socket.send(&PeerRequest::Signal {
                                    receiver: sender,
                                    data: PeerSignal::Answer(answer),
                                });
                            }
                        }
                        Err(_) => error.set(Some(lang.phones().connect_failed.to_owned())),
                    }
                });
            }
            _ => {}
        }
    };
    let on_close = {
        let (link, error) = (link.clone(), error.clone());
        move || {
            if !at_table(&link) {
                error.set(Some(lang.phones().server_unreachable.to_owned()));
            }
            again(RETRY_MS);
        }
    };
    let handlers = RoomHandlers {
        on_open: Box::new({
            let error = error.clone();
            move || error.set(None)
        }),
        on_event: Box::new(on_event),
        on_close: Box::new(on_close),
    };
    let old = link.borrow_mut().socket.take();
    drop(old);
    link.borrow_mut().meeting = Some(meeting.clone());
    match RoomSocket::open(&meeting.url(), handlers) {
        Ok(socket) => link.borrow_mut().socket = Some(socket),
        Err(_) => error.set(Some(lang.phones().server_unreachable.to_owned())),
    }
}
