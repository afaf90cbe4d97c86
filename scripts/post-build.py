#!/usr/bin/env python3
"""Trunk post-build hook.

0. Splits the module into the first load and the parts loaded on first use (scripts/split_module.py).
1. Makes the module load after the shell's paint, and writes the style sheet into the page
   (scripts/first_paint.py), then fills the Content-Security-Policy's script and style hashes: Trunk writes its loader as an inline module
   script, which a strict policy blocks unless its sha256 is listed. The hash changes with every
   build (the script names hashed file names), so it is computed here.
2. Writes the service worker, sw.js: it precaches every file of the build (Trunk's hashed names as
   they are) plus "./" and "./index.html" under a cache named by a hash of those files' names and
   contents, so each build that changes anything is a new version. See SW_TEMPLATE below.
3. Writes .br and .gz beside every file (scripts/precompress.mjs) and prints the size report of
   the first load (html, js, wasm, css: raw, gzip -9, brotli); fails over the budget.
"""
import base64
import hashlib
import json
import os
import re
import subprocess
import sys

SW_NAME = "sw.js"
# The site's own configuration (docs/multiplayer.md, "Deployment"): edited after the build, so it is
# neither precached nor part of the version; the worker fetches it from the network first.
CONFIG_NAME = "config.json"
# Gzip bytes of html+js+wasm+css a first visit may download (issue 13 aims at 200,000). A guard
# against growth by accident: it moved to 490,000 when the table of phones (issue 14: WebRTC, the
# joiner's screen, reading the host's table, QR codes with their tables) added ≈ 70 KB gzip, and to
# 500,000 when joining through a signalling server (WebSocket client, seat links, setting) added 14 KB,
# and to 514,000 when the checkable deal (SHA-256, promises, the phone's ledger) added 12 KB, and to
# 560,000 when issue 26 (several saved matches, texts with articles and case in three languages,
# review stories, Next hand and the tap guard, rules in force, short invitation codes, questions
# before anything is deleted) added ≈ 45 KB after shrinking (one shared sort, wasm-opt --converge):
# spread over ~40 screens and modules, no single cause (the closing note of issue 26), and to
# 570,000 when issue 29's site configuration (config.json read and checked with a message for each
# mistake in three languages, the STUN/TURN setting, the servers handed to every connection) added
# 9.5 KB. Issue 30's split (the table of phones, the slate and tournaments, the menu's screens,
# the rule editor and the QR encoder as parts loaded on first use) took it down to 495,000 (first
# load 488,104 gzip, 391,088 brotli on 2026-11-26; docs/parts.md). Issue 29 item 3 (joining
# by a table code: the host's lobby, the code box and seat list, the joiner's code form, their words
# in three languages) added 4.6 KB gzip to the first load and 23 KB gzip to the phones part; issue
# 29 item 4 (a protocol of game data: the host encodes each phone's engine view, events, results
# and typed refusals, the phone reads and draws them) put serde's encoders of the engine's types in
# the first load (506,227 gzip, 403,933 brotli) and their readers in the phones part. Issue 30's
# second round (each language a part, the visitor's preloaded with the module and counted here,
# the largest; the computer players' search a part the worker fetches; the phone host's hub a
# part) took it to 410,000 (404,623 gzip, 325,353 brotli with the German words). One JSON reader
# and one writer per type (hand links through `Value` like the saves, link bodies parsed as text)
# took it to 396,000 (393,440 gzip, 317,218 brotli). The review of the last hand a part, and the
# slate's and tournament's steps applied by their part's code, took it to 386,700 (384,706 gzip,
# 310,576 brotli); dropping the toolchain's custom sections from every file to 386,000 (383,945
# gzip, 309,151 brotli on main of 16:50); the chunks of up to 400 bytes written into the loader
# (five chunk files fewer on the first load, 1.3 KB gzip more) to 386,800 (385,201 gzip, 310,392
# brotli); with the host's phones of one owner (ui::remote::PhoneHost) to 380,300 (378,254 gzip,
# 305,223 brotli). The words only the menu's screens read a second part per language (the games'
# summaries, the options' meanings, the tutorial's coach): 378,300 (377,863 gzip, 304,940 brotli,
# from 378,648 / 305,585 on the same base). A part per screen where one tap waited for several
# screens (join, guest-reader, rules, slate, tournament: each split point brings its loader entry,
# imports and exports, and more small chunks ride in the loader; Join a table fetches 58 KB
# instead of 177 KB, Rules 5.6 KB instead of 34 KB): 380,000 (379,774 gzip, 306,554 brotli, from
# 377,863 / 304,940 on the same base). A shared link's reader (the links' decoding and a hand's
# replay) in the menu's part, the first load only noting the link: 374,500 (374,287 gzip,
# 301,756 brotli, from 379,774 / 306,554). Issue 30's goal is 250,000.
# The first load's JSON read and written without serde (`src/json/`): 364,025 gzip, 293,611
# brotli on main at 53d28ad (from 374,287 / 301,756); all files 747,920 (+9.4 KB: the menu's, the
# phone host's and the phones' parts now carry the serde code the main module no longer holds).
# One component for every part's screen and one `use_part` for every part (ui::lazy): 359,656
# gzip, 290,964 brotli (from 364,125 / 293,608 on the same base; the main module 304,399 →
# 299,945 gzip); all files 743,505. The main module's wasm-opt with --flatten --rereloop -Oz -Oz
# (scripts/split_module.py): 358,429 gzip, 289,937 brotli (main module 298,717 / 241,563); all
# files 742,305.
# The saved slate's and tournament's readers and writers by hand too, no serde code left in the
# main module: 344,491 gzip, 278,414 brotli on main at 4ac40fa (from 364,125 / 293,608 on the
# same base); with the component above 340,219 gzip, 275,726 brotli on 910f236 (before the wasm-opt flags
# above); with the wasm-opt flags too, on main at 9cb6e25: 339,223 gzip, 274,870 brotli (main module
# 279,585 / 226,350), all files 734,341. With the words of parts' screens in menu-words-<lang>
# too, on main at 2e3461d: 335,088 gzip, 271,507 brotli (main module 280,609 / 227,302), all files
# 737,971 (the brotli guard keeps ≈ 0.5 KB: brotli of a language part moved by up to 1.3 KB
# between builds of nearly the same tree). The glue and the loader minified by terser, and talc
# as the allocator (on main at 96d1a50): 328,781 gzip, 267,008 brotli (from 335,089 / 271,506 on
# the same base; main module 277,808 / 225,538), all files 731,393. The loader's inlined chunks
# as strings of their bytes instead of base64: 328,164 gzip, 266,368 brotli, all files 730,776.
# The module's imports from the glue under short names (scripts/short_imports.py): 320,520 gzip,
# 260,736 brotli (main module 273,029 / 222,340, glue 5,447 / 4,843), all files 723,132; with the
# glue module's name and the closures' hashed exports short too: 320,103 / 260,608, all 722,715.
# The app's start in short tasks (ui::start, AppProps::step; time to interactive): 320,871 /
# 260,943, all 723,463. The saved slate's and tournament's readers a part (real-cards-saves) on
# c484372: 317,790 gzip, 258,095 brotli (from 320,865 / 260,893), all 727,716 (the menu's part
# carries its own copy of the readers for Import's check: +4.3 KB over all files). The update
# prompt a hook of the app's root instead of a component: 317,208 / 257,671, all 727,050; on main
# at baf584c (with French punctuation's no-break spaces): 317,272 / 257,829, all 727,313.
# The parts one tap opens, opened ahead on a visit the service worker serves (ui::lazy::ahead; a
# part opens at once when cached, docs/parts-cached.md): +605 / +321 / +577 on c484372 (321,470 /
# 261,214 / 724,034); on baf584c 317,597 / 257,838, all 727,598 (+325 / +9 / +285). The Join
# screen a small part of its own, the guest connection and table another (docs/parts-open.md "Join a
# table in two parts"), on baf584c: 317,874 / 258,504 (+602 / +675: the loader's second entry
# and chunks, the split point's import, a seat link's early ask), all 736,384 (+9.1 KB); with
# both on main at c93792b: 318,255 / 258,560, all 736,757 (+658 / +722 / +9,159). Every effect
# through one copy of Yew's use_effect_with (ui::effect::use_effect_on) and the table's control
# keys without AnyAction's Debug, on 265129e + the saves' reader fix (318,421 / 258,972, all
# 737,927): 314,032 / 255,196, all 732,337. The first load's plain text buttons through one
# function (ui::screens::button): 313,146 / 254,711, all 731,300. Raised by what a cached tap's
# speed costs (docs/parts-cached.md "Yew's render and the frame": screens drawn once ahead, the
# review solved while the menu is open, work deferred to an idle moment): +370 / +516 on 6ec69b8
# (314,032 / 255,196 -> 314,402 / 255,712), all +5,139 (732,337 -> 737,476, mostly the review
# part and the shared warm-up chunk); on 274b57a 313,502 / 255,256, all 736,533. The start's first
# render without Home (the HTML shell stands in for a task), Home a step later, the stored read a
# task before (docs/parts.md "Time to interactive": no long mount): +861 / +518 / +964 on 274b57a
# (313,146 / 254,711 -> 314,007 / 255,229); on 890a5ed +1,049 / +958 / +1,073 (313,502 / 255,256
# / 736,533 -> 314,551 / 256,214 / 737,606), raised for it. The card faces, backs, chalk and icons
# as SVG markup, not html! trees: 314,687 / 256,125 / 738,211 -> 313,055 / 255,132 / 736,529
# (-1,632 / -993 / -1,682 on 2e3046d), lowered by as much. The table's panels a part
# (table-panels: the score sheet, what happened, the last trick, the rules, the share link, the
# standings; docs/parts.md) on 2e3046d: 314,687 / 256,125 -> 307,422 / 250,055; with the panels
# drawn once away from the page after the part came (a cached tap as fast as before): 307,723 /
# 250,302; rebased on bb7ad13 (the SVG markup, the review laid out ahead: 313,055 / 255,132 there
# before the review's +72 / -111): 305,548 / 248,869. The saved matches', statistics' and rule
# sets' reader a part (saves-reader, fetched at start only when any is stored; docs/parts-saves.md)
# on 28b5406: 305,720 / 249,220 -> 295,909 / 241,422, lowered by as much (the same margins). The
# first load's hookless function components as plain functions (docs/parts.md; ≈ 2 KB raw of
# Yew's machinery each) on 28b5406: 305,720 / 249,220 -> 299,175 / 244,445 (all 746,582 ->
# 739,229); with the saves' reader on 999781c: 295,909 / 241,422 -> 289,737 / 236,973 (-6,172 / -4,449),
# lowered by as much. The site's config.json reader a part (site-config, fetched only when the
# file is not the shipped one): 289,737 / 236,973 -> 288,310 / 235,754, lowered by as much. The
# review's fixes (a site's servers whose reader did not come are said so and read again; a rule
# set refused while the saved ones are unread says so): 288,310 / 235,754 -> 289,012 / 236,541
# (+702 / +787: the retry's async code and two texts), raised by as much.
BUDGET_GZIP_DEFAULT = 289_300
# The same first load in brotli, and everything (first load and every part) in gzip: the split
# must not hide growth in the parts (716,682 gzip with every part on 2026-11-26: each part
# brings its own imports and exports, so the sum grew by ≈ 22 KB when the languages, the bots and
# the hub became parts; 714,388 after the JSON change above; 723,013 on the merged tree with the
# review's part and the real cards' steps, each bringing its own imports and exports; 716,523
# without the custom sections; 714,362 with the small chunks in the loader; 714,190 on main of
# 17:08; 721,223 with the menu's words a part per language, from 714,983 on the same base: three
# parts more, each with its own imports and exports; 734,527 with a part per screen above, from 721,223:
# five parts more; 738,371 with a shared link's reader in the menu's part: code the menu
# part and the computer players share left the main module for chunks of their own; 743,505 with
# one component for every part's screen); 739,610 with no serde code in the main module (the
# five parts that still use serde carry their own copy), 735,337 with both on 910f236;
# 742,305 with the wasm-opt flags above (before the serde change); +3.6 KB with the words only
# parts' screens read in menu-words-<lang> (743,505 -> 747,103 on 910f236: the same words compress
# less well in six files than in three, and each language's say reaches them through a second
# vtable; the first load -4.2 KB gzip there, 359,656 -> 355,430). 737,682 with the joiner's
# side kept between two acts on the Join screen and a seat's link cleared when the screen is left
# (the guest and join parts, +925 on 7d442c0's 736,757). 732,337 with one copy of the effect hook,
# 731,300 with one button function; +5,139 with a cached tap's speed (above); +1,073 with the start's shell standing in (above); 738,211 with the shell put back after Yew's mount and the review kept when solved on the tap (0c2721d + review fixes).
# 746,111 with the table's panels a part (+7.9 KB: the main module -9.6 KB, but the panels' code
# is shared with the joined table and the slate, so most of it went into chunks those parts
# share, +13.6 KB with their imports and exports, the loader +0.9 KB); 747,869 with the panels
# drawn once ahead; 746,225 rebased on bb7ad13. 750,246 with the saves' reader a part (+4.0 KB:
# its imports and exports, and the match reader in chunks it shares with the computers' part);
# 743,353 with the hookless components as plain functions (-7,353 on 28b5406: the parts that drew
# them carried their own copies of the components' machinery too); 745,922 with the site's
# config.json reader a part (+2,569: the part's own imports and exports, the main module -1,668).
BUDGET_BROTLI_DEFAULT = 237_070
BUDGET_TOTAL_GZIP_DEFAULT = 747_430

