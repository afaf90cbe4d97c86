//! The `schraem` binary: the web app's entry point on wasm32, the command line tool elsewhere.

/// On the page, starts the app; in the bot worker (no `window`), does nothing: the worker only
/// calls [`think`].
#[cfg(target_arch = "wasm32")]
fn main() {
    if web_sys::window().is_some() {
        schraem::ui::start();
    }
}

/// The bot worker's entry point (see `src/ui/bot_worker.rs`): a request in JSON, the answer in
/// JSON. Exported from the binary so that the worker can load the page's own module.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
#[must_use]
pub fn think(request: &str) -> String {
    schraem::ui::think(request)
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    schraem::cli::main()
}
