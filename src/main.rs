//! The `schraem` binary: the web app's entry point on wasm32, the command line tool elsewhere.

#[cfg(target_arch = "wasm32")]
fn main() {
    schraem::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    schraem::cli::main()
}
