// The saved matches, statistics and rule sets are read by a part of their own (`saves-reader`,
// ui::saves_reader, docs/parts-saves.md): a first visit never fetches it; a visitor
// with something saved gets it preloaded beside the module and the language's words (no round
// trip of its own) and resumes as before; when it cannot come (offline before the service worker
// cached it) the app starts all the same, says so in the player's language, and writes over none
// of the saves it could not read — the next start with the part reads them.
// (No service worker: it would fetch every part into its cache after the first paint.)
const { test } = require('@playwright/test');
const fs = require('fs');
const path = require('path');
const { expect, blank, fresh, appStarted, holdPart } = require('./helpers');

test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 640 } });

const MATCH_KEY = 'schraem.match.00000000000000aa';
const match = fs.readFileSync(path.join(__dirname, 'fixtures', 'look.json'), 'utf8');
// Written with spaces, as the app never writes them: a store over them would show.
const STATS = '{ "presets": { "rhineland": { "games": 3, "wins": 2 } }, "hints": 7 }';
const RULESETS = '{ "version": 1, "rulesets": [] }';
const SAID = {
  de: 'ließen sich ohne Verbindung nicht laden',
  en: 'could not be loaded without a connection',
  fr: 'n’ont pas pu être chargées sans connexion',
};

/** Stores `items` (and the settings in `lang`) on a page without the app, then opens the app. */
async function startWith(page, lang, items) {
  await blank(page);
  await page.evaluate(([lang, items]) => {
    localStorage.clear();
    localStorage.setItem('schraem.settings', JSON.stringify({ lang, speed: 'instant', sound: false }));
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, [lang, items]);
  await page.goto('./?bots=off');
  await appStarted(page);
}

const stored = (page) => page.evaluate(() => Object.fromEntries(
  Object.keys(localStorage).filter((k) => k !== 'schraem.settings').map((k) => [k, localStorage.getItem(k)])));

test('a first visit never fetches the saves\' reader, not even when it starts and plays a match', async ({ page }) => {
  const part = await holdPart(page, 'saves-reader');
  await fresh(page, 'en');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Siebenschräm', exact: true }).click();
  await page.locator('.new-game button.start').click();
  await page.locator('.table-screen').waitFor();
  // Its stores (the match, the statistics) have run by now.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('schraem.match.')))).toBe(true);
  await page.waitForTimeout(500);
  expect(part.urls).toEqual([]);
});

test('with a match saved the reader comes beside the module, once, and the match resumes as it was', async ({ page }) => {
  const part = await holdPart(page, 'saves-reader');
  const module = [];
  page.on('request', (r) => { if (/_bg\.wasm$/.test(r.url())) module.push(Date.now()); });
  part.release();
  await startWith(page, 'en', { [MATCH_KEY]: match, 'schraem.stats': STATS });
  // Asked for before the app started (index.html's preload, which the loader's fetch then uses).
  expect(part.urls.length).toBe(1);
  expect(module.length).toBe(1);
  const before = await page.evaluate((k) => localStorage.getItem(k), MATCH_KEY);
  await page.locator('.home .open-match').first().click();
  await page.locator('.table-screen, .hand-over').first().waitFor();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await appStarted(page);
  await page.locator('.home .open-match').first().click();
  await page.locator('.table-screen, .hand-over').first().waitFor();
  expect(await page.evaluate((k) => localStorage.getItem(k), MATCH_KEY)).toBe(before);
  // The statistics were read, and stored again as the app writes them.
  expect(JSON.parse((await stored(page))['schraem.stats']).presets.rhineland.games).toBe(3);
  expect(part.urls.length).toBe(2);
});

for (const lang of ['de', 'en', 'fr']) {
  test(`when the reader cannot come the app starts, says so, and writes over none of the saves it could not read (${lang})`, async ({ page }) => {
    const part = await holdPart(page, 'saves-reader');
    part.fail(true);
    part.release();
    const saves = { [MATCH_KEY]: match, 'schraem.stats': STATS, 'schraem.rulesets': RULESETS };
    await startWith(page, lang, saves);
    await expect(page.getByRole('alert')).toContainText(SAID[lang]);
    await page.screenshot({ path: test.info().outputPath(`saves-held-${lang}.png`) });
    // The stores have begun (a task after the first render) and stored nothing over the saves.
    await page.waitForTimeout(500);
    expect(await stored(page)).toEqual(saves);
    // A new match is stored under an id of its own, beside the one not read.
    await page.getByRole('alert').getByRole('button').first().click();
    await page.locator('.home .menu button.primary').click();
    await page.getByRole('button', { name: 'Siebenschräm', exact: true }).click();
    await page.locator('.new-game button.start').click();
    await page.locator('.table-screen').waitFor();
    await expect.poll(async () => Object.keys(await stored(page)).length).toBe(4);
    const now = await stored(page);
    for (const [key, value] of Object.entries(saves)) expect(now[key]).toBe(value);
    // The next start with the part reads them all: the saved match is back beside the new one.
    part.fail(false);
    await page.reload();
    await appStarted(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('.home .open-match')).toHaveCount(2);
    expect(JSON.parse((await stored(page))['schraem.stats']).presets.rhineland.games).toBe(3);
  });
}

test('a damaged save is still set aside with its notice when the reader comes (en)', async ({ page }) => {
  await startWith(page, 'en', { 'schraem.stats': '[1, 2' });
  await expect(page.getByRole('alert')).toContainText('statistics were damaged');
  const now = await stored(page);
  expect(now['schraem.stats.backup']).toBe('[1, 2');
});
