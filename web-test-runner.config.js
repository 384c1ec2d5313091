// Component and unit tests in Chromium, served through Vite in middleware mode (see DESIGN.md).
import { rmSync } from 'node:fs';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.js';
import { countingReporter } from './scripts/counting-reporter.js';

// A cache of our own per run: a stale or shared pre-bundle loads React twice ("Invalid hook call").
const WTR_OWN = /^\/(__web-dev-server|__web-test-runner)/;

const cacheDir = `.vite-wtr-${process.pid}`;
process.on('exit', () => rmSync(cacheDir, { recursive: true, force: true }));

const vite = await createServer({
  configFile: false,
  cacheDir,
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: {
    force: true,
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'lucide',
      '@sinonjs/fake-timers',
    ],
    // It imports WTR's own web socket module by absolute path: leave it to WTR.
    exclude: ['@web/test-runner-commands'],
  },
  resolve: { dedupe: ['react', 'react-dom'] },
  define: { 'process.env.NODE_ENV': '"development"' },
  worker: { format: 'es' },
  plugins: [
    {
      name: 'wtr-own-modules',
      // WTR serves its own web socket module; Vite must leave the import as it is.
      resolveId: (id) => (WTR_OWN.test(id) ? id : undefined),
    },
  ],
});

const VITE_CLIENT_STUB = `export const injectQuery = (url) => url;
export function createHotContext() { return { accept() {}, dispose() {}, prune() {}, invalidate() {}, on() {}, off() {}, send() {}, data: {} }; }
export function updateStyle() {}
export function removeStyle() {}`;

/** Hands every request but WTR's own to Vite; resolves true when Vite answered it. */
function viteHandles(ctx) {
  return new Promise((resolve, reject) => {
    ctx.res.once('finish', () => resolve(true));
    vite.middlewares(ctx.req, ctx.res, (error) => (error ? reject(error) : resolve(false)));
  });
}

export default {
  files: ['src/**/*.test.{ts,tsx}', 'demo/gallery/**/*.test.{ts,tsx}'],
  concurrency: 2,
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  nodeResolve: false,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 600000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter('wtr')],
  middleware: [
    async (ctx, next) => {
      if (ctx.path === '/' || WTR_OWN.test(ctx.path)) return next();
      if (ctx.path === '/@vite/client') {
        ctx.type = 'js';
        ctx.body = VITE_CLIENT_STUB;
        return;
      }
      if (await viteHandles(ctx)) {
        ctx.respond = false;
        return;
      }
      return next();
    },
  ],
  async onServerStop() {
    await vite.close();
  },
};
