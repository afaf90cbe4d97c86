//! The joining phone's reader of the host's messages (the tables, their changes and refusals:
//! serde's readers of both games' views, events and results, most of the bytes of joining) is a
//! part of its own, `guest-reader` (issue 30, docs/parts.md). The Join screen is drawn
//! without it and asks for it once drawn (the page idle after its first frame), so it comes while
//! the player types the code or pastes the invitation; a message that arrives before it waits,
//! in order, until it is here (`guest_inbox`, in the `guest` part).
//!
//! Only the Join screen's part calls the split point: the `guest` part reaches it through the
//! [`ReaderRef`] the screen hands it, so the two parts share no code (shared code would be a
//! chunk of its own, or ride in the first load's loader).

use crate::session::remote::{Guest, GuestOut};
use crate::ui::part::split_point;
use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;

/// Reads one message of the host into the joiner's side.
pub(super) type Reader = fn(&mut Guest, &str) -> Vec<GuestOut>;

/// The reader's fetch (`None`: it could not be fetched; a later call asks anew).
type Loading = Pin<Box<dyn Future<Output = Option<Reader>>>>;

split_point!(
    guest_reader,
    fn guest_reader_part() -> Reader {
        |guest, text| guest.received(text)
    }
);

thread_local! {
    static READER: Cell<Option<Reader>> = const { Cell::new(None) };
}

/// The reader as the `guest` part reaches it: whether it is here, and its fetch.
#[derive(Clone, Copy)]
pub(super) struct ReaderRef {
    /// The reader, if it is here.
    pub(super) here: fn() -> Option<Reader>,
    /// Fetches it.
    pub(super) load: fn() -> Loading,
}

/// One pair of functions for the page's life: every `ReaderRef` is the same.
impl PartialEq for ReaderRef {
    fn eq(&self, _: &ReaderRef) -> bool {
        true
    }
}

fn here() -> Option<Reader> {
    READER.with(Cell::get)
}

fn load() -> Loading {
    Box::pin(async {
        if let Some(read) = here() {
            return Some(read);
        }
        let read = guest_reader_part().await.ok()?;
        READER.with(|r| r.set(Some(read)));
        Some(read)
    })
}

/// The reader for the `guest` part.
pub(super) fn reader() -> ReaderRef {
    ReaderRef { here, load }
}

/// Asks for the reader ahead of the first message (the Join screen has opened).
pub(super) fn prefetch() {
    if here().is_none() {
        wasm_bindgen_futures::spawn_local(async {
            load().await;
        });
    }
}
