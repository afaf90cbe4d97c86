//! Export and import of all data as a JSON file.

use super::app::{Action, Screen};
use super::home::ScreenProps;
use crate::i18n::Lang;
use crate::session::{plan_import, Export, KEY_PREFIX};
use std::collections::BTreeMap;
use wasm_bindgen::JsCast;
use web_sys::js_sys::Array;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};
use yew::prelude::*;

fn words(lang: Lang, en: &'static str, de: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Fr => fr,
    }
}

/// Everything the game keeps in localStorage.
fn all_data() -> BTreeMap<String, String> {
    let mut data = BTreeMap::new();
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        for i in 0..storage.length().unwrap_or(0) {
            if let Ok(Some(key)) = storage.key(i) {
                if key.starts_with(KEY_PREFIX) {
                    if let Ok(Some(value)) = storage.get_item(&key) {
                        data.insert(key, value);
                    }
                }
            }
        }
    }
    data
}

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

#[function_component(DataScreen)]
pub fn data_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let export = Callback::from(|_| {
        let _ = download("schraem-data.json", &Export::new(all_data()).to_json());
    });
    let import = {
        let d = state.dispatcher();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            let d = d.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|v| v.as_string())
                    .unwrap_or_default();
                match plan_import(&text) {
                    Ok(plan) => {
                        if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
                            for (k, v) in &plan.writes {
                                let _ = storage.set_item(k, v);
                            }
                        }
                        if plan.warnings.is_empty() {
                            let _ = gloo::utils::window().location().reload();
                        } else {
                            d.dispatch(Action::Notify(plan.warnings.join("; ")));
                        }
                    }
                    Err(e) => d.dispatch(Action::Notify(e)),
                }
            });
        })
    };
    let home = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::Show(Screen::Home)))
    };
    html! {
        <section class="screen data" aria-labelledby="data-title">
            <h1 id="data-title">{ words(lang, "Your data", "Deine Daten", "Vos données") }</h1>
            <p>{ words(lang,
                "Everything the game keeps in this browser: settings, statistics, the match in progress, your rule sets and backups of damaged saves.",
                "Alles, was das Spiel in diesem Browser speichert: Einstellungen, Statistik, die laufende Partie, deine Regeln und Sicherungen beschädigter Spielstände.",
                "Tout ce que le jeu garde dans ce navigateur : réglages, statistiques, partie en cours, vos règles et les sauvegardes endommagées.") }</p>
            <button class="primary" onclick={export}>{ words(lang, "Export all data", "Alle Daten exportieren", "Exporter toutes les données") }</button>
            <label class="field">
                <span>{ words(lang, "Import data", "Daten importieren", "Importer des données") }</span>
                <input type="file" accept="application/json,.json" onchange={import} />
            </label>
            <button onclick={home}>{ t.back }</button>
        </section>
    }
}
