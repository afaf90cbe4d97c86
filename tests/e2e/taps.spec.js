// Trust at the table (issue 26): a tap lands where it was meant (a knock by another seat never
// turns a tap on Knock into a fold), a hand's result stays until the player goes on, and a
// dialog closes with Escape without a word in the console. At 360×640, in German as seen.
const { test } = require('@playwright/test');
const { fresh, openPhase, phonesPanel, tryClick, watchErrors, expect } = require('./helpers');

// (No service worker: the test holds back the bot worker's script, which a service worker would
// serve from its cache.)
test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

/** When the taps land after the other seat's knock, in milliseconds. */
const DELAYS = [50, 100, 150, 200, 250, 300];
/** Where on the Knock button, as a share of its width (its middle, and towards its right end). */
const ACROSS = [0.5, 0.8];

/**
 * Watches the page for its Knock button (`knock`: its label) giving way to the answer to another
 * seat's knock; then taps, as a finger already on its way would, the points where Knock was, at
 * each of DELAYS after the change. Every tap is recorded in `window.knockTaps` with what it hit.
 */
function watchKnock({ knock, delays, across }) {
  window.knockTaps = [];
  let was = null;
  let fired = false;
  const look = () => {
    if (fired) return;
    const button = [...document.querySelectorAll('.controls button')].find((b) => b.textContent.trim() === knock);
    if (button) {
      was = button.getBoundingClientRect();
      return;
    }
    if (!was || !document.querySelector('.controls button')) return;
    fired = true;
    const start = performance.now();
    for (const delay of delays) {
      for (const share of across) {
        setTimeout(() => {
          const x = was.left + was.width * share;
          const y = was.top + was.height / 2;
          const hit = document.elementFromPoint(x, y);
          const target = hit && hit.closest('button');
          window.knockTaps.push({ delay, share, after: Math.round(performance.now() - start), hit: target ? target.textContent.trim() : null });
          if (hit) {
            for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
              const init = { bubbles: true, cancelable: true, clientX: x, clientY: y, detail: 1, view: window };
              hit.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init));
            }
          }
        }, delay);
      }
    }
  };
  const start = () => {
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** Waits for every tap of watchKnock, then a moment for the table to show what they did. */
async function tapsDone(page) {
  await page.waitForFunction((n) => window.knockTaps && window.knockTaps.length === n, DELAYS.length * ACROSS.length, { timeout: 20_000 });
  await page.waitForTimeout(600);
  return page.evaluate(() => window.knockTaps);
}

test('a computer knocking out of turn never turns a tap on Knock into a fold (one device, German)', async ({ page }) => {
  await page.addInitScript(watchKnock, { knock: 'Klopfen', delays: DELAYS, across: ACROSS });
  // The computer players think in the bot worker: its script is held back until Anna's table
  // shows, so the knock comes while she sees her Knock button.
  let release;
  const ready = new Promise((done) => { release = done; });
  await page.route('**/bot-worker.js', async (route) => { await ready; await route.continue(); });
  // Anna may knock; a computer player knocks out of turn the moment it is asked, and Anna answers
  // first (tests/browser_fixtures.rs, "bot_knock").
  await openPhase(page, 'bot_knock', 'de', { query: '', speed: 'normal' });
  await expect(page.locator('.controls').getByRole('button', { name: 'Klopfen', exact: true })).toBeVisible();
  release();
  const taps = await tapsDone(page);
  // Nothing the finger meant for Knock folded: Anna is still asked to hold or fold.
  await expect(page.locator('.me .chip.inactive')).toHaveCount(0);
  await expect(page.locator('.controls').getByRole('button', { name: 'Passen', exact: true })).toBeVisible();
  await expect(page.locator('.controls').getByRole('button', { name: 'Halten', exact: true })).toBeVisible();
  // And Fold never stands where Knock was.
  expect(taps.filter((t) => t.hit === 'Passen'), JSON.stringify(taps)).toEqual([]);
  // Once armed, the answers take taps as usual.
  await page.locator('.controls').getByRole('button', { name: 'Halten', exact: true }).click();
  await expect(page.locator('.controls').getByRole('button', { name: 'Passen', exact: true })).toHaveCount(0);
  await expect(page.locator('.me .chip.inactive')).toHaveCount(0);
});

/** A phone (browser context) at 360×640 in `lang`, on the start screen. */
async function phone(browser, lang) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.schraemErrors = watchErrors(page);
  await fresh(page, lang, 'normal', lang === 'en' ? '?bots=off' : '');
  return page;
}

