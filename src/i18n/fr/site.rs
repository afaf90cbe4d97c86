//! Français : la configuration du site (config.json) et les serveurs STUN/TURN.

use crate::i18n::SiteTexts;
use crate::session::site_config::ConfigError;

pub(super) static SITE: SiteTexts = SiteTexts {
    ice_servers: "Serveurs STUN/TURN (facultatif)",
    ice_servers_help: "Pour des téléphones sur des réseaux différents : une liste comme dans le config.json du site, par exemple [{\"urls\": \"stun:stun.example.org:3478\"}]. [] veut dire aucun (téléphones sur le même Wi-Fi seulement).",
    site_signal,
    site_ice,
    config_error,
    config_ignored,
    config_unread: "Les serveurs du config.json de ce site n’ont pas encore pu être chargés. Ils le seront dès que la connexion le permettra ; d’ici là, les téléphones rejoignent comme sans eux (codes, même Wi-Fi).",
};

fn site_signal(server: &str) -> String {
    format!("Laissé vide, le serveur de ce site est utilisé : {server}")
}

fn site_ice(n: usize) -> String {
    if n == 1 {
        "Laissé vide, le serveur STUN/TURN de ce site est utilisé.".to_owned()
    } else {
        format!("Laissé vide, les {n} serveurs STUN/TURN de ce site sont utilisés.")
    }
}

fn config_error(e: &ConfigError) -> String {
    match e {
        ConfigError::NotJson { line, column } => {
            format!("ce n’est pas du JSON valide (ligne {line}, colonne {column})")
        }
        ConfigError::NotAnObject => "ce n’est pas un objet entre accolades { }".to_owned(),
        ConfigError::UnknownKey(key) => {
            format!("« {key} » est inconnu (seulement « signal » et « iceServers »)")
        }
        ConfigError::SignalNotText => "« signal » n’est pas un texte entre guillemets".to_owned(),
        ConfigError::SignalNotAServer(s) => format!(
            "« signal » n’est pas une adresse ws:// ou wss:// avec hôte et port : {s}"
        ),
        ConfigError::SignalNeedsWss(s) => {
            format!("« signal » doit être en wss:// sur un site servi en https : {s}")
        }
        ConfigError::IceServersNotAList => {
            "« iceServers » n’est pas une liste entre crochets [ ]".to_owned()
        }
        ConfigError::NotAServer { server } => {
            format!("le serveur {server} de la liste n’est pas un objet avec « urls »")
        }
        ConfigError::ServerUnknownKey { server, key } => format!(
            "serveur {server} : « {key} » est inconnu (seulement « urls », « username », « credential »)"
        ),
        ConfigError::NoUrls { server } => format!("le serveur {server} n’a pas d’« urls »"),
        ConfigError::NotAnIceUrl { server, url } => format!(
            "serveur {server} : {url} n’est pas une adresse stun:, stuns:, turn: ou turns:"
        ),
        ConfigError::TurnWithoutCredential { server } => format!(
            "le serveur {server} est un serveur TURN sans « username » ni « credential »"
        ),
        ConfigError::CredentialNotText { server } => format!(
            "serveur {server} : « username » et « credential » doivent être du texte entre guillemets"
        ),
    }
}

fn config_ignored(e: &ConfigError) -> String {
    format!(
        "Le config.json de ce site n’est pas utilisé : {}. Les téléphones rejoignent comme sans lui (codes, même Wi-Fi).",
        config_error(e)
    )
}
