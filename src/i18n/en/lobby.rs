//! English words of joining by a table code.

use crate::i18n::LobbyTexts;
use crate::session::remote::CodeError;

pub(crate) static LOBBY: LobbyTexts = LobbyTexts {
    join_by_code: "Join with a table code",
    join_code_help: "Type the code the host reads out or sends you, and your name: the host lets you in.",
    table_code: "Table code",
    your_name: "Your name",
    ask_to_join: "Ask to join",
    looking: "Looking for the table …",
    waiting_to_be_let_in: "The host has been asked: waiting to be let in …",
    no_table: "No table answers to this code. Check it, or ask the host for the current one.",
    expired: "This code has expired. Ask the host for a new one.",
    refused: "The host did not let you in.",
    code_error,
    name_missing: "Type your name: the host sees it.",
    no_server: "This device knows no server for table codes: open the link the host sends you instead.",
    or_paste: "Or paste an invitation",
    code_title: "Table code",
    code_help: "For players far away: read them this code or send them the link. They type it under Join a table, and you let each one in by name.",
    valid_until,
    code_expired: "This code has expired: nobody new can join with it.",
    new_code: "New code",
    send_link: "Send the link",
    link_copied: "Link copied",
    share_text,
    asks_to_join,
    let_in_to,
    no_free_seat: "Every phone seat is taken.",
    seats: "Seats",
    played_by,
    computer: "computer player",
    to_computer: "Give to a computer player",
    to_phone: "Give to a phone",
};

fn code_error(e: CodeError) -> String {
    match e {
        CodeError::Empty => "Type the table code.".into(),
        CodeError::Length(n) => format!("A table code has 6 characters; this one has {n}."),
        CodeError::Character(c) => {
            format!("“{c}” is in no table code (codes have no 0, O, 1, I or L).")
        }
    }
}

fn valid_until(time: &str) -> String {
    format!("Valid until {time}")
}

fn share_text(code: &str) -> String {
    format!("Join my table in Schräm: code {code}")
}

fn asks_to_join(name: &str) -> String {
    format!("{name} asks to join")
}

fn let_in_to(seat: &str) -> String {
    format!("Let in to {seat}’s seat")
}

fn played_by(name: &str) -> String {
    format!("played by {name}")
}
