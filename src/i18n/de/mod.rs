//! Deutsch.

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

/// The German catalog.
pub struct De;

impl Speaks for De {
    type Words<G: Worded> = G::De;
}

impl Catalog for De {
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

pub(super) static TEXTS: Texts = Texts {
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
    saves_held: "Deine gespeicherten Partien, deine Statistik und deine gespeicherten Regeln ließen sich ohne Verbindung nicht laden. Sie bleiben unverändert gespeichert und werden beim nächsten Start mit Verbindung geladen.",
    ruleset_not_saved: "Diese Regeln wurden nicht gespeichert: Deine gespeicherten Regeln ließen sich noch nicht laden, und jetzt zu speichern würde sie ersetzen. Speichere sie nach dem nächsten Start mit Verbindung noch einmal.",
    new_game: "Neue Partie",
    rules: "Regeln",
    statistics: "Statistik",
    settings: "Einstellungen",
    data: "Export / Import",
    phones: "Handys am Tisch",
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
    changed_options: "Abweichend von der Vorlage",
    changed: "geändert",
    values_held_back: "Weitere Werte gehen erst mit einer anderen Einstellung.",
    low_confidence: "Für diese Variante haben wir nur eine dünne Quelle; die Regeln sind wörtlich umgesetzt.",
    own_phone: "Eigenes Handy",
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
    cards_played: "gespielte Karten:",
    table_label: "Tisch",
    opponents: "Mitspieler",
    log: "Was passiert ist",
    show_log: "Verlauf zeigen",
    hand_over_hint: "Alle Karten bleiben verdeckt, bis der nächste Spieler das Gerät hat.",
    result: "Ergebnis",
    next_hand: "Nächstes Spiel",
    next_deal: "Nächstes Spiel",
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
    option: "Option",
    this_preset: "Bei diesen Regeln",
    the_deal: "Das Geben",
    home: "Start",
    play_again: "Noch einmal",
    share: "Teilen…",
    link: "Link",
    no_hands_yet: "Noch kein Spiel beendet.",
    rules_of_game: "Die Regeln dieser Partie",
    more: "mehr",
    pushed: "geschoben",
    real_cards: "Mit echten Karten",
    real_cards_help: "Keine Karten auf dem Bildschirm: Nach jedem Spiel tragt ihr ein, wie es ausging; die App führt die Tafel nach diesen Regeln.",
    start_slate: "Tafel anlegen",
    continue_slate: "Tafel fortsetzen",
    tournament: "Turnier",
    join_table: "Am Tisch mitspielen",
    continue_tournament: "Turnier fortsetzen",
    copy_text: "Als Text kopieren",
    text_copied: "Kopiert: In den Gruppenchat einfügen.",
};
