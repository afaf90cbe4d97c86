// The slate for real cards: no cards on screen; after each hand the players enter how it ended
// and the app keeps the chalk by the preset's rules (RULES.md, rhineland: 7 marks, a fold pays
// the value before the knock, whoever has no marks left is out, the last one in wins).
const { test } = require('@playwright/test');
const { fresh, newGame, expectFits, expectAccessible, watchErrors, expect } = require('./helpers');

/** Enters one hand: the value it ended at, who folded at what value, who took the last trick. */
async function enterHand(page, { value, folds = {}, winner, says }) {
  await page.getByLabel('The hand ended at').selectOption(String(value));
  for (const [name, at] of Object.entries(folds)) {
    await page.locator(`.slate-player select[aria-label="${name}"]`).selectOption(String(at));
  }
  await page.locator('.last-trick').getByRole('button', { name: winner, exact: true }).click();
  if (says) await expect(page.locator('.slate-preview')).toHaveText(says);
  await page.getByRole('button', { name: 'Enter the hand' }).click();
}

async function marks(page, name) {
  return page.locator('ul.slate li', { hasText: name }).first().locator('[aria-label]').getAttribute('aria-label');
}

test('a slate game of five hands with a fold and an elimination, on a phone', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 640 });
  await fresh(page, 'en');
  await newGame(page, 'Siebenschräm');
  await page.getByLabel('With real cards').check();
  // Every seat is a person at the table: no "who plays" choice.
  await expect(page.getByLabel('Who plays 2')).toHaveCount(0);
  for (const [i, name] of ['Ann', 'Ben', 'Cara', 'Dirk'].entries()) {
    await page.getByLabel(`Name ${i + 1}`).fill(name);
    await page.getByLabel(`Name ${i + 1}`).press('Tab');
  }
  await page.getByRole('button', { name: 'Start the slate' }).click();
  await expect(page.locator('.slate-hand')).toHaveText('Hand 1: Dirk deals; the hand is worth 1.');
  await expect(page.locator('.hand button.card')).toHaveCount(0);
  await expectFits(page, 'the slate at 360×640');
  await expectAccessible(page, 'the slate');

  // 1: knocked to 2 (Ann folds, paying 1), then to 3; Ben takes the last trick.
  await enterHand(page, {
    value: 3, folds: { Ann: 2 }, winner: 'Ben',
    says: 'Ben won the hand at 3. Ann loses 1 mark, Cara loses 3 marks and Dirk loses 3 marks.',
  });
  await expect(page.locator('.last-hand')).toContainText('Ben won the hand at 3.');
  expect(await marks(page, 'Ann')).toBe('6 marks left');
  expect(await marks(page, 'Cara')).toBe('4 marks left');
  // The winner deals next.
  await expect(page.locator('.slate-hand')).toHaveText('Hand 2: Ben deals; the hand is worth 1.');

  // 2: a mistake, taken back, entered again; a reload keeps the slate.
  await enterHand(page, { value: 2, winner: 'Dirk' });
  await page.getByRole('button', { name: 'Undo the last entry' }).click();
  await expect(page.locator('.slate-hand')).toHaveText('Hand 2: Ben deals; the hand is worth 1.');
  await enterHand(page, { value: 1, winner: 'Ben' });
  await page.reload();
  await page.getByRole('button', { name: 'Continue the slate' }).click();
  expect(await marks(page, 'Cara')).toBe('3 marks left');
  expect(await marks(page, 'Ann')).toBe('5 marks left');

  // 3: Cara holds at 3 and is out of marks: out of the game.
  await enterHand(page, {
    value: 3, folds: { Dirk: 2 }, winner: 'Ben',
    says: 'Ben won the hand at 3. Ann loses 3 marks, Cara loses 3 marks and Dirk loses 1 mark.',
  });
  expect(await marks(page, 'Cara')).toBe('0 marks left');
  await expect(page.locator('.slate-player')).toHaveCount(3);
  await expect(page.locator('.slate-player select[aria-label="Cara"]')).toHaveCount(0);

  // 4 and 5: Ann, then Dirk lose their last marks; Ben wins the game and the match.
  await enterHand(page, { value: 2, winner: 'Dirk', says: 'Dirk won the hand at 2. Ann loses 2 marks and Ben loses 2 marks.' });
  expect(await marks(page, 'Ann')).toBe('0 marks left');
  await enterHand(page, { value: 2, winner: 'Ben', says: 'Ben won the hand at 2. Dirk loses 2 marks.' });
  expect(await marks(page, 'Dirk')).toBe('0 marks left');
  await expect(page.locator('.standings .headline')).toHaveText('The match is over: Ben wins!');
  await expect(page.locator('.sheet tbody tr')).toHaveCount(5);
  // The slate as text for the group chat.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy as text' }).click();
  await expect(page.locator('.copy-text [role="status"]')).toHaveText('Copied: paste it into your group chat.');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.split('\n').slice(0, 3)).toEqual(['Slate', '# | Ann | Ben | Cara | Dirk | Value', '1 | −1 | ✓ | −3 | −3 | 3']);
  expect(text).toContain('Ben: 5 marks left');
  await expectFits(page, 'the finished slate at 360×640');
  await expectAccessible(page, 'the finished slate');
  expect(errors).toEqual([]);
});