# Every URL is relative to the worker's own location, so the site works from any sub-path; caches
# are named by the registration's scope as well, so two copies on one origin never touch each
# other's. A new version installs in the background and then waits: the page shows "A new version
# is ready" and posts {type: "skip-waiting"} when the player chooses to reload.
SW_TEMPLATE = """// Schräm's service worker, written by scripts/post-build.py for this build only.
"use strict";
const VERSION = __VERSION__;
const FILES = __FILES__;
const PREFIX = "schraem:" + self.registration.scope + ":";
const CACHE = PREFIX + VERSION;
const PRECACHE = FILES.map((file) => new URL(file, self.location).href);
const INDEX = new URL("./index.html", self.location).href;
const CONFIG = new URL("./config.json", self.location).href;
// A file whose name holds its content's hash (name-<16 hex>.ext) never changes under that name, so
// the copy the page has just loaded (in the browser's cache) is the right one: a first visit on
// slow mobile data does not download the first load twice. Every other file is asked again.
const HASHED = /-[0-9a-f]{16}(_bg)?\.[a-z]+$/;

// The visitor's language: its words come first, ahead even of the first load's files (which the
// browser's cache has; the page chose the language the same way, unless the player picked another
// in Settings).
const LANG = ((self.navigator && self.navigator.language) || "").slice(0, 2).toLowerCase();
const MINE = new RegExp("/(lang|menu-words)-" + LANG + "-");
// FILES is in the order a visitor is likely to need them (scripts/post-build.py's PRECACHE_ORDER):
// the first load (in the browser's cache already), then the parts; ORDER puts the language's first.
const ORDER = PRECACHE.filter((url) => MINE.test(url)).concat(PRECACHE.filter((url) => !MINE.test(url)));
// At most this many downloads at once: a first visit on slow mobile data gets the likeliest parts
// early instead of every part at a sixth of the link, and the page keeps a connection for a tap.
const AT_ONCE = 3;

self.addEventListener("install", (event) => {
  // No skipWaiting here: a new version waits until the page asks for it.
  event.waitUntil(
    caches.open(CACHE).then((cache) => Promise.all([
      precache(cache),
      // The site's config.json where there is one (a site without it works as before).
      cache.add(new Request(CONFIG, { cache: "reload" })).catch(() => undefined),
    ])),
  );
});

// Every file into the cache, each as soon as it has come (a file already there from an install
// that was cut short is kept: its version names the same bytes). Any failure fails the install,
// as cache.addAll would: the browser tries again at the next visit.
async function precache(cache) {
  const queue = ORDER.slice();
  const next = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await cache.match(url)) continue;
      const response = await fetch(new Request(url, { cache: HASHED.test(url) ? "default" : "reload" }));
      if (!response.ok) throw new TypeError("precache: " + url + " answered " + response.status);
      await cache.put(url, response);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  url.hash = "";
  if (url.href === CONFIG) {
    event.respondWith(networkFirst(request, url.href));
  } else if (request.mode === "navigate") {
    event.respondWith(navigate(request, url));
  } else if (PRECACHE.includes(url.href)) {
    event.respondWith(cacheFirst(request, url.href));
  }
});

async function cacheFirst(request, href) {
  const cache = await caches.open(CACHE);
  return (await cache.match(href)) || fetch(request);
}

// The site's config.json is edited without a new build: asked from the server each time (an edit
// reaches every visitor at their next start), kept for offline starts.
async function networkFirst(request, href) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request, { cache: "no-cache" });
    if (response.ok) await cache.put(href, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(href);
    if (hit) return hit;
    throw error;
  }
}

// The app's own pages come from the cache (a query string is the app's business); any other
// page from the network, and offline the cached index.html.
async function navigate(request, url) {
  const cache = await caches.open(CACHE);
  url.search = "";
  if (PRECACHE.includes(url.href)) {
    const hit = await cache.match(url.href);
    if (hit) return hit;
  }
  try {
    return await fetch(request);
  } catch (error) {
    const index = await cache.match(INDEX);
    if (index) return index;
    throw error;
  }
}
"""

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
index_path = os.path.join(staging, "index.html")

