// The first screen is plain HTML (index.html's shell), painted before the module has loaded, in
// the player's language; the app replaces it without moving anything, and a tap made while the
// module loads is not lost. (Load performance itself is measured by scripts/lighthouse.mjs.)
const { test } = require('@playwright/test');
const { expect, blank } = require('./helpers');

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
