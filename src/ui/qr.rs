//! A QR code of a link, drawn as SVG (dark modules on white, with the quiet zone the standard
//! asks for), for a camera app to open. The encoder is a part of its own (`split_qr.wasm`,
//! docs/parts.md): only a player who opens an invitation or an answer downloads it.

use crate::i18n::Lang;
use crate::present::qr::qr_path;
use crate::ui::effect::use_effect_on;
use yew::prelude::*;

// The QR part: everything only this function reaches (the `qrcode` crate) moves into
// `split_qr.wasm`; the first call fetches it.
super::part::split_point!(
    qr,
    fn qr_path_part(text: String) -> Option<(usize, String)> {
        qr_path(&text)
    }
);

#[derive(Properties, PartialEq)]
pub struct QrProps {
    /// What the code holds (a link).
    pub text: AttrValue,
    /// Its accessible name.
    pub label: AttrValue,
    /// The language of "loading" and "could not be loaded".
    pub lang: Lang,
}

/// What the image shows: the code, nothing yet (its part loads), or that the part failed.
#[derive(Clone, PartialEq)]
enum Drawn {
    Coming,
    Code(usize, String),
    TooLong,
    Failed,
}

#[function_component(QrImage)]
pub fn qr_image(props: &QrProps) -> Html {
    let drawn = use_state(|| Drawn::Coming);
    // Bumped by "Try again": the effect runs anew and asks for the part again.
    let attempt = use_state(|| 0u32);
    {
        let drawn = drawn.clone();
        use_effect_on((props.text.clone(), *attempt), move |(text, _)| {
            drawn.set(Drawn::Coming);
            let text = text.to_string();
            wasm_bindgen_futures::spawn_local(async move {
                drawn.set(match qr_path_part(text).await {
                    Ok(Some((width, path))) => Drawn::Code(width, path),
                    Ok(None) => Drawn::TooLong,
                    Err(_) => Drawn::Failed,
                });
            });
        });
    }
    match (*drawn).clone() {
        Drawn::Code(width, path) => {
            let side = width + 8;
            html! {
                <svg class="qr" viewBox={format!("-4 -4 {side} {side}")} role="img" aria-label={props.label.clone()}
                    shape-rendering="crispEdges">
                    <rect x="-4" y="-4" width={side.to_string()} height={side.to_string()} fill="#fff" />
                    <path d={path} fill="#000" />
                </svg>
            }
        }
        Drawn::TooLong => Html::default(),
        Drawn::Coming | Drawn::Failed => {
            let on_retry = Callback::from(move |()| attempt.set(*attempt + 1));
            super::part::part_pending(
                props.lang,
                *drawn == Drawn::Failed,
                Some(on_retry),
                classes!("qr"),
            )
        }
    }
}
