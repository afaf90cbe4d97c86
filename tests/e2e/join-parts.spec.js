// A joining phone's parts (issue 30, docs/parts-open.md "Join a table in two parts"): the Join screen
// opens before the connection's part and the host's reader's part, a join tapped early waits for
// them, and a failed fetch is said in the player's language and tried again, nothing lost.
const { test } = require('@playwright/test');
const { expectFits, expectAccessible, expect } = require('./helpers');
const { benFirstVisit, holdUntilReleased } = require('./phone-seats');

test('a joining phone reads the host with a part of its own: what comes first waits, a failed fetch is said and tried again', async ({ browser }) => {
  const { host, invitation, ben } = await benFirstVisit(browser);
  // The reader's part fails (offline) until `failing` is off, then is held until `release()`.
  let failing = true;
  const { held, release } = holdUntilReleased();
  const asked = [];
  await ben.context().route(/\/guest-reader-[0-9a-f]{16}\.wasm$/, async (route) => {
    asked.push(failing);
    if (failing) return route.abort('internetdisconnected');
    await held;
    return route.continue();
  });
  await ben.getByRole('button', { name: 'Join a table' }).click();
  // The Join screen needs no reader: it is drawn, and asks for it as it opens.
  await expect(ben.locator('.join-screen h1')).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await ben.locator('.host-code').fill(invitation);
  await ben.locator('button.join').click();
  const answer = await ben.locator('.answer-code').inputValue();
  await host.locator('.phones-panel .answer-code').fill(answer);
  await host.locator('button.connect').click();
  // The host's first table comes, its reader cannot: the phone says so in its language.
  await expect(ben.locator('.join-screen .error')).toContainText('could not be loaded', { timeout: 20_000 });
  await expectFits(ben, 'the answer with the reader missing at 360×640');
  // Seen without scrolling: within the first screenful.
  expect(await ben.locator('.join-screen .error').evaluate((e) => e.getBoundingClientRect().bottom)).toBeLessThanOrEqual(640);
  await expectAccessible(ben, 'the answer with the reader missing');
  await ben.screenshot({ path: 'test-results/screens/join-reader-failed-en.png', fullPage: true });
  failing = false;
  // The phone asks for the part again a few seconds later; the table waits until it is here.
  await expect.poll(() => asked.filter((f) => !f).length, { timeout: 10_000 }).toBeGreaterThan(0);
  await ben.waitForTimeout(1500);
  await expect(ben.locator('.table-screen.joined')).toHaveCount(0);
  release();
  await ben.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  await expect(ben.locator('.join-screen .error')).toHaveCount(0);
  await expect(host.locator('.phone-seat').nth(0).locator('.phone-status')).toHaveText('connected');
  expect(ben.schraemErrors.filter((e) => !/guest-reader|Failed to fetch|net::/.test(e))).toEqual([]);
});

test('the Join screen opens without the connection: its part comes after, a join tapped early waits for it, a failed fetch is said and tried again', async ({ browser }) => {
  const { host, invitation, ben } = await benFirstVisit(browser);
  // The `guest` part (the connection, the joined table) is held until `release()`, then fails
  // while `failing` is on.
  let failing = false;
  const { held, release } = holdUntilReleased();
  const asked = [];
  await ben.context().route(/\/guest-[0-9a-f]{16}\.wasm$/, async (route) => {
    asked.push(failing);
    await held;
    return failing ? route.abort('internetdisconnected') : route.continue();
  });
  const parts = [];
  ben.on('request', (r) => { if (/\.wasm$/.test(r.url())) parts.push(r.url().split('/').pop()); });
  await ben.getByRole('button', { name: 'Join a table' }).click();
  // The screen is drawn without the connection's part, and asks for it (and the reader) as it opens.
  await expect(ben.locator('.join-screen h1')).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);
  // Before it: the screen's part, its chunks and the words of the screens of parts, nothing else.
  const before = parts.slice(0, parts.findIndex((f) => /^guest-/.test(f)));
  expect(before.filter((f) => !/^(join|chunk-\d+|menu-words-en)-[0-9a-f]{16}\.wasm$/.test(f))).toEqual([]);
  await expect.poll(() => parts.some((f) => /^guest-reader-/.test(f))).toBe(true);
  // A join tapped before the part is here: "connecting", what was pasted stays.
  await ben.locator('.host-code').fill(invitation);
  await ben.locator('button.join').click();
  await expect(ben.locator('button.join')).toBeDisabled();
  await expect(ben.locator('.join-screen .part-pending')).toContainText('Loading');
  await expectFits(ben, 'a join waiting for its part at 360×640');
  await expectAccessible(ben, 'a join waiting for its part');
  await ben.screenshot({ path: 'test-results/screens/join-coming-en.png', fullPage: true });
  // The fetch fails (offline): said in the player's language, with Try again; nothing is lost.
  failing = true;
  release();
  await expect(ben.locator('.join-screen .part-pending')).toContainText('could not be loaded', { timeout: 20_000 });
  await expect(ben.locator('.host-code')).toHaveValue(invitation);
  failing = false;
  await ben.getByRole('button', { name: 'Try again' }).click();
  // The join goes on by itself once the part is here.
  const answer = await ben.locator('.answer-code').inputValue();
  await host.locator('.phones-panel .answer-code').fill(answer);
  await host.locator('button.connect').click();
  await ben.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  await expect(host.locator('.phone-seat').nth(0).locator('.phone-status')).toHaveText('connected');
  expect(ben.schraemErrors.filter((e) => !/guest-|Failed to fetch|net::/.test(e))).toEqual([]);
});
