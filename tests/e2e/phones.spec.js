// A table of phones: one browser context hosts the match, two others join seats over real
// WebRTC data channels on this machine (local candidates only, no server), through the paste
// path of the invitation and answer codes. See docs/multiplayer.md.
const { test } = require('@playwright/test');
// The signalling server playwright.config.js starts (SCHRAEM_SIGNAL_PORT when two runs share the machine).
const SIGNAL_PORT = Number(process.env.SCHRAEM_SIGNAL_PORT || 3536);
const { tryClick, humanSchraemMove, expectFits, expectTranslated, expectAccessible,
  phonesPanel, startWithPhones, hostSwitchesLanguage, expect } = require('./helpers');
const { phone, hostInvitingBen } = require('./phone-seats');

/** The "Join a table" button in each language. */
const JOIN = { en: 'Join a table', de: 'Am Tisch mitspielen', fr: 'Rejoindre une table' };

/** The host invites the `i`-th phone seat; `joiner` pastes the invitation, the host its answer. */
async function seat(host, joiner, i, { check, lang = 'en' } = {}) {
  await phonesPanel(host);
  await host.locator('.phone-seat').nth(i).locator('button.invite').click();
  const invitation = await host.locator('.invite-code').inputValue();
  expect(invitation).toMatch(/^J2\./);
  await joiner.getByRole('button', { name: JOIN[lang] }).click();
  await joiner.locator('.host-code').fill(invitation);
  await joiner.locator('button.join').click();
  const answer = await joiner.locator('.answer-code').inputValue();
  expect(answer).toMatch(/^A2\./);
  if (check) await check(joiner);
  await host.locator('.phones-panel .answer-code').fill(answer);
  await host.locator('button.connect').click();
  await joiner.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  await expect(host.locator('.phone-seat').nth(i).locator('.phone-status')).toHaveText('connected');
}

/**
 * One move at a Siebenschräm table (English) that keeps everyone in the hand: look, hold a knock,
 * play the first playable card, else whatever keeps the game going.
 */
async function stayInMove(page) {
  const controls = page.locator('.controls');
  for (const name of ['Look at cards', 'Hold']) {
    if (await tryClick(controls.getByRole('button', { name, exact: true }))) return true;
  }
  if (await tryClick(page.locator('.hand button.card:not([disabled])'))) return true;
  return humanSchraemMove(page);
}

/** The card names in `page`'s own hand. */
async function handOf(page) {
  return page.locator('.hand:not(.hidden-hand) > [aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

/** Everything a player or a screen reader gets from `page`: text and accessible names. */
async function everythingOn(page) {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const e of document.querySelectorAll('[aria-label]')) texts.push(e.getAttribute('aria-label'));
    return texts.join('\n');
  });
}

