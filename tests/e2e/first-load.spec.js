// The first screen is plain HTML (index.html's shell), painted before the module has loaded, in
// the player's language; the app replaces it without moving anything, and a tap made while the
// module loads is not lost. (Load performance itself is measured by scripts/lighthouse.mjs.)
const { test } = require('@playwright/test');
const fs = require('fs');
const path = require('path');
const { expect, blank, fresh, openPhase, newGame, humanSchraemMove, expectAccessible, holdPart } = require('./helpers');

/** Holds every request for the module until `release()` is called. */
async function holdModule(page) {
  let release;
  const released = new Promise((r) => { release = r; });
  await page.route('**/*_bg.wasm', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function boxes(page) {
  return page.locator('.home h1, .home .tagline, .home .menu button:visible').evaluateAll(
    (els) => els.map((e) => { const r = e.getBoundingClientRect(); return [e.textContent, r.x, r.y, r.width, r.height]; }));
}

for (const [locale, newGame, title] of [['de-DE', 'Neue Partie', 'Neue Partie'], ['fr-FR', 'Nouvelle partie', 'Nouvelle partie'], ['en-GB', 'New game', 'New game']]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, viewport: { width: 360, height: 640 } });

    test(`the start screen is on screen before the module, and the app replaces it in place (${locale})`, async ({ page }) => {
      const release = await holdModule(page);
      await page.goto('./');
      const shell = page.locator('.home[aria-busy="true"]');
      await expect(shell).toBeVisible();
      await expect(shell.getByRole('button', { name: newGame })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
      const before = await boxes(page);
      release();
      await page.locator('.app:not(:has([aria-busy]))').waitFor();
      expect(await boxes(page)).toEqual(before);
    });

    test(`a tap while the module loads opens its screen when the app starts (${locale})`, async ({ page }) => {
      const release = await holdModule(page);
      await page.goto('./');
      await page.locator('.home[aria-busy="true"]').getByRole('button', { name: newGame }).click();
      release();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    });
  });
}

