// Photographs every screen at 1280 and 390 px wide, light and dark, for looking at them as a user does:
// `node scripts/screenshots.js [base URL] [output folder] [name filter]` against a running server
// (`PORT=8850 npm start`). Details are reached by their list's first row; the room by its demo meetings.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.js';

const BASE = process.argv[2] ?? 'http://127.0.0.1:8850/meet/';
const OUT = process.argv[3] ?? 'screenshots';
const ONLY = new RegExp(process.argv[4] ?? '.');
const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const USER = { email: 'user@example.com', password: 'MeetUser#2026' };
const PINS = () => {
  for (let n = 1; n <= 5; n++) sessionStorage.setItem(`meet.pinCode.10000000${n}`, '1234');
};

/** Opens `path`, then follows the first link of its table when `row` is set. */
const open =
  (path, row = false) =>
  async (page) => {
    await page.goto(path);
    if (row) await page.getByRole('table').getByRole('link').first().click();
  };

/** Joins a demo meeting in the browser as `name`, then does `then`. */
const room = (meeting, then) => async (page) => {
  await page.addInitScript(PINS);
  await page.goto(`meeting/webrtc?umi=${meeting}`);
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Connect' }).click();
  await then?.(page);
};

// The groups of the settings area after the first (`settings` shows that one), in the menu's order.
const SETTINGS_GROUPS = [
  'authentication',
  'mobileNotification',
  'recording',
  'email',
  'statistics',
  'storage',
  'meetingAccess',
  'audioVideo',
  'accounts',
  'collaboration',
  'calendar',
  'usersPermission',
  'directory',
  'trial',
  'gdpr',
];

const VISITOR = {
  login: open('./'),
  'forgot-password': open('forgot-password'),
  'change-password': open('change-password?email=user@example.com&uuid=x'),
  'join-without-account': open('join-without-account'),
  'signup-confirmation': open('signup-confirmation?code=nope'),
  'meeting-join': async (page) => {
    await page.addInitScript(PINS);
    await page.goto('meeting/join?umi=100000003');
  },
  'room-setup': async (page) => {
    await page.addInitScript(PINS);
    await page.goto('meeting/webrtc?umi=100000001');
  },
  'room-waiting': room('100000002', (page) => page.getByText('Waiting for approval').waitFor()),
  'room-live': room('100000001', (page) => page.getByRole('button', { name: 'Leave' }).waitFor()),
  // The end screen goes back to the login page after 5 s unless the guest stays.
  'room-end': room('100000001', async (page) => {
    await page.getByRole('button', { name: 'Leave' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Stay on this page' }).click();
  }),
  'download-no-auth': open('download-no-auth'),
  'not-found': open('no/such/page'),
};

const SIGNED_IN = {
  dashboard: open('dashboard'),
  account: open('account'),
  download: open('download'),
  support: open('support'),
  users: open('users'),
  user: open('users', true),
  tags: open('tags'),
  tag: open('tags', true),
  organizations: open('organizations'),
  organization: open('organizations', true),
  subscriptions: open('subscriptions'),
  subscription: open('subscriptions', true),
  'exceeding-organizers': open('subscriptions/exceeding-organizers'),
  meetings: open('meeting'),
  meeting: open('meeting', true),
  files: open('file'),
  statistics: open('statistic'),
  'customer-ranking': open('statistic/customer-ranking'),
  resources: open('resources'),
  services: open('service'),
  maintenance: open('maintenance'),
  settings: open('setting'),
  ...Object.fromEntries(
    SETTINGS_GROUPS.map((group) => [`settings-${group}`, open(`setting?group=${group}`)]),
  ),
  audit: open('audit'),
  'audit-entry': open('audit', true),
};

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
mkdirSync(OUT, { recursive: true });

/** Signs a fresh context in through the login screen. */
async function signedIn(context, account) {
  const page = await context.newPage();
  await page.goto('./');
  await page.getByLabel('E-mail or username').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/dashboard$/, { timeout: 30_000 });
  return page;
}

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark']) {
    const options = { baseURL: BASE, locale: 'en-US', viewport: { width, height: 900 }, colorScheme: scheme };
    const shoot = async (page, name, go) => {
      if (!ONLY.test(name)) return;
      try {
        await go(page);
        await page.getByRole('heading').first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(800);
        const file = join(OUT, `${name}-${width}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      } catch (error) {
        console.error(`${name} ${width} ${scheme}: ${error.message.split('\n')[0]}`);
      }
    };
    for (const [name, go] of Object.entries(VISITOR)) {
      const context = await browser.newContext(options);
      await shoot(await context.newPage(), name, go);
      await context.close();
    }
    for (const [account, screens] of [
      [ADMIN, SIGNED_IN],
      [USER, { 'user-dashboard': open('dashboard'), 'user-account': open('account') }],
    ]) {
      if (!Object.keys(screens).some((name) => ONLY.test(name))) continue;
      const context = await browser.newContext(options);
      const page = await signedIn(context, account);
      for (const [name, go] of Object.entries(screens)) await shoot(page, name, go);
      await context.close();
    }
  }
}
await browser.close();
