//! Browser tests of the Yew components (wasm-bindgen-test in headless Chromium).
#![cfg(target_arch = "wasm32")]

use schraem::ui::{App, AppProps, Screen};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts `App` on a fresh element (with empty storage) and returns that element.
async fn mount(initial: Screen) -> web_sys::Element {
    gloo::utils::window().local_storage().unwrap().unwrap().clear().unwrap();
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root_and_props(root.clone(), AppProps { initial }).render();
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

fn text(root: &web_sys::Element, selector: &str) -> String {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn home_offers_a_new_game_and_opens_the_new_game_screen() {
    let root = mount(Screen::Home).await;
    assert_eq!(text(&root, "h1"), "Schräm");
    button(&root, "New game").click();
    yew::scheduler::flush().await;
    let names: Vec<String> = buttons(&root).iter().filter_map(|b| b.text_content()).collect();
    assert!(names.contains(&"Siebenschräm".to_owned()), "{names:?}");
    assert!(names.contains(&"Schieberamsch".to_owned()), "{names:?}");
}

#[wasm_bindgen_test]
async fn choosing_a_game_explains_its_rules_and_back_returns_home() {
    let root = mount(Screen::NewGame).await;
    assert!(text(&root, ".summary").contains("Only the last trick wins"));
    button(&root, "Schieberamsch").click();
    yew::scheduler::flush().await;
    assert!(text(&root, ".summary").contains("jacks"));
    assert_eq!(
        button(&root, "Schieberamsch").get_attribute("aria-pressed").as_deref(),
        Some("true")
    );
    button(&root, "Back").click();
    yew::scheduler::flush().await;
    assert!(root.text_content().unwrap().contains("New game"));
}
