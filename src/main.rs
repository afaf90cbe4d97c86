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
pub async fn think(request: String) -> String {
    schraem::ui::think(request).await
}

/// The bot worker calls this once it has loaded the module: it fetches the computer players'
/// part before the first request.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub async fn warm() {
    schraem::ui::warm().await;
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    schraem::cli::main()
}
