// Bytes on the wire: each first-load page as a person's browser loads it from `npm start`, with an empty cache,
// until the network is idle. Every answer counts as the network carried it (headers and body in the encoding the
// server chose: the export's precompressed brotli files), and beside it the same answers' bodies uncompressed, what
// a server without the precompressed files would send. The dashboard is opened signed in (the sign-in first,
// then the cache emptied).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { startServer } from './size.js';

const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
/** The pages measured: figure name -> path under the base path, and whether it is opened signed in. */
export const WIRE_PAGES = {
  Login: { path: '', signedIn: false },
  Join: { path: 'join-without-account', signedIn: false },
  MeetingJoin: { path: 'meeting/join?umi=100000001', signedIn: false },
  Dashboard: { path: 'dashboard', signedIn: true },
};

const kb = (bytes) => +(bytes / 1024).toFixed(1);

/** Signs the admin in on `page`. */
async function signIn(page) {
  await page.goto('./');
  await page.getByLabel('E-mail or username').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/meet\/dashboard$/);
}

/** Bytes the network carried for one cold visit (all answers, and JS alone), and their bodies uncompressed. */
async function visit(browser, base, { path, signedIn }) {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    if (signedIn) await signIn(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    const answers = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) =>
      answers.set(requestId, { url: response.url, wire: 0, body: 0 }),
    );
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const answer = answers.get(requestId);
      if (answer) answer.body += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const answer = answers.get(requestId);
      if (answer) answer.wire = encodedDataLength;
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const all = [...answers.values()];
    const js = all.filter(({ url }) => new URL(url).pathname.endsWith('.js'));
    const sum = (list, key) => list.reduce((total, answer) => total + answer[key], 0);
    return {
      wireKb: kb(sum(all, 'wire')),
      wireJsKb: kb(sum(js, 'wire')),
      uncompressedKb: kb(sum(all, 'body')),
      requests: all.length,
    };
  } finally {
    await context.close();
  }
}

/** Per page: `wire<Page>Kb` (all answers), `wire<Page>JsKb`, and `uncompressed<Page>Kb` for comparison. */
export async function benchWire() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const figures = {};
    for (const [name, page] of Object.entries(WIRE_PAGES)) {
      const { wireKb, wireJsKb, uncompressedKb } = await visit(browser, server.base, page);
      Object.assign(figures, {
        [`wire${name}Kb`]: wireKb,
        [`wire${name}JsKb`]: wireJsKb,
        [`uncompressed${name}Kb`]: uncompressedKb,
      });
    }
    return figures;
  } finally {
    await browser.close();
    server.stop();
  }
}

// `node tests/bench/wire.js` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchWire());
