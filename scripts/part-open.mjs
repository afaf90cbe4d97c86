// How long a part takes to open on first use (issue 30's goal: 300 ms after the tap on slow 4G).
// Chromium with DevTools' network throttling (150 ms round trip, 1.44 Mbit/s down, 675 kbit/s
// up) and a 4x CPU slowdown, no service worker (so nothing is cached yet): from the tap's click
// to the screen's heading (Rules: its first game summary, which needs the menu's words; the
// review: its first trick; the score sheet: its first row) in the DOM, and to the "coming" line, and
// when the last byte of the part's files had come (the rest is compiling and drawing).
//
// By default the page loads unthrottled and only the tap is on the slow phone. WHOLE=ms measures
// a whole visit on that phone instead: throttled from the first byte, the tap ms after the app
// answers (what else the page is still fetching then shares the link with the part).
//
// VISIT=ms measures first use as a visitor has it (docs/parts-open.md "Opening a part"): a fresh
// browser, the service worker on, the tap ms after the app answers; the page, the worker's
// precache and the part share one link. DevTools does not slow a service worker's requests, so
// this mode needs the server's emulated link (SCHRAEM_LINK, the same 150 ms and 1.44 Mbit/s) and
// sets only the CPU slowdown. PRECACHED=1 with it taps once the worker has cached the build (the
// page is under its control), and says how long after the app answered that was. PRECACHED=next
// measures "once cached" as a player has it (docs/parts-open.md "Opening a part once cached"): once the
// worker has cached the build the page is loaded again (the next visit, every file from the
// worker's cache) and the tap comes VISIT ms after the app answers.
//
// Each run also prints where the time went: how many modules (a part, its chunks, the words of
// the screens of parts) were instantiated after the tap, from the first asked to the last done
// (ms from the tap), and when the screen was drawn (the task after the next animation frame).
//
//   node scripts/static-server.mjs /tmp/dist 4341 &   # a release build, served as players get it
//   node scripts/part-open.mjs http://127.0.0.1:4341/ [runs]
//   WHOLE=1000 node scripts/part-open.mjs http://127.0.0.1:4341/ [runs]
//   SCHRAEM_LINK=150,1440000 node scripts/static-server.mjs /tmp/dist 4342 &
//   VISIT=1000 node scripts/part-open.mjs http://127.0.0.1:4342/ [runs]
//   VISIT=0 PRECACHED=1 node scripts/part-open.mjs http://127.0.0.1:4342/ [runs]
//   VISIT=1000 PRECACHED=next node scripts/part-open.mjs http://127.0.0.1:4342/ [runs]
//   ONLY=table-panels,review ... (only those parts' taps)
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const [base = 'http://127.0.0.1:8080/', runs = '2'] = process.argv.slice(2);
const visit = process.env.VISIT === undefined ? null : Number(process.env.VISIT);
const precached = visit !== null && ['1', 'next'].includes(process.env.PRECACHED);
const nextVisit = precached && process.env.PRECACHED === 'next';
const whole = visit ?? (process.env.WHOLE === undefined ? null : Number(process.env.WHOLE));
const SETTINGS = JSON.stringify({ lang: 'en', speed: 'instant' });
const FINISHED = readFileSync(new URL('../tests/e2e/fixtures/review_fold.json', import.meta.url), 'utf8');

// [what, part, what to tap before (unthrottled), the tap, what shows when it is open]
const CASES = [
  ['Rules', 'rules', [], 'button:text-is("Rules")', '.screen.rules .summary'],
  ['Tournament', 'tournament', [], 'button:text-is("Tournament")', '.screen.tournament h1'],
  ['Join a table', 'join', [], 'button:text-is("Join a table")', '.join-screen h1'],
  ['Review the last hand', 'review', ['.home .open-match', 'button[aria-label="Menu"], button:text-is("Menu")'],
    'button:has-text("Review the last hand")', '.review-panel .review-trick'],
  // The table's panels (the table asks for their part itself once drawn and idle): the score
  // sheet from the table's menu, to its first row.
  ['Score sheet', 'table-panels', ['.home .open-match', 'button[aria-label="Menu"], button:text-is("Menu")'],
    'button:text-is("Score sheet")', '.sheet-panel tbody tr'],
].filter(([, part]) => !process.env.ONLY || process.env.ONLY.split(',').includes(part));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
console.log(visit !== null
  ? `first visit, the server's link (SCHRAEM_LINK) and 4x CPU, the service worker on, the tap ${visit} ms after the app answers${
    precached ? ' and the worker has cached the build' : ''}${nextVisit ? ' (on the next visit: the page reloaded, the tap VISIT ms after the app answers again)' : ''}; ms from the tap:`
  : `first use, slow 4G (150 ms, 1.44 Mbit/s) and 4x CPU, no service worker${whole === null ? ''
    : `, throttled from the first byte, the tap ${whole} ms after the app answers`}; ms from the tap:`);
