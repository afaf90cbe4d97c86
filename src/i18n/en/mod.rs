//! English.

mod data;
mod errors;
pub(super) mod grammar;
pub(crate) mod lobby;
mod phones;
mod real_cards;
mod say;
mod site;

use super::game_words::{self, Speaks, Worded};
use super::{join, Catalog, Msg, Texts};
use crate::engine::cards::{Card, Rank};
use crate::engine::{GameKind, PresetId};

/// The English catalog.
pub struct En;

impl Speaks for En {
    type Words<G: Worded> = G::En;
}

impl Catalog for En {
    fn phones(&self) -> &'static crate::i18n::PhoneTexts {
        &phones::PHONES
    }
    fn site(&self) -> &'static crate::i18n::SiteTexts {
        &site::SITE
    }
    fn texts(&self) -> &'static Texts {
        &TEXTS
    }
    fn say(&self, msg: &Msg) -> String {
        say::say(msg)
    }
    fn game_summary(&self, game: GameKind) -> &'static str {
        game_words::summary::<Self>(game)
    }
    fn option_label(&self, game: GameKind, id: &str) -> Option<&'static str> {
        game_words::option_label::<Self>(game, id)
    }
    fn option_help(&self, game: GameKind, id: &str) -> Option<&'static str> {
        game_words::option_help::<Self>(game, id)
    }
    fn value_label(&self, game: GameKind, option: &str, value: &str) -> Option<&'static str> {
        game_words::value_label::<Self>(game, option, value, (TEXTS.yes, TEXTS.no))
    }
    fn preset_name(&self, preset: PresetId) -> &'static str {
        game_words::preset_name::<Self>(preset)
    }
    fn preset_summary(&self, preset: PresetId) -> &'static str {
        game_words::preset_summary::<Self>(preset)
    }
    fn card_name(&self, card: Card) -> String {
        card_name(card)
    }
    fn rank_letter(&self, rank: Rank) -> &'static str {
        match rank {
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }
    fn list(&self, items: &[&str]) -> String {
        join(items, "and")
    }
}

/// "Ten of Hearts".
pub(super) fn card_name(card: Card) -> String {
    let rank = [
        "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace",
    ][card.rank().index()];
    let suit = ["Clubs", "Spades", "Hearts", "Diamonds"][card.suit().index()];
    format!("{rank} of {suit}")
}

