// The edges of the connection the pre-join page prepares (PREPARE, dist-spec/signalling.md "A connection prepared
// before Connect"), in real browsers against the reference gateway: the server closing it unused
// (PREPARE_CLOSED) before or after Connect, and an address past MAX_PREPARED_PER_ADDRESS, whose page answers START
// with a plain peer connection. The expiry cases run on a server of the spec's own that keeps a prepared
// connection a few seconds (MEET_WEBRTC_PREPARED_SECONDS) instead of two minutes: the expiry is the whole
// process's, and a few seconds on the worker's server would expire the connections every other media spec prepares.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { describeViolation, violationsReceived } from './csp-reports';
import { dataDir } from './servers';
import { ACCOUNTS, FIRST_LOAD_MS, giveDemoPins, signInDemoPages } from './support';

const OPEN = '100000001';
const APPROVAL = '100000002';
/** How long the spec's own server keeps an unused prepared connection. */
const PREPARED_SECONDS = 5;
/** How long to wait, from the answer to PREPARE, for the server to close the prepared connection, and what follows. */
const EXPIRED_MS = PREPARED_SECONDS * 1000 + 20_000;
/** Prepared connections one address may hold (demo/webrtc/prepare.ts MAX_PREPARED_PER_ADDRESS). */
const MAX_PREPARED_PER_ADDRESS = 4;

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** Fails when the browsers reported any Content-Security-Policy violation to the server at `url` (as csp-teardown.ts). */
async function expectNoViolations(url: string): Promise<void> {
  const violations = await violationsReceived([url]);
  expect(violations.map(describeViolation), 'Content-Security-Policy violations').toEqual([]);
}

/** The reference server with a short expiry of prepared connections, started once per worker on any free port. */
const shortExpiry = test.extend<object, { shortServer: string }>({
  shortServer: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // biome-ignore lint/correctness/noEmptyPattern: an object pattern is required there.
    async ({}, use) => {
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: '0',
          MEET_DATA_DIR: join(dataDir(), 'short-prepare'),
          MEET_STATIC_ROOT: process.env.MEET_BUILD_DIR ?? 'dist/meet',
          MEET_DIRECTORY_PORT: 'off',
          MEET_PORTAL_PORT: '',
          MEET_WEBRTC_PREPARED_SECONDS: String(PREPARED_SECONDS),
          // Its pages' violations are checked when it stops, as the run's teardown checks the workers' servers.
          MEET_CSP_REPORTS: 'readable',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const served = new Promise<string>((resolve, reject) => {
        let printed = '';
        child.stdout?.on('data', (chunk) => {
          printed += chunk;
          const url = /Meet is served at (\S+)/.exec(printed)?.[1];
          if (url) resolve(url);
        });
        child.on('exit', (code) => reject(new Error(`the short-expiry server stopped (${code})`)));
      });
      const url = await served;
      await use(url);
      try {
        await expectNoViolations(url);
      } finally {
        const stopped = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await stopped;
      }
    },
    // A new database is seeded first: about 20 s on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ shortServer }, use) => use(shortServer),
});

/** The signalling messages a page receives, on all its sockets, in order: their types, with any error code. */
function received(page: Page): string[] {
  const seen: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const { type, error } = JSON.parse(String(payload)) as { type: string; error?: unknown };
      seen.push(typeof error === 'number' ? `${type} ${error}` : type);
    }),
  );
  return seen;
}

/** A guest in a browser context of their own, on the pre-join screen of `meeting`, recording what it receives. */
async function guestAt(browser: Browser, meeting: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages = received(page);
  await giveDemoPins(page);
  await page.goto(`meeting/webrtc?umi=${meeting}`);
  await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled({ timeout: FIRST_LOAD_MS });
  return { context, page, messages };
}

async function connect(page: Page, name: string): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Connect' }).click();
}

