//! French punctuation as French readers expect it: a no-break space before the two-part signs
//! `;` `:` `!` `?` and `»` and after `«` (a narrow one before `;` `!` `?`), so a phone's narrow
//! line never breaks between a word and its sign and never starts with one; none before `…`.
//! Checked on every game sentence's samples and every option's words as the player reads them,
//! and on every text literal of the French catalogs (the screens' words are many and reached
//! only through the screens: the browser tests check those screens too, `expectTranslated`).

use super::*;
use crate::engine::PresetId;

/// Address schemes a text may name with their colon ("stun:, turn:").
const SCHEMES: [&str; 6] = ["stun", "stuns", "turn", "turns", "ws", "wss"];

/// The letters and digits just before `chars[end]`.
fn word_ending_at(chars: &[char], end: usize) -> String {
    let start = chars[..end]
        .iter()
        .rposition(|c| !c.is_alphanumeric())
        .map_or(0, |p| p + 1);
    chars[start..end].iter().collect()
}

/// What is wrong with `text`'s French punctuation, one line per fault.
fn faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let word_before = before.is_some_and(|b| b.is_alphanumeric() || ")»’'\"".contains(b));
        let fault = match c {
            ';' | '!' | '?' if before == Some(' ') => Some("an ordinary space before"),
            ';' | '!' | '?' if word_before && after.is_none_or(char::is_whitespace) => {
                Some("no space before")
            }
            ':' | '»' if before == Some(' ') => Some("an ordinary space before"),
            // "https://", "12:30", "ws://machine:port", a JSON example's `"urls":` and the ICE
            // servers' schemes ("stun:, turn:") keep their colon.
            ':' if before.is_some_and(char::is_alphanumeric)
                && after.is_none_or(|a| a.is_whitespace() || a == ',')
                && !SCHEMES.contains(&word_ending_at(&chars, i).as_str()) =>
            {
                Some("no space before")
            }
            '«' if after == Some(' ') => Some("an ordinary space after"),
            '…' if before.is_some_and(char::is_whitespace) => Some("a space before"),
            _ => None,
        };
        if let Some(fault) = fault {
            let from = i.saturating_sub(24);
            let around: String = chars[from..(i + 8).min(chars.len())].iter().collect();
            found.push(format!("{fault} `{c}`: …{around}…"));
        }
    }
    found
}

#[test]
fn the_check_finds_what_it_should() {
    assert_eq!(
        faults("Quitter la table\u{a0}? Oui\u{202f}; «\u{a0}non\u{a0}»\u{a0}: bien…"),
        Vec::<String>::new()
    );
    assert_eq!(
        faults("https://exemple.fr, ws://machine:4000 à 12:30, stun:, turn: ou {\"urls\": 1}")
            .len(),
        0
    );
    assert_eq!(faults("Donne 3: Anna").len(), 1);
    assert_eq!(faults("Quitter ? Oui; « non » : fin …").len(), 6);
}

#[test]
fn a_label_and_its_value_keep_the_colon_with_the_label() {
    assert_eq!(
        faults(&Lang::Fr.labelled("Anna", "Pénalité")),
        Vec::<String>::new()
    );
    assert_eq!(Lang::De.labelled("Anna", "Strafe"), "Anna: Strafe");
}

#[test]
fn every_french_game_sentence_keeps_its_signs_with_its_words() {
    let french = super::sentence_tests::worded();
    let faults: Vec<String> = french
        .lines()
        .filter_map(|line| line.strip_prefix("Fr\t"))
        .flat_map(faults)
        .collect();
    assert_eq!(faults, Vec::<String>::new());
}

#[test]
fn every_french_option_and_preset_keeps_its_signs_with_its_words() {
    let (t, words) = (Lang::Fr.t(), Lang::Fr.menu_words().unwrap());
    let mut texts: Vec<String> = Vec::new();
    for kind in crate::engine::GameKind::ALL {
        texts.push(t.length_help(kind).to_owned());
    }
    for preset in PresetId::all() {
        texts.push(t.preset_name(preset).to_owned());
        texts.push(t.preset_summary(preset).to_owned());
    }
    for (game, id, values) in super::tests::every_option() {
        texts.extend(t.option_label(game, id).map(str::to_owned));
        texts.extend(words.option_help(game, id).map(str::to_owned));
        for v in values {
            texts.extend(t.value_label(game, id, &v).map(str::to_owned));
        }
    }
    let faults: Vec<String> = texts.iter().flat_map(|s| faults(s)).collect();
    assert_eq!(faults, Vec::<String>::new());
}

/// Every string literal of the French catalogs' sources (the screens' labels, help, errors,
/// notices, the phones' and the site's words, the sentences' pieces).
#[test]
fn every_text_of_the_french_catalogs_keeps_its_signs_with_its_words() {
    let mut found = Vec::new();
    for path in french_sources() {
        let source = std::fs::read_to_string(&path).unwrap();
        for literal in string_literals(&source) {
            for fault in faults(&literal) {
                found.push(format!("{}: {fault}", path.display()));
            }
        }
    }
    assert_eq!(found, Vec::<String>::new());
}

/// The French catalogs: `fr/`, and each game's `fr.rs` and `say_fr.rs`.
fn french_sources() -> Vec<std::path::PathBuf> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n");
    let mut paths: Vec<_> = std::fs::read_dir(root.join("fr"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    for game in ["schraem", "ramsch"] {
        paths.push(root.join(game).join("fr.rs"));
        paths.push(root.join(game).join("say_fr.rs"));
    }
    paths.sort();
    assert!(paths.len() > 8, "{paths:?}");
    paths
}

/// The contents of `source`'s string literals ("…" with escapes as written, skipping comments
/// and character literals).
fn string_literals(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in source.lines() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let mut chars = line.chars().peekable();
        let mut current: Option<String> = None;
        while let Some(c) = chars.next() {
            match (&mut current, c) {
                (None, '/') if chars.peek() == Some(&'/') => break,
                (None, '"') => current = Some(String::new()),
                (None, '\'') => {
                    // A char literal ('x', '\n') or a lifetime ('a): skip the char literal.
                    let rest: String = chars.clone().take(3).collect();
                    if rest.chars().nth(1) == Some('\'') {
                        chars.next();
                        chars.next();
                    }
                }
                (Some(s), '\\') => {
                    s.push('\\');
                    if let Some(n) = chars.next() {
                        s.push(n);
                    }
                }
                (Some(s), '"') => {
                    out.push(std::mem::take(s));
                    current = None;
                }
                (Some(s), c) => s.push(c),
                (None, _) => {}
            }
        }
        if let Some(s) = current {
            // A literal that goes on to the next line: checked by its lines.
            out.push(s);
        }
    }
    out
}
