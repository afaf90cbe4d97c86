//! The end of a match: who won (or shares first place, or lost), everyone's standing, and what
//! next: play again, the score sheet, share the last hand, home.

use crate::i18n::Lang;
use crate::present::StandingsModel;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OverProps {
    pub standings: StandingsModel,
    pub lang: Lang,
}

#[function_component(Standings)]
pub fn standings(props: &OverProps) -> Html {
    let t = props.lang.texts();
    let s = &props.standings;
    html! {
        <div class="standings">
            <p class="headline">{ s.headline.clone() }</p>
            <ol class="standing-list">
                { for s.lines.iter().map(|l| html! {
                    <li class={classes!(l.winner.then_some("winner"), l.loser.then_some("loser"))}>
                        <span class="place">{ format!("{}.", l.place) }</span>
                        <span class="who">{ l.name.clone() }</span>
                        <span class="score">{ l.score.clone() }</span>
                        if l.winner { <span class="badge">{ t.winner }</span> }
                        if l.loser { <span class="badge">{ t.loser }</span> }
                    </li>
                }) }
            </ol>
        </div>
    }
}
