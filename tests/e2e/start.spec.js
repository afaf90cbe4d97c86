// The release page loads under its strict CSP, and a user can reach the game chooser.
const { test, expect } = require('@playwright/test');

test('the start screen loads without errors and leads to the New game screen', async ({ page }) => {
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
  page.on('pageerror', (err) => problems.push(String(err)));

  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Schräm' })).toBeVisible();
  await page.getByRole('button', { name: 'New game' }).click();

  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await page.getByRole('button', { name: 'Schieberamsch' }).click();
  await expect(page.getByRole('status')).toContainText('jacks');
  await page.getByRole('button', { name: 'Siebenschräm' }).click();
  await expect(page.getByRole('status')).toContainText('Only the last trick wins');
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
