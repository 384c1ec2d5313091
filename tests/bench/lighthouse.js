// Lighthouse 12 (mobile, its default simulated slow 4G and 4x CPU) on the login page, the join-without-account page,
// a meeting's join page and the signed-in dashboard, cold: performance, accessibility, best practices and SEO scores.
// Chromium is ours (Debian's), opened by Playwright with a debugging port Lighthouse drives; the dashboard is opened
// signed in (signed in first in the same profile, then the cache emptied).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { freePort, startServer } from './size.js';

const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const CATEGORIES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'BestPractices',
  seo: 'Seo',
};
/** The pages measured: figure name -> path under the base path, and whether it is opened signed in. */
export const LIGHTHOUSE_PAGES = {
  Login: { path: '', signedIn: false },
  Join: { path: 'join-without-account', signedIn: false },
  MeetingJoin: { path: 'meeting/join?umi=100000001', signedIn: false },
  Dashboard: { path: 'dashboard', signedIn: true },
};

/** Signs the admin in within the profile Lighthouse uses, then empties the cache: the next visit is cold. */
async function signIn(context, base) {
  const page = await context.newPage();
  await page.goto(base);
  await page.getByLabel('E-mail or username').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/meet\/dashboard$/);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

/** The four category scores (0-100) of one Lighthouse run. */
async function audit(url, port, signedIn) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(CATEGORIES),
    // Signed in, the stored session must survive: the cache was emptied by hand instead.
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const failed = Object.values(result.lhr.audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  );
  return {
    scores: Object.fromEntries(
      Object.entries(CATEGORIES).map(([id, name]) => [
        name,
        Math.round((result.lhr.categories[id]?.score ?? 0) * 100),
      ]),
    ),
    failed: failed.map((a) => a.id),
  };
}

/** Every page's scores, as `lighthouse<Page><Category>` figures, with the audits each page failed. */
export async function benchLighthouse() {
  const server = await startServer();
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'meet-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const figures = {};
    const failed = {};
    for (const [name, { path, signedIn }] of Object.entries(LIGHTHOUSE_PAGES)) {
      if (signedIn) await signIn(context, server.base);
      const run = await audit(new URL(path, server.base).href, port, signedIn);
      for (const [category, score] of Object.entries(run.scores))
        figures[`lighthouse${name}${category}`] = score;
      failed[name] = run.failed;
    }
    return { ...figures, lighthouseFailedAudits: failed };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    server.stop();
  }
}

// `node tests/bench/lighthouse.js` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchLighthouse());
