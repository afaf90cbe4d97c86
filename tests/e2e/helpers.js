// Shared steps for the browser tests: settings and saved matches put in place as the app stores
// them, play as a human through the real screens, and the checks every screen must pass.
const { expect } = require('@playwright/test');
const fs = require('fs');
const path = require('path');
const AxeBuilder = require('@axe-core/playwright').default;

const FIXTURES = path.join(__dirname, 'fixtures');
/** The phases the native test `browser_fixtures` saved (one saved match each). */
const PHASES = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'index.json'), 'utf8'));
const LANGS = ['de', 'en', 'fr'];
/** Phones held upright: the table must fit each without scrolling. */
const PHONES = [[360, 640], [375, 667], [390, 844], [412, 915]];

function settingsJson(lang, speed = 'instant') {
  return JSON.stringify({ lang, speed, sound: false, haptics: false, four_colour: false });
}

/** A page of the site without the app, so no running app saves over what a test stores. */
const BLANK = './manifest.webmanifest';

/** Goes to the blank page (the browser's automatic favicon request there is answered empty). */
async function blank(page) {
  if (!page.schraemBlank) {
    page.schraemBlank = true;
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  }
  await page.goto(BLANK);
}

/** Waits until the app has replaced the HTML shell (index.html's start screen, `aria-busy`). */
async function appStarted(page) {
  await page.locator('.app:not(:has([aria-busy]))').waitFor();
}

/** A fresh page in `lang` with nothing stored but the settings. */
async function fresh(page, lang = 'en', speed = 'instant', query = '') {
  await blank(page);
  await page.evaluate((s) => { localStorage.clear(); localStorage.setItem('schraem.settings', s); }, settingsJson(lang, speed));
  await page.goto('./' + query);
  await appStarted(page);
}

/**
 * Opens the table of the saved phase `name` in `lang`, the computer players held still (unless
 * `query` says otherwise; `speed` and `pace` as in Settings).
 */
async function openPhase(page, name, lang = 'en', { query = '?bots=off', speed = 'instant', pace } = {}) {
  const saved = fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');
  const settings = JSON.stringify({ ...JSON.parse(settingsJson(lang, speed)), ...(pace ? { next_hand: pace } : {}) });
  await blank(page);
  await page.evaluate(([s, m]) => {
    localStorage.clear();
    localStorage.setItem('schraem.settings', s);
    localStorage.setItem('schraem.match', m);
  }, [settings, saved]);
  await page.goto('./' + query);
  await appStarted(page);
  await page.locator('.home .open-match').first().click();
  await page.locator('.table-screen, .hand-over').first().waitFor();
}

/** Sets the computer speed in Settings (through the UI, English). */
async function setSpeed(page, speed) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Computer speed').selectOption({ label: speed });
  await page.getByRole('button', { name: 'Back' }).click();
}

/** Opens New game (English) and picks a game. */
async function newGame(page, game) {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: game, exact: true }).click();
}

