//! The table itself, drawn from a [`TableModel`]: the other players, the trick (or the one just
//! taken, its winning card marked), the skat, the latest happening and the prompt, the buttons,
//! and the viewer's own chip and hand. Used live and, without buttons, by the replay.

use super::arming::use_arming;
use super::chip::chip;
use super::hand::{hand, HandProps};
use crate::engine::schraem;
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::present::{Side, TableModel};
use crate::session::AnyAction;
use crate::ui::card::{backs, card_image, keyed};
use crate::ui::effect::use_effect_on;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub model: Rc<TableModel>,
    pub lang: Lang,
    pub four_colour: bool,
    /// A seat acts (its own buttons, or another human's knock).
    #[prop_or_default]
    pub on_act: Callback<(Seat, AnyAction)>,
    /// The newest happening in words.
    #[prop_or_default]
    pub ticker: Option<String>,
    /// The ticker shows a hint (read whole: it wraps).
    #[prop_or_default]
    pub hint: bool,
    /// The viewer goes on (the model's `proceed` button: "Next hand", "Continue").
    #[prop_or_default]
    pub on_proceed: Callback<()>,
}

/// The key that names a button of the controls while it means the same (see `arming`).
fn control_key(c: &crate::present::Control) -> String {
    format!("{}:{}", c.seat.0, c.action)
}

/// The key of the model's `proceed` button.
const PROCEED: &str = "proceed";

fn side_class(side: Side) -> &'static str {
    match side {
        Side::Left => "left",
        Side::Top => "top",
        Side::Right => "right",
    }
}

/// After each change, focus goes where the player acts next, never to the page body: checked
/// once the browser has settled the new page (a removed button takes focus with it).
#[hook]
fn use_keep_focus(model: Rc<TableModel>) {
    use_effect_on(model, |_| {
        let check = gloo::timers::callback::Timeout::new(0, || {
            if crate::ui::dom::focus_is_lost() {
                let _ = crate::ui::dom::focus(".controls .primary")
                    || crate::ui::dom::focus(".hand .playable")
                    || crate::ui::dom::focus(".controls button")
                    || crate::ui::dom::focus("#prompt");
            }
        });
        move || drop(check)
    });
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    use_keep_focus(props.model.clone());
    let m = &props.model;
    let lang = props.lang;
    let t = lang.texts();
    let four_colour = props.four_colour;
    let seats = m.others.len() + usize::from(m.me.is_some());
    let my_seat = m.me.as_ref().map(|c| c.seat);
    let look = m
        .controls
        .iter()
        .find(|c| c.action == AnyAction::Schraem(schraem::Action::Look))
        .map(|c| c.action);
    let act_as_me = {
        let on_act = props.on_act.clone();
        Callback::from(move |a: AnyAction| {
            if let Some(seat) = my_seat {
                on_act.emit((seat, a));
            }
        })
    };
    let keys: Vec<String> = m
        .controls
        .iter()
        .chain(&m.other_knocks)
        .map(control_key)
        .chain(m.proceed.is_some().then(|| PROCEED.to_owned()))
        .collect();
    let arming = use_arming(keys);
    // A button not yet armed is drawn so (and `aria-disabled`); its tap is ignored (`guard`).
    let armed_button =
        |key: &str, label: String, classes: Classes, onclick: Callback<MouseEvent>| {
            let not_yet = arming.arming(key);
            html! {
                <button type="button" class={classes!(classes, not_yet.then_some("arming"))}
                    aria-disabled={not_yet.then_some("true")}
                    onclick={arming.guard(key, onclick)}>{ label }</button>
            }
        };
    let button = |c: &crate::present::Control, extra: &'static str| {
        let (seat, action) = (c.seat, c.action);
        armed_button(
            &control_key(c),
            c.label.clone(),
            classes!(
                c.primary.then_some("primary"),
                c.apart.then_some("apart"),
                extra
            ),
            props.on_act.reform(move |_| (seat, action)),
        )
    };
    html! {
        <div class={classes!("board", format!("seats-{seats}"), m.my_turn.then_some("my-turn"))}>
            <div class="opponents" role="group" aria-label={t.opponents}>
                { for [Side::Left, Side::Top, Side::Right].into_iter().map(|side| html! {
                    <ul class={classes!("side", side_class(side))}>
                        { for m.others.iter().filter(|c| c.side == side).map(|c| {
                            keyed(chip(c, lang, four_colour, false), c.seat.index())
                        }) }
                    </ul>
                }) }
            </div>
            <div class="centre">
                if let Some(n) = m.skat {
                    <div class="skat">
                        <span class="skat-label" aria-hidden="true">{ t.skat }</span>
                        { backs(n, lang) }
                    </div>
                }
                <div class={classes!("trick", m.trick_done.then_some("done"))} role="group" aria-label={t.trick}>
                    { for m.trick.iter().map(|c| html! {
                        <figure class={classes!("trick-card", c.winning.then_some("winning"))}
                            key={c.card.index()}>
                            { card_image(c.card, lang, four_colour, Classes::new()) }
                            <figcaption>{ c.name.clone() }</figcaption>
                        </figure>
                    }) }
                </div>
                if let Some(result) = &m.result {
                    <p class="result">{ result.clone() }</p>
                }
            </div>
            <div class="prompt-area" aria-live="polite">
                if let Some(line) = &props.ticker {
                    <p class={classes!("ticker", props.hint.then_some("hint"))}>{ line.clone() }</p>
                }
                <p class={classes!("prompt", m.my_turn.then_some("my-turn"))} id="prompt" tabindex="-1">{ m.prompt.clone() }</p>
            </div>
            if let Some(label) = &m.proceed {
                <div class="controls">
                    { armed_button(PROCEED, label.clone(), classes!("primary", "proceed"),
                        props.on_proceed.reform(|_| ())) }
                </div>
            } else if !m.controls.is_empty() || !m.other_knocks.is_empty() {
                <div class="controls">
                    // A button that cannot be taken back gets a row of its own above the others
                    // (the controls grow upwards), away from where the button before it was.
                    if m.controls.iter().any(|c| c.apart) {
                        <div class="apart-row">
                            { for m.controls.iter().filter(|c| c.apart).map(|c| button(c, "")) }
                        </div>
                    }
                    { for m.controls.iter().filter(|c| !c.apart).map(|c| button(c, "")) }
                    { for m.other_knocks.iter().map(|c| button(c, "other-knock")) }
                </div>
            }
            if let Some(me) = &m.me {
                <div class="me">
                    <ul class="mine-row">
                        { chip(me, lang, four_colour, true) }
                    </ul>
                    { hand(&HandProps { hand: &m.hand, lang, four_colour, on_act: act_as_me, look }) }
                </div>
            }
        </div>
    }
}