test('three phones play a Siebenschräm hand and a Schieberamsch deal together', async ({ browser }) => {
  test.setTimeout(240_000);
  const host = await phone(browser, 'en');
  const ben = await phone(browser, 'en');
  const cara = await phone(browser, 'en');

  await startWithPhones(host, 'Siebenschräm');
  // The table opens with the invitations.
  await expect(host.getByRole('dialog', { name: 'Phones at the table' })).toBeVisible();
  await expectFits(host, 'the phones panel at 360×640');
  await expectAccessible(host, 'the phones panel');
  await seat(host, ben, 0, {
    check: async (page) => {
      await expect(page.locator('.you-play')).toHaveText("You play Ben's seat.");
      await expectFits(page, 'the answer at 360×640');
      await expectAccessible(page, 'the join screen');
    },
  });
  await seat(host, cara, 1);
  await host.getByRole('button', { name: 'Close' }).click();

  // Everyone looks; each joined phone shows its own seat at the bottom.
  await expect(ben.locator('.me')).toContainText('Ben');
  await expect(cara.locator('.me')).toContainText('Cara');
  const status = host.locator('.table-bar .status');
  let checkedSecrets = false;
  let rejoined = false;
  // Everyone holds, so the computer knocks the hand up to 7 and its winner takes the match.
  const over = host.getByRole('dialog', { name: 'Game over' });
  const done = async () => (await over.isVisible()) || /Hand 2/.test(await status.innerText());
  for (let step = 0; step < 400 && !(await done()); step++) {
    const moved = [await stayInMove(host), await stayInMove(ben), await stayInMove(cara)];
    const [benHand, caraHand] = [await handOf(ben), await handOf(cara)];
    if (!checkedSecrets && benHand.length >= 3 && caraHand.length >= 3) {
      // Neither phone names a card the other holds, on screen or to a screen reader.
      const [onBen, onCara] = [await everythingOn(ben), await everythingOn(cara)];
      for (const card of caraHand) expect(onBen, `Ben's phone names Cara's ${card}`).not.toContain(card);
      for (const card of benHand) expect(onCara, `Cara's phone names Ben's ${card}`).not.toContain(card);
      await expectFits(ben, 'a joined table at 360×640', true);
      await expectAccessible(ben, 'a joined table');
      checkedSecrets = true;
    }
    if (checkedSecrets && !rejoined && caraHand.length >= 2) {
      // Cara's phone reloads mid-hand: the host keeps her seat; a new invitation brings her back
      // to the same cards.
      await cara.reload();
      await cara.locator('.app:not(:has([aria-busy]))').waitFor();
      await expect(host.locator('.phone-seat').nth(1).locator('.phone-status')).toHaveText('not connected')
        .catch(async () => {
          await host.getByRole('button', { name: 'Menu' }).click();
          await host.getByRole('button', { name: 'Phones at the table' }).click();
          await expect(host.locator('.phone-seat').nth(1).locator('.phone-status')).toHaveText('not connected');
        });
      await seat(host, cara, 1);
      await host.getByRole('button', { name: 'Close' }).click();
      expect(await handOf(cara)).toEqual(caraHand);
      rejoined = true;
    }
    if (!moved.some(Boolean)) await host.waitForTimeout(50);
  }
  expect(checkedSecrets, 'both phones held cards at once').toBe(true);
  expect(rejoined, 'a phone rejoined mid-hand').toBe(true);
  expect(await done()).toBe(true);
  // Every phone saw the hand's result in its log, and the standings if the match is over.
  for (const page of [ben, cara]) {
    if (await over.isVisible()) {
      const theirs = page.getByRole('dialog', { name: 'Game over' });
      await expect(theirs).toContainText('The match is over');
      await theirs.getByRole('button', { name: 'Close' }).click();
    }
    await page.getByRole('button', { name: 'What happened' }).click();
    await expect(page.locator('.log-lines')).toContainText(/wins? the last trick and the hand/);
    // Ben followed the hand from its deal: every card he saw matched the host's promise. (Cara
    // reloaded mid-hand, after cards were played: that hand is not judged on her phone.)
    if (page === ben) await expect(page.locator('.log-lines')).toContainText('Hand 1: fair deal verified');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.unfair')).toHaveCount(0);
  }
  if (await over.isVisible()) await over.getByRole('button', { name: 'Close' }).click();

  // A Schieberamsch deal at the same table of phones: the seats stay connected.
  await host.getByRole('button', { name: 'Menu' }).click();
  await host.getByRole('button', { name: 'Home' }).click();
  await startWithPhones(host, 'Schieberamsch');
  for (const page of [ben, cara]) await expect(page.locator('.table-screen.joined .status')).toContainText('Deal 1');
  if (await host.locator('.phones-panel').count()) await host.getByRole('button', { name: 'Close' }).click();
  const ramschStatus = host.locator('.table-bar .status');
  for (let step = 0; step < 400 && !/Deal 2/.test(await ramschStatus.innerText()); step++) {
    let moved = false;
    for (const page of [host, ben, cara]) {
      const controls = page.locator('.controls');
      moved = (await tryClick(controls.getByRole('button', { name: 'Pass', exact: true })))
        || (await tryClick(controls.getByRole('button', { name: 'Push', exact: true })))
        || (await tryClick(page.locator('.hand button.card:not([disabled])')))
        || moved;
    }
    if (!moved) await host.waitForTimeout(50);
  }
  for (const page of [host, ben, cara]) await expect(page.locator('.status')).toContainText('Deal 2');
  // Each screen holds deal 1's result until its player goes on; deal 1's cards are checked once
  // deal 2's tricks begin (its skat decisions first), so everyone goes on and passes or pushes.
  for (let step = 0; step < 200; step++) {
    let moved = false;
    for (const page of [host, ben, cara]) {
      moved = (await tryClick(page.getByRole('button', { name: 'Next deal', exact: true })))
        || (await tryClick(page.locator('.controls').getByRole('button', { name: 'Pass', exact: true })))
        || (await tryClick(page.locator('.controls').getByRole('button', { name: 'Push', exact: true })))
        || moved;
    }
    if (await host.locator('.hand button.card:not([disabled])').count()
      || await ben.locator('.hand button.card:not([disabled])').count()
      || await cara.locator('.hand button.card:not([disabled])').count()) break;
    if (!moved) await host.waitForTimeout(50);
  }
  for (const page of [ben, cara]) {
    await page.getByRole('button', { name: 'What happened' }).click();
    await expect(page.locator('.log-lines')).toContainText('Hand 1: fair deal verified', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.unfair')).toHaveCount(0);
  }
  for (const page of [host, ben, cara]) expect(page.schraemErrors).toEqual([]);
});

test('each joined phone draws its table in its own language: German and French at one table', async ({ browser }) => {
  test.setTimeout(180_000);
  // Protocol 4 sends game data, no words: the host (English) sends the same kind of message to
  // both phones, and each words its table, log, sheet and standings itself.
  const host = await phone(browser, 'en');
  const pages = { de: await phone(browser, 'de'), fr: await phone(browser, 'fr') };
  // (The host's default name "Player" is English: a name, but the words check would count it.)
  await startWithPhones(host, 'Siebenschräm', { hostName: 'Anna' });
  await seat(host, pages.de, 0, { lang: 'de' });
  await seat(host, pages.fr, 1, { lang: 'fr' });
  await host.getByRole('button', { name: 'Close' }).click();
  const look = { de: 'Karten ansehen', fr: 'Regarder ses cartes' };
  for (const [lang, page] of Object.entries(pages)) {
    await expect(page.locator('.table-screen.joined .status')).toBeVisible();
    await expectTranslated(page, lang, 'a joined table before looking');
    await page.screenshot({ path: `test-results/screens/joined-${lang}.png` });
    await tryClick(page.locator('.controls').getByRole('button', { name: look[lang], exact: true }));
  }
  // A few moves, so the log and the board have something to say.
  for (let step = 0; step < 12; step++) {
    let moved = await stayInMove(host);
    for (const page of Object.values(pages)) {
      moved = (await tryClick(page.locator('.hand button.card:not([disabled])'))) || moved;
    }
    if (!moved) await host.waitForTimeout(100);
  }
  for (const [lang, page] of Object.entries(pages)) {
    await expectTranslated(page, lang, 'a joined table');
    await expectFits(page, `a joined table (${lang}) at 360×640`, true);
    await expectAccessible(page, `a joined table (${lang})`);
    await page.screenshot({ path: `test-results/screens/joined-play-${lang}.png` });
    const bar = page.locator('.table-bar button');
    for (const [n, name] of [[2, 'log'], [1, 'sheet']]) {
      await bar.nth(n).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectTranslated(page, lang, `the joined phone's ${name}`);
      await expectFits(page, `the joined phone's ${name} (${lang}) at 360×640`);
      await expectAccessible(page, `the joined phone's ${name} (${lang})`);
      await page.screenshot({ path: `test-results/screens/joined-${name}-${lang}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
  for (const page of [host, ...Object.values(pages)]) expect(page.schraemErrors).toEqual([]);
});

test('the join screen in German and French, and a damaged code', async ({ browser }) => {
  for (const [lang, join, bad] of [
    ['de', 'Am Tisch mitspielen', 'kein vollständiger Tisch-Code'],
    ['fr', 'Rejoindre une table', 'pas un code de table complet'],
  ]) {
    const page = await phone(browser, lang);
    await page.getByRole('button', { name: join }).click();
    await page.locator('.host-code').fill('J1.eyJzIjow');
    await page.locator('button.join').click();
    await expect(page.getByRole('alert')).toContainText(bad);
    await expectTranslated(page, lang, 'the join screen');
    await expectFits(page, `the join screen (${lang}) at 360×640`);
    await page.screenshot({ path: `test-results/screens/join-${lang}.png` });
    // A damaged answer link, opened as a camera app would.
    await page.goto(`${page.url().split('#')[0]}#answer=A1.broken`);
    await expect(page.getByRole('alert')).toContainText(bad);
    await expectTranslated(page, lang, 'the answer screen');
    await expectFits(page, `the answer screen (${lang}) at 360×640`);
  }
});

test('a forged move for another seat, a malformed message and another version are refused', async ({ browser }) => {
  const { host, invitation } = await hostInvitingBen(browser, 'Siebenschräm');

  // A joiner that is not the app: the test's own WebRTC peer, which may send anything.
  const context = await browser.newContext();
  const forger = await context.newPage();
  await forger.goto('./manifest.webmanifest');
  // The invitation is packed (J2.: seat, invitation number, name, then the session); its offer
  // is the host's connection's own description.
  const offer = await host.evaluate(() => window.hostConnections.at(-1).localDescription.sdp);
  const answer = await forger.evaluate(async ([code, offer]) => {
    const b64 = (s) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const bytes = Uint8Array.from(atob(code.slice(3).replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    let at = 1;
    let number = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[at++];
      number += (b & 0x7f) * 2 ** shift;
      if (!(b & 0x80)) break;
    }
    const name = new TextDecoder().decode(bytes.slice(at + 1, at + 1 + bytes[at]));
    const invite = { s: bytes[0], n: name, i: number, d: offer };
    const pc = new RTCPeerConnection({ iceServers: [] });
    window.pc = pc; // kept: a collected connection closes
    window.received = [];
    pc.ondatachannel = (e) => {
      window.channel = e.channel;
      window.bytes = 0;
      e.channel.onmessage = (m) => {
        window.bytes += m.data.length;
        window.received.push(JSON.parse(m.data));
      };
    };
    await pc.setRemoteDescription({ type: 'offer', sdp: invite.d });
    await pc.setLocalDescription(await pc.createAnswer());
    await new Promise((done) => {
      if (pc.iceGatheringState === 'complete') done();
      pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && done();
    });
    return 'A1.' + b64(JSON.stringify({ ...invite, d: pc.localDescription.sdp }));
  }, [invitation, offer]);
  await host.locator('.phones-panel .answer-code').fill(answer);
  await host.locator('button.connect').click();
  await forger.waitForFunction(() => window.channel && window.channel.readyState === 'open');
  const send = (text) => forger.evaluate((t) => window.channel.send(t), text);
  const last = (kind) => forger.evaluate((k) => window.received.filter((m) => m[k]).pop(), kind);

  await send(JSON.stringify({ hello: { phone: 'forger' }, v: 4 }));
  await forger.waitForFunction(() => window.received.some((m) => m.state));
  // Protocol 4: game data, no words: the seat's engine view, its legal moves, the rules.
  const state = (await last('state')).state;
  expect(state.seat).toBe(1);
  expect(state.game.schraem.view.seat).toBe(1);
  expect(state.rules.preset).toBeTruthy();
  expect(state.model).toBeUndefined();
  const hostBefore = await host.locator('.board').innerText();

  // A move for seat 0 (the host's own player) from the phone of seat 1.
  await send(JSON.stringify({ move: { seat: 0, action: 's look' }, v: 4 }));
  await forger.waitForFunction(() => window.received.some((m) => m.refused));
  expect((await last('refused')).refused.reason).toEqual({ other_seat: { claimed: 0, own: 1 } });
  // Unreadable text and an unknown action: dropped with a console line, nothing changes.
  await send('{{{ not json');
  await send(JSON.stringify({ move: { seat: 1, action: 's dance' }, v: 4 }));
  // Another version of the protocol: told to reload.
  await send(JSON.stringify({ hello: { phone: 'forger' }, v: 99 }));
  await forger.waitForFunction(() => window.received.some((m) => m.reload));
  expect((await last('reload')).reload.host).toBe(4);
  // A flood (issue 29: 1,000 hellos made the host send 3.6 MB and froze its page for 672 ms):
  // a hello on a connection that has its table is not answered again, and beyond a budget a
  // phone's messages are dropped unread. The bytes are checked; the host's tasks over 50 ms (the
  // browser reports only those, as long tasks) are printed, not asserted (a shared machine).
  await host.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask' });
  });
  const bytesBefore = await forger.evaluate(() => window.bytes);
  await forger.evaluate(() => {
    for (let i = 0; i < 1000; i++) window.channel.send(JSON.stringify({ hello: { phone: 'forger' }, v: 4 }));
    for (let i = 0; i < 1000; i++) window.channel.send(JSON.stringify({ move: { seat: 0, action: 's look' }, v: 4 }));
  });
  await host.waitForTimeout(2000);
  const flood = (await forger.evaluate(() => window.bytes)) - bytesBefore;
  const longTasks = await host.evaluate(() => window.longTasks);
  console.log(`flood of 2,000 messages: ${flood} bytes back, host's tasks over 50 ms: ${JSON.stringify(longTasks)}`);
  expect(flood).toBeLessThan(10_000);
  await host.getByRole('button', { name: 'Close' }).click();
  expect(await host.locator('.board').innerText()).toBe(hostBefore);
  await expect(host.locator('.phone-seat')).toHaveCount(0);
  expect(host.schraemErrors.filter((e) => !/message dropped|move refused/.test(e))).toEqual([]);
});

test('the links in the QR codes: a camera opens the invitation, and the answer reaches the hosting tab', async ({ browser }) => {
  const { host, invitation } = await hostInvitingBen(browser, 'Schieberamsch');
  await expect(host.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  await expectFits(host, 'an invitation with its QR code at 360×640');

  // The joiner's camera app opens the invitation link: the Join screen has the code filled in.
  const ben = await phone(browser, 'en');
  const base = host.url().split('#')[0];
  await ben.goto(`${base}#join=${invitation}`);
  await expect(ben.locator('.host-code')).toHaveValue(invitation);
  await ben.locator('button.join').click();
  const answer = await ben.locator('.answer-code').inputValue();
  await expect(ben.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  await expectFits(ben, 'an answer with its QR code at 360×640');
  await expectAccessible(ben, 'an answer with its QR code');

  // A damaged answer link says so at once; the real one, opened in another tab of the host's
  // browser, is handed to the hosting tab.
  const damaged = await host.context().newPage();
  await damaged.goto(`${base}#answer=A1.broken`);
  await expect(damaged.getByRole('alert')).toContainText('not a complete table code');
  await damaged.close();
  const handed = await host.context().newPage();
  await handed.goto(`${base}#answer=${answer}`);
  await expect(handed.locator('.answer-outcome')).toHaveText(/The answer is with the table/);
  await ben.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  await expect(ben.locator('.me')).toContainText('Ben');
  await expect(host.locator('.phone-seat').nth(0).locator('.phone-status')).toHaveText('connected');
  // The host's phone leaves: Ben's table pauses with a message and a way back in.
  await host.close();
  await expect(ben.getByRole('alert')).toContainText("The host's phone has left the table");
  await expect(ben.getByRole('button', { name: 'Join again' })).toBeVisible();
  // No hosting tab with that invitation: the answer tab says where to paste it.
  const nowhere = await (await browser.newContext()).newPage();
  await nowhere.goto(`${base}#answer=${answer}`);
  await expect(nowhere.getByRole('alert')).toContainText('No table of phones is open in this browser', { timeout: 10_000 });
});

test('with a signalling server set, a phone joins by opening its seat\'s link and finds its seat again by itself', async ({ browser }) => {
  test.setTimeout(180_000);
  const host = await phone(browser, 'en');
  // The setting: a mistyped address is refused with its reason, a typed one kept as ws://.
  await host.getByRole('button', { name: 'Settings' }).click();
  const field = host.getByLabel('Server for joining in one tap (optional)');
  await field.fill('my server');
  await field.press('Tab');
  await expect(host.getByRole('alert')).toContainText('That is not a server address');
  await field.fill(`127.0.0.1:${SIGNAL_PORT}`);
  await field.press('Tab');
  await expect(host.getByRole('alert')).toHaveCount(0);
  await expect(field).toHaveValue(`ws://127.0.0.1:${SIGNAL_PORT}`);
  await expectFits(host, 'the settings with a server at 360×640');
  await host.getByRole('button', { name: 'Back' }).click();

  await startWithPhones(host, 'Siebenschräm');
  await expect(host.locator('.server-status')).toContainText('Phones join through the server');
  const links = [];
  for (const i of [0, 1]) {
    await host.locator('.phone-seat').nth(i).locator('button.invite').click();
    const link = await host.locator('.seat-link').getAttribute('data-link');
    expect(link).toMatch(/#join=M1\./);
    links.push(link);
  }
  await expect(host.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  await expectFits(host, "a seat's link through the server at 360×640");
  await expectAccessible(host, "a seat's link through the server");
  await host.screenshot({ path: 'test-results/screens/seat-link-en.png' });

  // Each phone opens its link (as its camera app would): nothing to paste, nothing to send back.
  const [ben, cara] = [await phone(browser, 'en'), await phone(browser, 'en')];
  for (const [page, link] of [[ben, links[0]], [cara, links[1]]]) {
    await page.goto('about:blank');
    await page.goto(link);
    await page.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  }
  for (const i of [0, 1]) {
    await expect(host.locator('.phone-seat').nth(i).locator('.phone-status')).toHaveText('connected');
  }
  await host.getByRole('button', { name: 'Close' }).click();
  await expect(ben.locator('.me')).toContainText('Ben');
  await expect(cara.locator('.me')).toContainText('Cara');
  for (let step = 0; step < 40 && (await handOf(ben)).length < 4; step++) {
    await stayInMove(host);
    await stayInMove(ben);
    await stayInMove(cara);
  }
  const benHand = await handOf(ben);
  expect(benHand.length).toBeGreaterThan(0);

  // Ben's phone reloads: its link is still in the address, so it goes back to its seat and cards.
  await ben.reload();
  await ben.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  expect(await handOf(ben)).toEqual(benHand);

  // Someone else opens Ben's link (a forwarded link): the seat is bound to Ben's phone, so the
  // other phone waits, sent nothing, until the host decides in the Phones panel (checked in each
  // language); refused, it goes away and Ben plays on.
  const stranger = await phone(browser, 'en');
  await stranger.goto('about:blank');
  await stranger.goto(links[0]);
  // The Phones panel opens by itself on the host when a phone asks.
  const claimIn = async (lang, text) => {
    await expect(host.locator('.phones-panel .claim')).toContainText(text, { timeout: 20_000 });
    await expectFits(host, `a phone waiting to be let in at 360×640 (${lang})`);
    await expectAccessible(host, `a phone waiting to be let in (${lang})`);
    await host.screenshot({ path: `test-results/screens/claim-${lang}.png` });
  };
  await claimIn('en', "Another phone asks to play Ben's seat");
  await expect(stranger.locator('.table-screen.joined')).toHaveCount(0);
  for (const [lang, label, settings, back, again, text] of [
    ['de', 'Deutsch', 'Settings', 'Zurück', 'Weiterspielen', 'Ein anderes Handy möchte den Platz von Ben spielen'],
    ['fr', 'Français', 'Einstellungen', 'Retour', 'Reprendre', 'Un autre téléphone demande à jouer la place de Ben'],
    ['en', 'English', 'Réglages', 'Back', 'Continue', "Another phone asks to play Ben's seat"],
  ]) {
    await hostSwitchesLanguage(host, { label, settings, back, again });
    await claimIn(lang, text);
  }
  await host.locator('.claim button.refuse').click();
  await expect(host.locator('.claim')).toHaveCount(0);
  await host.locator('.phones-panel .dialog-first').click();
  // The refusal is kept for a reload of the host's page (issue 29; the hub's side is tested
  // natively), with the match's seed and versioned.
  const kept = await host.evaluate(() => JSON.parse(localStorage.getItem('schraem.refused')));
  expect(kept.v).toBe(1);
  expect(kept.refused).toHaveLength(1);
  // The stranger's page leaves.
  await stranger.close();
  expect(await handOf(ben)).toEqual(benHand);
  await expect(ben.locator('.table-screen.joined')).toBeVisible();

  // The host's page reloads: both phones pause and say the game goes on by itself, which it does
  // once the host continues the match.
  await host.reload();
  for (const page of [ben, cara]) {
    await expect(page.getByRole('alert')).toContainText('it goes on here by itself');
  }
  await host.locator('.app:not(:has([aria-busy]))').waitFor();
  await host.getByRole('button', { name: 'Continue' }).click();
  for (const page of [ben, cara]) await page.locator('.table-screen.joined').waitFor({ timeout: 20_000 });
  expect(await handOf(ben)).toEqual(benHand);
  for (const page of [host, ben, cara]) expect(page.schraemErrors).toEqual([]);

  // A new match at the same table: the phones stay connected and are given the new match's seat
  // links (the old ones lead nowhere now), so a reload still finds the seat.
  if (await host.locator('.phones-panel').count()) await host.getByRole('button', { name: 'Close' }).click();
  await host.getByRole('button', { name: 'Menu' }).click();
  await host.getByRole('button', { name: 'Home' }).click();
  await startWithPhones(host, 'Schieberamsch');
  for (const page of [ben, cara]) await expect(page.locator('.table-screen.joined .status')).toContainText('Deal 1');
  await expect.poll(() => ben.url()).not.toBe(links[0]);
  expect(ben.url()).toMatch(/#join=M1\./);
  await ben.reload();
  await expect(ben.locator('.table-screen.joined .status')).toContainText('Deal 1', { timeout: 20_000 });
  if (await host.locator('.phones-panel').count()) await host.getByRole('button', { name: 'Close' }).click();

  // Leaving asks first (a tap by mistake costs nothing); leaving ends the link: a reload then opens
  // the start screen.
  await ben.getByRole('button', { name: 'Home' }).click();
  const leave = ben.getByRole('dialog', { name: 'Leave the table?' });
  await expect(leave).toContainText('your seat stays');
  await expectAccessible(ben, 'leaving a joined table');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(ben.locator('.table-screen.joined')).toBeVisible();
  await ben.getByRole('button', { name: 'Home' }).click();
  await ben.getByRole('dialog', { name: 'Leave the table?' }).getByRole('button', { name: 'Leave' }).click();
  await ben.reload();
  await expect(ben.getByRole('button', { name: 'Join a table' })).toBeVisible();
  // A damaged seat link says so, and is not kept for a reload.
  await ben.goto('about:blank');
  await ben.goto(`${links[0].split('#')[0]}#join=M1.broken`);
  await expect(ben.getByRole('alert')).toContainText('not a complete table code');
  expect(ben.url()).not.toContain('#join');
});
