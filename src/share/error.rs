//! [`LinkError`]: why a link could not be read, in words a player can act on.

use crate::engine::record::ReplayFailure;
use crate::engine::{ramsch, schraem};
use std::fmt;

/// Why a share link was refused. One variant per cause; the `Display` text is meant for players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The fragment is longer than [`super::MAX_LINK_LEN`] bytes; nothing of it was read.
    TooLong { len: usize, max: usize },
    /// Not a link this app makes (no known kind or version prefix).
    NotSchraem,
    /// A Schräm link with a version this build does not know (made by a newer app).
    NewerVersion,
    /// A link of the other kind where this one was expected (e.g. a hand link as a rule set).
    WrongKind {
        expected: &'static str,
        found: &'static str,
    },
    /// The right prefix, but the rest does not decode (cut off, bad characters, bad JSON).
    Damaged(String),
    /// The preset id names no rule set of either game.
    UnknownRuleset(String),
    /// An option that does not exist, or a value it does not take.
    BadOption { option: String, reason: String },
    /// Options that each exist but cannot be combined (or a table size the preset forbids).
    RulesConflict(String),
    /// The hand's record is unusable (players, start, deals): nothing could be replayed.
    BadHand(String),
    /// Move `index` (0-based) of the hand is against the rules.
    IllegalMove { index: usize, reason: String },
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
            LinkError::WrongKind { expected, found } => {
                write!(f, "this is a {found} link, not a {expected} link")
            }
            LinkError::Damaged(detail) => write!(f, "this link is damaged ({detail})"),
            LinkError::UnknownRuleset(id) => write!(f, "unknown rule set '{id}'"),
            LinkError::BadOption { option, reason } => write!(f, "option '{option}': {reason}"),
            LinkError::RulesConflict(message) => {
                write!(f, "these rules do not go together: {message}")
            }
            LinkError::BadHand(message) => write!(f, "this hand cannot be shown: {message}"),
            LinkError::IllegalMove { index, reason } => write!(
                f,
                "move {} of this hand is not allowed: {reason}",
                index + 1
            ),
        }
    }
}

impl std::error::Error for LinkError {}

impl From<schraem::RulesetError> for LinkError {
    fn from(e: schraem::RulesetError) -> LinkError {
        match e {
            schraem::RulesetError::UnknownPreset(id) => LinkError::UnknownRuleset(id),
            schraem::RulesetError::UnknownOption(option) => LinkError::BadOption {
                option,
                reason: "no such option".into(),
            },
            schraem::RulesetError::BadValue { option, value } => LinkError::BadOption {
                option,
                reason: format!("{value} is not allowed"),
            },
            schraem::RulesetError::Conflict(message) => LinkError::RulesConflict(message),
        }
    }
}

impl From<ramsch::RulesetError> for LinkError {
    fn from(e: ramsch::RulesetError) -> LinkError {
        match e {
            ramsch::RulesetError::UnknownPreset(id) => LinkError::UnknownRuleset(id),
            ramsch::RulesetError::UnknownOption(option) => LinkError::BadOption {
                option,
                reason: "no such option".into(),
            },
            ramsch::RulesetError::BadValue {
                option,
                value,
                expected,
            } => LinkError::BadOption {
                option,
                reason: format!("{value} is not allowed (expected {expected})"),
            },
        }
    }
}

impl From<ReplayFailure> for LinkError {
    fn from(e: ReplayFailure) -> LinkError {
        match e {
            ReplayFailure::Invalid(message) => LinkError::BadHand(message),
            ReplayFailure::Illegal { index, reason, .. } => {
                LinkError::IllegalMove { index, reason }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                    expected: "rule set",
                    found: "hand",
                },
                "this is a hand link, not a rule set link",
            ),
            (
                LinkError::Damaged("it was cut off".into()),
                "this link is damaged (it was cut off)",
            ),
            (
                LinkError::UnknownRuleset("x".into()),
                "unknown rule set 'x'",
            ),
            (
                LinkError::BadOption {
                    option: "y".into(),
                    reason: "no such option".into(),
                },
                "option 'y': no such option",
            ),
            (
                LinkError::RulesConflict("a".into()),
                "do not go together: a",
            ),
            (LinkError::BadHand("b".into()), "cannot be shown: b"),
            (
                LinkError::IllegalMove {
                    index: 0,
                    reason: "not your turn".into(),
                },
                "move 1 of this hand is not allowed: not your turn",
            ),
        ];
        for (error, text) in texts {
            assert!(error.to_string().contains(text), "{error}");
        }
    }

    #[test]
    fn engine_errors_map_to_their_causes() {
        let e: LinkError = schraem::RulesetError::UnknownPreset("q".into()).into();
        assert_eq!(e, LinkError::UnknownRuleset("q".into()));
        let e: LinkError = ramsch::RulesetError::UnknownOption("z".into()).into();
        assert!(matches!(e, LinkError::BadOption { option, .. } if option == "z"));
        let e: LinkError = ReplayFailure::Illegal {
            index: 3,
            seat: 1,
            act: "play".into(),
            reason: "must follow suit H".into(),
        }
        .into();
        assert_eq!(
            e.to_string(),
            "move 4 of this hand is not allowed: must follow suit H"
        );
    }
}