/** Waits until the tile of `name` on `page` has decoded a few frames of real video. */
async function expectVideoOf(page: Page, name: string): Promise<void> {
  const video = page.locator('li.tile').filter({ hasText: name }).locator('video');
  const frames = () =>
    video.evaluate((element) => (element as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames);
  await expect.poll(frames, { timeout: 20_000, message: `${name}'s video decoded` }).toBeGreaterThan(5);
}

/** Waits until `messages` holds `expected` in this order (others between them). */
async function expectReceived(messages: string[], expected: string[], timeout = 20_000): Promise<void> {
  const inOrder = () => {
    let next = 0;
    for (const message of messages) if (message === expected[next]) next += 1;
    return next === expected.length;
  };
  await expect
    .poll(inOrder, { timeout, message: `received ${expected.join(', ')} in: ${messages}` })
    .toBe(true);
}

shortExpiry(
  'a guest who reads the pre-join screen past the expiry of the prepared connection gets it prepared again, and Connect then exchanges video with the other guest',
  async ({ browser }) => {
    // Two browsers with media both ways, after a wait for the server's expiry.
    test.slow();
    const ada = await guestAt(browser, OPEN);
    const bob = await guestAt(browser, OPEN);
    try {
      await connect(ada.page, 'Ada Lovelace');
      await expect(ada.page.getByRole('button', { name: 'Leave' })).toBeVisible();
      // Bob's page was prepared, closed unused by the server, and prepared again (a new socket and PREPARE).
      await expectReceived(bob.messages, ['RESPONSE_PREPARE']);
      await expectReceived(
        bob.messages,
        ['RESPONSE_PREPARE', 'PREPARE_CLOSED', 'RESPONSE_PREPARE'],
        EXPIRED_MS,
      );
      await connect(bob.page, 'Bob Kahn');
      await expectVideoOf(bob.page, 'Ada Lovelace');
      await expectVideoOf(ada.page, 'Bob Kahn');
      await expectReceived(bob.messages, [
        'PREPARE_CLOSED',
        'RESPONSE_PREPARE',
        'RESPONSE_LOGIN',
        'RESPONSE_START',
      ]);
    } finally {
      await ada.context.close();
      await bob.context.close();
    }
  },
);

shortExpiry(
  'a guest whose prepared connection the server closes after Connect, while the host has not yet admitted them, is connected on a new one at START',
  async ({ browser }) => {
    const grace = await guestAt(browser, APPROVAL);
    try {
      // Connect before the answer to PREPARE would log in with nothing prepared.
      await expectReceived(grace.messages, ['RESPONSE_PREPARE']);
      await connect(grace.page, 'Grace Hopper');
      await expect(grace.page.getByText('Waiting for approval')).toBeVisible();
      await expectReceived(
        grace.messages,
        ['RESPONSE_PREPARE', 'RESPONSE_LOGIN', 'PREPARE_CLOSED'],
        EXPIRED_MS,
      );
      const host = await browser.newPage();
      await signInDemoPages(host.request, ACCOUNTS.user);
      await host.goto(`demo/host?meeting=${APPROVAL}`);
      await host.getByRole('button', { name: 'Approve Grace Hopper' }).click();
      await host.close();
      // Alone in the meeting, the guest's own video comes back through the gateway: sent and received.
      await expectVideoOf(grace.page, 'Grace Hopper (you');
      await expectReceived(grace.messages, ['PREPARE_CLOSED', 'RESPONSE_START', 'RTC']);
    } finally {
      await grace.context.close();
    }
  },
);

test(`past ${MAX_PREPARED_PER_ADDRESS} prepared pages from one address, the next page is refused PREPARE and still exchanges video with another guest through a plain peer connection`, async ({
  browser,
}) => {
  test.slow();
  const ada = await guestAt(browser, OPEN);
  // Other pre-join pages of the same address hold the rest of its prepared connections.
  const others = await browser.newContext();
  try {
    await expectReceived(ada.messages, ['RESPONSE_PREPARE']);
    const opened = Array.from({ length: MAX_PREPARED_PER_ADDRESS - 1 }, async () => {
      const other = await others.newPage();
      const messages = received(other);
      await giveDemoPins(other);
      await other.goto(`meeting/webrtc?umi=${OPEN}`);
      await expectReceived(messages, ['RESPONSE_PREPARE']);
    });
    await Promise.all(opened);
    const bob = await guestAt(browser, OPEN);
    try {
      await expectReceived(bob.messages, ['RESPONSE_PREPARE 1016']);
      await others.close();
      await connect(ada.page, 'Ada Lovelace');
      await expect(ada.page.getByRole('button', { name: 'Leave' })).toBeVisible();
      await connect(bob.page, 'Bob Kahn');
      await expectVideoOf(bob.page, 'Ada Lovelace');
      await expectVideoOf(ada.page, 'Bob Kahn');
      expect(bob.messages.filter((message) => message.startsWith('RESPONSE_PREPARE'))).toEqual([
        'RESPONSE_PREPARE 1016',
      ]);
    } finally {
      await bob.context.close();
    }
  } finally {
    await others.close();
    await ada.context.close();
  }
});
