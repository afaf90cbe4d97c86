#!/usr/bin/env bash
# What parts of the first load cost at the least (issue 13): builds three small wasm modules with
# the release profile, wasm-bindgen and `wasm-opt -Oz` exactly as the game is built, and prints each
# one's gzip -9 size:
#   yew      a Yew app of one reducer and two components (the framework's own floor);
#   engines  both rules engines and every bot level, playing a match (no serde_json, no saves);
#   worker   the bot worker's `think`: a saved match as JSON -> record -> replay -> a bot's answer.
# Then the parts loaded on first use (issue 30, docs/parts.md) of the last build
# (SIZE_FLOOR_DIST, default dist/): each with the chunks the loader fetches with it, the floor of
# what opening that part costs (the visitor's language is one of them, fetched with the module).
# Needs what scripts/setup.sh installs (wasm32 target, wasm-bindgen, npm's binaryen). ~5 min.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=${SIZE_FLOOR_DIR:-/tmp/schraem-size-floor}
# shellcheck source=scripts/wasm-probe.sh
source "$ROOT/scripts/wasm-probe.sh"

probe yew 'yew = { version = "0.23", features = ["csr"] }' '
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[derive(Default, PartialEq)]
struct Count(u32);
impl Reducible for Count {
    type Action = u32;
    fn reduce(self: Rc<Self>, by: u32) -> Rc<Self> {
        Rc::new(Count(self.0 + by))
    }
}

#[derive(Properties, PartialEq)]
struct RowProps {
    label: AttrValue,
    on_tap: Callback<u32>,
}

#[function_component]
fn Row(props: &RowProps) -> Html {
    let on_tap = props.on_tap.clone();
    html! { <button onclick={move |_| on_tap.emit(1)}>{ props.label.clone() }</button> }
}

#[function_component]
fn App() -> Html {
    let count = use_reducer(Count::default);
    let on_tap = { let count = count.clone(); Callback::from(move |n| count.dispatch(n)) };
    html! { <main><p>{ count.0 }</p><Row label="+1" {on_tap} /></main> }
}

#[wasm_bindgen(start)]
pub fn start() {
    yew::Renderer::<App>::new().render();
}'

probe engines "schraem = { path = \"$ROOT\" }" '
use schraem::ai::{Bot, BotGame, Clock, Level};
use schraem::engine::{ramsch, schraem as siebenschraem, Setup};
use wasm_bindgen::prelude::*;

struct Never;
impl Clock for Never {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

fn play<G: BotGame>(rules: G::Rules, seats: usize, seed: u64) -> u32 {
    let names = (0..seats).map(|s| format!("{s}")).collect();
    let Ok(mut game) = G::new(Setup::new(rules, names, seed)) else { return 0 };
    let mut bots: Vec<Bot<G>> = (0..seats)
        .map(|s| Bot::new(Level::ALL[(seed as usize + s) % Level::ALL.len()], seed ^ s as u64, rules))
        .collect();
    let mut moves = 0;
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        let view = game.view_for(Some(seat));
        let Some(action) = bots[seat.index()].decide(&view, &legal, &Never, 1e9) else { break };
        if game.apply(seat, action).is_err() {
            break;
        }
        moves += 1;
    }
    moves
}

#[wasm_bindgen]
pub fn play_match(seed: u64, which: u32) -> u32 {
    let preset = (seed % 16) as usize;
    if which == 0 {
        let p = siebenschraem::Preset::ALL[preset % siebenschraem::Preset::ALL.len()];
        play::<siebenschraem::Match>(p.ruleset(), 4, seed)
    } else {
        let p = ramsch::Preset::ALL[preset % ramsch::Preset::ALL.len()];
        play::<ramsch::Match>(ramsch::Ruleset::preset(p), 3, seed)
    }
}'

probe worker "schraem = { path = \"$ROOT\" }
wasm-bindgen-futures = \"0.4\"" '
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub async fn think(request: String) -> String {
    schraem::ui::think(request).await
}'

# Each part of the last build as opening it costs at the least: its file and the chunks (code it
# shares with other parts) the parts' loader fetches with it, gzip -9 and brotli as served.
DIST=${SIZE_FLOOR_DIST:-$ROOT/dist}
python3 - "$DIST" <<'PY'
import glob, gzip, os, re, sys, zlib
dist = sys.argv[1]
loaders = glob.glob(os.path.join(dist, "parts-*.js"))
if len(loaders) != 1:
    sys.exit("size-floor: no build in %s (trunk build --release first, or set SIZE_FLOOR_DIST)" % dist)
loader = open(loaders[0], encoding="utf-8").read()
def size(name):
    data = open(os.path.join(dist, name), "rb").read()
    br = os.path.join(dist, name + ".br")
    return len(gzip.compress(data, 9)), os.path.getsize(br) if os.path.exists(br) else 0
chunks = dict(re.findall(r"const (__chunk_\d+) = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\(\"\./([^\"]+)\"", loader))
print("part (with its chunks)          files   gzip -9    brotli")
for m in re.finditer(r"__wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\s*const src = fetch\(new URL\(\"\./([^\"]+)\".*?, \[([^\]]*)\]\)\)", loader, re.S):
    # (A chunk of a few hundred bytes is written into the loader, not fetched: not listed.)
    files = [m.group(2)] + [chunks[c.strip()] for c in m.group(3).split(",") if c.strip() in chunks]
    g = sum(size(f)[0] for f in files)
    b = sum(size(f)[1] for f in files)
    print("%-30s %6d %9d %9d" % (m.group(1), len(files), g, b))
PY
