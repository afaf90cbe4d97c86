//! Browser tests of the Yew components (wasm-bindgen-test in headless Chromium).
#![cfg(target_arch = "wasm32")]

use schraem::session::Screen;
use schraem::ui::{App, AppProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts `App` on a fresh element (with empty storage) and returns that element.
async fn mount(initial: Screen) -> web_sys::Element {
    gloo::utils::window()
        .local_storage()
        .unwrap()
        .unwrap()
        .clear()
        .unwrap();
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root_and_props(
        root.clone(),
        AppProps {
            initial,
            ..AppProps::default()
        },
    )
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
    let names: Vec<String> = buttons(&root)
        .iter()
        .filter_map(|b| b.text_content())
        .collect();
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
        button(&root, "Schieberamsch")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
    button(&root, "Back").click();
    yew::scheduler::flush().await;
    assert!(root.text_content().unwrap().contains("New game"));
}

/// Every card name the page shows anywhere (accessible names).
fn card_names_on_page(root: &web_sys::Element) -> Vec<String> {
    let list = root.query_selector_all("[aria-label]").unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
        .filter_map(|e| e.get_attribute("aria-label"))
        .filter(|l| {
            l.ends_with(" of Clubs")
                || l.ends_with(" of Spades")
                || l.ends_with(" of Hearts")
                || l.ends_with(" of Diamonds")
        })
        .collect()
}

/// Saves `live` as the match in progress, then mounts the table.
async fn mount_table(
    setup: &schraem::session::MatchSetup,
    live: &schraem::session::AnyMatch,
) -> web_sys::Element {
    let storage = gloo::utils::window().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let settings =
        r#"{"lang":"en","four_colour":false,"speed":"slow","sound":false,"haptics":false}"#;
    storage.set_item("schraem.settings", settings).unwrap();
    storage
        .set_item(
            "schraem.match",
            &schraem::session::SavedMatch::of(setup, live).to_json(),
        )
        .unwrap();
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root_and_props(
        root.clone(),
        AppProps {
            initial: Screen::Table,
            ..AppProps::default()
        },
    )
    .render();
    yew::scheduler::flush().await;
    root
}

/// Plays the first legal action of whoever is awaited until seat 0 (the human) is awaited.
fn advance_to_human(live: &mut schraem::session::AnyMatch) {
    use schraem::engine::Seat;
    for _ in 0..200 {
        match live.to_act() {
            Some(Seat(0)) | None => return,
            Some(s) => {
                let a = live.legal_actions(s)[0];
                live.apply(s, a).unwrap();
            }
        }
    }
}

#[wasm_bindgen_test]
async fn the_siebenschraem_table_shows_exactly_what_the_seat_may_see() {
    use schraem::engine::{schraem as s7, GameKind, Seat};
    use schraem::session::{AnyAction, AnyMatch, MatchSetup};
    let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Player");
    let mut live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 99).unwrap();
    advance_to_human(&mut live);
    if live
        .legal_actions(Seat(0))
        .contains(&AnyAction::Schraem(s7::Action::Look))
    {
        live.apply(Seat(0), AnyAction::Schraem(s7::Action::Look))
            .unwrap();
    }
    advance_to_human(&mut live);
    let AnyMatch::Schraem(m) = &live else {
        unreachable!()
    };
    let view = m.view(Seat(0));
    let root = mount_table(&setup, &live).await;

    let hand: Vec<String> = {
        let list = root.query_selector_all(".hand button.card").unwrap();
        (0..list.length())
            .filter_map(|i| list.item(i))
            .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
            .filter_map(|e| e.get_attribute("aria-label"))
            .collect()
    };
    let own: Vec<String> = view
        .hand
        .as_ref()
        .unwrap()
        .own_cards
        .unwrap()
        .iter()
        .map(|c| c.english_name())
        .collect();
    assert_eq!(hand, own, "the hand shows the seat's own cards, as buttons");
    let allowed: Vec<String> = view
        .cards_mentioned()
        .iter()
        .map(|c| c.english_name())
        .collect();
    for name in card_names_on_page(&root) {
        assert!(
            allowed.contains(&name),
            "{name} is on the page but not in seat 0's view"
        );
    }
    let hidden = root
        .query_selector_all(".chip .mini-back")
        .unwrap()
        .length();
    assert!(hidden >= 1, "other hands are shown as backs, counted");
}

