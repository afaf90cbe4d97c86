//! The table's sounds, synthesized with Web Audio (no sound files to download): two dull thumps
//! for a knock, a short tick for a card; and a short vibration on a knock where the device can.

use crate::session::Cue;
use web_sys::js_sys::Reflect;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    static CONTEXT: std::cell::RefCell<Option<AudioContext>> = const { std::cell::RefCell::new(None) };
}

/// One decaying tone at `start` seconds from now.
fn tone(ctx: &AudioContext, start: f64, freq: f32, length: f64, volume: f32) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(OscillatorType::Sine);
    osc.frequency().set_value(freq);
    let t0 = ctx.current_time() + start;
    gain.gain().set_value_at_time(volume, t0).ok()?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.001, t0 + length)
        .ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(t0).ok()?;
    osc.stop_with_when(t0 + length).ok()?;
    Some(())
}

/// Plays `cue` (silently does nothing where the browser has no audio).
pub fn play(cue: Cue) {
    CONTEXT.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
        let Some(ctx) = slot.as_ref() else { return };
        match cue {
            Cue::Knock => {
                let _ = tone(ctx, 0.0, 95.0, 0.12, 0.6);
                let _ = tone(ctx, 0.16, 90.0, 0.12, 0.6);
            }
            Cue::Card => {
                let _ = tone(ctx, 0.0, 1400.0, 0.03, 0.08);
            }
        }
    });
}

/// A short double buzz for a knock, where the device vibrates (phones; never on desktops).
pub fn buzz(cue: Cue) {
    let navigator = gloo::utils::window().navigator();
    if cue == Cue::Knock && Reflect::has(&navigator, &"vibrate".into()).unwrap_or(false) {
        let _ = navigator.vibrate_with_duration(40);
    }
}
