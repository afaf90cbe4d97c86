//! The macros that run code written once on whichever game is inside a wrapper of `session::any`:
//! part of the one place that says "either game" (docs/adding-a-game.md).

/// Runs `$body` with `$m` bound to the engine match inside `$any` (a `&AnyMatch` or
/// `&mut AnyMatch`), whichever game it is.
#[macro_export]
macro_rules! each_game {
    ($any:expr, $m:ident => $body:expr) => {
        match $any {
            $crate::session::AnyMatch::Schraem($m) => $body,
            $crate::session::AnyMatch::Ramsch($m) => $body,
        }
    };
}

/// Runs `$body` with `$g` naming the engine match type of `$kind` (a `GameKind`): for code
/// that needs more of a game than the engine's `by_preset::with_game` can ask (the arena's
/// bots).
#[macro_export]
macro_rules! each_kind {
    ($kind:expr, $g:ident => $body:expr) => {
        match $kind {
            $crate::engine::GameKind::Siebenschraem => {
                type $g = $crate::engine::schraem::Match;
                $body
            }
            $crate::engine::GameKind::Schieberamsch => {
                type $g = $crate::engine::ramsch::Match;
                $body
            }
        }
    };
}

/// Runs `$body` with `$x` bound to what the wrapper `$any` holds (an `&AnySeat`, `&AnyAction`
/// or `&AnyEvent`, named by `$wrapper`) and `$g` naming its game's engine match type, whichever
/// game it is: `each_wrapped!(AnyAction, action, a, G => G::hint_why(a))`.
#[macro_export]
macro_rules! each_wrapped {
    ($wrapper:ident, $any:expr, $x:ident, $g:ident => $body:expr) => {
        match $any {
            $crate::session::$wrapper::Schraem($x) => {
                type $g = $crate::engine::schraem::Match;
                $body
            }
            $crate::session::$wrapper::Ramsch($x) => {
                type $g = $crate::engine::ramsch::Match;
                $body
            }
        }
    };
}

/// Runs `$body` with `$p` bound to the preset of its own game inside `$preset` (a
/// `PresetId`) and `$g` naming that game's engine match type: for words keyed by one game's
/// presets (`i18n/game_words.rs`).
#[macro_export]
macro_rules! each_preset {
    ($preset:expr, $p:ident, $g:ident => $body:expr) => {
        match $preset {
            $crate::engine::PresetId::Schraem($p) => {
                type $g = $crate::engine::schraem::Match;
                $body
            }
            $crate::engine::PresetId::Ramsch($p) => {
                type $g = $crate::engine::ramsch::Match;
                $body
            }
        }
    };
}

/// Calls macro `$m` with the list of games, `Variant: engine match type, …`: for a type above
/// the session with one variant per game (the sentences of one game, `i18n::GameMsg`).
#[macro_export]
macro_rules! each_game_type {
    ($m:ident) => {
        $m! {
            Schraem: $crate::engine::schraem::Match,
            Ramsch: $crate::engine::ramsch::Match,
        }
    };
}
