// Offline play and installing: the service worker written by scripts/post-build.py, the web app
// manifest and its icons, the sub-path copy, and the update prompt.
const fs = require('fs');

/**
 * Rewrites sw.js and moves its modification time strictly forward: the test server's
 * Last-Modified has whole-second resolution, so a rewrite within the same second would be
 * answered "304 Not Modified" and the browser would never see the new worker.
 */
function writeWorker(file, text) {
  const before = fs.statSync(file).mtimeMs;
  fs.writeFileSync(file, text);
  const t = new Date(Math.max(Date.now(), before) + 2000);
  fs.utimesSync(file, t, t);
}
const os = require('os');
const path = require('path');
const { test, chromium } = require('@playwright/test');
const { fresh, newGame, expect } = require('./helpers');

// The directory playwright.config.js serves (dist/ copied to the root and to /games/schraem/).
const PORT = Number(process.env.SCHRAEM_PORT || 4173);
const SITE = path.resolve(__dirname, `../../target/e2e-site-${PORT}`);

/** Waits until a service worker controls the page and returns its registration's scope. */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
}

/** The labels of my hand's cards at a Siebenschräm table that waits for me. */
async function myHand(page) {
  await expect(page.locator('.prompt')).toContainText(/Your turn|Hold/, { timeout: 20_000 });
  return page.locator('.hand [aria-label]').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
}

/** Starts a Siebenschräm match, looks at the cards and returns the hand once it is my turn. */
async function startMatch(page) {
  await newGame(page, 'Siebenschräm');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Look at cards' }).click();
  const hand = await myHand(page);
  expect(hand.length).toBeGreaterThan(0);
  return hand;
}

/** Offline: the page still loads (from the worker's cache) and Continue resumes the same hand. */
async function resumesOffline(page, context, hand) {
  const fromNetwork = [];
  page.on('response', (r) => { if (!r.fromServiceWorker()) fromNetwork.push(r.url()); });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Schräm' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await myHand(page)).toEqual(hand);
  expect(fromNetwork).toEqual([]);
}

test('offline: after one online visit the page loads without a network and Continue resumes the match', async ({ page, context }) => {
  const problems = [];
  page.on('pageerror', (err) => problems.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });

  await page.goto('./');
  expect(await controlled(page)).toBe(`http://127.0.0.1:${PORT}/`);
  // The page asked for persistent storage (granted or not is the browser's choice; it answers).
  expect(typeof await page.evaluate(() => navigator.storage.persisted())).toBe('boolean');
  const hand = await startMatch(page);
  await resumesOffline(page, context, hand);

  // A link with a query string (the app's business) still opens offline, from the cache.
  await page.goto('./?from=a-link');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  expect(problems).toEqual([]);
});

test('the manifest is linked, complete, and every icon it names loads at its size', async ({ page }) => {
  await page.goto('./');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href.startsWith('/')).toBe(false);
  const manifestUrl = new URL(href, page.url()).href;
  const response = await page.request.get(manifestUrl);
  expect(response.status()).toBe(200);
  const manifest = JSON.parse(await response.text());

  expect(manifest.name).toBe('Schräm — Siebenschräm & Schieberamsch');
  expect(manifest.short_name).toBe('Schräm');
  expect(manifest.description.length).toBeGreaterThan(20);
  expect(manifest.lang).toBe('en');
  expect(manifest.start_url).toBe('./');
  expect(manifest.scope).toBe('./');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe('#1f4d2b');
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const icon = (size, purpose) => manifest.icons.find((i) => i.sizes === `${size}x${size}`
    && (i.purpose || 'any').split(' ').includes(purpose));
  for (const size of [192, 512]) {
    expect(icon(size, 'any')).toBeTruthy();
    expect(icon(size, 'maskable')).toBeTruthy();
  }
  for (const i of manifest.icons) {
    const res = await page.request.get(new URL(i.src, manifestUrl).href);
    expect(res.status(), i.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    const [w, h] = i.sizes.split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], i.src).toEqual([w, h]);
  }

});

