//! [`PhoneTexts`]: the words of a table of phones (hosting, joining, the joined table). Each
//! language fills all of it; sentences with a name are functions.

use crate::engine::{ActError, Refusal};
use crate::i18n::{Lang, Msg};
use crate::session::remote::{MoveRefusal, SignalError, Unfair};

/// The words of playing together on several phones.
#[allow(missing_docs, reason = "each field is the label its name says")]
pub struct PhoneTexts {
    pub join_help: &'static str,
    pub host_code: &'static str,
    pub join: &'static str,
    pub your_answer: &'static str,
    pub answer_help: &'static str,
    pub waiting_for_host: &'static str,
    pub connecting: &'static str,
    pub host_left: &'static str,
    pub join_again: &'static str,
    pub reload_needed: &'static str,
    pub reload: &'static str,
    pub phones_help: &'static str,
    pub invite: &'static str,
    pub new_invite: &'static str,
    pub invite_help: &'static str,
    pub invitation: &'static str,
    pub copy_code: &'static str,
    pub scan_invite: &'static str,
    pub scan_answer: &'static str,
    pub qr_label: &'static str,
    pub answer_handing: &'static str,
    pub answer_taken: &'static str,
    pub answer_no_table: &'static str,
    pub answer_from: fn(&str) -> String,
    pub connect: &'static str,
    pub connected: &'static str,
    pub not_connected: &'static str,
    pub you_play: fn(&str) -> String,
    pub phone_of: fn(&str) -> String,
    pub not_your_seat: &'static str,
    pub old_invitation: &'static str,
    pub no_webrtc: &'static str,
    pub connect_failed: &'static str,
    pub signal_error: fn(SignalError) -> &'static str,
    /// Joining through a signalling server (`matchbox_server`).
    pub joining_via_server: &'static str,
    pub server_unreachable: &'static str,
    pub host_left_back: &'static str,
    pub server_open: &'static str,
    pub server_connecting: &'static str,
    pub seat_link_help: &'static str,
    pub copy_link: &'static str,
    pub invite_with_code: &'static str,
    /// The setting.
    pub signal_server: &'static str,
    pub signal_server_help: &'static str,
    pub not_a_server: &'static str,
    pub needs_wss: &'static str,
    /// Leaving a joined table.
    pub leave_title: &'static str,
    pub leave_help: &'static str,
    pub stay: &'static str,
    pub leave: &'static str,
    /// Another phone than the seat's (named) asks to play it; the host lets it in or refuses.
    pub claim_waiting: fn(&str) -> String,
    pub let_in: &'static str,
    pub refuse: &'static str,
    /// Hand `n` (1-based) was dealt as promised.
    pub fair_ok: fn(u32) -> String,
    /// Hand `n` was not dealt as promised: which check failed, and for a card played, the name
    /// of the seat that played it.
    pub fair_bad: fn(u32, Unfair, &str) -> String,
}

impl Lang {
    /// Why the host refused a phone's move, in this language.
    #[must_use]
    pub fn move_refused(self, refusal: &MoveRefusal) -> String {
        let rule = |r: Refusal| self.say(&Msg::Refused(&r));
        match refusal {
            MoveRefusal::OtherSeat { .. } | MoveRefusal::NotAPhoneSeat => {
                self.phones().not_your_seat.to_owned()
            }
            MoveRefusal::Over => self.texts().game_over.to_owned(),
            MoveRefusal::Rule(e) => rule(e.refusal()),
            MoveRefusal::NotAMove(a) => rule(Refusal::Act(ActError::UnknownAct(a.to_string()))),
        }
    }
}
