//! [`LinkError`]: why a link could not be read, one variant per cause. `Display` is English for
//! logs and tests; the app says each cause in the player's language.

use super::prefix::LinkKind;
use crate::engine::{ReplayFailure, RulesetError};
use std::fmt;

/// Why a share link was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The fragment is longer than [`super::MAX_LINK_LEN`] bytes; nothing of it was read.
    TooLong {
        /// Its length.
        len: usize,
        /// The longest link read.
        max: usize,
    },
    /// Not a link this app makes (no known kind or version prefix).
    NotSchraem,
    /// A Schräm link with a version this build does not know (made by a newer app).
    NewerVersion,
    /// A link of the other kind where this one was expected (e.g. a hand link as a rule set).
    WrongKind {
        /// The kind expected.
        expected: LinkKind,
        /// The kind found.
        found: LinkKind,
    },
    /// The right prefix, but the rest does not decode (cut off, bad characters, bad JSON).
    Damaged(String),
    /// Its rule set: an unknown preset, option or value, or options that do not go together.
    Rules(RulesetError),
    /// Its hand: an unusable record, or a move against the rules.
    Hand(ReplayFailure),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::TooLong { len, max } => write!(
                f,
                "this link is too long ({len} characters; a Schräm link has at most {max})"
            ),
            LinkError::NotSchraem => f.write_str("this link is not a Schräm link"),
            LinkError::NewerVersion => {
                f.write_str("this link was made by a newer version of Schräm")
            }
            LinkError::WrongKind { expected, found } => write!(
                f,
                "this is a {} link, not a {} link",
                found.noun(),
                expected.noun()
            ),
            LinkError::Damaged(detail) => write!(f, "this link is damaged ({detail})"),
            LinkError::Rules(e) => write!(f, "these rules cannot be played: {e}"),
            LinkError::Hand(ReplayFailure::Illegal { index, reason, .. }) => write!(
                f,
                "move {} of this hand is not allowed: {reason}",
                index + 1
            ),
            LinkError::Hand(e) => write!(f, "this hand cannot be shown: {e}"),
        }
    }
}

impl std::error::Error for LinkError {}

impl From<RulesetError> for LinkError {
    fn from(e: RulesetError) -> LinkError {
        LinkError::Rules(e)
    }
}

impl From<ReplayFailure> for LinkError {
    fn from(e: ReplayFailure) -> LinkError {
        match e {
            ReplayFailure::Setup(crate::engine::SetupError::Ruleset(r)) => LinkError::Rules(r),
            other => LinkError::Hand(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Refusal, SetupError};

    #[test]
    fn every_variant_reads_as_a_sentence() {
        let texts = [
            (
                LinkError::TooLong {
                    len: 20000,
                    max: 16384,
                },
                "too long (20000",
            ),
            (LinkError::NotSchraem, "this link is not a Schräm link"),
            (LinkError::NewerVersion, "made by a newer version of Schräm"),
            (
                LinkError::WrongKind {
                    expected: LinkKind::Ruleset,
                    found: LinkKind::Hand,
                },
                "this is a hand link, not a rule set link",
            ),
            (
                LinkError::Damaged("it was cut off".into()),
                "this link is damaged (it was cut off)",
            ),
            (
                LinkError::Rules(RulesetError::UnknownPreset("x".into())),
                "unknown preset \"x\"",
            ),
            (
                LinkError::Hand(ReplayFailure::Setup(SetupError::NoCards)),
                "cannot be shown",
            ),
        ];
        for (error, text) in texts {
            assert!(error.to_string().contains(text), "{error}");
        }
    }

    #[test]
    fn engine_errors_map_to_their_causes() {
        let e: LinkError =
            ReplayFailure::Setup(SetupError::Ruleset(RulesetError::UnknownPreset("q".into())))
                .into();
        assert_eq!(e, LinkError::Rules(RulesetError::UnknownPreset("q".into())));
        let e: LinkError = ReplayFailure::Illegal {
            index: 3,
            seat: 1,
            act: "play".into(),
            reason: Refusal::Schraem(crate::engine::schraem::RuleError::NotYourTurn),
        }
        .into();
        assert_eq!(
            e.to_string(),
            "move 4 of this hand is not allowed: not your turn"
        );
    }
}
