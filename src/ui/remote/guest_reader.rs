//! The joining phone's reader of the host's messages (the tables, their changes and refusals:
//! serde's readers of both games' views, events and results, most of the bytes of joining) is a
//! part of its own, `guest-reader` (issue 30, docs/parts.md). The Join screen is drawn
//! without it and asks for it as it opens, so it comes while the player types the code or
//! pastes the invitation; a message that arrives before it waits, in order, until it is here.
//! When it cannot be fetched (offline before it was cached) the screen says so and it is asked
//! for again every few seconds: the host sends its table once per connection, so no later
//! message may be counted on to ask again.

use super::join::{run, Joiner};
use crate::session::remote::{Guest, GuestOut};
use crate::ui::part::split_point;
use gloo::timers::callback::Timeout;
use std::cell::Cell;
use web_sys::RtcDataChannel;

/// Reads one message of the host into the joiner's side.
type Reader = fn(&mut Guest, &str) -> Vec<GuestOut>;

/// How many messages wait for the reader at most (the oldest go: a change that then does not fit
/// makes the guest ask for the whole table again).
const WAITING_AT_MOST: usize = 32;
/// How long after a failed fetch the reader is asked for again.
const AGAIN_AFTER_MS: u32 = 3_000;

split_point!(
    guest_reader,
    fn guest_reader_part() -> Reader {
        |guest, text| guest.received(text)
    }
);

thread_local! {
    static READER: Cell<Option<Reader>> = const { Cell::new(None) };
    /// A fetch for waiting messages is under way (or will be tried again).
    static FETCHING: Cell<bool> = const { Cell::new(false) };
}

/// Asks for the reader ahead of the first message (the Join screen has opened).
pub(super) fn prefetch() {
    if READER.with(Cell::get).is_none() {
        wasm_bindgen_futures::spawn_local(async {
            if let Ok(read) = guest_reader_part().await {
                READER.with(|r| r.set(Some(read)));
            }
        });
    }
}

/// Takes the host's message `text` on `channel`: read at once when the reader is here, else
/// kept until it comes.
pub(super) fn receive(text: String, channel: &RtcDataChannel, joiner: &Joiner) {
    {
        let mut link = joiner.link.borrow_mut();
        if link.unread.len() == WAITING_AT_MOST {
            link.unread.pop_front();
        }
        link.unread.push_back(text);
    }
    match READER.with(Cell::get) {
        Some(read) => read_waiting(read, channel, joiner),
        None => fetch(channel.clone(), joiner.clone()),
    }
}

/// Fetches the reader for the waiting messages; when it cannot come, says so in the player's
/// language and tries again while the Join screen is open.
fn fetch(channel: RtcDataChannel, joiner: Joiner) {
    if FETCHING.with(|f| f.replace(true)) {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let failed = joiner.lang.texts().part_failed;
        let loaded = guest_reader_part().await;
        FETCHING.with(|f| f.set(false));
        match loaded {
            Ok(read) => {
                READER.with(|r| r.set(Some(read)));
                if joiner.error.as_deref() == Some(failed) {
                    joiner.error.set(None);
                }
                read_waiting(read, &channel, &joiner);
            }
            Err(_) if joiner.link.borrow().left => {}
            Err(_) => {
                joiner.error.set(Some(failed.to_owned()));
                Timeout::new(AGAIN_AFTER_MS, move || {
                    if !joiner.link.borrow().left {
                        fetch(channel, joiner);
                    }
                })
                .forget();
            }
        }
    });
}

fn read_waiting(read: Reader, channel: &RtcDataChannel, joiner: &Joiner) {
    loop {
        let Some(text) = joiner.link.borrow_mut().unread.pop_front() else {
            return;
        };
        let out = read(&mut joiner.link.borrow_mut().guest, &text);
        run(out, channel, joiner);
    }
}
