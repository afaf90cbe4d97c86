//! Every text a player reads, in German, English and French — the one way the app turns data
//! into words. Each language implements [`Catalog`]:
//!
//! * fixed labels are fields of a [`Texts`] table (a missing one is a compile error);
//! * sentences with values are [`Msg`] variants, rendered by [`Catalog::say`] with an exhaustive
//!   `match` per language (a new message that one language forgets does not compile); the
//!   sentences only one game says are its own enum in its folder (`schraem::SchraemMsg`,
//!   `ramsch::RamschMsg`), carried as [`Msg::Game`] and worded in `<game>/say_<lang>.rs`;
//! * rules texts (options, their values, presets) and rule errors are each game's, in a folder
//!   per game (`schraem/`, `ramsch/`: one file per language, see `game_words.rs`), keyed by the
//!   engine's stable ids; a test checks every option and value of every registry in every
//!   language.
//!
//! Why hand-written tables and not Fluent: docs/i18n.md (measured bundle size and plural needs).

mod de;
mod en;
mod fr;
mod game_words;
mod lobby;
mod msg;
#[cfg(feature = "split")]
mod parts;
mod phones;
pub mod ramsch;
pub mod schraem;
mod screen_texts;
mod site;
mod texts;

pub use crate::lang::Lang;
pub use lobby::LobbyTexts;
pub(crate) use msg::{said_on_screens, said_on_screens_by};
pub use msg::{GameMsg, HintWhy, Msg, Saved, When, Who};
pub use phones::PhoneTexts;
pub use screen_texts::ScreenTexts;
pub use site::SiteTexts;
pub use texts::Texts;

use crate::engine::cards::{Card, Rank};
use crate::engine::{GameKind, PresetId};

/// One language's words: those the start, New game and the table need. What only the menu's
/// screens read is the language's [`MenuWords`].
pub trait Catalog: Sync {
    /// The fixed labels.
    fn texts(&self) -> &'static Texts;
    /// A sentence with values.
    fn say(&self, msg: &Msg) -> String;
    /// The name of an option of `game` (`knock_limit` → "Knock limit").
    fn option_label(&self, game: GameKind, id: &str) -> Option<&'static str>;
    /// What the option of `game`'s match length means (New game shows it; every other
    /// option's meaning is one of the [`MenuWords`]).
    fn length_help(&self, game: GameKind) -> &'static str;
    /// The name of a value of an option of `game` (`knock_limit`, `plus_one` → "One above your
    /// marks").
    fn value_label(&self, game: GameKind, option: &str, value: &str) -> Option<&'static str>;
    /// A preset's name.
    fn preset_name(&self, preset: PresetId) -> &'static str;
    /// A preset's rules in plain words.
    fn preset_summary(&self, preset: PresetId) -> &'static str;
    /// A card's full name ("Ten of Hearts", "Herz Zehn", "Dix de cœur").
    fn card_name(&self, card: Card) -> String;
    /// A rank's corner letter (J/Q/K, B/D/K, V/D/R).
    fn rank_letter(&self, rank: Rank) -> &'static str;
    /// A list of names: "A, B and C".
    fn list(&self, items: &[&str]) -> String;
}

/// One language's words that only the screens of parts read (the Rules screen, Customize rules, the
/// tutorial, the slate and tournaments, Export / import, a shared link, the review, the table of
/// phones and joining): in the page's build a second part per language, fetched with the first
/// such screen (`ui::lazy` waits for it beside the screen's part; docs/parts.md).
pub trait MenuWords: Sync {
    /// A sentence only the screens of parts say (those `i18n::said_on_screens!` lists; an empty
    /// string for any other, which the [`Catalog`] says).
    fn say(&self, msg: &Msg) -> String;
    /// The words of a table of phones.
    fn phones(&self) -> &'static PhoneTexts;
    /// The words of the site's configuration and the STUN/TURN setting.
    fn site(&self) -> &'static SiteTexts;
    /// The fixed labels of the screens of parts.
    fn texts(&self) -> &'static ScreenTexts;
    /// A game in a sentence or two (the Rules screen's line under its name).
    fn game_summary(&self, game: GameKind) -> &'static str;
    /// What an option of `game` means, in a sentence or two; `None` for the match's length
    /// (New game shows that one: [`Catalog::length_help`]).
    fn option_help(&self, game: GameKind, id: &str) -> Option<&'static str>;
    /// What the tutorial's coach says.
    fn lesson(&self, lesson: crate::session::Lesson) -> &'static str;
}

