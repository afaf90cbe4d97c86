// Joining by a table code (issue 29 item 3): the host's Phones panel shows a short code; a joiner
// types it (or opens the link the host sent) with a name, the host lets each joiner in by name or
// refuses them — for good, also after a reload of the host's page. Through the local signalling
// server playwright.config.js starts. See docs/multiplayer.md, "Joining by a table code".
const { test } = require('@playwright/test');
const SIGNAL_PORT = Number(process.env.SCHRAEM_SIGNAL_PORT || 3536);
const { fresh, appStarted, expectFits, expectTranslated, expectAccessible, phonesPanel,
  watchErrors, startWithPhones, hostSwitchesLanguage, expect } = require('./helpers');

/** A new phone at 360×640 in `lang`; `server`: it knows the signalling server (Settings). */
async function phone(browser, lang, server = true) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  page.schraemErrors = watchErrors(page);
  await fresh(page, lang);
  if (server) {
    await page.evaluate((port) => {
      const s = JSON.parse(localStorage.getItem('schraem.settings'));
      localStorage.setItem('schraem.settings', JSON.stringify({ ...s, signal_server: `ws://127.0.0.1:${port}` }));
    }, SIGNAL_PORT);
    await page.reload();
    await appStarted(page);
  }
  return page;
}

/** The host (English) starts Siebenschräm (`preset`) with Ben and Cara on their own phones. */
async function hostWithPhones(host, preset) {
  await startWithPhones(host, 'Siebenschräm', { preset });
  await phonesPanel(host);
}

/** The code the host's panel shows, as shown (`ABC-DEF`). */
async function shownCode(host) {
  const code = (await host.locator('.table-code-shown').innerText()).trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{3}-[A-HJKMNP-Z2-9]{3}$/);
  return code;
}

/** `page` types `code` and `name` on the Join screen and asks to join. */
async function knock(page, code, name) {
  if (!(await page.locator('form.by-code').count())) {
    await page.getByRole('button', { name: 'Join a table' }).click();
  }
  await page.locator('input.table-code').fill(code);
  await page.locator('input.joiner-name').fill(name);
  await page.locator('button.ask').click();
}

