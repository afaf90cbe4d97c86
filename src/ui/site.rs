//! The site's `config.json` in the page (`session::site_config` reads and checks it): fetched once
//! at start (the service worker answers it from the network first, so an edit reaches every
//! visitor, and from its cache offline), kept for the page's life, and combined with this
//! device's Settings into the signalling server and the STUN/TURN servers the connections use.
//! A page that cannot fetch it, or gets none (404), behaves as before: no server, local candidates.

use crate::session::site_config::{
    effective_ice_servers, effective_signal, is_shipped_default, parse_site_config, ConfigError,
    IceServer, SiteConfig,
};
use crate::session::Settings;
use crate::ui::effect::use_effect_on;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The file, relative to the page: the site works from any sub-path.
const FILE: &str = "./config.json";

// The reader and its checks are a part of their own (`site-config`, docs/parts.md): the file the
// build ships is known without them (`is_shipped_default`), so only a site that wrote its own
// servers fetches the part, at start.
crate::ui::part::split_point!(
    site_config,
    fn read_site_config(text: String, secure: bool) -> Result<SiteConfig, ConfigError> {
        parse_site_config(&text, secure)
    }
);

/// Where reading `config.json` stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SiteLoad {
    /// Still being fetched.
    Pending,
    /// No file (or the network and the cache had none): no site servers.
    Absent,
    /// Read and checked.
    Ready(SiteConfig),
    /// Fetched, but its reader's part could not come (a flaky network, no service worker yet):
    /// no site servers for now, said so in Settings; read again when a screen that connects
    /// phones mounts and before a connection is made ([`loaded`]).
    Unread,
    /// Read but wrong: not used, and said so.
    Broken(ConfigError),
}

impl SiteLoad {
    /// The configuration in force, if any.
    #[must_use]
    pub fn config(&self) -> Option<&SiteConfig> {
        match self {
            SiteLoad::Ready(c) => Some(c),
            _ => None,
        }
    }
}

struct Site {
    load: SiteLoad,
    /// This device's settings as last rendered (the STUN/TURN override).
    settings: Settings,
    /// Components to render again once the file is read.
    watchers: Vec<Callback<()>>,
    /// Promises' resolvers of those waiting for the file ([`loaded`]).
    waiting: Vec<js_sys::Function>,
    /// The console has been told that the file is wrong.
    told: bool,
    /// The file's text and whether the page is served over https, while [`SiteLoad::Unread`].
    unread: Option<(String, bool)>,
}

thread_local! {
    static SITE: RefCell<Site> = RefCell::new(Site {
        load: SiteLoad::Pending,
        settings: Settings::default(),
        watchers: Vec::new(),
        waiting: Vec::new(),
        told: false,
        unread: None,
    });
}

/// Fetches `config.json` (once, at start).
pub fn load() {
    wasm_bindgen_futures::spawn_local(async {
        let secure = gloo::utils::window().location().protocol().ok().as_deref() == Some("https:");
        let load = match fetch_text().await {
            Some(text) if is_shipped_default(&text) => SiteLoad::Ready(SiteConfig::default()),
            Some(text) => read(text, secure).await,
            None => SiteLoad::Absent,
        };
        settle(load);
    });
}

/// The site's own file read by its part; [`SiteLoad::Unread`] (the text kept for another try)
/// when the part cannot come: its servers are never dropped without a word.
async fn read(text: String, secure: bool) -> SiteLoad {
    match read_site_config(text.clone(), secure).await {
        Ok(Ok(config)) => SiteLoad::Ready(config),
        Ok(Err(e)) => SiteLoad::Broken(e),
        Err(_) => {
            SITE.with(|s| s.borrow_mut().unread = Some((text, secure)));
            SiteLoad::Unread
        }
    }
}

/// Keeps what reading the file came to and tells those rendering it and those waiting for it.
fn settle(load: SiteLoad) {
    let (watchers, waiting) = SITE.with(|s| {
        let mut s = s.borrow_mut();
        if load != SiteLoad::Unread {
            s.unread = None;
        }
        s.load = load;
        (s.watchers.clone(), std::mem::take(&mut s.waiting))
    });
    for w in watchers {
        w.emit(());
    }
    for resolve in waiting {
        let _ = resolve.call0(&JsValue::NULL);
    }
}

