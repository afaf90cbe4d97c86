//! English: the site's configuration and the STUN/TURN setting.

use crate::i18n::SiteTexts;
use crate::session::site_config::ConfigError;

pub(super) static SITE: SiteTexts = SiteTexts {
    ice_servers: "STUN/TURN servers (optional)",
    ice_servers_help: "For phones on different networks: a list as in the site’s config.json, such as [{\"urls\": \"stun:stun.example.org:3478\"}]. [] means none (phones on one Wi-Fi only).",
    site_signal,
    site_ice,
    config_error,
    config_ignored,
    config_unread: "The servers in this site’s config.json could not be loaded yet. They are loaded as soon as the connection allows; until then phones join as without them (codes, same Wi-Fi).",
};

fn site_signal(server: &str) -> String {
    format!("Left empty, this site’s server is used: {server}")
}

fn site_ice(n: usize) -> String {
    if n == 1 {
        "Left empty, this site’s STUN/TURN server is used.".to_owned()
    } else {
        format!("Left empty, this site’s {n} STUN/TURN servers are used.")
    }
}

fn config_error(e: &ConfigError) -> String {
    match e {
        ConfigError::NotJson { line, column } => {
            format!("it is not valid JSON (line {line}, column {column})")
        }
        ConfigError::NotAnObject => "it is not an object in braces { }".to_owned(),
        ConfigError::UnknownKey(key) => {
            format!("“{key}” is unknown (only “signal” and “iceServers”)")
        }
        ConfigError::SignalNotText => "“signal” is not text in quotes".to_owned(),
        ConfigError::SignalNotAServer(s) => {
            format!("“signal” is not a ws:// or wss:// address with host and port: {s}")
        }
        ConfigError::SignalNeedsWss(s) => {
            format!("“signal” must be wss:// on a site served over https: {s}")
        }
        ConfigError::IceServersNotAList => "“iceServers” is not a list in brackets [ ]".to_owned(),
        ConfigError::NotAServer { server } => {
            format!("server {server} of the list is not an object with “urls”")
        }
        ConfigError::ServerUnknownKey { server, key } => {
            format!("server {server}: “{key}” is unknown (only “urls”, “username”, “credential”)")
        }
        ConfigError::NoUrls { server } => format!("server {server} has no “urls”"),
        ConfigError::NotAnIceUrl { server, url } => {
            format!("server {server}: {url} is not a stun:, stuns:, turn: or turns: address")
        }
        ConfigError::TurnWithoutCredential { server } => {
            format!("server {server} is a TURN server without “username” and “credential”")
        }
        ConfigError::CredentialNotText { server } => {
            format!("server {server}: “username” and “credential” must be text in quotes")
        }
    }
}

fn config_ignored(e: &ConfigError) -> String {
    format!(
        "This site’s config.json was not used: {}. Phones join as without it (codes, same Wi-Fi).",
        config_error(e)
    )
}
