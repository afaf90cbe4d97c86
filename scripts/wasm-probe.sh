# The probe of scripts/size-floor.sh and scripts/json-probe.sh (sourced, not run): builds one small
# wasm module exactly as the game is built (release profile, wasm-bindgen, `wasm-opt -Oz`) and
# prints its size. Set WORK (where the modules are built) before sourcing; PROBE_NAME_WIDTH pads
# the names in the output (default 8).
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
mkdir -p "$WORK"
export CARGO_TARGET_DIR="$WORK/target"

probe() { # name, extra dependencies, lib.rs
  local dir="$WORK/$1"
  mkdir -p "$dir/src"
  cat > "$dir/Cargo.toml" <<EOF
[package]
name = "floor_$1"
version = "0.1.0"
edition = "2021"
[lib]
crate-type = ["cdylib"]
[dependencies]
wasm-bindgen = "0.2"
$2
[profile.release]
opt-level = "z"
lto = true
codegen-units = 1
panic = "abort"
[workspace]
EOF
  printf '%s\n' "$3" > "$dir/src/lib.rs"
  cp "$ROOT/Cargo.lock" "$dir/Cargo.lock"
  (cd "$dir" && cargo build --release --target wasm32-unknown-unknown --quiet)
  wasm-bindgen --target web --out-dir "$dir/out" "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/floor_$1.wasm"
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$dir/out/floor_$1_bg.wasm" -o "$dir/out/opt.wasm"
  printf "%-${PROBE_NAME_WIDTH:-8}s wasm %7d raw %7d gzip   js %5d gzip\n" "$1" "$(wc -c < "$dir/out/opt.wasm")" \
    "$(gzip -9c "$dir/out/opt.wasm" | wc -c)" "$(gzip -9c "$dir/out/floor_$1.js" | wc -c)"
}
