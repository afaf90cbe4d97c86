//! The site's own configuration: `config.json` beside `index.html`, written by whoever deploys
//! the game, so that every visitor gets a signalling server and STUN/TURN servers without a
//! rebuild (docs/multiplayer.md, "Deployment"):
//!
//! ```json
//! {"signal": "wss://play.example.org", "iceServers": [{"urls": "stun:play.example.org:3478"}]}
//! ```
//!
//! `iceServers` is the browser's own `RTCIceServer` list, handed to `RTCPeerConnection` as it is;
//! the checks here are those that would otherwise make the browser refuse the whole connection
//! (a URL it cannot read, a TURN server without a user name and credential), said in the
//! player's language instead. A device's Settings may override either part.

use super::remote::parse_server;
use super::Settings;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// What `config.json` holds, checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SiteConfig {
    /// The signalling server (`ws://…` or `wss://…`); empty: none.
    pub signal: String,
    /// The STUN and TURN servers; empty: local candidates only, as on one Wi-Fi.
    pub ice_servers: Vec<IceServer>,
}

/// One STUN or TURN server, in the shape of the browser's `RTCIceServer`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IceServer {
    /// `stun:`, `stuns:`, `turn:` or `turns:` URLs of one server.
    pub urls: Vec<String>,
    /// The TURN user name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    /// The TURN password (a static one: the page is public, see docs/multiplayer.md).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub credential: Option<String>,
}

/// The browser's `RTCIceServer` as JSON, as serde writes it (`crate::json`, issue 30).
impl crate::json::ToJson for IceServer {
    fn write_json(&self, out: &mut crate::json::Writer) {
        out.begin_object();
        out.key("urls");
        self.urls.write_json(out);
        for (key, value) in [
            ("username", &self.username),
            ("credential", &self.credential),
        ] {
            if let Some(value) = value {
                out.key(key);
                out.string(value);
            }
        }
        out.end_object();
    }
}

/// Why a configuration was not taken; servers are counted from 1, as a person reads the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// The text is no JSON; where reading stopped.
    NotJson {
        /// The line reading stopped at (from 1).
        line: usize,
        /// The column reading stopped at (from 1).
        column: usize,
    },
    /// The JSON is not an object (`{…}`).
    NotAnObject,
    /// A key other than `signal` and `iceServers` (a typo would otherwise be ignored silently).
    UnknownKey(String),
    /// `signal` is not a string.
    SignalNotText,
    /// `signal` is no `ws://` or `wss://` host and port.
    SignalNotAServer(String),
    /// `signal` is `ws://` on a page served over `https://`, which the browser blocks.
    SignalNeedsWss(String),
    /// `iceServers` is not a list.
    IceServersNotAList,
    /// An entry of `iceServers` is not an object.
    NotAServer {
        /// Which entry of `iceServers` (from 1).
        server: usize,
    },
    /// An entry has a key other than `urls`, `username` and `credential`.
    ServerUnknownKey {
        /// Which entry of `iceServers` (from 1).
        server: usize,
        /// The key not known.
        key: String,
    },
    /// An entry has no URL (or a URL that is no string).
    NoUrls {
        /// Which entry of `iceServers` (from 1).
        server: usize,
    },
    /// A URL is not `stun:`, `stuns:`, `turn:` or `turns:` and a host.
    NotAnIceUrl {
        /// Which entry of `iceServers` (from 1).
        server: usize,
        /// The URL as written.
        url: String,
    },
    /// A TURN server needs both a user name and a credential.
    TurnWithoutCredential {
        /// Which entry of `iceServers` (from 1).
        server: usize,
    },
    /// `username` or `credential` is not a string.
    CredentialNotText {
        /// Which entry of `iceServers` (from 1).
        server: usize,
    },
}

/// The file as the build ships it (`static/config.json`): no signalling server, no STUN or TURN
/// server.
const SHIPPED: &str = r#"{"signal":"","iceServers":[]}"#;

/// `text` is the shipped file, give or take whitespace between its tokens: the page reads it as
/// [`SiteConfig::default`] without the reader's part (`ui::site`; issue 30). Anything else, even
/// the same servers written otherwise, goes to [`parse_site_config`].
#[must_use]
pub fn is_shipped_default(text: &str) -> bool {
    let mut in_string = false;
    let mut tokens = String::with_capacity(SHIPPED.len());
    for c in text.chars() {
        match c {
            '\\' => return false,
            '"' => in_string = !in_string,
            c if c.is_ascii_whitespace() && !in_string => continue,
            _ => {}
        }
        tokens.push(c);
    }
    tokens == SHIPPED
}

