//! The viewer's hand: face down before looking (tapping it looks), face up with the playable
//! cards as buttons, or a choice of cards to discard (toggle buttons and a confirm button that
//! is enabled only for a legal discard).

use crate::engine::cards::{Card, CardSet};
use crate::i18n::Lang;
use crate::present::HandCards;
use crate::session::AnyAction;
use crate::ui::card::{back, card_image, face, keyed};
use yew::prelude::*;

/// What the hand needs from the board.
pub struct HandProps<'a> {
    pub hand: &'a HandCards,
    pub lang: Lang,
    pub four_colour: bool,
    /// Plays a card or discards the chosen ones.
    pub on_act: Callback<AnyAction>,
    /// Looking at the cards, when the face-down hand may be turned now.
    pub look: Option<AnyAction>,
}

/// The hand: a plain function, not a component (it uses no hooks, and a component costs ≈ 2 KB
/// of framework code in the first load, issue 30); the discard's choice, which keeps state,
/// stays a component.
pub fn hand(props: &HandProps<'_>) -> Html {
    let t = props.lang.texts();
    let lang = props.lang;
    let four_colour = props.four_colour;
    match props.hand {
        HandCards::None => Html::default(),
        HandCards::Hidden(n) => {
            let label = lang.say(&crate::i18n::Msg::HiddenCards { n: *n });
            let backs = (0..*n)
                .map(|i| html! { <span class={classes!("card", "deal", format!("d{i}"))} key={i}>{ back() }</span> })
                .collect::<Html>();
            match props.look {
                // Tapping the backs looks too: a touch convenience beside the "Look at cards"
                // button, so it is kept out of the keyboard order and the accessibility tree.
                Some(look) => {
                    let onclick = props.on_act.reform(move |_| look);
                    html! {
                        <div class="hand-wrap">
                            <span class="visually-hidden">{ label }</span>
                            <button type="button" class="hand hidden-hand" {onclick}
                                aria-hidden="true" tabindex="-1">{ backs }</button>
                        </div>
                    }
                }
                None => {
                    html! { <div class="hand hidden-hand" role="img" aria-label={label}>{ backs }</div> }
                }
            }
        }
        HandCards::Open(cards) => html! {
            <div class={classes!("hand", (cards.len() > 6).then_some("many"), cards.iter().any(|c| c.play.is_some()).then_some("choosing"))}
                role="group" aria-label={t.your_hand}>
                { for cards.iter().enumerate().map(|(i, c)| {
                    let delay = format!("d{i}");
                    match c.play {
                        Some(action) => html! {
                            <button type="button" class={classes!("card", "deal", "playable", delay)} key={c.card.index()}
                                aria-label={lang.t().card_name(c.card)}
                                onclick={props.on_act.reform(move |_| action)}>
                                { face(c.card, lang, four_colour) }
                            </button>
                        },
                        None => keyed(
                            card_image(c.card, lang, four_colour, classes!("deal", "unplayable", delay)),
                            c.card.index(),
                        ),
                    }
                }) }
            </div>
        },
        HandCards::Choose {
            cards,
            count,
            choices,
        } => html! {
            <Discard cards={cards.clone()} count={*count} choices={choices.clone()} {lang} {four_colour}
                on_act={props.on_act.clone()} />
        },
    }
}

#[derive(Properties, PartialEq)]
struct DiscardProps {
    /// In the order shown.
    cards: Vec<Card>,
    count: u8,
    choices: Vec<(CardSet, AnyAction)>,
    lang: Lang,
    four_colour: bool,
    on_act: Callback<AnyAction>,
}

#[function_component(Discard)]
fn discard(props: &DiscardProps) -> Html {
    let t = props.lang.texts();
    let selected = use_state(|| CardSet::EMPTY);
    let selectable = props
        .choices
        .iter()
        .fold(CardSet::EMPTY, |acc, (set, _)| acc.union(*set));
    let chosen = props
        .choices
        .iter()
        .find(|(set, _)| *set == *selected)
        .map(|(_, a)| *a);
    let confirm = {
        let selected = selected.clone();
        let on_act = props.on_act.clone();
        Callback::from(move |_| {
            if let Some(action) = chosen {
                selected.set(CardSet::EMPTY);
                on_act.emit(action);
            }
        })
    };
    let full = selected.len() >= u32::from(props.count);
    html! {
        <div class="discard">
            <div class={classes!("hand", "many")} role="group" aria-label={t.your_hand}>
                { for props.cards.iter().copied().enumerate().map(|(i, card)| {
                    let on = selected.contains(card);
                    let toggle = {
                        let selected = selected.clone();
                        Callback::from(move |_| {
                            let mut next = *selected;
                            if next.contains(card) { next.remove(card) } else { next.insert(card) }
                            selected.set(next);
                        })
                    };
                    let usable = selectable.contains(card) && (on || !full);
                    html! {
                        <button type="button" class={classes!("card", "playable", on.then_some("chosen"), format!("d{i}"))}
                            key={card.index()}
                            aria-label={props.lang.t().card_name(card)} aria-pressed={on.to_string()}
                            disabled={!usable} onclick={toggle}>
                            { face(card, props.lang, props.four_colour) }
                        </button>
                    }
                }) }
            </div>
            <button type="button" class="primary confirm" disabled={chosen.is_none()} onclick={confirm}>
                { format!("{} ({}/{})", t.discard, selected.len(), props.count) }
            </button>
        </div>
    }
}
