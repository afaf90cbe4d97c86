//! [`LobbyTexts`]: the words of joining by a table code — the host's code and seat list on the
//! Phones panel, the joiner's code field. Each language fills all of it; sentences with a value
//! are functions.

use crate::session::remote::CodeError;

/// The words of joining by a table code.
#[allow(missing_docs, reason = "each field is the label its name says")]
pub struct LobbyTexts {
    /// The joiner's side (Join screen).
    pub join_by_code: &'static str,
    pub join_code_help: &'static str,
    pub table_code: &'static str,
    pub your_name: &'static str,
    pub ask_to_join: &'static str,
    pub looking: &'static str,
    pub waiting_to_be_let_in: &'static str,
    pub no_table: &'static str,
    pub expired: &'static str,
    pub refused: &'static str,
    pub code_error: fn(CodeError) -> String,
    pub name_missing: &'static str,
    pub no_server: &'static str,
    pub or_paste: &'static str,
    /// The host's side (Phones panel).
    pub code_title: &'static str,
    pub code_help: &'static str,
    pub valid_until: fn(&str) -> String,
    pub code_expired: &'static str,
    pub new_code: &'static str,
    pub send_link: &'static str,
    pub link_copied: &'static str,
    pub share_text: fn(&str) -> String,
    pub asks_to_join: fn(&str) -> String,
    pub let_in_to: fn(&str) -> String,
    pub no_free_seat: &'static str,
    pub seats: &'static str,
    pub played_by: fn(&str) -> String,
    pub computer: &'static str,
    pub to_computer: &'static str,
    pub to_phone: &'static str,
}
