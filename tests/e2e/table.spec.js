// Playing both games in the browser: a whole game against computer players, Schieberamsch deals
// with a push and a discard, resuming after a reload, pass-and-play, keyboard-only play.
const { test } = require('@playwright/test');
const {
  appStarted, fresh, newGame, humanSchraemMove, openPhase, tryClick, expectFits, expectTranslated, expectAccessible, expect,
} = require('./helpers');

test.use({ reducedMotion: 'reduce' });

test('a whole rhineland game against three computer players, to the end of the match', async ({ page }) => {
  test.setTimeout(240_000);
  await fresh(page, 'en', 'instant');
  await newGame(page, 'Siebenschräm');
  await page.getByRole('button', { name: 'Start' }).click();
  const over = page.getByRole('dialog', { name: 'Game over' });
  while (!(await over.isVisible())) {
    if (!(await humanSchraemMove(page))) await page.waitForTimeout(50);
  }
  await expect(over).toContainText(/wins|you win|share first place/);
  await expect(over.getByRole('button', { name: 'Play again' })).toBeVisible();
  await over.getByRole('button', { name: 'Score sheet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Score sheet' });
  await expect(sheet.locator('tbody tr')).not.toHaveCount(0);
  // Closing the sheet returns to the end of the match; closing that shows the table.
  await page.keyboard.press('Escape');
  await expect(over).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Standings' })).toBeVisible();
  await page.getByRole('button', { name: 'What happened' }).click();
  await expect(page.getByRole('log')).toContainText(/match is over/);
  // The log is scrolled to its newest line.
  const atEnd = await page.getByRole('log').evaluate((e) => e.scrollTop + e.clientHeight >= e.scrollHeight - 2);
  expect(atEnd).toBe(true);
});

test('three Schieberamsch deals with a push and a pick-up and discard', async ({ page }) => {
  test.setTimeout(180_000);
  await fresh(page, 'en', 'instant');
  await newGame(page, 'Schieberamsch');
  await page.getByLabel('Deals').selectOption({ label: '3' });
  await page.getByRole('button', { name: 'Start' }).click();
  let skatTurns = 0;
  const over = page.getByRole('dialog', { name: 'Game over' });
  const controls = page.locator('.controls');
  while (!(await over.isVisible())) {
    const pass = controls.getByRole('button', { name: 'Pass', exact: true });
    const push = controls.getByRole('button', { name: 'Push', exact: true });
    const pickUp = controls.getByRole('button', { name: 'Pick up', exact: true });
    const discard = page.getByRole('button', { name: /^Discard/ });
    if (await tryClick(controls.getByRole('button', { name: 'Next deal', exact: true }))) continue;
    if (await tryClick(pass)) continue;
    if ((await push.count()) && (await pickUp.count())) {
      // The first time: push it on unseen; afterwards: pick up and discard.
      if (await tryClick(skatTurns === 0 ? push : pickUp)) skatTurns++;
      continue;
    }
    if (await discard.count()) {
      const selectable = page.locator('.discard button.card:not([disabled])');
      await selectable.nth(0).click();
      await page.locator('.discard button.card:not([disabled]):not([aria-pressed="true"])').first().click();
      await expect(discard).toBeEnabled();
      await discard.click();
      continue;
    }
    if (await tryClick(page.locator('.hand button.card'))) continue;
    await page.waitForTimeout(50);
  }
  expect(skatTurns).toBeGreaterThanOrEqual(2);
  await over.getByRole('button', { name: 'Score sheet' }).click();
  // Three counted deals; a deal the dealer deals again (a Grand Hand under this preset, a voided
  // deal) stands on the sheet too, marked as not counting.
  const rows = page.locator('.sheet tbody tr');
  await expect(rows.filter({ hasNotText: 'not one of the 3 deals' })).toHaveCount(3);
});

/** What the screen shows of the current hand: my cards, the status, the cards on the table. */
async function tableSnapshot(page) {
  return page.evaluate(() => ({
    hand: [...document.querySelectorAll('.hand [aria-label]')].map((e) => e.getAttribute('aria-label')),
    status: document.querySelector('.table-bar .status')?.textContent,
    trick: [...document.querySelectorAll('.trick [aria-label]')].map((e) => e.getAttribute('aria-label')),
    chips: [...document.querySelectorAll('.chip .visually-hidden')].map((e) => e.textContent),
  }));
}

