//! The French labels only the screens of parts read ([`ScreenTexts`]).

use crate::i18n::ScreenTexts;

pub(super) static SCREEN_TEXTS: ScreenTexts = ScreenTexts {
    import_title: "Importer ce fichier ?",
    cancel: "Annuler",
    import_replaces: "Il remplace :",
    import_kept: "Une copie de tout ce qu’il remplace est conservée : Exporter / importer l’a encore.",
    import_adds: "Les parties du fichier s’ajoutent aux vôtres.",
    import_confirm: "Importer",
    part_settings: "vos réglages",
    part_stats: "vos statistiques",
    part_rulesets: "vos règles enregistrées",
    part_slate: "votre ardoise",
    part_tournament: "votre tournoi",
    part_match: "une partie enregistrée à un autre moment",
    play_with_rules: "Jouer avec ces règles",
    no_changes: "Aucune différence : le modèle tel quel.",
    tutorial_go_on: "Continuer",
    tutorial: "Apprendre le Siebenschräm",
    tutorial_skip: "Passer le tutoriel",
    tutorial_done: "Terminé",
    tutorial_not_quite: "Pas tout à fait.",
    every_option: "Toutes les options",
    games_played: "Parties jouées",
    games_won: "Parties gagnées",
    knocks_made: "Frappes",
    knocks_held: "Tenues",
    knocks_folded: "Abandons",
    highest_stake: "Mise la plus haute",
    penalty_per_deal: "Pénalité par donne",
    hints_used: "Conseils demandés",
    undos_used: "Coups repris",
    earlier_games: "Parties précédentes (toutes règles)",
    all_rules: "Toutes les règles",
    reset: "Réinitialiser",
    no_games_yet: "Pas encore de partie.",
    language: "Langue",
    four_colour: "Jeu à quatre couleurs",
    speed: "Vitesse de l'ordinateur",
    slow: "Lente",
    normal: "Normale",
    fast: "Rapide",
    instant: "Immédiate",
    sound: "Son",
    haptics: "Vibrer quand on frappe",
    after_result: "Après chaque résultat",
    pace_on_tap: "Attendre que je continue",
    pace_auto: "Continuer automatiquement",
    shared_rules: "Règles partagées",
    shared_hand: "Main partagée",
    first_step: "À la donne",
    previous_step: "Étape précédente",
    next_step: "Étape suivante",
    last_step: "À la fin",
    variants: "Variantes",
    export_data: "Exporter mes données",
    import_data: "Importer des données",
    data_explained: "Tout ce que le jeu garde dans ce navigateur : réglages, statistiques, partie en cours, vos règles et les sauvegardes endommagées.",
    data_exported: "Exporté : le fichier schraem-data.json se trouve dans vos téléchargements.",
    slate: "Ardoise",
    slate_value: "La main s’est terminée à",
    slate_players: "Comment chaque joueur a fini la main",
    slate_stayed: "est resté",
    slate_out_challenge: "sorti après une contestation perdue",
    slate_penalty: "Marques de pénalité (contestations)",
    slate_knocked: "a frappé",
    slate_last_trick: "Qui a pris le dernier pli ?",
    slate_enter: "Inscrire la main",
    slate_undo: "Annuler la dernière inscription",
    slate_new: "Nouvelle ardoise",
    slate_escape: "Une main sans frappe : qui prend le dernier pli est à l’abri.",
    tournament_help: "Plusieurs tables jouent avec de vraies cartes : inscrivez les joueurs ; l’appli tire les tables et les places de chaque tour, note les résultats de chaque table et tient le classement.",
    tournament_format: "Formule",
    championship: "Championnat de Rhénanie",
    championship_help: "5 séries de 5 parties, quatre par table ; points de classement.",
    three_tables_format: "Trois tables",
    three_tables_help: "3 tours de 10 mains à 5 marques, trois ou quatre par table ; marques restantes.",
    tournament_players: "Joueurs, un nom par ligne",
    start_tournament: "Tirer le premier tour",
    tournament_enter: "Inscrire les résultats",
    tournament_draw_next: "Tirer le tour suivant",
    tournament_undo: "Annuler la dernière étape",
    tournament_new: "Nouveau tournoi",
    tournament_end_question: "Terminer le tournoi en cours ? Ses tables et ses résultats seront perdus.",
    tournament_end: "Terminer le tournoi",
    tournament_keep: "Garder le tournoi",
    tournament_entered: "inscrit",
};

/// A shared hand's replay: where it stands.
pub(super) fn replay_step(i: usize, n: usize) -> String {
    format!("Étape {i} sur {n}")
}

/// A tournament's score that is not a whole number from 0 to `max`.
pub(super) fn score_out_of_range(max: u32) -> String {
    format!("Seulement des nombres entiers de 0 à {max}.")
}

/// A review's trick `n` (0-based), taken by `who`.
pub(super) fn review_trick(n: usize, who: Option<&str>) -> String {
    match who {
        Some(who) => format!("Pli {} : pris par {who}", n + 1),
        None => format!("Pli {}", n + 1),
    }
}
