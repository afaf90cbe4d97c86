//! The engine of a preset: [`with_game`] runs code written once against [`Game`] with the
//! engine a [`GameKind`] names — the engine's one list of its games — and [`normalize`] and
//! [`check_record`] use it so that a caller holding only a preset id (a shared link, a saved
//! rule set) never picks an engine itself.

use crate::error::{ReplayFailure, RulesetError, SetupError};
use crate::game::{Game, GameKind};
use crate::option::Rules;
use crate::record::{Record, RulesetSpec};
use crate::{ramsch, schraem};

/// Code written once against [`Game`], run by [`with_game`] with one game's engine.
pub trait WithGame {
    /// What the code returns.
    type Output;
    /// Runs the code with engine `G`.
    fn run<G: Game>(self) -> Self::Output;
}

/// Runs `code` with the engine of `game`.
pub fn with_game<W: WithGame>(game: GameKind, code: W) -> W::Output {
    match game {
        GameKind::Siebenschraem => code.run::<schraem::Match>(),
        GameKind::Schieberamsch => code.run::<ramsch::Match>(),
    }
}

/// `spec` in normal form (its preset and the options that really differ from it), built with
/// the engine of its preset. The table size is left out: it follows from the seats.
///
/// # Errors
/// [`RulesetError::UnknownPreset`], or the engine's error for an option or a conflict.
pub fn normalize(spec: &RulesetSpec) -> Result<RulesetSpec, RulesetError> {
    struct Normalize<'a>(&'a RulesetSpec);
    impl WithGame for Normalize<'_> {
        type Output = Result<RulesetSpec, RulesetError>;
        fn run<G: Game>(self) -> Self::Output {
            G::Rules::from_spec(self.0).map(|rules| rules.to_spec())
        }
    }
    let game = GameKind::of_preset(&spec.preset)
        .ok_or_else(|| RulesetError::UnknownPreset(spec.preset.clone()))?;
    let mut normal = with_game(game, Normalize(spec))?;
    normal.options.remove("players");
    Ok(normal)
}

/// Replays `record` with the engine of its preset, checking every action.
///
/// # Errors
/// As [`Game::from_record`]; an unknown preset is a [`ReplayFailure::Setup`].
pub fn check_record(record: &Record) -> Result<(), ReplayFailure> {
    struct Check<'a>(&'a Record);
    impl WithGame for Check<'_> {
        type Output = Result<(), ReplayFailure>;
        fn run<G: Game>(self) -> Self::Output {
            G::from_record(self.0).map(|_| ())
        }
    }
    let game = GameKind::of_preset(&record.ruleset.preset).ok_or_else(|| {
        ReplayFailure::Setup(SetupError::Ruleset(RulesetError::UnknownPreset(
            record.ruleset.preset.clone(),
        )))
    })?;
    with_game(game, Check(record))
}
