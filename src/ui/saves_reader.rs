//! The saved matches', statistics' and rule sets' reader, a part (issue 30; docs/parts-saves.md):
//! a first visit stores none of them and never fetches it; a returning visitor's start fetches it
//! beside the language's words (index.html preloads both when it sees those saves stored), so it
//! costs no round trip. When it cannot come (offline before the service worker
//! cached it) the app starts without them and holds them unread (`session::held`).

use super::part::split_point;
use super::storage::{self, Saves};
use std::cell::Cell;

split_point!(
    saves_reader,
    fn saves_reader_part() -> fn() -> Saves {
        storage::read_saves
    }
);

thread_local! {
    /// The reader, once its part has come.
    static READER: Cell<Option<fn() -> Saves>> = const { Cell::new(None) };
}

/// Fetches the reader's part; `storage::load` uses it once it has come.
pub async fn fetch() {
    if let Ok(reader) = saves_reader_part().await {
        READER.set(Some(reader));
    }
}

/// The reader, if its part has come.
pub fn loaded() -> Option<fn() -> Saves> {
    READER.get()
}
