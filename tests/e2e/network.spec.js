// A real network: phones in network namespaces behind NAT routers, a "public" namespace with coturn,
// matchbox_server and a copy of the site whose config.json names both (scripts/netns-lab.sh draws
// the map). Two homes that cannot reach each other play through the TURN relay; two phones on one
// home's LAN connect directly; a host and two joiners, one in each home, start a match by a
// typed table code (issue 29 item 3: no QR code, no answer sent back). Each case reads the selected candidate pair from getStats() and
// prints the candidate types and the time to connect (docs/multiplayer.md, "What is measured").
// Needs root (CI runs as root); as another user the test is skipped and says why.
const { test, chromium } = require('@playwright/test');
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { fresh, newGame, tryClick, humanSchraemMove, phonesPanel, startWithPhones, expect } = require('./helpers');

const ROOT = path.join(__dirname, '..', '..');
const DIST = process.env.SCHRAEM_DIST || 'dist';
const PORT = Number(process.env.SCHRAEM_PORT || 4173);
const SIGNAL_PORT = Number(process.env.SCHRAEM_SIGNAL_PORT || 3536);
const SITE = path.join(ROOT, `target/e2e-netns-site-${PORT}`);
const STATE = path.join(ROOT, `target/e2e-netns-${PORT}`);
const ORIGIN = `http://203.0.113.10:${PORT}`;
const LAB = path.join(ROOT, 'scripts/netns-lab.sh');
// Namespaces are named per port, so two runs on one machine (SCHRAEM_PORT) never touch each other's.
const LAB_ENV = { ...process.env, SCHRAEM_NETNS: `schraem${PORT}` };

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
test.skip(!isRoot, 'network namespaces need root (scripts/test.sh runs as root in CI)');

test.beforeAll(() => {
  fs.rmSync(SITE, { recursive: true, force: true });
  fs.cpSync(path.resolve(ROOT, DIST), SITE, { recursive: true });
  execFileSync(LAB, ['up', SITE, STATE, String(PORT), String(SIGNAL_PORT)], { stdio: 'inherit', env: LAB_ENV });
});

test.afterAll(() => {
  execFileSync(LAB, ['down', STATE], { stdio: 'inherit', env: LAB_ENV });
});

const browsers = [];
test.afterEach(async () => {
  while (browsers.length) await browsers.pop().close();
});

/**
 * Every RTCPeerConnection of the page, with when it was made, when it got the other side's
 * description and when it connected (performance.now(), ms).
 */
function recordPeers() {
  window.schraemPeers = [];
  const Original = window.RTCPeerConnection;
  window.RTCPeerConnection = function RTCPeerConnection(...args) {
    const pc = new Original(...args);
    const record = { pc, made: performance.now() };
    const setRemote = pc.setRemoteDescription.bind(pc);
    pc.setRemoteDescription = (...a) => {
      record.remote = record.remote || performance.now();
      return setRemote(...a);
    };
    record.ice = [];
    pc.addEventListener('iceconnectionstatechange', () => record.ice.push(pc.iceConnectionState));
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'connected' && !record.connected) record.connected = performance.now();
    });
    window.schraemPeers.push(record);
    return pc;
  };
  window.RTCPeerConnection.prototype = Original.prototype;
}

/**
 * A phone (a browser of its own) in namespace `ns` at 360×640, English, on the start screen;
 * `iceServers`: this device's own STUN/TURN list (Settings), over the site's.
 */
async function phoneIn(ns, iceServers) {
  const browser = await chromium.launch({
    executablePath: path.join(STATE, `chromium-${ns}`),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
      // The test site is plain http on a documentation address; treat it as a deployment over https.
      `--unsafely-treat-insecure-origin-as-secure=${ORIGIN}`,
      // coturn's certificate on 443 is made by the lab for its documentation address.
      '--ignore-certificate-errors'],
  });
  browsers.push(browser);
  const context = await browser.newContext({ baseURL: `${ORIGIN}/`, viewport: { width: 360, height: 640 } });
  await context.addInitScript(recordPeers);
  const page = await context.newPage();
  await fresh(page, 'en');
  if (iceServers) {
    await page.evaluate((list) => {
      const settings = JSON.parse(localStorage.getItem('schraem.settings'));
      localStorage.setItem('schraem.settings', JSON.stringify({ ...settings, ice_servers: list }));
    }, JSON.stringify(iceServers));
    await page.reload();
    await page.locator('.app:not(:has([aria-busy]))').waitFor();
  }
  return page;
}