impl Lang {
    /// This language's words.
    ///
    /// In the page's build (feature `split`) each language is a part of its own, and `ui::start`
    /// loads the visitor's before the first render (docs/parts.md). A language asked for
    /// before its part has come is fetched now, and meanwhile a loaded one answers (the page
    /// re-renders when the language of its settings arrives).
    #[must_use]
    pub fn t(self) -> &'static dyn Catalog {
        #[cfg(feature = "split")]
        {
            parts::catalog(self)
        }
        #[cfg(not(feature = "split"))]
        {
            self.catalog()
        }
    }

    /// The catalog itself: in the page's build, only a language's part reaches it.
    fn catalog(self) -> &'static dyn Catalog {
        match self {
            Lang::De => &de::De,
            Lang::En => &en::En,
            Lang::Fr => &fr::Fr,
        }
    }

    /// Whether this language's words are here (always, but in the page's build before its part
    /// has loaded).
    #[must_use]
    pub fn is_loaded(self) -> bool {
        #[cfg(feature = "split")]
        {
            parts::is_loaded(self)
        }
        #[cfg(not(feature = "split"))]
        {
            true
        }
    }

    /// Makes this language's words available: fetches its part the first time (page's build;
    /// elsewhere they are always here).
    /// `false`: the part could not be fetched (offline before it was cached); a later call
    /// tries again.
    #[allow(
        clippy::unused_async,
        reason = "the same signature as the split build's"
    )]
    pub async fn load(self) -> bool {
        #[cfg(feature = "split")]
        {
            parts::load(self).await
        }
        #[cfg(not(feature = "split"))]
        {
            true
        }
    }

    /// This language's words of the menu's screens, if here: always, but in the page's build
    /// before [`Lang::load_menu_words`] has fetched their part.
    #[must_use]
    pub fn menu_words(self) -> Option<&'static dyn MenuWords> {
        #[cfg(feature = "split")]
        {
            parts::menu_words(self)
        }
        #[cfg(not(feature = "split"))]
        {
            Some(self.menu_catalog())
        }
    }

    /// Whether a part's screen can say its words in this language: its words of the screens of
    /// parts are here, or another language's stand in while they come (page's build; elsewhere
    /// always).
    #[must_use]
    pub fn has_screen_words(self) -> bool {
        #[cfg(feature = "split")]
        {
            parts::has_screen_words(self)
        }
        #[cfg(not(feature = "split"))]
        {
            true
        }
    }

    /// Calls `then` once this language's words of the screens of parts are here (`true`) or
    /// could not be fetched (`false`; a later call tries again), fetching their part the first
    /// time (page's build). Every caller shares this one task (boxed, not generic): each kind of
    /// task spawned is a copy of the executor's code in the first load.
    pub fn with_screen_words(self, then: Box<dyn FnOnce(bool)>) {
        #[cfg(feature = "split")]
        {
            if self.menu_words().is_some() {
                then(true);
            } else {
                wasm_bindgen_futures::spawn_local(async move {
                    then(parts::load_menu_words(self).await);
                });
            }
        }
        #[cfg(not(feature = "split"))]
        {
            then(true);
        }
    }

    /// Makes this language's words of the menu's screens available (fetches their part the
    /// first time, in the page's build). `false`: it could not be fetched; a later call tries
    /// again.
    #[allow(
        clippy::unused_async,
        reason = "the same signature as the split build's"
    )]
    pub async fn load_menu_words(self) -> bool {
        #[cfg(feature = "split")]
        {
            parts::load_menu_words(self).await
        }
        #[cfg(not(feature = "split"))]
        {
            true
        }
    }

    /// The words of the menu's screens themselves: in the page's build only their part
    /// reaches them.
    fn menu_catalog(self) -> &'static dyn MenuWords {
        match self {
            Lang::De => &de::menu::DeMenu,
            Lang::En => &en::menu::EnMenu,
            Lang::Fr => &fr::menu::FrMenu,
        }
    }

    /// The fixed labels (shorthand for `t().texts()`).
    #[must_use]
    pub fn texts(self) -> &'static Texts {
        self.t().texts()
    }

    /// The fixed labels of the screens of parts (statistics, settings, the slate, …): only
    /// those screens read them, once this language's words of the screens are here.
    ///
    /// # Panics
    ///
    /// As [`Lang::phones`].
    #[must_use]
    pub fn screen_texts(self) -> &'static ScreenTexts {
        self.screen_words()
            .expect("ui::lazy renders a part's screen once its words are here")
            .texts()
    }

    /// The words of a table of phones: only screens of parts read them, and `ui::lazy` renders
    /// those once this language's words of the screens are here.
    ///
    /// # Panics
    ///
    /// In the page's build, if no language's words of the screens have loaded (a screen of
    /// the first load asked for them).
    #[must_use]
    pub fn phones(self) -> &'static PhoneTexts {
        self.screen_words()
            .expect("ui::lazy renders a part's screen once its words are here")
            .phones()
    }

    /// The words of the screens of parts in this language, or while they come (`ui::lazy::use_part`
    /// asks for them) those of another language that has them; `None` before any has come (page's
    /// build).
    fn screen_words(self) -> Option<&'static dyn MenuWords> {
        #[cfg(feature = "split")]
        {
            parts::screen_words(self)
        }
        #[cfg(not(feature = "split"))]
        {
            Some(self.menu_catalog())
        }
    }

    /// The words of joining by a table code.
    #[must_use]
    pub fn lobby(self) -> &'static LobbyTexts {
        match self {
            Lang::De => &de::lobby::LOBBY,
            Lang::En => &en::lobby::LOBBY,
            Lang::Fr => &fr::lobby::LOBBY,
        }
    }

    /// The words of the site's configuration: only Settings reads them, a part's screen (and
    /// the console, once they have come: `ui::site`).
    ///
    /// # Panics
    ///
    /// As [`Lang::phones`].
    #[must_use]
    pub fn site(self) -> &'static SiteTexts {
        self.screen_words()
            .expect("ui::lazy renders a part's screen once its words are here")
            .site()
    }

    /// A sentence with values (shorthand for `t().say(msg)`).
    #[must_use]
    pub fn say(self, msg: &Msg) -> String {
        self.t().say(msg)
    }

    /// The name a new human seat gets.
    #[must_use]
    pub fn default_player_name(self) -> &'static str {
        self.texts().default_player
    }

    /// "label: value" as the language writes it: French keeps a no-break space before the
    /// colon, so a narrow line never starts with it.
    #[must_use]
    pub fn labelled(self, label: &str, value: &str) -> String {
        match self {
            Lang::Fr => format!("{label}\u{a0}: {value}"),
            Lang::De | Lang::En => format!("{label}: {value}"),
        }
    }
}

/// A sentence only the screens of parts say, in `lang`: from its words of the screens (each
/// language's `Catalog::say` sends those [`said_on_screens!`] lists here), so that the first
/// load's part of a language does not carry them. Empty before any words of the screens have
/// come, which no screen of the first load meets: those sentences come from parts' screens.
pub(crate) fn say_on_screens(lang: Lang, msg: &Msg) -> String {
    lang.screen_words()
        .map_or_else(String::new, |words| words.say(msg))
}

/// A number as a language writes it: whole numbers plainly, halves and thirds with one
/// decimal (`comma`: a decimal comma). Integer arithmetic: float formatting would add ~10 KB of
/// code to the download for two call sites.
pub(crate) fn number(n: f64, comma: bool) -> String {
    let tenths = (n * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
    if tenth == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}{}{tenth}", if comma { ',' } else { '.' })
    }
}

/// "A, B and C" with `and` as the language's word.
pub(crate) fn join(items: &[&str], and: &str) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod grammar_tests;

#[cfg(test)]
mod idiom_tests;

#[cfg(test)]
mod sentence_tests;

#[cfg(test)]
mod typography_tests;
