//! The rule editor and the Rules screen as data: every option a player may change, in his words,
//! with only the values that work with the other choices as they are now (so an impossible
//! combination cannot be chosen), and which options differ from the preset.

use crate::engine::by_preset::{with_game, WithGame};
use crate::engine::record::RulesetSpec;
use crate::engine::{Game, GameKind, OptionValue, Rules, RulesetError};
use crate::i18n::{Lang, MenuWords};
use serde_json::Value;

/// One value an option may take now.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The value as a rule set spec writes it.
    pub value: Value,
    /// Its name.
    pub label: String,
}

/// One option of the editor.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionRow {
    /// The option's id (for the spec; never shown).
    pub id: &'static str,
    /// Its name.
    pub label: String,
    /// What it means.
    pub help: String,
    /// The values that work with every other option as chosen now.
    pub choices: Vec<Choice>,
    /// Which of `choices` is in force.
    pub current: usize,
    /// It differs from the preset.
    pub changed: bool,
    /// Values the option has that need another choice elsewhere first.
    pub held_back: usize,
}

/// The option that sets how long a match is: the New game screen's Match menu.
#[must_use]
pub fn format_option(game: GameKind) -> &'static str {
    struct Length;
    impl WithGame for Length {
        type Output = &'static str;
        fn run<G: Game>(self) -> &'static str {
            G::Rules::LENGTH_OPTION
        }
    }
    with_game(game, Length)
}

/// Every editable option of `spec` in `lang`.
///
/// # Errors
/// The engine's [`RulesetError`] when `spec` is not a rule set.
pub fn option_rows(spec: &RulesetSpec, lang: Lang) -> Result<Vec<OptionRow>, RulesetError> {
    struct Rows<'a>(&'a RulesetSpec, Lang);
    impl WithGame for Rows<'_> {
        type Output = Result<Vec<OptionRow>, RulesetError>;
        fn run<G: Game>(self) -> Self::Output {
            rows::<G>(self.0, self.1)
        }
    }
    let game = GameKind::of_preset(&spec.preset)
        .ok_or_else(|| RulesetError::UnknownPreset(spec.preset.clone()))?;
    with_game(game, Rows(spec, lang))
}

/// What option `id` of `G` means in `lang`: the match's length in the first load's words (New
/// game shows it), every other option in the words of the menu's screens (`words`; empty when
/// they are not here).
#[must_use]
pub fn option_help<G: Game>(lang: Lang, words: Option<&dyn MenuWords>, id: &str) -> &'static str {
    if id == G::Rules::LENGTH_OPTION {
        lang.t().length_help(G::KIND)
    } else {
        words
            .and_then(|w| w.option_help(G::KIND, id))
            .unwrap_or_default()
    }
}

/// A value's name of an option of `game` in `lang`: its label, or the number itself.
#[must_use]
pub fn value_name(lang: Lang, game: GameKind, option: &str, value: OptionValue) -> String {
    match value {
        OptionValue::Number(n) => n.to_string(),
        other => lang
            .t()
            .value_label(game, option, &other.id())
            .map_or_else(|| other.id(), str::to_owned),
    }
}

/// One option as the Rules screen explains it: name, meaning, every value's name.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionInfo {
    /// Its name.
    pub label: String,
    /// What it means.
    pub help: String,
    /// The name of every value it takes.
    pub values: Vec<String>,
}

/// Every option of `game` (those a player may change), explained in `lang` (`words`: its words
/// of the menu's screens).
#[must_use]
pub fn catalog(game: GameKind, lang: Lang, words: &'static dyn MenuWords) -> Vec<OptionInfo> {
    fn of<G: Game>(lang: Lang, words: &'static dyn MenuWords) -> Vec<OptionInfo> {
        let t = lang.t();
        G::Rules::OPTIONS
            .iter()
            .filter(|def| def.in_editor)
            .map(|def| OptionInfo {
                label: t.option_label(G::KIND, def.id).unwrap_or(def.id).to_owned(),
                help: option_help::<G>(lang, Some(words), def.id).to_owned(),
                values: def
                    .values()
                    .into_iter()
                    .map(|v| value_name(lang, G::KIND, def.id, v))
                    .collect(),
            })
            .collect()
    }
    struct Of(Lang, &'static dyn MenuWords);
    impl WithGame for Of {
        type Output = Vec<OptionInfo>;
        fn run<G: Game>(self) -> Self::Output {
            of::<G>(self.0, self.1)
        }
    }
    with_game(game, Of(lang, words))
}

fn rows<G: Game>(spec: &RulesetSpec, lang: Lang) -> Result<Vec<OptionRow>, RulesetError> {
    let rules = G::Rules::from_spec(spec)?;
    let preset = G::Rules::of_preset(rules.preset());
    let t = lang.t();
    Ok(G::Rules::OPTIONS
        .iter()
        .filter(|def| def.in_editor)
        .map(|def| {
            let now = (def.get)(&rules);
            let mut allowed = rules.allowed_values(def.id);
            if !allowed.contains(&now) {
                allowed.insert(0, now);
            }
            let all = def.values().len();
            OptionRow {
                id: def.id,
                label: t.option_label(G::KIND, def.id).unwrap_or(def.id).to_owned(),
                // Customize rules loads the words of the menu's screens first (ui::part).
                help: option_help::<G>(lang, lang.menu_words(), def.id).to_owned(),
                current: allowed.iter().position(|v| *v == now).unwrap_or(0),
                choices: allowed
                    .iter()
                    .map(|&v| Choice {
                        value: v.to_json(),
                        label: value_name(lang, G::KIND, def.id, v),
                    })
                    .collect(),
                changed: (def.get)(&preset) != now,
                held_back: all.saturating_sub(allowed.len()),
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PresetId;

    fn spec(preset: &str) -> RulesetSpec {
        RulesetSpec {
            preset: preset.to_owned(),
            options: serde_json::Map::new(),
        }
    }

    #[test]
    fn every_row_is_in_words_and_offers_its_current_value() {
        for preset in PresetId::all() {
            for lang in Lang::ALL {
                let rows = option_rows(&spec(preset.id()), lang).unwrap();
                assert!(!rows.is_empty());
                for row in rows {
                    assert!(!row.label.contains('_'), "{}", row.label);
                    assert!(row.choices.iter().all(|c| !c.label.contains('_')));
                    assert!(row.current < row.choices.len());
                    assert!(!row.changed, "{preset} {}", row.id);
                }
            }
        }
    }

    #[test]
    fn only_values_that_work_with_the_other_choices_are_offered() {
        for preset in PresetId::all() {
            let s = spec(preset.id());
            for row in option_rows(&s, Lang::En).unwrap() {
                for choice in &row.choices {
                    let mut next = s.clone();
                    next.options.insert(row.id.to_owned(), choice.value.clone());
                    let ok = crate::engine::by_preset::normalize(&next).is_ok();
                    assert!(ok, "{preset}: {} = {}", row.id, choice.value);
                }
            }
        }
    }

    #[test]
    fn a_changed_option_is_marked() {
        let mut s = spec("rhineland");
        s.options.insert("max_blind_value".into(), Value::from(3));
        let rows = option_rows(&s, Lang::De).unwrap();
        let row = rows.iter().find(|r| r.id == "max_blind_value").unwrap();
        assert!(row.changed);
        assert_eq!(row.choices[row.current].value, Value::from(3));
    }
}
