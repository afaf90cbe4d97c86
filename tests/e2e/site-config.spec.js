// The site's config.json (docs/multiplayer.md, "Deployment"): what Settings says about it in
// each language, a wrong file refused with its reason (console and Settings), and this device's
// own STUN/TURN list checked the same way. The file is answered by the test (page.route): the
// real file beside index.html, read by phones behind NAT, is tests/e2e/network.spec.js's.
const fs = require('fs');
const path = require('path');
const { test } = require('@playwright/test');
const { fresh, LANGS, expectFits, expectTranslated, expectAccessible, watchErrors, expect } = require('./helpers');

/** Answers the page's config.json with `body`. */
async function serveConfig(page, body) {
  await page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
}

async function openSettings(page) {
  await page.locator('.home').getByRole('button', { name: /Settings|Einstellungen|Paramètres|Réglages/ }).click();
  await page.locator('.settings').waitFor();
}

const WORDS = {
  de: { unread: 'konnten noch nicht geladen werden', ignored: 'wird nicht verwendet', site: 'Leer gilt der Server dieser Seite: wss://play.example.org', ice: 'Leer gelten die 2 STUN/TURN-Server' },
  en: { unread: 'could not be loaded yet', ignored: 'was not used', site: 'Left empty, this site’s server is used: wss://play.example.org', ice: 'Left empty, this site’s 2 STUN/TURN servers' },
  fr: { unread: 'n’ont pas encore pu être chargés', ignored: 'n’est pas utilisé', site: 'Laissé vide, le serveur de ce site est utilisé : wss://play.example.org', ice: 'Laissé vide, les 2 serveurs STUN/TURN' },
};

test.use({ viewport: { width: 360, height: 640 } });

// The directory playwright.config.js serves (a copy of the build).
const PORT = Number(process.env.SCHRAEM_PORT || 4173);
const SITE_CONFIG = path.resolve(__dirname, `../../target/e2e-site-${PORT}/config.json`);

/** Writes the served config.json (its time moved forward, so no cache can think it unchanged). */
function writeConfig(text) {
  const before = fs.statSync(SITE_CONFIG).mtimeMs;
  fs.writeFileSync(SITE_CONFIG, text);
  const t = new Date(Math.max(Date.now(), before) + 2000);
  fs.utimesSync(SITE_CONFIG, t, t);
}

test('an edit of config.json reaches a page the service worker serves, and offline the last one is kept', async ({ page, context }) => {
  const shipped = fs.readFileSync(SITE_CONFIG, 'utf8');
  try {
    writeConfig('{"signal": "ws://first.example:3536"}');
    const errors = watchErrors(page);
    await fresh(page, 'en');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await openSettings(page);
    await expect(page.locator('#signal-server-help')).toContainText('ws://first.example:3536');
    // Edited on the server, with no new build (the worker's version is the same): the next start has it.
    writeConfig('{"signal": "ws://second.example:3536"}');
    await page.reload();
    await openSettings(page);
    await expect(page.locator('#signal-server-help')).toContainText('ws://second.example:3536');
    await context.setOffline(true);
    await page.reload();
    await openSettings(page);
    await expect(page.locator('#signal-server-help')).toContainText('ws://second.example:3536');
    expect(errors).toEqual([]);
  } finally {
    await context.setOffline(false);
    writeConfig(shipped);
  }
});

