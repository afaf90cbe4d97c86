#!/usr/bin/env python3
"""Trunk post-build hook.

1. Fills the Content-Security-Policy's script hashes: Trunk writes its loader as an inline module
   script, which a strict policy blocks unless its sha256 is listed. The hash changes with every
   build (the script names hashed file names), so it is computed here.
2. Writes the service worker, sw.js: it precaches every file of the build (Trunk's hashed names as
   they are) plus "./" and "./index.html" under a cache named by a hash of those files' names and
   contents, so each build that changes anything is a new version. See SW_TEMPLATE below.
3. Prints the size report: raw and gzip -9 bytes of every .wasm, .js and .css the build ships.
"""
import base64
import gzip
import hashlib
import json
import os
import re
import sys

SW_NAME = "sw.js"

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

self.addEventListener("install", (event) => {
  // No skipWaiting here: a new version waits until the page asks for it.
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })))),
  );
});

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
  if (request.mode === "navigate") {
    event.respondWith(navigate(request, url));
  } else if (PRECACHE.includes(url.href)) {
    event.respondWith(cacheFirst(request, url.href));
  }
});

async function cacheFirst(request, href) {
  const cache = await caches.open(CACHE);
  return (await cache.match(href)) || fetch(request);
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


def build_files(root_dir):
    """Relative paths of the build's files: no hidden files, not the worker itself."""
    found = []
    for root, dirs, files in os.walk(root_dir):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            rel = os.path.relpath(os.path.join(root, name), root_dir).replace(os.sep, "/")
            if not name.startswith(".") and rel != SW_NAME:
                found.append(rel)
    return sorted(found)


files = build_files(staging)
version = hashlib.sha256()
for rel in files:
    version.update(rel.encode("utf-8") + b"\0")
    with open(os.path.join(staging, rel), "rb") as f:
        version.update(hashlib.sha256(f.read()).digest())
precache = ["./"] + ["./" + rel for rel in files]
sw = SW_TEMPLATE.replace("__VERSION__", json.dumps(version.hexdigest()[:16])).replace(
    "__FILES__", json.dumps(precache, ensure_ascii=False, indent=2)
)
with open(os.path.join(staging, SW_NAME), "w", encoding="utf-8") as f:
    f.write(sw)
print("service worker: %s precaches %d URLs, version %s" % (SW_NAME, len(precache), version.hexdigest()[:16]))

rows = []
for root, _dirs, files in os.walk(staging):
    for name in sorted(files):
        if name.endswith((".wasm", ".js", ".css")):
            path = os.path.join(root, name)
            data = open(path, "rb").read()
            rows.append((os.path.relpath(path, staging), len(data), len(gzip.compress(data, 9))))
rows.sort()
print("size report (bytes):")
print("  %-48s %10s %10s" % ("file", "raw", "gzip -9"))
for name, raw, gz in rows:
    print("  %-48s %10d %10d" % (name, raw, gz))
print("  %-48s %10d %10d" % ("total", sum(r[1] for r in rows), sum(r[2] for r in rows)))