with open(index_path, encoding="utf-8") as f:
    html = f.read()

# 0. The split: Trunk's one module is replaced by the first load's module and the parts.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import split_module  # noqa: E402  (beside this script)

ROOT = os.environ.get("TRUNK_SOURCE_DIR") or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
html, PARTS, MODULE, CHUNKS = split_module.split(staging, html, ROOT)

# 1a. The module loads after the HTML shell has painted (index.html's schraemShellPainted): no
# preload of the wasm in the head, and the loader waits for the shell before fetching the module.
# The shell is on screen at once either way; this keeps the 290 KB download from competing with
# the page's first paint on a slow connection (and from counting in Lighthouse's estimate of it).
html, preloads = re.subn(r"<link(?=[^>]*\brel=\"?preload\b)(?=[^>]*\.wasm)[^>]*>", "", html)
html, waits = re.subn(
    r"((?:const|let|var)\s+wasm\s*=\s*)?await\s+init\(",
    lambda m: "await window.schraemShellPainted;" + (m.group(1) or "") + "await init(",
    html,
    count=1,
)
if waits != 1:
    sys.exit("post-build: Trunk's loader script has no `await init(`: cannot make it wait for the shell")

# 1b. Nothing but the document before the shell's paint: the style sheet written into the page, the
# module's scripts, the icons and the manifest asked for after the paint (scripts/first_paint.py).
import first_paint  # noqa: E402  (beside this script)

