//! Browser tests of the Yew components (wasm-bindgen-test in headless Chromium).
#![cfg(target_arch = "wasm32")]

use schraem::ui::{App, Screen};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts `App` on a fresh element and returns that element.
async fn mount(initial: Screen) -> web_sys::Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root_and_props(root.clone(), schraem::ui::AppProps { initial })
        .render();
    yew::scheduler::flush().await;
    root
}

fn buttons(root: &web_sys::Element) -> Vec<HtmlElement> {
    let list = root.query_selector_all("button").unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().dyn_into::<HtmlElement>().unwrap())
        .collect()
}

fn button(root: &web_sys::Element, label: &str) -> HtmlElement {
    buttons(root)
        .into_iter()
        .find(|b| b.text_content().as_deref() == Some(label))
        .unwrap_or_else(|| panic!("no button named {label}"))
}

#[wasm_bindgen_test]
async fn home_offers_a_new_game_and_opens_the_game_chooser() {
    let root = mount(Screen::Home).await;
    assert_eq!(
        root.query_selector("h1")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap(),
        "Schräm"
    );
    button(&root, "New game").click();
    yew::scheduler::flush().await;
    let names: Vec<String> = buttons(&root)
        .iter()
        .filter_map(|b| b.text_content())
        .collect();
    assert!(names.contains(&"Siebenschräm".to_owned()), "{names:?}");
    assert!(names.contains(&"Schieberamsch".to_owned()), "{names:?}");
}

#[wasm_bindgen_test]
async fn choosing_a_game_explains_it_and_back_returns_home() {
    let root = mount(Screen::NewGame).await;
    assert!(root.query_selector(".summary").unwrap().is_none());
    button(&root, "Schieberamsch").click();
    yew::scheduler::flush().await;
    let summary = root
        .query_selector(".summary")
        .unwrap()
        .expect("a summary after choosing");
    assert!(summary.text_content().unwrap().contains("jacks are trumps"));
    assert_eq!(
        button(&root, "Schieberamsch")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
    button(&root, "Back").click();
    yew::scheduler::flush().await;
    assert!(root.text_content().unwrap().contains("New game"));
    assert!(root.query_selector(".games").unwrap().is_none());
}
