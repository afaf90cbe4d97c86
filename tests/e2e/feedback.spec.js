// Issue 26, items 11, 12 and 14, on a phone held upright in German (where they were seen): the
// rules in force say that they were changed, a shared hand is seated as its table was, and every
// screen says what is going on (a wrong score names its field, a question is asked whole, a seat
// waiting for a phone says why, the invitation offers only what it shows, export and import speak
// the player's language, Settings lead back to the table, fold-outs show that they open).
const { test } = require('@playwright/test');
const { fresh, openPhase, expectFits, expect } = require('./helpers');

test.use({ viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });

/** Rhineland to 5 without blind knocks, as a rule set link (the shared rules). */
const CHANGED_RULES = `r1.rhineland.${Buffer.from(JSON.stringify({ knock_max: 5, max_blind_value: 'none' })).toString('base64url')}`;

test('shared rules say they are changed, on their page and on New game (de)', async ({ page }) => {
  await fresh(page, 'de', 'instant', `#rules=${CHANGED_RULES}`);
  const shared = page.locator('.shared-rules');
  await expect(shared.getByRole('heading', { level: 2 })).toHaveText('Siebenschräm (Rheinland-Meisterschaft) – geändert');
  await expect(shared.locator('.overrides')).toContainText('Bis 5');
  // The preset's words ("bis 7 … Blind klopfen bis 4") come after the changes, said to hold
  // only for the rest.
  await expect(shared.locator('p.summary')).toHaveText(/^Sonst wie die Vorlage: /);
  const below = await shared.evaluate((s) => {
    const o = s.querySelector('.overrides');
    const p = s.querySelector('p.summary');
    return Boolean(o.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(below, 'the preset summary comes after the changes').toBe(true);
  await shared.getByRole('button', { name: 'Mit diesen Regeln spielen' }).click();
  const rules = page.locator('.new-game .rules-in-force');
  await expect(rules.locator('.changed-name')).toHaveText('Siebenschräm (Rheinland-Meisterschaft) – geändert');
  await expect(rules.locator('.changes')).toHaveText('Anders als in der Vorlage: Höchster Wert „Bis 5“, Blind klopfen „Nicht blind klopfen“.');
  await expect(rules.locator('details.summary summary')).toHaveText(/^Sonst wie die Vorlage: /);
  await expectFits(page, 'New game with shared rules');
});

test('a shared hand seats the players as the table did (de)', async ({ page, browser }) => {
  await openPhase(page, 'play', 'de');
  /** The seats' names in the order they sit: the others left to right, then the viewer. */
  const seating = (p) => p.locator('.board').evaluate((b) => [
    ...[...b.querySelectorAll('.opponents .chip-name')].map((e) => e.textContent),
    '|', ...[...b.querySelectorAll('.mine-row .chip-name')].map((e) => e.textContent),
  ]);
  const table = await seating(page);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: 'Dieses Spiel teilen' }).click();
  const url = await page.locator('input.share-link').inputValue();
  const other = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const friend = await other.newPage();
  await fresh(friend, 'de', 'instant', `#${url.split('#')[1]}`);
  await friend.locator('.replay .board').waitFor();
  expect(await seating(friend)).toEqual(table);
  await friend.getByRole('button', { name: 'Zum Ende' }).click();
  expect(await seating(friend)).toEqual(table);
  await expectFits(friend, 'the shared hand at its end');
  await other.close();
});

/** A tournament of eight drawn in German, its first table's score fields. */
async function tournament(page) {
  await fresh(page, 'de');
  await page.locator('.home .menu button').getByText('Turnier', { exact: true }).click();
  await page.locator('.tournament textarea').fill('Anna\nBernd\nClaudia\nDieter\nEva\nFrank\nGisela\nHeinz');
  await page.locator('.tournament button.primary').click();
  return page.locator('.tournament-table').first();
}

test('a tournament score out of range names its field (de)', async ({ page }) => {
  const table = await tournament(page);
  const inputs = table.locator('input');
  for (let k = 1; k < 4; k++) await inputs.nth(k).fill(String(10 * k));
  await inputs.nth(0).fill('99');
  await expect(inputs.nth(0)).toHaveAttribute('aria-invalid', 'true');
  const error = page.locator(`#${await inputs.nth(0).getAttribute('aria-describedby')}`);
  await expect(error).toHaveText('Nur ganze Zahlen von 0 bis 70.');
  await expect(inputs.nth(0)).toHaveAccessibleDescription('Nur ganze Zahlen von 0 bis 70.');
  await expect(inputs.nth(1)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(table.getByRole('button', { name: 'Ergebnis eintragen' })).toBeDisabled();
  await expectFits(page, 'tournament with a wrong score');
  await inputs.nth(0).fill('70');
  await expect(error).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Ergebnis eintragen' })).toBeEnabled();
});

test('ending a tournament asks a whole question, the safe answer focused (de)', async ({ page }) => {
  await tournament(page);
  await page.getByRole('button', { name: 'Neues Turnier' }).click();
  const ask = page.getByRole('group', { name: 'Das laufende Turnier beenden? Seine Tische und Ergebnisse gehen verloren.' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Turnier behalten' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ja', exact: true })).toHaveCount(0);
  await expectFits(page, 'the question');
  await ask.getByRole('button', { name: 'Turnier behalten' }).click();
  await expect(page.locator('.tournament-table')).toHaveCount(2);
  await page.getByRole('button', { name: 'Neues Turnier' }).click();
  await page.getByRole('button', { name: 'Turnier beenden' }).click();
  await expect(page.locator('.tournament textarea')).toBeVisible();
});

/** A German table whose first seat, Gerda, plays on her own phone (not connected). */
async function gerdaOnAPhone(page) {
  await fresh(page, 'de', 'instant', '?bots=off');
  await page.locator('.home .menu button').getByText('Neue Partie', { exact: true }).click();
  await page.getByLabel('Name 1', { exact: true }).fill('Gerda');
  await page.getByLabel('Name 1', { exact: true }).press('Tab');
  await page.getByLabel('Wer spielt 1').selectOption({ label: 'Eigenes Handy' });
  await page.locator('button.start').click();
  await page.locator('.phones-panel').waitFor();
}

test('a seat waiting for an unconnected phone says so and how to invite it (de)', async ({ page }) => {
  await gerdaOnAPhone(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('.prompt')).toHaveText(
    'Gerda ist dran, aber das Handy von Gerda ist nicht verbunden: Lade es über Menü → Handys am Tisch ein.');
  await expectFits(page, 'a table waiting for a phone', true);
});

test('an invitation offers what it shows, its QR code big enough to scan (de)', async ({ page }) => {
  await gerdaOnAPhone(page);
  await page.locator('.phone-seat').first().locator('button.invite').click();
  const invitation = page.locator('.invitation');
  await expect(invitation.locator('p').first()).toHaveText('Schick dem Spieler diesen Code (kopieren und in einer Nachricht senden):');
  await expect(invitation).not.toContainText('Link');
  const qr = await invitation.locator('svg.qr').evaluate((s) => ({
    modules: Number(s.getAttribute('viewBox').split(' ')[2]),
    width: s.getBoundingClientRect().width,
  }));
  // A phone's camera reads a code on another phone's screen from about 4 CSS px a module.
  expect(qr.width / qr.modules, `${qr.modules} modules in ${qr.width} px`).toBeGreaterThanOrEqual(4);
  await expectFits(page, 'the invitation');
});

test('export says it is done; import is a button in the player\'s words (de)', async ({ page }) => {
  await fresh(page, 'de');
  await page.locator('.home .menu button').getByText('Export / Import', { exact: true }).click();
  await expect(page.locator('.exported')).toHaveText('');
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Meine Daten exportieren' }).click(),
  ]);
  await expect(page.getByRole('status')).toHaveText('Exportiert: Die Datei schraem-data.json liegt bei deinen Downloads.');
  // The browser's own file button ("Choose File") is hidden; the label is the button.
  const file = page.getByLabel('Daten importieren');
  await expect(file).toHaveAttribute('type', 'file');
  const box = await file.boundingBox();
  expect(box.width * box.height).toBeLessThanOrEqual(1);
  const button = page.locator('label.file-button');
  await expect(button).toHaveText('Daten importieren');
  expect(await button.evaluate((b) => getComputedStyle(b).borderTopStyle)).toBe('solid');
  await file.focus();
  expect(await button.evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid');
  await expectFits(page, 'export / import');
});

