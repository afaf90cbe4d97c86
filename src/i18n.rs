//! The three languages of the table. Every text is a field of [`Texts`], so a missing translation
//! is a compile error, not a blank button.

use crate::engine::cards::{Card, Rank};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    #[serde(rename = "de")]
    De,
    #[serde(rename = "en")]
    En,
    #[serde(rename = "fr")]
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::De, Lang::En, Lang::Fr];

    /// The language for a browser language tag such as "de-DE" (English when unknown).
    #[must_use]
    pub fn from_tag(tag: &str) -> Lang {
        match tag.get(..2).map(str::to_ascii_lowercase).as_deref() {
            Some("de") => Lang::De,
            Some("fr") => Lang::Fr,
            _ => Lang::En,
        }
    }

    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name, for the language picker.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::De => "Deutsch",
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }

    #[must_use]
    pub const fn texts(self) -> &'static Texts {
        match self {
            Lang::De => &DE,
            Lang::En => &EN,
            Lang::Fr => &FR,
        }
    }
}

/// Every fixed text of the interface in one language.
pub struct Texts {
    pub tagline: &'static str,
    pub continue_match: &'static str,
    pub new_game: &'static str,
    pub rules: &'static str,
    pub statistics: &'static str,
    pub settings: &'static str,
    pub back: &'static str,
    pub start: &'static str,
    pub game: &'static str,
    pub preset: &'static str,
    pub seats: &'static str,
    pub human: &'static str,
    pub bot_easy: &'static str,
    pub bot_medium: &'static str,
    pub bot_hard: &'static str,
    pub name: &'static str,
    pub match_format: &'static str,
    pub add_seat: &'static str,
    pub remove_seat: &'static str,
    pub knock: &'static str,
    pub hold: &'static str,
    pub fold: &'static str,
    pub look_at_cards: &'static str,
    pub exchange: &'static str,
    pub challenge: &'static str,
    pub decline: &'static str,
    pub ask_redeal: &'static str,
    pub agree: &'static str,
    pub push: &'static str,
    pub pick_up: &'static str,
    pub discard: &'static str,
    pub grand_hand: &'static str,
    pub pass: &'static str,
    pub kontra: &'static str,
    pub re: &'static str,
    pub your_hand: &'static str,
    pub trick: &'static str,
    pub value: &'static str,
    pub last_knock: &'static str,
    pub score_sheet: &'static str,
    pub marks: &'static str,
    pub points: &'static str,
    pub out: &'static str,
    pub folded: &'static str,
    pub next_hand: &'static str,
    pub game_over: &'static str,
    pub winner: &'static str,
    pub language: &'static str,
    pub four_colour: &'static str,
    pub speed: &'static str,
    pub sound: &'static str,
    pub slow: &'static str,
    pub normal: &'static str,
    pub fast: &'static str,
    pub instant: &'static str,
    pub on: &'static str,
    pub off: &'static str,
    pub pass_device: &'static str,
    pub i_am_ready: &'static str,
    pub hidden_cards: &'static str,
    pub log: &'static str,
    pub reset: &'static str,
    pub games_played: &'static str,
    pub games_won: &'static str,
    pub knocks_made: &'static str,
    pub knocks_held: &'static str,
    pub knocks_folded: &'static str,
    pub highest_stake: &'static str,
    pub ramsch_average: &'static str,
    pub skat: &'static str,
    pub card_points: &'static str,
    pub multiplier: &'static str,
    pub total: &'static str,
    pub deal: &'static str,
    pub waiting_for: &'static str,
    pub main_menu: &'static str,
    pub siebenschraem_summary: &'static str,
    pub schieberamsch_summary: &'static str,
}

