// Hashing bench: our worker against hash-wasm, @noble/hashes on the main thread and scrypt-js, in Chromium.
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = new URL('./hashing-page.html', import.meta.url);

/** Serves the bench page through Vite on a free port; resolves its URL and a function that stops both. */
async function servePage() {
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    cacheDir: 'node_modules/.vite-bench',
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Everything bundled up front: a dependency found later would re-bundle and break the page mid-run.
    optimizeDeps: {
      noDiscovery: true,
      include: [
        '@noble/hashes/legacy.js',
        '@noble/hashes/scrypt.js',
        '@noble/hashes/utils.js',
        'hash-wasm',
        'js-sha1',
        'scrypt-js',
      ],
    },
    worker: { format: 'es' },
  });
  const html = readFileSync(PAGE, 'utf8');
  const http = createHttpServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    vite.middlewares(req, res, () => res.writeHead(404).end());
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stop = async () => {
    await new Promise((resolve) => http.close(resolve));
    await vite.close();
  };
  return { url: `http://127.0.0.1:${port}/`, stop };
}

/** Median times (ms) of each implementation, our worker's ratio to the fastest, longest main-thread task. */
export async function benchHashing() {
  const { url, stop } = await servePage();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // A page that fails to load would otherwise only show as a time-out.
    const failed = new Promise((_, reject) => page.once('pageerror', reject));
    failed.catch(() => undefined);
    const run = async () => {
      await page.goto(url);
      await page.waitForFunction(() => window.runHashingBench !== undefined);
      return page.evaluate(() => window.runHashingBench?.());
    };
    const running = run();
    // Whichever loses the race settles after the browser closed: nobody waits for it any more.
    running.catch(() => undefined);
    return await Promise.race([running, failed]);
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchHashing());