/** Clicks the first match if it is (still) there; false if the table moved on meanwhile. */
async function tryClick(locator) {
  if (!(await locator.count())) return false;
  try {
    await locator.first().click({ timeout: 1000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * One human move at a Siebenschräm table (English), if one is offered: go on after a hand's
 * result, answer a knock by folding
 * (the quickest way to the end), look, play the first playable card, else whatever keeps the game
 * going (forced knocks, challenges, pretty ones). Returns whether it acted.
 */
async function humanSchraemMove(page) {
  for (const name of ['Next hand', 'Fold', 'Lay down', 'Look at cards']) {
    if (await tryClick(page.locator('.controls').getByRole('button', { name, exact: true }))) return true;
  }
  if (await tryClick(page.locator('.hand button.card'))) return true;
  for (const name of ['Knock blind', 'Knock', 'Let it stand', 'Stop', 'Decline', 'Agree']) {
    if (await tryClick(page.locator('.controls').getByRole('button', { name, exact: true }))) return true;
  }
  return false;
}

/** Nothing wider than the screen; with `fitsHeight`, nothing taller either (the table). */
async function expectFits(page, what, fitsHeight = false) {
  const size = await page.evaluate(() => {
    const e = document.scrollingElement;
    return { w: e.scrollWidth, h: e.scrollHeight, vw: innerWidth, vh: innerHeight };
  });
  expect(size.w, `${what}: no sideways scrolling`).toBeLessThanOrEqual(size.vw);
  // Nothing cut off at the screen's edge either (the page clips sideways overflow, so a too-wide
  // table would not scroll, it would lose its right edge): buttons and texts stay on screen,
  // except inside a region that scrolls by design (the score sheet).
  const cut = await page.evaluate(() => [...document.querySelectorAll('button, .prompt, .ticker, h1, h2, p')]
    .filter((e) => e.getClientRects().length && !e.closest('.sheet-scroll, [role="region"][tabindex]'))
    .filter((e) => { const r = e.getBoundingClientRect(); return r.right > innerWidth + 1 || r.left < -1; })
    .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${(e.textContent || '').trim().slice(0, 40)}`));
  expect(cut, `${what}: nothing cut off at the screen's edge`).toEqual([]);
  expect(await clippedTexts(page), `${what}: no text cut inside its box`).toEqual([]);
  if (fitsHeight) expect(size.h, `${what}: fits the screen's height`).toBeLessThanOrEqual(size.vh);
}

/**
 * Text a player cannot read whole although nothing leaves the screen: a label that runs past its
 * button ("Schieberamsch" 8 px beyond its edge), a select showing "Computer (schwe", a badge cut to
 * "hat geklo…", anything cut by a box that hides its overflow, and text glued to the screen's
 * edge. Not checked: regions that scroll sideways by design (the score sheet), the ticker (one
 * line by design; the log has it whole), player names (see below) and texts for screen readers.
 */
async function clippedTexts(page) {
  return page.evaluate(() => {
    // Player names are cut with an ellipsis by design (24 characters cannot fit a chip or a
    // trick card's caption; the score sheet has them whole).
    const names = '.chip-name, .trick-card figcaption, .slate-name, .slate-player .who, .seat-scores .who';
    const exempt = `.visually-hidden, .sheet-scroll, [role="region"][tabindex], .ticker, ${names}`;
    const shown = (e) => e.getClientRects().length > 0 && !e.closest(exempt)
      && getComputedStyle(e).visibility !== 'hidden';
    const say = (e, why) => {
      const cls = typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
      const text = e.tagName === 'SELECT' ? (e.selectedOptions[0] || {}).textContent : e.textContent;
      return `${e.tagName.toLowerCase()}${cls} "${(text || '').trim().replace(/\s+/g, ' ').slice(0, 40)}": ${why}`;
    };
    const found = [];
    // Boxes whose text must show whole: wider content than box, or a child beyond its edge.
    for (const e of document.querySelectorAll('button, label, summary, legend, .badge, [role="tab"]')) {
      if (!shown(e) || getComputedStyle(e).display === 'inline') continue;
      if (e.scrollWidth > e.clientWidth + 1) {
        found.push(say(e, `its text is ${e.scrollWidth - e.clientWidth} px wider than its box`));
        continue;
      }
      const box = e.getBoundingClientRect();
      for (const c of e.querySelectorAll('*')) {
        if (!shown(c)) continue;
        const r = c.getBoundingClientRect();
        if (r.width && (r.right > box.right + 1 || r.left < box.left - 1)) {
          found.push(say(e, `${c.tagName.toLowerCase()} runs ${Math.round(Math.max(r.right - box.right, box.left - r.left))} px past its edge`));
          break;
        }
      }
    }
    // Any box that hides (or scrolls) what does not fit sideways.
    for (const e of document.querySelectorAll('body *')) {
      if (!shown(e) || ['SELECT', 'TEXTAREA', 'INPUT', 'svg'].includes(e.tagName) || e.closest('svg')) continue;
      const s = getComputedStyle(e);
      if (s.overflowX === 'visible' || s.display === 'inline') continue;
      if (e.scrollWidth > e.clientWidth + 1) found.push(say(e, `${e.scrollWidth - e.clientWidth} px cut (overflow ${s.overflowX})`));
    }
    // Selects: each option's text (any may be chosen) laid out in a hidden span with the
    // select's font and wrapping, as wide as the select's room for text (its content box; less
    // the browser's own arrow, which Chromium draws inside it, 16 px, unless `appearance: none`):
    // no word wider than that room, and the chosen text no taller than the select shows.
    for (const e of document.querySelectorAll('select')) {
      if (!shown(e) || !e.options.length) continue;
      const s = getComputedStyle(e);
      const arrow = s.appearance === 'none' ? 0 : 16;
      const room = e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - arrow;
      const span = document.createElement('span');
      span.style.cssText = `position:absolute;visibility:hidden;left:0;top:0;display:block;width:${room}px;`
        + `font:${s.font};letter-spacing:${s.letterSpacing};white-space:${s.whiteSpace};line-height:${s.lineHeight}`;
      document.body.append(span);
      for (const o of e.options) {
        span.textContent = o.textContent.trim();
        if (span.scrollWidth > room + 1) {
          found.push(say(e, `"${span.textContent}" needs ${Math.ceil(span.scrollWidth - room)} px more`));
        } else if (o.selected) {
          const shows = e.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
          if (span.offsetHeight > shows + 1) found.push(say(e, `its choice needs ${span.offsetHeight - shows} px more height`));
        }
      }
      span.remove();
    }
    // Text glued to the screen's edge (a header without side margin).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent.trim() || !n.parentElement || !shown(n.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        if (r.width && (r.left < 4 || r.right > innerWidth - 4)) {
          found.push(say(n.parentElement, `its text is ${Math.round(Math.min(r.left, innerWidth - r.right))} px from the screen's edge`));
          break;
        }
      }
    }
    return [...new Set(found)];
  });
}

/** Words of the English interface that must not appear in German or French (word-bounded). */
const ENGLISH = ['Look at', 'Knock', 'Hold', 'Fold', 'Your turn', 'Waiting', 'Score sheet', 'marks',
  'Back', 'New game', 'Players', 'Settings', 'Share', 'Copy link', 'Close', 'Deal', 'Trick', 'Value',
  'Dealer', 'knocked', 'folded', 'Pick up', 'Push', 'Discard', 'Pass', 'Play again', 'Standings',
  'Statistics', 'Rules', 'Language', 'Sound', 'Previous', 'Next', 'step', 'hidden cards', 'of Hearts',
  'of Spades', 'of Clubs', 'of Diamonds', 'wins', 'loses', 'the', 'and', 'you', 'Player'];

/** Texts a player reads (visible text, accessible names, titles, placeholders). */
async function readableTexts(page) {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const e of document.querySelectorAll('[aria-label],[title],[placeholder]')) {
      for (const a of ['aria-label', 'title', 'placeholder']) if (e.getAttribute(a)) texts.push(e.getAttribute(a));
    }
    for (const o of document.querySelectorAll('option')) texts.push(o.textContent);
    return texts.join('\n');
  });
}

