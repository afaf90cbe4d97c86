//! The automatic pace after a hand (Settings → "After each result" → go on automatically): the
//! result stays three pauses of the computer speed, then the table goes on by itself.

use crate::session::{Pace, Settings};
use crate::ui::effect::use_effect_on;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// While `holding` a result, with the automatic pace, calls `go_on` after the pause.
#[hook]
pub fn use_auto_go_on(holding: bool, settings: &Settings, go_on: Callback<()>) {
    let auto = holding && settings.next_hand == Pace::Auto;
    let pause = settings.speed.delay_ms() * 3;
    use_effect_on((auto, pause), move |&(auto, pause)| {
        let timer = auto.then(|| Timeout::new(pause, move || go_on.emit(())));
        move || drop(timer)
    });
}
