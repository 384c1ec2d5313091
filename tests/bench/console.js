// Administration console bench in Chromium against `npm start`, signed in as the administrator:
// (a) the users area opened from the dashboard by its menu link, first visit with an empty cache, CPU slowed down 4x:
//     ms from the click to the table painted; (b) moving between two areas already visited (users, meetings), same
//     slowdown, median of 5; (c) scripted list navigation for BENCH_MEMORY_SECONDS (default 1,800: the product's
//     figure is for 30 minutes; the printed duration says what was run): four areas in turn, in each a sort, the next
//     page, a larger page and a row's detail and back, after WARM_UP_ROUNDS of the same; the JS heap after a forced
//     garbage collection at the start, every MEMORY_SAMPLE_SECONDS and at the end (its growth is the end's over the
//     start's), and the part of it at the start and the end that is the engine's compiled code (from a heap snapshot).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { startServer } from './size.js';

const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const CPU_SLOWDOWN = 4;
const SWITCHES = 5;
const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 1_800);
const MEMORY_SAMPLE_SECONDS = 300;
/**
 * Rounds of the memory run's navigation before its start is taken. Heap snapshots of a run (session of #26) showed
 * the heap growing for its first rounds by V8's compiled code alone: the functions made hot by the navigation are
 * compiled again by each faster tier (Sparkplug, Maglev, TurboFan), 1.0 of the first 1.0 MB after 9 rounds, then
 * 0.16 of 0.18 MB over the next 8, with no page object, listener or detached node accumulating. Ten rounds come
 * before the start so that the 30 minutes measure what the page keeps, not the engine's warm-up.
 */
const WARM_UP_ROUNDS = 10;
/** Areas by their menu link; each shows a table of the same name. */
const AREAS = { users: 'Users', meetings: 'Meetings' };
/** The areas the memory run walks through. */
const NAVIGATED = { ...AREAS, organizations: 'Organizations', tags: 'Tags' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const painted = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Clicks the menu link of an area and answers the ms until its table shows rows and the frame is painted. */
async function openArea(page, area) {
  const link = page.getByRole('link', { name: NAVIGATED[area], exact: true }).first();
  const started = performance.now();
  // Areas sit in the header's administration menu: opening it is part of moving to an area.
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Administration' }).click();
  await link.click();
  await page.getByRole('table', { name: NAVIGATED[area], exact: true }).getByRole('row').nth(1).waitFor();
  await painted(page);
  return performance.now() - started;
}

/** The JS heap in use after a forced garbage collection, bytes. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** The page size a step of the memory run chooses: a larger page, then the default again. */
const PAGE_SIZES = ['50', '10'];

/** One step in an area: a sort, the next page, another page size, a row's detail and back to the list. */
async function browseArea(page, area, step) {
  await openArea(page, area);
  const table = page.getByRole('table', { name: NAVIGATED[area], exact: true });
  const firstRow = table.getByRole('row').nth(1);
  const sortable = table.getByRole('columnheader').getByRole('button');
  const sorts = await sortable.count();
  if (sorts > 0) await sortable.nth(step % sorts).click();
  await firstRow.waitFor();
  // A list whose rows fit on one page (the six organizations) has no paging bar.
  if ((await page.getByLabel('Rows per page').count()) > 0) {
    const next = page.getByRole('button', { name: 'Next page' }).first();
    if (await next.isEnabled()) await next.click();
    await firstRow.waitFor();
    await page
      .getByLabel('Rows per page')
      .first()
      .selectOption(PAGE_SIZES[step % PAGE_SIZES.length]);
    await firstRow.waitFor();
  }
  const detail = firstRow.getByRole('link').first();
  if ((await detail.count()) > 0) {
    await detail.click();
    await page.goBack();
    await firstRow.waitFor();
  }
}

/**
 * Scripted list navigation for `seconds`: every area of NAVIGATED in turn; the heap after a forced GC every
 * MEMORY_SAMPLE_SECONDS (MB).
 */
async function navigate(page, cdp, seconds) {
  const started = performance.now();
  const until = started + seconds * 1000;
  let nextSample = started + MEMORY_SAMPLE_SECONDS * 1000;
  const samples = [];
  let steps = 0;
  while (performance.now() < until) {
    for (const area of Object.keys(NAVIGATED)) {
      await browseArea(page, area, steps);
      steps += 1;
    }
    if (performance.now() >= nextSample && performance.now() < until) {
      samples.push(megabytes(await heapAfterGc(cdp)));
      nextSample += MEMORY_SAMPLE_SECONDS * 1000;
    }
  }
  return { steps, samples };
}

const megabytes = (bytes) => +(bytes / 2 ** 20).toFixed(1);

/** Bytes of the heap that are compiled code (what DevTools' heap summary calls "Code"), from a heap snapshot. */
async function compiledCodeBytes(cdp) {
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const code = snapshot.meta.node_types[0].indexOf('code');
  const [type, size] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let bytes = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    if (nodes[node + type] === code) bytes += nodes[node + size];
  }
  return bytes;
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
    // At 4x CPU on a loaded machine a click can take longer than Playwright's default 30 s (a run failed so).
    page.setDefaultTimeout(120_000);
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
    // Rounds first: the heap at the start holds every area's code and texts, loaded on first visit, and the code
    // the engine compiles for what the navigation runs often (WARM_UP_ROUNDS).
    const areas = Object.keys(NAVIGATED);
    for (let step = 0; step < WARM_UP_ROUNDS * areas.length; step += 1) {
      await browseArea(page, areas[step % areas.length], step);
    }
    const heapStart = await heapAfterGc(cdp);
    const codeStart = await compiledCodeBytes(cdp);
    const started = performance.now();
    const { steps, samples } = await navigate(page, cdp, MEMORY_SECONDS);
    const heapEnd = await heapAfterGc(cdp);
    const codeEnd = await compiledCodeBytes(cdp);
    return {
      usersAreaColdMs,
      areaSwitchWarmMs: Math.round(median(switches)),
      heapStartMb: megabytes(heapStart),
      heapSamplesMb: samples,
      heapEndMb: megabytes(heapEnd),
      heapGrowthPercent: +(((heapEnd - heapStart) / heapStart) * 100).toFixed(1),
      heapCodeStartMb: megabytes(codeStart),
      heapCodeEndMb: megabytes(codeEnd),
      heapNavigationSeconds: Math.round((performance.now() - started) / 1000),
      heapNavigationSteps: steps,
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchConsole());
