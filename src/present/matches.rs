//! The start screen's list of saved matches: for each, what is played (the preset, marked when
//! its rules were changed), who plays, and when it was last played, in the player's words.

use crate::i18n::{Lang, Msg, When};
use crate::session::matches::listed;
use crate::session::{MatchId, Table};

const MINUTE: f64 = 60_000.0;
const DAY: f64 = 86_400_000.0;

/// One saved match as the start screen lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRow {
    /// Which match (to open or remove it).
    pub id: MatchId,
    /// The game and its rules: "Schrööm (Wipperfürth)", with "changed" when options differ.
    pub title: String,
    /// The players, as a list ("Ann, Bert and Carl").
    pub players: String,
    /// When it was last played ("today at 14:05").
    pub when: String,
    /// The match is over (listed after the ones in progress).
    pub finished: bool,
}

/// The rows for the matches on the table and on the shelf, unfinished first, each group the most
/// recent first. `now` is the time in milliseconds since 1970; `utc_offset_minutes` is how far
/// the device's clock is ahead of UTC (Berlin in winter: 60).
#[must_use]
pub fn match_rows(
    table: Option<&Table>,
    shelf: &[Table],
    now: f64,
    utc_offset_minutes: i32,
    lang: Lang,
) -> Vec<MatchRow> {
    let t = lang.texts();
    listed(table, shelf)
        .into_iter()
        .map(|table| {
            let name = lang.t().preset_name(table.live().preset());
            let title = if table.setup().options.is_empty() {
                name.to_owned()
            } else {
                format!("{name} · {}", t.rules_changed)
            };
            let names: Vec<&str> = table.live().names().iter().map(String::as_str).collect();
            let when = when(table.last_played(), now, utc_offset_minutes);
            MatchRow {
                id: table.id(),
                title,
                players: lang.t().list(&names),
                when: lang.say(&Msg::LastPlayed(when)),
                finished: table.is_over(),
            }
        })
        .collect()
}

/// `then` as the list names it, seen at `now` (both in milliseconds since 1970) by a clock
/// `utc_offset_minutes` ahead of UTC.
#[must_use]
pub fn when(then: f64, now: f64, utc_offset_minutes: i32) -> When {
    if then <= 0.0 {
        return When::Unknown;
    }
    let ago = (now - then).max(0.0);
    if ago < MINUTE {
        return When::JustNow;
    }
    if ago < 60.0 * MINUTE {
        return When::MinutesAgo((ago / MINUTE) as u32);
    }
    let offset = f64::from(utc_offset_minutes) * MINUTE;
    let (local_then, local_now) = (then + offset, now + offset);
    let day = |ms: f64| (ms / DAY).floor() as i64;
    let minutes = ((local_then - day(local_then) as f64 * DAY) / MINUTE) as u32;
    let (h, m) = ((minutes / 60) as u8, (minutes % 60) as u8);
    match day(local_now) - day(local_then) {
        0 => When::Today(h, m),
        1 => When::Yesterday(h, m),
        _ => {
            let (day, month) = day_and_month(day(local_then));
            When::OnDay(day, month)
        }
    }
}

/// The day of the month and the month of `days` since 1970-01-01 (the proleptic Gregorian
/// calendar, after Howard Hinnant's `civil_from_days`).
fn day_and_month(days: i64) -> (u8, u8) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (day as u8, month as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::session::{AnyMatch, MatchSetup};

    /// 2026-11-26 14:05 UTC.
    const NOW: f64 = 1_795_701_900_000.0;

    #[test]
    fn a_time_is_named_as_people_say_it() {
        assert_eq!(when(0.0, NOW, 60), When::Unknown);
        assert_eq!(when(NOW - 20_000.0, NOW, 60), When::JustNow);
        assert_eq!(when(NOW - 5.0 * MINUTE, NOW, 60), When::MinutesAgo(5));
        // 12:05 UTC is 13:05 in Berlin, the same day.
        assert_eq!(when(NOW - 120.0 * MINUTE, NOW, 60), When::Today(13, 5));
        assert_eq!(when(NOW - DAY, NOW, 60), When::Yesterday(15, 5));
        assert_eq!(when(NOW - 3.0 * DAY, NOW, 60), When::OnDay(23, 11));
        // Just after midnight in Berlin, 23:30 the evening before was yesterday.
        let after_midnight = 1_795_734_600_000.0; // 2026-11-26 23:10 UTC = 00:10 on the 27th
        assert_eq!(
            when(after_midnight - 100.0 * MINUTE, after_midnight, 60),
            When::Yesterday(22, 30)
        );
        assert_eq!(day_and_month(0), (1, 1));
        assert_eq!(day_and_month(20_418), (26, 11)); // 2025-11-26
    }

    fn table(game: GameKind, seed: u64, played: f64) -> Table {
        let setup = MatchSetup::default_for(game, "Ann");
        let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), seed).unwrap();
        let mut table = Table::new(setup, live);
        table.played_at(played);
        table
    }

    #[test]
    fn the_list_names_game_players_and_time_the_latest_first() {
        let older = table(GameKind::Schieberamsch, 1, NOW - 3.0 * DAY);
        let mut newer = table(GameKind::Siebenschraem, 2, NOW - 5.0 * MINUTE);
        newer
            .setup_mut()
            .options
            .insert("max_blind_value".into(), 3.into());
        let rows = match_rows(Some(&older), &[newer], NOW, 60, Lang::De);
        assert_eq!(rows.len(), 2);
        assert!(rows[0].title.starts_with("Siebenschräm"), "{:?}", rows[0]);
        assert!(rows[0].title.ends_with("geändert"), "{:?}", rows[0]);
        assert_eq!(rows[0].when, "vor 5 Minuten");
        assert!(rows[0].players.starts_with("Ann, "), "{:?}", rows[0]);
        assert!(rows[0].players.contains(" und "), "{:?}", rows[0]);
        assert_eq!(rows[1].title, "Schieberamsch");
        assert_eq!(rows[1].when, "am 23.11.");
        assert!(!rows[0].finished && !rows[1].finished);
    }
}
