//! The saved slate's and tournament's reader, a part (issue 30; `session::unread`): asked for as
//! soon as the app starts with either saved, so that it is usually here before a tap on Home
//! needs it; a damaged save is set aside with its notice, as the other saves are at start.

use super::app::AppHandle;
use super::part::split_point;
use super::storage;
use crate::session::{AppAction, SavesRead, Unread};
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
    {
        let (state, failed) = (state.clone(), failed.clone());
        use_effect_with((waiting, *attempt), move |&(waiting, _)| {
            if waiting {
                wasm_bindgen_futures::spawn_local(async move {
                    match real_cards_saves_part().await {
                        Ok(reader) => {
                            let read = reader(&state.unread);
                            storage::set_aside_damaged(&state.unread, &read);
                            state.dispatch(AppAction::SavesRead(Box::new(read)));
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
