//! Deutsche Wörter zum Mitspielen mit einem Tischcode.

use crate::i18n::LobbyTexts;
use crate::session::remote::CodeError;

pub(crate) static LOBBY: LobbyTexts = LobbyTexts {
    join_by_code: "Mit einem Tischcode hinsetzen",
    join_code_help: "Gib den Code ein, den der Gastgeber dir vorliest oder schickt, und deinen Namen: Der Gastgeber lässt dich herein.",
    table_code: "Tischcode",
    your_name: "Dein Name",
    ask_to_join: "Anklopfen",
    looking: "Suche den Tisch …",
    waiting_to_be_let_in: "Der Gastgeber ist gefragt: Warte, bis er dich hereinlässt …",
    no_table: "Zu diesem Code antwortet kein Tisch. Prüf ihn oder frag den Gastgeber nach dem aktuellen.",
    expired: "Dieser Code ist abgelaufen. Frag den Gastgeber nach einem neuen.",
    refused: "Der Gastgeber hat dich nicht hereingelassen.",
    code_error,
    name_missing: "Gib deinen Namen ein: Der Gastgeber sieht ihn.",
    no_server: "Dieses Gerät kennt keinen Server für Tischcodes: Öffne stattdessen den Link, den der Gastgeber dir schickt.",
    or_paste: "Oder füge eine Einladung ein",
    code_title: "Tischcode",
    code_help: "Für Mitspieler in der Ferne: Lies ihnen diesen Code vor oder schick ihnen den Link. Sie geben ihn unter „Am Tisch mitspielen“ ein, und du lässt jeden mit Namen herein.",
    valid_until,
    code_expired: "Dieser Code ist abgelaufen: Niemand Neues kann sich damit hinsetzen.",
    new_code: "Neuer Code",
    send_link: "Link senden",
    link_copied: "Link kopiert",
    share_text,
    asks_to_join,
    let_in_to,
    no_free_seat: "Alle Handy-Plätze sind besetzt.",
    seats: "Plätze",
    played_by,
    computer: "Computerspieler",
    to_computer: "Einem Computerspieler geben",
    to_phone: "Einem Handy geben",
};

fn code_error(e: CodeError) -> String {
    match e {
        CodeError::Empty => "Gib den Tischcode ein.".into(),
        CodeError::Length(n) => format!("Ein Tischcode hat 6 Zeichen, dieser hat {n}."),
        CodeError::Character(c) => {
            format!("„{c}“ kommt in keinem Tischcode vor (Codes haben kein 0, O, 1, I oder L).")
        }
    }
}

fn valid_until(time: &str) -> String {
    format!("Gültig bis {time}")
}

fn share_text(code: &str) -> String {
    format!("Setz dich an meinen Schräm-Tisch: Code {code}")
}

fn asks_to_join(name: &str) -> String {
    format!("{name} klopft an")
}

fn let_in_to(seat: &str) -> String {
    format!("Auf den Platz von {seat}")
}

fn played_by(name: &str) -> String {
    format!("gespielt von {name}")
}
