// Rendering bench in Chromium: a table page of 500 rows and a line chart of 100,000 points (render-page.ts).
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { servePage } from './serve-page.js';

const PAGE = new URL('./render-page.html', import.meta.url);
const DEPENDENCIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'lucide-react',
  '@r2wc/react-to-web-component',
  'nanostores',
  '@nanostores/react',
  'i18next',
  'uplot',
];

/** Render times (ms) and DOM nodes of the 500-row table page and the 100,000-point line chart. */
export async function benchRender() {
  const { url, stop } = await servePage(PAGE, {
    include: DEPENDENCIES,
    cacheDir: 'node_modules/.vite-bench-render',
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const failed = new Promise((_, reject) => page.once('pageerror', reject));
    failed.catch(() => undefined);
    const run = async () => {
      await page.goto(url);
      await page.waitForFunction(() => window.runRenderBench !== undefined);
      return page.evaluate(() => window.runRenderBench?.());
    };
    const running = run();
    running.catch(() => undefined);
    return await Promise.race([running, failed]);
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchRender());
