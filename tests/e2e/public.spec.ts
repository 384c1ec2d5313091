// The screens a visitor meets without signing in, against the reference server and its demo meetings:
// join without account, the meeting join page in each state, downloads, support, and a portal page
// embedding <meet-join>. Each is checked with axe-core and at least one flow is driven by keyboard alone.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { focusedElement, giveDemoPins, loginTakenOver } from './support';

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const PIN = '1234';
const MEETINGS = {
  open: '100000001',
  approval: '100000002',
  tomorrow: '100000003',
  ended: '100000004',
  noBrowser: '100000005',
};
/** Screenshots land here when SHOTS=1 (looked at by hand, not compared). */
const SHOTS = process.env.SHOTS === '1' ? '/tmp/public-shots' : '';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

type AxeResult = { violations: { id: string; nodes: { target: unknown }[] }[] };

/** Runs axe-core on the whole page (open shadow roots included); the CSP stays on, the source goes through CDP. */
async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(node: Node): Promise<AxeResult> } };
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  });
  expect(violations).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Presses Tab until the focused element (through shadow roots) matches, at most `limit` times. */
async function tabTo(page: Page, matches: (label: string) => boolean, limit = 15): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const label = await (await focusedElement(page)).evaluate((active) =>
      ((active as HTMLInputElement).labels?.[0]?.textContent ?? active.textContent ?? '').trim(),
    );
    if (matches(label)) return;
  }
  throw new Error('the element was not reached by Tab');
}

test.describe('join without account', () => {
  test('a wrong PIN says "Invalid meeting identifiers." and keeps what was typed; the right one opens the join page', async ({
    page,
  }) => {
    await page.goto('join-without-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Join a meeting' })).toBeVisible();
    await page.getByLabel('Meeting ID').fill(MEETINGS.open);
    await page.getByLabel('PIN code').fill('9999');
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid meeting identifiers.');
    await expect(page.getByLabel('Meeting ID')).toHaveValue(MEETINGS.open);
    await expect(page.getByLabel('PIN code')).toHaveValue('9999');
    await shot(page, 'join-without-account-invalid');
    await expectAccessible(page);
    await page.getByLabel('PIN code').fill(PIN);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page).toHaveURL(/\/meet\/meeting\/join\?umi=100000001$/);
    await expect(page.getByText('The meeting has started.')).toBeVisible();
  });

  test('by keyboard alone: Tab to the fields, type, Enter, then open the meeting in the browser', async ({
    page,
  }) => {
    await page.goto('join-without-account');
    await expect(page.getByLabel('Meeting ID')).toBeVisible();
    await tabTo(page, (label) => label === 'Meeting ID');
    await page.keyboard.type('100 000 001');
    await tabTo(page, (label) => label === 'PIN code', 3);
    await page.keyboard.type(PIN);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/meeting\/join\?umi=100000001$/);
    await expect(page.getByRole('link', { name: 'Open in browser' })).toBeVisible();
    await tabTo(page, (label) => label === 'Open in browser', 20);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/meeting\/webrtc\?umi=100000001$/);
    await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
  });
});

test.describe('meeting join page', () => {
  test.beforeEach(async ({ page }) => giveDemoPins(page));

  test('started and open to browsers: open in browser, open in app, phone numbers and login info', async ({
    page,
  }) => {
    await page.goto(`meeting/join?umi=${MEETINGS.open}`);
    await expect(page.getByText('The meeting has started.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in browser' })).toHaveAttribute(
      'href',
      `/meet/meeting/webrtc?umi=${MEETINGS.open}`,
    );
    await expect(page.getByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      /^meet:\/\/join\?umi=100000001&protocol=/,
    );
    await expect(page.getByRole('heading', { name: 'By phone' })).toBeVisible();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.getByText(`meeting ID ${MEETINGS.open}`)).toBeVisible();
    await shot(page, 'meeting-join-started');
    await expectAccessible(page);
  });

  test('started with host approval: the page says the organizer lets the guest in', async ({ page }) => {
    await page.goto(`meeting/join?umi=${MEETINGS.approval}`);
    await expect(page.getByText('The meeting has started.')).toBeVisible();
    await expect(page.getByText('The organizer lets you in once you have connected.')).toBeVisible();
  });

  test('tomorrow: "starts in" with a ticking countdown, and no browser entry yet', async ({ page }) => {
    await page.goto(`meeting/join?umi=${MEETINGS.tomorrow}`);
    await expect(page.getByText('The meeting starts in', { exact: true })).toBeVisible();
    const seconds = page.locator('[data-unit="seconds"]');
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? '', { timeout: 3000 });
    await expect(page.locator('p[aria-live="polite"]')).toHaveText(
      /^The meeting starts in .*(hour|day).*\.$/,
    );
    await expect(page.getByRole('link', { name: 'Open in browser' })).toHaveCount(0);
    await expect(
      page.getByText('Joining from your browser opens shortly before the meeting starts.'),
    ).toBeVisible();
    await shot(page, 'meeting-join-tomorrow');
    await expectAccessible(page);
  });

  test('ended: the meeting is over, no way to join', async ({ page }) => {
    await page.goto(`meeting/join?umi=${MEETINGS.ended}`);
    await expect(page.getByText('This meeting is over.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in browser' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open in the app' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('browser access disabled: it needs an account, with a way to sign in', async ({ page }) => {
    await page.goto(`meeting/join?umi=${MEETINGS.noBrowser}`);
    await expect(page.getByText('it needs an account')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in browser' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await shot(page, 'meeting-join-no-browser');
    await expectAccessible(page);
  });

  test('a meeting whose PIN code this tab was not given: the page asks for it, refuses a wrong one and an unknown ID alike, and shows the meeting for the right one', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`meeting/join?umi=${MEETINGS.open}`);
    await expect(page.getByText('Enter the PIN code of your invitation')).toBeVisible();
    await expect(page.getByText('The meeting has started.')).toHaveCount(0);
    await expect(page.getByLabel('Meeting ID')).toHaveValue(MEETINGS.open);
    await expectAccessible(page);
    // PIN codes are required and the visitor has no session: the page asks for the code before the server,
    // so the browser logs no refused request (Lighthouse's best practices count console errors).
    expect(errors).toEqual([]);
    await page.getByLabel('PIN code').fill('9999');
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid meeting identifiers.');
    await page.getByLabel('Meeting ID').fill('999999999');
    await page.getByLabel('PIN code').fill(PIN);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid meeting identifiers.');
    await page.getByLabel('Meeting ID').fill(MEETINGS.open);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByText('The meeting has started.')).toBeVisible();
    await page.getByRole('link', { name: 'Open in browser' }).click();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible();
    await page.context().close();
  });
});

