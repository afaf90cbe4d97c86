//! The few WebRTC steps a table of phones needs, over web-sys: a peer connection with the STUN and
//! TURN servers of the site's `config.json` or this device's Settings (`ui::site`) — with none,
//! local candidates only: on a shared Wi-Fi or hotspot the phones reach each other by their local
//! addresses, so no internet is needed —, an offer or answer with the candidates gathered (the
//! codes are exchanged once, by hand, so nothing may trickle in later), and a data channel.

use crate::ui::site;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    RtcDataChannel, RtcIceGatheringState, RtcPeerConnection, RtcSdpType, RtcSessionDescriptionInit,
};

/// The data channel's name.
const CHANNEL: &str = "schraem";
/// How long gathering candidates may take before the code is made with those found so far.
const GATHER_MS: i32 = 5000;
/// Once a relay candidate is in, how much longer the code waits for the rest: a relay reaches the
/// other side from anywhere, and a TURN address that a firewall blocks (UDP behind a strict one)
/// would otherwise hold the code back until [`GATHER_MS`] (measured: 5.0 s instead of 0.4 s).
const AFTER_RELAY_MS: i32 = 300;

/// A peer connection for a table of phones, with this device's STUN/TURN servers.
///
/// # Errors
/// The browser has no WebRTC, or refused the connection.
pub fn peer() -> Result<RtcPeerConnection, JsValue> {
    RtcPeerConnection::new_with_configuration(configuration()?.unchecked_ref())
}

fn configuration() -> Result<js_sys::Object, JsValue> {
    let config = js_sys::Object::new();
    js_sys::Reflect::set(&config, &"iceServers".into(), &site::ice_servers())?;
    Ok(config)
}

/// Gives `pc` the site's servers if `config.json` was still on its way when `pc` was made (a
/// phone opening a seat's link at once): candidates are gathered only from here on.
async fn configured(pc: &RtcPeerConnection) -> Result<(), JsValue> {
    site::loaded().await;
    pc.set_configuration_with_configuration(configuration()?.unchecked_ref())
}

/// The host's side: a data channel and an offer with every candidate; returns the channel and
/// the offer's SDP.
///
/// # Errors
/// What the browser's WebRTC refused.
pub async fn offer(pc: &RtcPeerConnection) -> Result<(RtcDataChannel, String), JsValue> {
    configured(pc).await?;
    let channel = pc.create_data_channel(CHANNEL);
    let offer = JsFuture::from(pc.create_offer()).await?;
    let sdp = sdp_of(&offer)?;
    describe(pc, true, RtcSdpType::Offer, &sdp).await?;
    Ok((channel, gathered(pc).await?))
}

/// The joiner's side: takes the host's offer and returns the answer's SDP with every candidate
/// (the channel arrives through `ondatachannel`).
///
/// # Errors
/// What the browser's WebRTC refused (a damaged offer, among others).
pub async fn answer(pc: &RtcPeerConnection, offer_sdp: &str) -> Result<String, JsValue> {
    configured(pc).await?;
    describe(pc, false, RtcSdpType::Offer, offer_sdp).await?;
    let answer = JsFuture::from(pc.create_answer()).await?;
    let sdp = sdp_of(&answer)?;
    describe(pc, true, RtcSdpType::Answer, &sdp).await?;
    gathered(pc).await
}

/// The host's last step: the joiner's answer.
///
/// # Errors
/// What the browser's WebRTC refused (an answer to another offer, among others).
pub async fn accept(pc: &RtcPeerConnection, answer_sdp: &str) -> Result<(), JsValue> {
    describe(pc, false, RtcSdpType::Answer, answer_sdp).await
}

fn sdp_of(description: &JsValue) -> Result<String, JsValue> {
    js_sys::Reflect::get(description, &"sdp".into())?
        .as_string()
        .ok_or_else(|| JsValue::from_str("no sdp"))
}

/// Sets the local (`local`) or the remote description of `pc`.
async fn describe(
    pc: &RtcPeerConnection,
    local: bool,
    kind: RtcSdpType,
    sdp: &str,
) -> Result<(), JsValue> {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    let done = if local {
        pc.set_local_description(&init)
    } else {
        pc.set_remote_description(&init)
    };
    JsFuture::from(done).await.map(|_| ())
}

/// The local description once candidate gathering is complete (or after [`GATHER_MS`]).
async fn gathered(pc: &RtcPeerConnection) -> Result<String, JsValue> {
    if pc.ice_gathering_state() != RtcIceGatheringState::Complete {
        let done = js_sys::Promise::new(&mut |resolve, _reject| {
            let watched = pc.clone();
            let on_change = Closure::<dyn FnMut()>::new({
                let resolve = resolve.clone();
                move || {
                    if watched.ice_gathering_state() == RtcIceGatheringState::Complete {
                        let _ = resolve.call0(&JsValue::NULL);
                    }
                }
            });
            pc.set_onicegatheringstatechange(Some(on_change.as_ref().unchecked_ref()));
            let on_candidate = Closure::<dyn FnMut(JsValue)>::new({
                let resolve = resolve.clone();
                move |event: JsValue| {
                    let line = js_sys::Reflect::get(&event, &"candidate".into())
                        .and_then(|c| js_sys::Reflect::get(&c, &"candidate".into()))
                        .ok()
                        .and_then(|c| c.as_string());
                    if line.is_some_and(|l| l.contains(" typ relay")) {
                        if let Some(window) = web_sys::window() {
                            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                                &resolve,
                                AFTER_RELAY_MS,
                            );
                        }
                    }
                }
            });
            pc.set_onicecandidate(Some(on_candidate.as_ref().unchecked_ref()));
            // One closure each per connection, alive as long as the page: the connection may fire
            // them again after the code is made.
            on_change.forget();
            on_candidate.forget();
            if let Some(window) = web_sys::window() {
                let _ = window
                    .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHER_MS);
            }
        });
        JsFuture::from(done).await?;
    }
    pc.local_description()
        .map(|d| d.sdp())
        .ok_or_else(|| JsValue::from_str("no local description"))
}

/// Sends `text` if the channel is open (a closed channel drops it: the table is sent whole again
/// on the next change or reconnection).
pub fn send(channel: &RtcDataChannel, text: &str) {
    if channel.ready_state() == web_sys::RtcDataChannelState::Open {
        let _ = channel.send_with_str(text);
    }
}
