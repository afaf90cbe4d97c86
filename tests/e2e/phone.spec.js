// The phone is the product: every phase of both games and every screen and panel, in German,
// English and French, fits an upright phone (no sideways scrolling anywhere; the table also
// without scrolling down), speaks only the player's language, and passes axe-core. Screenshots
// of every phase land in test-results/phases/ for a person to look at.
const { test } = require('@playwright/test');
const {
  PHASES, LANGS, PHONES, fresh, openPhase, expectFits, expectTranslated, expectAccessible,
  watchErrors, expect,
} = require('./helpers');

test.use({ reducedMotion: 'reduce' });

for (const lang of LANGS) {
  test(`every phase of both games fits a phone held upright (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems = watchErrors(page);
    for (const phase of PHASES) {
      await page.setViewportSize({ width: 360, height: 640 });
      await openPhase(page, phase, lang);
      expect(await page.evaluate(() => scrollY), `${phase} starts at the top`).toBe(0);
      await page.screenshot({ path: `test-results/phases/${lang}-${phase}.png` });
      await expectTranslated(page, lang, phase);
      for (const [w, h] of PHONES) {
        await page.setViewportSize({ width: w, height: h });
        await expectFits(page, `${phase} at ${w}×${h}`, true);
      }
    }
    expect(problems).toEqual([]);
  });
}

/** Opens each panel of the table's menu in turn (score sheet, log, last trick, share, rules). */
async function eachPanel(page, check) {
  const menu = page.locator('.table-bar .icon-button').first();
  await menu.click();
  const count = await page.locator('.menu-list .opens-panel').count();
  await page.keyboard.press('Escape');
  expect(count).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count; i++) {
    await menu.click();
    const item = page.locator('.menu-list .opens-panel').nth(i);
    const name = await item.textContent();
    await item.click();
    await page.locator('.dialog').waitFor();
    await check(name);
    await page.keyboard.press('Escape');
    await expect(page.locator('.dialog')).toHaveCount(0);
  }
}

for (const lang of LANGS) {
  test(`the table's panels fit and speak ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const phase of ['play', 'ramsch_play', 'marienheide']) {
      await page.setViewportSize({ width: 360, height: 640 });
      await openPhase(page, phase, lang);
      await eachPanel(page, async (name) => {
        await page.screenshot({ path: `test-results/panels/${lang}-${phase}-${name.replace(/\W+/g, '_')}.png` });
        await expectTranslated(page, lang, `${phase}: ${name}`);
        for (const [w, h] of PHONES) {
          await page.setViewportSize({ width: w, height: h });
          await expectFits(page, `${phase}: ${name} at ${w}×${h}`, true);
        }
        await page.setViewportSize({ width: 360, height: 640 });
      });
    }
  });
}

/** The Rules button of the start screen. */
const RULES = { de: 'Regeln', en: 'Rules', fr: 'Règles' };
/** Rhineland to 5 without blind knocks, as a rule set link. */
const CHANGED_RULES = `r1.rhineland.${Buffer.from(JSON.stringify({ knock_max: 5, max_blind_value: 'none' })).toString('base64url')}`;
/** docs/links.md's example hand: Hubert knocks, everyone folds. */
const SHARED_HAND = 'h1.eyJhY3Rpb25zIjpbeyJhY3QiOiJrbm9jayIsInNlYXQiOjB9LHsiYWN0IjoiZm9sZCIsInNlYXQiOjF9LHsiYWN0IjoiZm9sZCIsInNlYXQiOjJ9LHsiYWN0IjoiZm9sZCIsInNlYXQiOjN9XSwiZGVhbHMiOlt7ImhhbmRzIjpbWyJDOCIsIlM4IiwiRDgiLCJIQSJdLFsiQzciLCJTNyIsIkQ3IiwiSDciXSxbIkNKIiwiU0oiLCJESiIsIkhKIl0sWyJDSyIsIlNLIiwiREsiLCJISyJdXX1dLCJwbGF5ZXJzIjpbIkh1YmVydCIsIkdlcmRhIiwiSGFucyIsIkFubmUiXSwicnVsZXNldCI6eyJwcmVzZXQiOiJyaGluZWxhbmQifSwic3RhcnQiOnsiZGVhbGVyIjozfX0';

/** Opens every fold-out (<details>) so its content is checked too. */
async function openFoldOuts(page) {
  await page.locator('details').evaluateAll((ds) => ds.forEach((d) => { d.open = true; }));
}