/** The host invites the first phone seat; `joiner` pastes the invitation, the host its answer. */
async function join(host, joiner) {
  await phonesPanel(host);
  await host.locator('.phone-seat').nth(0).locator('button.invite').click();
  const invitation = await host.locator('.invite-code').inputValue();
  await joiner.getByRole('button', { name: 'Am Tisch mitspielen' }).click();
  await joiner.locator('.host-code').fill(invitation);
  await joiner.locator('button.join').click();
  const answer = await joiner.locator('.answer-code').inputValue();
  await host.locator('.phones-panel .answer-code').fill(answer);
  await host.locator('button.connect').click();
  await joiner.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  await host.getByRole('button', { name: 'Close' }).click();
}

test('another phone\'s knock never turns a tap on Knock into a fold on a joined phone (German)', async ({ browser }) => {
  test.setTimeout(120_000);
  // The host (English) plays seat 1 with Ben on his own phone (German) at seat 2, computers
  // (held still) at seats 3 and 4.
  const host = await phone(browser, 'en');
  const ben = await phone(browser, 'de');
  await host.getByRole('button', { name: 'New game' }).click();
  await host.getByRole('button', { name: 'Siebenschräm', exact: true }).click();
  await host.getByLabel('Name 2').fill('Ben');
  await host.getByLabel('Name 2').press('Tab');
  await host.getByLabel('Who plays 2').selectOption({ label: 'Own phone' });
  await host.getByRole('button', { name: 'Start' }).click();
  await join(host, ben);

  // Both look; Ben may knock now.
  await host.locator('.controls').getByRole('button', { name: 'Look at cards', exact: true }).click();
  await ben.locator('.controls').getByRole('button', { name: 'Karten ansehen', exact: true }).click();
  const benKnock = ben.locator('.controls').getByRole('button', { name: 'Klopfen', exact: true });
  await expect(benKnock).toBeVisible();
  await expect(benKnock).not.toHaveAttribute('aria-disabled', 'true');
  await ben.evaluate(watchKnock, { knock: 'Klopfen', delays: DELAYS, across: ACROSS });
  // The host knocks: Ben answers first, on his phone, where his Knock button was.
  await host.locator('.controls').getByRole('button', { name: 'Knock', exact: true }).click();
  const taps = await tapsDone(ben);
  await expect(ben.locator('.me .chip.inactive')).toHaveCount(0);
  await expect(ben.locator('.controls').getByRole('button', { name: 'Halten', exact: true })).toBeVisible();
  expect(taps.filter((t) => t.hit === 'Passen'), JSON.stringify(taps)).toEqual([]);
  // The host saw no fold either.
  await expect(host.locator('.chip', { hasText: 'Ben' }).locator('.badge', { hasText: 'folded' })).toHaveCount(0);
  for (const page of [host, ben]) expect(page.schraemErrors).toEqual([]);
});

test('a Siebenschräm hand\'s result stays until "Next hand" at normal speed (German)', async ({ page }) => {
  // Anna's card ends the hand; the computer players move at normal speed.
  await openPhase(page, 'last_card', 'de', { query: '', speed: 'normal' });
  await page.locator('.hand button.card:not([disabled])').first().click();
  const result = page.locator('.table-screen .result');
  await expect(result).toBeVisible();
  const text = await result.innerText();
  await page.waitForTimeout(5000);
  await expect(result).toHaveText(text);
  const next = page.locator('.controls').getByRole('button', { name: 'Nächstes Spiel', exact: true });
  await expect(next).toBeVisible();
  // Nothing else is offered meanwhile: no card to play, no other button.
  await expect(page.locator('.controls button')).toHaveCount(1);
  await expect(page.locator('.hand button.card')).toHaveCount(0);
  await next.click();
  await expect(result).toHaveCount(0);
  await expect(next).toHaveCount(0);
});

