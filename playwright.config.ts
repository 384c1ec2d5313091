import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.js';
import { dataDir, E2E_WORKERS, portalPort, serverPort } from './tests/e2e/servers';

// A fresh folder of databases per run (workers inherit the variable): tests never touch the developer's data.
process.env.MEET_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'meet-e2e-'));

/** The specs that carry live audio and video through the media gateway. */
const MEDIA = /webrtc[^/]*\.spec\.ts$/;

/** One reference server per worker (tests/e2e/servers.ts): its own port, database, directory and demo portal. */
function server(index: number) {
  return {
    // The first builds the export when it is stale; the others start after it (Playwright starts them in turn).
    command: 'node scripts/start.js',
    url: `http://127.0.0.1:${serverPort(index)}/meet/`,
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(serverPort(index)),
      HOST: '127.0.0.1',
      MEET_DATA_DIR: dataDir(index),
      MEET_PORTAL_PORT: String(portalPort(index)),
      MEET_EMBED_ORIGINS: `http://127.0.0.1:${portalPort(index)}`,
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
  };
}

/** End-to-end tests: the built application on its server, driven in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Spec files are shared out among the workers; the tests of one file run in order on one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  // The run fails when the server received any Content-Security-Policy violation (tests/e2e/csp-teardown.ts).
  globalTeardown: './tests/e2e/csp-teardown.ts',
  use: {
    // Evaluated in each worker: its own server.
    baseURL: `http://127.0.0.1:${serverPort()}/meet/`,
    // Violation reports leave after 100 ms instead of up to a minute, so none is lost when a test ends.
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--short-reporting-delay'] },
  },
  projects: [
    { name: 'pages', testIgnore: MEDIA },
    // The media specs hold several browsers each sending and decoding video: two at once starve each other on two
    // cores, so they take one worker at a time while the other worker runs the page specs.
    { name: 'media', testMatch: MEDIA, workers: 1 },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => server(index)),
});