test.describe('downloads', () => {
  test('without signing in: every platform, this Linux browser’s own suggested first, no header', async ({
    page,
  }) => {
    await page.goto('download-no-auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Download the Meet app' })).toBeVisible();
    const platforms = page.locator('.platform h2');
    await expect(platforms).toHaveText(['Linux', 'Windows', 'macOS', 'Android', 'iOS']);
    await expect(page.locator('.platform').first()).toContainText('Suggested for your device');
    await expect(page.getByRole('banner')).toHaveCount(0);
    for (const name of [
      'Installer (.exe)',
      'Disk image (.dmg)',
      'Zip archive (.zip)',
      'Debian, Ubuntu package (.deb)',
      'Fedora, Red Hat package (.rpm)',
      'openSUSE package (.rpm)',
      'Archive (.tar.gz)',
      'Android package, 32-bit (.apk)',
      'Android package, 64-bit (.apk)',
      'Download on the App Store',
      'Get it on Google Play',
    ]) {
      await expect(page.getByRole('link', { name })).toHaveCount(1);
    }
    await shot(page, 'download-no-auth');
    await expectAccessible(page);
  });

  test('signed in: the same downloads under the header (route download)', async ({ page }) => {
    await page.goto('./');
    await loginTakenOver(page);
    await page.getByLabel('E-mail or username').fill('user@example.com');
    await page.getByLabel('Password', { exact: true }).fill('MeetUser#2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/meet\/dashboard$/);
    await page.goto('download');
    await expect(page.getByRole('heading', { level: 1, name: 'Download the Meet app' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('.platform h2')).toHaveText(['Linux', 'Windows', 'macOS', 'Android', 'iOS']);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('repository install: apt, yum and zypper lines, copied by keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('download-no-auth');
    await page.getByRole('link', { name: 'Install from the repository' }).click();
    await expect(page).toHaveURL(/\/meet\/download-repo$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Debian and Ubuntu, with apt',
      'Fedora, Red Hat and CentOS, with yum',
      'openSUSE, with zypper',
    ]);
    await tabTo(page, (label) => label === 'Copy');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText(
      'Copied to the clipboard.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^curl -fsSL https:\/\/.*key\.asc/,
    );
    await shot(page, 'download-repo');
    await expectAccessible(page);
  });
});

test.describe('support', () => {
  test('e-mail, phone, hours Monday to Friday 9:00-12:00 and 14:00-18:00 CET, support and help sites', async ({
    page,
  }) => {
    await page.goto('support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toBeVisible();
    await expect(page.getByText('Monday to Friday, 9:00–12:00 and 14:00–18:00')).toBeVisible();
    await expect(page.getByText('Central European Time')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Support center' })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', /^https:\/\//);
    await shot(page, 'support');
    await expectAccessible(page);
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-ES' });
    test('the hours are 9:00-18:00', async ({ page }) => {
      await page.goto('support');
      await expect(page.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible();
      await expect(page.getByText('De lunes a viernes, 9:00–18:00')).toBeVisible();
      await expect(page.getByText('14:00')).toHaveCount(0);
      await expectAccessible(page);
    });
  });
});

test.describe('portal page with <meet-join>', () => {
  test('a visitor joins from the portal by keyboard: wrong PIN first, then the meeting join page opens', async ({
    page,
  }) => {
    const errors: string[] = [];
    // The wrong PIN's 404 is logged by the browser itself; anything else would be ours.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    await page.goto('demo/pages/portal.html');
    await expect(page.locator('meet-join').getByRole('heading', { name: 'Join a meeting' })).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, (label) => label === 'Meeting ID', 10);
    await page.keyboard.type(MEETINGS.tomorrow);
    await page.keyboard.press('Tab');
    await page.keyboard.type('4321');
    await page.keyboard.press('Enter');
    await expect(page.locator('meet-join').getByRole('alert')).toHaveText('Invalid meeting identifiers.');
    await expect(page.locator('meet-join').getByLabel('Meeting ID')).toHaveValue(MEETINGS.tomorrow);
    await shot(page, 'portal-invalid');
    // The focus stayed in the PIN code field.
    await page.keyboard.press('Control+A');
    await page.keyboard.type(PIN);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/meet\/meeting\/join\?umi=100000003$/);
    await expect(page.getByText('The meeting starts in', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
