//! A QR code of a link, drawn as SVG (dark modules on white, with the quiet zone the standard
//! asks for), for a camera app to open.

use crate::present::qr::qr_path;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct QrProps {
    /// What the code holds (a link).
    pub text: AttrValue,
    /// Its accessible name.
    pub label: AttrValue,
}

#[function_component(QrImage)]
pub fn qr_image(props: &QrProps) -> Html {
    let drawn = use_memo(props.text.clone(), |text| qr_path(text));
    let Some((width, path)) = (*drawn).clone() else {
        return Html::default();
    };
    let side = width + 8;
    html! {
        <svg class="qr" viewBox={format!("-4 -4 {side} {side}")} role="img" aria-label={props.label.clone()}
            shape-rendering="crispEdges">
            <rect x="-4" y="-4" width={side.to_string()} height={side.to_string()} fill="#fff" />
            <path d={path} fill="#000" />
        </svg>
    }
}
