//! Cards on the table: a card in hand is a button named like "Ten of Hearts"; a face-up card is
//! an image with that name; hidden cards are backs named only by their number.

use crate::engine::cards::{Card, CardSet};
use crate::i18n::{card_name, Lang};
use crate::ui::card_face::{CardBack, CardFace};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CardButtonProps {
    pub card: Card,
    pub lang: Lang,
    #[prop_or_default]
    pub four_colour: bool,
    /// Makes the card a button (a card in hand).
    #[prop_or_default]
    pub onclick: Option<Callback<MouseEvent>>,
    #[prop_or_default]
    pub disabled: bool,
    /// Selected for a discard.
    #[prop_or_default]
    pub pressed: Option<bool>,
}

#[function_component(CardButton)]
pub fn card_button(props: &CardButtonProps) -> Html {
    let name = card_name(props.card, props.lang);
    let face =
        html! { <CardFace card={props.card} lang={props.lang} four_colour={props.four_colour} /> };
    if props.onclick.is_some() || props.disabled {
        let onclick = props.onclick.clone().unwrap_or_default();
        html! {
            <button class="card" aria-label={name} disabled={props.disabled} {onclick}
                aria-pressed={props.pressed.map(|p| p.to_string())}>
                { face }
            </button>
        }
    } else {
        html! { <span class="card" role="img" aria-label={name}>{ face }</span> }
    }
}

#[derive(Properties, PartialEq)]
pub struct CardRowProps {
    pub cards: CardSet,
    pub lang: Lang,
    #[prop_or_default]
    pub four_colour: bool,
    pub label: String,
}

/// Face-up cards in front of a player.
#[function_component(CardRow)]
pub fn card_row(props: &CardRowProps) -> Html {
    if props.cards.is_empty() {
        return Html::default();
    }
    html! {
        <div class="card-row small" role="group" aria-label={props.label.clone()}>
            { for props.cards.iter().map(|c| html! { <CardButton card={c} lang={props.lang} four_colour={props.four_colour} /> }) }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct HiddenCardsProps {
    pub count: u32,
    pub lang: Lang,
}

/// Cards a viewer may not see: backs, named only by how many there are.
#[function_component(HiddenCards)]
pub fn hidden_cards(props: &HiddenCardsProps) -> Html {
    if props.count == 0 {
        return Html::default();
    }
    let label = match props.lang {
        Lang::En => format!("{} hidden cards", props.count),
        Lang::De => format!("{} verdeckte Karten", props.count),
        Lang::Fr => format!("{} cartes cachées", props.count),
    };
    html! {
        <div class="card-row small backs" role="img" aria-label={label}>
            { for (0..props.count).map(|_| html! { <span class="card"><CardBack /></span> }) }
        </div>
    }
}
