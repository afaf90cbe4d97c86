//! The start screen and the game chooser.

use super::app::Screen;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NavProps {
    pub on_navigate: Callback<Screen>,
}

#[function_component(Home)]
pub fn home(props: &NavProps) -> Html {
    let new_game = {
        let go = props.on_navigate.clone();
        Callback::from(move |_| go.emit(Screen::NewGame))
    };
    html! {
        <section class="screen home" aria-labelledby="home-title">
            <h1 id="home-title">{ "Schräm" }</h1>
            <p class="tagline">{ "Siebenschräm and Schieberamsch — the Rhineland's pub card games." }</p>
            <nav class="menu">
                <button class="primary" onclick={new_game}>{ "New game" }</button>
            </nav>
        </section>
    }
}

/// One game the app offers, with the sentence that tells a newcomer what it is.
struct GameInfo {
    name: &'static str,
    summary: &'static str,
}

const GAMES: [GameInfo; 2] = [
    GameInfo {
        name: "Siebenschräm",
        summary: "4 cards each, only the last trick counts. Knock to raise the stake; \
                  everyone starts with 7 marks and the last one left wins.",
    },
    GameInfo {
        name: "Schieberamsch",
        summary: "3 players, jacks are trumps. Pick up the skat or push it on; \
                  whoever takes the most card points loses them.",
    },
];

#[function_component(GameChooser)]
pub fn game_chooser(props: &NavProps) -> Html {
    let chosen = use_state(|| None::<usize>);
    let back = {
        let go = props.on_navigate.clone();
        Callback::from(move |_| go.emit(Screen::Home))
    };
    html! {
        <section class="screen new-game" aria-labelledby="new-game-title">
            <h1 id="new-game-title">{ "New game" }</h1>
            <ul class="games">
                { for GAMES.iter().enumerate().map(|(i, game)| {
                    let choose = {
                        let chosen = chosen.clone();
                        Callback::from(move |_| chosen.set(Some(i)))
                    };
                    html! {
                        <li>
                            <button aria-pressed={(*chosen == Some(i)).to_string()} onclick={choose}>
                                { game.name }
                            </button>
                        </li>
                    }
                }) }
            </ul>
            if let Some(i) = *chosen {
                <p class="summary" role="status">{ GAMES[i].summary }</p>
            }
            <button onclick={back}>{ "Back" }</button>
        </section>
    }
}
