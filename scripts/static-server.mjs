// A static file server as a good host would be set up for the game (see README, "Deploy"):
// serves the build's precompressed `.br` / `.gz` files when the browser accepts them (and they are
// not older than the file itself), hashed file
// names (Trunk's `name-<16 hex>.ext`) with a year-long immutable cache, everything else
// (index.html, sw.js, the manifest) revalidated on every load.
//
//   node scripts/static-server.mjs DIR PORT [ADDRESS]   (ADDRESS: 127.0.0.1 unless given)
//
// Used by the end-to-end tests and the Lighthouse check, so both measure what players get.
//
// SCHRAEM_SLOW_PARTS_MS=N holds each lazily loaded part (every `.wasm` but the main module's
// `*_bg.wasm`) back N ms: a check that no browser test reads a screen of a part before the part
// has come (a race that a fast machine hides and a busy CI machine shows).
//
// SCHRAEM_LINK=LATENCY_MS,BITS_PER_S sends every response through one emulated phone link: each
// waits LATENCY_MS before its first byte, and all of them share BITS_PER_S (in 4 KB slices taken
// in turn). DevTools' throttling (scripts/part-open.mjs's default) slows only the page's own
// requests, not the service worker's precache, which shares the real link with them.
//
// SCHRAEM_REQUEST_LOG=1 prints each request it answers ("GET /path"): what reached the server, not
// what the browser's cache answered (tests/e2e/pwa.spec.js counts downloads with it).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const [root = 'dist', port = '8080', address = '127.0.0.1'] = process.argv.slice(2);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const HASHED = /-[0-9a-f]{16}(_bg)?\.[a-z]+$/;
const SLOW_PARTS_MS = Number(process.env.SCHRAEM_SLOW_PARTS_MS || 0);
const PART = /(?<!_bg)\.wasm$/;
const REQUEST_LOG = process.env.SCHRAEM_REQUEST_LOG === '1';
const [LINK_LATENCY_MS, LINK_BPS] = (process.env.SCHRAEM_LINK || '0,0').split(',').map(Number);
const SLICE = 4096;
let linkFree = 0;
const sleep = (ms) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** Writes `data` as the emulated link lets it through (at once without SCHRAEM_LINK). */
async function send(res, data) {
  if (!LINK_BPS || !data) {
    res.end(data);
    return;
  }
  for (let at = 0; at < data.length; at += SLICE) {
    const slice = data.subarray(at, at + SLICE);
    // (A timer that fired late is made up for: the link's rate, not the timers', decides.)
    const start = Math.max(Date.now() - 25, linkFree);
    linkFree = start + (slice.length * 8000) / LINK_BPS;
    await sleep(linkFree - Date.now());
    if (res.destroyed) return;
    res.write(slice);
  }
  res.end();
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A precompressed copy counts only if it is not older than its file (a stale copy never wins). */
async function freshCopy(file, copy) {
  try {
    const [f, c] = await Promise.all([stat(file), stat(copy)]);
    return c.isFile() && c.mtimeMs >= f.mtimeMs;
  } catch {
    return false;
  }
}

createServer(async (req, res) => {
  try {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (REQUEST_LOG) console.log(`${req.method} ${path}`);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    if (!file.startsWith(normalize(root) + sep) && file !== normalize(root)) {
      res.writeHead(403).end();
      return;
    }
    if (!(await isFile(file))) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const accepts = String(req.headers['accept-encoding'] || '');
    let body = file;
    const headers = {
      'content-type': TYPES[extname(file)] || 'application/octet-stream',
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    for (const [token, ext] of [['br', '.br'], ['gzip', '.gz']]) {
      if (accepts.includes(token) && (await freshCopy(file, file + ext))) {
        body = file + ext;
        headers['content-encoding'] = token;
        break;
      }
    }
    const data = await readFile(body);
    if (SLOW_PARTS_MS > 0 && PART.test(file)) {
      await new Promise((done) => setTimeout(done, SLOW_PARTS_MS));
    }
    headers['content-length'] = data.length;
    if (LINK_LATENCY_MS) await sleep(LINK_LATENCY_MS);
    res.writeHead(200, headers);
    await send(res, req.method === 'HEAD' ? undefined : data);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
}).listen(Number(port), address, () => {
  console.log(`serving ${root} on http://${address}:${port}/ (precompressed)`);
});