test('Chromium finds the app installable (manifest without errors, service worker, icons)', async ({ baseURL }, testInfo) => {
  // Playwright's contexts are incognito, where nothing is installable: a real profile, once.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'schraem-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] || await context.newPage();
    await page.goto('./');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    expect(parsed.url).toBe(new URL('manifest.webmanifest', baseURL).href);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('from the sub-path /games/schraem/ the worker, its cache and offline play stay in that folder', async ({ page, context }) => {
  await page.goto('./games/schraem/');
  const scope = await controlled(page);
  expect(scope).toBe(`http://127.0.0.1:${PORT}/games/schraem/`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller.scriptURL))
    .toBe(`http://127.0.0.1:${PORT}/games/schraem/sw.js`);
  const keys = await page.evaluate(() => caches.keys());
  expect(keys).toHaveLength(1);
  expect(keys[0]).toContain(scope);
  // Every precached URL is inside the folder.
  const urls = await page.evaluate(async (key) => (await (await caches.open(key)).keys()).map((r) => r.url), keys[0]);
  expect(urls).toContain(`http://127.0.0.1:${PORT}/games/schraem/`);
  expect(urls).toContain(`http://127.0.0.1:${PORT}/games/schraem/index.html`);
  expect(urls.some((u) => u.endsWith('.wasm'))).toBe(true);
  for (const u of urls) expect(u.startsWith(scope)).toBe(true);

  const hand = await startMatch(page);
  await resumesOffline(page, context, hand);
  expect(page.url()).toBe(scope);
});

test('a new service worker waits, the page offers "A new version is ready", and Reload activates it', async ({ page }) => {
  const swPath = path.join(SITE, 'sw.js');
  const original = fs.readFileSync(swPath, 'utf8');
  const version = original.match(/const VERSION = "([0-9a-f]+)";/)[1];
  try {
    await page.goto('./');
    await controlled(page);
    await startMatch(page);
    const before = await page.evaluate(() => caches.keys());
    expect(before).toHaveLength(1);
    expect(before[0].endsWith(version)).toBe(true);
    await expect(page.getByText('A new version is ready')).toHaveCount(0);

    // Deploy a new version: same files, a different worker script (and so a new cache name).
    writeWorker(swPath, original.replace(`const VERSION = "${version}";`, `const VERSION = "${version}-next";`));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // It waits: the old worker still controls the page and nothing reloaded by itself.
    expect(await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return [registration.waiting !== null, registration.active.state];
    })).toEqual([true, 'activated']);
    await expect(page.locator('.prompt')).toBeVisible();

    await Promise.all([
      page.waitForEvent('framenavigated'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Schräm' })).toBeVisible();
    await expect(page.getByText('A new version is ready')).toHaveCount(0);
    await controlled(page);
    // The new version is active, its cache replaced the old one, and the saved match is there.
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([before[0].replace(version, `${version}-next`)]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting)).toBeNull();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.prompt')).toContainText(/Your turn|Hold/);
  } finally {
    writeWorker(swPath, original);
  }
});

for (const [locale, text, button] of [
  ['de-DE', 'Eine neue Version ist bereit', 'Neu laden'],
  ['fr-FR', 'Une nouvelle version est prête', 'Recharger'],
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test(`the update prompt speaks the page's language (${locale})`, async ({ page }) => {
      const swPath = path.join(SITE, 'sw.js');
      const original = fs.readFileSync(swPath, 'utf8');
      try {
        await page.goto('./');
        await controlled(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
        writeWorker(swPath, `${original}\n// ${locale}\n`);
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
        const prompt = page.getByRole('status').filter({ hasText: text });
        await expect(prompt).toBeVisible({ timeout: 20_000 });
        await expect(prompt.getByRole('button', { name: button })).toBeVisible();
      } finally {
        writeWorker(swPath, original);
      }
    });
  });
}

/** A server of its own that says what reached it (the browser's cache answers the rest). */
async function loggingServer(port) {
  const { spawn } = require('child_process');
  const server = spawn('node', [path.resolve(__dirname, '../../scripts/static-server.mjs'), SITE, String(port)],
    { env: { ...process.env, SCHRAEM_REQUEST_LOG: '1' } });
  const log = [];
  let serving;
  const started = new Promise((r) => { serving = r; });
  server.stdout.on('data', (d) => {
    for (const line of String(d).split('\n')) if (line.startsWith('GET ')) log.push(line.slice(4)); else if (line.startsWith('serving')) serving();
  });
  await started;
  return { log, server };
}

/**
 * A first visit to `page` from a logging server of its own on `port`, until the worker is
 * installed; `check(log)` reads what reached the server.
 */
async function firstVisit(page, port, check) {
  const { log, server } = await loggingServer(port);
  try {
    await page.goto(`http://127.0.0.1:${port}/?bots=off`);
    await page.locator('.app:not(:has([aria-busy]))').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await check(log);
  } finally {
    server.kill();
  }
}

test('a first visit downloads each file once: the worker takes what the page loaded from the browser\'s cache', async ({ page }) => {
  await firstVisit(page, PORT + 9, async (log) => {
    // Installed: every file of the build is in the worker's cache.
    const cached = await page.evaluate(async () => (await (await caches.open((await caches.keys())[0])).keys()).length);
    expect(cached).toBeGreaterThan(20);
    const times = (re) => log.filter((p) => re.test(p)).length;
    // The first load's hashed files: the module (preloaded after the shell's paint and taken up by
    // wasm-bindgen's fetch), its script, the parts' loader. The style sheet is in the page.
    for (const re of [/^\/schraem-[0-9a-f]{16}_bg\.wasm$/, /^\/schraem-[0-9a-f]{16}\.js$/,
      /^\/parts-[0-9a-f]{16}\.js$/]) {
      expect(times(re), `${re} reached the server once`).toBe(1);
    }
    expect(times(/\.css$/), 'no style sheet file').toBe(0);
  });
});

// Issue 30: on slow mobile data a first visit's tap on Rules or Join a table comes while the worker
// is still caching; it caches the likeliest parts first, a few at a time, each as soon as it has
// come, so the page finds them in the browser's cache (docs/parts-open.md "Opening a part").
test('a first visit caches the likeliest parts first: the menu\'s words of the page\'s language, Rules, the small parts (the Join screen among them), then joining\'s connection and hosting', async ({ page }) => {
  await firstVisit(page, PORT + 8, (log) => {
    const first = (name) => log.findIndex((p) => new RegExp(`^/${name}-[0-9a-f]{16}\\.wasm$`).test(p));
    // Milestones at least three files apart in the worker's queue: with three downloads at once,
    // neighbours may reach the server in either order.
    const order = ['menu-words-en', 'rules', 'join', 'tournament', 'guest', 'phones', 'menu-words-de'].map(first);
    for (const at of order) expect(at, `every part reached the server: ${log.join(' ')}`).toBeGreaterThan(-1);
    expect(order, `parts in the order the worker asked: ${log.join(' ')}`).toEqual([...order].sort((a, b) => a - b));
  });
});

/** The parts (`name-<hash>.wasm`, no chunks) the page itself has fetched so far, by name. */
async function partsFetched(page) {
  return page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => /\/([a-z-]+)-[0-9a-f]{16}\.wasm$/.exec(new URL(e.name).pathname))
    .filter((m) => m && m[1] !== 'chunk').map((m) => m[1]));
}

