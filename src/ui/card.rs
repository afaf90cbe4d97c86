//! Card faces and backs as inline SVG drawn for this project: suit shapes are paths (no font or
//! remote asset); rank letters follow the language (German B D K A, French V D R A).

use crate::engine::cards::{Card, Suit};
use crate::i18n::Lang;
use yew::prelude::*;

/// Suit outlines in a 100×100 box.
fn suit_path(suit: Suit) -> &'static str {
    match suit {
        Suit::Hearts => "M50 88C20 62 6 46 6 28 6 12 20 4 32 4c9 0 15 6 18 13 3-7 9-13 18-13 12 0 26 8 26 24 0 18-14 34-44 60z",
        Suit::Diamonds => "M50 4l36 46-36 46-36-46z",
        Suit::Spades => "M50 4c12 18 42 34 42 56 0 14-10 22-22 22-8 0-14-4-17-10 1 10 5 18 13 24H34c8-6 12-14 13-24-3 6-9 10-17 10C18 82 8 74 8 60 8 38 38 22 50 4z",
        Suit::Clubs => "M50 4c13 0 22 10 22 22 0 8-4 14-9 18 4-2 8-3 12-3 12 0 21 10 21 22s-9 21-21 21c-9 0-16-5-20-12 1 10 5 18 13 24H32c8-6 12-14 13-24-4 7-11 12-20 12C13 84 4 75 4 63s9-22 21-22c4 0 8 1 12 3-5-4-9-10-9-18C28 14 37 4 50 4z",
    }
}

/// The ink of a suit: two colours, or the four-colour deck (clubs green, diamonds blue).
fn suit_colour(suit: Suit, four_colour: bool) -> &'static str {
    match (suit, four_colour) {
        (Suit::Hearts | Suit::Diamonds, false) | (Suit::Hearts, true) => "#c0392b",
        (Suit::Diamonds, true) => "#1f5fbf",
        (Suit::Clubs, true) => "#1e7b34",
        (Suit::Clubs | Suit::Spades, false) | (Suit::Spades, true) => "#1b1b1b",
    }
}

// The card's pieces are plain functions returning `Html`, not components: they use no hooks,
// and each function component costs ≈ 2 KB of framework code in the first load (issue 30,
// docs/parts.md). What they draw is the same.

/// A card face: decorative (the element around it carries the card's name). Written as SVG
/// markup rather than `html!`: a drawing with no listeners, built as one string, costs a
/// fraction of the code of a tree of virtual nodes (issue 30, docs/parts.md).
pub fn face(card: Card, lang: Lang, four_colour: bool) -> Html {
    let suit = card.suit();
    let ink = suit_colour(suit, four_colour);
    let rank = lang.t().rank_letter(card.rank());
    let path = suit_path(suit);
    let court = if card.rank().is_court() {
        format!(
            r##"<rect x="18" y="24" width="64" height="94" rx="5" fill="none" stroke="{ink}" stroke-width="1.5" opacity="0.5"/>"##
        )
    } else {
        String::new()
    };
    Html::from_html_unchecked(
        format!(
            r##"<svg class="face" viewBox="0 0 100 140" aria-hidden="true" focusable="false"><rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#fdfbf5" stroke="#7a7566" stroke-width="2"/>{court}<text x="9" y="30" fill="{ink}" font-size="30" font-weight="700" font-family="system-ui,sans-serif">{rank}</text><path transform="translate(10 36) scale(.17)" d="{path}" fill="{ink}"/><path transform="translate(30 52) scale(.5)" d="{path}" fill="{ink}"/></svg>"##
        )
        .into(),
    )
}

/// The back's drawing.
const BACK: &str = r##"<svg class="face back" viewBox="0 0 100 140" aria-hidden="true" focusable="false"><rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#7b1f24" stroke="#f4f1e8" stroke-width="2"/><rect x="9" y="9" width="82" height="122" rx="6" fill="none" stroke="#e8b64c" stroke-width="2"/><path d="M50 22l28 48-28 48-28-48z" fill="none" stroke="#e8b64c" stroke-width="2"/></svg>"##;

/// The back every hidden card shows.
pub fn back() -> Html {
    Html::from_html_unchecked(AttrValue::Static(BACK))
}

/// A face-up card as an image named like "Ten of Hearts".
pub fn card_image(card: Card, lang: Lang, four_colour: bool, class: Classes) -> Html {
    html! {
        <span class={classes!("card", class)} role="img" aria-label={lang.t().card_name(card)}>
            { face(card, lang, four_colour) }
        </span>
    }
}

/// Cards a viewer may not see, named only by how many there are.
pub fn backs(count: u32, lang: Lang) -> Html {
    if count == 0 {
        return Html::default();
    }
    let label = lang.say(&crate::i18n::Msg::HiddenCards { n: count });
    html! {
        <span class="backs" role="img" aria-label={label}>
            { for (0..count).map(|i| html! {
                <span class="card" key={i}>{ back() }</span>
            }) }
        </span>
    }
}

/// `html` (an element) with `key`, for a list diffed by keys: what `key=` on a component in
/// `html!` did for the components these functions replace.
pub fn keyed(mut html: Html, key: impl Into<yew::virtual_dom::Key>) -> Html {
    // A tag just built is not shared yet (`Rc::make_mut` would bring in a clone of `VTag`, ≈ 1 KB
    // gzip of code, for a case that cannot happen).
    let tag = match &mut html {
        Html::VTag(tag) => std::rc::Rc::get_mut(tag),
        _ => None,
    };
    debug_assert!(tag.is_some(), "only an element just built takes a key");
    if let Some(tag) = tag {
        tag.key = Some(key.into());
    }
    html
}
