//! A player as a compact chip: name, chalked score, badges, cards left, cards played face up.
//! Screen readers get the whole chip as one sentence; the drawing is hidden from them.
//!
//! A plain function, not a component: it uses no hooks, and a component costs ≈ 2 KB of
//! framework code in the first load (issue 30).

use super::chalk::chalk;
use crate::i18n::Lang;
use crate::present::SeatChip;
use crate::ui::card::face;
use yew::prelude::*;

/// The chip of `c`; `mine`: the viewer's own chip (drawn in one line above his hand).
pub fn chip(c: &SeatChip, lang: Lang, four_colour: bool, mine: bool) -> Html {
    let side = match c.side {
        crate::present::Side::Left => "left",
        crate::present::Side::Top => "top",
        crate::present::Side::Right => "right",
    };
    html! {
        <li class={classes!("chip", side, c.acting.then_some("acting"), c.inactive.then_some("inactive"), mine.then_some("mine"))}>
            <span class="visually-hidden">{ c.label.clone() }</span>
            <div class="chip-body" aria-hidden="true">
                <div class="chip-top">
                    <span class="chip-name">{ c.name.clone() }</span>
                    <span class="chalk-figure">{ c.chalk.figure(c.score) }</span>
                </div>
                <div class="chip-bottom">
                    { chalk(c.chalk, c.score, &c.score_label, false) }
                    if c.cards > 0 && !mine {
                        <span class="mini-back">{ c.cards }</span>
                    }
                    { for c.played.iter().map(|card| html! {
                        <span class="mini card">{ face(card, lang, four_colour) }</span>
                    }) }
                    { for c.badges.iter().map(|b| html! { <span class="badge">{ b.clone() }</span> }) }
                </div>
            </div>
        </li>
    }
}