// Issue 30, "a part opens at once when cached" (docs/parts-open.md "Opening a part once cached"): once
// a worker controls the page, the parts one tap opens are fetched from its cache and instantiated
// ahead, so the tap draws the screen itself, with nothing to fetch and no "coming" line between.
test('on a visit the worker serves from its start, Rules, Tournament, Join a table, the review and the score sheet open without a fetch or a "coming" line', async ({ page }) => {
  const finished = fs.readFileSync(path.join(__dirname, 'fixtures', 'review_fold.json'), 'utf8');
  await fresh(page, 'en', 'instant', '?bots=off');
  await page.evaluate((m) => localStorage.setItem('schraem.match', m), finished);
  await controlled(page);
  // The next visit, every file from the worker.
  await page.reload();
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
  const ahead = ['menu-words-en', 'rules', 'tournament', 'join', 'review', 'table-panels', 'slate', 'menu', 'rules-editor'];
  const notAhead = async () => {
    const fetched = await partsFetched(page);
    return ahead.filter((p) => !fetched.includes(p));
  };
  await expect.poll(notAhead, { message: 'parts not opened ahead', timeout: 15_000 }).toEqual([]);

  const taps = [
    [[], 'Rules', '.screen.rules .summary'],
    [[], 'Tournament', '.screen.tournament h1'],
    [[], 'Join a table', '.join-screen h1'],
    [['.home .open-match', 'button[aria-label="Menu"]'], 'Review the last hand', '.review-panel .review-trick'],
    [['.home .open-match', 'button[aria-label="Menu"]'], 'Score sheet', '.sheet-panel tbody tr'],
  ];
  for (const [before, name, shown] of taps) {
    for (const b of before) await page.locator(b).first().click();
    const fetchedBefore = (await partsFetched(page)).length;
    // Whether the "coming" line was ever in the page between the tap and the screen.
    const coming = await page.evaluate(([text, sel]) => new Promise((done) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === text);
      let seen = false;
      const watch = new MutationObserver(() => {
        seen ||= document.querySelector('.part-pending') !== null;
        if (document.querySelector(sel)) {
          watch.disconnect();
          done(seen);
        }
      });
      watch.observe(document.body, { childList: true, subtree: true });
      button.click();
    }), [name, shown]);
    expect(coming, `${name}: a "coming" line before the screen`).toBe(false);
    // (Join a table's screen, once it shows, asks for its connection's part and the reader of the
    // host's messages, from the worker's cache: the screen itself needs neither.)
    const fetched = (await partsFetched(page)).slice(fetchedBefore);
    expect(fetched.filter((p) => p !== 'guest' && p !== 'guest-reader'), `${name}: parts fetched on the tap`).toEqual([]);
    await page.reload();
    await page.locator('.app:not(:has([aria-busy]))').waitFor();
    await expect.poll(notAhead, { timeout: 15_000 }).toEqual([]);
  }
});

// Without a worker in control every file would come over the network: nothing is opened ahead.
test('a page no worker controls opens no part ahead', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // The site's config is asked for after the worker's registration (the start's last step):
  // anything opened ahead would be on its way then; the check comes once the network is idle.
  const config = page.waitForRequest(/\/config\.json$/, { timeout: 30_000 });
  await fresh(page, 'en', 'instant', '?bots=off');
  await config;
  await page.waitForLoadState('networkidle');
  expect((await partsFetched(page)).filter((p) => !p.startsWith('lang-')), 'parts besides the words of the first load').toEqual([]);
  await context.close();
});