/**
 * French punctuation a phone's narrow lines keep together (src/i18n/typography_tests.rs): a
 * no-break space, never an ordinary one, before ; : ! ? » and after «, none before …, and none
 * missing between a word and its ; ! ? or its : (addresses such as "wss://host:port" aside).
 */
function frenchPunctuationFaults(text) {
  const faults = [];
  const rules = [
    [/ [;:!?»]|« /g, 'an ordinary space'],
    [/\s…/g, 'a space before …'],
    [/[\p{L}\p{N})»][;!?](?=\s|$)/gu, 'no space before the sign'],
    [/[\p{L}\p{N})][:](?=\s|$)/gu, 'no space before the colon'],
  ];
  for (const [re, fault] of rules) {
    for (const m of text.matchAll(re)) faults.push(`${fault}: …${text.slice(Math.max(0, m.index - 24), m.index + 8)}…`);
  }
  return faults;
}

/**
 * No option id (`knock_limit`) anywhere; in German and French, no English word either; in
 * French, the punctuation as French readers expect it.
 */
async function expectTranslated(page, lang, what) {
  const text = await readableTexts(page);
  const ids = text.match(/\b[a-z]+_[a-z_]+\b/g) || [];
  expect(ids, `${what} (${lang}): option ids on screen`).toEqual([]);
  if (lang === 'en') return;
  const found = ENGLISH.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
  expect(found, `${what} (${lang}): English words on screen`).toEqual([]);
  if (lang === 'fr') expect(frenchPunctuationFaults(text), `${what} (fr): punctuation`).toEqual([]);
}

