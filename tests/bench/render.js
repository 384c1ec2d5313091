// Rendering bench in Chromium: a table page of 500 rows and a line chart of 100,000 points (render-page.ts).
import { pathToFileURL } from 'node:url';
import { runPage } from './serve-page.js';

const PAGE = new URL('./render-page.html', import.meta.url);
const DEPENDENCIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'lucide',
  '@r2wc/react-to-web-component',
  'nanostores',
  '@nanostores/react',
  'uplot',
];

/** Render times (ms) and DOM nodes of the 500-row table page and the 100,000-point line chart. */
export async function benchRender() {
  return runPage(PAGE, 'runRenderBench', {
    include: DEPENDENCIES,
    cacheDir: 'node_modules/.vite-bench-render',
    viewport: { width: 1280, height: 800 },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchRender());