test('a Schieberamsch deal\'s result stays until "Next deal" at normal speed (German)', async ({ page }) => {
  await openPhase(page, 'ramsch_last_card', 'de', { query: '', speed: 'normal' });
  await page.locator('.hand button.card:not([disabled])').first().click();
  const result = page.locator('.table-screen .result');
  await expect(result).toBeVisible();
  const text = await result.innerText();
  await page.waitForTimeout(5000);
  await expect(result).toHaveText(text);
  await page.locator('.controls').getByRole('button', { name: 'Nächstes Spiel', exact: true }).click();
  await expect(result).toHaveCount(0);
  // The next deal gets going: someone is asked for Grand Hand.
  await expect(page.locator('.status')).toContainText('Spiel 2');
});

test('a joined phone keeps the result until its own player taps "Next hand" (German)', async ({ browser }) => {
  test.setTimeout(120_000);
  // The host's card ends the hand; Gerda plays on her own phone (German); the computers are
  // held still.
  const host = await phone(browser, 'en');
  const gerda = await phone(browser, 'de');
  await openPhase(host, 'phone_last_card', 'en', { speed: 'normal' });
  await join(host, gerda);
  await host.locator('.hand button.card:not([disabled])').first().click();
  const result = gerda.locator('.table-screen .result');
  await expect(result).toBeVisible();
  const text = await result.innerText();
  await gerda.waitForTimeout(5000);
  await expect(result).toHaveText(text);
  await gerda.locator('.controls').getByRole('button', { name: 'Nächstes Spiel', exact: true }).click();
  await expect(result).toHaveCount(0);
  // The host's own screen still holds it, until the host taps.
  await expect(host.locator('.table-screen .result')).toBeVisible();
  await host.locator('.controls').getByRole('button', { name: 'Next hand', exact: true }).click();
  await expect(host.locator('.table-screen .result')).toHaveCount(0);
  for (const page of [host, gerda]) expect(page.schraemErrors).toEqual([]);
});

test('with "go on automatically" the next hand begins by itself (Settings, German)', async ({ page }) => {
  await fresh(page, 'de', 'fast');
  await page.getByRole('button', { name: 'Einstellungen' }).click();
  const pace = page.getByLabel('Nach jedem Ergebnis');
  await expect(pace).toHaveValue('Warten, bis ich weitermache');
  await pace.selectOption({ label: 'Automatisch weiter' });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('schraem.settings')));
  expect(stored.next_hand).toBe('auto');
  await openPhase(page, 'last_card', 'de', { query: '', speed: 'fast', pace: 'auto' });
  await page.locator('.hand button.card:not([disabled])').first().click();
  await expect(page.locator('.table-screen .result')).toBeVisible();
  await expect(page.locator('.table-screen .result')).toHaveCount(0, { timeout: 10_000 });
});

test('the tutorial shows who took each trick before the next lead (German)', async ({ page }) => {
  await fresh(page, 'de');
  await page.getByRole('button', { name: 'Regeln' }).click();
  await page.getByRole('button', { name: 'Siebenschräm lernen' }).click();
  const coach = page.locator('.ticker');
  const card = (name) => page.locator('.hand').getByRole('button', { name, exact: true });
  const button = (name) => page.locator('.controls').getByRole('button', { name, exact: true });
  await button('Karten ansehen').click();
  await card('Kreuz Sieben').click();
  // Gerda's eight took the first trick: it stays on the table, her card marked, until "Weiter".
  await expect(coach).toContainText('Gerda');
  await expect(page.locator('.trick.done .trick-card')).toHaveCount(4);
  await expect(page.locator('.trick-card.winning figcaption')).toHaveText('Gerda');
  await expect(page.locator('.hand button.card')).toHaveCount(0);
  await button('Weiter').click();
  await expect(coach).toContainText('Farbe muss bedient werden');
});

test('Escape closes a dialog without a console warning about passive listeners', async ({ page }) => {
  const messages = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  await openPhase(page, 'play', 'de');
  for (const open of ['Menü', 'Spielzettel', 'Was passiert ist']) {
    await page.locator('.table-bar').getByRole('button', { name: open }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(messages.filter((m) => /preventDefault|passive/i.test(m))).toEqual([]);
});
