//! A shared link being read (issue 30, docs/parts.md): the first load only notes a rule set's
//! or a hand's link (`AppState::link`); its reader — the links' decoding and a hand's replay — is
//! code of the menu's part, which draws this screen: it reads the link and hands what it found
//! to the reducer (`AppAction::LinkRead`), which opens the shared rules, the replay, or says why
//! it cannot.

use super::frame;
use crate::session::{read_link, AppAction};
use crate::ui::app::ScreenProps;
use crate::ui::effect::use_effect_on;
use crate::ui::part::part_pending;
use yew::prelude::*;

#[function_component(OpeningLinkScreen)]
pub fn opening_link_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    {
        let d = state.dispatcher();
        use_effect_on(state.link.clone(), move |link| {
            if let Some(fragment) = link {
                d.dispatch(AppAction::LinkRead(read_link(fragment)));
            }
        });
    }
    let lang = state.settings.lang;
    // As a part's stand-in does (`ui::lazy`): the screen the link opens comes next.
    frame(
        state,
        lang.texts().app_name,
        "part-screen",
        html! {
            <>
                { part_pending(lang, false, None, Classes::new()) }
            </>
        },
    )
}
