//! English words of a table of phones.

use crate::i18n::PhoneTexts;
use crate::session::remote::{SignalError, Unfair};

pub(super) static PHONES: PhoneTexts = PhoneTexts {
    join_help: "Someone hosts the game on their phone and invites you to a seat: paste the code from their phone (or open their link).",
    host_code: "Code from the host's phone",
    join: "Join",
    your_answer: "Your answer",
    answer_help: "Send this answer back to the host (copy it, or share it); the game starts on your phone when the host has pasted it.",
    waiting_for_host: "Waiting for the host …",
    connecting: "Connecting …",
    host_left: "The host's phone has left the table. The game is paused and kept on the host's phone: ask for a new invitation to play on.",
    join_again: "Join again",
    reload_needed: "The host's phone runs another version of the game. Reload this page to update it, then join again.",
    reload: "Reload",
    phones_help: "Each player on their own phone: invite a seat, send the invitation, and paste the answer from that phone. Phones on the same Wi-Fi or hotspot need no internet.",
    invite: "Invite",
    new_invite: "New invitation",
    invite_help: "Send the player this code (copy it into a message):",
    invitation: "Invitation",
    copy_code: "Copy the code",
    scan_invite: "Or let the player's phone scan this QR code with its camera:",
    scan_answer: "Or let the host's phone scan this with its camera:",
    qr_label: "QR code of the link",
    answer_handing: "Handing the answer to the table …",
    answer_taken: "The answer is with the table: the phone is joining. You can close this tab.",
    answer_no_table: "No table of phones is open in this browser. Open the table on this phone and paste the answer there.",
    answer_from,
    connect: "Connect",
    connected: "connected",
    not_connected: "not connected",
    you_play,
    phone_of,
    not_your_seat: "That move is for another seat: a phone plays only its own.",
    old_invitation: "This answer belongs to another invitation: paste the answer to the newest one.",
    no_webrtc: "This browser cannot connect phones (no WebRTC).",
    connect_failed: "The connection could not be set up from this code: ask for a new invitation.",
    signal_error,
    fair_ok,
    claim_waiting,
    let_in: "Let it play",
    refuse: "Refuse",
    fair_bad,
    joining_via_server: "Joining the table through the server …",
    server_unreachable: "The server for joining cannot be reached; trying again …",
    host_left_back: "The host's phone has left the table. The game is paused and kept on the host's phone; it goes on here by itself when the host is back.",
    server_open: "Phones join through the server: each player opens their seat's link (scan its QR code with the camera).",
    server_connecting: "Connecting to the server …",
    seat_link_help: "Let the player's camera scan this, or send the link: their phone joins when it opens it.",
    copy_link: "Copy the link",
    invite_with_code: "Invite with a code instead",
    signal_server: "Server for joining in one tap (optional)",
    signal_server_help: "The address of a matchbox signalling server the phones can reach, such as ws://192.168.1.20:3536. Without one, phones join with codes.",
    not_a_server: "That is not a server address: write it as ws://host:port.",
    needs_wss: "This page is served over https: the browser only allows a wss:// server address.",
    leave_title: "Leave the table?",
    leave_help: "The table waits for you: your seat stays on the host's phone. To come back, open your seat's link again or ask the host for a new invitation.",
    stay: "Stay",
    leave: "Leave",
};

fn answer_from(name: &str) -> String {
    format!("Answer from {name}'s phone")
}

fn you_play(name: &str) -> String {
    format!("You play {name}'s seat.")
}

fn phone_of(name: &str) -> String {
    format!("{name}'s phone")
}

fn signal_error(e: SignalError) -> &'static str {
    match e {
        SignalError::NotACode => "That is not a complete table code: copy it again, whole.",
        SignalError::WrongKind => {
            "That is the other kind of code: the host pastes the answer, the joiner the invitation."
        }
        SignalError::NewerVersion => {
            "That code comes from a newer version of the game: reload this page."
        }
    }
}

fn fair_ok(n: u32) -> String {
    format!("Hand {n}: fair deal verified — every card shown matched what the host's phone promised before play.")
}

fn fair_bad(n: u32, check: Unfair, name: &str) -> String {
    match check {
        Unfair::Promise => format!("Hand {n}: the host's phone changed its promise of the deal during the hand."),
        Unfair::Opening => format!("Hand {n}: the host's phone showed a card that is not in its promise of the deal."),
        Unfair::OwnHand => format!("Hand {n}: your own cards are not the ones the host's phone promised to your seat."),
        Unfair::Played(_) => format!("Hand {n}: {name} played a card that the host's phone did not promise to {name}'s seat."),
    }
}

fn claim_waiting(name: &str) -> String {
    format!("Another phone asks to play {name}'s seat. Let it in only if it is {name}'s new phone: it then takes the seat from the phone playing it now.")
}
