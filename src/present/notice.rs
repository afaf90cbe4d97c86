//! A message for the player in his words: the headline and, for an import, one line per note.

use crate::i18n::{Lang, Msg, Saved};
use crate::session::Notice;

/// `notice` in `lang`: the sentence, then any detail lines.
#[must_use]
pub fn notice_lines(notice: &Notice, lang: Lang) -> Vec<String> {
    let msg = match notice {
        Notice::Refused(r) => Msg::Refused(r),
        Notice::Rules(e) => Msg::Ruleset(e),
        Notice::StartFailed(e) => Msg::Setup(e),
        Notice::SaveDamaged(e) => {
            return vec![
                lang.say(&Msg::Save(e)),
                lang.say(&Msg::KeptAsBackup(Saved::Match)),
            ];
        }
        Notice::Link(e) => Msg::Link(e),
        Notice::SlateEntry(e) => Msg::SlateEntry {
            error: *e,
            names: &[],
        },
        Notice::Tournament(e) => Msg::Tournament(e),
        Notice::TournamentDamaged(e) => {
            return vec![
                lang.say(&Msg::TournamentDamaged(*e)),
                lang.say(&Msg::KeptAsBackup(Saved::Tournament)),
            ];
        }
        Notice::SlateDamaged(e) => {
            return vec![
                lang.say(&Msg::SlateDamaged(e)),
                lang.say(&Msg::KeptAsBackup(Saved::Slate)),
            ];
        }
        Notice::SettingsDamaged => return vec![lang.texts().settings_damaged.to_owned()],
        Notice::StatsDamaged => return vec![lang.texts().stats_damaged.to_owned()],
        Notice::SavesHeld => return vec![lang.texts().saves_held.to_owned()],
        Notice::RulesetNotSaved => return vec![lang.texts().ruleset_not_saved.to_owned()],
        Notice::StorageFull => Msg::StorageFull,
        Notice::SecondTab => Msg::SecondTab,
        Notice::RulesetSaved(name) => Msg::RulesetSaved { name },
        Notice::RulesetsDropped(names) => Msg::RulesetsDropped {
            names: names.iter().map(String::as_str).collect(),
        },
        Notice::RulesetsUnreadable(e) => Msg::RulesetsUnreadable(e.clone()),
        Notice::Imported(warnings) => {
            let mut lines = vec![lang.say(&Msg::Imported {
                warnings: warnings.len(),
            })];
            lines.extend(warnings.iter().map(|w| lang.say(&Msg::ImportWarning(w))));
            return lines;
        }
        Notice::ImportFailed(e) => Msg::ImportFailed(e),
        Notice::LinkCopied => Msg::LinkCopied,
    };
    vec![lang.say(&msg)]
}

/// Whether `notice` says a sentence of the screens of parts (a link's failure, an import's
/// outcome, a slate's or tournament's refusal): in the page's build its words are a part per
/// language, which the app asks for when such a notice shows (`ui::part::use_words_for_notice`).
#[must_use]
pub fn says_screen_words(notice: &Notice) -> bool {
    matches!(
        notice,
        Notice::Link(_)
            | Notice::SlateEntry(_)
            | Notice::Tournament(_)
            | Notice::Imported(_)
            | Notice::ImportFailed(_)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::LinkError;

    #[test]
    fn notices_are_sentences_in_the_players_language() {
        let n = Notice::Link(LinkError::NotSchraem);
        let de = notice_lines(&n, Lang::De);
        let en = notice_lines(&n, Lang::En);
        assert_ne!(de, en);
        assert!(!de[0].is_empty());
        assert_eq!(
            notice_lines(&Notice::Imported(Vec::new()), Lang::Fr).len(),
            1
        );
    }
}
