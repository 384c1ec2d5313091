// Hashing bench: our worker against hash-wasm, @noble/hashes on the main thread and scrypt-js, in Chromium.
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { servePage } from './serve-page.js';

const PAGE = new URL('./hashing-page.html', import.meta.url);
const DEPENDENCIES = [
  '@noble/hashes/legacy.js',
  '@noble/hashes/scrypt.js',
  '@noble/hashes/utils.js',
  'hash-wasm',
  'js-sha1',
  'scrypt-js',
];

/** Median times (ms) of each implementation, our worker's ratio to the fastest, longest main-thread task. */
export async function benchHashing() {
  const { url, stop } = await servePage(PAGE, { include: DEPENDENCIES });
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
