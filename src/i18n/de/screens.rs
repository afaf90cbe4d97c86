//! The German labels only the screens of parts read ([`ScreenTexts`]).

use crate::i18n::ScreenTexts;

pub(super) static SCREEN_TEXTS: ScreenTexts = ScreenTexts {
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
    play_with_rules: "Mit diesen Regeln spielen",
    no_changes: "Keine Abweichung: die Vorlage, wie sie ist.",
    tutorial_go_on: "Weiter",
    tutorial: "Siebenschräm lernen",
    tutorial_skip: "Überspringen",
    tutorial_done: "Fertig",
    tutorial_not_quite: "Nicht ganz.",
    every_option: "Alle Regeloptionen",
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
    variants: "Spielarten",
    export_data: "Meine Daten exportieren",
    import_data: "Daten importieren",
    data_explained: "Alles, was das Spiel in diesem Browser speichert: Einstellungen, Statistik, die laufende Partie, deine Regeln und Sicherungen beschädigter Spielstände.",
    data_exported: "Exportiert: Die Datei schraem-data.json liegt bei deinen Downloads.",
    slate: "Tafel",
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
};

/// A shared hand's replay: where it stands.
pub(super) fn replay_step(i: usize, n: usize) -> String {
    format!("Schritt {i} von {n}")
}

/// A tournament's score that is not a whole number from 0 to `max`.
pub(super) fn score_out_of_range(max: u32) -> String {
    format!("Nur ganze Zahlen von 0 bis {max}.")
}

/// A review's trick `n` (0-based), taken by `who`.
pub(super) fn review_trick(n: usize, who: Option<&str>) -> String {
    match who {
        Some(who) => format!("{}. Stich: {who} hat ihn", n + 1),
        None => format!("{}. Stich", n + 1),
    }
}
