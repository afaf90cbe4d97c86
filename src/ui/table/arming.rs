//! A button that appears under a finger does not take the tap meant for the button before it.
//!
//! When another seat knocks, the viewer's Knock button gives way to Hold and Fold in the same
//! instant; a finger already on its way to Knock would land on whatever is there now (issue 26:
//! twice on Fold, 109 ms after the knock). So every button of the table's controls that was not
//! there a moment ago is *arming* for [`ARMING_MS`](crate::present::arming::ARMING_MS): drawn as not yet ready, `aria-disabled`,
//! and a tap (or Enter/Space) on it meanwhile does nothing. Buttons that stay keep working.

use crate::present::arming::Arrivals;
use crate::ui::effect::use_effect_on;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// `performance.now()`, the clock taps are compared with.
fn now_ms() -> f64 {
    gloo::utils::window().performance().map_or(0.0, |p| p.now())
}

/// The table's buttons and when each appeared: ask [`Arming::arming`] when drawing a button and
/// [`Arming::guard`] for its click handler.
#[derive(Clone)]
pub struct Arming(Rc<RefCell<Arrivals>>);

impl Arming {
    /// The button `key` is still arming (draw it as not ready).
    #[must_use]
    pub fn arming(&self, key: &str) -> bool {
        self.0.borrow().arming(key, now_ms())
    }

    /// `callback`, except while button `key` is arming (judged when the tap arrives, not when the
    /// button was drawn).
    #[must_use]
    pub fn guard<E: 'static>(&self, key: &str, callback: Callback<E>) -> Callback<E> {
        let (shown, key) = (self.0.clone(), key.to_owned());
        Callback::from(move |e: E| {
            if !shown.borrow().arming(&key, now_ms()) {
                callback.emit(e);
            }
        })
    }
}

/// Tracks the buttons named by `keys` (one key per button, stable while the button means the
/// same) and redraws once the newest of them is armed.
#[hook]
pub fn use_arming(keys: Vec<String>) -> Arming {
    let shown = use_mut_ref(Arrivals::default);
    // Recorded while drawing, so a tap that arrives before any effect has run is judged too.
    let changed = shown.borrow_mut().update(&keys, now_ms());
    let redraw = use_force_update();
    let stamp = use_mut_ref(|| 0u64);
    if changed {
        *stamp.borrow_mut() += 1;
    }
    let generation = *stamp.borrow();
    use_effect_on(generation, move |_| {
        let timer = Timeout::new(crate::present::arming::ARMING_MS as u32 + 20, move || {
            redraw.force_update()
        });
        move || drop(timer)
    });
    Arming(shown)
}
