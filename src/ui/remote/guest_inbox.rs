//! The host's messages on a joining phone, read by the `guest-reader` part (`guest_reader`): read
//! at once when the reader is here, else kept in order until it comes. When it cannot be fetched
//! (offline before it was cached) the screen says so and it is asked for again every few
//! seconds: the host sends its table once per connection, so no later message may be counted on
//! to ask again.

use super::guest::{run, Joiner};
use super::guest_reader::Reader;
use gloo::timers::callback::Timeout;
use std::cell::Cell;
use web_sys::RtcDataChannel;

/// How many messages wait for the reader at most (the oldest go: a change that then does not fit
/// makes the guest ask for the whole table again).
const WAITING_AT_MOST: usize = 32;
/// How long after a failed fetch the reader is asked for again.
const AGAIN_AFTER_MS: u32 = 3_000;

thread_local! {
    /// A fetch for waiting messages is under way (or will be tried again).
    static FETCHING: Cell<bool> = const { Cell::new(false) };
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
    match (joiner.reader.here)() {
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
        let loaded = (joiner.reader.load)().await;
        FETCHING.with(|f| f.set(false));
        match loaded {
            Some(read) => {
                if joiner.error.as_deref() == Some(failed) {
                    joiner.error.set(None);
                }
                read_waiting(read, &channel, &joiner);
            }
            None if joiner.link.borrow().left => {}
            None => {
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
