"""The page's head as the first paint needs it (called by scripts/post-build.py; docs/ui.md "First load").

Lighthouse's simulation (Lantern) counts every request started before the largest paint in that
paint's time, render-blocking or not (except low-priority images), and each one over HTTP/1.1 costs
a connection and a round trip on the simulated slow 4G. The shell needs none of them: so

- the style sheet is written into the page (`<style>`, 5.9 KB gzip, one TCP flight with the
  document) instead of a second request the paint waits for; its file goes (nothing else names it),
  and the Content-Security-Policy allows that one `<style>` by its hash (post-build.py);
- the module's script and the parts' loader are no longer imported nor modulepreloaded while the
  page is parsed: Trunk's loader script imports them once the shell's paint is on record
  (`window.schraemShellPainted`), and at that moment asks for both scripts and the module together
  (`modulepreload`, and a `preload` of the `_bg.wasm` that wasm-bindgen's `fetch` takes up), so
  the module's download starts when it did before, without a round trip for the script first.

Run on its own (`python3 scripts/first_paint.py DIST`) it rewrites a built index.html in place,
for measuring a variant without a build; the CSP hashes are then recomputed as post-build.py does.
"""
import json
import os
import re
import sys


def inline_style(staging, html):
    """Trunk's `<link rel=stylesheet href=./style-<hash>.css>` becomes `<style>` with the sheet.

    Returns the new html and the sheet's text (for the policy's hash).
    """
    links = re.findall(r"<link(?=[^>]*\brel=\"?stylesheet\b)[^>]*>", html)
    if len(links) != 1:
        sys.exit("post-build: expected one style sheet link in index.html, found %d" % len(links))
    href = re.search(r"\bhref=\"?\.?/?(style-[0-9a-f]+\.css)", links[0])
    if not href:
        sys.exit("post-build: the style sheet link names no style-<hash>.css: %s" % links[0])
    path = os.path.join(staging, href.group(1))
    with open(path, encoding="utf-8") as f:
        css = f.read().strip()
    if "</" in css:
        sys.exit("post-build: the style sheet contains '</' and cannot be written into a <style>")
    html = html.replace(links[0], "<style>%s</style>" % css, 1)
    os.remove(path)
    return html, css


def import_after_paint(html):
    """Trunk's loader imports the module's script only once the shell's paint is on record."""
    scripts = re.findall(r"<script type=\"?module\"?>(.*?)</script>", html, flags=re.S)
    if len(scripts) != 1:
        sys.exit("post-build: expected Trunk's one inline module script, found %d" % len(scripts))
    body = scripts[0]
    imported = re.match(r"\s*import\s*init\s*,\s*\*\s*as\s+bindings\s+from\s*([\"'`])(\./schraem-[0-9a-f]+\.js)\1\s*;?",
                        body)
    wasm = re.search(r"module_or_path\s*:\s*([\"'`])(\./schraem-[0-9a-f]+_bg\.wasm)\1", body)
    painted = "await window.schraemShellPainted;"
    if not imported or not wasm or body.count(painted) != 1:
        sys.exit("post-build: Trunk's loader script is not `import init, * as bindings from ...; %s "
                 "... init({module_or_path: ...})`: %s" % (painted, body[:300]))
    glue, module = imported.group(2), wasm.group(2)
    loaders = re.findall(r"<link rel=\"?modulepreload\"? href=\"?\./(parts-[0-9a-f]+\.js)\"?>", html)
    if len(loaders) != 1:
        sys.exit("post-build: expected one modulepreload of the parts' loader, found %s" % loaders)
    # Every modulepreload leaves the head (the glue's, and the loader's from split_module.py).
    html, n = re.subn(r"<link(?=[^>]*\bmodulepreload\b)[^>]*>", "", html)
    if n != 2:
        sys.exit("post-build: expected two modulepreloads (the glue and the parts' loader), found %d" % n)
    # The three files together, in the order they are needed; `crossorigin` on the module's preload
    # makes it the request wasm-bindgen's fetch() makes (cors, same-origin credentials): one download.
    asks = ("for(const[r,h,c]of[[\"modulepreload\",%r],[\"modulepreload\",\"./%s\"],[\"preload\",%r,1]])"
            "{const l=document.createElement(\"link\");l.rel=r;l.href=h;if(c){l.as=\"fetch\";"
            "l.crossOrigin=\"anonymous\"}document.head.appendChild(l)}" % (glue, loaders[0], module))
    # The tab's icon, the home screen's icon and the manifest: Chromium fetches them while the page
    # is parsed, ahead of the paint, and nothing on screen needs them. They are put in after the
    # module's and the words' requests (index.html asks for those a task after the paint).
    later = re.findall(r"<link(?=[^>]*\brel=\"?(?:icon|manifest|apple-touch-icon)\b)[^>]*>", html)
    if len(later) != 3:
        sys.exit("post-build: expected the icon, manifest and apple-touch-icon links, found %s" % later)
    # Without an icon link Chromium asks for /favicon.ico at once: an empty one stands in until then.
    for link in later:
        html = html.replace(link, '<link href="data:," rel=icon>' if "rel=icon" in link or 'rel="icon"' in link else "", 1)
    asks += ("setTimeout(()=>{document.querySelector(\"link[rel=icon]\").remove();"
             "document.head.insertAdjacentHTML(\"beforeend\",%s)});" % json.dumps("".join(later)))
    rest = body[imported.end():].replace(
        painted, painted + asks + "const bindings=await import(%r),init=bindings.default;" % glue, 1)
    return html.replace(body, rest, 1)


def for_first_paint(staging, html):
    html, css = inline_style(staging, html)
    return import_after_paint(html), css


if __name__ == "__main__":
    import base64
    import hashlib

    dist = sys.argv[1]
    index = os.path.join(dist, "index.html")
    with open(index, encoding="utf-8") as f:
        page = f.read()
    page, sheet = for_first_paint(dist, page)

    def sha(text):
        return "'sha256-%s'" % base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()

    bodies = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", page, flags=re.S)
    page = re.sub(r"script-src 'self' 'wasm-unsafe-eval'[^;]*;",
                  "script-src 'self' 'wasm-unsafe-eval' %s;" % " ".join(sha(b) for b in bodies if b.strip()), page)
    page = page.replace("style-src 'self';", "style-src 'self' %s;" % sha(sheet))
    with open(index, "w", encoding="utf-8") as f:
        f.write(page)
