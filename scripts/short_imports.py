"""Short names for the functions the page's module imports from its glue (issue 30).

wasm-bindgen names each import after the JS it calls plus a 16-digit hash
(`__wbg_addEventListener_d2a0…`), and writes every name twice: in the module's import section and
as a key of the glue's imports object. The hashes do not compress: 234 names cost the first load
≈ 3.8 KB gzip in the module and ≈ 2.9 KB in the glue (2026-11-27, docs/parts.md). The names mean
nothing to the browser, so both sides get the same short ones, and so does the glue module's name
(`./main_bg.js`, written before each of them). Of the exports, only the closures' invokers carry a
hash (`wasm_bindgen__convert__closures_____invoke__h…`) and only the glue calls them: they become
`$c0`, `$c1`, …; the rest (which the parts' loader and the bot worker call too) keep their names.
"""
import re
import string

# The module the glue's imports object hands to the page's module (wasm-bindgen's "./main_bg.js").
GLUE_MODULE = b"./main_bg.js"
SHORT_MODULE = b"a"
# An export whose name carries a Rust symbol's hash.
HASHED = re.compile(r"^wasm_bindgen__convert__closures_+invoke__h[0-9a-f]{16}(_\d+)?$")
LETTERS = string.ascii_letters


def leb(n):
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def read_leb(data, i):
    n = shift = 0
    while True:
        byte = data[i]
        i += 1
        n |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return n, i


def read_name(data, i):
    n, i = read_leb(data, i)
    return bytes(data[i:i + n]), i + n


def skip_limits(data, i):
    flags = data[i]
    _, i = read_leb(data, i + 1)
    if flags & 1:
        _, i = read_leb(data, i)
    return i


def skip_import_desc(data, i):
    kind = data[i]
    i += 1
    if kind == 0:  # a function: its type's index
        return read_leb(data, i)[1]
    if kind == 1:  # a table: element type, limits
        return skip_limits(data, i + 1)
    if kind == 2:  # a memory: limits
        return skip_limits(data, i)
    if kind == 3:  # a global: value type, mutability
        return i + 2
    if kind == 4:  # a tag: attribute, type index
        return read_leb(data, i + 1)[1]
    raise ValueError("unknown import kind %d" % kind)


def sections(data):
    if data[:4] != b"\0asm":
        raise ValueError("not a wasm module")
    i = 8
    while i < len(data):
        sid = data[i]
        size, start = read_leb(data, i + 1)
        yield sid, i, start, start + size
        i = start + size


def short_name(k):
    name = ""
    while True:
        name = LETTERS[k % len(LETTERS)] + name
        k = k // len(LETTERS) - 1
        if k < 0:
            return name


def exports(data):
    names = []
    for sid, _, start, end in sections(data):
        if sid == 7:
            count, i = read_leb(data, start)
            for _ in range(count):
                name, i = read_name(data, i)
                names.append(name.decode())
                i = read_leb(data, i + 1)[1]
    return names


def token(name):
    return r"(?<![\w$])%s(?![\w$])" % re.escape(name)


def shorten(wasm, glue, loader):
    """`wasm` (bytes) and `glue` (text) with the glue module's imports, its name and the hashed
    exports renamed alike; raises ValueError where the glue does not name them as expected or the
    loader names a hashed export."""
    taken = set(exports(wasm))
    hashed = {n: "$c%d" % k for k, n in enumerate(sorted(n for n in taken if HASHED.match(n)))}
    out = bytearray(wasm[:8])
    renamed = {}
    for sid, head, start, end in sections(wasm):
        if sid not in (2, 7):
            out += wasm[head:end]
            continue
        count, i = read_leb(wasm, start)
        body = bytearray(leb(count))
        for _ in range(count):
            if sid == 2:
                module, i = read_name(wasm, i)
                name, i = read_name(wasm, i)
                desc_end = skip_import_desc(wasm, i)
                if module == GLUE_MODULE:
                    if name.decode() not in taken:
                        name = renamed.setdefault(name.decode(), short_name(len(renamed))).encode()
                    module = SHORT_MODULE
                body += leb(len(module)) + module
            else:
                name, i = read_name(wasm, i)
                desc_end = read_leb(wasm, i + 1)[1]
                name = hashed.get(name.decode(), name.decode()).encode()
            body += leb(len(name)) + name + wasm[i:desc_end]
            i = desc_end
        if i != end:
            raise ValueError("section %d did not read to its end" % sid)
        out += bytes([sid]) + leb(len(body)) + body
    for old, new in renamed.items():
        glue, n = re.subn(r"(?<![\w$])%s(?=\s*:\s*function\b)" % re.escape(old), new, glue)
        if n != 1 or re.search(token(old), glue):
            raise ValueError("the glue names the import %s other than once as a key" % old)
    glue, n = re.subn(r"""(["'])%s\1(?=\s*:)""" % re.escape(GLUE_MODULE.decode()), SHORT_MODULE.decode(), glue)
    if n != 1:
        raise ValueError("the glue's imports object does not name %s once" % GLUE_MODULE.decode())
    for old, new in hashed.items():
        if re.search(token(old), loader) or re.search(re.escape(new), glue):
            raise ValueError("the export %s is named by the loader, or %s is taken" % (old, new))
        glue = re.sub(token(old), lambda _: new, glue)
    return bytes(out), glue, len(renamed) + len(hashed)