static TEXTS: Texts = Texts {
    app_name: "Schräm",
    tagline: "Siebenschräm and Schieberamsch — the Rhineland's pub card games.",
    default_player: "Player",
    ok: "OK",
    close: "Close",
    back: "Back",
    menu: "Menu",
    on: "On",
    off: "Off",
    yes: "Yes",
    no: "No",
    update_ready: "A new version is ready",
    reload: "Reload",
    loading: "Shuffling…",
    part_coming: "Loading…",
    part_failed: "This part of the game could not be loaded. Connect to the internet once; after that it works offline too.",
    part_retry: "Try again",
    continue_match: "Continue",
    matches_in_progress: "Your matches",
    match_finished: "finished",
    match_finished_open: "View",
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
    replace_slate_title: "Replace the slate in progress?",
    replace_slate_warning: "The hands entered on it will be lost.",
    replace: "Replace",
    remove_match: "Delete",
    remove_match_title: "Delete this match?",
    remove_match_warning: "It cannot be brought back.",
    keep: "Keep",
    rules_changed: "changed",
    settings_damaged: "The saved settings were damaged; the defaults apply again. They were kept: Export / import still has them.",
    stats_damaged: "The saved statistics were damaged and start afresh. They were kept: Export / import still has them.",
    new_game: "New game",
    rules: "Rules",
    statistics: "Statistics",
    settings: "Settings",
    data: "Export / import",
    game: "Game",
    preset: "Rules",
    seats: "Players",
    human: "Human",
    bot_easy: "Computer (easy)",
    bot_medium: "Computer (medium)",
    bot_hard: "Computer (hard)",
    name: "Name",
    who_plays: "Who plays",
    match_format: "Match",
    deals: "Deals",
    add_seat: "Add player",
    remove_seat: "Remove player",
    start: "Start",
    customize_rules: "Customize rules",
    my_rulesets: "My rule sets",
    ruleset_name: "Name of the rule set",
    save_ruleset: "Save as my rule set",
    share_rules: "Share these rules",
    play_with_rules: "Play with these rules",
    changed_options: "Changed from the preset",
    no_changes: "No changes: the preset as it is.",
    low_confidence: "Our only source for this variant is thin; its rules are implemented literally.",
    knock: "Knock",
    knock_blind: "Knock blind",
    hold: "Hold",
    fold: "Fold",
    play_for_two: "Play for 2",
    lay_down: "Lay down",
    look_at_cards: "Look at cards",
    exchange: "Exchange",
    call_laundry: "Call laundry",
    challenge: "Challenge",
    turn_three: "Turn 3 cards",
    turn_last: "Turn the last card",
    turn_cards: "Turn the cards",
    let_stand: "Let it stand",
    stop_here: "Stop",
    ask_redeal: "Pretty ones?",
    agree: "Agree",
    decline: "Decline",
    push: "Push",
    pick_up: "Pick up",
    pick_up_one: "Pick up one",
    discard: "Discard",
    grand_hand: "Grand Hand",
    pass: "Pass",
    kontra: "Kontra",
    re: "Re",
    your_hand: "Your hand",
    trick: "Trick",
    last_trick: "Last trick",
    value: "Value",
    dealer: "Dealer",
    last_knock: "knocked",
    out: "out",
    folded: "folded",
    safe: "safe",
    soloist: "soloist",
    to_act: "to play",
    skat: "Skat",
    cards_played: "cards played",
    table_label: "Table",
    opponents: "Other players",
    log: "What happened",
    show_log: "Show what happened",
    hand_over_hint: "Every hand is hidden until the next player takes the device.",
    result: "Result",
    next_hand: "Next hand",
    next_deal: "Next deal",
    tutorial_go_on: "Continue",
    share_hand: "Share this hand",
    copy_link: "Copy link",
    game_over: "Game over",
    series_over: "The series is over",
    end_series: "End the series",
    undo: "Take back my move",
    hint: "Hint",
    review_hand: "Review the last hand",
    review_title: "Could I have won?",
    review_cards: "Everyone's cards",
    review_decisions: "Your decisions",
    review_too_large: "This hand has too many cards and players to judge exactly.",
    review_how: "Judged with all cards open, everyone playing their best against you and nobody knocking again.",
    tutorial: "Learn to play Siebenschräm",
    tutorial_skip: "Skip",
    tutorial_done: "Done",
    tutorial_not_quite: "Not quite.",
    review_title_ramsch: "Could I have taken fewer points?",
    review_how_ramsch: "Judged with all cards open over the last five tricks, both others playing to give you as many penalty points as possible.",
    standings: "Standings",
    nobody: "nobody",
    score_sheet: "Score sheet",
    hand_col: "Hand",
    marks: "Marks",
    points: "Points",
    match_points: "Match points",
    match_points_help: "A game's winner scores their marks left + 7; where a game names a loser, everyone else scores 1.",
    card_points: "Card points",
    multiplier: "Multiplier",
    total: "Total",
    penalty_help: "Penalty points: the lowest total wins.",
    winner: "Winner",
    loser: "Loser",
    tied: "tied",
    draw: "Draw",
    jungfrau: "Jungfrau ×2",
    durchmarsch: "Durchmarsch",
    every_option: "Every option",
    option: "Option",
    this_preset: "In these rules",
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
    the_deal: "The deal",
    home: "Home",
    play_again: "Play again",
    share: "Share…",
    link: "Link",
    values_held_back: "Other values need a different choice elsewhere first.",
    changed: "changed",
    no_hands_yet: "No hand has finished yet.",
    variants: "Variants",
    rules_of_game: "The rules of this game",
    more: "more",
    pushed: "pushed",
    export_data: "Export my data",
    import_data: "Import data",
    data_explained: "Everything the game keeps in this browser: settings, statistics, the match in progress, your rule sets and backups of damaged saves.",
    data_exported: "Exported: the file schraem-data.json is in your downloads.",
    slate: "Slate",
    real_cards: "With real cards",
    real_cards_help: "No cards on screen: after each hand, say how it ended; the app keeps the chalk by these rules.",
    start_slate: "Start the slate",
    continue_slate: "Continue the slate",
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
    tournament: "Tournament",
    join_table: "Join a table",
    continue_tournament: "Continue the tournament",
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
    copy_text: "Copy as text",
    text_copied: "Copied: paste it into your group chat.",
};
