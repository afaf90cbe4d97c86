//! Card faces and backs as inline SVG drawn for this project: suit shapes are paths (no font or
//! remote asset), rank letters follow the language (German B D K A, French V D R A).

use crate::engine::cards::{Card, Suit};
use crate::i18n::{rank_label, Lang};
use yew::prelude::*;

/// Suit outlines in a 100×100 box.
fn suit_path(suit: Suit) -> &'static str {
    match suit {
        Suit::Hearts => "M50 88 C20 62 6 46 6 28 C6 12 20 4 32 4 C41 4 47 10 50 17 C53 10 59 4 68 4 C80 4 94 12 94 28 C94 46 80 62 50 88 Z",
        Suit::Diamonds => "M50 4 L86 50 L50 96 L14 50 Z",
        Suit::Spades => "M50 4 C62 22 92 38 92 60 C92 74 82 82 70 82 C62 82 56 78 53 72 C54 82 58 90 66 96 L34 96 C42 90 46 82 47 72 C44 78 38 82 30 82 C18 82 8 74 8 60 C8 38 38 22 50 4 Z",
        Suit::Clubs => "M50 4 C63 4 72 14 72 26 C72 34 68 40 63 44 C67 42 71 41 75 41 C87 41 96 51 96 63 C96 75 87 84 75 84 C66 84 59 79 55 72 C56 82 60 90 68 96 L32 96 C40 90 44 82 45 72 C41 79 34 84 25 84 C13 84 4 75 4 63 C4 51 13 41 25 41 C29 41 33 42 37 44 C32 40 28 34 28 26 C28 14 37 4 50 4 Z",
    }
}

/// The ink of a suit: two colours, or the four-colour deck (clubs green, diamonds blue).
fn suit_colour(suit: Suit, four_colour: bool) -> &'static str {
    match (suit, four_colour) {
        (Suit::Hearts, _) => "#c0392b",
        (Suit::Diamonds, false) => "#c0392b",
        (Suit::Diamonds, true) => "#1f5fbf",
        (Suit::Clubs, true) => "#1e7b34",
        (Suit::Clubs, false) | (Suit::Spades, _) => "#1b1b1b",
    }
}

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub card: Card,
    pub lang: Lang,
    #[prop_or_default]
    pub four_colour: bool,
}

/// A card face. Decorative inside a button or list item that carries the card's name.
#[function_component(CardFace)]
pub fn card_face(props: &CardFaceProps) -> Html {
    let suit = props.card.suit();
    let ink = suit_colour(suit, props.four_colour);
    let label = rank_label(props.card.rank(), props.lang);
    let court = props.card.rank().is_court();
    html! {
        <svg class="card-face" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
            <rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#fdfbf5" stroke="#7a7566" stroke-width="2"/>
            if court {
                <rect x="18" y="22" width="64" height="96" rx="5" fill="none" stroke={ink} stroke-width="1.5" opacity="0.5"/>
            }
            <text x="10" y="27" fill={ink} font-size="24" font-weight="700" font-family="system-ui, sans-serif">{ label }</text>
            <g transform="translate(10 32) scale(0.16)"><path d={suit_path(suit)} fill={ink}/></g>
            <g transform="translate(90 113) rotate(180) scale(1)">
                <text x="0" y="0" fill={ink} font-size="24" font-weight="700" font-family="system-ui, sans-serif">{ label }</text>
            </g>
            <g transform="translate(28 46) scale(0.44)"><path d={suit_path(suit)} fill={ink}/></g>
        </svg>
    }
}

/// The back of a card: what every hidden card looks like.
#[function_component(CardBack)]
pub fn card_back() -> Html {
    html! {
        <svg class="card-face card-back" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
            <rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#7b1f24" stroke="#f4f1e8" stroke-width="2"/>
            <rect x="9" y="9" width="82" height="122" rx="6" fill="none" stroke="#e8b64c" stroke-width="2"/>
            <path d="M50 22 L78 70 L50 118 L22 70 Z" fill="none" stroke="#e8b64c" stroke-width="2"/>
            <path d="M50 46 L64 70 L50 94 L36 70 Z" fill="#e8b64c" opacity="0.6"/>
        </svg>
    }
}
