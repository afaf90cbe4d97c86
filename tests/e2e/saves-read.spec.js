// The saved slate and tournament are read by a part of their own (`real-cards-saves`,
// session::unread) that may come late: whatever happens before it has come — a new slate started
// over the saved one, an import that stored another — nothing stored is lost or written over.
// (No service worker: it would fetch the part into its cache after the first paint.)
const { test } = require('@playwright/test');
const { expect, blank, newGame, holdPart } = require('./helpers');

test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 640 } });

const human = (name) => ({ name, kind: { kind: 'human' } });
const slateOf = (names) => JSON.stringify({
  version: 1, seed: 3, entries: [], setup: { preset: 'rhineland', options: {}, seats: names.map(human) },
});

/** Stores `items` on a page without the app, then opens the app with the saves' reader held. */
async function startWith(page, items) {
  const part = await holdPart(page, 'real-cards-saves');
  await blank(page);
  await page.evaluate((items) => {
    localStorage.clear();
    localStorage.setItem('schraem.settings', JSON.stringify({ lang: 'en', speed: 'instant' }));
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, items);
  await page.goto('./');
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
  await expect.poll(() => part.urls.length).toBe(1);
  return part;
}

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

test('a damaged slate replaced by a new one before its reader came is kept as a backup, with its notice (en)', async ({ page }) => {
  const damaged = '{"version": 1}';
  const part = await startWith(page, { 'schraem.slate': damaged });
  await newGame(page, 'Siebenschräm');
  await page.getByLabel('With real cards').check();
  await page.getByRole('button', { name: 'Start the slate' }).click();
  await page.getByRole('dialog', { name: 'Replace the slate in progress?' })
    .getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.locator('.slate-hand')).toContainText('Hand 1');
  part.release();
  await expect(page.getByRole('alert')).toContainText('The saved slate is damaged.');
  expect(await stored(page, 'schraem.slate.backup')).toBe(damaged);
  // The new slate is the one stored.
  expect(JSON.parse(await stored(page, 'schraem.slate')).entries).toEqual([]);
});

test('a read that comes after an import with notes does not write the old saves over the imported ones (en)', async ({ page }) => {
  const old = slateOf(['Ann', 'Ben', 'Cara', 'Dirk']);
  const imported = slateOf(['Eva', 'Finn', 'Gus', 'Hal']);
  const part = await startWith(page, { 'schraem.slate': old });
  await page.getByRole('button', { name: 'Export / import' }).click();
  const file = JSON.stringify({
    format: 'schraem-export/1',
    data: { 'schraem.slate': imported, 'another.app': 'x' },
  });
  await page.getByLabel('Import data').setInputFiles({ name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await page.getByRole('dialog', { name: 'Import this file?' }).getByRole('button', { name: 'Import', exact: true }).click();
  // A key that is not the game's: the import says so and offers the reload.
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await stored(page, 'schraem.slate')).toBe(imported);
  expect(await stored(page, 'schraem.slate.backup')).toBe(old);
  await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
  part.release();
  await page.getByRole('button', { name: 'Back' }).first().click();
  await page.getByRole('button', { name: 'Continue the slate' }).click();
  // The slate shown is the imported one, and it is the one stored.
  await expect(page.locator('ul.slate').first()).toContainText('Eva');
  const names = JSON.parse(await stored(page, 'schraem.slate')).setup.seats.map((s) => s.name);
  expect(names).toEqual(['Eva', 'Finn', 'Gus', 'Hal']);
  expect(await stored(page, 'schraem.slate.backup')).toBe(old);
});
