//! The review of the last hand ("could I have won?"): the verdict, the tricks as played with
//! everyone's cards face up, and each of the player's decisions judged with all cards open.

use crate::i18n::Lang;
use crate::present::review::ReviewModel;
use crate::ui::card::card_image;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    pub model: std::rc::Rc<ReviewModel>,
    pub lang: Lang,
    pub four_colour: bool,
}

#[function_component(ReviewView)]
pub fn review_view(props: &ReviewProps) -> Html {
    let t = props.lang.texts();
    let (lang, four_colour) = (props.lang, props.four_colour);
    let m = &props.model;
    html! {
        <div class="review">
            <p class="headline">{ m.verdict.clone() }</p>
            if !m.lines.is_empty() {
                <h3>{ t.review_decisions }</h3>
                <ul class="review-lines">
                    { for m.lines.iter().map(|l| html! {
                        <li class={classes!(l.cost.then_some("cost"))}>{ l.text.clone() }</li>
                    }) }
                </ul>
            }
            { for m.tricks.iter().map(|trick| html! {
                <section class="review-trick" aria-label={trick.title.clone()}>
                    <h3>{ trick.title.clone() }</h3>
                    <div class="trick reviewed">
                        // A folder's card was taken back: greyed and marked, it is seen to be
                        // out of the trick rather than one of the cards that counted.
                        { for trick.cards.iter().map(|c| html! {
                            <figure class={classes!("trick-card", c.winning.then_some("winning"), c.out.then_some("out"))}>
                                { card_image(c.card, lang, four_colour, Classes::new()) }
                                <figcaption>
                                    { c.who.clone() }
                                    if c.out { <span class="out-mark">{ t.folded }</span> }
                                </figcaption>
                            </figure>
                        }) }
                    </div>
                </section>
            }) }
            if !m.hands.is_empty() {
                <h3>{ t.review_cards }</h3>
                <dl class="review-hands">
                    { for m.hands.iter().map(|(who, cards)| html! {
                        <><dt>{ who.clone() }</dt><dd>{ cards.clone() }</dd></>
                    }) }
                </dl>
            }
            <p class="review-how">{ m.how }</p>
        </div>
    }
}