html, sheet = first_paint.for_first_paint(staging, html)
if "style-src 'self';" not in html:
    sys.exit("post-build: index.html's CSP has no `style-src 'self';` for the inlined style sheet")
html = html.replace("style-src 'self';", "style-src 'self' 'sha256-%s';"
                    % base64.b64encode(hashlib.sha256(sheet.encode("utf-8")).digest()).decode())

inline_scripts = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, flags=re.S)
hashes = " ".join(
    "'sha256-%s'" % base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
    for body in inline_scripts
    if body.strip()
)
if "__LOADER_HASHES__" not in html:
    sys.exit("post-build: index.html has no __LOADER_HASHES__ placeholder in its CSP")
html = html.replace("__LOADER_HASHES__", hashes)
with open(index_path, "w", encoding="utf-8") as f:
    f.write(html)


# 2a. The bot worker (src/ui/bot_worker.rs): a module worker that loads this build's own module
# (its hashed names are only known now) and answers the page's requests with `think`.
WORKER_NAME = "bot-worker.js"
WORKER_TEMPLATE = """// Schräm's bot worker, written by scripts/post-build.py for this build: it loads the page's own
// module (whose main() sees no window and stays idle) and answers each request of the page. The
// search itself is a part (src/ui/bots.rs), fetched as soon as the module has loaded.
import init, { think, warm } from "./__GLUE__";
const ready = init({ module_or_path: new URL("./__WASM__", import.meta.url) });
ready.then(() => warm());
self.onmessage = (event) => {
  ready.then(() => think(event.data)).then((answer) => self.postMessage(answer));
};
"""
glue = [n for n in os.listdir(staging) if re.fullmatch(r"schraem-[0-9a-f]+\.js", n)]
wasm = [n for n in os.listdir(staging) if re.fullmatch(r"schraem-[0-9a-f]+_bg\.wasm", n)]
if len(glue) != 1 or len(wasm) != 1:
    sys.exit("post-build: expected one schraem-<hash>.js and one _bg.wasm, found %s %s" % (glue, wasm))