pub const EN: Texts = Texts {
    tagline: "Siebenschräm and Schieberamsch — the Rhineland's pub card games.",
    continue_match: "Continue",
    new_game: "New game",
    rules: "Rules",
    statistics: "Statistics",
    settings: "Settings",
    back: "Back",
    start: "Start",
    game: "Game",
    preset: "Rules",
    seats: "Players",
    human: "Human",
    bot_easy: "Computer (easy)",
    bot_medium: "Computer (medium)",
    bot_hard: "Computer (hard)",
    name: "Name",
    match_format: "Match",
    add_seat: "Add player",
    remove_seat: "Remove player",
    knock: "Knock",
    hold: "Hold",
    fold: "Fold",
    look_at_cards: "Look at cards",
    exchange: "Exchange",
    challenge: "Challenge",
    decline: "Decline",
    ask_redeal: "Pretty ones?",
    agree: "Agree",
    push: "Push",
    pick_up: "Pick up",
    discard: "Discard",
    grand_hand: "Grand Hand",
    pass: "Pass",
    kontra: "Kontra",
    re: "Re",
    your_hand: "Your hand",
    trick: "Trick",
    value: "Value",
    last_knock: "last knock",
    score_sheet: "Score sheet",
    marks: "Marks",
    points: "Points",
    out: "out",
    folded: "folded",
    next_hand: "Next hand",
    game_over: "Game over",
    winner: "Winner",
    language: "Language",
    four_colour: "Four-colour deck",
    speed: "Computer speed",
    sound: "Sound",
    slow: "Slow",
    normal: "Normal",
    fast: "Fast",
    instant: "Instant",
    on: "On",
    off: "Off",
    pass_device: "Pass the device to",
    i_am_ready: "I am ready",
    hidden_cards: "Cards hidden",
    log: "Log",
    reset: "Reset",
    games_played: "Games played",
    games_won: "Games won",
    knocks_made: "Knocks made",
    knocks_held: "Knocks held",
    knocks_folded: "Folds",
    highest_stake: "Highest stake",
    ramsch_average: "Schieberamsch penalty per deal",
    skat: "Skat",
    card_points: "Card points",
    multiplier: "Multiplier",
    total: "Total",
    deal: "Deal",
    waiting_for: "Waiting for",
    main_menu: "Menu",
    siebenschraem_summary: "4 cards each, only the last trick counts. Knock to raise the stake; \
                            everyone starts with 7 marks and the last one left wins.",
    schieberamsch_summary: "3 players, jacks are trumps. Pick up the skat or push it on; \
                            whoever takes the most card points loses them.",
};

pub const DE: Texts = Texts {
    tagline: "Siebenschräm und Schieberamsch — die Kneipenkartenspiele des Rheinlands.",
    continue_match: "Weiterspielen",
    new_game: "Neues Spiel",
    rules: "Regeln",
    statistics: "Statistik",
    settings: "Einstellungen",
    back: "Zurück",
    start: "Los",
    game: "Spiel",
    preset: "Regeln",
    seats: "Spieler",
    human: "Mensch",
    bot_easy: "Computer (leicht)",
    bot_medium: "Computer (mittel)",
    bot_hard: "Computer (schwer)",
    name: "Name",
    match_format: "Partie",
    add_seat: "Spieler hinzufügen",
    remove_seat: "Spieler entfernen",
    knock: "Klopfen",
    hold: "Halten",
    fold: "Passen",
    look_at_cards: "Karten ansehen",
    exchange: "Tauschen",
    challenge: "Aufdecken",
    decline: "Ablehnen",
    ask_redeal: "Hübschen?",
    agree: "Einverstanden",
    push: "Schieben",
    pick_up: "Aufnehmen",
    discard: "Drücken",
    grand_hand: "Grand Hand",
    pass: "Passe",
    kontra: "Kontra",
    re: "Re",
    your_hand: "Deine Karten",
    trick: "Stich",
    value: "Wert",
    last_knock: "zuletzt geklopft",
    score_sheet: "Spielliste",
    marks: "Schräm",
    points: "Punkte",
    out: "raus",
    folded: "gepasst",
    next_hand: "Nächstes Spiel",
    game_over: "Spielende",
    winner: "Sieger",
    language: "Sprache",
    four_colour: "Vierfarbiges Blatt",
    speed: "Tempo des Computers",
    sound: "Ton",
    slow: "Langsam",
    normal: "Normal",
    fast: "Schnell",
    instant: "Sofort",
    on: "An",
    off: "Aus",
    pass_device: "Gerät weitergeben an",
    i_am_ready: "Ich bin bereit",
    hidden_cards: "Karten verdeckt",
    log: "Verlauf",
    reset: "Zurücksetzen",
    games_played: "Gespielte Partien",
    games_won: "Gewonnene Partien",
    knocks_made: "Geklopft",
    knocks_held: "Gehalten",
    knocks_folded: "Gepasst",
    highest_stake: "Höchster Einsatz",
    ramsch_average: "Schieberamsch-Minuspunkte je Spiel",
    skat: "Skat",
    card_points: "Augen",
    multiplier: "Faktor",
    total: "Summe",
    deal: "Spiel",
    waiting_for: "Warten auf",
    main_menu: "Menü",
    siebenschraem_summary: "Je 4 Karten, nur der letzte Stich zählt. Klopfen erhöht den Einsatz; \
                            alle beginnen mit 7 Schräm, wer zuletzt übrig ist, gewinnt.",
    schieberamsch_summary: "3 Spieler, nur die Buben sind Trumpf. Skat aufnehmen oder schieben; \
                            wer die meisten Augen hat, bekommt sie als Minuspunkte.",
};

