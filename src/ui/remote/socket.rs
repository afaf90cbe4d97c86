//! A WebSocket to one room of the signalling server (`matchbox_server`), speaking its
//! `PeerRequest` / `PeerEvent` JSON (`session::remote::meeting`). Used by the host (a room per
//! phone seat) and by a phone opening its seat's link. Unreadable messages (another program in
//! the same room) are dropped with a console line.

use crate::session::remote::{decode_event, encode_request, PeerEvent, PeerRequest};
use gloo::timers::callback::{Interval, Timeout};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};

/// How often an idle room is told we are still there (proxies close silent connections).
const KEEP_ALIVE_MS: u32 = 20_000;
/// How long after a lost connection to the server the room is entered again.
pub const RETRY_MS: u32 = 3_000;

/// What a room's socket reports.
pub struct RoomHandlers {
    /// The connection to the server is open.
    pub on_open: Box<dyn FnMut()>,
    /// A message of the server.
    pub on_event: Box<dyn FnMut(PeerEvent)>,
    /// The connection failed or closed (never called after the socket was dropped).
    pub on_close: Box<dyn FnMut()>,
}

/// An open room. Dropping it leaves the room.
pub struct RoomSocket {
    ws: WebSocket,
    _on_open: Closure<dyn FnMut()>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_close: Closure<dyn FnMut()>,
    _keep_alive: Interval,
}

impl RoomSocket {
    /// Enters the room at `url` (`ws://server/room`).
    ///
    /// # Errors
    /// The browser refused the address (or has no WebSocket).
    pub fn open(url: &str, handlers: RoomHandlers) -> Result<RoomSocket, JsValue> {
        let RoomHandlers {
            on_open,
            mut on_event,
            on_close,
        } = handlers;
        let ws = WebSocket::new(url)?;
        let on_open = Closure::<dyn FnMut()>::new(on_open);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let Some(text) = e.data().as_string() else {
                return;
            };
            match decode_event(&text) {
                Ok(event) => on_event(event),
                Err(e) => web_sys::console::warn_1(&format!("server message dropped: {e}").into()),
            }
        });
        let on_close = Closure::<dyn FnMut()>::new(on_close);
        ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // An address nobody answers gives `error` and then `close`: only `close` is reported.
        ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        let keep_alive = {
            let ws = ws.clone();
            Interval::new(KEEP_ALIVE_MS, move || {
                send_on(&ws, &PeerRequest::KeepAlive);
            })
        };
        Ok(RoomSocket {
            ws,
            _on_open: on_open,
            _on_message: on_message,
            _on_close: on_close,
            _keep_alive: keep_alive,
        })
    }

    /// Sends `request` if the connection is open (otherwise it is lost: the peer asks again).
    pub fn send(&self, request: &PeerRequest) {
        send_on(&self.ws, request);
    }
}

fn send_on(ws: &WebSocket, request: &PeerRequest) {
    if ws.ready_state() == WebSocket::OPEN {
        let _ = ws.send_with_str(&encode_request(request));
    }
}

impl Drop for RoomSocket {
    fn drop(&mut self) {
        self.ws.set_onopen(None);
        self.ws.set_onmessage(None);
        self.ws.set_onclose(None);
        let _ = self.ws.close();
    }
}

/// Runs `f` after `ms` milliseconds, outside the handler that asks for it: a socket may only be
/// dropped or replaced once its own handler has returned.
pub fn later(ms: u32, f: impl FnOnce() + 'static) {
    Timeout::new(ms, f).forget();
}
