// Phones at one table, as the browser tests set them up (phones.spec.js, join-parts.spec.js): a
// phone at 360×640, a host inviting Ben to seat 2, Ben's first visit, a part's request held.
const { fresh, newGame, watchErrors } = require('./helpers');

/** A new phone (browser context) at 360×640 in `lang`, on the start screen. */
async function phone(browser, lang) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  page.schraemErrors = watchErrors(page);
  await fresh(page, lang);
  return page;
}

/**
 * A host (English) starting `game` with Ben on his own phone at seat 2, and Ben's invitation.
 * The host's connections are kept in `window.hostConnections` (a forging test reads the offer).
 */
async function hostInvitingBen(browser, game) {
  const host = await phone(browser, 'en');
  await host.evaluate(() => {
    window.hostConnections = [];
    const set = RTCPeerConnection.prototype.setLocalDescription;
    RTCPeerConnection.prototype.setLocalDescription = function (...args) {
      window.hostConnections.push(this);
      return set.apply(this, args);
    };
  });
  await newGame(host, game);
  await host.getByLabel('Name 2').fill('Ben');
  await host.getByLabel('Name 2').press('Tab');
  await host.getByLabel('Who plays 2').selectOption({ label: 'Own phone' });
  await host.getByRole('button', { name: 'Start' }).click();
  await host.locator('.phone-seat').nth(0).locator('button.invite').click();
  return { host, invitation: await host.locator('.invite-code').inputValue() };
}


/**
 * A host inviting Ben (as `hostInvitingBen`), and Ben's phone on its first visit without a service
 * worker (it would fetch every part after the first paint), on the start screen.
 */
async function benFirstVisit(browser) {
  const { host, invitation } = await hostInvitingBen(browser, 'Siebenschräm');
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
  const ben = await context.newPage();
  ben.schraemErrors = watchErrors(ben);
  await fresh(ben, 'en');
  return { host, invitation, ben };
}

/** A promise and the function that resolves it: a part's request held until `release()`. */
function holdUntilReleased() {
  let release;
  const held = new Promise((r) => { release = r; });
  return { held, release };
}

module.exports = { phone, hostInvitingBen, benFirstVisit, holdUntilReleased };