/** The screens around the table, each reached as a user would (English labels not needed). */
async function eachScreen(page, lang, check) {
  await fresh(page, lang);
  await check('home');
  const menu = page.locator('.home .menu button');
  const labels = await menu.allTextContents();
  for (let i = 0; i < labels.length; i++) {
    await fresh(page, lang);
    await page.locator('.home .menu button').nth(i).click();
    // Not the stand-in a lazily loaded part shows while it comes (.part-screen): the screen itself.
    await page.locator('.screen:not(.home):not(.part-screen)').waitFor();
    // Open every fold-out so its content is checked too.
    await openFoldOuts(page);
    await check(labels[i]);
    if (i === 0) {
      // New game: the other game too.
      await page.locator('fieldset.games button').nth(1).click();
      await openFoldOuts(page);
      await check(`${labels[i]} (Schieberamsch)`);
    }
  }
  // The slate for real cards: New game with real cards, then the slate with a hand entered
  // (a fold and its cost in words) and one on the form.
  await fresh(page, lang);
  await page.locator('.home .menu button').nth(0).click();
  await page.locator('.real-cards input').check();
  await check('New game (real cards)');
  await page.locator('button.start').click();
  await page.locator('.slate-hand').waitFor();
  for (let hand = 0; hand < 2; hand++) {
    await page.locator('.slate-screen .field select').selectOption('2');
    await page.locator('.slate-player select').first().selectOption('2');
    await page.locator('.last-trick button').last().click();
    if (hand === 0) await page.locator('.slate-screen .row button.primary').click();
  }
  await openFoldOuts(page);
  await page.evaluate(() => scrollTo(0, 0));
  await check('slate');
  // A tournament's round: two tables drawn, one with its results.
  await fresh(page, lang);
  await page.locator('.home .menu button').nth(1).click();
  await page.locator('.tournament textarea').fill('Anna\nBernd\nClaudia\nDieter\nEva\nFrank\nGisela\nHeinz');
  await page.locator('.tournament button.primary').click();
  const inputs = page.locator('.tournament-table').first().locator('input');
  for (let k = 0; k < 4; k++) await inputs.nth(k).fill(String(10 * k));
  await page.locator('.tournament-table').first().locator('button').click();
  await page.evaluate(() => scrollTo(0, 0));
  await check('tournament');
  // Rules → the tutorial: the table under a header of its own.
  await fresh(page, lang);
  await page.locator('.home .menu button').getByText(RULES[lang], { exact: true }).click();
  await page.locator('.rules .tutorial-entry button').click();
  await page.locator('.tutorial .board').waitFor();
  await check('tutorial');
  // A shared rule set with changes (the issue's: to 5, no blind knocks).
  await fresh(page, lang, 'instant', `#rules=${CHANGED_RULES}`);
  await page.locator('.shared-rules').waitFor();
  await check('shared rules');
  // A shared hand: the deal, then its end (badges on every chip).
  await fresh(page, lang, 'instant', `#hand=${SHARED_HAND}`);
  await page.locator('.replay .board').waitFor();
  await check('shared hand');
  await page.locator('.replay-bar button').last().click();
  await check('shared hand (end)');
}

for (const lang of LANGS) {
  test(`every screen fits a phone and speaks ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 640 });
    await eachScreen(page, lang, async (name) => {
      expect(await page.evaluate(() => scrollY), `${name} starts at the top`).toBe(0);
      await page.screenshot({ path: `test-results/screens/${lang}-${name.replace(/\W+/g, '_')}.png`, fullPage: true });
      await expectTranslated(page, lang, name);
      for (const [w, h] of PHONES) {
        await page.setViewportSize({ width: w, height: h });
        await expectFits(page, `${name} at ${w}×${h}`);
      }
      await page.setViewportSize({ width: 360, height: 640 });
    });
  });
}

for (const [w, h] of [[360, 640], [1280, 800]]) {
  test(`axe-core finds nothing serious on any screen at ${w}px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: w, height: h });
    await eachScreen(page, 'en', (name) => expectAccessible(page, name));
    for (const phase of PHASES) {
      await openPhase(page, phase, 'en');
      await expectAccessible(page, phase);
    }
    await openPhase(page, 'play', 'en');
    await eachPanel(page, (name) => expectAccessible(page, `panel ${name}`));
  });
}
