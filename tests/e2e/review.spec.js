// Issue 26, items 6, 9 and 10 on a phone held upright (360×640): the review shows a folded
// player's card out of the trick; a Schieberamsch hand is sorted as Skat players sort it (the
// jacks first); after a Grand Hand the header, the ticker and the score sheet count deals alike.
const { test } = require('@playwright/test');
const fs = require('fs');
const {
  expect, fresh, openPhase, tryClick, expectFits, expectTranslated, expectAccessible, LANGS,
} = require('./helpers');

const SHOTS = process.env.SCHRAEM_SHOTS || '';

async function shot(page, name) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  // The cards as they lie, not half way through being dealt in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

const REVIEW = {
  en: ['Menu', 'Review the last hand', 'Could I have won?', 'folded'],
  de: ['Menü', 'Letztes Spiel auswerten', 'Hätte ich gewinnen können?', 'gepasst'],
  fr: ['Menu', 'Revoir la dernière main', 'Aurais-je pu gagner ?', 'couché'],
};

for (const lang of LANGS) {
  test(`the review shows a folded player's card out of the trick, on a phone, in ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await openPhase(page, 'review_fold', lang);
    const [menu, item, title, folded] = REVIEW[lang];
    await page.getByRole('button', { name: menu, exact: true }).click();
    await page.getByRole('button', { name: item }).click();
    const review = page.getByRole('dialog', { name: title });
    const out = review.locator('.review-trick .trick-card.out');
    await expect(out.first()).toBeVisible();
    // Marked in words, greyed, and never the card that took the trick.
    await expect(out.first().locator('figcaption')).toContainText(folded);
    await expect(review.locator('.review-trick .trick-card.out.winning')).toHaveCount(0);
    const opacity = await out.first().locator('.card').evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(opacity).toBeLessThan(0.5);
    // The cards that counted are shown as they were.
    await expect(review.locator('.review-trick .trick-card:not(.out)').first()).toBeVisible();
    await out.first().scrollIntoViewIfNeeded();
    await shot(page, `review-fold-${lang}`);
    await expectFits(page, `review ${lang}`);
    await expectTranslated(page, lang, 'review');
    await expectAccessible(page, 'review with a folded card');
  });
}

test('a Schieberamsch hand shows the jacks first, then each suit from the ace, on a phone, in German', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  // German names: "Kreuz Bube". Jacks ♣ ♠ ♥ ♦ first, then ♣ ♠ ♥ ♦ each A 10 K D 9 8 7.
  const suits = ['Kreuz', 'Pik', 'Herz', 'Karo'];
  const ranks = ['Ass', 'Zehn', 'König', 'Dame', 'Neun', 'Acht', 'Sieben'];
  const place = (label) => {
    const [suit, rank] = label.split(' ');
    const s = suits.indexOf(suit);
    return rank === 'Bube' ? s : 4 + s * 8 + ranks.indexOf(rank);
  };
  let mixed = 0;
  // Hands while choosing a Grand Hand, the skat, the discard (a toggle per card) and in play.
  for (const phase of ['ramsch_grand', 'ramsch_skat', 'ramsch_discard', 'ramsch_kontra', 'ramsch_play']) {
    await openPhase(page, phase, 'de');
    const labels = await page.locator('.hand .card').evaluateAll((cards) =>
      cards.map((c) => c.getAttribute('aria-label') || c.querySelector('[aria-label]')?.getAttribute('aria-label') || ''));
    expect(labels.length, phase).toBeGreaterThan(3);
    expect(labels.every((l) => place(l) >= 0), `${phase}: ${labels.join(', ')}`).toBe(true);
    const places = labels.map(place);
    expect(places, `${phase}: ${labels.join(', ')}`).toEqual([...places].sort((a, b) => a - b));
    const jacks = labels.filter((l) => l.endsWith(' Bube')).length;
    if (jacks > 0 && jacks < labels.length) mixed++;
    await shot(page, `ramsch-hand-${phase}-de`);
  }
  expect(mixed, 'hands with jacks and other cards').toBeGreaterThan(0);
});

const AFTER_GRAND = {
  de: {
    newGame: 'Neue Partie', start: "Los geht's", sheet: 'Spielzettel', header: 'Spiel 1 von',
    next: /^Spiel (\d+ noch einmal|[2-9]\d*):/, again: /^Spiel 1 noch einmal: \S+ gibt wieder\.$/,
    note: 'zählt auf dem Blatt, aber nicht als eins der',
  },
  en: {
    newGame: 'New game', start: 'Start', sheet: 'Score sheet', header: 'Deal 1 of',
    next: /^Deal (\d+ once more|[2-9]\d*):/, again: /^Deal 1 once more: \S+ deals again\.$/,
    note: 'scores, but is not one of the',
  },
  fr: {
    newGame: 'Nouvelle partie', start: "C'est parti", sheet: 'Feuille de marque', header: 'Donne 1 sur',
    next: /^Donne (\d+ à nouveau|[2-9]\d*)\u00a0:/, again: /^Donne 1 à nouveau\u00a0: \S+ redistribue\.$/,
    note: 'compte au score, mais pas parmi les',
  },
};

// Seen in German ("Spiel 1 von 3" above "Spiel 2: Hans gibt"); checked in every language.
for (const lang of LANGS) {
  test(`after a Grand Hand the header, the ticker and the score sheet count deals alike, on a phone, in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const l = AFTER_GRAND[lang];
    await page.setViewportSize({ width: 360, height: 640 });
    await fresh(page, lang, 'instant', '?seed=4&samples=20');
    await page.getByRole('button', { name: l.newGame }).click();
    await page.getByRole('button', { name: 'Schieberamsch', exact: true }).click();
    await page.getByRole('button', { name: l.start }).click();
    const status = page.locator('.status');
    const ticker = page.locator('.ticker');
    const controls = page.locator('.controls');
    // Announce a Grand Hand when offered (or let a computer player's stand), and play it out:
    // the deal is over once the ticker tells of the next deal.
    for (let i = 0; i < 400; i++) {
      const line = (await ticker.count()) ? await ticker.innerText() : '';
      if (l.next.test(line)) break;
      if (await tryClick(controls.getByRole('button', { name: 'Grand Hand', exact: true }))) continue;
      if (await tryClick(page.locator('.hand button.card:not([disabled])'))) continue;
      await page.waitForTimeout(50);
    }
    await expect(status).toContainText(l.header);
    await expect(ticker).toHaveText(l.again);
    await shot(page, `after-grand-table-${lang}`);
    await page.getByRole('button', { name: l.sheet }).click();
    const row = page.locator('tbody tr').first();
    await expect(row.locator('th, td').first()).toHaveText('1');
    await expect(row.locator('td.note')).toContainText('Grand Hand');
    await expect(row.locator('td.note')).toContainText(l.note);
    await shot(page, `after-grand-sheet-${lang}`);
    await expectFits(page, `score sheet after a Grand Hand, ${lang}`);
    await expectTranslated(page, lang, 'score sheet after a Grand Hand');
  });
}

// Issue 30 (docs/parts-cached.md): the review is solved while the menu offering it is open, so
// that a tap on it draws it at once. What it says must be what it says when solved on the tap:
// the same verdict, decisions, tricks and cards.
test('a review solved while the menu was open says what one solved on the tap says, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openPhase(page, 'review_fold', 'en');
  const review = page.getByRole('dialog', { name: 'Could I have won?' });
  const said = () => review.locator('.review').innerText();
  // On the tap (the menu open only as long as the click takes; the part may still be coming).
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Review the last hand' }).click();
  await expect(review.locator('.review-trick').first()).toBeVisible();
  const onTap = await said();
  await page.keyboard.press('Escape');
  // Solved ahead: the menu open a while, the page idle.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'Review the last hand' }).click();
  await expect(review.locator('.review-trick').first()).toBeVisible();
  expect(await said()).toBe(onTap);
  await page.keyboard.press('Escape');
});
