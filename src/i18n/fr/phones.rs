//! Les mots d'une table de téléphones, en français.

use crate::i18n::PhoneTexts;
use crate::session::remote::{SignalError, Unfair};

pub(super) static PHONES: PhoneTexts = PhoneTexts {
    join_help: "Quelqu’un héberge la partie sur son téléphone et vous invite à une place : collez le code de son téléphone (ou ouvrez son lien).",
    host_code: "Code du téléphone de l’hôte",
    join: "Rejoindre",
    your_answer: "Votre réponse",
    answer_help: "Renvoyez cette réponse à l’hôte (copiez-la ou partagez-la) ; la partie commence sur votre téléphone dès qu’il l’a collée.",
    waiting_for_host: "En attente de l’hôte…",
    connecting: "Connexion…",
    host_left: "Le téléphone de l’hôte a quitté la table. La partie est en pause et reste enregistrée sur son téléphone : demandez une nouvelle invitation pour continuer.",
    join_again: "Rejoindre à nouveau",
    reload_needed: "Le téléphone de l’hôte a une autre version du jeu. Rechargez cette page pour la mettre à jour, puis rejoignez à nouveau.",
    reload: "Recharger",
    phones_help: "Chacun sur son téléphone : invitez une place, envoyez l’invitation et collez la réponse de ce téléphone. Sur le même Wi-Fi ou partage de connexion, pas besoin d’internet.",
    invite: "Inviter",
    new_invite: "Nouvelle invitation",
    invite_help: "Envoyez ce code au joueur (copiez-le dans un message) :",
    invitation: "Invitation",
    copy_code: "Copier le code",
    scan_invite: "Ou faites scanner ce code QR par l’appareil photo du téléphone du joueur :",
    scan_answer: "Ou faites scanner ceci par l’appareil photo du téléphone de l’hôte :",
    qr_label: "Code QR du lien",
    answer_handing: "Transmission de la réponse à la table…",
    answer_taken: "La réponse est arrivée à la table : le téléphone rejoint la partie. Vous pouvez fermer cet onglet.",
    answer_no_table: "Aucune table de téléphones n’est ouverte dans ce navigateur. Ouvrez la table sur ce téléphone et collez-y la réponse.",
    answer_from,
    connect: "Connecter",
    connected: "connecté",
    not_connected: "non connecté",
    you_play,
    phone_of,
    not_your_seat: "Ce coup est pour une autre place : un téléphone ne joue que la sienne.",
    old_invitation: "Cette réponse appartient à une autre invitation : collez la réponse à la plus récente.",
    no_webrtc: "Ce navigateur ne peut pas connecter de téléphones (pas de WebRTC).",
    connect_failed: "Impossible d’établir la connexion avec ce code : demandez une nouvelle invitation.",
    signal_error,
    fair_ok,
    claim_waiting,
    let_in: "Le laisser jouer",
    refuse: "Refuser",
    fair_bad,
    joining_via_server: "Je rejoins la table par le serveur…",
    server_unreachable: "Le serveur pour rejoindre ne répond pas ; nouvel essai…",
    host_left_back: "Le téléphone de l’hôte a quitté la table. La partie est en pause et gardée sur son téléphone ; elle reprend ici d’elle-même quand l’hôte revient.",
    server_open: "Les téléphones rejoignent par le serveur : chaque joueur ouvre le lien de sa place (scannez son code QR avec l’appareil photo).",
    server_connecting: "Connexion au serveur…",
    seat_link_help: "Faites scanner ceci par l’appareil photo du joueur, ou envoyez-lui le lien : son téléphone rejoint en l’ouvrant.",
    copy_link: "Copier le lien",
    invite_with_code: "Inviter plutôt avec un code",
    signal_server: "Serveur pour rejoindre d’un geste (facultatif)",
    signal_server_help: "L’adresse d’un serveur de signalisation matchbox que les téléphones atteignent, par exemple ws://192.168.1.20:3536. Sans lui, les téléphones rejoignent avec des codes.",
    not_a_server: "Ce n’est pas une adresse de serveur : écrivez-la ws://machine:port.",
    needs_wss: "Cette page est servie en https : le navigateur n’accepte alors qu’une adresse de serveur en wss://.",
    leave_title: "Quitter la table ?",
    leave_help: "La table vous attend : votre place reste sur le téléphone de l’hôte. Pour revenir, rouvrez le lien de votre place ou demandez une nouvelle invitation.",
    stay: "Rester",
    leave: "Quitter",
};

fn answer_from(name: &str) -> String {
    format!("Réponse du téléphone de {name}")
}

fn you_play(name: &str) -> String {
    format!("Vous jouez la place de {name}.")
}

fn phone_of(name: &str) -> String {
    format!("Téléphone de {name}")
}

fn signal_error(e: SignalError) -> &'static str {
    match e {
        SignalError::NotACode => {
            "Ce n’est pas un code de table complet : copiez-le à nouveau en entier."
        }
        SignalError::WrongKind => {
            "C’est l’autre sorte de code : l’hôte colle la réponse, le joueur l’invitation."
        }
        SignalError::NewerVersion => {
            "Ce code vient d’une version plus récente du jeu : rechargez cette page."
        }
    }
}

fn fair_ok(n: u32) -> String {
    format!("Main {n} : donne honnête vérifiée — chaque carte montrée correspond à ce que le téléphone de l’hôte avait promis avant le jeu.")
}

fn fair_bad(n: u32, check: Unfair, name: &str) -> String {
    match check {
        Unfair::Promise => format!("Main {n} : le téléphone de l’hôte a changé sa promesse de la donne pendant la main."),
        Unfair::Opening => format!("Main {n} : le téléphone de l’hôte a montré une carte absente de sa promesse de la donne."),
        Unfair::OwnHand => format!("Main {n} : vos propres cartes ne sont pas celles que le téléphone de l’hôte avait promises à votre place."),
        Unfair::Played(_) => format!("Main {n} : {name} a joué une carte que le téléphone de l’hôte n’avait pas promise à la place de {name}."),
    }
}

fn claim_waiting(name: &str) -> String {
    format!("Un autre téléphone demande à jouer la place de {name}. Ne le laissez entrer que si c’est le nouveau téléphone de {name} : il prend alors la place du téléphone qui la joue maintenant.")
}
