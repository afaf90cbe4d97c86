//! A table of phones: one phone hosts the match (it runs the engine, as for a game on one device);
//! every other phone plays one seat and sees that seat's table only. This module is the protocol
//! and the host's decisions as plain data — which messages exist, what a joiner is sent, whether a
//! move it sent may be applied, whether the data a phone got read as its seat's game and were dealt
//! as promised — so all of it is tested natively. It carries game data only: a phone draws its
//! table from them above the session (`games::phone_table`); the connections themselves (WebRTC
//! data channels) are in `ui::remote`. See docs/multiplayer.md.

mod compact;
mod fair;
mod guest;
mod host;
mod hub;
mod knock;
mod lobby;
mod meeting;
mod patch;
mod protocol;
mod read;
mod room_code;
mod rooms;
mod signal;

pub use fair::{add_card, add_count, fair_deal, Dealt, FairDeal, Ledger, Opening, Promise, Unfair};
pub use guest::{phone_id, Guest, GuestOut, HELLO_EVERY_MS};
pub use host::{check_move, remote_seat, MoveRefusal, LOG_LINES};
pub use hub::{Bindings, ConnId, Hub, HubOut, PhoneLink, BURST, MAX_INVITATIONS, PER_SECOND};
pub use knock::{KnockEnd, KnockStage, Knocker, NO_TABLE_MS};
pub use lobby::{clean_name, Given, Knock, Lobby, SavedLobby, MAX_NAME};
pub use meeting::{
    decode_event, decode_meeting, encode_meeting, encode_request, is_meeting, parse_server,
    room_token, room_url, seat_room, Meeting, PeerEvent, PeerRequest, PeerSignal, ServerError,
};
pub use protocol::{decode, encode, MessageError, RemoteSeat, SeatGame, ToGuest, ToHost, PROTOCOL};
pub use read::{SeatDataError, SeatRead};
pub use room_code::{
    decode_code_link, encode_code_link, CodeError, Issued, RoomCode, CODE_LEN, CODE_LIFETIME_MS,
};
pub use rooms::{seat_meetings, RoomStep, Rooms, ServerLink};
pub use signal::{decode_signal, encode_signal, Signal, SignalError, SignalKind};

#[cfg(test)]
mod fair_tests;
#[cfg(test)]
mod hub_tests;
#[cfg(test)]
mod hub_tests_fuzz;
#[cfg(test)]
mod lobby_tests;
#[cfg(test)]
mod rooms_tests;
#[cfg(test)]
mod tests;
