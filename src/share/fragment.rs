//! The URL fragment: `#rules=<rule set link>` or `#hand=<hand link>` (a bare link is accepted
//! too, for pasted text).

use super::error::LinkError;
use super::hand_link::{decode_hand_seen_by, encode_hand_seen_by};
use super::prefix::{split, LinkKind};
use super::ruleset_link::{decode_ruleset, encode_ruleset};
use super::MAX_LINK_LEN;
use crate::engine::record::{Record, RulesetSpec};
use crate::engine::Seat;

/// What a fragment holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Link {
    /// An empty fragment: nothing was shared.
    None,
    /// A rule set (checked and in normal form).
    Ruleset(RulesetSpec),
    /// A hand (checked by replaying it) and the seat whose table it was shared from.
    Hand(Box<Record>, Seat),
    /// An invitation to a seat at a table of phones (read by the Join screen, which says what is
    /// wrong with it).
    Join(String),
    /// A joiner's answer, opened on the host's phone by its camera app (handed to the hosting tab).
    Answer(String),
}

impl Link {
    /// The fragment for this link without the leading `#` (empty for [`Link::None`]), e.g.
    /// `rules=r1.rhineland`.
    #[must_use]
    pub fn to_fragment(&self) -> String {
        match self {
            Link::None => String::new(),
            Link::Ruleset(spec) => format!("rules={}", encode_ruleset(spec)),
            Link::Hand(record, viewer) => format!("hand={}", encode_hand_seen_by(record, *viewer)),
            Link::Join(code) => format!("join={code}"),
            Link::Answer(code) => format!("answer={code}"),
        }
    }
}

/// Reads `location.hash` (with or without the `#`; surrounding whitespace ignored).
///
/// # Errors
/// [`LinkError::TooLong`] over [`MAX_LINK_LEN`] bytes, [`LinkError::NotSchraem`] for another
/// key or text, [`LinkError::WrongKind`] when the key and the link disagree, and every error of
/// [`decode_ruleset`] and [`super::decode_hand`].
pub fn parse_fragment(fragment: &str) -> Result<Link, LinkError> {
    match peek_fragment(fragment) {
        Some(link) => Ok(link),
        None => decode_fragment(fragment),
    }
}

/// What the first load reads of a fragment without decoding anything: nothing shared, or a code
/// of the table of phones (read by its screen). `None`: a link to decode with
/// [`parse_fragment`] (a rule set, a hand, or something to refuse) — in the page's build that
/// reader is in a part (docs/parts.md), fetched only when the page's address carries one.
#[must_use]
pub fn peek_fragment(fragment: &str) -> Option<Link> {
    if fragment.len() > MAX_LINK_LEN {
        return None;
    }
    let text = fragment.trim();
    let text = text.strip_prefix('#').unwrap_or(text).trim();
    if text.is_empty() {
        return Some(Link::None);
    }
    match text.split_once('=') {
        Some(("join", code)) => Some(Link::Join(code.to_owned())),
        Some(("answer", code)) => Some(Link::Answer(code.to_owned())),
        _ => None,
    }
}

fn decode_fragment(fragment: &str) -> Result<Link, LinkError> {
    if fragment.len() > MAX_LINK_LEN {
        return Err(LinkError::TooLong {
            len: fragment.len(),
            max: MAX_LINK_LEN,
        });
    }
    let text = fragment.trim();
    let text = text.strip_prefix('#').unwrap_or(text).trim();
    if text.is_empty() {
        return Ok(Link::None);
    }
    let (kind, link) = match text.split_once('=') {
        Some(("rules", link)) => (LinkKind::Ruleset, link),
        Some(("hand", link)) => (LinkKind::Hand, link),
        Some(("join", code)) => return Ok(Link::Join(code.to_owned())),
        Some(("answer", code)) => return Ok(Link::Answer(code.to_owned())),
        Some(_) => return Err(LinkError::NotSchraem),
        None => (split(text)?.0, text),
    };
    match kind {
        LinkKind::Ruleset => decode_ruleset(link).map(Link::Ruleset),
        LinkKind::Hand => {
            decode_hand_seen_by(link).map(|(record, viewer)| Link::Hand(Box::new(record), viewer))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::hand_link::tests::finished_hands;

    #[test]
    fn empty_fragments_hold_nothing() {
        for empty in ["", "#", " # ", "\n"] {
            assert_eq!(parse_fragment(empty), Ok(Link::None), "{empty:?}");
        }
        assert_eq!(Link::None.to_fragment(), "");
    }

    #[test]
    fn rule_set_fragments_round_trip() {
        let spec = RulesetSpec {
            preset: "schieberamsch_fr".into(),
            options: serde_json::json!({"deals": 6}).as_object().unwrap().clone(),
        };
        let link = Link::Ruleset(spec);
        let fragment = link.to_fragment();
        assert!(
            fragment.starts_with("rules=r1.schieberamsch_fr."),
            "{fragment}"
        );
        assert_eq!(parse_fragment(&format!("#{fragment}")), Ok(link.clone()));
        assert_eq!(parse_fragment(&fragment), Ok(link.clone()));
        assert_eq!(parse_fragment(&fragment[6..]), Ok(link));
        assert!(matches!(
            parse_fragment("#rules=r1.sebbe"),
            Ok(Link::Ruleset(spec)) if spec.preset == "sebbe"
        ));
    }

    #[test]
    fn hand_fragments_round_trip() {
        for record in finished_hands() {
            let link = Link::Hand(Box::new(record), Seat(1));
            let fragment = format!("#{}", link.to_fragment());
            assert!(fragment.starts_with("#hand=h1."));
            assert_eq!(parse_fragment(&fragment), Ok(link));
        }
    }

    #[test]
    fn errors_of_the_fragment_itself() {
        assert_eq!(parse_fragment("#/settings"), Err(LinkError::NotSchraem));
        assert_eq!(parse_fragment("#lang=de"), Err(LinkError::NotSchraem));
        assert_eq!(parse_fragment("#rules=r3.x"), Err(LinkError::NewerVersion));
        assert!(matches!(
            parse_fragment("#rules=h1.e30"),
            Err(LinkError::WrongKind { .. })
        ));
        assert!(matches!(
            parse_fragment("#hand=r1.rhineland"),
            Err(LinkError::WrongKind { .. })
        ));
        assert_eq!(
            parse_fragment("#rules=r1.skat"),
            Err(LinkError::Rules(
                crate::engine::RulesetError::UnknownPreset("skat".into())
            ))
        );
        let long = format!("#rules={}", " ".repeat(MAX_LINK_LEN));
        assert!(matches!(
            parse_fragment(&long),
            Err(LinkError::TooLong { .. })
        ));
    }
}
