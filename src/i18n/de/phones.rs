//! Deutsche Wörter für einen Tisch aus Handys.

use crate::i18n::PhoneTexts;
use crate::session::remote::{SignalError, Unfair};

pub(super) static PHONES: PhoneTexts = PhoneTexts {
    join_help: "Einer richtet die Partie auf seinem Handy ein und lädt dich auf einen Platz ein: Füge den Code von seinem Handy ein (oder öffne seinen Link).",
    host_code: "Code vom Handy des Gastgebers",
    join: "Hinsetzen",
    your_answer: "Deine Antwort",
    answer_help: "Schick diese Antwort an den Gastgeber zurück (kopieren oder teilen); die Partie beginnt auf deinem Handy, sobald er sie eingefügt hat.",
    waiting_for_host: "Warte auf den Gastgeber …",
    connecting: "Verbinde …",
    host_left: "Das Handy des Gastgebers hat den Tisch verlassen. Die Partie ruht und bleibt auf seinem Handy gespeichert: Lass dich neu einladen, um weiterzuspielen.",
    join_again: "Neu hinsetzen",
    reload_needed: "Das Handy des Gastgebers hat eine andere Version des Spiels. Lade diese Seite neu und setz dich dann wieder hin.",
    reload: "Neu laden",
    phones_help: "Jeder auf seinem eigenen Handy: Lade einen Platz ein, schick die Einladung und füge die Antwort von diesem Handy ein. Handys im selben WLAN oder Hotspot brauchen kein Internet.",
    invite: "Einladen",
    new_invite: "Neue Einladung",
    invite_help: "Schick dem Spieler diesen Code (kopieren und in einer Nachricht senden):",
    invitation: "Einladung",
    copy_code: "Code kopieren",
    scan_invite: "Oder lass das Handy des Spielers diesen QR-Code mit der Kamera scannen:",
    scan_answer: "Oder lass das Handy des Gastgebers dies mit der Kamera scannen:",
    qr_label: "QR-Code des Links",
    answer_handing: "Gebe die Antwort an den Tisch weiter …",
    answer_taken: "Die Antwort ist beim Tisch angekommen: Das Handy setzt sich dazu. Du kannst diesen Tab schließen.",
    answer_no_table: "In diesem Browser ist kein Tisch mit Handys geöffnet. Öffne den Tisch auf diesem Handy und füge die Antwort dort ein.",
    answer_from,
    connect: "Verbinden",
    connected: "verbunden",
    not_connected: "nicht verbunden",
    you_play,
    phone_of,
    not_your_seat: "Dieser Zug gehört zu einem anderen Platz: Ein Handy spielt nur seinen eigenen.",
    old_invitation: "Diese Antwort gehört zu einer anderen Einladung: Füge die Antwort auf die neueste ein.",
    no_webrtc: "Dieser Browser kann keine Handys verbinden (kein WebRTC).",
    connect_failed: "Mit diesem Code ließ sich keine Verbindung aufbauen: Lass dir eine neue Einladung geben.",
    signal_error,
    fair_ok,
    claim_waiting,
    let_in: "Mitspielen lassen",
    refuse: "Ablehnen",
    fair_bad,
    joining_via_server: "Setze mich über den Server an den Tisch …",
    server_unreachable: "Der Server zum Hinsetzen ist nicht erreichbar; ich versuche es weiter …",
    host_left_back: "Das Handy des Gastgebers hat den Tisch verlassen. Die Partie ruht und bleibt auf seinem Handy gespeichert; sie geht hier von selbst weiter, sobald der Gastgeber zurück ist.",
    server_open: "Die Handys setzen sich über den Server dazu: Jeder öffnet den Link seines Platzes (den QR-Code mit der Kamera scannen).",
    server_connecting: "Verbinde mit dem Server …",
    seat_link_help: "Lass die Kamera des Spielers dies scannen oder schick ihm den Link: Sein Handy setzt sich dazu, sobald es ihn öffnet.",
    copy_link: "Link kopieren",
    invite_with_code: "Stattdessen mit Code einladen",
    signal_server: "Server zum Hinsetzen per Link (optional)",
    signal_server_help: "Die Adresse eines matchbox-Signalservers, den die Handys erreichen, etwa ws://192.168.1.20:3536. Ohne ihn setzen sich die Handys mit Codes dazu.",
    not_a_server: "Das ist keine Serveradresse: Schreib sie als ws://rechner:port.",
    needs_wss: "Diese Seite kommt über https: Der Browser erlaubt dann nur eine Serveradresse mit wss://.",
    leave_title: "Tisch verlassen?",
    leave_help: "Der Tisch wartet auf dich: Dein Platz bleibt auf dem Handy des Gastgebers. Um zurückzukommen, öffne den Link deines Platzes wieder oder lass dich neu einladen.",
    stay: "Bleiben",
    leave: "Verlassen",
};

fn answer_from(name: &str) -> String {
    format!("Antwort vom Handy von {name}")
}

fn you_play(name: &str) -> String {
    format!("Du spielst für {name}.")
}

fn phone_of(name: &str) -> String {
    format!("Handy von {name}")
}

fn signal_error(e: SignalError) -> &'static str {
    match e {
        SignalError::NotACode => "Das ist kein vollständiger Tisch-Code: Kopiere ihn noch einmal ganz.",
        SignalError::WrongKind => "Das ist die andere Art Code: Der Gastgeber fügt die Antwort ein, wer sich hinsetzt, die Einladung.",
        SignalError::NewerVersion => "Dieser Code kommt von einer neueren Version des Spiels: Lade diese Seite neu.",
    }
}

fn fair_ok(n: u32) -> String {
    format!("Spiel {n}: faires Geben bestätigt — jede gezeigte Karte stimmt mit dem, was das Handy des Gastgebers vor dem Spiel versprochen hat.")
}

fn fair_bad(n: u32, check: Unfair, name: &str) -> String {
    match check {
        Unfair::Promise => format!("Spiel {n}: Das Handy des Gastgebers hat sein Versprechen des Gebens während des Spiels geändert."),
        Unfair::Opening => format!("Spiel {n}: Das Handy des Gastgebers hat eine Karte gezeigt, die nicht in seinem Versprechen des Gebens steht."),
        Unfair::OwnHand => format!("Spiel {n}: Deine eigenen Karten sind nicht die, die das Handy des Gastgebers deinem Platz versprochen hat."),
        Unfair::Played(_) => format!("Spiel {n}: {name} hat eine Karte gespielt, die das Handy des Gastgebers nicht dem Platz von {name} versprochen hat."),
    }
}

fn claim_waiting(name: &str) -> String {
    format!("Ein anderes Handy möchte den Platz von {name} spielen. Lass es nur herein, wenn es das neue Handy von {name} ist: Es übernimmt dann den Platz vom Handy, das ihn jetzt spielt.")
}