with open(os.path.join(staging, WORKER_NAME), "w", encoding="utf-8") as f:
    f.write(WORKER_TEMPLATE.replace("__GLUE__", glue[0]).replace("__WASM__", wasm[0]))


def build_files(root_dir):
    """Relative paths of the build's files: no hidden files, not the worker itself."""
    found = []
    for root, dirs, files in os.walk(root_dir):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            rel = os.path.relpath(os.path.join(root, name), root_dir).replace(os.sep, "/")
            if not name.startswith(".") and rel not in (SW_NAME, CONFIG_NAME):
                found.append(rel)
    return sorted(found)


files = build_files(staging)
version = hashlib.sha256()
for rel in files:
    version.update(rel.encode("utf-8") + b"\0")
    with open(os.path.join(staging, rel), "rb") as f:
        version.update(hashlib.sha256(f.read()).digest())
# The order the worker caches them in: the first load (the browser has it already), then the parts
# a visitor may tap on Home or the menu, or needs for a first hand, small ones first so that most of
# them are in a second after the app answers on slow 4G (docs/parts-open.md "Opening a part"): Rules
# (with the menu's words), the Join screen (16 KB gzip in 7 files: after Rules, or it is not in
# a second after the app answers), tournaments, the review, Customize rules, the bots, the slate,
# the menu's screens; then what joining needs once the player acts (the guest connection and
# table, the reader of the host's messages), the QR code, hosting phones; each with its chunks;
# the languages' files the worker moves up for the visitor's language; everything else (icons,
# manifest) last. First of all the saves' reader (13 KB gzip): a first visit never fetches it, yet
# the next start needs it as soon as a match is stored (without it the saves wait unread,
# src/session/held.rs). The order does not make the cache serve sooner — the worker answers only
# once its whole install is done — but an install cut short keeps what it had (see `precache`),
# so the next try has the reader first.
PRECACHE_ORDER = ["saves-reader", "site-config", "rules", "join", "tournament", "review", "table-panels", "rules-editor", "bots", "slate", "menu",
                  "guest", "guest-reader", "qr", "phones", "phone-host"]


