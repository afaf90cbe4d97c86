// Lighthouse (mobile, simulated throttling: Lighthouse's default "slow 4G, 4× CPU slowdown" phone)
// against the release build in dist/, served with its precompressed files on 127.0.0.1, in
// Debian's Chromium. Three runs against the budgets below. Prints a table.
//
//   node scripts/lighthouse.mjs [DIR] [RUNS]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const dir = process.argv[2] || 'dist';
const runs = Number(process.argv[3] || 3);
// SCHRAEM_LIGHTHOUSE_PORT: a port of one's own when several builds are measured side by side.
const PORT = Number(process.env.SCHRAEM_LIGHTHOUSE_PORT || 4175);
// Every run must meet the first group. Performance and TBT swing with what else the machine is
// doing (2 shared cores: TBT 39–248 ms for the same build), so, as Lighthouse's own guidance on
// variability advises, they are judged on the median of the runs. TBT's goal is 100 ms (issue 13);
// the asserted 200 ms is the interim budget this build meets (see README, "Release profile and
// bundle size").
const BUDGETS = {
  accessibility: { min: 100, what: 'Accessibility score' },
  lcp: { max: 2000, what: 'Largest Contentful Paint (ms)' },
  cls: { max: 0.1, what: 'Cumulative Layout Shift' },
};
const MEDIAN_BUDGETS = {
  performance: { min: 95, what: 'Performance score' },
  tbt: { max: 200, what: 'Total Blocking Time (ms)' },
};

