//! A phone joining by its seat's link through the signalling server: it enters the seat's room,
//! answers the offer the host passes (the host makes one whenever a phone enters or says it is
//! there), and stays in the room, so that when the host's page comes back after leaving, the table
//! goes on by itself. When its connection to the host closes it enters the room again.

use super::guest::{answer_offer, Joiner, Shared, Stage};
use super::socket::{later, RoomHandlers, RoomSocket, RETRY_MS};
use crate::session::remote::{Meeting, PeerEvent, PeerRequest, PeerSignal};
use web_sys::RtcDataChannelState;

/// Whether the phone is connected to the host right now.
fn at_table(link: &Shared) -> bool {
    link.borrow()
        .channel
        .as_ref()
        .is_some_and(|c| c.ready_state() == RtcDataChannelState::Open)
}

/// Sends `request` through the room, if the phone is in one.
fn send(link: &Shared, request: &PeerRequest) {
    if let Some(socket) = &link.borrow().socket {
        socket.send(request);
    }
}

/// Shows that the phone is joining `meeting`'s seat, and enters its room.
pub(super) fn start(meeting: &Meeting, joiner: &Joiner) {
    joiner.error.set(None);
    joiner.stage.set(Stage::Meeting {
        name: meeting.name.clone(),
    });
    meet(meeting, joiner);
}

/// Enters `meeting`'s room after `ms` milliseconds, outside the handler asking for it.
pub(super) fn meet_later(meeting: &Meeting, joiner: &Joiner, ms: u32) {
    let (meeting, joiner) = (meeting.clone(), joiner.clone());
    later(ms, move || meet(&meeting, &joiner));
}

/// Enters (or enters again) `meeting`'s room.
fn meet(meeting: &Meeting, joiner: &Joiner) {
    let Joiner {
        lang, link, error, ..
    } = joiner;
    let lang = *lang;
    if link.borrow().left {
        return;
    }
    let on_event = {
        let joiner = joiner.clone();
        move |event: PeerEvent| match event {
            // Someone entered after us — the host, coming (back): the server tells only those
            // already in the room, so we say we are here and the host offers. (Another phone on
            // the same link ignores it.)
            PeerEvent::NewPeer(other) if !at_table(&joiner.link) => send(
                &joiner.link,
                &PeerRequest::Signal {
                    receiver: other,
                    data: PeerSignal::Here,
                },
            ),
            PeerEvent::Signal {
                sender,
                data: PeerSignal::Offer(offer),
            } => {
                let joiner = joiner.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    match answer_offer(&offer, &joiner).await {
                        Ok(answer) => {
                            joiner.error.set(None);
                            let answer = PeerRequest::Signal {
                                receiver: sender,
                                data: PeerSignal::Answer(answer),
                            };
                            send(&joiner.link, &answer);
                        }
                        Err(_) => joiner
                            .error
                            .set(Some(lang.phones().connect_failed.to_owned())),
                    }
                });
            }
            _ => {}
        }
    };
    let on_close = {
        let (meeting, joiner) = (meeting.clone(), joiner.clone());
        move || {
            if !at_table(&joiner.link) {
                joiner
                    .error
                    .set(Some(lang.phones().server_unreachable.to_owned()));
            }
            meet_later(&meeting, &joiner, RETRY_MS);
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
