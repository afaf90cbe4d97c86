//! A player as a compact chip: name, chalked score, badges, cards left, cards played face up.
//! Screen readers get the whole chip as one sentence; the drawing is hidden from them.

use super::chalk::Chalk;
use crate::i18n::Lang;
use crate::present::SeatChip;
use crate::ui::card::Face;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChipProps {
    pub chip: SeatChip,
    pub lang: Lang,
    pub four_colour: bool,
    /// The viewer's own chip (drawn in one line above his hand).
    #[prop_or_default]
    pub mine: bool,
}

#[function_component(Chip)]
pub fn chip(props: &ChipProps) -> Html {
    let c = &props.chip;
    let side = match c.side {
        crate::present::Side::Left => "left",
        crate::present::Side::Top => "top",
        crate::present::Side::Right => "right",
    };
    html! {
        <li class={classes!("chip", side, c.acting.then_some("acting"), c.inactive.then_some("inactive"), props.mine.then_some("mine"))}>
            <span class="visually-hidden">{ c.label.clone() }</span>
            <div class="chip-body" aria-hidden="true">
                <div class="chip-top">
                    <span class="chip-name">{ c.name.clone() }</span>
                    <span class="chalk-figure">{ c.chalk.figure(c.score) }</span>
                </div>
                <div class="chip-bottom">
                    <Chalk style={c.chalk} score={c.score} label={c.score_label.clone()} figure=false />
                    if c.cards > 0 && !props.mine {
                        <span class="mini-back">{ c.cards }</span>
                    }
                    { for c.played.iter().map(|card| html! {
                        <span class="mini card"><Face {card} lang={props.lang} four_colour={props.four_colour} /></span>
                    }) }
                    { for c.badges.iter().map(|b| html! { <span class="badge">{ b.clone() }</span> }) }
                </div>
            </div>
        </li>
    }
}
