//! Share links (issue 7): a rule set or a finished hand in a URL fragment, encoded and decoded.
//! Pure Rust (no web crate); formats and limits in docs/links.md. Stepping through a shared hand
//! is `session::replay` and `present::replay`.
//!
//! * [`encode_ruleset`] / [`decode_ruleset`]: `r1.<preset>[.<base64url overrides>]`.
//! * [`encode_hand`] / [`decode_hand`]: `h1.<base64url record>`.
//! * [`parse_fragment`]: the whole `location.hash` → [`Link`].
//! * [`LinkError`]: why a link was refused, in words for players.

pub mod base64url;
pub mod error;
pub mod fragment;
pub mod hand_link;
pub mod prefix;
pub mod ruleset_link;

pub use error::LinkError;
pub use fragment::{parse_fragment, peek_fragment, Link};
pub use hand_link::{decode_hand, decode_hand_seen_by, encode_hand, encode_hand_seen_by};
pub use prefix::LinkKind;
pub use ruleset_link::{decode_ruleset, encode_ruleset};

/// The longest fragment or link read, in bytes (16 KiB); longer input is refused unread.
pub const MAX_LINK_LEN: usize = 16 * 1024;

/// The JSON in a link's decoded body; `None` when it is not UTF-8 JSON. Read as text with the
/// parser the saves use (`crate::json`: no serde text parser in the download, issue 30).
fn json_in(bytes: &[u8]) -> Option<serde_json::Value> {
    std::str::from_utf8(bytes)
        .ok()
        .and_then(|text| crate::json::parse(text).ok())
}
