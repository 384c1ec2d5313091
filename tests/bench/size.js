// Size bench: the login route as a person's browser loads it. Chromium opens `/meet/` with an empty cache and
// waits until the network is idle: every request counts (document, JS, CSS, JSON, images), and the JS it
// loaded counts in gzip bytes: each JS body gzipped here (level 9, as for the floor), the budget's one measure
// whatever encoding the server chose (the reference server sends the export's brotli files: `wire.js`). The
// floor is the smallest build that renders a React element through r2wc with a text read through i18next;
// the ratio says how far above it we are. LCP is the largest contentful paint of the login page with the CPU
// slowed down 4 times (median of 5), read once the application took over the form index.html paints first; the
// layout shift of those visits is the worst of the 5.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';

const HOST = '127.0.0.1';
const LCP_RUNS = 5;
const CPU_SLOWDOWN = 4;

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Gzip size of the smallest build that renders a React element through r2wc with a text from i18next, built like ours. */
async function floorBytes() {
  // Inside the project, so the entry resolves our node_modules.
  const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.bench-floor-'));
  try {
    const entry = join(dir, 'floor.js');
    writeFileSync(
      entry,
      `import { createElement } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import i18next from 'i18next';
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { common: { floor: 'floor' } } } });
customElements.define('meet-floor', r2wc(() => createElement('p', null, i18n.t('common:floor')), { shadow: 'open' }));`,
    );
    await build({
      configFile: false,
      logLevel: 'error',
      root: process.cwd(),
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: join(dir, 'out'),
        target: 'es2022',
        modulePreload: false,
        rolldownOptions: { input: entry },
      },
    });
    const assets = join(dir, 'out', 'assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipBytes(readFileSync(join(assets, f))), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A free TCP port on the loopback address: any, or the first free one of BENCH_PORTS (`8850-8859`), so that a
 * bench keeps to its own ports on a machine shared with other servers.
 */
export async function freePort() {
  const [first, last = first] = (process.env.BENCH_PORTS ?? '0').split('-').map(Number);
  for (let tried = first; tried <= last; tried += 1) {
    const server = createServer();
    const listening = await new Promise((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(tried, HOST, () => resolve(true));
    });
    if (!listening) continue;
    const { port } = server.address();
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
  throw new Error(`No free port in BENCH_PORTS=${process.env.BENCH_PORTS}.`);
}

async function waitForServer(url, child) {
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error('The server stopped before answering.');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No answer from ${url}`);
}

/**
 * `npm start` (it builds the export when stale) on a free port over a temporary data folder, without the demo
 * directory: it listens on a fixed port (3389), so two benches at once collided, and the login route needs none.
 */
export async function startServer() {
  const port = await freePort();
  const server = spawn('node', ['scripts/start.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      MEET_DIRECTORY_PORT: 'off',
      MEET_DATA_DIR: mkdtempSync(join(tmpdir(), 'meet-bench-')),
    },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://${HOST}:${port}/meet/`;
  await waitForServer(base, server);
  return { base, stop: () => process.kill(-server.pid, 'SIGTERM') };
}

/** Every request of one visit with an empty cache (a new context), and the gzip size of each JS answer. */
async function visit(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requests = [];
    const scripts = new Map();
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.endsWith('.js')) return;
      scripts.set(path, null);
      scripts.set(path, gzipBytes(await response.body()));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The network may idle before the application asks for the login screen's code (a loaded machine runs the
    // core slowly): that code is in once the application has taken the prerendered form over.
    await page.locator('[data-prerender]').waitFor({ state: 'detached' });
    // Idle means every answer has arrived; its body may still be on its way to us.
    for (let i = 0; i < 100 && [...scripts.values()].includes(null); i += 1) await page.waitForTimeout(50);
    return { requests, scripts };
  } finally {
    await context.close();
  }
}

/**
 * Largest contentful paint and cumulative layout shift of one visit with an empty cache and the CPU slowed down
 * CPU_SLOWDOWN times, read once the application has taken the prerendered form over (index.html paints it first).
 */
async function lcp(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The login form is the page's largest content: wait until the application shows its own.
    await page
      .getByRole('button', { name: /sign in|přihlásit|anmelden|connexion|bejelentkezés|iniciar/i })
      .waitFor();
    await page.locator('[data-prerender]').waitFor({ state: 'detached' });
    const read = (type) =>
      page.evaluate(
        (type) =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true });
            // No entry at all (no shift) leaves the observer silent: an empty list then.
            setTimeout(() => resolve([]), 2000);
          }).then((entries) =>
            type === 'layout-shift'
              ? entries.reduce((sum, entry) => sum + (entry.hadRecentInput ? 0 : entry.value), 0)
              : entries[entries.length - 1].startTime,
          ),
        type,
      );
    return { lcp: await read('largest-contentful-paint'), cls: await read('layout-shift') };
  } finally {
    await context.close();
  }
}

/** The login route's requests, JS files and JS gzip bytes; its LCP under CPU throttling. */
async function loginRoute() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const { requests, scripts } = await visit(browser, server.base);
    const runs = [];
    for (let i = 0; i < LCP_RUNS; i += 1) runs.push(await lcp(browser, server.base));
    return {
      requests: requests.length,
      scripts: [...scripts].map(([path, bytes]) => ({ path, gzip: bytes })),
      jsBytes: [...scripts.values()].reduce((sum, bytes) => sum + (bytes ?? 0), 0),
      lcpMs: Math.round(median(runs.map((run) => run.lcp))),
      cls: Math.max(...runs.map((run) => run.cls)),
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Login route size (KB gzip), requests and LCP, the floor and the ratio to it. */
export async function benchSize() {
  const floor = await floorBytes();
  const login = await loginRoute();
  if (process.env.BENCH_VERBOSE) for (const { path, gzip } of login.scripts) console.log(gzip, path);
  return {
    loginKb: +(login.jsBytes / 1024).toFixed(1),
    loginRequests: login.requests,
    loginJsFiles: login.scripts.length,
    loginLcpMs: login.lcpMs,
    loginCls: +login.cls.toFixed(3),
    floorKb: +(floor / 1024).toFixed(1),
    ratioToFloor: +(login.jsBytes / floor).toFixed(2),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchSize());