test('a reload in mid-hand resumes exactly the same state', async ({ page }) => {
  // A saved mid-hand table (cards played, the computer players held still so nothing moves
  // between the snapshot and the reload).
  await openPhase(page, 'play');
  await expect(page.locator('.prompt')).toContainText(/Your turn/);
  const before = await tableSnapshot(page);
  expect(before.hand.length).toBeGreaterThan(0);
  await page.reload();
  await appStarted(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.prompt')).toContainText(/Your turn/);
  expect(await tableSnapshot(page)).toEqual(before);
});

test('pass-and-play hides every hand until the next player takes the device', async ({ page }) => {
  await fresh(page, 'en', 'instant');
  await newGame(page, 'Siebenschräm');
  // Four humans at one device.
  for (let i = 2; i <= 4; i++) await page.getByLabel(`Who plays ${i}`).selectOption({ label: 'Human' });
  await page.getByRole('button', { name: 'Start' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Pass the device to/ });
  await expect(heading).toBeVisible();
  // Nothing on screen names a card, and nobody can act in anyone's name meanwhile.
  const named = await page.evaluate(() => [...document.querySelectorAll('[aria-label]')]
    .map((e) => e.getAttribute('aria-label')).filter((l) => / of (Clubs|Spades|Hearts|Diamonds)$/.test(l)));
  expect(named).toEqual([]);
  await expect(page.locator('.controls, .hand')).toHaveCount(0);
  const buttons = await page.getByRole('button').allTextContents();
  expect(buttons.length).toBe(2);
  await page.getByRole('button', { name: /^I am / }).click();
  await expect(page.getByRole('button', { name: 'Look at cards' })).toBeVisible();
});

test('a hand can be played with the keyboard alone, and focus is never lost', async ({ page }) => {
  await fresh(page, 'en', 'fast');
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
  // After Start, focus is on the table's main control, not on the page body.
  await expect(page.locator('.table-screen')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body), { timeout: 2000 }).toBe(true);
  const focused = () => page.evaluate(() => {
    const e = document.activeElement;
    return { name: e?.getAttribute('aria-label') || e?.textContent, card: !!e?.closest('.hand') && e.tagName === 'BUTTON' && !e.disabled, body: e === document.body };
  });
  let played = null;
  const until = Date.now() + 45_000;
  while (!played && Date.now() < until) {
    const f = await focused();
    if (f.card) {
      await page.keyboard.press('Enter');
      // A computer may knock in the same instant, which takes the card back out of play.
      try { await expect(page.locator(`.trick [aria-label="${f.name}"]`)).toHaveCount(1, { timeout: 1500 }); played = f.name; } catch { /* try again */ }
    } else if (['Hold', 'Look at cards', 'Knock blind', 'Let it stand', 'Decline'].includes(f.name)) {
      await page.keyboard.press('Enter');
      // The pressed button goes with the table's change: focus moves on to the table's next
      // control (or its prompt), never to the page body.
      await page.waitForTimeout(150);
      expect((await focused()).body, `focus after ${f.name}`).toBe(false);
    } else {
      // (Tab past the last control leaves the page for the browser's own controls: that is the
      // browser's focus order, not focus lost by the game.)
      await page.keyboard.press('Tab');
    }
    await page.waitForTimeout(30);
  }
  expect(played, 'a card was played with Enter').not.toBeNull();
  // After the card, focus is still on something at the table.
  await page.waitForTimeout(150);
  expect((await focused()).body).toBe(false);
});