for (const [what, part, before, tap, shown] of CASES) {
  const times = [];
  for (let run = 0; run < Number(runs); run++) {
    const context = await browser.newContext({ serviceWorkers: visit === null ? 'block' : 'allow', viewport: { width: 360, height: 640 } });
    // Where the time goes (the loader's WebAssembly calls, timed in the page): each part's or
    // chunk's instantiation, from its response to its instance.
    await context.addInitScript(() => {
      const log = [];
      window.schraemWasmLog = log;
      const wasm = WebAssembly;
      const streaming = wasm.instantiateStreaming.bind(wasm);
      const plain = wasm.instantiate.bind(wasm);
      wasm.instantiateStreaming = async (source, imports) => {
        const called = performance.now();
        const response = await source;
        const got = performance.now();
        const out = await streaming(response, imports);
        log.push({ url: response.url, called, got, done: performance.now() });
        return out;
      };
      wasm.instantiate = async (what, imports) => {
        const got = performance.now();
        const out = await plain(what, imports);
        log.push({ url: what instanceof wasm.Module ? 'module' : 'bytes', called: got, got, done: performance.now() });
        return out;
      };
    });
    const page = await context.newPage();
    await page.goto(base + 'manifest.webmanifest');
    await page.evaluate(([s, m, review]) => {
      localStorage.clear();
      localStorage.setItem('schraem.settings', s);
      if (review) localStorage.setItem('schraem.match', m);
    }, [SETTINGS, FINISHED, part === 'review' || part === 'table-panels']);
    const cdp = await context.newCDPSession(page);
    const throttle = async () => {
      if (visit === null) await cdp.send('Network.enable');
      if (visit === null) await cdp.send('Network.emulateNetworkConditions', {
        offline: false, latency: 150, downloadThroughput: 1.44e6 / 8, uploadThroughput: 675e3 / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    };
    if (whole !== null) await throttle();
    await page.goto(base + '?bots=off');
    await page.locator('.app:not(:has([aria-busy]))').waitFor({ timeout: 60000 });
    const answered = Date.now();
    for (const b of before) await page.locator(b).first().click();
    if (whole === null) await throttle();
    else await page.waitForTimeout(whole);
    let cachedAfter = '';
    if (precached) {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120000 });
      cachedAfter = `, cached ${Date.now() - answered} ms after the app answered`;
      if (nextVisit) {
        // The next visit: every file from the worker's cache, the tap VISIT ms after the app answers.
        await page.reload();
        await page.locator('.app:not(:has([aria-busy]))').waitFor({ timeout: 60000 });
        for (const b of before) await page.locator(b).first().click();
        await page.waitForTimeout(visit);
        cachedAfter = ', the next visit';
      }
    }
    await page.locator(tap).first().waitFor();
    const fetched = [];
    page.on('request', (r) => { if (r.url().endsWith('.wasm')) fetched.push(r.url()); });
    const [coming, open, fetchedAt, split] = await page.evaluate(([tapSel, shownSel]) => new Promise((done) => {
      const target = document.querySelector(tapSel.replace(/:text-is\("(.*)"\)|:has-text\("(.*)"\)/, ''));
      const buttons = [...document.querySelectorAll('button')];
      const text = /"(.*)"/.exec(tapSel)[1];
      const button = buttons.find((b) => b.textContent.trim() === text) || buttons.find((b) => b.textContent.includes(text)) || target;
      let t0 = 0;
      let coming = null;
      const seen = new MutationObserver(() => {
        if (coming === null && document.querySelector('.part-pending')) coming = performance.now() - t0;
        if (document.querySelector(shownSel)) {
          seen.disconnect();
          const shown = performance.now();
          // Where the time went: the last byte of the part's files, after the tap; the
          // instantiations (first asked, last done); the frame that draws the screen (the task
          // after the next animation frame: style, layout and paint).
          const files = performance.getEntriesByType('resource').filter((e) => e.startTime >= t0 && e.name.endsWith('.wasm'));
          const fetched = files.length ? Math.max(...files.map((e) => e.responseEnd)) - t0 : 0;
          const wasm = (window.schraemWasmLog || []).filter((e) => e.called >= t0);
          requestAnimationFrame(() => setTimeout(() => done([coming, shown - t0, fetched, {
            drawn: performance.now() - t0,
            asked: wasm.length ? Math.min(...wasm.map((e) => e.called)) - t0 : null,
            instantiated: wasm.length ? Math.max(...wasm.map((e) => e.done)) - t0 : null,
            modules: wasm.length,
            words: wasm.some((e) => /menu-words/.test(e.url)),
          }])));
        }
      });
      button.addEventListener('click', () => { t0 = performance.now(); }, { capture: true, once: true });
      seen.observe(document.body, { childList: true, subtree: true });
      button.click();
    }), [tap, shown]);
    const ms = (t) => (t === null ? '-' : t.toFixed(0));
    times.push(`${open.toFixed(0)} (coming ${ms(coming)}, ${fetched.length} files in by ${fetchedAt.toFixed(0)}${cachedAfter}; `
      + `${split.modules} instantiated${split.words ? ' with the words' : ''} ${ms(split.asked)}-${ms(split.instantiated)}, `
      + `drawn ${ms(split.drawn)})`);
    await context.close();
  }
  console.log(`  ${what} (${part}): ${times.join(', ')}`);
}
await browser.close();
