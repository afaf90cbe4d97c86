//! The English labels only the screens of parts read ([`ScreenTexts`]).

use crate::i18n::ScreenTexts;

pub(super) static SCREEN_TEXTS: ScreenTexts = ScreenTexts {
    import_title: "Import this file?",
    cancel: "Cancel",
    import_replaces: "It replaces:",
    import_kept: "A copy of everything it replaces is kept: Export / import still has it.",
    import_adds: "Matches in the file are added beside yours.",
    import_confirm: "Import",
    part_settings: "your settings",
    part_stats: "your statistics",
    part_rulesets: "your saved rule sets",
    part_slate: "your slate",
    part_tournament: "your tournament",
    part_match: "a match as saved at another point of its play",
    play_with_rules: "Play with these rules",
    no_changes: "No changes: the preset as it is.",
    tutorial_go_on: "Continue",
    tutorial: "Learn to play Siebenschräm",
    tutorial_skip: "Skip",
    tutorial_done: "Done",
    tutorial_not_quite: "Not quite.",
    every_option: "Every option",
    games_played: "Games played",
    games_won: "Games won",
    knocks_made: "Knocks made",
    knocks_held: "Knocks held",
    knocks_folded: "Folds",
    highest_stake: "Highest stake",
    penalty_per_deal: "Penalty points per deal",
    hints_used: "Hints asked for",
    undos_used: "Moves taken back",
    earlier_games: "Earlier games (all rules)",
    all_rules: "All rules",
    reset: "Reset",
    no_games_yet: "No games yet.",
    language: "Language",
    four_colour: "Four-colour deck",
    speed: "Computer speed",
    slow: "Slow",
    normal: "Normal",
    fast: "Fast",
    instant: "Instant",
    sound: "Sound",
    haptics: "Vibrate on a knock",
    after_result: "After each result",
    pace_on_tap: "Wait until I go on",
    pace_auto: "Go on automatically",
    shared_rules: "Shared rules",
    shared_hand: "Shared hand",
    first_step: "To the deal",
    previous_step: "Previous step",
    next_step: "Next step",
    last_step: "To the end",
    variants: "Variants",
    export_data: "Export my data",
    import_data: "Import data",
    data_explained: "Everything the game keeps in this browser: settings, statistics, the match in progress, your rule sets and backups of damaged saves.",
    data_exported: "Exported: the file schraem-data.json is in your downloads.",
    slate: "Slate",
    slate_value: "The hand ended at",
    slate_players: "How each player ended the hand",
    slate_stayed: "played on",
    slate_out_challenge: "out after a lost challenge",
    slate_penalty: "Penalty marks for challenges",
    slate_knocked: "knocked",
    slate_last_trick: "Who took the last trick?",
    slate_enter: "Enter the hand",
    slate_undo: "Undo the last entry",
    slate_new: "New slate",
    slate_escape: "An escape hand: no knocking; whoever takes the last trick is safe.",
    tournament_help: "Several tables playing with real cards: list the players; the app draws the tables and seats for every round, takes each table's results and keeps the standings.",
    tournament_format: "Format",
    championship: "Rhineland Championship",
    championship_help: "5 series of 5 games, four at a table; match points.",
    three_tables_format: "Three tables",
    three_tables_help: "3 rounds of 10 hands on 5 marks, three or four at a table; marks left.",
    tournament_players: "Players, one name per line",
    start_tournament: "Draw the first round",
    tournament_enter: "Enter the results",
    tournament_draw_next: "Draw the next round",
    tournament_undo: "Take back the last step",
    tournament_new: "New tournament",
    tournament_end_question: "End the tournament in progress? Its tables and results will be lost.",
    tournament_end: "End the tournament",
    tournament_keep: "Keep the tournament",
    tournament_entered: "entered",
};

/// A shared hand's replay: where it stands.
pub(super) fn replay_step(i: usize, n: usize) -> String {
    format!("Step {i} of {n}")
}

/// A tournament's score that is not a whole number from 0 to `max`.
pub(super) fn score_out_of_range(max: u32) -> String {
    format!("Whole numbers from 0 to {max} only.")
}

/// A review's trick `n` (0-based), taken by `who`.
pub(super) fn review_trick(n: usize, who: Option<&str>) -> String {
    match who {
        Some(who) => format!("Trick {}: {who} took it", n + 1),
        None => format!("Trick {}", n + 1),
    }
}
