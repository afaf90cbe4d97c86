//! Français.

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

/// The French catalog.
pub struct Fr;

impl Speaks for Fr {
    type Words<G: Worded> = G::Fr;
}

impl Catalog for Fr {
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
            Rank::Jack => "V",
            Rank::Queen => "D",
            Rank::King => "R",
            Rank::Ace => "A",
        }
    }
    fn list(&self, items: &[&str]) -> String {
        join(items, "et")
    }
}

/// "Dix de cœur".
pub(super) fn card_name(card: Card) -> String {
    let rank = ["Sept", "Huit", "Neuf", "Dix", "Valet", "Dame", "Roi", "As"][card.rank().index()];
    let suit = ["trèfle", "pique", "cœur", "carreau"][card.suit().index()];
    format!("{rank} de {suit}")
}

pub(super) static TEXTS: Texts = Texts {
    app_name: "Schräm",
    tagline: "Siebenschräm et Schieberamsch, les jeux de cartes des cafés rhénans.",
    default_player: "Joueur",
    ok: "OK",
    close: "Fermer",
    back: "Retour",
    menu: "Menu",
    on: "Activé",
    off: "Désactivé",
    yes: "Oui",
    no: "Non",
    update_ready: "Une nouvelle version est prête",
    reload: "Recharger",
    loading: "On mélange…",
    part_coming: "Chargement…",
    part_failed: "Cette partie du jeu n’a pas pu être chargée. Connectez-vous une fois à internet ; ensuite elle marche aussi hors ligne.",
    part_retry: "Réessayer",
    continue_match: "Reprendre",
    matches_in_progress: "Vos parties",
    match_finished: "terminée",
    match_finished_open: "Voir",
    replace_slate_title: "Remplacer l’ardoise en cours ?",
    replace_slate_warning: "Les mains qui y sont inscrites seront perdues.",
    replace: "Remplacer",
    remove_match: "Supprimer",
    remove_match_title: "Supprimer cette partie ?",
    remove_match_warning: "Elle ne pourra pas être récupérée.",
    keep: "Garder",
    rules_changed: "modifiées",
    settings_damaged: "Les réglages enregistrés étaient endommagés ; les réglages par défaut s’appliquent de nouveau. Ils ont été conservés : Exporter / importer les a encore.",
    stats_damaged: "Les statistiques enregistrées étaient endommagées et repartent de zéro. Elles ont été conservées : Exporter / importer les a encore.",
    saves_held: "Vos parties, vos statistiques et vos règles enregistrées n’ont pas pu être chargées sans connexion. Elles restent enregistrées telles quelles et seront chargées au prochain démarrage avec une connexion.",
    ruleset_not_saved: "Ces règles n’ont pas été enregistrées : vos règles enregistrées n’ont pas encore pu être chargées, et les enregistrer maintenant les remplacerait. Enregistrez-les de nouveau après le prochain démarrage avec une connexion.",
    new_game: "Nouvelle partie",
    rules: "Règles",
    statistics: "Statistiques",
    settings: "Réglages",
    data: "Exporter / importer",
    phones: "Téléphones à la table",
    game: "Jeu",
    preset: "Règles",
    seats: "Joueurs",
    human: "Humain",
    bot_easy: "Ordinateur (facile)",
    bot_medium: "Ordinateur (moyen)",
    bot_hard: "Ordinateur (fort)",
    name: "Nom",
    who_plays: "Qui joue",
    match_format: "Format",
    deals: "Donnes",
    add_seat: "Ajouter un joueur",
    remove_seat: "Retirer un joueur",
    start: "C'est parti",
    customize_rules: "Personnaliser les règles",
    my_rulesets: "Mes règles",
    ruleset_name: "Nom des règles",
    save_ruleset: "Enregistrer comme mes règles",
    share_rules: "Partager ces règles",
    changed_options: "Différences avec le modèle",
    changed: "modifié",
    values_held_back: "D'autres valeurs demandent d'abord un autre choix.",
    low_confidence: "Notre seule source pour cette variante est mince ; ses règles sont appliquées à la lettre.",
    own_phone: "Son téléphone",
    knock: "Frapper",
    knock_blind: "Frapper à l'aveugle",
    hold: "Tenir",
    fold: "Se coucher",
    play_for_two: "Jouer pour 2",
    lay_down: "Abattre",
    look_at_cards: "Regarder ses cartes",
    exchange: "Échanger",
    call_laundry: "Annoncer le linge",
    challenge: "Contester",
    turn_three: "Retourner 3 cartes",
    turn_last: "Retourner la dernière",
    turn_cards: "Retourner les cartes",
    let_stand: "Laisser passer",
    stop_here: "S'arrêter",
    ask_redeal: "Redonner ?",
    agree: "D'accord",
    decline: "Refuser",
    push: "Pousser",
    pick_up: "Prendre",
    pick_up_one: "En prendre une",
    discard: "Écarter",
    grand_hand: "Grand Hand",
    pass: "Passer",
    kontra: "Contre",
    re: "Surcontre",
    your_hand: "Votre main",
    trick: "Pli",
    last_trick: "Dernier pli",
    value: "Valeur",
    dealer: "Donneur",
    last_knock: "a frappé",
    out: "éliminé",
    folded: "couché",
    safe: "à l'abri",
    soloist: "déclarant",
    to_act: "à jouer",
    skat: "Skat",
    cards_played: "cartes jouées :",
    table_label: "Table",
    opponents: "Autres joueurs",
    log: "Ce qui s'est passé",
    show_log: "Voir ce qui s'est passé",
    hand_over_hint: "Toutes les mains restent cachées jusqu'à ce que le joueur suivant prenne l'appareil.",
    result: "Résultat",
    next_hand: "Main suivante",
    next_deal: "Donne suivante",
    share_hand: "Partager cette main",
    copy_link: "Copier le lien",
    game_over: "Partie terminée",
    series_over: "La série est terminée",
    end_series: "Terminer la série",
    undo: "Reprendre mon coup",
    hint: "Conseil",
    review_hand: "Revoir la dernière main",
    review_title: "Aurais-je pu gagner ?",
    review_cards: "Les cartes de chacun",
    review_decisions: "Vos décisions",
    review_too_large: "Cette main a trop de cartes et de joueurs pour être jugée exactement.",
    review_how: "Jugé cartes sur table : chacun joue au mieux contre vous et personne ne frappe plus.",
    review_title_ramsch: "Aurais-je pu prendre moins de points ?",
    review_how_ramsch: "Jugé cartes sur table sur les cinq derniers plis : les deux autres jouent pour vous donner le plus de points de pénalité possible.",
    standings: "Classement",
    nobody: "personne",
    score_sheet: "Feuille de marque",
    hand_col: "Main",
    marks: "Marques",
    points: "Points",
    match_points: "Points de classement",
    match_points_help: "Le gagnant d'une partie marque ses marques restantes + 7 ; là où une partie désigne un perdant, chacun des autres marque 1.",
    card_points: "Points de cartes",
    multiplier: "Multiplicateur",
    total: "Total",
    penalty_help: "Points de pénalité : le plus petit total gagne.",
    winner: "Gagnant",
    loser: "Perdant",
    tied: "ex æquo",
    draw: "Égalité",
    jungfrau: "Jungfrau ×2",
    durchmarsch: "Durchmarsch",
    option: "Option",
    this_preset: "Dans ces règles",
    the_deal: "La donne",
    home: "Accueil",
    play_again: "Rejouer",
    share: "Partager…",
    link: "Lien",
    no_hands_yet: "Aucune main terminée pour l'instant.",
    rules_of_game: "Les règles de cette partie",
    more: "plus",
    pushed: "a poussé",
    real_cards: "Avec de vraies cartes",
    real_cards_help: "Aucune carte à l’écran : après chaque main, dites comment elle s’est terminée ; l’appli tient l’ardoise selon ces règles.",
    start_slate: "Ouvrir l’ardoise",
    continue_slate: "Reprendre l’ardoise",
    tournament: "Tournoi",
    join_table: "Rejoindre une table",
    continue_tournament: "Reprendre le tournoi",
    copy_text: "Copier en texte",
    text_copied: "Copié : collez-le dans votre groupe de discussion.",
};
