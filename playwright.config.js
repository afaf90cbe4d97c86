// End-to-end tests against the release build in dist/, served on 127.0.0.1, in Debian's Chromium.
const { defineConfig } = require('@playwright/test');

// SCHRAEM_DIST / SCHRAEM_PORT let two builds be tested side by side (the default: dist/ on 4173).
const DIST = process.env.SCHRAEM_DIST || 'dist';
const PORT = Number(process.env.SCHRAEM_PORT || 4173);
const SIGNAL_PORT = Number(process.env.SCHRAEM_SIGNAL_PORT || 3536);
const SITE = `target/e2e-site-${PORT}`;

module.exports = defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
             '--disable-background-networking', '--disable-component-update', '--disable-sync',
             '--disable-quic', '--no-first-run'],
    },
  },
  webServer: [{
    // dist/ at the root and again under a sub-path, as on a static host that serves it from a folder,
    // with its precompressed files and cache headers (scripts/static-server.mjs).
    command: `rm -rf ${SITE} && mkdir -p ${SITE}/games/schraem && cp -a ${DIST}/. ${SITE}/ `
      + `&& cp -a ${DIST}/. ${SITE}/games/schraem/ `
      + `&& node scripts/static-server.mjs ${SITE} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // The server's request log is noise in the report.
    stdout: 'ignore',
    stderr: 'ignore',
    timeout: 30_000,
  }, {
    // The signalling server of the one-tap joining path (the server test in tests/e2e/phones.spec.js),
    // installed by scripts/test.sh.
    command: `matchbox_server 127.0.0.1:${SIGNAL_PORT}`,
    url: `http://127.0.0.1:${SIGNAL_PORT}/health`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
    timeout: 30_000,
  }],
});
