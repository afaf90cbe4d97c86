//! The saved slate's and tournament's reader, a part (issue 30; `session::unread`): asked for as
//! soon as the app starts with either saved, so that it is usually here before a tap on Home
//! needs it; a damaged save is set aside with its notice, as the other saves are at start.

use super::app::AppHandle;
use super::part::split_point;
use super::storage;
use crate::session::{AppAction, SavesRead, Unread};
use crate::ui::effect::use_effect_on;
use yew::prelude::*;

split_point!(
    real_cards_saves,
    fn real_cards_saves_part() -> fn(&Unread) -> SavesRead {
        SavesRead::of
    }
);

/// Reads the saves `state` holds unread. `Some(retry)` while their part could not be loaded
/// (offline before it was cached): the slate's and tournament's screens offer to try again.
#[hook]
pub fn use_real_cards_saves(state: &AppHandle) -> Option<Callback<()>> {
    let failed = use_state(|| false);
    let attempt = use_state(|| 0u32);
    let waiting = !state.unread.is_empty();
    // What waits when the part comes, not when it was asked for: a new slate may have replaced
    // the saved one meanwhile (`Unread::replaced_slate`).
    let latest = use_mut_ref(Unread::default);
    latest.borrow_mut().clone_from(&state.unread);
    {
        let (d, failed) = (state.dispatcher(), failed.clone());
        use_effect_on((waiting, *attempt), move |&(waiting, _)| {
            if waiting {
                wasm_bindgen_futures::spawn_local(async move {
                    match real_cards_saves_part().await {
                        Ok(reader) => {
                            // An import may have stored others meanwhile: those are read.
                            let unread = storage::unread_now(&latest.borrow());
                            let read = reader(&unread);
                            storage::set_aside_damaged(&unread, &read);
                            d.dispatch(AppAction::SavesRead(Box::new(read)));
                        }
                        Err(_) => failed.set(true),
                    }
                });
            }
        });
    }
    (*failed && waiting).then(|| {
        Callback::from(move |()| {
            failed.set(false);
            attempt.set(*attempt + 1);
        })
    })
}