pub const FR: Texts = Texts {
    tagline: "Siebenschräm et Schieberamsch — les jeux de cartes des cafés rhénans.",
    continue_match: "Reprendre",
    new_game: "Nouvelle partie",
    rules: "Règles",
    statistics: "Statistiques",
    settings: "Réglages",
    back: "Retour",
    start: "Commencer",
    game: "Jeu",
    preset: "Règles",
    seats: "Joueurs",
    human: "Humain",
    bot_easy: "Ordinateur (facile)",
    bot_medium: "Ordinateur (moyen)",
    bot_hard: "Ordinateur (difficile)",
    name: "Nom",
    match_format: "Partie",
    add_seat: "Ajouter un joueur",
    remove_seat: "Retirer un joueur",
    knock: "Frapper",
    hold: "Tenir",
    fold: "Se coucher",
    look_at_cards: "Regarder les cartes",
    exchange: "Échanger",
    challenge: "Contester",
    decline: "Refuser",
    ask_redeal: "Redonner ?",
    agree: "D'accord",
    push: "Pousser",
    pick_up: "Prendre",
    discard: "Écarter",
    grand_hand: "Grand Hand",
    pass: "Passer",
    kontra: "Contre",
    re: "Surcontre",
    your_hand: "Votre main",
    trick: "Pli",
    value: "Valeur",
    last_knock: "dernier coup",
    score_sheet: "Feuille de marque",
    marks: "Marques",
    points: "Points",
    out: "éliminé",
    folded: "couché",
    next_hand: "Main suivante",
    game_over: "Fin de partie",
    winner: "Gagnant",
    language: "Langue",
    four_colour: "Jeu à quatre couleurs",
    speed: "Vitesse de l'ordinateur",
    sound: "Son",
    slow: "Lente",
    normal: "Normale",
    fast: "Rapide",
    instant: "Immédiate",
    on: "Oui",
    off: "Non",
    pass_device: "Passez l'appareil à",
    i_am_ready: "Je suis prêt",
    hidden_cards: "Cartes cachées",
    log: "Journal",
    reset: "Réinitialiser",
    games_played: "Parties jouées",
    games_won: "Parties gagnées",
    knocks_made: "Coups frappés",
    knocks_held: "Coups tenus",
    knocks_folded: "Abandons",
    highest_stake: "Mise la plus haute",
    ramsch_average: "Pénalité moyenne au Schieberamsch",
    skat: "Skat",
    card_points: "Points de cartes",
    multiplier: "Multiplicateur",
    total: "Total",
    deal: "Donne",
    waiting_for: "En attente de",
    main_menu: "Menu",
    siebenschraem_summary:
        "4 cartes chacun, seul le dernier pli compte. Frappez pour monter la mise ; \
                            chacun commence avec 7 marques, le dernier en lice gagne.",
    schieberamsch_summary:
        "3 joueurs, seuls les valets sont atouts. Prenez le skat ou poussez-le ; \
                            celui qui fait le plus de points les perd.",
};

/// The corner index of a rank in the language's own letters.
#[must_use]
pub fn rank_label(rank: Rank, lang: Lang) -> &'static str {
    match (rank, lang) {
        (Rank::Seven, _) => "7",
        (Rank::Eight, _) => "8",
        (Rank::Nine, _) => "9",
        (Rank::Ten, _) => "10",
        (Rank::Jack, Lang::De) => "B",
        (Rank::Jack, Lang::Fr) => "V",
        (Rank::Jack, Lang::En) => "J",
        (Rank::Queen, Lang::En) => "Q",
        (Rank::Queen, _) => "D",
        (Rank::King, Lang::Fr) => "R",
        (Rank::King, _) => "K",
        (Rank::Ace, _) => "A",
    }
}

/// The card's name in the language, for accessible names ("Ten of Hearts", "Herz Zehn", "Dix de cœur").
#[must_use]
pub fn card_name(card: Card, lang: Lang) -> String {
    let (suit, rank) = (card.suit(), card.rank());
    match lang {
        Lang::En => card.english_name(),
        Lang::De => {
            let s = ["Kreuz", "Pik", "Herz", "Karo"][suit.index()];
            let r = [
                "Sieben", "Acht", "Neun", "Zehn", "Bube", "Dame", "König", "Ass",
            ][rank.index()];
            format!("{s} {r}")
        }
        Lang::Fr => {
            let s = ["trèfle", "pique", "cœur", "carreau"][suit.index()];
            let r = ["Sept", "Huit", "Neuf", "Dix", "Valet", "Dame", "Roi", "As"][rank.index()];
            format!("{r} de {s}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_tags_pick_a_language() {
        assert_eq!(Lang::from_tag("de-DE"), Lang::De);
        assert_eq!(Lang::from_tag("fr"), Lang::Fr);
        assert_eq!(Lang::from_tag("nl-NL"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }

    #[test]
    fn card_names_in_every_language() {
        use crate::engine::cards::Suit;
        let card = Card::new(Suit::Hearts, Rank::Ten);
        assert_eq!(card_name(card, Lang::En), "Ten of Hearts");
        assert_eq!(card_name(card, Lang::De), "Herz Zehn");
        assert_eq!(card_name(card, Lang::Fr), "Dix de cœur");
        assert_eq!(rank_label(Rank::Jack, Lang::De), "B");
    }
}
