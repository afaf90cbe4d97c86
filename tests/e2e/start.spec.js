// The release page loads under its strict CSP, and a user can reach the game chooser.
const { test } = require('@playwright/test');
const { fresh, watchErrors, expect } = require('./helpers');

test('the start screen loads without errors and leads to the New game screen', async ({ page }) => {
  const problems = watchErrors(page);
  await fresh(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Schräm' })).toBeVisible();
  await page.getByRole('button', { name: 'New game' }).click();

  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  // Focus starts on the screen's heading, not on the page body.
  await expect(page.getByRole('heading', { name: 'New game' })).toBeFocused();
  await page.getByRole('button', { name: 'Schieberamsch' }).click();
  await expect(page.locator('.summary')).toContainText('jacks');
  await page.getByRole('button', { name: 'Siebenschräm' }).click();
  await expect(page.locator('.summary')).toContainText('Only the last trick wins');
  await expect(page.getByRole('button', { name: 'Siebenschräm' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  // A CSP violation or a failed wasm load shows up here.
  expect(problems).toEqual([]);
});

test('the page works from a sub-path of the host (relative URLs)', async ({ page }) => {
  const failed = [];
  page.on('response', (r) => { if (r.status() >= 400) failed.push(r.url()); });
  await page.goto('./games/schraem/');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  expect(failed).toEqual([]);
  const refs = await page.evaluate(() =>
    [...document.querySelectorAll('script[src], link[href]')].map((e) => e.getAttribute('src') || e.getAttribute('href')));
  for (const ref of refs) expect(ref.startsWith('/')).toBe(false);
});

test('a German browser gets the German game, a French one the French game', async ({ browser }) => {
  for (const [locale, newGame] of [['de-DE', 'Neue Partie'], ['fr-FR', 'Nouvelle partie']]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('./');
    await expect(page.getByRole('button', { name: newGame })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
    await context.close();
  }
});
