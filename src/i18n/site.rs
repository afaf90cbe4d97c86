//! [`SiteTexts`]: the words of the site's own configuration (`config.json`, see
//! `session::site_config`) and of this device's STUN/TURN setting. Each language fills all of it.

use crate::session::site_config::ConfigError;

/// The words of the site's configuration and the STUN/TURN setting.
pub struct SiteTexts {
    /// The Settings field of this device's own STUN/TURN servers.
    pub ice_servers: &'static str,
    /// What that field takes.
    pub ice_servers_help: &'static str,
    /// Under the server field: empty means the site's server, this one.
    pub site_signal: fn(&str) -> String,
    /// Under the STUN/TURN field: empty means the site's `n` servers.
    pub site_ice: fn(usize) -> String,
    /// Why a configuration or the field's list was not taken.
    pub config_error: fn(&ConfigError) -> String,
    /// The site's `config.json` was not taken (console and Settings), with why.
    pub config_ignored: fn(&ConfigError) -> String,
    /// The site's `config.json` names servers, but its reader could not be loaded yet (Settings).
    pub config_unread: &'static str,
}
