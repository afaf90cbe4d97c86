// Shared rule sets and hands, damaged input, saves kept safe, a second tab, export and import.
const { test } = require('@playwright/test');
const {
  fresh, newGame, humanSchraemMove, openPhase, expectTranslated, expectFits, expectAccessible, LANGS,
  expect,
} = require('./helpers');
const fs = require('fs');
const path = require('path');

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await fresh(page, 'en', 'instant');
});

test('a ruleset link made in one browser opens with the same rules in another', async ({ page, browser }) => {
  await newGame(page, 'Siebenschräm');
  await page.getByText('Customize rules').click();
  await page.getByLabel('Blind knocks').selectOption({ label: 'Up to 3' });
  await page.getByLabel('Knock limit').selectOption({ label: 'One above your marks' });
  // The editor marks what differs from the variant.
  await expect(page.locator('.option.changed')).toHaveCount(2);
  await page.getByRole('button', { name: 'Share these rules' }).click();
  const url = await page.locator('input.share-link').inputValue();
  expect(url).toMatch(/#rules=r1\.rhineland\./);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('dialog')).toContainText('Link copied');

  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(url);
  await expect(friend.getByRole('heading', { name: 'Shared rules' })).toBeVisible();
  await expect(friend.locator('.overrides')).toContainText('Blind knocks');
  await expect(friend.locator('.overrides')).toContainText('One above your marks');
  await friend.getByRole('button', { name: 'Play with these rules' }).click();
  await friend.getByText('Customize rules').click();
  await expect(friend.getByLabel('Blind knocks').locator('option:checked')).toHaveText('Up to 3');
  await expect(friend.getByLabel('Knock limit').locator('option:checked')).toHaveText('One above your marks');
  // Save it under a name: it is offered under "My rule sets" from then on.
  await friend.getByLabel('Name of the rule set').fill('Our pub');
  await friend.getByRole('button', { name: 'Save as my rule set' }).click();
  await expect(friend.getByRole('alert')).toContainText('Our pub');
  await friend.reload();
  await friend.getByRole('button', { name: 'New game' }).click();
  await expect(friend.getByLabel('My rule sets')).toContainText('Our pub');
  await other.close();
});

test('a tampered, truncated or future link shows a clear error and changes nothing', async ({ page }) => {
  for (const [fragment, words] of [
    ['#rules=r1.rhineland.@@@', 'damaged'],
    ['#rules=r9.rhineland', 'newer version'],
    ['#rules=r1.nowhere', 'nowhere'],
    ['#hand=h1.eyJmb3JtYXQiOiJzY2hyYWVtLXJlY29yZC8xIiwi', 'damaged'],
  ]) {
    await page.goto('./' + fragment);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(words);
    await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  }
});

/** A hand link of fixture `file` whose only move is `action` (illegal where it stands). */
function handLinkWith(file, action) {
  const fixtures = path.join(__dirname, '../../crates/engine/tests/fixtures');
  const record = JSON.parse(fs.readFileSync(path.join(fixtures, file), 'utf8'));
  delete record.format;
  record.actions = [action(record)];
  return 'h1.' + Buffer.from(JSON.stringify(record)).toString('base64url');
}

// A rule that refuses a shared hand's move is said in the player's language: each game's rule
// words (i18n/<game>/<lang>.rs) on a phone, in German, English and French.
for (const lang of LANGS) {
  test(`a hand link with an illegal move says which rule of its game, in ${lang}`, async ({ page }) => {
    const links = [
      // Siebenschräm: folding with no knock to answer.
      handLinkWith('schraem/a1_12_all_fold_bluff.record.json', () => ({ act: 'fold', seat: 0 })),
      // Schieberamsch: a card before the skat has gone round.
      handLinkWith('ramsch/durchmarsch.record.json', (r) => ({ act: 'play', seat: 0, card: r.deals[0].hands[0][0] })),
    ];
    await page.setViewportSize({ width: 360, height: 640 });
    const said = [];
    for (const [i, link] of links.entries()) {
      await fresh(page, lang, 'instant', `#hand=${link}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(/1/);
      said.push(await alert.innerText());
      await page.screenshot({ path: `test-results/links/${lang}-illegal-move-${i}.png` });
      await expectTranslated(page, lang, `illegal move ${i}`);
      await expectFits(page, `illegal move ${i}`);
      await expectAccessible(page, `illegal move ${i}`);
    }
    // Two different rules, and each names a rule, not only that the move is illegal.
    expect(new Set(said).size).toBe(2);
    if (lang === 'en') {
      expect(said[0]).toContain('There is no knock to answer.');
      expect(said[1]).toContain('No card may be played before the skat has gone round.');
    }
  });
}

test('a corrupted save shows the recovery message and keeps the save as a backup', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('schraem.match', '{"version": 1, "setup": {"game": "siebenschraem", "pres'));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('damaged');
  await expect(page.getByRole('alert')).toContainText('Export / import still has it');
  const kept = await page.evaluate(() => localStorage.getItem('schraem.match.backup'));
  expect(kept).toContain('"pres');
  // A save from a newer version is never read as if it were ours.
  await page.evaluate(() => localStorage.setItem('schraem.match', '{"version": 99}'));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('newer version');
});

test('a finished hand is shared as a link and replayed step by step, in words', async ({ page, browser }) => {
  await openPhase(page, 'play', 'en');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Share this hand' }).click();
  const url = await page.locator('input.share-link').inputValue();
  expect(url).toContain('#hand=h1.');
  // The box stays until it is closed.
  await page.waitForTimeout(500);
  await expect(page.locator('input.share-link')).toBeVisible();
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(url);
  await expect(friend.getByRole('heading', { name: 'Shared hand' })).toBeVisible();
  await expect(friend.locator('.replay-bar .position')).toContainText(/^Step 0 of \d+/);
  await expect(friend.locator('.said')).toContainText('The deal');
  const next = friend.getByRole('button', { name: 'Next step' });
  const said = [];
  while (await next.isEnabled()) {
    await next.click();
    said.push(await friend.locator('.said').textContent());
  }
  expect(said.length).toBeGreaterThan(0);
  // Each card played is named, and who took each trick.
  expect(said.some((s) => / plays the .* of /.test(s))).toBe(true);
  expect(said.some((s) => / wins the .* trick/.test(s))).toBe(true);
  // It ends on the hand's result, not "Game over".
  await expect(friend.locator('.centre .result')).toContainText(/won the hand|Nobody won/);
  await expect(friend.locator('.prompt')).not.toContainText('Game over');
  // The replay shows no hand: only cards played face up can be named.
  await expect(friend.locator('.hand')).toHaveCount(0);
  await other.close();
});

test('a second tab is warned and does not overwrite the first', async ({ page, context }) => {
  await newGame(page, 'Schieberamsch');
  await page.getByRole('button', { name: 'Start' }).click();
  // Every match saved (each under schraem.match.<id>).
  const matches = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('schraem.match.'))
    .sort().map((k) => [k, localStorage.getItem(k)]));
  const saved = await matches();
  expect(saved).toHaveLength(1);
  const second = await context.newPage();
  await second.goto('./');
  await expect(second.getByRole('alert')).toContainText('already open in another tab');
  await second.getByRole('button', { name: 'New game' }).click();
  await second.getByRole('button', { name: 'Start' }).click();
  await second.waitForTimeout(500);
  expect(await matches()).toEqual(saved);
});

test('all data is exported to a file and imported in another browser', async ({ page, browser }) => {
  await newGame(page, 'Schieberamsch');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Export / import' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export my data' }).click(),
  ]);
  const file = await download.path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(exported.format).toBe('schraem-export/1');
  expect(Object.keys(exported.data).filter((k) => /^schraem\.match\.[0-9a-f]{16}$/.test(k))).toHaveLength(1);

  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto('./');
  await friend.getByRole('button', { name: 'Export / import' }).click();
  await friend.getByLabel('Import data').setInputFiles(file);
  // The friend's own settings would be replaced: the import asks first, says what, keeps a copy.
  const ask = friend.getByRole('dialog', { name: 'Import this file?' });
  await expect(ask).toContainText('your settings');
  await expect(ask).toContainText('A copy of everything it replaces is kept');
  const own = await friend.evaluate(() => localStorage.getItem('schraem.settings'));
  await ask.getByRole('button', { name: 'Cancel', exact: true }).first().click();
  await expect(ask).toHaveCount(0);
  expect(await friend.evaluate(() => localStorage.getItem('schraem.settings'))).toBe(own);
  await friend.getByLabel('Import data').setInputFiles(file);
  await friend.getByRole('dialog', { name: 'Import this file?' }).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(friend.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(await friend.evaluate(() => localStorage.getItem('schraem.settings.backup'))).toBe(own);
  await other.close();
});

test('a full storage gets a message and the game goes on in memory', async ({ page }) => {
  await newGame(page, 'Siebenschräm');
  // From now on every write fails as it does when the quota is used up.
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('alert')).toContainText('not saved');
  // Play goes on.
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  for (let i = 0; i < 20; i++) if (!(await humanSchraemMove(page))) await page.waitForTimeout(50);
  // (The match may end meanwhile, any moment: close its standings first.)
  await expect(async () => {
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'What happened' }).click({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('log').locator('li')).not.toHaveCount(0);
});
