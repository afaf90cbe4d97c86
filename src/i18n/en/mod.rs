//! English.

mod data;
mod errors;
pub(super) mod grammar;
pub(crate) mod lobby;
pub(super) mod menu;
mod phones;
mod real_cards;
pub(super) mod say;
mod screens;
mod site;

use super::game_words::{self, Speaks, Worded};
use super::{join, Catalog, Msg, Texts};
use crate::engine::cards::{Card, Rank};

/// The English catalog.
pub struct En;

impl Speaks for En {
    type Words<G: Worded> = G::En;
}

impl Catalog for En {
    fn texts(&self) -> &'static Texts {
        &TEXTS
    }
    fn say(&self, msg: &Msg) -> String {
        say::say(msg)
    }
    game_words::catalog_words!();
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

pub(super) static TEXTS: Texts = Texts {
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
    saves_held: "Your saved matches, statistics and saved rule sets could not be loaded without a connection. They stay saved as they were and are loaded at the next start with a connection.",
    ruleset_not_saved: "These rules were not saved: your saved rule sets could not be loaded yet, and saving now would replace them. Save them again after the next start with a connection.",
    new_game: "New game",
    rules: "Rules",
    statistics: "Statistics",
    settings: "Settings",
    data: "Export / import",
    phones: "Phones at the table",
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
    changed_options: "Changed from the preset",
    changed: "changed",
    values_held_back: "Other values need a different choice elsewhere first.",
    low_confidence: "Our only source for this variant is thin; its rules are implemented literally.",
    own_phone: "Own phone",
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
    cards_played: "cards played:",
    table_label: "Table",
    opponents: "Other players",
    log: "What happened",
    show_log: "Show what happened",
    hand_over_hint: "Every hand is hidden until the next player takes the device.",
    result: "Result",
    next_hand: "Next hand",
    next_deal: "Next deal",
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
    option: "Option",
    this_preset: "In these rules",
    the_deal: "The deal",
    home: "Home",
    play_again: "Play again",
    share: "Share…",
    link: "Link",
    no_hands_yet: "No hand has finished yet.",
    rules_of_game: "The rules of this game",
    more: "more",
    pushed: "pushed",
    real_cards: "With real cards",
    real_cards_help: "No cards on screen: after each hand, say how it ended; the app keeps the chalk by these rules.",
    start_slate: "Start the slate",
    continue_slate: "Continue the slate",
    tournament: "Tournament",
    join_table: "Join a table",
    continue_tournament: "Continue the tournament",
    copy_text: "Copy as text",
    text_copied: "Copied: paste it into your group chat.",
};