/** axe-core finds no serious or critical violation. */
async function expectAccessible(page, what) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(bad, `${what}: accessibility`).toEqual([]);
}

/** Fails on console errors and page errors (a CSP violation shows up here). */
function watchErrors(page) {
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
  page.on('pageerror', (err) => problems.push(String(err)));
  return problems;
}

/**
 * Shows the host's Phones panel. It opens by itself while a phone seat is unconnected, but only
 * once its part has loaded (issue 30's split), so a test waits for it before it reaches for the
 * menu: a Menu tap would land on the panel's overlay as it opens.
 */
async function phonesPanel(host) {
  const panel = host.locator('.phones-panel');
  await panel.waitFor({ timeout: 5_000 }).catch(() => {});
  if (!(await panel.count())) {
    await host.getByRole('button', { name: 'Menu' }).click();
    await host.getByRole('button', { name: 'Phones at the table' }).click();
  }
  await panel.waitFor();
}

/**
 * The host (English) starts `game` with Ben and Cara each on his own phone (seats 2 and 3);
 * `preset`: a preset's name (else the game's first); `hostName`: the host's own seat's name.
 */
async function startWithPhones(host, game, { preset, hostName } = {}) {
  await newGame(host, game);
  if (preset) await host.locator('.field select').first().selectOption({ label: preset });
  if (hostName) {
    await host.getByLabel('Name 1').fill(hostName);
    await host.getByLabel('Name 1').press('Tab');
  }
  for (const [n, name] of [[2, 'Ben'], [3, 'Cara']]) {
    await host.getByLabel(`Name ${n}`).fill(name);
    await host.getByLabel(`Name ${n}`).press('Tab');
    await host.getByLabel(`Who plays ${n}`).selectOption({ label: 'Own phone' });
  }
  await host.getByRole('button', { name: 'Start' }).click();
}

/**
 * The host switches language at the table with its Phones panel open: from the panel to the
 * start screen, Settings (named `settings` in the language now), the language `label`, Back, and
 * the match again (`back`, `again`: those buttons in the new language).
 */
async function hostSwitchesLanguage(host, { label, settings, back, again }) {
  await host.locator('.phones-panel .dialog-first').click();
  await host.locator('.table-bar button').first().click();
  await host.locator('.menu-list button').first().click();
  await host.getByRole('button', { name: settings }).click();
  await host.locator('.settings select').first().selectOption({ label });
  await host.getByRole('button', { name: back }).click();
  await host.getByRole('button', { name: again }).click();
}

/** Holds the requests for part `name` (`<name>-<hash>.wasm`, the page's and its workers') until
 * `release()`; while `fail(true)` they fail as offline (held ones too, when released); `urls`
 * lists them. */
async function holdPart(page, name) {
  let release;
  const held = new Promise((r) => { release = r; });
  const state = { failing: false, urls: [] };
  await page.context().route(new RegExp(`/${name}-[0-9a-f]{16}\\.wasm$`), async (route) => {
    state.urls.push(route.request().url());
    if (!state.failing) await held;
    return state.failing ? route.abort('internetdisconnected') : route.continue();
  });
  return { release, urls: state.urls, fail: (on) => { state.failing = on; } };
}

module.exports = {
  holdPart,
  appStarted, blank, phonesPanel, startWithPhones, hostSwitchesLanguage,
  PHASES, LANGS, PHONES, fresh, openPhase, setSpeed, newGame, tryClick, humanSchraemMove,
  expectFits, clippedTexts, expectTranslated, expectAccessible, watchErrors, expect,
};
