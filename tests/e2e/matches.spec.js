// Nothing lost (issue 26, items 1–3): several matches in progress, each stored the moment it
// starts; the start screen lists them and asks before one is deleted; "What happened" tells the
// whole match after a reload; every damaged item read at start has its own notice and backup.
const { test } = require('@playwright/test');
const { fresh, blank, openPhase, expectFits, expectAccessible, expect } = require('./helpers');

const SAVED = /^schraem\.match\.[0-9a-f]{16}$/;

/** The matches in storage, by key. */
async function savedMatches(page) {
  return page.evaluate((re) => Object.keys(localStorage).filter((k) => new RegExp(re).test(k)).sort(),
    SAVED.source);
}

/** Starts a match of the game at `index` (0 Siebenschräm, 1 Schieberamsch) from the start screen. */
async function start(page, index) {
  await page.locator('.home .menu button', { hasText: 'Neue Partie' }).click();
  await page.locator('fieldset.games button').nth(index).click();
  await page.locator('button.start').click();
  await page.locator('.table-screen').waitFor();
}

async function goHome(page) {
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await page.locator('.home').waitFor();
}

test.use({ viewport: { width: 360, height: 640 } });

test('a new game never replaces a saved match; a reload right after Start keeps it; deleting asks first (de)', async ({ page }) => {
  await fresh(page, 'de', 'instant');
  await start(page, 0);
  await page.locator('.controls').getByRole('button', { name: 'Karten ansehen' }).click();
  await expect(page.locator('.hand button.card, .hand .card').first()).toBeVisible();
  await goHome(page);
  // The second match is stored the moment it starts: a reload at once brings it back.
  await start(page, 1);
  expect(await savedMatches(page)).toHaveLength(2);
  await page.reload();
  await page.locator('.home .matches').waitFor();
  const rows = page.locator('.home .saved-match');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Schieberamsch');
  await expect(rows.nth(0)).toContainText(/gerade eben|vor \d+ Minuten?/);
  await expect(rows.nth(1)).toContainText('Siebenschräm');
  await expect(rows.nth(1).locator('.match-players')).toContainText(' und ');
  await expectFits(page, 'start screen with two matches');
  await expectAccessible(page, 'start screen with two matches');
  await page.screenshot({ path: 'target/shots/matches-home-de.png' });

  // The first match comes back where it was: its cards looked at.
  await rows.nth(1).locator('.open-match').click();
  await expect(page.locator('.controls').getByRole('button', { name: 'Karten ansehen' })).toHaveCount(0);
  await goHome(page);
  // Looking at a match is not playing it: the order stays by when each was last played.
  await expect(page.locator('.home .saved-match').nth(0)).toContainText('Schieberamsch');

  // Deleting asks, names the match, and Keep keeps it.
  await page.locator('.home .saved-match').nth(0).locator('.remove-match').click();
  const ask = page.getByRole('dialog', { name: 'Diese Partie löschen?' });
  await expect(ask).toContainText('Schieberamsch');
  await expect(ask).toContainText('nicht wiederherstellen');
  await expectFits(page, 'delete question');
  await page.screenshot({ path: 'target/shots/matches-delete-de.png' });
  await ask.locator('.dialog-actions').getByRole('button', { name: 'Behalten' }).click();
  await expect(page.locator('.home .saved-match')).toHaveCount(2);
  expect(await savedMatches(page)).toHaveLength(2);
  await page.locator('.home .saved-match').nth(0).locator('.remove-match').click();
  await ask.locator('.dialog-actions').getByRole('button', { name: 'Löschen', exact: true }).click();
  await expect(page.locator('.home .saved-match')).toHaveCount(1);
  await expect(page.locator('.home .saved-match')).toContainText('Siebenschräm');
  expect(await savedMatches(page)).toHaveLength(1);
  await page.reload();
  await expect(page.locator('.home .saved-match')).toHaveCount(1);
});

test('the start screen lists the matches in English and French too', async ({ page }) => {
  for (const [lang, title] of [['en', 'Your matches'], ['fr', 'Vos parties']]) {
    await openPhase(page, 'play', lang);
    await page.goto('./?bots=off');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('.home .saved-match')).toHaveCount(1);
    await expectFits(page, `start screen (${lang})`);
    await page.screenshot({ path: `target/shots/matches-home-${lang}.png` });
  }
});

test('"What happened" tells the whole match after a reload (de)', async ({ page }) => {
  await openPhase(page, 'play', 'de');
  await page.getByRole('button', { name: 'Was passiert ist' }).click();
  const log = page.getByRole('log');
  // The fixture was saved mid-hand: its deal and the cards played so far are told.
  await expect(log.locator('li, p').first()).toBeVisible();
  const lines = await log.locator('li, p').count();
  expect(lines).toBeGreaterThan(3);
  await expect(log).toContainText(/spielt|legt/);
  await page.screenshot({ path: 'target/shots/log-after-reload-de.png' });
});

test('every damaged item has its own notice, one after another, and is kept as a backup (de)', async ({ page }) => {
  await blank(page);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('schraem.settings', '{"lang": "de", "speed": "turbo"');
    localStorage.setItem('schraem.stats', '[1, 2');
    localStorage.setItem('schraem.slate', '{"version": 1}');
    localStorage.setItem('schraem.tournament', '{"version": 1}');
    localStorage.setItem('schraem.match.00000000000000aa', '{"version": 1, "setup"');
  });
  await page.goto('./');
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
  // The slate's and the tournament's saves are read by a part of their own, asked for at start
  // (session::unread): their notices come when it has, after those of the start.
  const backupCount = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('.backup')).length);
  await expect.poll(backupCount).toBe(5);
  const seen = [];
  const alert = page.getByRole('alert');
  for (let i = 0; i < 10 && await alert.count(); i++) {
    seen.push(await alert.locator('.notice-text').textContent());
    await alert.getByRole('button', { name: 'OK' }).click();
  }
  expect(seen).toHaveLength(5);
  // The settings were damaged, so the browser's language (English here) applies.
  expect(seen.join('\n')).toMatch(/settings were damaged/);
  expect(seen.join('\n')).toMatch(/statistics were damaged/);
  expect(seen.join('\n')).toMatch(/slate/i);
  expect(seen.join('\n')).toMatch(/tournament/i);
  expect(seen.join('\n')).toMatch(/match/i);
  const backups = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('.backup')).sort());
  expect(backups).toEqual([
    'schraem.match.00000000000000aa.backup', 'schraem.settings.backup', 'schraem.slate.backup',
    'schraem.stats.backup', 'schraem.tournament.backup',
  ]);
});
