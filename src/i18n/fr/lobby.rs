//! Les mots pour rejoindre une table avec un code.

use crate::i18n::LobbyTexts;
use crate::session::remote::CodeError;

pub(crate) static LOBBY: LobbyTexts = LobbyTexts {
    join_by_code: "Rejoindre avec un code de table",
    join_code_help: "Saisissez le code que l’hôte vous lit ou vous envoie, et votre nom : l’hôte vous fait entrer.",
    table_code: "Code de table",
    your_name: "Votre nom",
    ask_to_join: "Demander à entrer",
    looking: "Recherche de la table…",
    waiting_to_be_let_in: "L’hôte a été prévenu : en attente de son accord…",
    no_table: "Aucune table ne répond à ce code. Vérifiez-le ou demandez à l’hôte le code actuel.",
    expired: "Ce code a expiré. Demandez-en un nouveau à l’hôte.",
    refused: "L’hôte ne vous a pas fait entrer.",
    code_error,
    name_missing: "Saisissez votre nom : l’hôte le voit.",
    no_server: "Cet appareil ne connaît aucun serveur pour les codes de table : ouvrez plutôt le lien que l’hôte vous envoie.",
    or_paste: "Ou collez une invitation",
    code_title: "Code de table",
    code_help: "Pour les joueurs à distance : lisez-leur ce code ou envoyez-leur le lien. Ils le saisissent sous « Rejoindre une table », et vous faites entrer chacun par son nom.",
    valid_until,
    code_expired: "Ce code a expiré : plus personne ne peut entrer avec.",
    new_code: "Nouveau code",
    send_link: "Envoyer le lien",
    link_copied: "Lien copié",
    share_text,
    asks_to_join,
    let_in_to,
    no_free_seat: "Toutes les places sur téléphone sont prises.",
    seats: "Places",
    played_by,
    computer: "joueur ordinateur",
    to_computer: "Confier à un joueur ordinateur",
    to_phone: "Confier à un téléphone",
};

fn code_error(e: CodeError) -> String {
    match e {
        CodeError::Empty => "Saisissez le code de table.".into(),
        CodeError::Length(n) => format!("Un code de table a 6 caractères ; celui-ci en a {n}."),
        CodeError::Character(c) => format!(
            "« {c} » ne figure dans aucun code de table (les codes n’ont ni 0, ni O, ni 1, ni I, ni L)."
        ),
    }
}

fn valid_until(time: &str) -> String {
    format!("Valable jusqu’à {time}")
}

fn share_text(code: &str) -> String {
    format!("Rejoignez ma table de Schräm : code {code}")
}

fn asks_to_join(name: &str) -> String {
    format!("{name} demande à entrer")
}

fn let_in_to(seat: &str) -> String {
    format!("À la place de {seat}")
}

fn played_by(name: &str) -> String {
    format!("jouée par {name}")
}
