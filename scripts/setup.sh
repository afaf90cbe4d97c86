# Installs what the build and the tests need, skipping whatever is already there.
# Sourced by scripts/serve.sh and scripts/test.sh; nothing here downloads from outside the package
# registries (crates.io, npm, Debian).

set -euo pipefail

TRUNK_VERSION=0.22.1
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
# Playwright must use Debian's chromium, never fetch a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n==> %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_wasm_target() {
  rustup target list --installed | grep -qx wasm32-unknown-unknown && return
  step "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
}

ensure_trunk() {
  if [ "$(trunk --version 2>/dev/null)" = "trunk $TRUNK_VERSION" ]; then return; fi
  step "installing trunk $TRUNK_VERSION (about 11 minutes on 2 cores, once)"
  # Trunk's manifest asks for a newer rustc than it needs; its release profile (fat LTO) only
  # makes the one-off install slower.
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install trunk --version "$TRUNK_VERSION" --locked --ignore-rust-version
}

# The wasm-bindgen CLI must match the library version in Cargo.lock exactly, or Trunk tries to
# download one.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

ensure_wasm_bindgen() {
  [ -f Cargo.lock ] || cargo generate-lockfile
  local want
  want=$(wasm_bindgen_version)
  if [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $want" ]; then return; fi
  step "installing wasm-bindgen-cli $want (matches Cargo.lock)"
  # Not --locked: that lockfile pins a crate version the registry no longer serves.
  cargo install wasm-bindgen-cli --version "$want" --force
}

ensure_chromium() {
  if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then return; fi
  step "installing Debian's chromium and chromium-driver"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver
}

ensure_node() {
  if command -v node >/dev/null && command -v npm >/dev/null; then return; fi
  step "installing Debian's nodejs and npm"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm
}

# npm packages (Playwright, binaryen's wasm-opt) at the versions package-lock.json pins.
ensure_npm_packages() {
  ensure_node
  local stamp=node_modules/.schraem-lock-sha256
  local want
  want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return; fi
  step "installing npm packages"
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
}

# The signalling server for joining a table of phones in one tap (docs/multiplayer.md), from the
# matchbox project; the browser tests start it on 127.0.0.1.
MATCHBOX_VERSION=0.15.0

ensure_matchbox_server() {
  if cargo install --list | grep -qx "matchbox_server v$MATCHBOX_VERSION:"; then return; fi
  step "installing matchbox_server $MATCHBOX_VERSION (about 1.5 minutes on 2 cores, once)"
  cargo install matchbox_server --version "$MATCHBOX_VERSION" --locked
}

# The real network test (tests/e2e/network.spec.js, scripts/netns-lab.sh): Debian's coturn (the TURN
# relay a deployment runs, docs/multiplayer.md) and iptables (the home routers' NAT), with iproute2's
# `ip netns`. The package's own service is not wanted here: the test starts turnserver itself.
ensure_network_lab() {
  if command -v turnserver >/dev/null && command -v iptables >/dev/null && command -v ip >/dev/null; then
    return
  fi
  step "installing Debian's coturn, iptables and iproute2 (the network test)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coturn iptables iproute2
}

# The tool that cuts the module into the first load and the parts loaded on first use
# (scripts/split_module.py); the crate's binary is wasm-split-cli. Not crates.io's
# `wasm-split-cli` package: that is another project's tool with another format.
WASM_SPLIT_VERSION=0.2.4

ensure_wasm_split() {
  if cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then return; fi
  step "installing wasm-split-cli $WASM_SPLIT_VERSION (about 2 minutes on 2 cores, once)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked
}

ensure_build_tools() {
  ensure_wasm_target
  ensure_npm_packages
  ensure_wasm_bindgen
  ensure_wasm_split
  ensure_trunk
}