/// Reads `config.json`. `secure`: the page is served over `https://` (where only `wss://` works).
///
/// # Errors
/// The first mistake found, with where it is.
pub fn parse_site_config(text: &str, secure: bool) -> Result<SiteConfig, ConfigError> {
    let value = read_json(text)?;
    let Value::Object(map) = value else {
        return Err(ConfigError::NotAnObject);
    };
    if let Some(key) = map.keys().find(|k| *k != "signal" && *k != "iceServers") {
        return Err(ConfigError::UnknownKey(key.clone()));
    }
    let signal = match map.get("signal") {
        None => String::new(),
        Some(Value::String(s)) => {
            let server =
                parse_server(s).map_err(|_| ConfigError::SignalNotAServer(s.trim().to_owned()))?;
            if secure && server.starts_with("ws://") {
                return Err(ConfigError::SignalNeedsWss(server));
            }
            server
        }
        Some(_) => return Err(ConfigError::SignalNotText),
    };
    let ice_servers = match map.get("iceServers") {
        None => Vec::new(),
        Some(list) => servers(list)?,
    };
    Ok(SiteConfig {
        signal,
        ice_servers,
    })
}

/// Reads a device's own list (the Settings field): empty means "the site's servers" (`None`),
/// `[]` means none at all.
///
/// # Errors
/// As for `iceServers` in [`parse_site_config`].
pub fn parse_ice_servers(text: &str) -> Result<Option<Vec<IceServer>>, ConfigError> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    servers(&read_json(text)?).map(Some)
}

/// The signalling server this device uses: its own setting, else the site's.
#[must_use]
pub fn effective_signal(settings: &Settings, site: Option<&SiteConfig>) -> String {
    if settings.signal_server.is_empty() {
        site.map(|s| s.signal.clone()).unwrap_or_default()
    } else {
        settings.signal_server.clone()
    }
}

/// The STUN and TURN servers this device uses: its own list (stored only when valid), else the
/// site's.
#[must_use]
pub fn effective_ice_servers(settings: &Settings, site: Option<&SiteConfig>) -> Vec<IceServer> {
    match parse_ice_servers(&settings.ice_servers) {
        Ok(Some(own)) => own,
        _ => site.map(|s| s.ice_servers.clone()).unwrap_or_default(),
    }
}

fn read_json(text: &str) -> Result<Value, ConfigError> {
    crate::json::parse(text).map_err(|e| {
        let (line, column) = e.line_column(text);
        ConfigError::NotJson { line, column }
    })
}

fn servers(list: &Value) -> Result<Vec<IceServer>, ConfigError> {
    let Value::Array(list) = list else {
        return Err(ConfigError::IceServersNotAList);
    };
    list.iter()
        .enumerate()
        .map(|(i, entry)| match entry {
            Value::Object(map) => server(i + 1, map),
            _ => Err(ConfigError::NotAServer { server: i + 1 }),
        })
        .collect()
}

fn server(n: usize, map: &Map<String, Value>) -> Result<IceServer, ConfigError> {
    if let Some(key) = map
        .keys()
        .find(|k| !["urls", "username", "credential"].contains(&k.as_str()))
    {
        return Err(ConfigError::ServerUnknownKey {
            server: n,
            key: key.clone(),
        });
    }
    // The browser takes one URL or a list of them.
    let urls: Vec<String> = match map.get("urls") {
        Some(Value::String(url)) => vec![url.clone()],
        Some(Value::Array(urls)) => urls
            .iter()
            .map(|u| u.as_str().map(str::to_owned))
            .collect::<Option<_>>()
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    if urls.is_empty() {
        return Err(ConfigError::NoUrls { server: n });
    }
    if let Some(url) = urls.iter().find(|u| !is_ice_url(u)) {
        return Err(ConfigError::NotAnIceUrl {
            server: n,
            url: url.clone(),
        });
    }
    let text = |key| match map.get(key) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(ConfigError::CredentialNotText { server: n }),
    };
    let (username, credential) = (text("username")?, text("credential")?);
    let turn = urls.iter().any(|u| u.starts_with("turn"));
    if turn && (username.is_none() || credential.is_none()) {
        return Err(ConfigError::TurnWithoutCredential { server: n });
    }
    Ok(IceServer {
        urls,
        username,
        credential,
    })
}

/// `stun:host[:port]`, `stuns:…`, `turn:host[:port][?transport=udp|tcp]`, `turns:…` (RFC 7064,
/// RFC 7065): a scheme the browser knows and a host it can read.
fn is_ice_url(url: &str) -> bool {
    let Some((scheme, rest)) = url.split_once(':') else {
        return false;
    };
    if !["stun", "stuns", "turn", "turns"].contains(&scheme) {
        return false;
    }
    let (address, query) = rest.split_once('?').unwrap_or((rest, ""));
    let query_ok = query.is_empty()
        || (scheme.starts_with("turn") && ["transport=udp", "transport=tcp"].contains(&query));
    let allowed = |c: char| c.is_ascii_alphanumeric() || "-._:[]".contains(c);
    query_ok
        && !address.is_empty()
        && !address.starts_with(':')
        && !address.starts_with('/')
        && address.chars().all(allowed)
}
