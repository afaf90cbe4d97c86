#!/usr/bin/env bash
# Set-up command 2: installs what is missing and runs every test.
source "$(dirname "$0")/setup.sh"
ensure_build_tools
ensure_chromium
ensure_matchbox_server
ensure_network_lab

step "cargo fmt --check"
cargo fmt --all -- --check

step "clippy (native, engine crate included)"
cargo clippy --workspace --all-targets -- -D warnings

step "engine docs (every public item documented, links resolve)"
RUSTDOCFLAGS="-D warnings" cargo doc -p schraem-engine --no-deps --quiet

step "app docs (every public item documented, links resolve: native, and the page's wasm32 build)"
RUSTDOCFLAGS="-D warnings" cargo doc -p schraem --no-deps --quiet
RUSTDOCFLAGS="-D warnings" cargo doc -p schraem --lib --no-deps --quiet --target wasm32-unknown-unknown --features split

step "clippy (wasm32)"
cargo clippy --target wasm32-unknown-unknown --lib --bins --tests -- -D warnings

step "clippy (wasm32, the page's split build: --features split)"
cargo clippy --target wasm32-unknown-unknown --lib --bins --features split -- -D warnings

step "native tests (engines, records, app core, texts, replay tool, browser fixtures)"
cargo test --workspace

step "browser tests (wasm-bindgen-test in headless Chromium)"
cargo test --target wasm32-unknown-unknown --test web_ui --test web_bots

step "release build (trunk build --release; fails over the size budget)"
trunk build --release

step "end-to-end tests (Playwright, Chromium, dist/ served precompressed and matchbox_server, both on 127.0.0.1; the network test in namespaces behind NAT with coturn, as root)"
npx playwright test

step "Lighthouse (mobile, simulated throttling, 3 runs): Accessibility 100, LCP <= 2 s, CLS <= 0.1 each; median Performance >= 95, TBT <= 200 ms"
node scripts/lighthouse.mjs dist 3

step "all tests passed"
