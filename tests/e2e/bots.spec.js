// The computer players think in a Web Worker (src/ui/bot_worker.rs), so the page stays free; where
// the worker is unavailable they think on the page in short slices. Both paths play whole hands.
// The main thread's longest tasks while hard bots play are printed (measured, not asserted: the
// machine running the tests is shared).
const { test } = require('@playwright/test');
const { fresh, newGame, humanSchraemMove, expect } = require('./helpers');

test.use({ reducedMotion: 'reduce' });

/** Starts Siebenschräm against three hard computer players and plays until a hand has ended. */
async function playAHandAgainstHardBots(page) {
  await newGame(page, 'Siebenschräm');
  for (const n of [2, 3, 4]) {
    await page.getByLabel(`Who plays ${n}`).selectOption({ label: 'Computer (hard)' });
  }
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  await page.getByRole('button', { name: 'Start' }).click();
  // The first hand's result, or (at instant speed it may be gone already) the second hand.
  const ended = page.locator('.table-screen .result')
    .or(page.getByRole('listitem').filter({ hasText: /^Hand 2$/ }));
  for (let i = 0; i < 400 && !(await ended.count()); i++) {
    if (!(await humanSchraemMove(page))) await page.waitForTimeout(50);
  }
  await expect(ended.first()).toBeVisible();
  return page.evaluate(() => window.longTasks.slice().sort((a, b) => b - a));
}

test('hard computer players think in the worker and a hand is played to its end', async ({ page }) => {
  test.setTimeout(120_000);
  await fresh(page, 'en', 'instant', '?seed=5&samples=300');
  const tasks = await playAHandAgainstHardBots(page);
  expect(page.workers().map((w) => w.url()).some((u) => u.endsWith('/bot-worker.js'))).toBe(true);
  console.log(`worker path: main-thread tasks over 50 ms during the hand: ${tasks.length}`
    + (tasks.length ? ` (longest ${tasks.slice(0, 5).map((d) => d.toFixed(0)).join(', ')} ms)` : ''));
});

test('without the worker the computer players think on the page and the hand still ends', async ({ page }) => {
  test.setTimeout(120_000);
  await fresh(page, 'en', 'instant', '?bots=page&seed=5&samples=300');
  const tasks = await playAHandAgainstHardBots(page);
  expect(page.workers()).toHaveLength(0);
  console.log(`page path: main-thread tasks over 50 ms during the hand: ${tasks.length}`
    + (tasks.length ? ` (longest ${tasks.slice(0, 5).map((d) => d.toFixed(0)).join(', ')} ms)` : ''));
});
