//! The review of the last hand ("could I have won?") as a part (issue 30): the solver that judges
//! each decision with all cards open and the review's view are fetched the first time a player
//! opens it. The table's menu offers it as before (`present::review::review_offered` stays in the
//! first load); the dialog opens at once and says that the review is coming until its part is here.

use super::{part_ref, pending_panel, split_point, use_part, PartRef};
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::present::review::{review_model, ReviewModel};
use crate::session::AnyMatch;
use crate::ui::overlay::Dialog;
use crate::ui::table::{ReviewProps, ReviewView};
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// What the part offers: the review of the last hand, and its view.
#[derive(Clone, Copy)]
struct Review {
    /// As [`review_model`].
    model: fn(&AnyMatch, &[Seat], Option<Seat>, Lang) -> Option<ReviewModel>,
    view: fn(&ReviewProps) -> Html,
}

split_point!(
    review,
    fn review_part() -> Review {
        Review {
            model: review_model,
            view: |p| {
                html! { <ReviewView model={p.model.clone()} lang={p.lang} four_colour={p.four_colour} /> }
            },
        }
    }
);

thread_local! {
    static REVIEW: Cell<Option<Review>> = const { Cell::new(None) };
}

pub(super) static REVIEW_PART: PartRef = part_ref!(REVIEW, review_part);

/// The match as it was when the review was opened, who plays at this device and whose review it
/// is. Two are equal when they are the same opening (the review is solved once per opening).
#[derive(Clone)]
pub struct ReviewOf(Rc<(Rc<AnyMatch>, Vec<Seat>, Option<Seat>)>);

impl ReviewOf {
    #[must_use]
    pub fn new(live: Rc<AnyMatch>, humans: Vec<Seat>, viewer: Option<Seat>) -> ReviewOf {
        ReviewOf(Rc::new((live, humans, viewer)))
    }
}

impl PartialEq for ReviewOf {
    fn eq(&self, other: &ReviewOf) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::fmt::Debug for ReviewOf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("ReviewOf").field(&self.0 .2).finish()
    }
}

#[derive(Properties, PartialEq)]
pub struct LazyReviewProps {
    pub of: ReviewOf,
    pub lang: Lang,
    pub four_colour: bool,
    pub on_close: Callback<()>,
}

/// The review's dialog: at once, with its title and "coming" (or "could not load" with Try again)
/// until the part is here, then the review, solved once.
#[function_component(LazyReview)]
pub fn lazy_review(props: &LazyReviewProps) -> Html {
    let pending = use_part(&REVIEW_PART, Some(props.lang));
    let here = REVIEW.with(Cell::get).filter(|_| pending.is_none());
    // Keyed on the page's own words too: during a language switch another language's words stand
    // in (`use_part`), and the review's sentences are said again when the right ones arrive.
    let model = use_memo(
        (
            props.of.clone(),
            props.lang,
            here.is_some(),
            props.lang.menu_words().is_some(),
        ),
        move |(of, lang, _, _)| {
            let (live, humans, viewer) = &*of.0;
            here.and_then(|r| (r.model)(live, humans, *viewer, *lang))
                .map(Rc::new)
        },
    );
    let (lang, four_colour) = (props.lang, props.four_colour);
    let t = lang.texts();
    let title = model.as_ref().as_ref().map_or(t.review_title, |m| m.title);
    let body = match (here, model.as_ref()) {
        (Some(review), Some(model)) => (review.view)(&ReviewProps {
            model: model.clone(),
            lang,
            four_colour,
        }),
        (Some(_), None) => Html::default(),
        (None, _) => pending_panel(lang, pending.unwrap_or(super::Pending::Coming)),
    };
    html! {
        <Dialog {title} id="review-title" class="review-panel" reading=true close_label={t.close}
            on_close={props.on_close.clone()}>
            { body }
        </Dialog>
    }
}