test('the shell paints with the document alone: its style is in the page, and nothing else is asked for until it has painted', async ({ page }) => {
  // Every request but the page's own is held (and its time noted): the shell must be drawn with its style.
  const asked = [];
  let release;
  const released = new Promise((r) => { release = r; });
  await page.route((url) => url.pathname !== '/', async (route) => {
    asked.push([route.request().url(), Date.now()]);
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.shellPaintedAt = performance.timeOrigin + e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // The page's own markup (its scripts ask for the rest after the paint).
  const html = (await (await page.request.get('./')).text()).replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
  expect(html).not.toMatch(/rel="?(stylesheet|modulepreload|manifest|apple-touch-icon)\b/);
  expect(html).toMatch(/<style>/);
  await page.goto('./');
  const shell = page.locator('.home[aria-busy="true"]');
  await expect(shell.getByRole('button', { name: 'New game' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(31, 77, 43)');
  await page.waitForFunction(() => window.shellPaintedAt !== undefined);
  const painted = await page.evaluate(() => window.shellPaintedAt);
  // The module's scripts and the module are asked for once the paint is on record.
  await expect.poll(() => asked.filter(([u]) => /_bg\.wasm$/.test(u)).length).toBe(1);
  expect(asked.filter(([, at]) => at < painted - 5).map(([u]) => u)).toEqual([]);
  release();
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
  expect(asked.filter(([u]) => /\.css$/.test(u))).toEqual([]);
  expect(asked.filter(([u]) => /_bg\.wasm$/.test(u))).toHaveLength(1);
  // The tab's icon and the manifest are linked once the paint is done.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"][href$=".svg"]')).toHaveCount(1);
});

test('from the shell to the app the start screen never leaves the page', async ({ page }) => {
  // Each change to the page's <main> is looked at (after the task that made it, before any paint):
  // it never stands empty, and the shell goes only when the app's Home takes its place.
  await page.addInitScript(() => {
    window.appEmptied = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const app = document.getElementById('app');
      if (!app) return;
      new MutationObserver(() => {
        if (app.childElementCount === 0) window.appEmptied += 1;
      }).observe(app, { childList: true });
    });
  });
  await fresh(page, 'en');
  expect(await page.evaluate(() => window.appEmptied)).toBe(0);
  await expect(page.locator('.home')).toHaveCount(1);
});

test('with a slate and a tournament saved, the shell shows them as the app does, in place', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  // Stored on a page without the app, so that no running app saves over them before the reload.
  await blank(page);
  await page.evaluate(() => {
    const human = (name) => ({ name, kind: { kind: 'human' } });
    localStorage.setItem('schraem.slate', JSON.stringify({
      version: 1, seed: 3, entries: [],
      setup: { preset: 'rhineland', options: {}, seats: ['Ann', 'Ben', 'Cara', 'Dirk'].map(human) },
    }));
    localStorage.setItem('schraem.tournament', JSON.stringify({
      version: 1, format: 'three_tables', players: ['A', 'B', 'C'], seed: 1,
      rounds: [{ tables: [[2, 0, 1]], results: [null] }],
    }));
  });
  const release = await holdModule(page);
  await page.goto('./');
  const shell = page.locator('.home[aria-busy="true"]');
  await expect(shell.getByRole('button', { name: 'Continue the slate' })).toBeVisible();
  await expect(shell.getByRole('button', { name: 'Continue the tournament' })).toBeVisible();
  const before = await boxes(page);
  release();
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
  expect(await boxes(page)).toEqual(before);
  await page.getByRole('button', { name: 'Continue the tournament' }).click();
  await expect(page.locator('.tournament-table')).toHaveCount(1);
});

// Issue 30: parts of the app come on first use. The QR encoder is one: not in the first load,
// said to be coming while it loads, said plainly when it cannot be loaded, and drawn on "Try again".
// (No service worker here: it would fetch every part into its cache after the first paint.)
test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });
  test('the QR part is fetched only when an invitation opens, says it is coming, and says when it cannot load (de)', async ({ page }) => {
    const parts = [];
    page.on('request', (r) => { if (/\/qr-[0-9a-f]{16}\.wasm$/.test(r.url())) parts.push(r.url()); });
    await fresh(page, 'de', 'instant', '?bots=off');
    await page.locator('.home .menu button').getByText('Neue Partie', { exact: true }).click();
    await page.getByLabel('Name 1', { exact: true }).fill('Gerda');
    await page.getByLabel('Wer spielt 1').selectOption({ label: 'Eigenes Handy' });
    await page.locator('button.start').click();
    await page.locator('.phones-panel').waitFor();
    expect(parts).toEqual([]);

    // Offline before the part was cached: the load fails, and the invitation says so in German.
    let fail = true;
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route(/\/qr-[0-9a-f]{16}\.wasm$/, async (route) => {
      if (fail) return route.abort('internetdisconnected');
      await held;
      return route.continue();
    });
    await page.locator('.phone-seat').first().locator('button.invite').click();
    const invitation = page.locator('.invitation');
    await expect(invitation.getByRole('alert')).toHaveText(/Dieser Teil des Spiels ließ sich nicht laden/);
    await expectAccessible(page, 'an invitation whose QR part could not be loaded');

    // Online again: "Erneut versuchen" shows that it is coming, then draws the code.
    fail = false;
    await invitation.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(invitation.getByRole('status').filter({ hasText: 'Wird geladen …' })).toBeVisible();
    release();
    await expect(invitation.locator('svg.qr')).toBeVisible();
    expect(parts.length).toBeGreaterThan(0);
  });

  test('the review is a part: its dialog says at once that it is coming, says when it cannot load, and shows on Try again (en)', async ({ page }) => {
    const part = await holdPart(page, 'review');
    await openPhase(page, 'review_fold', 'en');
    expect(part.urls).toEqual([]);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    // From the tap to "coming" (printed: a timed assertion would fail on a busy machine).
    const ms = await page.evaluate(() => new Promise((done) => {
      const item = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Review the last hand'));
      const t0 = performance.now();
      const seen = new MutationObserver(() => {
        if (document.querySelector('.review-panel .part-pending')) { seen.disconnect(); done(performance.now() - t0); }
      });
      seen.observe(document.body, { childList: true, subtree: true });
      item.click();
    }));
    console.log(`review: "coming" ${ms.toFixed(0)} ms after the tap`);
    const review = page.getByRole('dialog', { name: 'Could I have won?' });
    await expect(review.getByRole('status')).toHaveText('Loading…');
    // Offline before the part came: the dialog says so, with Try again.
    part.fail(true);
    part.release();
    await expect(review.getByRole('alert')).toContainText('could not be loaded');
    await expectAccessible(page, 'a review whose part could not be loaded');
    part.fail(false);
    await review.getByRole('button', { name: 'Try again' }).click();
    await expect(review.locator('.review-trick').first()).toBeVisible();
    await expect(review.locator('.part-pending')).toHaveCount(0);
  });

  // The table's panels (score sheet, what happened, last trick, rules, share, the end of the
  // match's standings) are a part, asked for once the table is drawn and the page idle. A tap
  // before it has come opens the panel at once saying so; offline it says it cannot, closing
  // works, and the panel shows when the part comes.
  test('the table\'s panels are a part: asked for once the table is drawn, a tap before it has come shows "coming", then the panel (en)', async ({ page }) => {
    const part = await holdPart(page, 'table-panels');
    // Offline at first: the table's own ask fails (and is not remembered).
    part.fail(true);
    await openPhase(page, 'review_fold', 'en');
    await expect.poll(() => part.urls.length, { message: 'asked for once the table is drawn' }).toBe(1);
    await page.getByRole('button', { name: 'What happened' }).click();
    const log = page.getByRole('dialog', { name: 'What happened' });
    await expect(log.getByRole('alert')).toContainText('could not be loaded');
    await expectAccessible(page, 'a panel whose part could not be loaded');
    await page.keyboard.press('Escape');
    await expect(log).toHaveCount(0);
    // Online, the part on its way: the score sheet opens at once, saying that it is coming.
    part.fail(false);
    const ms = await page.evaluate(() => new Promise((done) => {
      const icon = document.querySelector('.table-bar button[aria-label="Score sheet"]');
      const t0 = performance.now();
      const seen = new MutationObserver(() => {
        if (document.querySelector('.sheet-panel .part-pending')) { seen.disconnect(); done(performance.now() - t0); }
      });
      seen.observe(document.body, { childList: true, subtree: true });
      icon.click();
    }));
    console.log(`table panels: "coming" ${ms.toFixed(0)} ms after the tap`);
    const sheet = page.getByRole('dialog', { name: 'Score sheet' });
    await expect(sheet.getByRole('status')).toHaveText('Loading…');
    part.release();
    await expect(sheet.locator('tbody tr')).not.toHaveCount(0);
    await expect(page.locator('.part-pending')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    // Every other panel now opens at once, with nothing more fetched.
    const asked = part.urls.length;
    await page.getByRole('button', { name: 'What happened' }).click();
    await expect(page.getByRole('log')).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Share this hand' }).click();
    await expect(page.locator('.share-box input.share-link')).toHaveValue(/#/);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'The rules of this game' }).click();
    await expect(page.locator('.rules-panel p').last()).not.toBeEmpty();
    await expect(page.locator('.part-pending')).toHaveCount(0);
    expect(part.urls.length).toBe(asked);
  });

  test('the end of the match shows at once while the panels\' part comes, its standings when it is here (en)', async ({ page }) => {
    const part = await holdPart(page, 'table-panels');
    await openPhase(page, 'schraem_over', 'en');
    const over = page.getByRole('dialog', { name: 'Game over' });
    await expect(over.getByRole('status')).toHaveText('Loading…');
    await expect(over.getByRole('button', { name: 'Play again' })).toBeVisible();
    part.release();
    await expect(over.locator('.standing-list li')).not.toHaveCount(0);
    await expect(page.locator('.part-pending')).toHaveCount(0);
  });

  test('a saved tournament is read by a part of its own: its screen says it is coming, says when it cannot load, and opens on Try again (en)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const part = await holdPart(page, 'real-cards-saves');
    await blank(page);
    await page.evaluate(() => {
      localStorage.setItem('schraem.settings', JSON.stringify({ lang: 'en' }));
      localStorage.setItem('schraem.tournament', JSON.stringify({
        version: 1, format: 'three_tables', players: ['A', 'B', 'C'], seed: 1,
        rounds: [{ tables: [[2, 0, 1]], results: [null] }],
      }));
    });
    await page.goto('./');
    await page.locator('.app:not(:has([aria-busy]))').waitFor();
    // Asked for at start, before any tap.
    await expect.poll(() => part.urls.length).toBe(1);
    await page.locator('.home .menu').getByRole('button', { name: 'Continue the tournament' }).click();
    await expect(page.getByRole('status')).toHaveText('Loading…');
    part.fail(true);
    part.release();
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    await expectAccessible(page, 'a tournament whose reader could not be loaded');
    part.fail(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.tournament-table')).toHaveCount(1);
    await expect(page.locator('.part-pending')).toHaveCount(0);
    // Nothing was lost meanwhile.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('schraem.tournament')).players)).toEqual(['A', 'B', 'C']);
  });

  // Two callers awaiting one part that is still on its way (the worker's warm-up and its first
  // request both await the computer players' part): both go on when it comes, and it is fetched once.
  test('the worker\'s warm-up and its first move wait for the same part, and the hand goes on when it comes', async ({ page }) => {
    test.setTimeout(120_000);
    const part = await holdPart(page, 'bots');
    await fresh(page, 'en', 'instant', '?seed=5&samples=300');
    await newGame(page, 'Siebenschräm');
    await page.getByRole('button', { name: 'Start' }).click();
    // The human plays until it is a computer's turn: the worker's request waits beside its warm-up.
    for (let i = 0; i < 40 && await humanSchraemMove(page); i++) await page.waitForTimeout(50);
    await page.waitForTimeout(1500);
    expect(part.urls.length).toBe(1);
    part.release();
    const ended = page.locator('.table-screen .result')
      .or(page.getByRole('listitem').filter({ hasText: /^Hand 2$/ }));
    for (let i = 0; i < 400 && !(await ended.count()); i++) {
      if (!(await humanSchraemMove(page))) await page.waitForTimeout(50);
    }
    await expect(ended.first()).toBeVisible();
    expect(part.urls.length).toBe(1);
  });
});

// Issue 30: the words of each language are a part. A first visit fetches those of its own
// language once (index.html preloads the file beside the module), and another language's when the
// settings switch to it; the page speaks the new language as soon as they have come.
test.describe('the words of one language', () => {
  test.use({ serviceWorkers: 'block', locale: 'fr-FR', viewport: { width: 360, height: 640 } });
  test('a first visit fetches its own language only, and another when the settings switch to it (fr)', async ({ page }) => {
    const words = [];
    const menu = [];
    page.on('request', (r) => {
      const m = /\/lang-([a-z]{2})-[0-9a-f]{16}\.wasm$/.exec(r.url());
      if (m) words.push(m[1]);
      if (/\/menu-[0-9a-f]{16}\.wasm$/.test(r.url())) menu.push(r.url());
    });
    await page.goto('./');
    await page.locator('.app:not(:has([aria-busy]))').waitFor();
    await expect(page.locator('.home .menu button').getByText('Nouvelle partie', { exact: true })).toBeVisible();
    expect(words).toEqual(['fr']);
    // Nor the menu's part, which reads shared links: this address carries none.
    expect(menu).toEqual([]);

    await page.locator('.home .menu button').getByText('Réglages', { exact: true }).click();
    await page.locator('.screen.settings h1').waitFor();
    await page.locator('.screen.settings select').first().selectOption({ label: 'Deutsch' });
    await expect(page.locator('.screen.settings h1')).toHaveText('Einstellungen');
    expect(words).toEqual(['fr', 'de']);
    await expectAccessible(page, 'Settings after switching to German');
  });

  // The words only the menu's screens read (the games' summaries, what each option means, the
  // tutorial's coach) are a second part per language: not in the first load, fetched when Rules
  // opens; when they cannot come the screen says so, and shows on Try again.
  test('the words of the menu\'s screens come when Rules opens, and Rules says when they cannot (fr)', async ({ page }) => {
    const part = await holdPart(page, 'menu-words-[a-z]{2}');
    await page.goto('./');
    await page.locator('.app:not(:has([aria-busy]))').waitFor();
    await page.locator('.home .menu button').getByText('Nouvelle partie', { exact: true }).click();
    await page.locator('.customize').waitFor();
    expect(part.urls).toEqual([]);
    await page.getByRole('button', { name: 'Retour' }).first().click();

    await page.locator('.home .menu button').getByText('Règles', { exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Chargement…');
    expect(part.urls.map((u) => /\/menu-words-([a-z]{2})-/.exec(u)[1])).toEqual(['fr']);
    part.fail(true);
    part.release();
    await expect(page.getByRole('alert')).toContainText('Cette partie du jeu');
    await expectAccessible(page, 'Rules whose words could not be loaded');
    part.fail(false);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.locator('.screen.rules .summary').first()).toContainText('Quatre cartes');
    await expect(page.locator('.part-pending')).toHaveCount(0);
    await expectAccessible(page, 'Rules with their words');
  });
});

// Issue 30: after one visit every part works offline. The service worker caches every part after
// the first paint; with the network off, each part's screen opens from that cache.
test('after one online visit every part opens offline', async ({ page, context }) => {
  const problems = [];
  page.on('pageerror', (err) => problems.push(String(err)));
  await fresh(page, 'en', 'instant', '?bots=off');
  // A finished hand to review.
  const finished = fs.readFileSync(path.join(__dirname, 'fixtures', 'review_fold.json'), 'utf8');
  await page.evaluate((m) => localStorage.setItem('schraem.match', m), finished);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Every part the worker precaches is in its cache (the parts: *-<hash>.wasm but the main module).
  const cached = await page.evaluate(async () => {
    const key = (await caches.keys())[0];
    return (await (await caches.open(key)).keys()).map((r) => r.url).filter((u) => /\/[a-z-]+-[0-9a-f]{16}\.wasm$/.test(u));
  });
  expect(cached.length).toBeGreaterThanOrEqual(5);

  const fromNetwork = [];
  const fromWorker = [];
  page.on('response', (r) => {
    if (r.fromServiceWorker()) fromWorker.push(`${r.status()} ${r.url()}`);
    else if (!r.url().startsWith('data:')) fromNetwork.push(r.url());
  });
  await context.setOffline(true);
  await page.reload();
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
  const menu = page.locator('.home .menu');

  // One screen of each part: the menu's, the real cards', the table of phones'.
  for (const [button, screen] of [['Rules', '.screen.rules'], ['Statistics', '.screen.stats'],
    ['Tournament', '.screen.tournament'], ['Join a table', '.join-screen']]) {
    await menu.getByRole('button', { name: button }).click();
    await expect(page.locator(`${screen} h1`)).toBeVisible();
    // Rules with the words of the menu's screens (a part of their own).
    if (button === 'Rules') await expect(page.locator('.screen.rules .summary').first()).toContainText('only the last trick counts');
    // The Join screen asks for its connection's part and the host's messages' reader as it opens
    // (parts of their own): both come from the worker's cache.
    if (button === 'Join a table') {
      for (const part of ['guest', 'guest-reader']) {
        await expect.poll(() => fromWorker.some((r) => new RegExp(`^200 .*/${part}-[0-9a-f]{16}\\.wasm$`).test(r)), `${part} from the worker`).toBe(true);
      }
    }
    await page.getByRole('button', { name: 'Back' }).first().click();
  }
  // The table's panels (a part of their own), then the review of the last hand.
  await page.locator('.home .open-match').first().click();
  await page.locator('.table-bar').getByRole('button', { name: 'Score sheet' }).click();
  await expect(page.locator('.sheet-panel tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Review the last hand' }).click();
  await expect(page.locator('.review-panel .review-trick').first()).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Home', exact: true }).click();
  await menu.getByRole('button', { name: 'New game' }).click();
  await page.locator('.customize summary').click();
  await expect(page.locator('.rules-editor .field').first()).toBeVisible();
  await page.getByLabel('Who plays 1').selectOption({ label: 'Own phone' });
  await page.locator('button.start').click();
  await page.locator('.phones-panel').waitFor();
  await page.locator('.phone-seat').first().locator('button.invite').click();
  await expect(page.locator('.invitation svg.qr')).toBeVisible();

  await expect(page.locator('.part-pending')).toHaveCount(0);

  // The slate for real cards.
  await page.goto('./?bots=off');
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
  await menu.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('With real cards').check();
  await page.getByRole('button', { name: 'Start the slate' }).click();
  await expect(page.locator('.slate-hand')).toBeVisible();
  await expect(page.locator('.part-pending')).toHaveCount(0);
  // The saved slate's reader is a part too (session::unread): a reload continues it offline.
  await page.goto('./?bots=off');
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
  await menu.getByRole('button', { name: 'Continue the slate' }).click();
  await expect(page.locator('.slate-hand')).toBeVisible();
  await expect(page.locator('.part-pending')).toHaveCount(0);

  // Another language's words are a part too: from the cache as well.
  await page.goto('./?bots=off');
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
  await menu.getByRole('button', { name: 'Settings' }).click();
  await page.locator('.screen.settings select').first().selectOption({ label: 'Deutsch' });
  await expect(page.locator('.screen.settings h1')).toHaveText('Einstellungen');
  // The German words of the menu's screens, and the tutorial's coach.
  await page.getByRole('button', { name: 'Zurück' }).first().click();
  await menu.getByRole('button', { name: 'Regeln' }).click();
  await expect(page.locator('.screen.rules .summary').first()).toContainText('Vier Karten');
  await page.locator('.rules .tutorial-entry button').click();
  await expect(page.locator('.tutorial .board')).toBeVisible();
  await expect(page.locator('.tutorial')).toContainText('Deine Karten liegen verdeckt');
  // A shared rule set opened with the page: its reader is the menu's part.
  await page.goto('./?bots=off#rules=r1.sebbe');
  await expect(page.locator('.shared-rules h1')).toBeVisible();
  expect(fromNetwork).toEqual([]);
  expect(problems).toEqual([]);
});
