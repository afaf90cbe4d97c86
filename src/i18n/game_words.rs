//! One game's words in one language, and how a language's catalog reaches them: each game has
//! a folder here (`i18n/<game>/`, one file per language) implementing [`GameWords`] for each
//! language and [`Worded`] once, and the catalog's methods that take a game, a preset, a rule
//! option or a refused move pick the game with the dispatch place's `each_kind!`,
//! `each_preset!` or `each_wrapped!`, so that no word table of `i18n` has an arm per game (the folders are declared in
//! `i18n/mod.rs`; some tests match on both).
//!
//! Everything is static dispatch on the language's type ([`Speaks`]): a language's words of
//! every game are reached only from its catalog, so they stay in that language's part of the
//! page's module (docs/parts.md).

use crate::engine::{ActError, Game, GameKind, PresetId, Refusal, Rules};
use crate::session::AnyRuleError;
use crate::{each_kind, each_preset, each_wrapped};

/// A preset of game `G`.
pub(crate) type Preset<G> = <<G as Game>::Rules as Rules>::Preset;

/// Game `G`'s words in one language (`i18n/<game>/<lang>.rs`).
pub trait GameWords<G: Worded> {
    /// The game in a sentence or two (the Rules screen's line under its name).
    fn summary() -> &'static str;
    /// A rule option's name (`knock_limit` → "Knock limit"); `None`: no option of this game.
    fn option_label(id: &str) -> Option<&'static str>;
    /// What a rule option means, in a sentence or two (on the Rules screen and in Customize
    /// rules: the words of the menu's screens); `None` for the match's length too, which is
    /// [`GameWords::length_help`].
    fn option_help(id: &str) -> Option<&'static str>;
    /// What the option of a match's length means (`Rules::LENGTH_OPTION`): New game shows it,
    /// so it is in the words of the first load, not in those of the menu's screens (a text
    /// both reached would travel in a shared chunk with the first load).
    fn length_help() -> &'static str;
    /// A value's name of one of this game's options (yes and no are the language's).
    fn value_label(option: &str, value: &str) -> Option<&'static str>;
    /// A preset's name.
    fn preset_name(preset: Preset<G>) -> &'static str;
    /// A preset's rules in plain words.
    fn preset_summary(preset: Preset<G>) -> &'static str;
    /// Why the game's rules refused a move.
    fn rule_error(error: G::Error) -> String;
    /// One of the game's own sentences (`i18n/<game>/say_<lang>.rs`).
    fn say(msg: &G::Msg<'_>) -> String;
}

/// A game with words in every language (`i18n/<game>/mod.rs`): a new language adds a line
/// here and a file to each game's folder.
pub trait Worded: Game {
    /// The sentences only this game says (`i18n/<game>/msg.rs`), carried by `Msg::Game`.
    type Msg<'a>: Clone + std::fmt::Debug + PartialEq;
    /// The game in German.
    type De: GameWords<Self>;
    /// The game in English.
    type En: GameWords<Self>;
    /// The game in French.
    type Fr: GameWords<Self>;
}

/// A language, as its catalog picks a game's words in it (each language's `mod.rs`).
pub trait Speaks {
    /// Game `G`'s words in this language.
    type Words<G: Worded>: GameWords<G>;
}

/// `game` in a sentence or two, in language `L`.
pub(crate) fn summary<L: Speaks>(game: GameKind) -> &'static str {
    each_kind!(game, G => <L::Words<G>>::summary())
}

/// The name of option `id` of `game`, in language `L`.
pub(crate) fn option_label<L: Speaks>(game: GameKind, id: &str) -> Option<&'static str> {
    each_kind!(game, G => <L::Words<G>>::option_label(id))
}

/// What option `id` of `game` means, in language `L`.
pub(crate) fn option_help<L: Speaks>(game: GameKind, id: &str) -> Option<&'static str> {
    each_kind!(game, G => <L::Words<G>>::option_help(id))
}

/// What the option of `game`'s match length means, in language `L`.
pub(crate) fn length_help<L: Speaks>(game: GameKind) -> &'static str {
    each_kind!(game, G => <L::Words<G>>::length_help())
}

/// The name of `value` of option `option` of `game`, in language `L` (`yes`/`no`: the
/// language's words for a flag's values, in every game).
pub(crate) fn value_label<L: Speaks>(
    game: GameKind,
    option: &str,
    value: &str,
    (yes, no): (&'static str, &'static str),
) -> Option<&'static str> {
    match value {
        "true" => Some(yes),
        "false" => Some(no),
        _ => each_kind!(game, G => <L::Words<G>>::value_label(option, value)),
    }
}

/// `preset`'s name in language `L`.
pub(crate) fn preset_name<L: Speaks>(preset: PresetId) -> &'static str {
    each_preset!(preset, p, G => <L::Words<G>>::preset_name(p))
}

/// `preset`'s rules in plain words, in language `L`.
pub(crate) fn preset_summary<L: Speaks>(preset: PresetId) -> &'static str {
    each_preset!(preset, p, G => <L::Words<G>>::preset_summary(p))
}

/// Why `refusal` refused a move, in language `L`: a game's rule in that game's words, an act of
/// no game in the language's own (`act`).
pub(crate) fn refused<L: Speaks>(refusal: &Refusal, act: fn(&ActError) -> String) -> String {
    match AnyRuleError::of(refusal) {
        Ok(rule) => each_wrapped!(AnyRuleError, rule, error, G => <L::Words<G>>::rule_error(error)),
        Err(e) => act(e),
    }
}

/// The `Catalog` methods that say a game's words, the same in every language's `impl Catalog`:
/// each calls the function above of its name with the language's own type (`Self`), so that
/// the words stay in that language's part.
macro_rules! catalog_words {
    () => {
        fn length_help(&self, game: $crate::engine::GameKind) -> &'static str {
            $crate::i18n::game_words::length_help::<Self>(game)
        }
        fn option_label(&self, game: $crate::engine::GameKind, id: &str) -> Option<&'static str> {
            $crate::i18n::game_words::option_label::<Self>(game, id)
        }
        fn value_label(
            &self,
            game: $crate::engine::GameKind,
            option: &str,
            value: &str,
        ) -> Option<&'static str> {
            let texts = self.texts();
            $crate::i18n::game_words::value_label::<Self>(
                game,
                option,
                value,
                (texts.yes, texts.no),
            )
        }
        fn preset_name(&self, preset: $crate::engine::PresetId) -> &'static str {
            $crate::i18n::game_words::preset_name::<Self>(preset)
        }
        fn preset_summary(&self, preset: $crate::engine::PresetId) -> &'static str {
            $crate::i18n::game_words::preset_summary::<Self>(preset)
        }
    };
}
pub(crate) use catalog_words;

/// The `MenuWords` of language `$lang` that are each game's (its summary, what its options mean),
/// in that language's `menu.rs`: one line there instead of the same methods in each language.
macro_rules! menu_game_words {
    ($lang:ty) => {
        fn game_summary(&self, game: $crate::engine::GameKind) -> &'static str {
            $crate::i18n::game_words::summary::<$lang>(game)
        }
        fn option_help(&self, game: $crate::engine::GameKind, id: &str) -> Option<&'static str> {
            $crate::i18n::game_words::option_help::<$lang>(game, id)
        }
    };
}
pub(crate) use menu_game_words;
