//! The app shell: which screen is showing, as a `State` + `Action` reducer.

use super::home::{GameChooser, Home};
use std::rc::Rc;
use yew::prelude::*;

/// The screens of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    NewGame,
}

/// What the user can do to move between screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Show(Screen),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub screen: Screen,
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::Show(screen) => Rc::new(State { screen }),
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The first screen (tests start on any screen; the page starts at Home).
    #[prop_or(Screen::Home)]
    pub initial: Screen,
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let initial = props.initial;
    let state = use_reducer(move || State { screen: initial });
    let show = {
        let state = state.clone();
        Callback::from(move |screen| state.dispatch(Action::Show(screen)))
    };
    html! {
        <div class="app">
            { match state.screen {
                Screen::Home => html! { <Home on_navigate={show} /> },
                Screen::NewGame => html! { <GameChooser on_navigate={show} /> },
            } }
        </div>
    }
}
