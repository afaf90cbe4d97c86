// Shared steps for the table tests: set up a match through the real screens and play as a human.
const { expect } = require('@playwright/test');

/** Sets the computer speed in Settings (through the UI). */
async function setSpeed(page, speed) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Computer speed').selectOption(speed);
  await page.getByRole('button', { name: 'Back' }).click();
}

/** Opens New game and picks a game (and a match format label, if given). */
async function newGame(page, game, format) {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: game, exact: true }).click();
  if (format) await page.getByLabel('Match').selectOption({ label: format });
}

/**
 * One human move at a Siebenschräm table, if one is offered: look, fold when asked (quickest way
 * to the end of a game), else play the first playable card; a poor player's forced blind knock;
 * decline challenges and redeals. Returns whether it acted.
 */
async function humanSchraemMove(page) {
  const look = page.getByRole('button', { name: 'Look at cards' });
  if (await look.count()) { await look.first().click(); return true; }
  const fold = page.getByRole('button', { name: 'Fold', exact: true });
  if (await fold.count()) { await fold.click(); return true; }
  const card = page.locator('.hand button.card:not([disabled])');
  if (await card.count()) { await card.first().click(); return true; }
  for (const name of ['Knock blind', 'Decline', 'Agree']) {
    const b = page.getByRole('button', { name, exact: true });
    if (await b.count()) { await b.first().click(); return true; }
  }
  return false;
}

module.exports = { setSpeed, newGame, humanSchraemMove, expect };
