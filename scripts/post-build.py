#!/usr/bin/env python3
"""Trunk post-build hook.

1. Fills the Content-Security-Policy's script hashes: Trunk writes its loader as an inline module
   script, which a strict policy blocks unless its sha256 is listed. The hash changes with every
   build (the script names hashed file names), so it is computed here.
2. Prints the size report: raw and gzip -9 bytes of every .wasm, .js and .css the build ships.
"""
import base64
import gzip
import hashlib
import os
import re
import sys

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
