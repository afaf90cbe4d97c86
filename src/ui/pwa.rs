//! Offline play and installing (wasm32 only): registers the service worker that
//! `scripts/post-build.py` writes next to the page, asks for persistent storage, opens the
//! likeliest parts ahead when the worker has cached them, and offers a reload when a new version
//! has been installed and is waiting.
//!
//! The worker never takes over by itself: a new version waits until the player presses Reload,
//! which posts `{type: "skip-waiting"}` to it and reloads the page once it controls the page. The
//! match is saved after every action, so the reload loses nothing.

use crate::i18n::Lang;
use crate::ui::effect::use_effect_on;
use gloo::events::EventListener;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::js_sys::{Object, Reflect};
use web_sys::{
    RegistrationOptions, ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration,
    ServiceWorkerState,
};
use yew::prelude::*;

/// The worker's file and scope, relative to the page: the site works from any sub-path.
const SCRIPT: &str = "./sw.js";
const SCOPE: &str = "./";

fn navigator_has(property: &str) -> bool {
    Reflect::has(
        &gloo::utils::window().navigator(),
        &JsValue::from_str(property),
    )
    .unwrap_or(false)
}

/// The page's service worker container, where the browser offers one (secure contexts only).
fn container() -> Option<ServiceWorkerContainer> {
    navigator_has("serviceWorker").then(|| gloo::utils::window().navigator().service_worker())
}

/// Waits for a promise and ignores its outcome: a page whose worker cannot be registered (a copy
/// opened from disk, a blocked script) still plays online, and a refused persistence request
/// only means the browser may clear the storage under pressure.
fn settle(promise: web_sys::js_sys::Promise) {
    spawn_local(async move {
        let _ = JsFuture::from(promise).await;
    });
}

/// Registers the service worker and asks the browser once to keep this site's storage (the saved
/// match, settings and statistics) when space runs low.
pub fn register() {
    if let Some(container) = container() {
        let options = RegistrationOptions::new();
        options.set_scope(SCOPE);
        settle(container.register_with_options(SCRIPT, &options));
        // A worker that controls the page from its start has cached the whole build (its install
        // fetches every file): the likeliest parts open ahead, from its cache (`ui::lazy::ahead`).
        // Not when it takes over during a first visit: the parts are fresh in the browser's cache
        // then, and waiting for that moment costs the first load more bytes (docs/parts.md).
        if container.controller().is_some() {
            spawn_local(super::lazy::open_ahead());
        }
    }
    if navigator_has("storage") {
        if let Ok(promise) = gloo::utils::window().navigator().storage().persist() {
            settle(promise);
        }
    }
}

/// The event listeners of a mounted prompt; `None` once it is unmounted, which drops them all.
type Listeners = Rc<RefCell<Option<Vec<EventListener>>>>;

fn keep(listeners: &Listeners, listener: EventListener) {
    if let Some(list) = listeners.borrow_mut().as_mut() {
        list.push(listener);
    }
}

/// Offers `worker` once it is installed, if it would replace the worker controlling this page
/// (the first install replaces nothing and needs no reload).
fn track(worker: ServiceWorker, offer: &Rc<dyn Fn(ServiceWorker)>, listeners: &Listeners) {
    if worker.state() == ServiceWorkerState::Installed {
        offer(worker);
        return;
    }
    let offer = offer.clone();
    let target = worker.clone();
    keep(
        listeners,
        EventListener::new(&target, "statechange", move |_| {
            if worker.state() == ServiceWorkerState::Installed {
                offer(worker.clone());
            }
        }),
    );
}

fn watch(
    registration: &ServiceWorkerRegistration,
    offer: Rc<dyn Fn(ServiceWorker)>,
    listeners: &Listeners,
) {
    if let Some(worker) = registration.waiting() {
        offer(worker);
    }
    if let Some(worker) = registration.installing() {
        track(worker, &offer, listeners);
    }
    let found_on = registration.clone();
    let found_listeners = listeners.clone();
    keep(
        listeners,
        EventListener::new(registration, "updatefound", move |_| {
            if let Some(worker) = found_on.installing() {
                track(worker, &offer, &found_listeners);
            }
        }),
    );
}

/// "A new version is ready" with a Reload button, shown while a new service worker waits (in
/// `lang`). A hook of the app's root, not a component of its own: each component costs the
/// first load Yew's machinery (issue 30); the root renders again once, when a version waits.
#[hook]
pub fn use_update_prompt(lang: Lang) -> Html {
    let waiting = use_state(|| None::<ServiceWorker>);
    let reloading = use_mut_ref(|| false);
    {
        let waiting = waiting.clone();
        use_effect_on((), move |_| {
            let listeners: Listeners = Rc::new(RefCell::new(Some(Vec::new())));
            if let Some(container) = container() {
                let listeners = listeners.clone();
                let page = container.clone();
                let offer: Rc<dyn Fn(ServiceWorker)> = Rc::new(move |worker| {
                    if page.controller().is_some() {
                        waiting.set(Some(worker));
                    }
                });
                spawn_local(async move {
                    let Ok(ready) = container.ready() else {
                        return;
                    };
                    if let Ok(registration) = JsFuture::from(ready).await {
                        watch(&registration.unchecked_into(), offer, &listeners);
                    }
                });
            }
            move || drop(listeners.take())
        });
    }

    let Some(worker) = (*waiting).clone() else {
        return Html::default();
    };
    let onclick = Callback::from(move |_| {
        if reloading.replace(true) {
            return;
        }
        let reload = || {
            let _ = gloo::utils::window().location().reload();
        };
        // Another tab may have activated it already: then only this page is out of date.
        if matches!(
            worker.state(),
            ServiceWorkerState::Activating | ServiceWorkerState::Activated
        ) {
            reload();
            return;
        }
        let Some(container) = container() else {
            reload();
            return;
        };
        // Lives until the page reloads.
        EventListener::once(&container, "controllerchange", move |_| reload()).forget();
        let message = Object::new();
        let _ = Reflect::set(&message, &"type".into(), &"skip-waiting".into());
        let _ = worker.post_message(&message);
    });
    let t = lang.texts();
    let (text, button) = (t.update_ready, t.reload);
    html! {
        <div class="update-prompt" role="status">
            <p>{ text }</p>
            <button class="primary" {onclick}>{ button }</button>
        </div>
    }
}
