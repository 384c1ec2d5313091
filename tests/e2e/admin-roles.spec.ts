// The console as each role sees it: every button it offers is one the contract's x-roles (and
// x-organization-managers) allow, so a walk through services, maintenance, settings and organizations as a plain
// administrator, a user manager and an organization manager never meets a 1005 (HTTP 403) after a click.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, openSignedIn } from './support';

test.describe.configure({ mode: 'serial' });

const READ_ONLY = 'Your roles let you see this part, not change it.';

/** A signed-in page that records every answer of the API refused with 403 (code 1005). */
async function rolePage(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; password: string },
) {
  const page = await browser.newPage({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && response.url().includes('/services/json/')) refused.push(response.url());
  });
  await openSignedIn(page, account);
  return { page, refused };
}

/** The links of the header's administration menu, opened. */
async function adminMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Administration' }).click();
  return nav.getByRole('list').nth(1).getByRole('link');
}

test.describe('a plain administrator (no systemAdmin)', () => {
  let page: Page;
  let refused: string[];
  test.beforeAll(async ({ browser }, testInfo) => {
    ({ page, refused } = await rolePage(browser, testInfo.project.use.baseURL, ACCOUNTS.administrator));
  });
  test.afterAll(() => page?.close());

  test('services: zones, servers and gateways are shown without add, rename or switches, and say why', async () => {
    await page.goto('service');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Meeting servers' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Incoming H323/SIP' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a zone' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
    await expect(
      page.getByRole('button', {
        name: /^(Disable|Enable|Refuse new meetings|Accept new meetings|Validate|Move)\b/,
      }),
    ).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByText(READ_ONLY)).toHaveCount(3);
    await expectAccessible(page);
    expect(refused).toEqual([]);
  });

  test('maintenance: the available periods are searched, nothing is offered to validate or delete', async () => {
    await page.goto('maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
    await page.getByLabel('Day').fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Search the available periods' }).click();
    await expect(page.getByRole('group', { name: /available period/ })).toBeVisible();
    await page
      .getByRole('group', { name: /available period/ })
      .getByRole('radio')
      .first()
      .check();
    await expect(page.getByRole('button', { name: 'Validate the chosen period' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete the maintenance of/ })).toHaveCount(0);
    await expect(page.getByText(READ_ONLY)).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('settings: no menu item, and the address does not open them', async () => {
    await page.goto('dashboard');
    await expect(await adminMenu(page)).toHaveText([
      'Users',
      'Tags',
      'Organizations',
      'Meetings',
      'Files',
      'Statistics',
      'Resources',
      'Services',
      'Maintenance',
    ]);
    await page.goto('setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test('organizations: adds managers and subscriptions, as the contract allows administrators', async () => {
    await page.goto('organizations');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add a manager' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a subscription' })).toBeVisible();
    expect(refused).toEqual([]);
  });
});

test('a user manager sees users and tags, and neither services, maintenance, settings nor organizations', async ({
  browser,
}, testInfo) => {
  const { page, refused } = await rolePage(browser, testInfo.project.use.baseURL, ACCOUNTS.manager);
  await expect(await adminMenu(page)).toHaveText(['Users', 'Tags']);
  for (const path of ['service', 'maintenance', 'setting']) {
    await page.goto(path);
    await expect(page.locator('header.header nav')).toBeAttached();
  }
  expect(refused).toEqual([]);
  await page.close();
});

test('an organization manager walks its organization and subscription without a refused call', async ({
  browser,
}, testInfo) => {
  const { page, refused } = await rolePage(browser, testInfo.project.use.baseURL, ACCOUNTS.user);
  await page.goto('organizations');
  await page.getByRole('region', { name: 'The organizations you manage' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a manager' })).toHaveCount(0);
  await page.getByRole('table', { name: 'Subscriptions' }).getByRole('link').first().click();
  await expect(page.getByRole('form', { name: 'Add an organizer' })).toBeVisible();
  for (const tab of ['Forced contacts', 'Features', 'Gateway usage', 'Statistics', 'Organizers']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    if (tab === 'Gateway usage') {
      // Every gateway type of the deployment, by name, with its use out of its total.
      await expect(
        panel.getByRole('progressbar', { name: /^Browser \(WebRTC\) \((not )?enabled\)$/ }),
      ).toBeVisible();
      await expect(panel.getByRole('progressbar')).toHaveCount(7);
      await expectAccessible(page);
    }
    if (tab === 'Statistics') {
      await expect(panel.getByRole('heading', { name: 'Meetings per day' })).toBeVisible();
      await expect(
        panel.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} to [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      ).toBeVisible();
      await expectAccessible(page);
    }
  }
  expect(refused).toEqual([]);
  await page.close();
});
