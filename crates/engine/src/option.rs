//! Rule options, declared once per game.
//!
//! Each game lists its options in one registry (`Ruleset::OPTIONS`): an [`OptionDef`] gives the
//! option's stable id (as written in records, links and saves), what kind of value it takes, and
//! how to read and write it on the typed rule set. Everything else is derived from that list:
//! reading and writing a rule set's spec ([`Rules::from_spec`], [`Rules::to_spec`]), the values an
//! editor offers ([`Rules::allowed_values`]), and the keys of the help texts (the option id and
//! [`OptionValue::id`]).

use crate::error::{Conflict, RulesetError};
use crate::record::RulesetSpec;
use serde_json::{Map, Value};
use std::fmt;

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true` or `false`.
    Flag,
    /// One of these ids, default first. An id made of digits is written as a JSON number.
    Choice(&'static [&'static str]),
    /// An integer from `min` to `max` that is a multiple of `step`; an editor offers `offered`.
    Number {
        /// Smallest value.
        min: u16,
        /// Largest value.
        max: u16,
        /// Values are multiples of this.
        step: u16,
        /// The values an editor lists.
        offered: &'static [u16],
    },
}

/// One value of an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionValue {
    /// A flag.
    Flag(bool),
    /// A choice, by id.
    Choice(&'static str),
    /// A number.
    Number(u16),
}

impl OptionValue {
    /// The value as written in a rule set spec.
    #[must_use]
    pub fn to_json(self) -> Value {
        match self {
            OptionValue::Flag(b) => Value::Bool(b),
            OptionValue::Number(n) => Value::from(n),
            OptionValue::Choice(id) => id
                .parse::<u64>()
                .map_or_else(|_| Value::from(id), Value::from),
        }
    }

    /// The value's id: `true`, `count_up(7)`, `12`. Help texts are keyed by it.
    #[must_use]
    pub fn id(self) -> String {
        match self {
            OptionValue::Flag(b) => b.to_string(),
            OptionValue::Number(n) => n.to_string(),
            OptionValue::Choice(id) => id.to_owned(),
        }
    }

    /// The choice id, if this is a choice.
    #[must_use]
    pub fn choice(self) -> Option<&'static str> {
        match self {
            OptionValue::Choice(id) => Some(id),
            _ => None,
        }
    }

    /// The flag, if this is one.
    #[must_use]
    pub fn flag(self) -> Option<bool> {
        match self {
            OptionValue::Flag(b) => Some(b),
            _ => None,
        }
    }

    /// The number, if this is one.
    #[must_use]
    pub fn number(self) -> Option<u16> {
        match self {
            OptionValue::Number(n) => Some(n),
            _ => None,
        }
    }
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.id())
    }
}

/// A JSON value as compact text (for error messages), by the page's one JSON writer, not
/// `serde_json`'s (issue 30: bytes).
fn text_of(json: &Value) -> String {
    let mut out = crate::JsonWriter::new();
    out.value(json);
    out.finish()
}

/// One option of a rule set `R`.
pub struct OptionDef<R: 'static> {
    /// The stable id (`knock_limit`).
    pub id: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// Older spellings still read, and the id they mean (`count_down` → `count_down(7)`).
    pub aliases: &'static [(&'static str, &'static str)],
    /// Whether a rule editor shows it (the player count is chosen by the seats instead).
    pub in_editor: bool,
    /// Reads the option.
    pub get: fn(&R) -> OptionValue,
    /// Writes the option (only ever called with a value of its kind).
    pub set: fn(&mut R, OptionValue),
}

impl<R> OptionDef<R> {
    /// The value `json` stands for, if it is one of this option's values.
    #[must_use]
    pub fn parse(&self, json: &Value) -> Option<OptionValue> {
        match self.kind {
            OptionKind::Flag => json.as_bool().map(OptionValue::Flag),
            OptionKind::Number { min, max, step, .. } => {
                let n = json.as_u64()?;
                let ok = (u64::from(min)..=u64::from(max)).contains(&n)
                    && n % u64::from(step.max(1)) == 0;
                ok.then_some(OptionValue::Number(n as u16))
            }
            OptionKind::Choice(ids) => {
                let text = match json {
                    Value::String(s) => s.clone(),
                    Value::Number(n) => n.to_string(),
                    _ => return None,
                };
                let text = self
                    .aliases
                    .iter()
                    .find(|(old, _)| *old == text)
                    .map_or(text.as_str(), |(_, new)| new);
                ids.iter()
                    .find(|id| **id == text)
                    .map(|id| OptionValue::Choice(id))
            }
        }
    }

    /// Every value an editor may offer, in order (default first for choices).
    #[must_use]
    pub fn values(&self) -> Vec<OptionValue> {
        match self.kind {
            OptionKind::Flag => vec![OptionValue::Flag(false), OptionValue::Flag(true)],
            OptionKind::Choice(ids) => ids.iter().map(|id| OptionValue::Choice(id)).collect(),
            OptionKind::Number { offered, .. } => {
                offered.iter().map(|n| OptionValue::Number(*n)).collect()
            }
        }
    }

    /// What this option accepts, in words (for error messages).
    #[must_use]
    pub fn expected(&self) -> String {
        match self.kind {
            OptionKind::Flag => "true or false".to_owned(),
            OptionKind::Number { min, max, step, .. } if step > 1 => {
                format!("a multiple of {step} from {min} to {max}")
            }
            OptionKind::Number { min, max, .. } => format!("a number from {min} to {max}"),
            OptionKind::Choice(ids) => {
                let quoted: Vec<String> = ids
                    .iter()
                    .map(|id| text_of(&OptionValue::Choice(id).to_json()))
                    .collect();
                match quoted.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} or {last}", rest.join(", "))
                    }
                    _ => quoted.join(""),
                }
            }
        }
    }
}

/// A game's typed rule set, with its registry of options and its presets.
pub trait Rules: Sized + Copy + PartialEq + fmt::Debug + 'static {
    /// The game's named presets.
    type Preset: Copy + Eq + fmt::Debug + 'static;

    /// Every option, in the order of RULES.md.
    const OPTIONS: &'static [OptionDef<Self>];

    /// Every preset, the reference variant first.
    const PRESETS: &'static [Self::Preset];

    /// The option that sets how long a match is (one of [`Rules::OPTIONS`]).
    const LENGTH_OPTION: &'static str;

    /// The stable id of a preset.
    fn preset_id(preset: Self::Preset) -> &'static str;

    /// The rule set of a preset.
    fn of_preset(preset: Self::Preset) -> Self;

    /// The preset this rule set starts from.
    fn preset(&self) -> Self::Preset;

    /// Checks combinations the engine cannot play.
    ///
    /// # Errors
    /// The [`Conflict`] between options.
    fn validate(&self) -> Result<(), Conflict>;

    /// The preset with id `id`.
    #[must_use]
    fn preset_from_id(id: &str) -> Option<Self::Preset> {
        Self::PRESETS
            .iter()
            .copied()
            .find(|p| Self::preset_id(*p) == id)
    }

    /// The option with id `id`.
    #[must_use]
    fn option_def(id: &str) -> Option<&'static OptionDef<Self>> {
        Self::OPTIONS.iter().find(|d| d.id == id)
    }

    /// The value of option `id`.
    #[must_use]
    fn option(&self, id: &str) -> Option<OptionValue> {
        Self::option_def(id).map(|d| (d.get)(self))
    }

    /// This rule set with option `id` set from its JSON form, checked.
    ///
    /// # Errors
    /// [`RulesetError::UnknownOption`], [`RulesetError::BadValue`] or
    /// [`RulesetError::Conflict`]; `self` is unchanged.
    fn with_option(&self, id: &str, json: &Value) -> Result<Self, RulesetError> {
        let mut next = *self;
        next.set_option(id, json)?;
        next.validate().map_err(RulesetError::Conflict)?;
        Ok(next)
    }

    /// Sets option `id` from its JSON form without checking combinations.
    ///
    /// # Errors
    /// [`RulesetError::UnknownOption`] or [`RulesetError::BadValue`].
    fn set_option(&mut self, id: &str, json: &Value) -> Result<(), RulesetError> {
        let def = Self::option_def(id).ok_or_else(|| RulesetError::UnknownOption(id.to_owned()))?;
        let value = def.parse(json).ok_or_else(|| RulesetError::BadValue {
            option: id.to_owned(),
            value: text_of(json),
            expected: def.expected(),
        })?;
        (def.set)(self, value);
        Ok(())
    }

    /// The rule set a spec describes: the preset with each override applied, checked.
    ///
    /// # Errors
    /// [`RulesetError`] naming the unknown preset, the unknown option, the bad value or the
    /// conflict.
    fn from_spec(spec: &RulesetSpec) -> Result<Self, RulesetError> {
        let preset = Self::preset_from_id(&spec.preset)
            .ok_or_else(|| RulesetError::UnknownPreset(spec.preset.clone()))?;
        let mut rules = Self::of_preset(preset);
        for (id, json) in &spec.options {
            rules.set_option(id, json)?;
        }
        rules.validate().map_err(RulesetError::Conflict)?;
        Ok(rules)
    }

    /// The spec of this rule set: its preset and only the options that differ from it.
    #[must_use]
    fn to_spec(&self) -> RulesetSpec {
        let base = Self::of_preset(self.preset());
        // Inserted one by one: collecting into the map would sort (more code in the download).
        let mut options = Map::new();
        for d in Self::OPTIONS
            .iter()
            .filter(|d| (d.get)(self) != (d.get)(&base))
        {
            options.insert(d.id.to_owned(), (d.get)(self).to_json());
        }
        RulesetSpec {
            preset: Self::preset_id(self.preset()).to_owned(),
            options,
        }
    }

    /// The values of option `id` that can be chosen with every other option as it is now.
    #[must_use]
    fn allowed_values(&self, id: &str) -> Vec<OptionValue> {
        let Some(def) = Self::option_def(id) else {
            return Vec::new();
        };
        def.values()
            .into_iter()
            .filter(|v| {
                let mut next = *self;
                (def.set)(&mut next, *v);
                next.validate().is_ok()
            })
            .collect()
    }
}

/// Declares an enum of option values with stable ids: `ALL` (default first), `id`, `parse`.
#[macro_export]
macro_rules! id_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $id:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every value, default first.
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];

            /// Every id, default first.
            pub const IDS: &'static [&'static str] = &[$($id,)+];

            /// The stable id of this value.
            #[must_use]
            pub const fn id(self) -> &'static str {
                match self {
                    $($name::$variant => $id,)+
                }
            }

            /// The value with id `text`, if any.
            #[must_use]
            pub fn parse(text: &str) -> Option<$name> {
                match text {
                    $($id => Some($name::$variant),)+
                    _ => None,
                }
            }
        }
    };
}

/// An [`OptionDef`] for an option whose values are an [`id_enum!`] enum stored in a field.
#[macro_export]
macro_rules! choice_option {
    ($rules:ty, $id:literal, $ty:ident, $($field:ident).+) => {
        $crate::option::OptionDef::<$rules> {
            id: $id,
            kind: $crate::option::OptionKind::Choice($ty::IDS),
            aliases: &[],
            in_editor: true,
            get: |r| $crate::option::OptionValue::Choice(r.$($field).+.id()),
            set: |r, v| {
                if let Some(x) = v.choice().and_then($ty::parse) {
                    r.$($field).+ = x;
                }
            },
        }
    };
}

/// An [`OptionDef`] for a flag stored in a `bool` field.
#[macro_export]
macro_rules! flag_option {
    ($rules:ty, $id:literal, $($field:ident).+) => {
        $crate::option::OptionDef::<$rules> {
            id: $id,
            kind: $crate::option::OptionKind::Flag,
            aliases: &[],
            in_editor: true,
            get: |r| $crate::option::OptionValue::Flag(r.$($field).+),
            set: |r, v| {
                if let Some(b) = v.flag() {
                    r.$($field).+ = b;
                }
            },
        }
    };
}
