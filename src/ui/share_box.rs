//! A link to share (a hand, a rule set): shown in a box that stays until closed, with Copy
//! (then "Link copied") and, where the browser has it, the system's share sheet.

use super::dom;
use super::overlay::Dialog;
use crate::i18n::{Lang, Msg};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShareBoxProps {
    /// The box's heading.
    pub title: AttrValue,
    pub url: AttrValue,
    pub lang: Lang,
    pub on_close: Callback<()>,
    /// Drawn without its dialog: inside the table's Share panel, whose dialog is the table's
    /// (`ui::table::panels`).
    #[prop_or_default]
    pub bare: bool,
}

#[function_component(ShareBox)]
pub fn share_box(props: &ShareBoxProps) -> Html {
    let t = props.lang.texts();
    let copied = use_state(|| false);
    let copy = {
        let url = props.url.clone();
        let copied = copied.clone();
        Callback::from(move |_| {
            dom::copy(&url);
            copied.set(true);
        })
    };
    let share = {
        let url = props.url.clone();
        let title = t.app_name;
        Callback::from(move |_| dom::share(&url, title))
    };
    let select_all = Callback::from(|e: FocusEvent| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        input.select();
    });
    let body = html! {
        <>
            <label class="field">
                <span>{ t.link }</span>
                <input type="text" readonly=true value={props.url.clone()} class="share-link"
                    onfocus={select_all} />
            </label>
            <div class="row">
                <button type="button" class="primary" onclick={copy}>{ t.copy_link }</button>
                if dom::can_share() {
                    <button type="button" onclick={share}>{ t.share }</button>
                }
            </div>
            <p class="copied" role="status">
                if *copied { { props.lang.say(&Msg::LinkCopied) } }
            </p>
        </>
    };
    if props.bare {
        return body;
    }
    html! {
        <Dialog title={props.title.clone()} id="share-title" class="share-box"
            close_label={t.close} on_close={props.on_close.clone()}>
            { body }
        </Dialog>
    }
}
