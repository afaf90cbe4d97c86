// Playing both games in the browser: a whole game against computer players, Schieberamsch deals
// with a push and a discard, resuming after a reload, pass-and-play, keyboard-only play.
const { test } = require('@playwright/test');
const { setSpeed, newGame, humanSchraemMove, expect } = require('./helpers');

test.beforeEach(async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

test('a whole rhineland game against three computer players, to the game-over screen', async ({ page }) => {
  test.setTimeout(240_000);
  await setSpeed(page, 'instant');
  await newGame(page, 'Siebenschräm');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: /Rhineland/ })).toBeVisible();
  const over = page.getByRole('heading', { name: 'Game over' });
  while (!(await over.isVisible())) {
    if (!(await humanSchraemMove(page))) await page.waitForTimeout(50);
  }
  await expect(page.locator('.log')).toContainText(/match is over|Game 1 is over/);
  await page.getByRole('button', { name: 'Score sheet' }).click();
  await expect(page.locator('.score-sheet tbody tr')).not.toHaveCount(0);
});

test('three Schieberamsch deals with a push and a pick-up and discard', async ({ page }) => {
  test.setTimeout(180_000);
  await setSpeed(page, 'instant');
  await newGame(page, 'Schieberamsch', '3 deals');
  await page.getByRole('button', { name: 'Start' }).click();
  let skatTurns = 0;
  const over = page.getByRole('heading', { name: 'Game over' });
  while (!(await over.isVisible())) {
    const pass = page.getByRole('button', { name: 'Pass', exact: true });
    const push = page.getByRole('button', { name: 'Push', exact: true });
    const pickUp = page.getByRole('button', { name: 'Pick up', exact: true });
    const discard = page.getByRole('button', { name: 'Discard', exact: true });
    if (await pass.count()) { await pass.click(); continue; }
    if (await push.count() && await pickUp.count()) {
      // The first time: push blind; afterwards: pick up and discard.
      await (skatTurns++ === 0 ? push : pickUp).click();
      continue;
    }
    if (await discard.count()) {
      const selectable = page.locator('.hand button.card:not([disabled])');
      await selectable.nth(0).click();
      await selectable.nth(1).click();
      await expect(discard).toBeEnabled();
      await discard.click();
      continue;
    }
    const card = page.locator('.hand button.card:not([disabled])');
    if (await card.count()) { await card.first().click(); continue; }
    await page.waitForTimeout(50);
  }
  expect(skatTurns).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Score sheet' }).click();
  await expect(page.locator('.score-sheet tbody tr:not(.totals)')).toHaveCount(3);
});

/** What the screen shows of the current hand: my cards, the value, everyone's face-up cards. */
async function tableSnapshot(page) {
  return page.evaluate(() => ({
    hand: [...document.querySelectorAll('.hand [aria-label]')].map((e) => e.getAttribute('aria-label')),
    status: document.querySelector('.table-status')?.textContent,
    faceUp: [...document.querySelectorAll('.card-row [aria-label], .trick [aria-label]')].map((e) => e.getAttribute('aria-label')),
  }));
}

test('a reload in mid-hand resumes exactly the same state', async ({ page }) => {
  await newGame(page, 'Siebenschräm');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Look at cards' }).click();
  // Wait until the table waits for me (the computer players have moved).
  await expect(page.locator('.prompt')).toContainText(/Your turn|Hold at/, { timeout: 20_000 });
  const before = await tableSnapshot(page);
  expect(before.hand.length).toBeGreaterThan(0);
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.prompt')).toContainText(/Your turn|Hold at/);
  expect(await tableSnapshot(page)).toEqual(before);
});

test('pass-and-play hides every hand until the next player confirms', async ({ page }) => {
  await setSpeed(page, 'instant');
  await newGame(page, 'Siebenschräm');
  // Four humans at one device.
  for (let i = 2; i <= 4; i++) await page.getByLabel(`Players ${i}`).selectOption({ label: 'Human' });
  await page.getByRole('button', { name: 'Start' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Pass the device to');
  // Nothing on screen names a card while the device changes hands.
  await expect(page.locator('.hand button.card')).toHaveCount(0);
  const named = await page.evaluate(() => [...document.querySelectorAll('[aria-label]')]
    .map((e) => e.getAttribute('aria-label')).filter((l) => / of (Clubs|Spades|Hearts|Diamonds)$/.test(l)));
  expect(named).toEqual([]);
  // Any human may knock without a hand being shown.
  await expect(page.getByRole('button', { name: /^Knock \(/ }).first()).toBeVisible();
  await dialog.getByRole('button', { name: /I am ready/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Look at cards' })).toBeVisible();
});

test('a hand can be played with the keyboard alone', async ({ page }) => {
  await setSpeed(page, 'instant');
  await page.keyboard.press('Tab');
  // Reach "New game" and "Start" by keyboard.
  // Tabs to the control named `name` and presses Enter; false if it went away meanwhile.
  const tryPress = async (name) => {
    for (let i = 0; i < 40; i++) {
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent);
      if (focused === name) { await page.keyboard.press('Enter'); return true; }
      if (!(await page.getByRole('button', { name, exact: true }).count())) return false;
      await page.keyboard.press('Tab');
    }
    return false;
  };
  const pressOn = async (name) => {
    if (!(await tryPress(name))) throw new Error(`could not reach ${name} with Tab`);
  };
  await pressOn('New game');
  await pressOn('Start');
  // Play by keyboard alone: Enter on the focused control when it is one of mine, Tab otherwise.
  // Focus never gets lost: after every change it lands on the next sensible control.
  const focused = () => page.evaluate(() => {
    const e = document.activeElement;
    return { name: e?.getAttribute('aria-label') || e?.textContent, card: !!e?.closest('.hand') && !e.disabled };
  });
  let played = null;
  const until = Date.now() + 45_000;
  while (!played && Date.now() < until) {
    const f = await focused();
    if (f.card) {
      await page.keyboard.press('Enter');
      // A computer may knock in the same instant, which takes the card back out of play.
      const inFront = page.locator('.my-seat .card-row [aria-label="' + f.name + '"]');
      try { await expect(inFront).toHaveCount(1, { timeout: 1500 }); played = f.name; } catch { /* try again */ }
    } else if (['Hold', 'Look at cards', 'Knock blind', 'Decline'].includes(f.name)) {
      await page.keyboard.press('Enter');
    } else {
      await page.keyboard.press('Tab');
    }
    await page.waitForTimeout(30);
  }
  expect(played, 'a card was played with Enter').not.toBeNull();
});

test('screenshots at phone and desktop size', async ({ page }) => {
  await newGame(page, 'Siebenschräm');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Look at cards' }).click();
  for (const [w, h] of [[360, 640], [1280, 800]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/table-${w}x${h}.png`, fullPage: true });
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  // Touch targets: every button is at least 44 px in both directions.
  const small = await page.evaluate(() => [...document.querySelectorAll('button')]
    .map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0 && (r.width < 44 || r.height < 44)).length);
  expect(small).toBe(0);
});
