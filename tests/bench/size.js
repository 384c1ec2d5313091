// Size bench: gzip bytes of the JS the login page loads, against the React + react-dom + r2wc floor.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';

const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Gzip size of the smallest build that renders a React element through r2wc, built like ours. */
async function floorBytes() {
  // Inside the project, so the entry resolves our node_modules.
  const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.bench-floor-'));
  try {
    const entry = join(dir, 'floor.js');
    writeFileSync(
      entry,
      `import { createElement } from 'react';
import r2wc from '@r2wc/react-to-web-component';
customElements.define('meet-floor', r2wc(() => createElement('p', null, 'floor'), { shadow: 'open' }));`,
    );
    await build({
      configFile: false,
      logLevel: 'error',
      root: process.cwd(),
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: join(dir, 'out'),
        target: 'es2022',
        modulePreload: { polyfill: false },
        rolldownOptions: { input: entry },
      },
    });
    const assets = join(dir, 'out', 'assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipBytes(join(assets, f)), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitForServer(url, child) {
  for (let i = 0; i < 600; i += 1) {
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

/** Serves the application, opens the login page and sums the gzip size of every JS file it loaded. */
async function loginBytes() {
  const port = 8190 + Math.floor(Math.random() * 500);
  const server = spawn('node', ['scripts/start.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MEET_DATA_DIR: mkdtempSync(join(tmpdir(), 'meet-bench-')),
    },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}/meet/`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    await waitForServer(base, server);
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(base, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const path of scripts) bytes += gzipBytes(join('dist', path));
    return { bytes, files: scripts.size };
  } finally {
    await browser.close();
    process.kill(-server.pid, 'SIGTERM');
  }
}

/** Login route and floor sizes in KB gzip, and their ratio. */
export async function benchSize() {
  const floor = await floorBytes();
  const login = await loginBytes();
  return {
    loginKb: +(login.bytes / 1024).toFixed(1),
    loginFiles: login.files,
    floorKb: +(floor / 1024).toFixed(1),
    ratioToFloor: +(login.bytes / floor).toFixed(2),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchSize());