test('at phone and desktop size every button is a comfortable touch target', async ({ page }) => {
  await fresh(page, 'en', 'slow', '?bots=off');
  await newGame(page, 'Siebenschräm');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Look at cards' }).click();
  for (const [w, h] of [[360, 640], [1280, 800]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/table-${w}x${h}.png` });
    const small = await page.evaluate(() => [...document.querySelectorAll('button')]
      .map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0 && (r.width < 44 || r.height < 44)).length);
    expect(small).toBe(0);
  }
});

test('against computers a move can be taken back, and the statistics count it', async ({ page }) => {
  await fresh(page, 'en', 'instant', '?seed=11');
  await newGame(page, 'Siebenschräm');
  await page.getByRole('button', { name: 'Start' }).click();
  const look = page.locator('.controls').getByRole('button', { name: 'Look at cards', exact: true });
  await look.click();
  await expect(look).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Take back my move' }).click();
  // The cards are face down again and Look is offered again.
  await expect(look).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Take back my move' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await page.getByRole('button', { name: 'Statistics' }).click();
  // Counted for all rules and for the variant played.
  for (const block of [0, 1]) {
    await expect(page.locator('.stat-block').nth(block).locator('dt', { hasText: 'Moves taken back' }).locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  }
  await expect(page.locator('.stat-block').nth(1).locator('h2')).toHaveText(/Rhineland/);
});

test('a hint says what the strong computer player would do, and the statistics count it', async ({ page }) => {
  await fresh(page, 'de', 'instant', '?seed=11&samples=200');
  await page.getByRole('button', { name: 'Neue Partie' }).click();
  await page.getByRole('button', { name: 'Siebenschräm', exact: true }).click();
  await page.getByRole('button', { name: 'Los' }).click();
  await page.locator('.prompt.my-turn').waitFor();
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: 'Tipp', exact: true }).click();
  await expect(page.locator('.ticker')).toHaveText(/^Tipp: /);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'Statistik' }).click();
  for (const block of [0, 1]) {
    await expect(page.locator('.stat-block').nth(block).locator('dt', { hasText: 'Tipps' }).locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  }
});

test('after a hand, its review says whether it could have been won, on a phone, in French', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await fresh(page, 'fr', 'instant', '?seed=5&samples=100');
  await page.getByRole('button', { name: 'Nouvelle partie' }).click();
  await page.getByRole('button', { name: 'Siebenschräm', exact: true }).click();
  await page.getByRole('button', { name: "C'est parti" }).click();
  const status = page.locator('.status');
  const review = page.getByRole('dialog', { name: 'Aurais-je pu gagner ?' });
  // Play a hand through: cards first, holding rather than folding. A hand that ends before its
  // first trick (a knock out of turn and the others folding, as the computers' timing may have
  // it) has no tricks to show: then the next hand is played and reviewed.
  for (let hand = 2; hand <= 4; hand++) {
    while (!new RegExp(`Main ${hand}`).test(await status.innerText())) {
      if (await tryClick(page.locator('.hand button.card:not([disabled])'))) continue;
      if (await tryClick(page.locator('.controls button').filter({ hasNotText: /^(Frapper|Se coucher)/ }))) continue;
      if (!(await tryClick(page.locator('.controls button')))) await page.waitForTimeout(50);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Revoir la dernière main' }).click();
    await expect(review.locator('.headline')).toHaveText(/^(Gagné|Le dernier pli|Cartes sur table|Avec ces cartes|Aucune décision|D'abord|À partir du pli)/);
    if (await review.locator('.review-trick').count()) break;
    await page.keyboard.press('Escape');
  }
  await expect(review.locator('.review-trick')).not.toHaveCount(0);
  await expect(review.locator('.review-trick .trick-card')).not.toHaveCount(0);
  await expect(review.locator('.review-hands dt')).toHaveCount(4);
  await expectFits(page, 'review');
  await expectTranslated(page, 'fr', 'review');
  await expectAccessible(page, 'review');
});

test('after a Schieberamsch deal, its review says what best play would have cost, on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await fresh(page, 'en', 'instant', '?seed=3&samples=50');
  await newGame(page, 'Schieberamsch');
  await page.getByRole('button', { name: 'Start' }).click();
  const status = page.locator('.status');
  const controls = page.locator('.controls');
  while (!/Deal 2 of/.test(await status.innerText())) {
    if (await tryClick(controls.getByRole('button', { name: 'Pass', exact: true }))) continue;
    if (await tryClick(controls.getByRole('button', { name: 'Push', exact: true }))) continue;
    if (!(await tryClick(page.locator('.hand button.card:not([disabled])')))) await page.waitForTimeout(50);
  }
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Review the last hand' }).click();
  const review = page.getByRole('dialog', { name: 'Could I have taken fewer points?' });
  await expect(review.locator('.headline')).toHaveText(/^You got -?\d+ penalty points/);
  await expect(review.locator('.review-trick')).toHaveCount(10);
  await expect(review.locator('.review-lines li')).not.toHaveCount(0);
  await expect(review.locator('.review-hands dt')).toHaveCount(3);
  await expectFits(page, 'Schieberamsch review');
  await expectAccessible(page, 'Schieberamsch review');
});

test('the tutorial teaches a whole hand step by step, on a phone, in German', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await fresh(page, 'de');
  await page.getByRole('button', { name: 'Regeln' }).click();
  await page.getByRole('button', { name: 'Siebenschräm lernen' }).click();
  const coach = page.locator('.ticker');
  const card = (name) => page.locator('.hand').getByRole('button', { name, exact: true });
  const button = (name) => page.locator('.controls').getByRole('button', { name, exact: true });
  await expect(coach).toContainText('Karten ansehen');
  await expectFits(page, 'tutorial');
  await expectTranslated(page, 'de', 'tutorial');
  await expectAccessible(page, 'tutorial');
  await button('Karten ansehen').click();
  await expect(coach).toContainText('Nur der letzte Stich zählt');
  // Something else than the lesson asks is answered with the lesson again.
  await card('Herz Zehn').click();
  await expect(coach).toContainText(/^Nicht ganz\. Nur der letzte Stich zählt/);
  await card('Kreuz Sieben').click();
  // Each trick a computer would lead away from stays until "Weiter" (taps.spec.js).
  await button('Weiter').click();
  await expect(coach).toContainText('Farbe muss bedient werden');
  await card('Pik Sieben').click();
  await button('Weiter').click();
  await expect(coach).toContainText('Hans hat geklopft');
  await button('Halten').click();
  await expect(coach).toContainText('Karo Zehn nimmt den Stich');
  await card('Karo Zehn').click();
  await expect(coach).toContainText('Klopf');
  await button('Klopfen').click();
  await expect(coach).toContainText(/wer den letzten Stich macht/i);
  await card('Herz Zehn').click();
  const done = page.getByRole('dialog', { name: 'Siebenschräm lernen' });
  await expect(done).toContainText('Das Spiel gehört dir');
  await expect(done.locator('dd').first()).toHaveText('noch 7 Schräm');
  await done.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('heading', { name: 'Regeln', level: 1 })).toBeVisible();
});
