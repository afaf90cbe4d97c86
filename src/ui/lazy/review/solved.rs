//! The review solved ahead (docs/parts-cached.md): while the table's menu offering it is open, the
//! last hand's review is solved once the page is idle and its view drawn and laid out once,
//! hidden (`super::super::warm::lay_out_html`: its code compiled, its text shaped); a tap on
//! "Review the last hand" then draws it.
//! The review part's code (only its split point refers to it).

use super::ReviewOf;
use crate::engine::record::Record;
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::present::review::{review_model, ReviewModel};
use crate::ui::lazy::when_idle;
use crate::ui::table::{ReviewProps, ReviewView};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// What a review is of: the last finished hand (its record: the same while the match goes on),
/// who plays at this device, whose review, in which language.
type HandKey = (Option<Record>, Vec<Seat>, Option<Seat>, Lang);

thread_local! {
    /// The review last solved ahead and what it is of.
    static SOLVED: RefCell<Option<(HandKey, Option<Rc<ReviewModel>>)>> = const { RefCell::new(None) };
}

fn key(of: &ReviewOf, lang: Lang) -> HandKey {
    let (live, humans, viewer) = &*of.0;
    let last = live.finished_hands().checked_sub(1);
    (
        last.and_then(|k| live.hand_record(k)),
        humans.clone(),
        *viewer,
        lang,
    )
}

/// The review of `of` in `lang` if it was solved ahead (`Some(None)`: there is none to show).
fn solved(key: &HandKey) -> Option<Option<Rc<ReviewModel>>> {
    SOLVED.with(|s| {
        s.borrow()
            .as_ref()
            .filter(|(was, _)| was == key)
            .map(|(_, model)| model.clone())
    })
}

/// The review of `of` in `lang`: as solved ahead, else solved now (and kept, so that the solve
/// still queued for the menu does not do it again while the player reads it).
pub(super) fn model_of(of: &ReviewOf, lang: Lang) -> Option<Rc<ReviewModel>> {
    let key = key(of, lang);
    solved(&key).unwrap_or_else(|| {
        let (live, humans, viewer) = &*of.0;
        let model = review_model(live, humans, *viewer, lang).map(Rc::new);
        if has_own_words(lang) {
            SOLVED.with(|s| *s.borrow_mut() = Some((key, model.clone())));
        }
        model
    })
}

/// Whether `lang`'s own words are here, both the game's and the screens of parts': a review
/// solved with another language's standing in while they come is not kept under `lang`.
fn has_own_words(lang: Lang) -> bool {
    lang.is_loaded() && lang.menu_words().is_some()
}

/// The review's view.
pub(super) fn view(p: &ReviewProps) -> Html {
    html! { <ReviewView model={p.model.clone()} lang={p.lang} four_colour={p.four_colour} /> }
}

/// Solves the review of `of` in `lang` once the page is idle (the frame of what was just opened
/// drawn), if the language's own words are here and it was not solved yet; then, idle again, draws its
/// view once in the page, laid out but hidden (its code compiled, its text shaped).
pub(super) fn ahead(of: ReviewOf, lang: Lang, four_colour: bool) {
    when_idle(move || {
        let key = key(&of, lang);
        if !has_own_words(lang) || solved(&key).is_some() {
            return;
        }
        let (live, humans, viewer) = &*of.0;
        let model = review_model(live, humans, *viewer, lang).map(Rc::new);
        SOLVED.with(|s| *s.borrow_mut() = Some((key, model.clone())));
        if let Some(model) = model {
            when_idle(move || {
                super::super::warm::lay_out_html(view(&ReviewProps {
                    model,
                    lang,
                    four_colour,
                }));
            });
        }
    });
}
