// A Chromium trace of one cached tap (as part-open.mjs's VISIT=1000 PRECACHED=next, 4x CPU, without
// the server's link), docs/parts-cached.md: prints style, layout, pre-paint, paint and commit from
// the tap to "drawn" (the task after the next frame), then the main thread's events and what
// invalidated style and layout, and writes the trace (for DevTools' Performance panel).
//   node scripts/tap-trace.mjs http://127.0.0.1:4341/ [/tmp/trace.json]
// CASE=review|sheet|rules|tournament (review), BRIEF=1 (the sums only), INJECT='css' (a style
// sheet added before the tap, to try a change without a build), TWICE=1 (the review opened once
// before the tap measured).
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
const [base = 'http://127.0.0.1:8080/', out = '/tmp/tap-trace.json'] = process.argv.slice(2);
const CASE = process.env.CASE || 'review';
const FINISHED = readFileSync(new URL('../tests/e2e/fixtures/review_fold.json', import.meta.url), 'utf8');
const SETTINGS = JSON.stringify({ lang: 'en', speed: 'instant' });
const CASES = {
  review: [['.home .open-match', 'button[aria-label="Menu"], button:text-is("Menu")'], 'Review the last hand', '.review-panel .review-trick'],
  sheet: [['.home .open-match', 'button[aria-label="Menu"], button:text-is("Menu")'], 'Score sheet', '.sheet-panel .sheet'],
  rules: [[], 'Rules', '.screen.rules .summary'],
  tournament: [[], 'Tournament', '.screen.tournament h1'],
};
const [before, text, shown] = CASES[CASE];
const browser = await chromium.launch({ executablePath: process.env.CHROME || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 360, height: 640 }, bypassCSP: !!process.env.INJECT });
const page = await context.newPage();
await page.goto(base + 'manifest.webmanifest');
await page.evaluate(([s, m]) => { localStorage.clear(); localStorage.setItem('schraem.settings', s); localStorage.setItem('schraem.match', m); }, [SETTINGS, FINISHED]);
const cdp = await context.newCDPSession(page);
await page.goto(base + '?bots=off');
await page.locator('.app:not(:has([aria-busy]))').waitFor({ timeout: 60000 });
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120000 });
await page.reload();
await page.locator('.app:not(:has([aria-busy]))').waitFor({ timeout: 60000 });
if (process.env.INJECT) await page.addStyleTag({ content: process.env.INJECT });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
for (const b of before) await page.locator(b).first().click();
if (process.env.TWICE) {
  await page.locator('button:has-text("Review the last hand")').click();
  await page.locator('.review-panel .review-trick').first().waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  await page.locator(before[1]).first().click();
}
await page.waitForTimeout(1000);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'blink', 'cc',
  'disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-devtools.timeline.stack', 'v8'] } });
const res = await page.evaluate(([text, shownSel]) => new Promise((done) => {
  const buttons = [...document.querySelectorAll('button')];
  const button = buttons.find((b) => b.textContent.trim() === text) || buttons.find((b) => b.textContent.includes(text));
  let t0 = 0;
  const seen = new MutationObserver(() => {
    if (document.querySelector(shownSel)) {
      seen.disconnect(); const shown = performance.now() - t0; performance.mark('shown');
      requestAnimationFrame(() => setTimeout(() => { performance.mark('drawn'); done([shown, performance.now() - t0]); }));
    }
  });
  button.addEventListener('click', () => { t0 = performance.now(); performance.mark('tap'); }, { capture: true, once: true });
  seen.observe(document.body, { childList: true, subtree: true });
  button.click();
}), [text, shown]);
await page.waitForTimeout(300);
await cdp.send('Tracing.end');
await done;
writeFileSync(out, JSON.stringify({ traceEvents: events }));
const mk = (n) => events.find((e) => e.name === n && e.cat.includes('user_timing'));
const sum = (n) => events.filter((e) => e.name === n && e.ph === 'X' && e.ts >= mk('tap').ts && e.ts <= mk('drawn').ts).reduce((a, e) => a + e.dur / 1000, 0).toFixed(1);
console.log(`shown ${res[0].toFixed(0)} drawn ${res[1].toFixed(0)}: style ${sum('UpdateLayoutTree')} layout ${sum('Layout')} prepaint ${sum('PrePaint')} paint ${sum('LocalFrameView::RunPaintLifecyclePhase')} commit ${sum('Commit')}`);
if (process.env.BRIEF) { await browser.close(); process.exit(0); }
const mark = (n) => events.find((e) => e.name === n && e.cat.includes('user_timing'));
const tap = mark('tap'), drawn = mark('drawn');
const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === tap.pid);
const onMain = events.filter((e) => e.pid === tap.pid && e.tid === main.tid && e.ts >= tap.ts - 2000 && e.ts <= drawn.ts + 20000 && e.ph === 'X' && e.dur >= 300);
onMain.sort((a, b) => a.ts - b.ts);
const stack = [];
for (const e of onMain) {
  while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
  const depth = stack.length; stack.push(e);
  if (depth > 4) continue;
  let extra = '';
  if (e.name === 'Layout') extra = JSON.stringify(e.args.beginData || {});
  if (e.name === 'UpdateLayoutTree') extra = JSON.stringify(e.args.elementCount ?? e.args);
  if (e.name === 'EventDispatch' || e.name === 'FunctionCall' || e.name === 'TimerFire') extra = JSON.stringify(e.args.data?.type ?? e.args.data?.functionName ?? '');
  console.log(`${((e.ts - tap.ts) / 1000).toFixed(1).padStart(7)} ${(e.dur / 1000).toFixed(1).padStart(6)} ${'  '.repeat(depth)}${e.name} ${extra}`);
}
const inv = events.filter((e) => e.pid === tap.pid && e.ts >= tap.ts && e.ts <= drawn.ts && /Invalidation/.test(e.name));
const count = {};
for (const e of inv) { const d = e.args.data || {}; const k = `${e.name} ${d.reason || d.invalidationSet?.[0]?.classes || ''} ${d.nodeName || ''}`; count[k] = (count[k] || 0) + 1; }
console.log(Object.entries(count).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v}\t${k}`).join('\n'));
await browser.close();