async function look(page, what, name) {
  await expectFits(page, `${what} at 360×640`);
  await expectAccessible(page, what);
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

test('three phones start a match by a typed table code; the host lets each in by name, refuses a stranger for good, and plays again in one tap with the same phones', async ({ browser }) => {
  test.setTimeout(240_000);
  const host = await phone(browser, 'en');
  // A series until the players stop, so that the test can end it and play again.
  await hostWithPhones(host, 'Schrööm (Marienheide)');
  const code = await shownCode(host);
  await expect(host.locator('.code-expiry')).toContainText(/Valid until \d\d:\d\d/);
  await look(host, "the host's table code", 'code-box-en');

  // A wrong code says what is wrong; a code no table has says so after a few seconds.
  const anna = await phone(browser, 'en');
  await knock(anna, 'k7m-2q0', 'Anna');
  await expect(anna.locator('form.by-code .error')).toContainText('“0” is in no table code');
  await knock(anna, 'K7M2Q', 'Anna');
  await expect(anna.locator('form.by-code .error')).toContainText('A table code has 6 characters; this one has 5');
  await knock(anna, code === 'AAA-AAA' ? 'BBB-BBB' : 'aaa aaa', 'Anna');
  await expect(anna.locator('form.by-code .waiting')).toContainText('Looking for the table');
  await expect(anna.locator('form.by-code .error')).toContainText('No table answers to this code', { timeout: 15_000 });
  await look(anna, 'the Join screen with a code no table has', 'join-code-en');
  await expectTranslated(anna, 'en', 'the Join screen by code');

  // Anna types the real one, in lower case with a space: the host sees her name and lets her in.
  const started = Date.now();
  await knock(anna, code.toLowerCase().replace('-', ' '), 'Anna');
  await expect(anna.locator('form.by-code .waiting')).toContainText('waiting to be let in');
  const knockBox = host.locator('.knock');
  await expect(knockBox).toContainText('Anna asks to join', { timeout: 15_000 });
  await expect(knockBox.locator('button.let-in')).toHaveText(['Let in to Ben’s seat', 'Let in to Cara’s seat']);
  await look(host, 'a joiner knocking', 'knock-en');
  await knockBox.locator('button.let-in').first().click();
  await anna.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  console.log(`by code on one machine: knock to seat's table ${Date.now() - started} ms (the host's tap included)`);
  await expect(anna.locator('.me')).toContainText('Ben');
  const benRow = host.locator('.phone-seat').nth(0);
  await expect(benRow.locator('.phone-status')).toHaveText('connected');
  await expect(benRow.locator('.played-by')).toHaveText('played by Anna');

  // A stranger who guessed the code is refused, and is told so.
  const mallory = await phone(browser, 'en');
  await knock(mallory, code, 'Mallory');
  await expect(knockBox).toContainText('Mallory asks to join', { timeout: 15_000 });
  // Only Cara's seat is free now.
  await expect(knockBox.locator('button.let-in')).toHaveText(['Let in to Cara’s seat']);
  await knockBox.locator('button.refuse').click();
  await expect(mallory.locator('form.by-code .error')).toContainText('The host did not let you in');
  await expect(knockBox).toHaveCount(0);

  // A seat whose player left for good goes to a computer player, and back to a phone.
  const caraRow = host.locator('.phone-seat:not(.computer)').nth(1);
  await caraRow.locator('button.to-computer').click();
  const computerCara = host.locator('.phone-seat.computer', { hasText: 'Cara' });
  await expect(computerCara.locator('.phone-status')).toHaveText('computer player');
  await look(host, 'the seat list with a seat given to a computer', 'seats-en');
  await computerCara.locator('button.to-phone').click();
  await expect(host.locator('.phone-seat:not(.computer)')).toHaveCount(2);
  await expect(host.locator('.phone-seat:not(.computer)').nth(1).locator('.phone-status')).toHaveText('not connected');

  // The host's page reloads: the same code, and the stranger is refused without asking.
  await host.reload();
  await appStarted(host);
  await host.getByRole('button', { name: 'Continue' }).click();
  await phonesPanel(host);
  expect(await shownCode(host)).toBe(code);
  await anna.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  await mallory.locator('button.ask').click();
  await expect(mallory.locator('form.by-code .error')).toContainText('The host did not let you in', { timeout: 15_000 });
  await expect(host.locator('.knock')).toHaveCount(0);

  // Cara's phone knows no server: she opens the link the host sent, which fills in the code and
  // names the server.
  const link = await host.locator('.code-box').getAttribute('data-link');
  expect(link).toMatch(/#join=[A-HJKMNP-Z2-9]{6}~/);
  const cara = await phone(browser, 'en', false);
  await cara.goto('about:blank');
  await cara.goto(link);
  await expect(cara.locator('input.table-code')).toHaveValue(code);
  await cara.locator('input.joiner-name').fill('Cara');
  await cara.locator('button.ask').click();
  await expect(host.locator('.knock')).toContainText('Cara asks to join', { timeout: 15_000 });
  await host.locator('.knock button.let-in').click();
  await cara.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  await expect(cara.locator('.me')).toContainText('Cara');
  await expect(host.locator('.phone-seat').nth(1).locator('.phone-status')).toHaveText('connected');

  // Play again in one tap: the same phones in the same seats, new cards; they stay at the table,
  // get the new match's seat links, and a reload still finds the seat (the binding is kept).
  await host.getByRole('button', { name: 'Close' }).click();
  const [annaLink, caraLink] = [anna.url(), cara.url()];
  await host.getByRole('button', { name: 'Menu' }).click();
  await host.getByRole('button', { name: 'End the series' }).click();
  await host.getByRole('dialog').getByRole('button', { name: 'Play again' }).click();
  await expect.poll(() => anna.url(), { timeout: 20_000 }).not.toBe(annaLink);
  await expect.poll(() => cara.url(), { timeout: 20_000 }).not.toBe(caraLink);
  for (const page of [anna, cara]) await expect(page.locator('.table-screen.joined')).toBeVisible();
  await expect(anna.locator('.me')).toContainText('Ben');
  await anna.reload();
  await anna.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  await expect(anna.locator('.me')).toContainText('Ben');
  await phonesPanel(host);
  for (const i of [0, 1]) {
    await expect(host.locator('.phone-seat').nth(i).locator('.phone-status')).toHaveText('connected');
  }
  await expect(host.locator('.phone-seat').nth(0).locator('.played-by')).toHaveText('played by Anna');
  expect(await shownCode(host)).toBe(code);
  for (const page of [host, anna, cara]) expect(page.schraemErrors).toEqual([]);
});

test('the table code and the code form in German and French', async ({ browser }) => {
  test.setTimeout(120_000);
  const host = await phone(browser, 'en');
  await hostWithPhones(host);
  const code = await shownCode(host);
  for (const [lang, label, settings, back, again, joinTable, knocks, refused] of [
    ['de', 'Deutsch', 'Settings', 'Zurück', 'Weiterspielen', 'Am Tisch mitspielen', 'Dora klopft an', 'Zu diesem Code antwortet kein Tisch'],
    ['fr', 'Français', 'Einstellungen', 'Retour', 'Reprendre', 'Rejoindre une table', 'Dora demande à entrer', 'Aucune table ne répond à ce code'],
  ]) {
    await hostSwitchesLanguage(host, { label, settings, back, again });
    await phonesPanel(host).catch(() => {});
    await host.locator('.code-box').waitFor();
    await look(host, `the host's table code (${lang})`, `code-box-${lang}`);

    const dora = await phone(browser, lang);
    await dora.getByRole('button', { name: joinTable }).click();
    await look(dora, `the Join screen's code form (${lang})`, `join-form-${lang}`);
    await expectTranslated(dora, lang, `the Join screen's code form (${lang})`);
    await knock(dora, code === 'AAA-AAA' ? 'BBB-BBB' : 'AAA-AAA', 'Dora');
    await expect(dora.locator('form.by-code .error')).toContainText(refused, { timeout: 15_000 });
    await knock(dora, 'OOO-III', 'Dora');
    await look(dora, `a code with look-alike letters (${lang})`, `join-error-${lang}`);
    await knock(dora, code, 'Dora');
    await expect(host.locator('.knock')).toContainText(knocks, { timeout: 15_000 });
    await look(host, `a joiner knocking (${lang})`, `knock-${lang}`);
    await host.locator('.knock button.refuse').click();
    await dora.context().close();
  }
});

test('with every phone seat given to a computer, the menu still leads to the Phones panel, and a seat goes back to a phone', async ({ browser }) => {
  // Found by a session's check: the menu showed "Phones at the table" only while a seat was a
  // phone's, so once every phone seat had gone to a computer there was no way back.
  test.setTimeout(90_000);
  const host = await phone(browser, 'en', false);
  // The host's own seat named (the English default name would read as English in de and fr).
  await startWithPhones(host, 'Siebenschräm', { hostName: 'Anna' });
  await phonesPanel(host);
  for (const name of ['Ben', 'Cara']) {
    await host.locator('.phone-seat:not(.computer)', { hasText: name }).locator('button.to-computer').click();
    await expect(host.locator('.phone-seat.computer', { hasText: name })).toHaveCount(1);
  }
  await expect(host.locator('.phone-seat:not(.computer)')).toHaveCount(0);
  await host.keyboard.press('Escape');
  await expect(host.locator('.phones-panel')).toHaveCount(0);
  const menuEntry = async (label, lang) => {
    await host.locator('.table-bar button').first().click();
    const entry = host.locator('.menu-list button', { hasText: label });
    await expect(entry).toHaveCount(1);
    await look(host, `the table's menu after the phones left (${lang})`, `menu-no-phones-${lang}`);
    await expectTranslated(host, lang, `the table's menu (${lang})`);
    await entry.click();
    await host.locator('.phones-panel').waitFor();
  };
  await menuEntry('Phones at the table', 'en');
  await host.locator('.phone-seat.computer', { hasText: 'Ben' }).locator('button.to-phone').click();
  await expect(host.locator('.phone-seat:not(.computer)', { hasText: 'Ben' }).locator('.phone-status')).toHaveText('not connected');
  await host.locator('.phone-seat:not(.computer)', { hasText: 'Ben' }).locator('button.to-computer').click();
  for (const [lang, label, settings, back, again] of [
    ['de', 'Deutsch', 'Settings', 'Zurück', 'Weiterspielen'],
    ['fr', 'Français', 'Einstellungen', 'Retour', 'Reprendre'],
  ]) {
    await hostSwitchesLanguage(host, { label, settings, back, again });
    await menuEntry(lang === 'de' ? 'Handys am Tisch' : 'Téléphones à la table', lang);
  }
  expect(host.schraemErrors).toEqual([]);
});