/** The types of the candidates the page's connections gathered and were told of. */
async function candidateTypes(page) {
  return page.evaluate(async () => {
    const types = new Set();
    for (const { pc } of window.schraemPeers) {
      (await pc.getStats()).forEach((r) => {
        if (r.type === 'local-candidate' || r.type === 'remote-candidate') types.add(`${r.type.split('-')[0]} ${r.candidateType}`);
      });
    }
    return [...types].sort();
  });
}

/** The connected peer connection's selected candidate pair and how long connecting took. */
async function connection(page) {
  return page.evaluate(async () => {
    const record = window.schraemPeers.filter((r) => r.pc.connectionState === 'connected').pop();
    if (!record) return null;
    const stats = await record.pc.getStats();
    let pair = null;
    stats.forEach((r) => {
      if (r.type === 'transport' && r.selectedCandidatePairId) pair = stats.get(r.selectedCandidatePairId);
    });
    const local = stats.get(pair.localCandidateId);
    const remote = stats.get(pair.remoteCandidateId);
    return {
      local: local.candidateType,
      // How this side reaches its TURN server, for a relay candidate: udp, tcp or tls.
      relayProtocol: local.relayProtocol || null,
      remote: remote.candidateType,
      localAddress: `${local.address || '?'} ${local.protocol}`,
      // From the other side's description to connected: on the host, the candidates' checks.
      checksMs: Math.round(record.connected - record.remote),
      // From making the connection to connected: on the phone, which makes it when the offer
      // arrives, its gathering (the TURN allocation included) and the checks.
      totalMs: Math.round(record.connected - record.made),
    };
  });
}

