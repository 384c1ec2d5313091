// Administration console bench in Chromium against `npm start`, signed in as the administrator:
// (a) the users area opened from the dashboard by its menu link, first visit with an empty cache, CPU slowed down 4x:
//     ms from the click to the table painted; (b) moving between two areas already visited (users, meetings), same
//     slowdown, median of 5; (c) scripted list navigation (areas, pages, sorts) for BENCH_MEMORY_SECONDS (default
//     120; the product's figure is for 30 minutes, and the printed duration says which was run): the JS heap after a
//     forced garbage collection, at the start and at the end.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { startServer } from './size.js';

const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const CPU_SLOWDOWN = 4;
const SWITCHES = 5;
const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 120);
const AREAS = { users: 'Users', meetings: 'Meetings' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const painted = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Clicks the menu link of an area and answers the ms until its table shows rows and the frame is painted. */
async function openArea(page, area) {
  const link = page.getByRole('link', { name: AREAS[area], exact: true }).first();
  const started = performance.now();
  // Areas sit in the header's administration menu: opening it is part of moving to an area.
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Administration' }).click();
  await link.click();
  await page.getByRole('table', { name: AREAS[area] }).getByRole('row').nth(1).waitFor();
  await painted(page);
  return performance.now() - started;
}

/** The JS heap in use after a forced garbage collection, bytes. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Scripted list navigation for `seconds`: areas in turn, the next page and a sort in each. */
async function navigate(page, seconds) {
  const until = performance.now() + seconds * 1000;
  let steps = 0;
  while (performance.now() < until) {
    for (const area of Object.keys(AREAS)) {
      await openArea(page, area);
      const table = page.getByRole('table', { name: AREAS[area] });
      const sortable = table.getByRole('columnheader').getByRole('button');
      if ((await sortable.count()) > 0) await sortable.nth(steps % (await sortable.count())).click();
      await table.getByRole('row').nth(1).waitFor();
      steps += 1;
    }
  }
  return steps;
}

/** The console's figures with their conditions. */
export async function benchConsole() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('./');
    await page.getByLabel('E-mail or username').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/meet\/dashboard$/);
    await page.locator('header.header nav').waitFor({ state: 'attached' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const usersAreaColdMs = Math.round(await openArea(page, 'users'));
    await openArea(page, 'meetings');
    const switches = [];
    for (let i = 0; i < SWITCHES; i += 1) {
      switches.push(await openArea(page, i % 2 === 0 ? 'users' : 'meetings'));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const heapStart = await heapAfterGc(cdp);
    const started = performance.now();
    const steps = await navigate(page, MEMORY_SECONDS);
    const heapEnd = await heapAfterGc(cdp);
    return {
      usersAreaColdMs,
      areaSwitchWarmMs: Math.round(median(switches)),
      heapStartMb: +(heapStart / 2 ** 20).toFixed(1),
      heapEndMb: +(heapEnd / 2 ** 20).toFixed(1),
      heapGrowthPercent: +(((heapEnd - heapStart) / heapStart) * 100).toFixed(1),
      heapNavigationSeconds: Math.round((performance.now() - started) / 1000),
      heapNavigationSteps: steps,
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchConsole());