test.describe('the file as the test answers it', () => {
  // page.route does not see the service worker's own requests: no worker here.
  test.use({ serviceWorkers: 'block' });

  // Issue 30: the reader of config.json is a part (`site-config`); the file the build ships is
  // known without it, so a site that wrote no servers never fetches it.
  test('the shipped config.json is read without the reader\'s part; a site\'s own servers fetch it at start', async ({ page }) => {
    const fetched = [];
    page.on('request', (r) => { if (/\/site-config-[0-9a-f]{16}\.wasm$/.test(r.url())) fetched.push(r.url()); });
    const shipped = fs.readFileSync(path.resolve(__dirname, '../../static/config.json'), 'utf8');
    await serveConfig(page, shipped);
    await fresh(page, 'en');
    await openSettings(page);
    await expect(page.locator('#signal-server-help')).not.toContainText('example.org');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);
    await page.unroute('**/config.json');
    await serveConfig(page, '{"signal": "wss://play.example.org"}');
    await page.reload();
    await openSettings(page);
    await expect(page.locator('#signal-server-help')).toContainText('wss://play.example.org');
    expect(fetched.length).toBe(1);
  });
  for (const lang of LANGS) {
    // A site's own servers are never dropped without a word when the reader's part cannot come
    // (a flaky network): Settings says so, and the next screen that needs them reads them again.
    test(`a site's servers whose reader cannot come yet are said so, and read when it can (${lang})`, async ({ page }) => {
      await serveConfig(page, '{"signal": "wss://play.example.org"}');
      const part = /\/site-config-[0-9a-f]{16}\.wasm$/;
      await page.route(part, (route) => route.abort());
      await fresh(page, lang);
      await openSettings(page);
      const said = page.locator('.site-config-error');
      await expect(said).toContainText(WORDS[lang].unread);
      await expect(page.locator('#signal-server-help')).not.toContainText('play.example.org');
      await expectFits(page, `Settings with the site's servers not read yet (${lang})`);
      await expectTranslated(page, lang, `Settings with the site's servers not read yet (${lang})`);
      await page.screenshot({ path: `test-results/screens/settings-config-unread-${lang}.png`, fullPage: true });
      await page.unroute(part);
      await page.locator('.settings .screen-head .back').click();
      await openSettings(page);
      await expect(page.locator('#signal-server-help')).toContainText(WORDS[lang].site);
      await expect(said).toHaveCount(0);
    });
    test(`Settings shows the site's servers, and a wrong config.json with its reason (${lang})`, async ({ page }) => {
      await serveConfig(page, JSON.stringify({
        signal: 'wss://play.example.org',
        iceServers: [{ urls: 'stun:play.example.org:3478' },
          { urls: ['turns:play.example.org:443'], username: 'schraem', credential: 'x' }],
      }));
      await fresh(page, lang);
      await openSettings(page);
      await expect(page.locator('#signal-server-help')).toContainText(WORDS[lang].site);
      await expect(page.locator('#ice-servers-help')).toContainText(WORDS[lang].ice);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectFits(page, `Settings with the site's servers (${lang})`);
      await expectAccessible(page, `Settings with the site's servers (${lang})`);

      // A TURN server without its credential: the whole file is set aside, said in the console and
      // above Settings, with the server's number.
      const console = [];
      page.on('console', (m) => { if (m.type() === 'error') console.push(m.text()); });
      await page.unroute('**/config.json');
      await serveConfig(page, '{"signal": "wss://play.example.org", "iceServers": [{"urls": "stun:a"}, {"urls": "turn:b"}]}');
      await page.reload();
      await openSettings(page);
      const alert = page.locator('.site-config-error');
      await expect(alert).toContainText(WORDS[lang].ignored);
      await expect(alert).toContainText('2');
      await expect(page.locator('#signal-server-help')).not.toContainText('play.example.org');
      expect(console.join('\n')).toContain(WORDS[lang].ignored);
      await expectFits(page, `Settings with a wrong config.json (${lang})`);
      await expectTranslated(page, lang, `Settings with a wrong config.json (${lang})`);
      await expectAccessible(page, `Settings with a wrong config.json (${lang})`);
      await page.screenshot({ path: `test-results/screens/settings-config-error-${lang}.png`, fullPage: true });
    });
  }
});

test('this device\'s STUN/TURN list: a wrong one is refused and kept in the field, a good one stored', async ({ page }) => {
  const errors = watchErrors(page);
  await fresh(page, 'en');
  await openSettings(page);
  const field = page.getByLabel('STUN/TURN servers (optional)');
  await field.fill('[{"urls": "turn:turn.example.org:3478"}]');
  await field.press('Tab');
  await expect(page.getByRole('alert')).toContainText('server 1 is a TURN server without “username” and “credential”');
  await expect(field).toHaveValue('[{"urls": "turn:turn.example.org:3478"}]');
  await expectFits(page, 'Settings with a wrong STUN/TURN list');
  await expectAccessible(page, 'Settings with a wrong STUN/TURN list');
  const good = '[{"urls": "stun:stun.example.org:3478"}]';
  await field.fill(good);
  await field.press('Tab');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('schraem.settings')).ice_servers);
  expect(stored).toBe(good);
  expect(errors).toEqual([]);
});
