//! The tutorial: one Siebenschräm hand with a fixed deal, on the real table, with a coach in the
//! ticker that asks for one action at a time (see `session::Tutorial`). Reached from Rules;
//! skippable at any moment; not saved (it takes two minutes).

use crate::engine::schraem;
use crate::i18n::Msg;
use crate::present::pace::held;
use crate::present::table_model;
use crate::session::{AnyAction, AnyEvent, AnyMatch, Screen, Tutorial, TUTORIAL_SEAT};
use crate::ui::app::ScreenProps;
use crate::ui::overlay::Dialog;
use crate::ui::part::use_menu_words;
use crate::ui::screens::go;
use crate::ui::table::Board;
use std::rc::Rc;
use yew::prelude::*;

#[function_component(TutorialScreen)]
pub fn tutorial_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let st = lang.screen_texts();
    let four_colour = state.settings.four_colour;
    let words = use_menu_words(lang);
    let tutorial = use_state(|| {
        let names = [t.default_player, "Gerda", "Hans", "Anne"];
        Tutorial::new(names.map(String::from).to_vec())
    });
    let live = AnyMatch::Schraem(tutorial.live().clone());
    let model = table_model(&live.seat(Some(TUTORIAL_SEAT), &[TUTORIAL_SEAT]), lang);
    // After a trick the computers would lead away from, the trick stays until "Continue".
    let model = Rc::new(if tutorial.paused() {
        held(model, st.tutorial_go_on)
    } else {
        model
    });
    let on_proceed = {
        let tutorial = tutorial.clone();
        Callback::from(move |()| {
            let mut next = (*tutorial).clone();
            next.go_on();
            tutorial.set(next);
        })
    };
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
    let lesson = match &words {
        Ok(words) => words.lesson(tutorial.lesson()).to_owned(),
        Err(pending) => return pending.clone(),
    };
    let names = tutorial.live().names().to_vec();
    // While paused: who took the trick, as the log says it.
    let taken = tutorial
        .paused()
        .then(|| {
            let event = tutorial
                .live()
                .log()
                .iter()
                .rev()
                .find(|e| matches!(e, schraem::Event::TrickWon { .. }))?;
            let event = AnyEvent::Schraem(*event);
            event
                .msg(&names, false, Some(TUTORIAL_SEAT))
                .map(|m| lang.say(&m))
        })
        .flatten();
    let coach = if let Some(taken) = taken {
        taken
    } else if tutorial.missed {
        format!("{} {lesson}", st.tutorial_not_quite)
    } else {
        lesson.clone()
    };
    let marks = tutorial.live().view(TUTORIAL_SEAT).marks;
    html! {
        <section class="screen table-screen tutorial" aria-labelledby="tutorial-title">
            <header class="table-bar">
                <h1 id="tutorial-title" tabindex="-1">{ st.tutorial }</h1>
                <button type="button" class="skip" onclick={go(state, Screen::Rules)}>{ st.tutorial_skip }</button>
            </header>
            if tutorial.is_done() {
                <Dialog title={st.tutorial} id="tutorial-done-title" class="tutorial-done"
                    close_label={t.close} on_close={let d = state.dispatcher(); Callback::from(move |()| d.dispatch(crate::session::AppAction::Show(Screen::Rules)))}>
                    <p>{ lesson }</p>
                    <dl class="review-hands">
                        { for names.iter().zip(marks.iter()).map(|(n, m)| html! {
                            <><dt>{ n.clone() }</dt><dd>{ lang.say(&Msg::MarksLeft { n: *m }) }</dd></>
                        }) }
                    </dl>
                    <button type="button" class="primary dialog-first" onclick={go(state, Screen::Rules)}>{ st.tutorial_done }</button>
                </Dialog>
            } else {
                <Board {model} {lang} {four_colour} {on_act} {on_proceed} hint=true ticker={Some(coach)} />
            }
        </section>
    }
}
