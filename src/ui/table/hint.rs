//! The hint: on request, the hard computer player's choice for the viewer's seat, from that
//! seat's view only, in words (`present::hint_line`). Thought on the page in short slices
//! (`players::think_in_slices`, the computer players' fallback path): it is asked only when the
//! viewer is awaited, and it is shown until the table changes.

use crate::ai::Level;
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::present::{hint_line, TableModel};
use crate::session::{AnyAction, AnyMatch, AppAction, AppState};
use crate::ui::effect::use_effect_on;
use crate::ui::players::think_in_slices;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// What the table needs of the hint.
pub struct Hint {
    /// The hint for the table as it is now, if one was asked for.
    pub line: Option<String>,
    /// Asks for a hint for `seat` at `live`, named as `model` shows it.
    pub ask: Callback<(Rc<AnyMatch>, Seat, Rc<TableModel>)>,
}

type Slot = Rc<RefCell<Option<Timeout>>>;

/// The hint of the table at `version`.
#[hook]
pub fn use_hint(version: u64, lang: Lang, dispatch: UseReducerDispatcher<AppState>) -> Hint {
    let shown = use_state(|| None::<(u64, String)>);
    let slot: Slot = use_mut_ref(|| None);
    {
        // A hint in progress belongs to the table it was asked at.
        let slot = slot.clone();
        use_effect_on(version, move |_| move || drop(slot.borrow_mut().take()));
    }
    let ask = {
        let shown = shown.clone();
        Callback::from(
            move |(live, seat, model): (Rc<AnyMatch>, Seat, Rc<TableModel>)| {
                let (shown, dispatch, slot) = (shown.clone(), dispatch.clone(), slot.clone());
                // The search is a part (src/ui/bots.rs), most often already here for the
                // computer players; a hint asked offline before it came gives no line.
                wasm_bindgen_futures::spawn_local(async move {
                    let Ok(bots) = crate::ui::bots::bots().await else {
                        return;
                    };
                    let thinker = (bots.begin)(&live, seat, Level::Hard, version, None);
                    let done = Box::new(move |decision: Option<AnyAction>| {
                        if let Some(line) = decision.and_then(|a| hint_line(&model, a, lang)) {
                            shown.set(Some((version, line)));
                            dispatch.dispatch(AppAction::HintShown);
                        }
                    });
                    think_in_slices(thinker, slot, done);
                });
            },
        )
    };
    let line = shown
        .as_ref()
        .filter(|(v, _)| *v == version)
        .map(|(_, l)| l.clone());
    Hint { line, ask }
}
