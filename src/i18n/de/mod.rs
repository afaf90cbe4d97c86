//! Deutsch.

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

/// The German catalog.
pub struct De;

impl Speaks for De {
    type Words<G: Worded> = G::De;
}

impl Catalog for De {
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
            Rank::Jack => "B",
            Rank::Queen => "D",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }
    fn list(&self, items: &[&str]) -> String {
        join(items, "und")
    }
}

/// "Herz Zehn".
pub(super) fn card_name(card: Card) -> String {
    let suit = ["Kreuz", "Pik", "Herz", "Karo"][card.suit().index()];
    let rank = [
        "Sieben", "Acht", "Neun", "Zehn", "Bube", "Dame", "König", "Ass",
    ][card.rank().index()];
    format!("{suit} {rank}")
}

static TEXTS: Texts = Texts {
    app_name: "Schräm",
    tagline: "Siebenschräm und Schieberamsch – die Kneipenkartenspiele des Rheinlands.",
    default_player: "Spieler",
    ok: "OK",
    close: "Schließen",
    back: "Zurück",
    menu: "Menü",
    on: "An",
    off: "Aus",
    yes: "Ja",
    no: "Nein",
    update_ready: "Eine neue Version ist bereit",
    reload: "Neu laden",
    loading: "Wird gemischt …",
    part_coming: "Wird geladen …",
    part_failed: "Dieser Teil des Spiels ließ sich nicht laden. Einmal mit dem Internet verbinden, dann geht er auch offline.",
    part_retry: "Erneut versuchen",
    continue_match: "Weiterspielen",
    matches_in_progress: "Deine Partien",
    match_finished: "beendet",
    match_finished_open: "Ansehen",
    import_title: "Diese Datei importieren?",
    cancel: "Abbrechen",
    import_replaces: "Sie ersetzt:",
    import_kept: "Eine Kopie von allem, was sie ersetzt, wird aufbewahrt: Export / Import hat sie noch.",
    import_adds: "Partien aus der Datei kommen zu deinen hinzu.",
    import_confirm: "Importieren",
    part_settings: "deine Einstellungen",
    part_stats: "deine Statistik",
    part_rulesets: "deine gespeicherten Regeln",
    part_slate: "deine Tafel",
    part_tournament: "dein Turnier",
    part_match: "eine Partie in einem anderen Stand",
    replace_slate_title: "Die laufende Tafel ersetzen?",
    replace_slate_warning: "Die darauf eingetragenen Spiele gehen verloren.",
    replace: "Ersetzen",
    remove_match: "Löschen",
    remove_match_title: "Diese Partie löschen?",
    remove_match_warning: "Sie lässt sich nicht wiederherstellen.",
    keep: "Behalten",
    rules_changed: "geändert",
    settings_damaged: "Die gespeicherten Einstellungen waren beschädigt; es gelten wieder die Standardeinstellungen. Sie wurden aufbewahrt: Export / Import hat sie noch.",
    stats_damaged: "Die gespeicherte Statistik war beschädigt und beginnt von vorn. Sie wurde aufbewahrt: Export / Import hat sie noch.",
    new_game: "Neue Partie",
    rules: "Regeln",
    statistics: "Statistik",
    settings: "Einstellungen",
    data: "Export / Import",
    game: "Spiel",
    preset: "Regeln",
    seats: "Mitspieler",
    human: "Mensch",
    bot_easy: "Computer (leicht)",
    bot_medium: "Computer (mittel)",
    bot_hard: "Computer (schwer)",
    name: "Name",
    who_plays: "Wer spielt",
    match_format: "Partie",
    deals: "Spiele",
    add_seat: "Mitspieler dazu",
    remove_seat: "Mitspieler entfernen",
    start: "Los geht's",
    customize_rules: "Regeln anpassen",
    my_rulesets: "Meine Regeln",
    ruleset_name: "Name der Regeln",
    save_ruleset: "Als meine Regeln speichern",
    share_rules: "Diese Regeln teilen",
    play_with_rules: "Mit diesen Regeln spielen",
    changed_options: "Abweichend von der Vorlage",
    no_changes: "Keine Abweichung: die Vorlage, wie sie ist.",
    low_confidence: "Für diese Variante haben wir nur eine dünne Quelle; die Regeln sind wörtlich umgesetzt.",
    knock: "Klopfen",
    knock_blind: "Blind klopfen",
    hold: "Halten",
    fold: "Passen",
    play_for_two: "Für 2 spielen",
    lay_down: "Hinlegen",
    look_at_cards: "Karten ansehen",
    exchange: "Tauschen",
    call_laundry: "Wäsche ansagen",
    challenge: "Aufdecken",
    turn_three: "3 Karten aufdecken",
    turn_last: "Letzte Karte aufdecken",
    turn_cards: "Karten aufdecken",
    let_stand: "Gelten lassen",
    stop_here: "Aufhören",
    ask_redeal: "Hübschen?",
    agree: "Einverstanden",
    decline: "Ablehnen",
    push: "Schieben",
    pick_up: "Aufnehmen",
    pick_up_one: "Eine aufnehmen",
    discard: "Drücken",
    grand_hand: "Grand Hand",
    pass: "Passe",
    kontra: "Kontra",
    re: "Re",
    your_hand: "Deine Karten",
    trick: "Stich",
    last_trick: "Letzter Stich",
    value: "Wert",
    dealer: "Geber",
    last_knock: "hat geklopft",
    out: "raus",
    folded: "gepasst",
    safe: "sicher",
    soloist: "Alleinspieler",
    to_act: "ist dran",
    skat: "Skat",
    cards_played: "gespielte Karten",
    table_label: "Tisch",
    opponents: "Mitspieler",
    log: "Was passiert ist",
    show_log: "Verlauf zeigen",
    hand_over_hint: "Alle Karten bleiben verdeckt, bis der nächste Spieler das Gerät hat.",
    result: "Ergebnis",
    next_hand: "Nächstes Spiel",
    next_deal: "Nächstes Spiel",
    tutorial_go_on: "Weiter",
    share_hand: "Dieses Spiel teilen",
    copy_link: "Link kopieren",
    game_over: "Partie vorbei",
    series_over: "Die Serie ist vorbei",
    end_series: "Serie beenden",
    undo: "Zug zurücknehmen",
    hint: "Tipp",
    review_hand: "Letztes Spiel auswerten",
    review_title: "Hätte ich gewinnen können?",
    review_cards: "Alle Karten",
    review_decisions: "Deine Entscheidungen",
    review_too_large: "Dieses Spiel hat zu viele Karten und Spieler, um es genau zu beurteilen.",
    review_how: "Beurteilt mit offenen Karten: alle spielen ihr Bestes gegen dich, und niemand klopft mehr.",
    tutorial: "Siebenschräm lernen",
    tutorial_skip: "Überspringen",
    tutorial_done: "Fertig",
    tutorial_not_quite: "Nicht ganz.",
    review_title_ramsch: "Hätte ich weniger Punkte nehmen können?",
    review_how_ramsch: "Beurteilt mit offenen Karten über die letzten fünf Stiche: beide anderen spielen darauf, dir möglichst viele Minuspunkte zu geben.",
    standings: "Stand",
    nobody: "niemand",
    score_sheet: "Spielzettel",
    hand_col: "Spiel",
    marks: "Schräm",
    points: "Punkte",
    match_points: "Wertungspunkte",
    match_points_help: "Der Sieger einer Partie bekommt seine übrigen Schräm + 7; wo eine Partie einen Verlierer hat, bekommen alle anderen je 1.",
    card_points: "Augen",
    multiplier: "Faktor",
    total: "Summe",
    penalty_help: "Minuspunkte: die kleinste Summe gewinnt.",
    winner: "Sieger",
    loser: "Verlierer",
    tied: "gleichauf",
    draw: "Unentschieden",
    jungfrau: "Jungfrau ×2",
    durchmarsch: "Durchmarsch",
    every_option: "Alle Regeloptionen",
    option: "Option",
    this_preset: "Bei diesen Regeln",
    games_played: "Partien gespielt",
    games_won: "Partien gewonnen",
    knocks_made: "Geklopft",
    knocks_held: "Gehalten",
    knocks_folded: "Gepasst",
    highest_stake: "Höchster Wert",
    penalty_per_deal: "Minuspunkte je Spiel",
    hints_used: "Tipps geholt",
    undos_used: "Züge zurückgenommen",
    earlier_games: "Frühere Partien (alle Regeln)",
    all_rules: "Alle Regeln",
    reset: "Zurücksetzen",
    no_games_yet: "Noch keine Partien.",
    language: "Sprache",
    four_colour: "Vierfarbiges Blatt",
    speed: "Tempo der Computer",
    slow: "Langsam",
    normal: "Normal",
    fast: "Schnell",
    instant: "Sofort",
    sound: "Ton",
    haptics: "Vibrieren beim Klopfen",
    after_result: "Nach jedem Ergebnis",
    pace_on_tap: "Warten, bis ich weitermache",
    pace_auto: "Automatisch weiter",
    shared_rules: "Geteilte Regeln",
    shared_hand: "Geteiltes Spiel",
    first_step: "Zum Geben",
    previous_step: "Einen Schritt zurück",
    next_step: "Einen Schritt weiter",
    last_step: "Zum Ende",
    the_deal: "Das Geben",
    home: "Start",
    play_again: "Noch einmal",
    share: "Teilen…",
    link: "Link",
    values_held_back: "Weitere Werte gehen erst mit einer anderen Einstellung.",
    changed: "geändert",
    no_hands_yet: "Noch kein Spiel beendet.",
    variants: "Spielarten",
    rules_of_game: "Die Regeln dieser Partie",
    more: "mehr",
    pushed: "geschoben",
    export_data: "Meine Daten exportieren",
    import_data: "Daten importieren",
    data_explained: "Alles, was das Spiel in diesem Browser speichert: Einstellungen, Statistik, die laufende Partie, deine Regeln und Sicherungen beschädigter Spielstände.",
    data_exported: "Exportiert: Die Datei schraem-data.json liegt bei deinen Downloads.",
    slate: "Tafel",
    real_cards: "Mit echten Karten",
    real_cards_help: "Keine Karten auf dem Bildschirm: Nach jedem Spiel tragt ihr ein, wie es ausging; die App führt die Tafel nach diesen Regeln.",
    start_slate: "Tafel anlegen",
    continue_slate: "Tafel fortsetzen",
    slate_value: "Das Spiel endete bei",
    slate_players: "Wie jeder das Spiel beendet hat",
    slate_stayed: "spielte mit",
    slate_out_challenge: "raus nach verlorener Anfechtung",
    slate_penalty: "Schräm für verlorene Anfechtungen",
    slate_knocked: "hat geklopft",
    slate_last_trick: "Wer hat den letzten Stich gemacht?",
    slate_enter: "Spiel eintragen",
    slate_undo: "Letzten Eintrag zurücknehmen",
    slate_new: "Neue Tafel",
    slate_escape: "Ein Spiel ohne Klopfen: Wer den letzten Stich macht, ist sicher.",
    tournament: "Turnier",
    join_table: "Am Tisch mitspielen",
    continue_tournament: "Turnier fortsetzen",
    tournament_help: "Mehrere Tische spielen mit echten Karten: Tragt die Spieler ein; die App lost für jede Runde Tische und Plätze aus, nimmt die Ergebnisse jedes Tisches auf und führt die Wertung.",
    tournament_format: "Modus",
    championship: "Rheinland-Meisterschaft",
    championship_help: "5 Serien zu 5 Partien, vier an jedem Tisch; Wertungspunkte.",
    three_tables_format: "Drei Tische",
    three_tables_help: "3 Runden zu 10 Spielen mit 5 Schräm, drei oder vier an einem Tisch; verbliebene Schräm.",
    tournament_players: "Spieler, ein Name pro Zeile",
    start_tournament: "Erste Runde auslosen",
    tournament_enter: "Ergebnis eintragen",
    tournament_draw_next: "Nächste Runde auslosen",
    tournament_undo: "Letzten Schritt zurücknehmen",
    tournament_new: "Neues Turnier",
    tournament_end_question: "Das laufende Turnier beenden? Seine Tische und Ergebnisse gehen verloren.",
    tournament_end: "Turnier beenden",
    tournament_keep: "Turnier behalten",
    tournament_entered: "eingetragen",
    copy_text: "Als Text kopieren",
    text_copied: "Kopiert: In den Gruppenchat einfügen.",
};
