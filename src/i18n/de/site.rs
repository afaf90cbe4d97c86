//! Deutsch: die Einstellungen der Seite (config.json) und die STUN/TURN-Server.

use crate::i18n::SiteTexts;
use crate::session::site_config::ConfigError;

pub(super) static SITE: SiteTexts = SiteTexts {
    ice_servers: "STUN/TURN-Server (optional)",
    ice_servers_help: "Für Handys in verschiedenen Netzen: eine Liste wie in der config.json der Seite, etwa [{\"urls\": \"stun:stun.example.org:3478\"}]. [] heißt keine (Handys nur im selben WLAN).",
    site_signal,
    site_ice,
    config_error,
    config_ignored,
    config_unread: "Die Server aus der config.json dieser Seite konnten noch nicht geladen werden. Sobald die Verbindung es zulässt, werden sie geladen; bis dahin setzen sich Handys dazu wie ohne sie (Codes, selbes WLAN).",
};

fn site_signal(server: &str) -> String {
    format!("Leer gilt der Server dieser Seite: {server}")
}

fn site_ice(n: usize) -> String {
    if n == 1 {
        "Leer gilt der STUN/TURN-Server dieser Seite.".to_owned()
    } else {
        format!("Leer gelten die {n} STUN/TURN-Server dieser Seite.")
    }
}

fn config_error(e: &ConfigError) -> String {
    match e {
        ConfigError::NotJson { line, column } => {
            format!("sie ist kein gültiges JSON (Zeile {line}, Spalte {column})")
        }
        ConfigError::NotAnObject => "sie ist kein Objekt in geschweiften Klammern { }".to_owned(),
        ConfigError::UnknownKey(key) => {
            format!("„{key}“ ist unbekannt (nur „signal“ und „iceServers“)")
        }
        ConfigError::SignalNotText => "„signal“ ist kein Text in Anführungszeichen".to_owned(),
        ConfigError::SignalNotAServer(s) => {
            format!("„signal“ ist keine ws://- oder wss://-Adresse mit Host und Port: {s}")
        }
        ConfigError::SignalNeedsWss(s) => {
            format!("„signal“ muss auf einer https-Seite wss:// sein: {s}")
        }
        ConfigError::IceServersNotAList => {
            "„iceServers“ ist keine Liste in eckigen Klammern [ ]".to_owned()
        }
        ConfigError::NotAServer { server } => {
            format!("Server {server} der Liste ist kein Objekt mit „urls“")
        }
        ConfigError::ServerUnknownKey { server, key } => {
            format!("Server {server}: „{key}“ ist unbekannt (nur „urls“, „username“, „credential“)")
        }
        ConfigError::NoUrls { server } => format!("Server {server} hat keine „urls“"),
        ConfigError::NotAnIceUrl { server, url } => {
            format!("Server {server}: {url} ist keine stun:-, stuns:-, turn:- oder turns:-Adresse")
        }
        ConfigError::TurnWithoutCredential { server } => {
            format!("Server {server} ist ein TURN-Server ohne „username“ und „credential“")
        }
        ConfigError::CredentialNotText { server } => format!(
            "Server {server}: „username“ und „credential“ müssen Text in Anführungszeichen sein"
        ),
    }
}

fn config_ignored(e: &ConfigError) -> String {
    format!(
        "Die config.json dieser Seite wird nicht verwendet: {}. Handys setzen sich dazu wie ohne sie (Codes, selbes WLAN).",
        config_error(e)
    )
}