/// Reads the site's file again if its reader's part could not come before (a failed load of a
/// part is not remembered, so this fetches it anew).
async fn read_unread() {
    let unread = SITE.with(|s| s.borrow().unread.clone());
    if let Some((text, secure)) = unread {
        let load = read(text, secure).await;
        if load != SiteLoad::Unread {
            settle(load);
        }
    }
}

/// The file's text, or `None` when there is none (a 404, no network and no cached copy).
async fn fetch_text() -> Option<String> {
    let window = gloo::utils::window();
    let init = js_sys::Object::new();
    // Revalidated with the server on every start, like index.html.
    js_sys::Reflect::set(&init, &"cache".into(), &"no-cache".into()).ok()?;
    let fetch: js_sys::Function = js_sys::Reflect::get(&window, &"fetch".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let promise: js_sys::Promise = fetch
        .call2(&window, &FILE.into(), &init)
        .ok()?
        .dyn_into()
        .ok()?;
    let response = JsFuture::from(promise).await.ok()?;
    if js_sys::Reflect::get(&response, &"ok".into())
        .ok()?
        .as_bool()
        != Some(true)
    {
        return None;
    }
    let text: js_sys::Function = js_sys::Reflect::get(&response, &"text".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let body: js_sys::Promise = text.call0(&response).ok()?.dyn_into().ok()?;
    JsFuture::from(body).await.ok()?.as_string()
}

/// Resolves once `config.json` has been read (at once if it has; a file whose reader could not
/// come is tried once more, so a connection made now uses the site's servers if it can).
pub async fn loaded() {
    read_unread().await;
    let pending = SITE.with(|s| s.borrow().load == SiteLoad::Pending);
    if pending {
        let promise = js_sys::Promise::new(&mut |resolve, _| {
            SITE.with(|s| s.borrow_mut().waiting.push(resolve));
        });
        let _ = JsFuture::from(promise).await;
    }
}

/// The STUN and TURN servers this device's connections use, as the browser's `iceServers`.
#[must_use]
pub fn ice_servers() -> JsValue {
    let servers: Vec<IceServer> = SITE.with(|s| {
        let s = s.borrow();
        effective_ice_servers(&s.settings, s.load.config())
    });
    let json = crate::json::ToJson::to_json_text(&servers);
    js_sys::JSON::parse(&json).unwrap_or_else(|_| js_sys::Array::new().into())
}

/// The site's configuration as it stands, rendering the component again once the file is read;
/// also keeps this device's settings for the connections, and tells the console (in the
/// player's language) when the file is wrong.
#[hook]
pub fn use_site(settings: &Settings) -> SiteLoad {
    let update = use_force_update();
    use_effect_on((), move |()| {
        // A screen that connects phones (or Settings) tries a file not read yet again.
        if SITE.with(|s| s.borrow().unread.is_some()) {
            wasm_bindgen_futures::spawn_local(read_unread());
        }
        let cb = Callback::from(move |()| update.force_update());
        SITE.with(|s| s.borrow_mut().watchers.push(cb.clone()));
        move || SITE.with(|s| s.borrow_mut().watchers.retain(|w| w != &cb))
    });
    SITE.with(|s| {
        let mut s = s.borrow_mut();
        s.settings = settings.clone();
        if let (SiteLoad::Broken(e), false) = (&s.load, s.told) {
            // Its words are the screens' (Settings says it too): a part, asked for now.
            let (lang, e) = (settings.lang, e.clone());
            lang.with_screen_words(Box::new(move |here| {
                if here {
                    web_sys::console::error_1(&(lang.site().config_ignored)(&e).into());
                }
            }));
            s.told = true;
        }
        s.load.clone()
    })
}

/// The signalling server this device uses (its setting, else the site's).
#[must_use]
pub fn signal_server(settings: &Settings, site: &SiteLoad) -> String {
    effective_signal(settings, site.config())
}
