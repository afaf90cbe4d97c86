//! The unvalidated start of a match ([`Setup`]): what a record or the New game screen gives.
//! A game turns it into a match with [`crate::Game::new`], which checks every part and says
//! which one is wrong ([`crate::SetupError`]), in the manner of shakmaty's `Setup` → `Chess`.

use crate::error::SetupError;
use crate::option::Rules;
use crate::record::{Deal, Record, Start, FORMAT};

/// Everything a match starts from, not yet checked against the rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup<R> {
    /// The rule set (already a valid combination of options).
    pub rules: R,
    /// One name per seat, seat 0 first.
    pub players: Vec<String>,
    /// A position to start from (scenarios, shared hands, resumed matches).
    pub start: Option<Start>,
    /// Explicit deals, one per deal in order; they take precedence over the seed.
    pub deals: Vec<Deal>,
    /// The seed of the portable shuffle for deals without an explicit deal.
    pub seed: Option<u64>,
}

impl<R: Rules> Setup<R> {
    /// A new match of `rules` for `players`, dealt from `seed`.
    #[must_use]
    pub fn new(rules: R, players: Vec<String>, seed: u64) -> Setup<R> {
        Setup {
            rules,
            players,
            start: None,
            deals: Vec::new(),
            seed: Some(seed),
        }
    }

    /// The setup a record describes (its actions are not part of it).
    ///
    /// # Errors
    /// [`SetupError::Format`] for another format, [`SetupError::Ruleset`] for a rule set that
    /// cannot be built, [`SetupError::PlayersOption`] when the names and the `players` option
    /// disagree.
    pub fn from_record(record: &Record) -> Result<Setup<R>, SetupError> {
        if record.format != FORMAT {
            return Err(SetupError::Format(record.format.clone()));
        }
        let rules = R::from_spec(&record.ruleset)?;
        if let Some(n) = record
            .ruleset
            .options
            .get("players")
            .and_then(serde_json::Value::as_u64)
        {
            if n as usize != record.players.len() {
                return Err(SetupError::PlayersOption {
                    names: record.players.len(),
                    option: n as u8,
                });
            }
        }
        Ok(Setup {
            rules,
            players: record.players.clone(),
            start: record.start.clone(),
            deals: record.deals.clone(),
            seed: record.seed,
        })
    }
}