def precache_order(rel):
    """(group, rank): the first load, the parts of PRECACHE_ORDER (a chunk at its first part's
    place), the other parts (the languages), the rest."""
    if rel not in PARTS:
        return (0 if rel == "index.html" or rel.endswith((".js", ".css")) or rel in MODULE.values() else 3, 0)
    owners = [re.sub(r"-[0-9a-f]{16}\.wasm$", "", p) for p in CHUNKS if rel == p or rel in CHUNKS[p]]
    ranks = [PRECACHE_ORDER.index(o) for o in owners if o in PRECACHE_ORDER]
    return (1, min(ranks)) if ranks else (2, 0)


files_in_order = sorted(files, key=precache_order)
missing = [p for p in PRECACHE_ORDER if not any(re.fullmatch(p + r"-[0-9a-f]{16}\.wasm", f) for f in files)]
if missing:
    sys.exit("post-build: PRECACHE_ORDER names parts the build does not have: %s" % missing)
precache = ["./"] + ["./" + rel for rel in files_in_order]
sw = SW_TEMPLATE.replace("__VERSION__", json.dumps(version.hexdigest()[:16])).replace(
    "__FILES__", json.dumps(precache, ensure_ascii=False, indent=2)
)
with open(os.path.join(staging, SW_NAME), "w", encoding="utf-8") as f:
    f.write(sw)