test('a Rhineland Championship of eight players: five series drawn, results per table, standings, in German', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 640 });
  await fresh(page, 'de');
  await page.getByRole('button', { name: 'Turnier' }).click();
  const list = page.getByLabel('Spieler, ein Name pro Zeile');
  // Three players cannot make a championship table: a clear message, nothing starts.
  await list.fill('Anna\nBernd\nClaudia');
  await page.getByRole('button', { name: 'Erste Runde auslosen' }).click();
  await expect(page.getByRole('alert')).toContainText('mindestens 4 Spieler');
  await page.getByRole('alert').getByRole('button').click();
  const names = ['Anna', 'Bernd', 'Claudia', 'Dieter', 'Eva', 'Frank', 'Gisela', 'Heinz'];
  await list.fill(names.join('\n'));
  await page.getByRole('button', { name: 'Erste Runde auslosen' }).click();
  await expectFits(page, 'the tournament at 360×640');
  await expectAccessible(page, 'the tournament');
  // Each player scores as many match points per series as twice their place in the list.
  const score = (name) => String(2 * names.indexOf(name));
  const seen = new Set();
  for (let series = 1; series <= 5; series++) {
    await expect(page.locator('.tournament h2').first()).toHaveText(`Serie ${series} von 5`);
    const tables = page.locator('.tournament-table');
    await expect(tables).toHaveCount(2);
    for (let i = 0; i < 2; i++) {
      const table = tables.nth(i);
      const who = await table.locator('.who').allTextContents();
      expect(who).toHaveLength(4);
      who.forEach((w) => seen.add(w));
      // Seat 4 deals the first hand of the series.
      await expect(table.locator('.help')).toHaveText(`${who[3]} gibt zuerst.`);
      const inputs = table.locator('input');
      for (let k = 0; k < 4; k++) await inputs.nth(k).fill(score(who[k]));
      await table.getByRole('button', { name: 'Ergebnis eintragen' }).click();
      await expect(table.locator('legend .badge')).toHaveText('eingetragen');
    }
    if (series === 2) {
      // Taken back: the table entered last (its results), then entered again; a reload keeps
      // everything.
      await page.getByRole('button', { name: 'Letzten Schritt zurücknehmen' }).click();
      await expect(tables.nth(0).locator('legend .badge')).toHaveCount(1);
      await expect(tables.nth(1).locator('legend .badge')).toHaveCount(0);
      const who = await tables.nth(1).locator('.who').allTextContents();
      const inputs = tables.nth(1).locator('input');
      for (let k = 0; k < 4; k++) await inputs.nth(k).fill(score(who[k]));
      await tables.nth(1).getByRole('button', { name: 'Ergebnis eintragen' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Turnier fortsetzen' }).click();
      await expect(page.locator('.tournament h2').first()).toHaveText('Serie 2 von 5');
    }
    if (series < 5) await page.getByRole('button', { name: 'Nächste Runde auslosen' }).click();
  }
  expect(seen.size).toBe(8);
  await expect(page.locator('.headline')).toHaveText('Das Turnier ist vorbei: Heinz gewinnt!');
  const first = page.locator('.tournament-standings tbody tr').first();
  await expect(first.locator('th')).toHaveText('Heinz');
  await expect(first.locator('td.total')).toHaveText('70');
  await expect(page.locator('.tournament-standings tbody tr')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Nächste Runde auslosen' })).toHaveCount(0);
  await expectFits(page, 'the finished tournament at 360×640');
  expect(errors).toEqual([]);
});
