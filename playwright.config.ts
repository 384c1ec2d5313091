import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.js';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// A fresh database per run (workers inherit the variable): tests never touch the developer's data.
const DATA_DIR = process.env.MEET_E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'meet-e2e-'));
process.env.MEET_E2E_DATA_DIR = DATA_DIR;
// The demo portal's own origin (another port), allowed to embed the elements cross-origin.
const PORTAL_PORT = Number(process.env.MEET_PORTAL_PORT ?? PORT + 10);
process.env.MEET_PORTAL_PORT = String(PORTAL_PORT);

/** End-to-end tests: the built application on its server, driven in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  // The run fails when the server received any Content-Security-Policy violation (tests/e2e/csp-teardown.ts).
  globalTeardown: './tests/e2e/csp-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/meet/`,
    // Violation reports leave after 100 ms instead of up to a minute, so none is lost when a test ends.
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--short-reporting-delay'] },
  },
  webServer: {
    command: 'node scripts/start.js',
    url: `http://127.0.0.1:${PORT}/meet/`,
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      MEET_DATA_DIR: DATA_DIR,
      MEET_EMBED_ORIGINS: `http://127.0.0.1:${PORTAL_PORT}`,
      // Captchas answer this fixed text in end-to-end runs (a test reads it as a person reads the image).
      MEET_CAPTCHA_TEST_ANSWER: process.env.MEET_CAPTCHA_TEST_ANSWER ?? 'K7HWN',
      // The demo directory (slapd) on any free port; the seeded LDAP settings name it.
      MEET_DIRECTORY_PORT: '0',
      // Every test signs in from 127.0.0.1: the failures of one spec must not ask the next ones for a captcha.
      MEET_SIGN_IN_ADDRESS_FAILURES: '1000',
      MEET_SIGN_IN_SPRAY_FAILURES: '1000',
      // The violation reports the browsers send can be read back (csp-teardown.ts checks them).
      MEET_CSP_REPORTS: 'readable',
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