print("service worker: %s precaches %d URLs, version %s" % (SW_NAME, len(precache), version.hexdigest()[:16]))

# 3. Precompressed copies and the size report. The first load is what a first visit downloads: the
# page, its scripts (the glue, the parts' loader, the bot worker), the main module and the style
# sheet (not icons, manifest or service worker); the parts come on first use (and into the cache
# after the first paint). The build fails over either budget; see README "Release profile and
# bundle size" for the goals and where the bytes go.
BUDGET_GZIP = int(os.environ.get("SCHRAEM_BUDGET_GZIP", "%d" % BUDGET_GZIP_DEFAULT))
BUDGET_BROTLI = int(os.environ.get("SCHRAEM_BUDGET_BROTLI", "%d" % BUDGET_BROTLI_DEFAULT))
BUDGET_TOTAL_GZIP = int(os.environ.get("SCHRAEM_BUDGET_TOTAL_GZIP", "%d" % BUDGET_TOTAL_GZIP_DEFAULT))
here = os.path.dirname(os.path.abspath(__file__))
try:
    out = subprocess.run(
        ["node", os.path.join(here, "precompress.mjs"), staging],
        check=True, capture_output=True, text=True,
    ).stdout
except (OSError, subprocess.CalledProcessError) as e:
    sys.exit("post-build: precompressing with node failed: %s" % e)
rows = [json.loads(line) for line in out.splitlines() if line.strip()]
code = [r for r in rows if r["file"].endswith((".html", ".wasm", ".js", ".css")) and r["file"] != SW_NAME]
by_name = {r["file"]: r for r in code}
parts = [r for r in code if r["file"] in PARTS]


def sums(rs):
    return {k: sum(r[k] for r in rs) for k in ("raw", "gzip", "br")}


def with_chunks(part):
    """A part as the loader fetches it: its file and the chunks it shares with other parts."""
    return [by_name[part]] + [by_name[c] for c in CHUNKS.get(part, [])]


# The app waits for the words of the visitor's language (a part of their own, preloaded by
# index.html) before its first render: the first load counts the largest of them.
langs = sorted((p for p in CHUNKS if p.startswith("lang-")), key=lambda p: -sums(with_chunks(p))["gzip"])
if not langs:
    sys.exit("post-build: no language parts (lang-*.wasm) in the build")
words = with_chunks(langs[0])
first_load = [r for r in code if r["file"] not in PARTS] + words


def line(name, r):
    print("  %-44s %9d %9d %9d" % (name, r["raw"], r["gzip"], r["br"]))


print("size report (bytes; precompressed .gz and .br written beside each file):")
print("  %-44s %9s %9s %9s" % ("file", "raw", "gzip -9", "brotli"))
for r in first_load:
    line(r["file"], r)
total_first = sums(first_load)
line("first load (html+js+wasm+css, largest words)", total_first)
print("  parts, each with the chunks the loader fetches with it:")
for p in sorted(CHUNKS):
    line("part " + p, sums(with_chunks(p)))
for r in parts:
    if r["file"] not in CHUNKS:
        line("  chunk " + r["file"], r)
bots = [p for p in CHUNKS if p.startswith("bots-")]
if bots:
    line("first load + the computer players (to play)", sums(first_load + [r for r in with_chunks(bots[0]) if r not in first_load]))
total = sums(code)
line("first load and every part", total)
print("  budgets: first load %d gzip, %d brotli; with every part %d gzip"
      % (BUDGET_GZIP, BUDGET_BROTLI, BUDGET_TOTAL_GZIP))
if total_first["gzip"] > BUDGET_GZIP:
    sys.exit("post-build: the first load is %d bytes gzip, over the budget of %d" % (total_first["gzip"], BUDGET_GZIP))
if total_first["br"] > BUDGET_BROTLI:
    sys.exit("post-build: the first load is %d bytes brotli, over the budget of %d" % (total_first["br"], BUDGET_BROTLI))
if total["gzip"] > BUDGET_TOTAL_GZIP:
    sys.exit("post-build: the first load and the parts are %d bytes gzip, over the budget of %d"
             % (total["gzip"], BUDGET_TOTAL_GZIP))