test('Settings opened from the table lead back to the table (de)', async ({ page }) => {
  await openPhase(page, 'play', 'de');
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: 'Einstellungen' }).click();
  await page.locator('.settings').waitFor();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.locator('.table-screen')).toBeVisible();
  // From the start screen they lead back there.
  await fresh(page, 'de');
  await page.locator('.home .menu button').getByText('Einstellungen', { exact: true }).click();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.locator('.home')).toBeVisible();
});

test('every fold-out of the rules shows that it opens (de)', async ({ page }) => {
  await fresh(page, 'de');
  await page.locator('.home .menu button').getByText('Regeln', { exact: true }).click();
  // The Rules screen comes with the menu's part: its fold-outs are there once it has loaded.
  await page.locator('.rules details > summary').first().waitFor();
  const marks = await page.locator('.rules details > summary').evaluateAll((all) => all.map((s) => {
    const before = getComputedStyle(s, '::before');
    const marker = getComputedStyle(s).display === 'list-item';
    return marker || (before.content !== 'none' && before.width !== 'auto' && parseFloat(before.width) > 0);
  }));
  expect(marks.length).toBeGreaterThan(10);
  expect(marks.every(Boolean), 'a mark beside every fold-out').toBe(true);
  // The mark turns when the fold-out opens.
  const summary = page.locator('.rules details > summary').first();
  const closed = await summary.evaluate((s) => getComputedStyle(s, '::before').transform);
  await summary.click();
  expect(await summary.evaluate((s) => getComputedStyle(s, '::before').transform)).not.toBe(closed);
});
