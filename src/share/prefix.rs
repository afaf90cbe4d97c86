//! The versioned prefix every link starts with: a kind letter (`r` rule set, `h` hand), a version
//! number and a dot, e.g. `r1.` or `h1.`.

use super::error::LinkError;
use super::MAX_LINK_LEN;

/// The two kinds of link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// A rule set (`r1.`).
    Ruleset,
    /// A finished hand (`h1.`).
    Hand,
}

impl LinkKind {
    /// The letter the link starts with.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            LinkKind::Ruleset => 'r',
            LinkKind::Hand => 'h',
        }
    }

    /// The version this build writes and reads.
    #[must_use]
    pub const fn version(self) -> u32 {
        1
    }

    /// The kind in words, for messages.
    #[must_use]
    pub const fn noun(self) -> &'static str {
        match self {
            LinkKind::Ruleset => "rule set",
            LinkKind::Hand => "hand",
        }
    }

    /// The prefix written before the body, e.g. `r1.`.
    #[must_use]
    pub fn prefix(self) -> String {
        format!("{}{}.", self.letter(), self.version())
    }

    fn of_letter(letter: u8) -> Option<LinkKind> {
        match letter {
            b'r' => Some(LinkKind::Ruleset),
            b'h' => Some(LinkKind::Hand),
            _ => None,
        }
    }
}

/// The kind of `link` and the body after its prefix, checking length, kind and version.
///
/// # Errors
/// [`LinkError::TooLong`] over [`MAX_LINK_LEN`] bytes; [`LinkError::NotSchraem`] without a
/// `r<n>.` / `h<n>.` prefix; [`LinkError::NewerVersion`] for a version above this build's.
pub fn split(link: &str) -> Result<(LinkKind, &str), LinkError> {
    if link.len() > MAX_LINK_LEN {
        return Err(LinkError::TooLong {
            len: link.len(),
            max: MAX_LINK_LEN,
        });
    }
    let bytes = link.as_bytes();
    let kind = bytes
        .first()
        .and_then(|&b| LinkKind::of_letter(b))
        .ok_or(LinkError::NotSchraem)?;
    let rest = &link[1..];
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let (number, after) = rest.split_at(digits);
    if number.is_empty() || number.starts_with('0') {
        return Err(LinkError::NotSchraem);
    }
    let body = match after.strip_prefix('.') {
        Some(body) => body,
        None if after.is_empty() => "",
        None => return Err(LinkError::NotSchraem),
    };
    // Any other version number: a later build wrote it (this one only writes version 1).
    if number != kind.version().to_string() {
        return Err(LinkError::NewerVersion);
    }
    if after.is_empty() {
        return Err(LinkError::Damaged("it was cut off".into()));
    }
    Ok((kind, body))
}

/// The body of `link`, which must be of `kind`.
///
/// # Errors
/// As [`split`], plus [`LinkError::WrongKind`] for a link of the other kind.
pub fn body_of(link: &str, kind: LinkKind) -> Result<&str, LinkError> {
    let (found, body) = split(link)?;
    if found != kind {
        return Err(LinkError::WrongKind {
            expected: kind,
            found,
        });
    }
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_kind_version_and_body() {
        assert_eq!(split("r1.rhineland"), Ok((LinkKind::Ruleset, "rhineland")));
        assert_eq!(split("h1.eyJ9"), Ok((LinkKind::Hand, "eyJ9")));
        assert_eq!(split("h1."), Ok((LinkKind::Hand, "")));
        assert_eq!(LinkKind::Hand.prefix(), "h1.");
    }

    #[test]
    fn refuses_foreign_newer_cut_and_long_links() {
        for foreign in [
            "",
            "x1.a",
            "r.a",
            "r01.a",
            "r1a",
            "rhineland",
            "ĥ1.a",
            "r1-a",
        ] {
            assert_eq!(split(foreign), Err(LinkError::NotSchraem), "{foreign}");
        }
        for newer in ["r2.a", "h10.b", "r99999999999999999999999.c", "h2"] {
            assert_eq!(split(newer), Err(LinkError::NewerVersion), "{newer}");
        }
        assert!(matches!(split("r1"), Err(LinkError::Damaged(_))));
        let long = format!("r1.{}", "a".repeat(MAX_LINK_LEN));
        assert_eq!(
            split(&long),
            Err(LinkError::TooLong {
                len: MAX_LINK_LEN + 3,
                max: MAX_LINK_LEN
            })
        );
    }

    #[test]
    fn body_of_names_the_wrong_kind() {
        assert_eq!(
            body_of("h1.abc", LinkKind::Ruleset),
            Err(LinkError::WrongKind {
                expected: LinkKind::Ruleset,
                found: LinkKind::Hand
            })
        );
        assert_eq!(body_of("r1.abc", LinkKind::Ruleset), Ok("abc"));
    }
}
