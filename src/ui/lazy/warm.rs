//! Screens drawn once ahead, away from the page (issue 30, docs/parts-cached.md). V8 compiles a
//! WebAssembly function when it first runs: measured once cached, compiling the screen's code was
//! most of a tap's render (Tournament: 161 functions, 26–35 ms at 4× CPU). Drawn once into an
//! element that is not in the page, on a state of its own (nothing stored, no link), on a visit
//! whose parts are opened ahead, the screen's code is compiled before the tap; the review's view
//! likewise once solved ahead (`super::review`), drawn in the page, hidden, so that its text is
//! laid out once too. Only views whose first render has no effect
//! beyond themselves.

use super::View;
use crate::i18n::Lang;
use crate::session::{AppState, Screen, Stored};
use yew::prelude::*;

#[derive(Properties)]
struct WarmProps {
    view: View,
    lang: Lang,
}

/// Never given new props (drawn once, then dropped): no comparison of function pointers needed.
impl PartialEq for WarmProps {
    fn eq(&self, other: &WarmProps) -> bool {
        self.lang == other.lang
    }
}

#[function_component(Warm)]
fn warm_screen(props: &WarmProps) -> Html {
    let lang = props.lang;
    let state = use_reducer(move || {
        let mut stored = Stored::default();
        stored.settings.lang = lang;
        AppState::new(stored, Screen::Home, "")
    });
    (props.view)(state)
}

/// Draws `view` once the page is idle, in the page's language, into an element that is not in
/// the page, and drops it once the page is idle again. Nothing while the language's words of the
/// screens of parts are not here (the screen would not say them).
pub(super) fn warm(view: View) {
    super::when_idle(move || warm_now(view));
}

fn warm_now(view: View) {
    let Some(lang) = Lang::ALL
        .into_iter()
        .find(|lang| lang.is_loaded() && lang.has_screen_words())
    else {
        return;
    };
    let Ok(root) = gloo::utils::document().create_element("div") else {
        return;
    };
    let app = yew::Renderer::<Warm>::with_root_and_props(root, WarmProps { view, lang }).render();
    super::when_idle(move || app.destroy());
}

#[derive(Properties, PartialEq)]
struct WarmHtmlProps {
    html: Html,
}

#[function_component(WarmHtml)]
fn warm_html_view(props: &WarmHtmlProps) -> Html {
    props.html.clone()
}

/// Draws `html` (a view with no effect beyond itself) once into an element that is not in the
/// page (its code compiled, not laid out: the table's panels, whose copies laid out in the page
/// would be found by selectors there), and drops it once the page is idle again.
pub(super) fn warm_html(html: Html) {
    let Ok(root) = gloo::utils::document().create_element("div") else {
        return;
    };
    let app = yew::Renderer::<WarmHtml>::with_root_and_props(root, WarmHtmlProps { html }).render();
    super::when_idle(move || app.destroy());
}

/// Draws `html` (a view with no effect beyond itself) once into the page, laid out but neither
/// seen nor read (`.laid-ahead`: hidden, inert, out of the page's flow), and drops it once the
/// page is idle again. A text's first layout costs far more than its next ones (its shaping, a
/// glyph from a fallback font: the review's first layout 36–47 ms at 4× CPU, the same review
/// opened again 10–16 ms; docs/parts-cached.md): laid out once ahead, the tap's frame is short.
pub(super) fn lay_out_html(html: Html) {
    let document = gloo::utils::document();
    let (Ok(root), Some(body)) = (document.create_element("div"), document.body()) else {
        return;
    };
    let _ = root.set_attribute("class", "laid-ahead");
    let _ = root.set_attribute("aria-hidden", "true");
    let _ = root.set_attribute("inert", "");
    if body.append_child(&root).is_err() {
        return;
    }
    let app = yew::Renderer::<WarmHtml>::with_root_and_props(root.clone(), WarmHtmlProps { html })
        .render();
    super::when_idle(move || {
        // Laid out now if no frame did it yet.
        let _ = root.scroll_height();
        app.destroy();
        root.remove();
    });
}
