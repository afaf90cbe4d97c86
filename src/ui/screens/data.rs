//! Export and import of everything the game keeps in this browser, as one JSON file.

use super::Frame;
use crate::session::{plan_import, AppAction, Export, Notice};
use crate::ui::app::ScreenProps;
use crate::ui::storage;
use wasm_bindgen::JsCast;
use web_sys::js_sys::Array;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};
use yew::prelude::*;

/// Offers `text` as a file download named `name`.
fn download(name: &str, text: &str) -> Option<()> {
    let parts = Array::of1(&text.into());
    let options = BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    let url = Url::create_object_url_with_blob(&blob).ok()?;
    let a: HtmlAnchorElement = gloo::utils::document()
        .create_element("a")
        .ok()?
        .dyn_into()
        .ok()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    Url::revoke_object_url(&url).ok()
}

fn reload() {
    let _ = gloo::utils::window().location().reload();
}

#[function_component(DataScreen)]
pub fn data_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let t = state.settings.lang.texts();
    let imported = use_state(|| false);
    let export = Callback::from(|_| {
        let _ = download(
            "schraem-data.json",
            &Export::new(storage::all_data()).to_json(),
        );
    });
    let import = {
        let d = state.dispatcher();
        let imported = imported.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            let d = d.clone();
            let imported = imported.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|v| v.as_string())
                    .unwrap_or_default();
                match plan_import(&text) {
                    Ok(plan) => {
                        if storage::write_all(&plan.writes).is_err() {
                            d.dispatch(AppAction::Notify(Notice::StorageFull));
                        } else if plan.warnings.is_empty() {
                            reload();
                        } else {
                            d.dispatch(AppAction::Notify(Notice::Imported(plan.warnings)));
                            imported.set(true);
                        }
                    }
                    Err(e) => d.dispatch(AppAction::Notify(Notice::ImportFailed(e))),
                }
            });
        })
    };
    html! {
        <Frame state={state.clone()} title={t.data} class="data">
            <p>{ t.data_explained }</p>
            <button type="button" class="primary" onclick={export}>{ t.export_data }</button>
            <label class="field file">
                <span>{ t.import_data }</span>
                <input type="file" accept="application/json,.json" onchange={import} />
            </label>
            if *imported {
                <button type="button" onclick={Callback::from(|_| reload())}>{ t.reload }</button>
            }
        </Frame>
    }
}
