"""Cuts the page's module into the first load and the parts loaded on first use (issue 30).

Trunk builds the Rust module and binds it with wasm-bindgen, but its hooks cannot run between the
two (trunk #1022), so this step, called by scripts/post-build.py, starts again from the raw module
cargo wrote (target/wasm32-unknown-unknown/<profile>/schraem.wasm, linked with --emit-relocs):

1. `wasm-split-cli` writes main.wasm, split_<part>.wasm per split point (`split_point!`,
   src/split.rs), chunk_<n>.wasm for code several parts share, and the loader __wasm_split.js
   (chunks of up to INLINE_MAX bytes are then written into the loader as bytes, not fetched);
2. `wasm-bindgen --keep-lld-exports` binds main.wasm (the loader imports the exports it needs);
3. `wasm-opt` shrinks every module (release builds; the parts in parallel with the main module);
   (before that, the imports from the glue get short names on both sides: short_imports.py);
4. the files get content-hashed names (the static server caches those for a year) and replace
   Trunk's module and glue in the staging directory; index.html's loader script and module
   preload are pointed at them.
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time

import short_imports

# Each part as Trunk would run wasm-opt on one module (index.html had data-wasm-opt="z"): repeat
# -Oz until nothing shrinks; the main module its own way (OPT_MAIN below). Rust's wasm leaves the
# lowest 1 KB unused and starts from zeroed memory, so wasm-opt may assume both for the main
# module (≈ 4 KB gzip less).
FEATURES = ["--enable-bulk-memory", "--enable-nontrapping-float-to-int", "--enable-sign-ext",
            "--enable-mutable-globals"]
# The toolchain's custom sections ('target_features', 'producers': ≈ 200 bytes in each of the ≈ 47
# files, 158 gzip) tell a browser nothing: dropped from every file.
STRIP = ["--strip-target-features", "--strip-producers"]
# The main module: -Oz, then its control flow flattened and rebuilt (--flatten --rereloop) and -Oz
# twice more, without --converge (which adds nothing after the rebuild and doubles the time):
# 1,228 bytes gzip, 1,049 brotli less than "-Oz --converge" (2026-11-26, main module 299,945 /
# 242,612). Measured and not kept (docs/parts.md): -Os, --gufa, -iit; -tnh saves 264 gzip
# but makes a trap (a panic) undefined behaviour.
OPT_MAIN = (["-Oz", "--low-memory-unused", "--zero-filled-memory"] + FEATURES + STRIP
            + ["--flatten", "--rereloop", "-Oz", "-Oz"])
# A part writes into the main module's memory when it is loaded, so no assumption about memory.
OPT_PART = ["-Oz", "--converge"] + FEATURES + STRIP

BIN = "schraem"
# Chunks up to this many bytes are written into the loader rather than fetched.
INLINE_MAX = 400
# The glue and the loader, minified in release builds by terser (npm; Trunk's minify only reaches
# the files it writes, not these). As ES modules (--module: top-level names mangled, exports and
# imports kept, strict mode), compressed in two passes: 64,500 + 47,191 raw / 10,737 + 6,620 gzip
# became 8,307 + 5,543 gzip (2026-11-27 on 96d1a50, docs/parts.md "Fewer bytes for the same code").
TERSER_ARGS = ["--module", "--compress", "passes=2", "--mangle"]


# An inlined chunk's bytes as a string of code points 0-255, each the byte (helper appended to the
# loader once). Against base64 decoded by atob: 615 bytes gzip less on the loader, 5,543 -> 4,928
# (the bytes keep their alignment, so gzip finds the repeats between chunks; docs/parts.md).
INLINED_WASM = """
function inlinedWasm(bytes) {
    return Promise.resolve(new Response(Uint8Array.from(bytes, (c) => c.charCodeAt(0)),
        { headers: { "content-type": "application/wasm" } }));
}
"""


def js_bytes(data):
    """`data` as a JavaScript string literal whose code points are its bytes: printable Latin-1
    as is (UTF-8 in the file), the rest escaped."""
    out = []
    for b in data:
        if b in (0x22, 0x5C) or b < 0x20 or 0x7F <= b < 0xA0:
            out.append("\\x%02x" % b)
        else:
            out.append(chr(b))
    return '"%s"' % "".join(out)


def run(args, what):
    try:
        subprocess.run(args, check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit("post-build: %s failed: %s" % (what, e))


def short_hash(*blobs):
    h = hashlib.sha256()
    for blob in blobs:
        h.update(hashlib.sha256(blob).digest())
    return h.hexdigest()[:16]


def read(path, mode="rb"):
    with open(path, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as f:
        return f.read()


def write(path, data):
    with open(path, "wb" if isinstance(data, bytes) else "w", **({} if isinstance(data, bytes) else {"encoding": "utf-8"})) as f:
        f.write(data)


def terser(root):
    """The command that runs terser and its version (part of the scripts' hash): node_modules/.bin's
    (the README's `npm ci`), else npm's own `npx` at the version package.json pins (a node_modules
    installed before terser was added; at most two minutes, so that an offline build warns instead
    of hanging), else (None, b""): then the scripts stay as written, with a warning, and the
    first-load guard in scripts/post-build.py fails the release build."""
    commands = []
    local = os.path.join(root, "node_modules", ".bin", "terser")
    if os.access(local, os.X_OK):
        commands.append([local])
    try:
        with open(os.path.join(root, "package.json"), encoding="utf-8") as f:
            version = re.search(r'"terser"\s*:\s*"([^"]+)"', f.read()).group(1)
        commands.append(["npx", "--yes", "terser@" + version])
    except (OSError, AttributeError):
        pass
    for command in commands:
        try:
            return command, subprocess.run(command + ["--version"], capture_output=True, check=True,
                                           timeout=120).stdout
        except (OSError, subprocess.CalledProcessError, subprocess.TimeoutExpired):
            continue
    print("post-build: WARNING: no terser (npm ci installs it into node_modules/.bin): the glue "
          "and the loader stay unminified", file=sys.stderr)
    return None, b""


def minified(command, js, what):
    try:
        return subprocess.run(command + TERSER_ARGS, input=js.encode(), capture_output=True,
                              check=True).stdout.decode()
    except subprocess.CalledProcessError as e:
        sys.exit("post-build: terser failed on the %s: %s" % (what, e.stderr.decode(errors="replace")))


def raw_module(root):
    profile = os.environ.get("TRUNK_PROFILE", "release")
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(root, "target")
    path = os.path.join(target, "wasm32-unknown-unknown", profile, BIN + ".wasm")
    if not os.path.isfile(path):
        sys.exit("post-build: no raw module at %s to split" % path)
    return path, profile


def split(staging, html, root):
    """Replaces Trunk's module in `staging` by the split one; returns the new index.html text,
    the names of the parts (file names in staging), the names of the first load's module and
    scripts, and for each split point's part the chunks fetched with it."""
    raw, profile = raw_module(root)
    work = os.path.join(os.path.dirname(os.path.dirname(raw)), "split-" + profile)
    shutil.rmtree(work, ignore_errors=True)
    out, pkg = os.path.join(work, "out"), os.path.join(work, "pkg")
    run(["wasm-split-cli", raw, out], "wasm-split-cli")
    run(["wasm-bindgen", os.path.join(out, "main.wasm"), "--out-dir", pkg, "--target", "web",
         "--keep-lld-exports", "--no-typescript"], "wasm-bindgen")
    # The imports from the glue get short names on both sides (scripts/short_imports.py).
    bound, glue_js = os.path.join(pkg, "main_bg.wasm"), os.path.join(pkg, "main.js")
    try:
        wasm, glue, _ = short_imports.shorten(read(bound), read(glue_js, "r"),
                                              read(os.path.join(out, "__wasm_split.js"), "r"))
    except ValueError as e:
        sys.exit("post-build: could not shorten the module's import names: %s" % e)
    write(bound, wasm)
    write(glue_js, glue)

    # split_<name>.wasm per split point, and chunk_<n>.wasm for code that several parts share
    # (the loader fetches a part's chunks with it).
    parts = sorted(n[:-len(".wasm")] for n in os.listdir(out) if n.endswith(".wasm") and n != "main.wasm")
    main_wasm = os.path.join(pkg, "main_bg.wasm")
    part_wasm = {p: os.path.join(out, p + ".wasm") for p in parts}
    if profile == "release":
        opt = os.path.join(work, "opt")
        os.makedirs(opt)
        # At most one wasm-opt per core, the main module (the longest) first: each is a node
        # process of its own (≈ 150 MB), and some 40 at once took a shared 2-core machine's memory.
        commands = [["wasm-opt"] + OPT_MAIN + [main_wasm, "-o", os.path.join(opt, "main.wasm")]]
        commands += [["wasm-opt"] + OPT_PART + [src, "-o", os.path.join(opt, p + ".wasm")]
                     for p, src in part_wasm.items()]
        failed, running = False, []
        while commands or running:
            while commands and len(running) < (os.cpu_count() or 2):
                running.append(subprocess.Popen(commands.pop(0)))
            time.sleep(0.05)
            for job in [job for job in running if job.poll() is not None]:
                running.remove(job)
                failed |= job.returncode != 0
        if failed:
            sys.exit("post-build: wasm-opt failed")
        main_wasm = os.path.join(opt, "main.wasm")
        part_wasm = {p: os.path.join(opt, p + ".wasm") for p in parts}

    # Which chunks the loader fetches with each part (the size report counts them with it).
    deps = {}
    for m in re.finditer(r"__wasm_split_load_(\w+)\s*=\s*wrapAsyncCb\(makeLoad\(.*?,\s*\[([^\]]*)\]\)\)",
                         read(os.path.join(out, "__wasm_split.js"), "r"), flags=re.S):
        deps["split_" + m.group(1)] = ["chunk" + c.strip()[len("__chunk"):] for c in m.group(2).split(",") if c.strip()]
    if sorted(deps) != sorted(p for p in parts if p.startswith("split_")):
        sys.exit("post-build: could not read which chunks each part needs from the split loader")

    # Content-hashed names. The glue and the loader import each other, so they share one hash:
    # that of everything they load.
    main_bytes = read(main_wasm)
    part_names = {}
    for p in parts:
        data = read(part_wasm[p])
        part_names[p] = "%s-%s.wasm" % (re.sub(r"^split_", "", p).replace("_", "-"), short_hash(data))
        write(os.path.join(staging, part_names[p]), data)
    glue = read(os.path.join(pkg, "main.js"), "r")
    loader = read(os.path.join(out, "__wasm_split.js"), "r")
    # (INLINE_MAX and terser's version too: a loader written with other chunks inlined, or
    # scripts minified otherwise, must not take a cached name.)
    minify, minifier = terser(root) if profile == "release" else (None, b"")
    h = short_hash(main_bytes, glue.encode(), loader.encode(), b"inline %d as code points" % INLINE_MAX,
                   minifier,
                   *(part_names[p].encode() for p in parts))
    names = {"glue": "%s-%s.js" % (BIN, h), "wasm": "%s-%s_bg.wasm" % (BIN, h),
             "loader": "parts-%s.js" % h}

    # Only the import statements (one per part): the same string is also the module's import
    # namespace.
    glue, n = re.subn(r"""from\s*(["'])\./__wasm_split\.js\1""", 'from "./%s"' % names["loader"], glue)
    if n < 1:
        sys.exit("post-build: the glue does not import ./__wasm_split.js")
    glue = glue.replace("'main_bg.wasm'", "'%s'" % names["wasm"])
    loader, n = re.subn(r"""(["'])\./main\.js\1""", '"./%s"' % names["glue"], loader)
    if n != 1:
        sys.exit("post-build: the split loader does not import ./main.js")
    for p in parts:
        loader, n = re.subn(r"""(["'])\./%s\.wasm\1""" % re.escape(p), '"./%s"' % part_names[p], loader)
        if n != 1:
            sys.exit("post-build: the split loader does not fetch %s.wasm" % p)

    # Code that several parts share and the main module does not reach is a chunk of its own, most
    # of them a few hundred bytes (a formatter, a Vec method, a type section). Each is one more
    # request when its part opens, and over HTTP/1.1 a seventh file waits for a second round trip
    # (docs/parts.md): the smallest ride in the loader instead, as bytes.
    inlined = []
    for p in parts:
        data = read(part_wasm[p])
        if not p.startswith("chunk") or len(data) > INLINE_MAX:
            continue
        fetch = 'fetch(new URL("./%s", import.meta.url))' % part_names[p]
        if loader.count(fetch) != 1:
            sys.exit("post-build: the split loader does not fetch %s once" % part_names[p])
        loader = loader.replace(fetch, "inlinedWasm(%s)" % js_bytes(data))
        os.remove(os.path.join(staging, part_names[p]))
        inlined.append(p)

    if inlined:
        loader += INLINED_WASM

    # The order of a part's requests: its own file first, then its chunks, largest first. Over
    # HTTP/1.1 only six go at once and the rest wait for a free connection (docs/parts.md):
    # the generated loader asked for the chunks first and the part itself last, so the largest
    # file of "Join a table" waited behind five small ones.
    order = "        const parallelStuff = deps.map(d => d());\n        const instantiate = fetcher();\n"
    if loader.count(order) != 1:
        sys.exit("post-build: the split loader's makeLoad no longer starts its chunks before its part")
    loader = loader.replace(order, "        const instantiate = fetcher();\n        const parallelStuff = deps.map(d => d());\n")

    def by_size(m):
        names = [d.strip() for d in m.group(1).split(",") if d.strip()]
        size = {d: (0 if "chunk" + d[len("__chunk"):] in inlined
                    else os.path.getsize(os.path.join(staging, part_names["chunk" + d[len("__chunk"):]])))
                for d in names}
        return "\n, [%s]))" % ", ".join(sorted(names, key=lambda d: -size[d]))
    loader, n = re.subn(r"\n, \[((?:__chunk_\d+,?\s*)*)\]\)\)", by_size, loader)
    if n != len([p for p in parts if p.startswith("split_")]):
        sys.exit("post-build: expected one list of chunks per part in the split loader, found %d" % n)

    # Trunk's module and glue go; the split ones take their place.
    trunk_glue = [f for f in os.listdir(staging) if re.fullmatch(BIN + r"-[0-9a-f]+\.js", f)]
    trunk_wasm = [f for f in os.listdir(staging) if re.fullmatch(BIN + r"-[0-9a-f]+_bg\.wasm", f)]
    if len(trunk_glue) != 1 or len(trunk_wasm) != 1:
        sys.exit("post-build: expected Trunk's one %s-<hash>.js and _bg.wasm, found %s %s"
                 % (BIN, trunk_glue, trunk_wasm))
    for f in trunk_glue + trunk_wasm:
        os.remove(os.path.join(staging, f))
    if minify:
        glue, loader = minified(minify, glue, "glue"), minified(minify, loader, "loader")
    write(os.path.join(staging, names["glue"]), glue)
    write(os.path.join(staging, names["loader"]), loader)
    write(os.path.join(staging, names["wasm"]), main_bytes)

    for old, new in ((trunk_glue[0], names["glue"]), (trunk_wasm[0], names["wasm"])):
        if old not in html:
            sys.exit("post-build: index.html does not name %s" % old)
        html = html.replace(old, new)
    # The module preload's integrity (Trunk's sha384 of its glue) now names other bytes: drop it.
    html = re.sub(r"(<link(?=[^>]*\bmodulepreload\b)[^>]*?)\s+integrity=(\"[^\"]*\"|[^\s>]+)", r"\1", html)
    # The words of each language are a part (src/i18n/parts.rs); index.html's script preloads
    # the visitor's (the app waits for it before the first render).
    langs = {p[len("split_lang_"):]: ["./" + part_names[f] for f in [p] + deps[p] if f not in inlined]
             for p in parts if p.startswith("split_lang_")}
    if "__LANG_PARTS__" not in html or sorted(langs) != ["de", "en", "fr"]:
        sys.exit("post-build: expected index.html's __LANG_PARTS__ and the parts lang_de, lang_en, "
                 "lang_fr, found %s" % sorted(langs))
    html = html.replace("__LANG_PARTS__", "|".join(" ".join([lang] + files) for lang, files in sorted(langs.items())))
    # The saved matches', statistics' and rule sets' reader (src/ui/saves_reader.rs): preloaded
    # beside the words when any is stored (the app waits for it before its first render then).
    if "__SAVES_PART__" not in html or "split_saves_reader" not in parts:
        sys.exit("post-build: expected index.html's __SAVES_PART__ and the part saves_reader")
    html = html.replace("__SAVES_PART__", " ".join(
        "./" + part_names[f] for f in ["split_saves_reader"] + deps["split_saves_reader"] if f not in inlined))
    # The loader is imported by the glue: preloaded beside it, not found one round trip later.
    html = html.replace("</head>", '<link rel="modulepreload" href="./%s"></head>' % names["loader"], 1)
    chunks = {part_names[p]: [part_names[c] for c in deps[p] if c not in inlined] for p in deps}
    return html, [part_names[p] for p in parts if p not in inlined], names, chunks
