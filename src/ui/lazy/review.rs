//! The review of the last hand ("could I have won?") as a part (issue 30): the solver that judges
//! each decision with all cards open and the review's view are fetched the first time a player
//! opens it. The table's menu offers it as before (`present::review::review_offered` stays in the
//! first load); the dialog opens at once and says that the review is coming until its part is here.

mod solved;

use super::{part_ref, pending_panel, split_point, use_part, PartRef};
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::present::review::ReviewModel;
use crate::session::AnyMatch;
use crate::ui::overlay::Dialog;
use crate::ui::table::ReviewProps;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// What the part offers: the review of the last hand, and its view.
#[derive(Clone, Copy)]
struct Review {
    /// The review of an opening in a language (as solved ahead, else solved now).
    model: fn(&ReviewOf, Lang) -> Option<Rc<ReviewModel>>,
    view: fn(&ReviewProps) -> Html,
    /// Solves a review ahead (`solved::ahead`).
    ahead: fn(ReviewOf, Lang, bool),
}

split_point!(
    review,
    fn review_part() -> Review {
        // What the table's menu asked to be solved ahead while the part was coming (the menu
        // opened before `ui::lazy::ahead` had opened the part).
        if let Some((of, lang, four_colour)) = WAITING.with(|w| w.borrow_mut().take()) {
            solved::ahead(of, lang, four_colour);
        }
        Review {
            model: solved::model_of,
            view: solved::view,
            ahead: solved::ahead,
        }
    }
);

thread_local! {
    static REVIEW: Cell<Option<Review>> = const { Cell::new(None) };
    /// The review asked to be solved ahead while its part was on its way.
    static WAITING: RefCell<Option<(ReviewOf, Lang, bool)>> = const { RefCell::new(None) };
}

/// Solves the review of `of` ahead, once the page is idle, if its part is here: called while the
/// table's menu offering it is open. The solver judging each decision with all cards open was most
/// of a tap on "Review the last hand" (docs/parts-cached.md); solved while the player reads the
/// menu, the tap draws it. Draws nothing itself (an empty node in the menu).
pub fn review_ahead(of: ReviewOf, lang: Lang, four_colour: bool) -> Html {
    match REVIEW.with(Cell::get) {
        Some(review) => (review.ahead)(of, lang, four_colour),
        None => WAITING.with(|w| *w.borrow_mut() = Some((of, lang, four_colour))),
    }
    Html::default()
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
        move |(of, lang, _, _)| here.and_then(|r| (r.model)(of, *lang)),
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
