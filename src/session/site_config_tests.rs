//! Tests of the site's `config.json` reader (`site_config.rs`).

use super::site_config::*;
use crate::session::Settings;

fn ok(text: &str) -> SiteConfig {
    parse_site_config(text, true).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn err(text: &str) -> ConfigError {
    parse_site_config(text, true).expect_err(text)
}

#[test]
fn a_config_with_a_server_and_stun_and_turn_is_read_as_the_browser_takes_it() {
    let c = ok(r#"{"signal": "wss://play.example.org:443",
        "iceServers": [{"urls": "stun:play.example.org:3478"},
                       {"urls": ["turn:play.example.org:3478?transport=udp", "turns:play.example.org:443"],
                        "username": "schraem", "credential": "s3cret"}]}"#);
    assert_eq!(c.signal, "wss://play.example.org:443");
    assert_eq!(c.ice_servers.len(), 2);
    assert_eq!(c.ice_servers[0].urls, ["stun:play.example.org:3478"]);
    assert_eq!(c.ice_servers[1].username.as_deref(), Some("schraem"));
    // The shape of RTCIceServer, so the list is handed to RTCPeerConnection as it is.
    let back = serde_json::to_value(&c.ice_servers).unwrap();
    assert_eq!(
        back[0],
        serde_json::json!({"urls": ["stun:play.example.org:3478"]})
    );
    assert_eq!(back[1]["credential"], "s3cret");
}

#[test]
fn an_empty_config_or_an_empty_server_means_none_as_before() {
    assert_eq!(ok("{}"), SiteConfig::default());
    assert_eq!(
        ok(r#"{"signal": "", "iceServers": []}"#),
        SiteConfig::default()
    );
}

#[test]
fn each_mistake_is_named_with_where_it_is() {
    assert_eq!(
        err("{\"signal\": "),
        ConfigError::NotJson {
            line: 1,
            column: 11
        }
    );
    assert_eq!(err("[]"), ConfigError::NotAnObject);
    assert_eq!(
        err(r#"{"iceservers": []}"#),
        ConfigError::UnknownKey("iceservers".into())
    );
    assert_eq!(err(r#"{"signal": 3536}"#), ConfigError::SignalNotText);
    assert_eq!(
        err(r#"{"signal": "ftp://x"}"#),
        ConfigError::SignalNotAServer("ftp://x".into())
    );
    assert_eq!(
        parse_site_config(r#"{"signal": "ws://x:3536"}"#, true),
        Err(ConfigError::SignalNeedsWss("ws://x:3536".into()))
    );
    assert!(parse_site_config(r#"{"signal": "ws://x:3536"}"#, false).is_ok());
    assert_eq!(
        err(r#"{"iceServers": {}}"#),
        ConfigError::IceServersNotAList
    );
    assert_eq!(
        err(r#"{"iceServers": ["stun:x"]}"#),
        ConfigError::NotAServer { server: 1 }
    );
    assert_eq!(
        err(r#"{"iceServers": [{"urls": "stun:x"}, {"url": "stun:y"}]}"#),
        ConfigError::ServerUnknownKey {
            server: 2,
            key: "url".into()
        }
    );
    assert_eq!(
        err(r#"{"iceServers": [{"urls": []}]}"#),
        ConfigError::NoUrls { server: 1 }
    );
    assert_eq!(
        err(r#"{"iceServers": [{"urls": [7]}]}"#),
        ConfigError::NoUrls { server: 1 }
    );
    assert_eq!(
        err(r#"{"iceServers": [{"urls": "http://x"}]}"#),
        ConfigError::NotAnIceUrl {
            server: 1,
            url: "http://x".into()
        }
    );
    assert_eq!(
        err(r#"{"iceServers": [{"urls": "turn:"}]}"#),
        ConfigError::NotAnIceUrl {
            server: 1,
            url: "turn:".into()
        }
    );
    assert_eq!(
        err(r#"{"iceServers": [{"urls": "turn:x:3478", "username": "u"}]}"#),
        ConfigError::TurnWithoutCredential { server: 1 }
    );
    assert_eq!(
        err(r#"{"iceServers": [{"urls": "turns:x:443", "username": "u", "credential": 5}]}"#),
        ConfigError::CredentialNotText { server: 1 }
    );
}

#[test]
fn the_device_setting_overrides_the_site_and_empty_falls_back_to_it() {
    let site = ok(r#"{"signal": "wss://site:443", "iceServers": [{"urls": "stun:site"}]}"#);
    let mut s = Settings::default();
    assert_eq!(effective_signal(&s, Some(&site)), "wss://site:443");
    assert_eq!(effective_ice_servers(&s, Some(&site)), site.ice_servers);
    assert_eq!(effective_signal(&s, None), "");
    assert!(effective_ice_servers(&s, None).is_empty());
    s.signal_server = "ws://192.168.1.20:3536".into();
    s.ice_servers = r#"[{"urls": "stun:mine"}]"#.into();
    assert_eq!(effective_signal(&s, Some(&site)), "ws://192.168.1.20:3536");
    assert_eq!(
        effective_ice_servers(&s, Some(&site))[0].urls,
        ["stun:mine"]
    );
    // "[]" on one device: local candidates only, whatever the site says.
    s.ice_servers = "[]".into();
    assert!(effective_ice_servers(&s, Some(&site)).is_empty());
}

#[test]
fn the_device_list_is_checked_as_the_site_file_is() {
    assert_eq!(parse_ice_servers("  "), Ok(None));
    assert_eq!(parse_ice_servers("[]"), Ok(Some(vec![])));
    assert_eq!(
        parse_ice_servers(r#"{"urls": "stun:x"}"#),
        Err(ConfigError::IceServersNotAList)
    );
    assert_eq!(
        parse_ice_servers(r#"[{"urls": "turn:x"}]"#),
        Err(ConfigError::TurnWithoutCredential { server: 1 })
    );
}

#[test]
fn the_shipped_config_is_recognised_without_the_reader_and_reads_as_no_servers() {
    // The build ships this file; the page takes it as "no site servers" without fetching the
    // reader's part (`ui::site`), which must then be what the reader would make of it.
    let shipped = include_str!("../../static/config.json");
    assert!(is_shipped_default(shipped), "{shipped}");
    for secure in [false, true] {
        assert_eq!(
            parse_site_config(shipped, secure),
            Ok(SiteConfig::default())
        );
    }
    assert!(is_shipped_default(
        "{\n  \"signal\":\"\",\n  \"iceServers\": [ ]\n}\n"
    ));
    for other in [
        r#"{"signal": "wss://play.example.org", "iceServers": []}"#,
        r#"{"signal": " ", "iceServers": []}"#,
        r#"{"sig nal": "", "iceServers": []}"#,
        r#"{"signal": "", "iceServers": [], "x": 1}"#,
        r#"{"signal": "\u0020", "iceServers": []}"#,
        r#"{"iceServers": [], "signal": ""}"#,
        "",
    ] {
        assert!(!is_shipped_default(other), "{other}");
    }
}
