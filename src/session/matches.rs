//! Several matches in progress: each has an id of its own and is stored under its own key
//! (`schraem.match.<id>`), so starting a new game never replaces another one. The table holds the
//! match being played; the others wait on the shelf ([`super::AppState::shelf`]) until the start
//! screen brings one back. Nothing here deletes a match: only the player's confirmed
//! [`super::AppAction::RemoveMatch`] does.

use super::table::Table;
use std::fmt;

/// Where the one match of earlier versions was stored; it is moved under an id when read.
pub const LEGACY_MATCH_KEY: &str = "schraem.match";

/// The prefix of every match's key (the id follows).
pub const MATCH_KEY_PREFIX: &str = "schraem.match.";

/// A match's own id: stays with it through saves, reloads, export and import.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MatchId(pub u64);

impl MatchId {
    /// The storage key of this match.
    #[must_use]
    pub fn key(self) -> String {
        format!("{MATCH_KEY_PREFIX}{self}")
    }

    /// The id in a match's storage key (`None` for other keys, backups among them).
    #[must_use]
    pub fn from_key(key: &str) -> Option<MatchId> {
        let hex = key.strip_prefix(MATCH_KEY_PREFIX)?;
        if hex.len() != 16 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u64::from_str_radix(hex, 16).ok().map(MatchId)
    }

    /// An id for a new match from `seed` that no match in `taken` has.
    #[must_use]
    pub fn fresh(seed: u64, taken: &[MatchId]) -> MatchId {
        let mut id = seed;
        while taken.contains(&MatchId(id)) {
            // Another odd constant of the same kind keeps the ids spread.
            id = id.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(1);
        }
        MatchId(id)
    }
}

impl fmt::Display for MatchId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// The matches as the start screen lists them: unfinished ones first, each group the most
/// recently played first.
#[must_use]
pub fn listed<'a>(table: Option<&'a Table>, shelf: &'a [Table]) -> Vec<&'a Table> {
    let mut all: Vec<&Table> = table.into_iter().chain(shelf).collect();
    // The shared insertion sort: a few matches, and no std sort instantiated for this type.
    crate::engine::small_sort::sort_by(&mut all, |a, b| {
        a.is_over()
            .cmp(&b.is_over())
            .then(b.last_played().total_cmp(&a.last_played()))
    });
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_names_its_key_and_is_read_back_from_it() {
        let id = MatchId(0x00ab_cdef_0123_4567);
        assert_eq!(id.key(), "schraem.match.00abcdef01234567");
        assert_eq!(MatchId::from_key(&id.key()), Some(id));
        for other in [
            "schraem.match",
            "schraem.match.backup",
            "schraem.match.00abcdef01234567.backup",
            "schraem.slate",
        ] {
            assert_eq!(MatchId::from_key(other), None, "{other}");
        }
    }

    #[test]
    fn a_fresh_id_differs_from_every_taken_one() {
        let taken = [
            MatchId(5),
            MatchId(5u64.wrapping_mul(0x9E37_79B9_7F4A_7C15) + 1),
        ];
        let id = MatchId::fresh(5, &taken);
        assert!(!taken.contains(&id));
        assert_eq!(MatchId::fresh(7, &taken), MatchId(7));
    }
}