const server = spawn(process.execPath,
  [fileURLToPath(new URL('./static-server.mjs', import.meta.url)), dir, String(PORT)],
  { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  server.stdout.once('data', resolve);
  server.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

function printTasks(events, minMs) {
  const parse = events.find((e) => e.name === 'ParseHTML' && /127\.0\.0\.1/.test(e.args?.beginData?.url || ''));
  if (!parse) return console.log('tasks: no ParseHTML of the page in the trace');
  const { pid, tid } = parse;
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? parse.ts;
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur >= minMs * 1000);
  // Marks the page sets (performance.mark("schraem:…"), put into the app while measuring) tell
  // which step of the start a task is.
  const marks = events.filter((e) => e.pid === pid && /^schraem:/.test(e.name) && e.cat?.includes('user_timing'));
  const lines = [];
  for (const task of tasks) {
    const inside = mine.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
    const names = new Set(inside.map((e) => e.name));
    const layout = names.has('Layout');
    const observed = task.dur / 1000;
    const simulated = observed * (layout ? 2 : 4);
    const what = ['ParseHTML', 'EvaluateScript', 'v8.compileModule', 'FunctionCall', 'TimerFire',
      'FireAnimationFrame', 'v8.wasm.compiledModule', 'v8.wasm.streamFromResponseCallback',
      'ResourceReceivedData', 'Layout', 'UpdateLayoutTree', 'Paint', 'RunMicrotasks', 'EventDispatch']
      .filter((n) => names.has(n)).join(' ');
    lines.push(`  at ${((task.ts - start) / 1000).toFixed(0)} ms: ${observed.toFixed(1)} ms observed, ` +
      `${simulated.toFixed(0)} ms simulated${simulated > 50 ? ' LONG' : ''} (${what})` +
      marks.filter((m) => m.ts >= task.ts && m.ts <= task.ts + task.dur)
        .map((m) => ` ${m.name}@${((m.ts - task.ts) / 1000).toFixed(1)}`).join(''));
    if (observed >= 10) {
      // Where a task of 10 ms and more went: its longest events (nested ones overlap).
      const longest = inside.filter((e) => e.dur >= 1000).sort((a, b) => b.dur - a.dur).slice(0, 6)
        .map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop().slice(0, 24) : ''}` +
          `${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${(e.dur / 1000).toFixed(1)}`);
      lines.push(`      ${longest.join('; ')}`);
    }
  }
  console.log(`tasks of ${minMs} ms and more on the page's main thread:\n${lines.join('\n')}`);
}

const rows = [];
let failed = false;
try {
  for (let i = 1; i <= runs; i++) {
    const result = await lighthouse(`http://127.0.0.1:${PORT}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result.lhr;
    if (process.env.LIGHTHOUSE_SAVE) {
      // The whole report of each run, for reading what decided a figure (the `interactive`
      // audit, the requests, the long tasks): LIGHTHOUSE_SAVE=/tmp/lh writes /tmp/lh-1.json, ...,
      // and its trace (/tmp/lh-1.trace.json: what each main-thread task ran).
      writeFileSync(`${process.env.LIGHTHOUSE_SAVE}-${i}.json`, JSON.stringify(lhr));
      writeFileSync(`${process.env.LIGHTHOUSE_SAVE}-${i}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    if (process.env.LIGHTHOUSE_TASKS) {
      // The page's main-thread tasks as observed (unthrottled) in the run's trace, with what
      // Lighthouse's simulation makes of each: ×4 (the CPU slowdown), ×2 for a task that lays
      // out; over 50 ms simulated it is a long task and TTI waits for its end (docs/parts.md,
      // "Time to interactive"). LIGHTHOUSE_TASKS=5 lists the tasks of 5 ms and more.
      printTasks(result.artifacts.Trace.traceEvents, Number(process.env.LIGHTHOUSE_TASKS) || 5);
    }
    if (process.env.LIGHTHOUSE_DETAILS) {
      // What decided the figures: the LCP element, the long tasks, the requests.
      for (const id of ['largest-contentful-paint-element', 'long-tasks', 'bootup-time', 'network-requests']) {
        console.log(id, JSON.stringify(lhr.audits[id].details?.items, null, 1).slice(0, 2500));
      }
    }
    const audit = (id) => lhr.audits[id].numericValue;
    const row = {
      run: i,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcp: Math.round(audit('first-contentful-paint')),
      lcp: Math.round(audit('largest-contentful-paint')),
      tbt: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tti: Math.round(audit('interactive')),
      bytes: Math.round(audit('total-byte-weight')),
    };
    rows.push(row);
    for (const [key, b] of Object.entries(BUDGETS)) {
      const v = row[key];
      if ((b.min !== undefined && v < b.min) || (b.max !== undefined && v > b.max)) {
        failed = true;
        console.log(`run ${i}: ${b.what} ${v} misses the budget ${b.min !== undefined ? '≥ ' + b.min : '≤ ' + b.max}`);
        if (key === 'accessibility') {
          for (const a of Object.values(lhr.audits)) {
            if (a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id)) {
              console.log(`  accessibility: ${a.id}: ${a.title}`);
            }
          }
        }
      }
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

console.log('Lighthouse 12, mobile, simulated throttling (slow 4G, 4× CPU), dist/ served precompressed:');
console.log('| run | Performance | Accessibility | FCP ms | LCP ms | TBT ms | CLS | TTI ms | bytes transferred |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.run} | ${r.performance} | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.tti} | ${r.bytes} |`);
}
const median = (key) => rows.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
for (const [key, b] of Object.entries(MEDIAN_BUDGETS)) {
  const v = median(key);
  if ((b.min !== undefined && v < b.min) || (b.max !== undefined && v > b.max)) {
    failed = true;
    console.log(`median: ${b.what} ${v} misses the budget ${b.min !== undefined ? '≥ ' + b.min : '≤ ' + b.max}`);
  }
}
console.log(`median: Performance ${median('performance')}, TBT ${median('tbt')} ms, LCP ${median('lcp')} ms`);
console.log('budgets: every run Accessibility = 100, LCP ≤ 2000 ms, CLS ≤ 0.1; median Performance ≥ 95, TBT ≤ 200 ms (goal 100)');
process.exit(failed ? 1 : 0);
