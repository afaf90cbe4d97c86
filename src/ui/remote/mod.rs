//! Playing together, each on his own phone: the host's connections and its "Phones at the table"
//! panel, and the Join screen of a phone that takes a seat. The protocol and every decision are
//! in `session::remote`; this module only moves its messages over WebRTC data channels and
//! signalling sockets, through one object the app's root owns ([`PhoneHost`]).

mod code_box;
mod driver;
mod guest;
mod guest_inbox;
mod guest_reader;
mod guest_table;
mod handoff;
mod host;
mod join;
mod join_code;
mod join_knock;
mod join_meeting;
mod lobby;
mod phones_panel;
mod rooms;
mod rtc;
mod socket;

pub use driver::{use_phone_host, use_phone_links, PhoneHost};
pub use handoff::AnswerScreen;
pub use host::{sync as sync_phones, PhoneLink};
pub use join::{prefetch_guest, JoinScreen};
pub use lobby::{HostLobby, HostLobbyProps};
pub use phones_panel::{PhonesPanel, PhonesPanelProps};
