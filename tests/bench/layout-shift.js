// Layout shift bench in Chromium against `npm start`: the signed-in dashboard and the users list, each opened
// with an empty cache (signed in first, unthrottled) on a slow link (150 ms round trip, 1.6 Mbit/s down, as Lighthouse's mobile profile) and the
// CPU slowed down 4x. Every layout shift without recent input is collected from the first paint until the screen
// has loaded and 2 s more have passed; the figure is the largest session window (Lighthouse's CLS: shifts less
// than 1 s apart, at most 5 s long), the worst of three visits.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { startServer } from './size.js';

const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const VISITS = 3;
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 };
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 2_000;

/** Collects layout shifts from the first moment of every document. */
function observeShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) window.__shifts.push({ time: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Lighthouse's CLS of a list of shifts: the largest session window. */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let session = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { time, value } of [...shifts].sort((a, b) => a.time - b.time)) {
    if (time - last > 1000 || time - first > 5000) {
      session = 0;
      first = time;
    }
    session += value;
    last = time;
    worst = Math.max(worst, session);
  }
  return worst;
}

/** Signs the admin in on `page`, unthrottled (a refresh token serves once: each visit signs in afresh). */
async function signIn(page) {
  await page.goto('./');
  await page.getByLabel('E-mail or username').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/meet\/dashboard$/);
}

/** One visit of `path` signed in, with the cache emptied first; `loaded` waits for the screen's content. */
async function visit(browser, base, path, loaded) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signIn(page);
    await context.addInitScript(observeShifts);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(path);
    await loaded(page);
    await page.waitForTimeout(SETTLE_MS);
    return cumulativeLayoutShift(await page.evaluate(() => window.__shifts));
  } finally {
    await context.close();
  }
}

/** The worst CLS over the visits of each screen. */
export async function benchLayoutShift() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const screens = {
      dashboardCls: [
        'dashboard',
        (p) => p.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 60_000 }),
      ],
      usersListCls: [
        'users',
        (p) => p.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 }),
      ],
    };
    const results = {};
    for (const [name, [path, loaded]] of Object.entries(screens)) {
      const values = [];
      for (let i = 0; i < VISITS; i += 1) values.push(await visit(browser, server.base, path, loaded));
      results[name] = Math.round(Math.max(...values) * 1000) / 1000;
    }
    return results;
  } finally {
    await browser.close();
    server.stop();
  }
}

// `node tests/bench/layout-shift.js` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchLayoutShift());
