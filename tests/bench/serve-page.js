// Serves one bench page of this folder through Vite (our sources as the application's build sees them) on a
// free loopback port.
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { freePort } from './size.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Serves `page` (an HTML file's URL) at `/`; resolves its URL and a function that stops the server. */
export async function servePage(page, { include = [], cacheDir = 'node_modules/.vite-bench' } = {}) {
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    cacheDir,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Everything bundled up front: a dependency found later would re-bundle and break the page mid-run. The
    // bundled dependencies take production React too (a dev server bundles them for development otherwise).
    optimizeDeps: {
      noDiscovery: true,
      include,
      rolldownOptions: { transform: { define: { 'process.env.NODE_ENV': '"production"' } } },
    },
    resolve: { dedupe: ['react', 'react-dom'] },
    // Production React: the figures are those a user gets.
    define: { 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    worker: { format: 'es' },
  });
  const html = readFileSync(page, 'utf8');
  const http = createHttpServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    vite.middlewares(req, res, () => res.writeHead(404).end());
  });
  const listenOn = await freePort();
  await new Promise((resolve) => http.listen(listenOn, '127.0.0.1', () => resolve(undefined)));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stop = async () => {
    await new Promise((resolve) => http.close(resolve));
    await vite.close();
  };
  return { url: `http://127.0.0.1:${port}/`, stop };
}

/**
 * Opens `page` in Chromium and answers what its global `run` function (the bench the page defines) resolves to;
 * an error on the page fails the run at once instead of showing as a time-out.
 */
export async function runPage(page, run, { include, cacheDir, viewport } = {}) {
  const { url, stop } = await servePage(page, { include, cacheDir });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const tab = await browser.newPage(viewport ? { viewport } : {});
    const failed = new Promise((_, reject) => tab.once('pageerror', reject));
    failed.catch(() => undefined);
    const running = (async () => {
      await tab.goto(url);
      await tab.waitForFunction((name) => typeof window[name] === 'function', run);
      return tab.evaluate((name) => window[name](), run);
    })();
    // Whichever loses the race settles after the browser closed: nobody waits for it any more.
    running.catch(() => undefined);
    return await Promise.race([running, failed]);
  } finally {
    await browser.close();
    await stop();
  }
}
