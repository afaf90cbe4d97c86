//! Export and import of everything the game keeps in this browser, as one JSON file.

use super::frame;
use crate::i18n::ScreenTexts;
use crate::session::{
    plan_import, AppAction, AppState, Export, ImportPlan, ImportReplaces, Notice,
};
use crate::ui::app::ScreenProps;
use crate::ui::overlay::Dialog;
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

/// Writes an import, a copy of everything it replaces first; then reloads (or, with notes on
/// parts taken otherwise, says them and offers the reload).
fn write_import(
    plan: ImportPlan,
    d: &UseReducerDispatcher<AppState>,
    imported: &UseStateHandle<bool>,
) {
    let plan = plan.keeping(&storage::all_data());
    if storage::write_all(&plan.writes).is_err() {
        d.dispatch(AppAction::Notify(Notice::StorageFull));
    } else if plan.warnings.is_empty() {
        reload();
    } else {
        d.dispatch(AppAction::Notify(Notice::Imported(plan.warnings)));
        imported.set(true);
    }
}

/// What an import replaces, in the player's words.
fn part_name(part: ImportReplaces, st: &ScreenTexts) -> &'static str {
    match part {
        ImportReplaces::Settings => st.part_settings,
        ImportReplaces::Statistics => st.part_stats,
        ImportReplaces::Rulesets => st.part_rulesets,
        ImportReplaces::Slate => st.part_slate,
        ImportReplaces::Tournament => st.part_tournament,
        ImportReplaces::Match => st.part_match,
    }
}

#[function_component(DataScreen)]
pub fn data_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let t = state.settings.lang.texts();
    let st = state.settings.lang.screen_texts();
    let imported = use_state(|| false);
    // The browser downloads without a word of its own on many phones: the screen says it is done.
    let exported = use_state(|| false);
    let export = {
        let exported = exported.clone();
        Callback::from(move |_| {
            let done = download(
                "schraem-data.json",
                &Export::new(storage::all_data()).to_json(),
            );
            exported.set(done.is_some());
        })
    };
    // An import that would replace something stored asks first (saying what), and keeps a
    // copy of whatever it replaces.
    let pending = use_state(|| None::<(ImportPlan, Vec<ImportReplaces>)>);
    let import = {
        let d = state.dispatcher();
        let (imported, pending) = (imported.clone(), pending.clone());
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            // The same file chosen again after Cancel is a change again.
            input.set_value("");
            let d = d.clone();
            let (imported, pending) = (imported.clone(), pending.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|v| v.as_string())
                    .unwrap_or_default();
                match plan_import(&text) {
                    Ok(plan) => {
                        let replaces = plan.replaces(&storage::all_data());
                        if replaces.is_empty() {
                            write_import(plan, &d, &imported);
                        } else {
                            pending.set(Some((plan, replaces)));
                        }
                    }
                    Err(e) => d.dispatch(AppAction::Notify(Notice::ImportFailed(e))),
                }
            });
        })
    };
    let confirm = (*pending).clone().map(|(plan, replaces)| {
        let cancel = {
            let pending = pending.clone();
            Callback::from(move |()| pending.set(None))
        };
        let go = {
            let d = state.dispatcher();
            let (imported, pending) = (imported.clone(), pending.clone());
            Callback::from(move |_| {
                pending.set(None);
                write_import(plan.clone(), &d, &imported);
            })
        };
        let cancel_click = {
            let cancel = cancel.clone();
            Callback::from(move |_| cancel.emit(()))
        };
        html! {
            <Dialog title={st.import_title} id="import-title" on_close={cancel} close_label={st.cancel}>
                <p>{ st.import_replaces }</p>
                <ul>
                    { for replaces.iter().map(|part| html! { <li>{ part_name(*part, st) }</li> }) }
                </ul>
                <p>{ st.import_kept }</p>
                <p>{ st.import_adds }</p>
                <div class="dialog-actions">
                    <button type="button" class="primary" onclick={cancel_click}>{ st.cancel }</button>
                    <button type="button" class="danger" onclick={go}>{ st.import_confirm }</button>
                </div>
            </Dialog>
        }
    });
    frame(
        state,
        t.data,
        "data",
        html! {
            <>
                <p>{ st.data_explained }</p>
                <button type="button" class="primary" onclick={export}>{ st.export_data }</button>
                <p class="exported" role="status">{ if *exported { st.data_exported } else { "" } }</p>
                // The browser's own file button speaks the browser's language ("Choose File" on a
                // German screen): it stays for the keyboard and screen readers, hidden, behind a
                // label drawn as a button in the player's words.
                <label class="file-button">
                    <input type="file" class="visually-hidden" accept="application/json,.json" onchange={import} />
                    <span>{ st.import_data }</span>
                </label>
                if *imported {
                    <button type="button" onclick={Callback::from(|_| reload())}>{ t.reload }</button>
                }
                { confirm.unwrap_or_default() }
            </>
        },
    )
}
