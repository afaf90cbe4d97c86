//! The screens around the table: Home, New game (with the rule editor), Rules, Statistics,
//! Settings, a shared rule set, a shared hand's replay, export/import, and the tutorial.

mod data;
mod home;
mod new_game;
mod opening_link;
mod replay;
mod rules;
mod rules_editor;
mod settings;
mod shared_rules;
mod slate;
mod stats;
mod tournament;
mod tutorial;

pub use data::DataScreen;
pub use home::Home;
pub use new_game::NewGame;
pub use opening_link::OpeningLinkScreen;
pub use replay::ReplayScreen;
pub use rules::RulesScreen;
pub use rules_editor::{RulesEditor, RulesEditorProps};
pub use settings::SettingsScreen;
pub use shared_rules::SharedRulesScreen;
pub use slate::SlateScreen;
pub use stats::StatsScreen;
pub use tournament::TournamentScreen;
pub use tutorial::TutorialScreen;

use super::app::AppHandle;
use crate::session::{AppAction, Screen};
use yew::prelude::*;

/// A button that copies `text` (a score sheet, standings) for a group chat, and a line that says
/// so once it has.
pub fn copy_text(text: String, copied: &UseStateHandle<bool>, lang: crate::i18n::Lang) -> Html {
    let t = lang.texts();
    let onclick = {
        let copied = copied.clone();
        Callback::from(move |_| {
            crate::ui::dom::copy(&text);
            copied.set(true);
        })
    };
    html! {
        <div class="copy-text">
            { button(t.copy_text, None, onclick) }
            <p class="copied" role="status">{ if **copied { t.text_copied } else { "" } }</p>
        </div>
    }
}

/// A button of text (`type="button"`, an optional class). One copy of what `html!` writes for
/// a button, shared by the first load's screens instead of one per button (issue 30, README
/// "Release profile and bundle size").
pub fn button(
    label: impl Into<AttrValue>,
    class: Option<&'static str>,
    onclick: Callback<MouseEvent>,
) -> Html {
    text_button(label.into(), class, onclick)
}

fn text_button(
    label: AttrValue,
    class: Option<&'static str>,
    onclick: Callback<MouseEvent>,
) -> Html {
    html! { <button type="button" {class} {onclick}>{ label }</button> }
}

/// A callback that shows `screen`.
pub fn go(state: &AppHandle, screen: Screen) -> Callback<MouseEvent> {
    let d = state.dispatcher();
    Callback::from(move |_| d.dispatch(AppAction::Show(screen)))
}

/// A screen's frame: Back (to Home), the heading (focused when the screen opens), `children`.
/// `class` names the screen. A plain function, not a component: it uses no hooks, and a
/// component costs ≈ 2 KB of framework code in the first load (issue 30).
pub fn frame(
    state: &AppHandle,
    title: impl Into<AttrValue>,
    class: &'static str,
    children: Html,
) -> Html {
    frame_to(state, title.into(), class, Some(Screen::Home), children)
}

/// [`frame`] whose Back leads to `back` (`None`: no Back button).
pub fn frame_to(
    state: &AppHandle,
    title: AttrValue,
    class: &'static str,
    back: Option<Screen>,
    children: Html,
) -> Html {
    let t = state.settings.lang.texts();
    // The heading's id from the first class only: a stand-in's "rules part-screen" has two.
    let id = format!("{}-title", class.split(' ').next().unwrap_or(class));
    html! {
        <section class={classes!("screen", class)} aria-labelledby={id.clone()}>
            <header class="screen-head">
                if let Some(back) = back {
                    { button(t.back, Some("back"), go(state, back)) }
                }
                <h1 {id} tabindex="-1">{ title }</h1>
            </header>
            { children }
        </section>
    }
}
