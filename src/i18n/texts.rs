//! [`Texts`]: the fixed labels of the first load's screens (Home, New game, the table); those only
//! the screens of parts read are `ScreenTexts`, `PhoneTexts` and `SiteTexts`, in `menu-words-<lang>`.
//! Each language fills all of it; a missing label is a compile error.

/// The fixed labels of one language.
#[allow(missing_docs, reason = "each field is the label its name says")]
pub struct Texts {
    // The app.
    pub app_name: &'static str,
    pub tagline: &'static str,
    pub default_player: &'static str,
    pub ok: &'static str,
    pub close: &'static str,
    pub back: &'static str,
    pub menu: &'static str,
    pub on: &'static str,
    pub off: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    pub update_ready: &'static str,
    pub reload: &'static str,
    pub loading: &'static str,
    // A part of the app loaded on first use (ui::part).
    pub part_coming: &'static str,
    pub part_failed: &'static str,
    pub part_retry: &'static str,
    // Home.
    pub continue_match: &'static str,
    pub matches_in_progress: &'static str,
    pub match_finished: &'static str,
    pub match_finished_open: &'static str,
    pub replace_slate_title: &'static str,
    pub replace_slate_warning: &'static str,
    pub replace: &'static str,
    pub remove_match: &'static str,
    pub remove_match_title: &'static str,
    pub remove_match_warning: &'static str,
    pub keep: &'static str,
    pub rules_changed: &'static str,
    pub settings_damaged: &'static str,
    pub stats_damaged: &'static str,
    /// The saved matches, statistics or rule sets could not be loaded (offline): kept, read later.
    pub saves_held: &'static str,
    /// A rule set the player saved was refused while the saved ones are not loaded.
    pub ruleset_not_saved: &'static str,
    pub new_game: &'static str,
    pub rules: &'static str,
    pub statistics: &'static str,
    pub settings: &'static str,
    pub data: &'static str,
    /// The table's menu item and the host's panel of a table of phones ("Phones at the table").
    pub phones: &'static str,
    // New game.
    pub game: &'static str,
    pub preset: &'static str,
    pub seats: &'static str,
    pub human: &'static str,
    pub bot_easy: &'static str,
    pub bot_medium: &'static str,
    pub bot_hard: &'static str,
    pub name: &'static str,
    pub who_plays: &'static str,
    pub match_format: &'static str,
    pub deals: &'static str,
    pub add_seat: &'static str,
    pub remove_seat: &'static str,
    pub start: &'static str,
    pub customize_rules: &'static str,
    pub my_rulesets: &'static str,
    pub ruleset_name: &'static str,
    pub save_ruleset: &'static str,
    pub share_rules: &'static str,
    pub changed_options: &'static str,
    /// An option changed from the preset, and values held back: Customize rules and New game's
    /// Format (`option_select`, in the first load).
    pub changed: &'static str,
    pub values_held_back: &'static str,
    pub low_confidence: &'static str,
    /// The seat kind "own phone" on New game.
    pub own_phone: &'static str,
    // The table: actions.
    pub knock: &'static str,
    pub knock_blind: &'static str,
    pub hold: &'static str,
    pub fold: &'static str,
    pub play_for_two: &'static str,
    pub lay_down: &'static str,
    pub look_at_cards: &'static str,
    pub exchange: &'static str,
    pub call_laundry: &'static str,
    pub challenge: &'static str,
    pub turn_three: &'static str,
    pub turn_last: &'static str,
    pub turn_cards: &'static str,
    pub let_stand: &'static str,
    pub stop_here: &'static str,
    pub ask_redeal: &'static str,
    pub agree: &'static str,
    pub decline: &'static str,
    pub push: &'static str,
    pub pick_up: &'static str,
    pub pick_up_one: &'static str,
    pub discard: &'static str,
    pub grand_hand: &'static str,
    pub pass: &'static str,
    pub kontra: &'static str,
    pub re: &'static str,
    // The table: things shown.
    pub your_hand: &'static str,
    pub trick: &'static str,
    pub last_trick: &'static str,
    pub value: &'static str,
    pub dealer: &'static str,
    pub last_knock: &'static str,
    pub out: &'static str,
    pub folded: &'static str,
    pub safe: &'static str,
    pub soloist: &'static str,
    pub to_act: &'static str,
    pub skat: &'static str,
    /// Before the cards a seat has played, with its colon (French: "cartes jouées :").
    pub cards_played: &'static str,
    pub table_label: &'static str,
    pub opponents: &'static str,
    pub log: &'static str,
    pub show_log: &'static str,
    pub hand_over_hint: &'static str,
    pub result: &'static str,
    pub next_hand: &'static str,
    /// "Next deal" (Schieberamsch), the button under a deal's result.
    pub next_deal: &'static str,
    pub share_hand: &'static str,
    pub copy_link: &'static str,
    pub game_over: &'static str,
    pub series_over: &'static str,
    pub end_series: &'static str,
    /// Menu: take back the last move against computers.
    pub undo: &'static str,
    /// Menu: what the strong computer player would do in my place.
    pub hint: &'static str,
    /// Menu: the review of the last hand ("could I have won?").
    pub review_hand: &'static str,
    /// Title of the review.
    pub review_title: &'static str,
    /// Review: heading of everyone's cards.
    pub review_cards: &'static str,
    /// Review: heading of the own decisions.
    pub review_decisions: &'static str,
    /// Review: the hand was too large for the exact solver.
    pub review_too_large: &'static str,
    /// Review: how the verdicts are reached.
    pub review_how: &'static str,
    /// Title of the review of a Schieberamsch deal.
    pub review_title_ramsch: &'static str,
    /// Review of a Schieberamsch deal: how the verdicts are reached.
    pub review_how_ramsch: &'static str,
    pub standings: &'static str,
    pub nobody: &'static str,
    // Score sheet.
    pub score_sheet: &'static str,
    pub hand_col: &'static str,
    pub marks: &'static str,
    pub points: &'static str,
    pub match_points: &'static str,
    pub match_points_help: &'static str,
    pub card_points: &'static str,
    pub multiplier: &'static str,
    pub total: &'static str,
    pub penalty_help: &'static str,
    pub winner: &'static str,
    pub loser: &'static str,
    pub tied: &'static str,
    pub draw: &'static str,
    pub jungfrau: &'static str,
    pub durchmarsch: &'static str,
    // Rules screen.
    pub option: &'static str,
    pub this_preset: &'static str,
    // Statistics.
    // Settings.
    // Links and replays.
    pub the_deal: &'static str,
    // Added for the phone table.
    pub home: &'static str,
    pub play_again: &'static str,
    pub share: &'static str,
    pub link: &'static str,
    pub no_hands_yet: &'static str,
    pub rules_of_game: &'static str,
    pub more: &'static str,
    pub pushed: &'static str,
    // Data.
    // The slate for real cards.
    pub real_cards: &'static str,
    pub real_cards_help: &'static str,
    pub start_slate: &'static str,
    pub continue_slate: &'static str,
    // Tournaments with real cards.
    pub tournament: &'static str,
    pub join_table: &'static str,
    pub continue_tournament: &'static str,
    pub copy_text: &'static str,
    pub text_copied: &'static str,
}
