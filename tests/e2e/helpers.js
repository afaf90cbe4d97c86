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
  // Answer a knock first (a computer may knock at any moment, which takes other controls away).
  for (const name of ['Fold', 'Look at cards']) {
    if (await tryClick(page.getByRole('button', { name, exact: true }))) return true;
  }
  if (await tryClick(page.locator('.hand button.card:not([disabled])'))) return true;
  for (const name of ['Knock blind', 'Decline', 'Agree']) {
    if (await tryClick(page.getByRole('button', { name, exact: true }))) return true;
  }
  return false;
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

module.exports = { setSpeed, newGame, humanSchraemMove, tryClick, expect };
