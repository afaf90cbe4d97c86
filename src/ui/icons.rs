//! Small line icons drawn as inline SVG (no icon font: buttons keep their accessible names in
//! words, and nothing depends on a font being present).

use yew::prelude::*;

/// The icons of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    /// Three bars.
    Menu,
    /// A ruled sheet.
    Sheet,
    /// Lines of text.
    Log,
    /// A cross.
    Close,
    /// Bar and triangle to the left.
    First,
    /// Triangle to the left.
    Previous,
    /// Triangle to the right.
    Next,
    /// Triangle and bar to the right.
    Last,
}

impl Icon {
    fn path(self) -> &'static str {
        match self {
            Icon::Menu => "M4 6h16M4 12h16M4 18h16",
            Icon::Sheet => "M5 3h14v18H5zM5 9h14M5 15h14M11 3v18",
            Icon::Log => "M5 6h14M5 10h14M5 14h10M5 18h8",
            Icon::Close => "M6 6l12 12M18 6L6 18",
            Icon::First => "M6 5v14M18 5l-9 7 9 7z",
            Icon::Previous => "M16 5l-9 7 9 7z",
            Icon::Next => "M8 5l9 7-9 7z",
            Icon::Last => "M18 5v14M6 5l9 7-9 7z",
        }
    }
}

/// An icon; decorative (the button around it carries the words). SVG markup rather than a
/// component of its own: a fixed drawing costs less code as a string (issue 30).
fn icon_svg(icon: Icon) -> Html {
    Html::from_html_unchecked(
        format!(
            r#"<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="{}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>"#,
            icon.path()
        )
        .into(),
    )
}

/// A square button with an icon and an accessible name (`label`, also its tooltip). A plain
/// function, not a component: it uses no hooks, and a component costs ≈ 2 KB of framework code
/// in the first load (issue 30).
pub fn icon_button(icon: Icon, label: impl Into<AttrValue>, onclick: Callback<MouseEvent>) -> Html {
    icon_button_with(icon, label.into(), onclick, false, Classes::new())
}

/// [`icon_button`], disabled when `disabled`, with extra classes.
pub fn icon_button_with(
    icon: Icon,
    label: AttrValue,
    onclick: Callback<MouseEvent>,
    disabled: bool,
    class: Classes,
) -> Html {
    html! {
        <button type="button" class={classes!("icon-button", class)}
            aria-label={label.clone()} title={label} {disabled} {onclick}>
            { icon_svg(icon) }
        </button>
    }
}