/// How many elements under `root` match `selector`.
fn count(root: &web_sys::Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

#[wasm_bindgen_test]
async fn the_table_draws_each_players_chalk_marks_and_the_card_faces() {
    use schraem::engine::{schraem as s7, GameKind, Seat};
    use schraem::session::{AnyAction, AnyMatch, MatchSetup};
    let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Player");
    let mut live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 7).unwrap();
    advance_to_human(&mut live);
    let look = AnyAction::Schraem(s7::Action::Look);
    if live.legal_actions(Seat(0)).contains(&look) {
        live.apply(Seat(0), look).unwrap();
    }
    // The reference rules (RULES.md, rhineland) chalk seven marks each, struck off as they are
    // lost: none lost in the first hand.
    let marks = 7;
    let root = mount_table(&setup, &live).await;
    let chalks = root.query_selector_all(".chalk").unwrap();
    assert!(chalks.length() >= 4, "every player's chalk is drawn");
    for i in 0..chalks.length() {
        let chalk: web_sys::Element = chalks.item(i).unwrap().dyn_into().unwrap();
        // Seven strokes and no strike, drawn as SVG (decorative: the label says it).
        assert_eq!(count(&chalk, "svg > g"), marks, "one stroke a mark");
        assert_eq!(count(&chalk, "svg > g > line"), marks, "no mark struck yet");
        let svg = chalk.query_selector("svg").unwrap().unwrap();
        assert_eq!(
            svg.namespace_uri().as_deref(),
            Some("http://www.w3.org/2000/svg")
        );
        assert_eq!(svg.get_attribute("aria-hidden").as_deref(), Some("true"));
        assert!(chalk
            .get_attribute("aria-label")
            .is_some_and(|l| !l.is_empty()));
    }
    // Each face up card of the seat's hand is drawn with its rank letter and two suit marks.
    let faces = root.query_selector_all(".hand svg.face").unwrap();
    assert!(faces.length() >= 1, "the hand's cards are drawn");
    for i in 0..faces.length() {
        let face: web_sys::Element = faces.item(i).unwrap().dyn_into().unwrap();
        assert_eq!(
            face.namespace_uri().as_deref(),
            Some("http://www.w3.org/2000/svg")
        );
        assert_eq!(count(&face, "path"), 2, "a small and a large suit mark");
        let letter = face
            .query_selector("text")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap();
        assert!(
            ["7", "8", "9", "10", "J", "Q", "K", "A"].contains(&letter.as_str()),
            "{letter}"
        );
    }
}

#[wasm_bindgen_test]
async fn the_schieberamsch_table_shows_only_the_seats_own_hand_and_public_cards() {
    use schraem::engine::{GameKind, Seat};
    use schraem::session::{AnyMatch, MatchSetup};
    let setup = MatchSetup::default_for(GameKind::Schieberamsch, "Player");
    let mut live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 5).unwrap();
    advance_to_human(&mut live);
    let AnyMatch::Ramsch(m) = &live else {
        unreachable!()
    };
    let view = m.view(Seat(0));
    let root = mount_table(&setup, &live).await;
    let own: Vec<String> = view.hand.iter().map(|c| c.english_name()).collect();
    let public_cards: Vec<String> = view
        .public
        .tricks
        .iter()
        .flat_map(|t| t.cards.iter().map(|(_, c)| c.english_name()))
        .collect();
    for name in card_names_on_page(&root) {
        assert!(
            own.contains(&name) || public_cards.contains(&name),
            "{name} must not be shown"
        );
    }
    let shown_hand = root
        .query_selector_all(".hand .card[aria-label]")
        .unwrap()
        .length();
    assert_eq!(shown_hand as usize, own.len());
    assert!(
        text(&root, ".prompt").contains("Grand Hand") || text(&root, ".prompt").contains("skat")
    );
}
