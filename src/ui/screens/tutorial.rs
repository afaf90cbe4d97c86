//! The tutorial: one Siebenschräm hand with a fixed deal, on the real table, with a coach in the
//! ticker that asks for one action at a time (see `session::Tutorial`). Reached from Rules;
//! skippable at any moment; not saved (it takes two minutes).

use crate::i18n::Msg;
use crate::present::table_model;
use crate::session::{AnyAction, AnyMatch, Screen, Tutorial, TUTORIAL_SEAT};
use crate::ui::app::ScreenProps;
use crate::ui::overlay::Dialog;
use crate::ui::screens::go;
use crate::ui::table::Board;
use std::rc::Rc;
use yew::prelude::*;

#[function_component(TutorialScreen)]
pub fn tutorial_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let four_colour = state.settings.four_colour;
    let tutorial = use_state(|| {
        let names = [t.default_player, "Gerda", "Hans", "Anne"];
        Tutorial::new(names.map(String::from).to_vec())
    });
    let live = AnyMatch::Schraem(tutorial.live().clone());
    let model = Rc::new(table_model(
        &live,
        Some(TUTORIAL_SEAT),
        &[TUTORIAL_SEAT],
        lang,
    ));
    let on_act = {
        let tutorial = tutorial.clone();
        Callback::from(move |(seat, action): (crate::engine::Seat, AnyAction)| {
            if let AnyAction::Schraem(a) = action {
                let mut next = (*tutorial).clone();
                next.act(seat, a);
                tutorial.set(next);
            }
        })
    };
    let lesson = lang.say(&Msg::Lesson(tutorial.lesson()));
    let coach = if tutorial.missed {
        format!("{} {lesson}", t.tutorial_not_quite)
    } else {
        lesson.clone()
    };
    let marks = tutorial.live().view(TUTORIAL_SEAT).marks;
    let names = tutorial.live().names().to_vec();
    html! {
        <section class="screen table-screen tutorial" aria-labelledby="tutorial-title">
            <header class="table-bar">
                <h1 id="tutorial-title" tabindex="-1">{ t.tutorial }</h1>
                <button type="button" class="skip" onclick={go(state, Screen::Rules)}>{ t.tutorial_skip }</button>
            </header>
            if tutorial.is_done() {
                <Dialog title={t.tutorial} id="tutorial-done-title" class="tutorial-done"
                    close_label={t.close} on_close={let d = state.dispatcher(); Callback::from(move |()| d.dispatch(crate::session::AppAction::Show(Screen::Rules)))}>
                    <p>{ lesson }</p>
                    <dl class="review-hands">
                        { for names.iter().zip(marks.iter()).map(|(n, m)| html! {
                            <><dt>{ n.clone() }</dt><dd>{ lang.say(&Msg::MarksLeft { n: *m }) }</dd></>
                        }) }
                    </dl>
                    <button type="button" class="primary dialog-first" onclick={go(state, Screen::Rules)}>{ t.tutorial_done }</button>
                </Dialog>
            } else {
                <Board {model} {lang} {four_colour} {on_act} hint=true ticker={Some(coach)} />
            }
        </section>
    }
}