/** The host starts a Siebenschräm match with Ben on his own phone and returns Ben's seat link. */
async function inviteBen(host) {
  // The server comes from the site's config.json: nothing is set on the device.
  await newGame(host, 'Siebenschräm');
  await host.getByLabel('Name 2').fill('Ben');
  await host.getByLabel('Name 2').press('Tab');
  await host.getByLabel('Who plays 2').selectOption({ label: 'Own phone' });
  await host.getByRole('button', { name: 'Start' }).click();
  await expect(host.locator('.server-status')).toContainText('Phones join through the server');
  await host.locator('.phone-seat').nth(0).locator('button.invite').click();
  const link = await host.locator('.seat-link').getAttribute('data-link');
  expect(link).toMatch(/#join=M1\./);
  return link;
}

/**
 * The host (in its home) starts a Siebenschräm match with Ben on his own phone; Ben opens his
 * seat's link from the site's signalling server in his browser, in his network.
 */
async function hostAndBen(hostNs, benNs) {
  const host = await phoneIn(hostNs);
  const link = await inviteBen(host);
  const ben = await phoneIn(benNs);
  const opened = Date.now();
  await ben.goto(link);
  await ben.locator('.table-screen.joined').waitFor({ timeout: 30_000 });
  ben.schraemJoinMs = Date.now() - opened;
  await expect(host.locator('.phone-seat').nth(0).locator('.phone-status')).toHaveText('connected');
  await host.getByRole('button', { name: 'Close' }).click();
  return { host, ben };
}

/** Prints and returns both sides' view of the connection. */
async function report(what, host, ben) {
  const [h, b] = [await connection(host), await connection(ben)];
  expect(h).not.toBeNull();
  expect(b).not.toBeNull();
  const via = (side) => (side.relayProtocol ? `, relay over ${side.relayProtocol}` : '');
  console.log(`${what}: host ${h.local} (${h.localAddress}${via(h)}) ↔ ${h.remote}; `
    + `phone ${b.local} (${b.localAddress}${via(b)}) ↔ ${b.remote}; `
    + `connected ${h.checksMs} ms after the host got the answer, ${b.totalMs} ms after the phone `
    + `got the offer (its gathering included); link opened to seat's table ${ben.schraemJoinMs} ms`);
  return { h, b };
}

/** One move at the table: look, hold, play a card, or whatever keeps the game going. */
async function move(page) {
  for (const name of ['Look at cards', 'Hold']) {
    if (await tryClick(page.locator('.controls').getByRole('button', { name, exact: true }))) return true;
  }
  return humanSchraemMove(page);
}

test('two homes behind their own NAT play a hand through the TURN relay', async () => {
  test.setTimeout(240_000);
  const { host, ben } = await hostAndBen('h1a', 'h2');
  const { h, b } = await report('two homes (relay)', host, ben);
  // No route joins the homes: the pair runs through coturn's relay on one side or both.
  expect([h.local, h.remote]).toContain('relay');
  expect([b.local, b.remote]).toContain('relay');

  // A whole hand through the relay: it ends with the next hand or the match's end.
  const status = host.locator('.table-bar .status');
  const over = host.getByRole('dialog', { name: 'Game over' });
  const done = async () => (await over.isVisible()) || /Hand 2/.test(await status.innerText());
  for (let step = 0; step < 300 && !(await done()); step++) {
    const moved = (await move(host)) || (await move(ben));
    if (!moved) await host.waitForTimeout(100);
  }
  expect(await done()).toBe(true);
  await expect(ben.locator('.table-screen.joined')).toBeVisible();
});

test('two phones on one home\'s Wi-Fi connect directly, without the relay', async () => {
  test.setTimeout(120_000);
  const { host, ben } = await hostAndBen('h1a', 'h1b');
  const { h, b } = await report('one home\'s LAN (direct)', host, ben);
  expect([h.local, h.remote, b.local, b.remote]).toEqual(['host', 'host', 'host', 'host']);
  // A few moves on the direct connection reach both.
  for (let step = 0; step < 6; step++) await move(ben);
  await expect(ben.locator('.table-screen.joined')).toBeVisible();
});

test('with STUN alone (each device\'s own setting) the two homes do not connect', async () => {
  test.setTimeout(120_000);
  // The same coturn answers STUN; no TURN: each side learns its public address, nothing relays.
  const stunOnly = [{ urls: 'stun:203.0.113.10:3478' }];
  const host = await phoneIn('h1a', stunOnly);
  const link = await inviteBen(host);
  const ben = await phoneIn('h2', stunOnly);
  await ben.goto(link);
  // The offer and answer cross through the signalling server; the connectivity checks never succeed.
  await expect.poll(() => ben.evaluate(() => window.schraemPeers.length), { timeout: 20_000 }).toBeGreaterThan(0);
  await ben.waitForTimeout(20_000);
  const connected = await ben.evaluate(() => window.schraemPeers.some((r) => r.connected));
  const ice = await ben.evaluate(() => window.schraemPeers.map((r) => r.ice.join(' → ')).join('; '));
  const types = await candidateTypes(ben);
  console.log(`two homes with STUN alone: phone's candidates ${types.join(', ')}; ICE states in 20 s: ${ice}; connected: ${connected}`);
  // Chrome says "disconnected" once the checks have gone unanswered for a while; never "connected".
  expect(ice.split(/ → |; /)).not.toContain('connected');
  expect(ice.split(/ → |; /)).not.toContain('completed');
  expect(types).toContain('local srflx');
  expect(types).not.toContain('local relay');
  expect(connected).toBe(false);
  await expect(ben.locator('.table-screen.joined')).toHaveCount(0);
});

test('a home behind a strict firewall (TCP to 443 only, no UDP) plays through TURN over TLS on 443', async () => {
  test.setTimeout(120_000);
  execFileSync(LAB, ['strict', 'on', String(PORT), String(SIGNAL_PORT)], { stdio: 'inherit', env: LAB_ENV });
  try {
    const { host, ben } = await hostAndBen('h1a', 'h2');
    const { b } = await report('strict firewall (turns: on 443)', host, ben);
    expect(b.local).toBe('relay');
    expect(b.relayProtocol).toBe('tls');
    for (let step = 0; step < 6; step++) await move(ben);
    await expect(ben.locator('.table-screen.joined')).toBeVisible();
  } finally {
    execFileSync(LAB, ['strict', 'off', String(PORT), String(SIGNAL_PORT)], { stdio: 'inherit', env: LAB_ENV });
  }
});

test('three phones in two homes start a match by a typed table code: no QR code, no answer sent back', async () => {
  test.setTimeout(240_000);
  // The host in home 1 starts a match with two phone seats; the site's config.json names the
  // signalling server, so its Phones panel shows a table code.
  const host = await phoneIn('h1a');
  await startWithPhones(host, 'Siebenschräm');
  await phonesPanel(host);
  const code = (await host.locator('.table-code-shown').innerText()).trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{3}-[A-HJKMNP-Z2-9]{3}$/);

  // Anna on home 1's Wi-Fi, Dora in home 2: each types the code (as read aloud: lower case, a
  // space) and a name on the start screen's Join screen; the host lets each in by name.
  const joiners = [];
  for (const [ns, name, i] of [['h1b', 'Anna', 0], ['h2', 'Dora', 1]]) {
    const page = await phoneIn(ns);
    await page.getByRole('button', { name: 'Join a table' }).click();
    await page.locator('input.table-code').fill(code.toLowerCase().replace('-', ' '));
    await page.locator('input.joiner-name').fill(name);
    const typed = Date.now();
    await page.locator('button.ask').click();
    const knock = host.locator('.knock', { hasText: `${name} asks to join` });
    await knock.waitFor({ timeout: 20_000 });
    const asked = Date.now() - typed;
    const tapped = Date.now();
    await knock.locator('button.let-in').first().click();
    await page.locator('.table-screen.joined').waitFor({ timeout: 30_000 });
    const seated = Date.now() - tapped;
    await expect(host.locator('.phone-seat').nth(i).locator('.phone-status')).toHaveText('connected');
    await expect(host.locator('.phone-seat').nth(i).locator('.played-by')).toHaveText(`played by ${name}`);
    // Nothing was pasted or sent back: no invitation or answer code was ever shown.
    await expect(page.locator('.answer-code')).toHaveCount(0);
    joiners.push({ page, name, ns, asked, seated });
  }
  await expect(host.locator('.invite-code, .qr')).toHaveCount(0);
  await host.getByRole('button', { name: 'Close' }).click();

  const [anna, dora] = joiners;
  const pairs = [];
  for (const j of joiners) {
    const c = await connection(j.page);
    expect(c).not.toBeNull();
    const via = c.relayProtocol ? `, relay over ${c.relayProtocol}` : '';
    console.log(`by table code, ${j.name} in ${j.ns}: phone ${c.local} (${c.localAddress}${via}) ↔ ${c.remote}; `
      + `code typed → host sees the name ${j.asked} ms; host's tap → seat's table ${j.seated} ms `
      + `(the phone's connection: ${c.totalMs} ms from the offer, its gathering included)`);
    pairs.push(c);
  }
  // On home 1's LAN the phones connect directly; across the homes through the relay. Directly
  // means neither end is a relay candidate: the phone's end is usually `host`, but Chromium
  // once reported it as peer-reflexive (`prflx`, its address not shown) on this LAN path, in CI
  // on 2026-11-26 (the host's end `host`): a candidate learnt from the checks, not the relay.
  expect(pairs[0].local).not.toBe('relay');
  expect(pairs[0].remote).not.toBe('relay');
  expect([pairs[1].local, pairs[1].remote]).toContain('relay');

  // The three-phone match runs: moves from both homes reach the host.
  await expect(anna.page.locator('.me')).toContainText('Ben');
  await expect(dora.page.locator('.me')).toContainText('Cara');
  const before = await host.evaluate(() => document.querySelector('.table-bar .status').innerText);
  for (let step = 0; step < 12; step++) {
    const moved = (await move(anna.page)) || (await move(dora.page)) || (await move(host));
    if (!moved) await host.waitForTimeout(100);
  }
  for (const j of joiners) await expect(j.page.locator('.table-screen.joined')).toBeVisible();
  expect(before).toBeTruthy();
});
